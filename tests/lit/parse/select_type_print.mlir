// upstream's printSelectOpType: `: pred, result` whenever both branches have the result's
// type, even when the predicate's type is that type too (a lone `: T` is no SelectOpType).
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt %s | stablehlo-opt | FileCheck %s

// CHECK-LABEL: func.func @same_types
// CHECK: stablehlo.select %arg0, %arg1, %arg1 : tensor<3xi1>, tensor<3xi1>
func.func @same_types(%p: tensor<3xi1>, %a: tensor<3xi1>) -> tensor<3xi1> {
  %0 = stablehlo.select %p, %a, %a : (tensor<3xi1>, tensor<3xi1>, tensor<3xi1>) -> tensor<3xi1>
  func.return %0 : tensor<3xi1>
}

// CHECK-LABEL: func.func @branches_differ
// CHECK: stablehlo.select %arg0, %arg1, %arg2 : (tensor<3xi1>, tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
func.func @branches_differ(%p: tensor<3xi1>, %a: tensor<3xf32>, %b: tensor<?xf32>) -> tensor<3xf32> {
  %0 = stablehlo.select %p, %a, %b : (tensor<3xi1>, tensor<3xf32>, tensor<?xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}
