// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// Ragged non-contracting dim: row r uses rhs group j when it lies in group j; row 3 is in no group.
// CHECK-LABEL: Evaluated results of function: ragged_rows_int
func.func @ragged_rows_int() {
  %lhs = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6], [7, 8]]> : tensor<4x2xi32>
  %rhs = stablehlo.constant dense<[[[1, 0], [0, 1]], [[0, 1], [1, 0]]]> : tensor<2x2x2xi32>
  %gs = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [], rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>,
    precision_config = [#chlo<precision DEFAULT>, #chlo<precision HIGHEST>]
  } : (tensor<4x2xi32>, tensor<2x2x2xi32>, tensor<2xi64>) -> tensor<4x2xi32>
  check.expect_eq_const %r, dense<[[1, 2], [4, 3], [6, 5], [0, 0]]> : tensor<4x2xi32>
  func.return
}

// -----

// Per-batch group sizes (tensor<b x g>): each batch index has its own partition of the rows.
// CHECK-LABEL: Evaluated results of function: ragged_rows_batched_group_sizes
func.func @ragged_rows_batched_group_sizes() {
  %lhs = stablehlo.constant dense<[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]]]> : tensor<2x3x1xf32>
  %rhs = stablehlo.constant dense<[[[[10.0]], [[20.0]]], [[[100.0]], [[1000.0]]]]> : tensor<2x2x1x1xf32>
  %gs = stablehlo.constant dense<[[3, 0], [1, 2]]> : tensor<2x2xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [1],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [2],
      lhs_ragged_dimensions = [1], rhs_group_dimensions = [0]>
  } : (tensor<2x3x1xf32>, tensor<2x2x1x1xf32>, tensor<2x2xi32>) -> tensor<2x3x1xf32>
  check.expect_almost_eq_const %r, dense<[[[10.0], [20.0], [30.0]], [[80.0], [5000.0], [6000.0]]]> : tensor<2x3x1xf32>
  func.return
}

// -----

// Ragged contracting dim: one product per group over its columns, stacked on a new leading dim.
// CHECK-LABEL: Evaluated results of function: ragged_contracting
func.func @ragged_contracting() {
  %lhs = stablehlo.constant dense<[[1, 2, 3, 4], [5, 6, 7, 8]]> : tensor<2x4xi32>
  %rhs = stablehlo.constant dense<1> : tensor<4x1xi32>
  %gs = stablehlo.constant dense<[1, 3, 0]> : tensor<3xi32>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [], rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0],
      lhs_ragged_dimensions = [1], rhs_group_dimensions = []>
  } : (tensor<2x4xi32>, tensor<4x1xi32>, tensor<3xi32>) -> tensor<3x2x1xi32>
  check.expect_eq_const %r, dense<[[[1], [5]], [[9], [21]], [[0], [0]]]> : tensor<3x2x1xi32>
  func.return
}

// -----

// CHECK-LABEL: Evaluated results of function: ragged_contracting_batched_group_sizes
func.func @ragged_contracting_batched_group_sizes() {
  %lhs = stablehlo.constant dense<[[[1.0, 2.0, 3.0]], [[4.0, 5.0, 6.0]]]> : tensor<2x1x3xf32>
  %rhs = stablehlo.constant dense<1.0> : tensor<2x3x1xf32>
  %gs = stablehlo.constant dense<[[1, 2], [3, 0]]> : tensor<2x2xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [2], rhs_group_dimensions = []>
  } : (tensor<2x1x3xf32>, tensor<2x3x1xf32>, tensor<2x2xi64>) -> tensor<2x2x1x1xf32>
  check.expect_almost_eq_const %r, dense<[[[[1.0]], [[15.0]]], [[[5.0]], [[0.0]]]]> : tensor<2x2x1x1xf32>
  func.return
}

// -----

// Ragged batch dim: a plain batched dot.
// CHECK-LABEL: Evaluated results of function: ragged_batch
func.func @ragged_batch() {
  %lhs = stablehlo.constant dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi64>
  %rhs = stablehlo.constant dense<[[[5], [6]], [[7], [8]]]> : tensor<2x2x1xi64>
  %gs = stablehlo.constant dense<[1, 1]> : tensor<2xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
      lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = []>
  } : (tensor<2x1x2xi64>, tensor<2x2x1xi64>, tensor<2xi64>) -> tensor<2x1x1xi64>
  check.expect_eq_const %r, dense<[[[17]], [[53]]]> : tensor<2x1x1xi64>
  func.return
}

// -----

// bf16 operands: every partial sum rounded to bf16 (1 + 2^-8 ties to even, twice: 1.0).
// CHECK-LABEL: Evaluated results of function: ragged_rows_bf16
func.func @ragged_rows_bf16() {
  %lhs = stablehlo.constant dense<[[1.0, 0.00390625, 0.00390625]]> : tensor<1x3xbf16>
  %rhs = stablehlo.constant dense<1.0> : tensor<1x3x1xbf16>
  %gs = stablehlo.constant dense<[1]> : tensor<1xi64>
  %r = "chlo.ragged_dot"(%lhs, %rhs, %gs) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_batching_dimensions = [], rhs_batching_dimensions = [],
      lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>
  } : (tensor<1x3xbf16>, tensor<1x3x1xbf16>, tensor<1xi64>) -> tensor<1x1xbf16>
  check.expect_eq_const %r, dense<[[1.0]]> : tensor<1x1xbf16>
  func.return
}
