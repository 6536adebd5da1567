// Fuzz seed 9902 on the merged main, case 9385: check.expect_close's ULP bounds are UI64Attr
// (CheckOps.td); a negative one reached numpy's uint64 (OverflowError).
// RUN: not stablehlo-translate --interpret %s 2>&1 | FileCheck %s

// CHECK: fuzz_check_ulp_bounds.mlir:[[# @LINE + 3]]:3: error: 'check.expect_close' op attribute 'max_ulp_difference' failed to satisfy constraint: 64-bit unsigned integer attribute
func.func @main() {
  %a = stablehlo.constant dense<1.0> : tensor<f16>
  check.expect_close %a, %a, max_ulp_difference = -1 : tensor<f16>, tensor<f16>
  func.return
}
