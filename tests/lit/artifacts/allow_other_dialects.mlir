// --allow-other-dialects keeps ops of other dialects (casts carry values across), and the
// interpreter runs the artifact as it runs the text.
// RUN: stablehlo-translate --serialize --target=1.0.0 --allow-other-dialects %s | stablehlo-translate --deserialize | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.0.0 --allow-other-dialects %s | stablehlo-translate --interpret | FileCheck %s --check-prefix=OUT
// CHECK: %[[A:.*]] = stablehlo.abs
// CHECK-NEXT: check.expect_eq_const %[[A]], dense<[2, 0, 2]> : tensor<3xi64>
// CHECK-NOT: unrealized_conversion_cast
// OUT-NOT: error
func.func @abs_op_test_si64() {
  %operand = stablehlo.constant dense<[-2, 0, 2]> : tensor<3xi64>
  %result = stablehlo.abs %operand : tensor<3xi64>
  check.expect_eq_const %result, dense<[2, 0, 2]> : tensor<3xi64>
  func.return
}
