// Without passes stablehlo-opt prints the module; chunks are joined with "// -----" as MLIR's tools join
// them (a chunk that fails prints nothing but keeps its separator); printing is deterministic and a
// printed module prints the same again.
// RUN: stablehlo-opt %s -split-input-file | FileCheck %s
// RUN: stablehlo-opt %s -split-input-file --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: stablehlo-opt %s -split-input-file -o %t.0
// RUN: stablehlo-opt %s -split-input-file > %t.1
// RUN: diff %t.0 %t.1
// RUN: stablehlo-opt %s | stablehlo-opt > %t.2
// RUN: stablehlo-opt %s | stablehlo-opt | stablehlo-opt > %t.3
// RUN: diff %t.2 %t.3
// RUN: stablehlo-opt %s -split-input-file --mlir-print-op-generic | stablehlo-opt -split-input-file | FileCheck %s

// CHECK:      module {
// CHECK-NEXT:   func.func @add(%{{.*}}: tensor<2xf32>) -> tensor<2xf32> {
// CHECK-NEXT:     %[[SUM:.*]] = stablehlo.add %{{.*}}, %{{.*}} : tensor<2xf32>
// CHECK-NEXT:     return %[[SUM]] : tensor<2xf32>
// CHECK-NEXT:   }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NEXT: // -----
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func private @callee(%{{.*}}: tensor<i32>) -> tensor<i32> {

// GENERIC: "builtin.module"() ({
// GENERIC: "func.func"() <{function_type = (tensor<2xf32>) -> tensor<2xf32>, sym_name = "add"}> ({
// GENERIC: "stablehlo.add"(%{{.*}}, %{{.*}}) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
// GENERIC: "func.return"(%{{.*}}) : (tensor<2xf32>) -> ()
// GENERIC: // -----
// GENERIC: "func.func"() <{function_type = (tensor<i32>) -> tensor<i32>, sym_name = "callee", sym_visibility = "private"}>

func.func @add(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.add"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func private @callee(%x: tensor<i32>) -> tensor<i32> {
  func.return %x : tensor<i32>
}
