// --stablehlo-legalize-deprecated-ops: deprecated ops become their supported forms and the program
// computes the same (interpreted before and after); map and rng fail unless fail-on-unused=false.
// RUN: stablehlo-opt --stablehlo-legalize-deprecated-ops %s | FileCheck %s
// RUN: stablehlo-translate --interpret %s
// RUN: stablehlo-opt --stablehlo-legalize-deprecated-ops %s | stablehlo-translate --interpret
// RUN: not stablehlo-opt --stablehlo-legalize-deprecated-ops %S/Inputs/deprecated_rng.mlir 2>&1 | FileCheck %s --check-prefix=FAIL
// RUN: stablehlo-opt --stablehlo-legalize-deprecated-ops=fail-on-unused=false %S/Inputs/deprecated_rng.mlir | FileCheck %s --check-prefix=KEEP

// CHECK-LABEL: func.func @main
// CHECK:       stablehlo.dot_general %{{.*}}, %{{.*}}, contracting_dims = [1] x [0], precision = [DEFAULT, HIGHEST]
// CHECK:       stablehlo.broadcast_in_dim %{{.*}}, dims = [1, 2] : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
// CHECK:       stablehlo.after_all  : !stablehlo.token
// CHECK:       "stablehlo.all_reduce"
// CHECK:       stablehlo.add
// CHECK-NOT:   stablehlo.dot %
// CHECK-NOT:   "stablehlo.broadcast"
// CHECK-NOT:   cross-replica-sum
// RUN: not stablehlo-opt --stablehlo-legalize-deprecated-ops=fail-on-unused=maybe %s 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: for the --fail-on-unused option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// FAIL: deprecated_rng.mlir:3:8: error: failed to legalize operation 'stablehlo.rng' that was explicitly marked illegal
// KEEP: stablehlo.rng
func.func @main() {
  %a = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = stablehlo.constant dense<[[1.0, 0.0], [0.0, 1.0], [1.0, 1.0]]> : tensor<3x2xf32>
  %dot = "stablehlo.dot"(%a, %b) {precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]} : (tensor<2x3xf32>, tensor<3x2xf32>) -> tensor<2x2xf32>
  check.expect_almost_eq_const %dot, dense<[[4.0, 5.0], [10.0, 11.0]]> : tensor<2x2xf32>
  %broadcast = "stablehlo.broadcast"(%a) {broadcast_sizes = array<i64: 2>} : (tensor<2x3xf32>) -> tensor<2x2x3xf32>
  check.expect_almost_eq_const %broadcast, dense<[[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]], [[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]]> : tensor<2x2x3xf32>
  %token = "stablehlo.create_token"() : () -> !stablehlo.token
  %sum = "stablehlo.cross-replica-sum"(%a) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2x3xf32>) -> tensor<2x3xf32>
  check.expect_almost_eq_const %sum, dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  func.return
}
