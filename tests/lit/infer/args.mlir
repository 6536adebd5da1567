// RUN: stablehlo-translate --infer %s --args '[dense<1.0> : tensor<3xf32>, dense<1.0> : tensor<2x3xf32>]' | FileCheck %s
// RUN: not stablehlo-translate --infer %s --args '[dense<1.0> : tensor<3xf32>, dense<1.0> : tensor<2x4xf32>]' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not stablehlo-translate --infer %s --args '[dense<1.0> : tensor<3xf32>]' 2>&1 | FileCheck %s --check-prefix=COUNT

// --args types replace the signature's argument types and refine the whole function.
// CHECK-LABEL: func.func @main(%a: tensor<3xf32>, %b: tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK: stablehlo.add %0, %b : tensor<2x3xf32>
// CHECK: stablehlo.concatenate %1, %b, dim = 0 : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<4x3xf32>
// CHECK: return %2 : tensor<4x3xf32>

// BAD: args.mlir:[[# @LINE + 6]]:8: error: 'stablehlo.add' op requires compatible types for all operands and results
// COUNT: args.mlir:[[# @LINE + 3]]:1: error: 'func.func' op @main takes 2 arguments, but --args gives 1
// BAD-NOT: error

func.func @main(%a: tensor<?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.broadcast_in_dim %a, dims = [1] : (tensor<?xf32>) -> tensor<2x3xf32>
  %1 = stablehlo.add %0, %b : (tensor<2x3xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %2 = stablehlo.concatenate %1, %b, dim = 0 : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  func.return %2 : tensor<?x?xf32>
}
