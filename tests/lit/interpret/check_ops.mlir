// RUN: stablehlo-translate --interpret -split-input-file %s | FileCheck %s

// CHECK-LABEL: Evaluated results of function: check_expect_eq
func.func @check_expect_eq() {
  %a = stablehlo.constant dense<[1, -2]> : tensor<2xi64>
  %b = stablehlo.constant dense<[1, -2]> : tensor<2xi64>
  check.expect_eq %a, %b : tensor<2xi64>
  check.expect_eq_const %a, dense<[1, -2]> : tensor<2xi64>
  // NaN equals a NaN with the same bits; -0.0 equals +0.0.
  %f = stablehlo.constant dense<[0x7FC00000, -0.0]> : tensor<2xf32>
  check.expect_eq_const %f, dense<[0x7FC00000, 0.0]> : tensor<2xf32>
  %c = stablehlo.constant dense<[(1.0, -1.0)]> : tensor<1xcomplex<f64>>
  check.expect_eq_const %c, dense<[(1.0, -1.0)]> : tensor<1xcomplex<f64>>
  %p = stablehlo.constant dense<[true, false]> : tensor<2xi1>
  check.expect_eq_const %p, dense<[true, false]> : tensor<2xi1>
  func.return
}

// -----

// CHECK-LABEL: Evaluated results of function: check_expect_almost_eq
func.func @check_expect_almost_eq() {
  %x = stablehlo.constant dense<0.20000> : tensor<f32>
  // The default tolerance is 0.0001.
  check.expect_almost_eq_const %x, dense<0.19999> : tensor<f32>
  %y = stablehlo.constant dense<5.0> : tensor<f64>
  %z = stablehlo.constant dense<5.09> : tensor<f64>
  check.expect_almost_eq %y, %z, tolerance = 0.1 : tensor<f64>
  check.expect_almost_eq_const %y, dense<5.09> : tensor<f64> {tolerance = 0.1 : f64}
  %w = stablehlo.constant dense<[(1.0, 2.0)]> : tensor<1xcomplex<f32>>
  %v = stablehlo.constant dense<[(1.00001, 1.99999)]> : tensor<1xcomplex<f32>>
  check.expect_almost_eq %w, %v : tensor<1xcomplex<f32>>
  %nan = stablehlo.constant dense<[0x7FC00000, 0x7F800000]> : tensor<2xf32>
  check.expect_almost_eq_const %nan, dense<[0x7FC00001, 0x7F800000]> : tensor<2xf32>
  func.return
}

// -----

// 1.0 and the next f16 (1.0009765625) are 1 ULP apart.
// CHECK-LABEL: Evaluated results of function: check_expect_close
func.func @check_expect_close() {
  %one = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf16>
  %next = stablehlo.constant dense<[1.0009765625, 2.0]> : tensor<2xf16>
  check.expect_close %one, %next, max_ulp_difference = 1 : tensor<2xf16>, tensor<2xf16>
  %far = stablehlo.constant dense<[1.0029296875]> : tensor<1xf16>
  %one1 = stablehlo.constant dense<[1.0]> : tensor<1xf16>
  check.expect_close %one1, %far, max_ulp_difference = 3, min_ulp_difference = 3 : tensor<1xf16>, tensor<1xf16>
  // Subnormals are counted by bit pattern (0x0001 and 0x8001: 1 + 1 apart); a non-finite
  // value is 0 from its own bits or another NaN, else the largest uint64 from anything.
  %sub = stablehlo.constant dense<[5.96046448E-8, 0x7E00, 0x7C00]> : tensor<3xf16>
  %neg = stablehlo.constant dense<[-5.96046448E-8, 0x7E01, 0x7C00]> : tensor<3xf16>
  check.expect_close %sub, %neg, max_ulp_difference = 2 : tensor<3xf16>, tensor<3xf16>
  %inf = stablehlo.constant dense<[0x7C00, 0x7E00]> : tensor<2xf16>
  %fin = stablehlo.constant dense<[6.550400e+04, 1.0]> : tensor<2xf16>
  check.expect_close %inf, %fin, max_ulp_difference = 18446744073709551615, min_ulp_difference = 18446744073709551615 : tensor<2xf16>, tensor<2xf16>
  func.return
}

// -----

// The custom_call forms used by exported test programs.
// CHECK-LABEL: Evaluated results of function: custom_call_checks
func.func @custom_call_checks() {
  %a = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  stablehlo.custom_call @check.expect_eq(%a, %b) {has_side_effect = true} : (tensor<3xi32>, tensor<3xi32>) -> ()
  %x = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %y = stablehlo.constant dense<[1.0005, 1.9995]> : tensor<2xf32>
  stablehlo.custom_call @check.expect_almost_eq(%x, %y) {has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> ()
  %h = stablehlo.constant dense<[1.0]> : tensor<1xf16>
  %h3 = stablehlo.constant dense<[1.0029296875]> : tensor<1xf16>
  stablehlo.custom_call @check.expect_close(%h, %h3) {has_side_effect = true} : (tensor<1xf16>, tensor<1xf16>) -> ()
  %ok = stablehlo.custom_call @check.eq(%a, %b) : (tensor<3xi32>, tensor<3xi32>) -> tensor<i1>
  check.expect_eq_const %ok, dense<true> : tensor<i1>
  %ok2 = "stablehlo.custom_call"(%x, %x) {call_target_name = "check.expect_eq", has_side_effect = true} : (tensor<2xf32>, tensor<2xf32>) -> tensor<i1>
  check.expect_eq_const %ok2, dense<true> : tensor<i1>
  func.return
}
