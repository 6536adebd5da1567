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

// -----

// MLIR spells unsigned quantized storage `u8`: it is ui8 (200.0 clamps to storage 255,
// (255 - 3) * 0.5 = 126.0; a signed reading would clamp to 127 -> 62.0).
// CHECK-LABEL: Evaluated results of function: quantize_u8
func.func @quantize_u8() {
  %c = stablehlo.constant dense<[1.0, 2.5, 200.0]> : tensor<3xf32>
  %q = stablehlo.uniform_quantize %c : (tensor<3xf32>) -> tensor<3x!quant.uniform<u8:f32, 0.5:3>>
  %d = stablehlo.uniform_dequantize %q : (tensor<3x!quant.uniform<u8:f32, 0.5:3>>) -> tensor<3xf32>
  check.expect_eq_const %d, dense<[1.0, 2.5, 126.0]> : tensor<3xf32>
  func.return
}

// -----

// batch_norm's epsilon is an F32Attr: 1.0e-3 is the f32 0.0010000000474974513 (what a portable
// artifact holds), so 1 / sqrt(epsilon) in f64 is 31.622775850683176, not 31.622776601683796.
// CHECK-LABEL: Evaluated results of function: batch_norm_f32_epsilon
func.func @batch_norm_f32_epsilon() {
  %x = stablehlo.constant dense<[[1.0]]> : tensor<1x1xf64>
  %s = stablehlo.constant dense<[1.0]> : tensor<1xf64>
  %z = stablehlo.constant dense<[0.0]> : tensor<1xf64>
  %r = "stablehlo.batch_norm_inference"(%x, %s, %z, %z, %z) {epsilon = 1.0e-3 : f32, feature_index = 1 : i64}
    : (tensor<1x1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>, tensor<1xf64>) -> tensor<1x1xf64>
  check.expect_eq_const %r, dense<[[31.622775850683176]]> : tensor<1x1xf64>
  func.return
}
