// Without --allow-other-dialects an op of another dialect is refused, by name.
// RUN: not stablehlo-translate --serialize --target=current %s 2>&1 | FileCheck %s
// CHECK: {{.*}}serialize_other_dialects_error.mlir:[[# @LINE + 3]]:3: error: failed to legalize operation 'check.expect_eq_const' that was explicitly marked illegal
func.func @other() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  check.expect_eq_const %0, dense<1> : tensor<i32>
  func.return
}
