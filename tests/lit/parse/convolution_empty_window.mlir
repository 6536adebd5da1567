// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-translate --interpret %s --args '[dense<1.0> : tensor<1x4x4x2xf32>, dense<1.0> : tensor<3x3x2x1xf32>]' | FileCheck %s --check-prefix=EVAL

// Empty window attributes are their defaults (verifyWindowAttributesAndInferWindowDimensions
// accepts size 0) and print as upstream's printWindowAttributes does.
// CHECK: window = {stride = [], pad = [], lhs_dilate = [], rhs_dilate = [], reverse = []}
// EVAL-COUNT-4: 1.800000e+01
func.func @main(%a: tensor<1x4x4x2xf32>, %k: tensor<3x3x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = stablehlo.convolution(%a, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = [], pad = [], lhs_dilate = [], rhs_dilate = [], reverse = []} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x2xf32>, tensor<3x3x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
