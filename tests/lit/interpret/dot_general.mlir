// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// Batch dims first, then lhs free dims, then rhs free dims.
// CHECK-LABEL: Evaluated results of function: dot_general_layout_f32
func.func @dot_general_layout_f32() {
  %lhs = stablehlo.constant dense<[[[1.0, 2.0, 3.0]], [[4.0, 5.0, 6.0]]]> : tensor<2x1x3xf32>
  %rhs = stablehlo.constant dense<[[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]],
                                   [[2.0, 0.0], [0.0, 2.0], [1.0, 0.0]]]> : tensor<2x3x2xf32>
  %result = stablehlo.dot_general %lhs, %rhs,
    batching_dims = [0] x [0],
    contracting_dims = [2] x [1],
    precision = [DEFAULT, HIGHEST]
    : (tensor<2x1x3xf32>, tensor<2x3x2xf32>) -> tensor<2x1x2xf32>
  check.expect_eq_const %result, dense<[[[4.0, 5.0]], [[14.0, 10.0]]]> : tensor<2x1x2xf32>
  func.return
}

// -----

// Batch and contracting dims anywhere: lhs[c, b, m], rhs[n, b, c] -> [b, m, n].
// CHECK-LABEL: Evaluated results of function: dot_general_permuted_dims
func.func @dot_general_permuted_dims() {
  %lhs = stablehlo.constant dense<[[[1, 2]], [[3, 4]]]> : tensor<2x1x2xi32>
  %rhs = stablehlo.constant dense<[[[1, 10], [100, 1000]]]> : tensor<1x2x2xi32>
  %result = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [2], rhs_batching_dimensions = [1],
                                           lhs_contracting_dimensions = [0], rhs_contracting_dimensions = [2]>
  } : (tensor<2x1x2xi32>, tensor<1x2x2xi32>) -> tensor<2x1x1xi32>
  check.expect_eq_const %result, dense<[[[31]], [[4200]]]> : tensor<2x1x1xi32>
  func.return
}

// -----

// Integer products and sums wrap in the result type; i8 x i8 -> i32 converts first.
// CHECK-LABEL: Evaluated results of function: dot_general_integers
func.func @dot_general_integers() {
  %a = stablehlo.constant dense<[100, 100, -128]> : tensor<3xi8>
  %wrapped = stablehlo.dot_general %a, %a, contracting_dims = [0] x [0] : (tensor<3xi8>, tensor<3xi8>) -> tensor<i8>
  check.expect_eq_const %wrapped, dense<32> : tensor<i8>
  %wide = stablehlo.dot_general %a, %a, contracting_dims = [0] x [0] : (tensor<3xi8>, tensor<3xi8>) -> tensor<i32>
  check.expect_eq_const %wide, dense<36384> : tensor<i32>
  %u = stablehlo.constant dense<[4294967295, 2]> : tensor<2xui32>
  %us = stablehlo.dot_general %u, %u, contracting_dims = [0] x [0] : (tensor<2xui32>, tensor<2xui32>) -> tensor<ui32>
  check.expect_eq_const %us, dense<5> : tensor<ui32>
  func.return
}

// -----

// i1: OR of ANDs.
// CHECK-LABEL: Evaluated results of function: dot_general_bool
func.func @dot_general_bool() {
  %lhs = stablehlo.constant dense<[[true, false], [false, false]]> : tensor<2x2xi1>
  %rhs = stablehlo.constant dense<[[true, true], [false, true]]> : tensor<2x2xi1>
  %result = stablehlo.dot_general %lhs, %rhs, contracting_dims = [1] x [0] : (tensor<2x2xi1>, tensor<2x2xi1>) -> tensor<2x2xi1>
  check.expect_eq_const %result, dense<[[true, true], [false, false]]> : tensor<2x2xi1>
  func.return
}

// -----

// bf16 rounds every partial sum, as the reference: 1 + 2^-8 ties to even (1.0), twice.
// CHECK-LABEL: Evaluated results of function: dot_general_bf16
func.func @dot_general_bf16() {
  %a = stablehlo.constant dense<[1.0, 0.00390625, 0.00390625]> : tensor<3xbf16>
  %one = stablehlo.constant dense<1.0> : tensor<3xbf16>
  %result = stablehlo.dot_general %a, %one, contracting_dims = [0] x [0] : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<bf16>
  check.expect_eq_const %result, dense<1.0> : tensor<bf16>
  func.return
}

// -----

// CHECK-LABEL: Evaluated results of function: dot_general_complex
func.func @dot_general_complex() {
  %a = stablehlo.constant dense<[(1.0, 2.0), (3.0, -1.0)]> : tensor<2xcomplex<f32>>
  %b = stablehlo.constant dense<[(0.0, 1.0), (2.0, 0.0)]> : tensor<2xcomplex<f32>>
  %result = stablehlo.dot_general %a, %b, contracting_dims = [0] x [0] : (tensor<2xcomplex<f32>>, tensor<2xcomplex<f32>>) -> tensor<complex<f32>>
  check.expect_eq_const %result, dense<(4.0, -1.0)> : tensor<complex<f32>>
  func.return
}

// -----

// The legacy dot: vector . vector, matrix . vector, matrix . matrix.
// CHECK-LABEL: Evaluated results of function: dot_legacy
func.func @dot_legacy() {
  %v = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %m = stablehlo.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>
  %vv = stablehlo.dot %v, %v : (tensor<2xi64>, tensor<2xi64>) -> tensor<i64>
  check.expect_eq_const %vv, dense<5> : tensor<i64>
  %mv = stablehlo.dot %m, %v : (tensor<2x2xi64>, tensor<2xi64>) -> tensor<2xi64>
  check.expect_eq_const %mv, dense<[5, 11]> : tensor<2xi64>
  %mm = stablehlo.dot %m, %m, precision = [DEFAULT, DEFAULT] : (tensor<2x2xi64>, tensor<2x2xi64>) -> tensor<2x2xi64>
  check.expect_eq_const %mm, dense<[[7, 10], [15, 22]]> : tensor<2x2xi64>
  func.return
}
