// Fuzz regression: an unknown enum value is a verifier error, and a located runtime
// error with --no-verify (it once escaped element.compare as a ValueError).
// RUN: not stablehlo-translate --interpret %s 2>&1 | FileCheck %s
// RUN: not stablehlo-translate --interpret --no-verify %s 2>&1 | FileCheck %s --check-prefix=RUNTIME
// CHECK-NOT: internal error
// RUNTIME-NOT: internal error
func.func @main() -> tensor<i1> {
  %a = stablehlo.constant dense<1> : tensor<i32>
  // CHECK: fuzz_enum_values.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.compare' op unknown comparison_direction XYZ, expected one of EQ, NE, GE, GT, LE, LT
  // RUNTIME: fuzz_enum_values.mlir:[[# @LINE + 1]]:8: error: 'stablehlo.compare' op unknown comparison_direction XYZ
  %r = "stablehlo.compare"(%a, %a) {comparison_direction = #stablehlo<comparison_direction XYZ>} : (tensor<i32>, tensor<i32>) -> tensor<i1>
  func.return %r : tensor<i1>
}
