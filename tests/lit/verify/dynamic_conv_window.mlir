// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// TypeInference.cpp's inferDynamicConvOp checks window attributes (dynamic_conv_c4 to c9) only
// when the padding operand is a constant: a computed padding leaves them for run time, as JAX's
// shape-polymorphic exports rely on (upstream's testdata/dynamic/conv_general_dilated_1d_*).
func.func @computed_padding(%lhs: tensor<1x?x16xf32>, %rhs: tensor<4x16x16xf32>, %p: tensor<2xi32>) -> tensor<1x?x16xf32> {
  %padding = stablehlo.reshape %p : (tensor<2xi32>) -> tensor<1x2xi32>
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>} : (tensor<1x?x16xf32>, tensor<4x16x16xf32>, tensor<1x2xi32>) -> tensor<1x?x16xf32>
  func.return %0 : tensor<1x?x16xf32>
}

// -----

func.func @constant_padding(%lhs: tensor<1x?x16xf32>, %rhs: tensor<4x16x16xf32>) -> tensor<1x?x16xf32> {
  %padding = stablehlo.constant dense<1> : tensor<1x2xi32>
  // expected-error@+1 {{expects window-strides to have same dimension-size as size of window dimensions (1), but got: 2.}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64, window_strides = array<i64: 2, 2>} : (tensor<1x?x16xf32>, tensor<4x16x16xf32>, tensor<1x2xi32>) -> tensor<1x?x16xf32>
  func.return %0 : tensor<1x?x16xf32>
}

// -----

func.func @computed_padding_bad_rank(%lhs: tensor<1x?x16xf32>, %rhs: tensor<4x16x16xf32>, %p: tensor<2xi32>) -> tensor<1x?x16xf32> {
  // expected-error@+1 {{expects padding to be of rank 2 but got 1}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %p) {batch_group_count = 1 : i64, dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>, feature_group_count = 1 : i64} : (tensor<1x?x16xf32>, tensor<4x16x16xf32>, tensor<2xi32>) -> tensor<1x?x16xf32>
  func.return %0 : tensor<1x?x16xf32>
}
