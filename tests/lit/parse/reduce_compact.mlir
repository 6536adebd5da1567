// stablehlo.reduce prints `applies OP` only when its one inner op is a commutative binary op
// (isReduceEligibleForCompactPrint E2): divide keeps the reducer region.
// RUN: stablehlo-opt %s | FileCheck %s

// CHECK-LABEL: func.func @divide
// CHECK-NOT: applies
// CHECK: reducer(
func.func @divide(%a: tensor<4x2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%a init: %init) across dimensions = [1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
   reducer(%x: tensor<f32>, %y: tensor<f32>) {
    %1 = stablehlo.divide %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }
  return %0 : tensor<4xf32>
}

// CHECK-LABEL: func.func @maximum
// CHECK: stablehlo.reduce(%arg0 init: %arg1) applies stablehlo.maximum across dimensions = [1]
func.func @maximum(%a: tensor<4x2xf32>, %init: tensor<f32>) -> tensor<4xf32> {
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.maximum across dimensions = [1] : (tensor<4x2xf32>, tensor<f32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
