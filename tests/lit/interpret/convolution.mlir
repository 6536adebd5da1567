// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// 1-d windows: plain; stride + padding + rhs dilation + reversal; lhs dilation + negative padding.
// CHECK-LABEL: Evaluated results of function: convolution_window_attributes
func.func @convolution_window_attributes() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [3.0], [4.0], [5.0]]]> : tensor<1x5x1xf32>
  %rhs = stablehlo.constant dense<[[[1.0]], [[10.0]]]> : tensor<2x1x1xf32>
  %plain = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xf32>, tensor<2x1x1xf32>) -> tensor<1x4x1xf32>
  check.expect_eq_const %plain, dense<[[[21.0], [32.0], [43.0], [54.0]]]> : tensor<1x4x1xf32>
  %strided = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {stride = [2], pad = [[1, 0]], rhs_dilate = [2], reverse = [true]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xf32>, tensor<2x1x1xf32>) -> tensor<1x2x1xf32>
  check.expect_eq_const %strided, dense<[[[2.0], [24.0]]]> : tensor<1x2x1xf32>
  %dilated = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f],
    window = {pad = [[-1, -1]], lhs_dilate = [2]}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x5x1xf32>, tensor<2x1x1xf32>) -> tensor<1x6x1xf32>
  check.expect_eq_const %dilated, dense<[[[20.0], [2.0], [30.0], [3.0], [40.0], [4.0]]]> : tensor<1x6x1xf32>
  func.return
}

// -----

// NCHW / OIHW layouts.
// CHECK-LABEL: Evaluated results of function: convolution_nchw
func.func @convolution_nchw() {
  %lhs = stablehlo.constant dense<[[[[1, 2, 3], [4, 5, 6], [7, 8, 9]]]]> : tensor<1x1x3x3xi64>
  %rhs = stablehlo.constant dense<1> : tensor<1x1x2x2xi64>
  %result = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1],
    window = {stride = [1, 1]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x1x3x3xi64>, tensor<1x1x2x2xi64>) -> tensor<1x1x2x2xi64>
  check.expect_eq_const %result, dense<[[[[12, 16], [24, 28]]]]> : tensor<1x1x2x2xi64>
  func.return
}

// -----

// feature_group_count splits lhs features; batch_group_count splits lhs batches.
// CHECK-LABEL: Evaluated results of function: convolution_group_counts
func.func @convolution_group_counts() {
  %features = stablehlo.constant dense<[[[3, 5]]]> : tensor<1x1x2xi32>
  %rhs = stablehlo.constant dense<[[[2, 7]]]> : tensor<1x1x2xi32>
  %fg = stablehlo.convolution(%features, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 2 : i64}
    : (tensor<1x1x2xi32>, tensor<1x1x2xi32>) -> tensor<1x1x2xi32>
  check.expect_eq_const %fg, dense<[[[6, 35]]]> : tensor<1x1x2xi32>
  %batches = stablehlo.constant dense<[[[3]], [[5]]]> : tensor<2x1x1xi32>
  %bg = stablehlo.convolution(%batches, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 2 : i64, feature_group_count = 1 : i64}
    : (tensor<2x1x1xi32>, tensor<1x1x2xi32>) -> tensor<1x1x2xi32>
  check.expect_eq_const %bg, dense<[[[6, 35]]]> : tensor<1x1x2xi32>
  func.return
}

// -----

// Integer sums wrap in the result type; a wider result type converts the operands first
// (as upstream's convolution_op_test_si8 expects).
// CHECK-LABEL: Evaluated results of function: convolution_integer_types
func.func @convolution_integer_types() {
  %lhs = stablehlo.constant dense<[[[100], [100]]]> : tensor<1x2x1xi8>
  %rhs = stablehlo.constant dense<100> : tensor<2x1x1xi8>
  %wrapped = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xi8>, tensor<2x1x1xi8>) -> tensor<1x1x1xi8>
  check.expect_eq_const %wrapped, dense<32> : tensor<1x1x1xi8>
  %wide = stablehlo.convolution(%lhs, %rhs) dim_numbers = [b, 0, f]x[0, i, o]->[b, 0, f], window = {}
    {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
    : (tensor<1x2x1xi8>, tensor<2x1x1xi8>) -> tensor<1x1x1xi32>
  check.expect_eq_const %wide, dense<20000> : tensor<1x1x1xi32>
  func.return
}

// -----

// dynamic_conv: the padding is an operand.
// CHECK-LABEL: Evaluated results of function: dynamic_conv_padding_operand
func.func @dynamic_conv_padding_operand() {
  %lhs = stablehlo.constant dense<[[[1], [2], [3], [4], [5]]]> : tensor<1x5x1xi64>
  %rhs = stablehlo.constant dense<1> : tensor<3x1x1xi64>
  %padding = stablehlo.constant dense<[[1, 1]]> : tensor<1x2xi64>
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    dimension_numbers = #stablehlo.conv<[b, 0, f]x[0, i, o]->[b, 0, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x5x1xi64>, tensor<3x1x1xi64>, tensor<1x2xi64>) -> tensor<1x5x1xi64>
  check.expect_eq_const %result, dense<[[[3], [6], [9], [12], [9]]]> : tensor<1x5x1xi64>
  func.return
}
