// Errors are located FILE:LINE:COL diagnostics (lines of the whole file with -split-input-file) and
// make the exit code 1; the other chunks still print, and a failed chunk keeps its separator.
// -verify-diagnostics checks them against the expected-error annotations instead.
// RUN: not stablehlo-opt %s -split-input-file 2>%t.err | FileCheck %s --check-prefix=OUT
// RUN: FileCheck %s --check-prefix=ERR < %t.err
// RUN: stablehlo-opt %s -split-input-file -verify-diagnostics | FileCheck %s --check-prefix=OUT
// RUN: not stablehlo-opt %s -split-input-file --allow-unregistered-dialect 2>%t.err2 | FileCheck %s --check-prefix=ALLOW
// RUN: FileCheck %s --check-prefix=ALLOW-ERR < %t.err2

// OUT:      func.func @ok
// OUT-NEXT:   return
// OUT-NEXT:   }
// OUT-NEXT: }
// OUT-EMPTY:
// OUT-NEXT: // -----
// OUT-EMPTY:
// OUT-NEXT: // -----
// OUT-NOT: module

// ERR: diagnostics.mlir:40:8: error: 'stablehlo.add' op
// ERR-NEXT: diagnostics.mlir:48:3: error: {{.*}}unregistered dialect
// ERR-NOT: error

// ALLOW: // -----
// ALLOW: // -----
// ALLOW-NEXT: module {
// ALLOW-NEXT:   func.func @other
// ALLOW-NEXT:     "other.op"() : () -> ()
// ALLOW-ERR: diagnostics.mlir:40:8: error: 'stablehlo.add' op
// ALLOW-ERR-NOT: error

func.func @ok() {
  func.return
}

// -----

func.func @bad(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.add' op requires the same shape for all operands and results}}
  %0 = stablehlo.add %a, %b : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @other() {
  // expected-error@+1 {{unregistered dialect}}
  "other.op"() : () -> ()
  func.return
}
