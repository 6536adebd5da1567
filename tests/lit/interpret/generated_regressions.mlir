// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s
// Findings of tools/fuzz.py --generate (programs every shape function accepts).

// reduce_window over f8E5M2 (numpy cannot stride that ml_dtypes type directly).
// Windows of 2 over [1, 4, 2, 8]: max 4, 4, 8.
// CHECK-LABEL: Evaluated results of function: reduce_window_f8
func.func @reduce_window_f8() {
  %x = stablehlo.constant dense<[1.0, 4.0, 2.0, 8.0]> : tensor<4xf8E5M2>
  %init = stablehlo.constant dense<-2.0> : tensor<f8E5M2>
  %r = "stablehlo.reduce_window"(%x, %init) ({
    ^bb0(%a: tensor<f8E5M2>, %b: tensor<f8E5M2>):
      %m = stablehlo.maximum %a, %b : tensor<f8E5M2>
      stablehlo.return %m : tensor<f8E5M2>
  }) {window_dimensions = array<i64: 2>} : (tensor<4xf8E5M2>, tensor<f8E5M2>) -> tensor<3xf8E5M2>
  check.expect_eq_const %r, dense<[4.0, 4.0, 8.0]> : tensor<3xf8E5M2>
  func.return
}

// -----

// sort along a dimension of size zero leaves the (empty) inputs as they are.
// CHECK-LABEL: Evaluated results of function: sort_empty
func.func @sort_empty() {
  %x = stablehlo.constant dense<> : tensor<2x0xi32>
  %r = "stablehlo.sort"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %p = stablehlo.compare LT, %a, %b : (tensor<i32>, tensor<i32>) -> tensor<i1>
      stablehlo.return %p : tensor<i1>
  }) {dimension = 1 : i64} : (tensor<2x0xi32>) -> tensor<2x0xi32>
  check.expect_eq_const %r, dense<> : tensor<2x0xi32>
  func.return
}
