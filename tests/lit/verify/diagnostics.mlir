// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s
// RUN: not stablehlo-translate --verify -split-input-file %s 2>&1 | FileCheck %s
// RUN: not stablehlo-translate --interpret -split-input-file %s 2>&1 | FileCheck %s --check-prefix=INTERP
// RUN: not stablehlo-translate --interpret --no-verify %s -split-input-file 2>&1 | FileCheck %s --check-prefix=NOVERIFY

// Element types of an elementwise op must agree (spec.md#add C1): upstream's verifyAddOp, emitted
// at the op without the op prefix (its text begins with "op "), before type inference would run.
func.func @bad_add(%a: tensor<2xi32>, %b: tensor<2xf32>) -> tensor<2xi32> {
  // CHECK: diagnostics.mlir:[[# @LINE + 2]]:8: error: op requires the same element type for all operands and results
  // expected-error@+1 {{op requires the same element type for all operands and results}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xi32>, tensor<2xf32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// The interpreter verifies first: the bad transpose is reported with its location
// and never evaluated; --no-verify skips the check (the function is not run here
// because it takes arguments and the chunk has another function).
func.func @bad_transpose(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  // CHECK: diagnostics.mlir:[[# @LINE + 4]]:8: error: 'stablehlo.transpose' op inferred type(s) 'tensor<3x2xf32>' are incompatible
  // INTERP: diagnostics.mlir:[[# @LINE + 3]]:8: error: 'stablehlo.transpose' op inferred type(s)
  // expected-error@+2 {{inferred type(s) 'tensor<3x2xf32>' are incompatible with return type(s) of operation 'tensor<2x3xf32>'}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

func.func @main() -> tensor<i32> {
  %0 = stablehlo.constant dense<7> : tensor<i32>
  func.return %0 : tensor<i32>
}

// -----

// An op of a dialect this tool does not know needs --allow-unregistered-dialect.
func.func @main() {
  // CHECK: diagnostics.mlir:[[# @LINE + 2]]:3: error: operation being parsed with an unregistered dialect
  // expected-error@+1 {{operation being parsed with an unregistered dialect}}
  "foo.bar"() : () -> ()
  func.return
}

// NOVERIFY: Evaluated results of function: main
// NOVERIFY-NEXT: tensor<i32> {7}
