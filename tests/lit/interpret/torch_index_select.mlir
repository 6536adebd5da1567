// RUN: not stablehlo-translate --interpret -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: not stablehlo-translate --interpret -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// Only the last chunk fails:
// ERR-NOT: check.expect

// CHECK-LABEL: Evaluated results of function: torch_index_select_rows
func.func @torch_index_select_rows() {
  %operand = stablehlo.constant dense<[[1, 2], [3, 4], [5, 6]]> : tensor<3x2xi32>
  %index = stablehlo.constant dense<[2, 0, 2]> : tensor<3xi64>
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = 0 : i64, batch_dims = 0 : i64}
      : (tensor<3x2xi32>, tensor<3xi64>) -> tensor<3x2xi32>
  check.expect_eq_const %result, dense<[[5, 6], [1, 2], [5, 6]]> : tensor<3x2xi32>
  func.return
}

// -----

// One batch dim shared by operand and index; negative dim counts from the end.
// CHECK-LABEL: Evaluated results of function: torch_index_select_batched
func.func @torch_index_select_batched() {
  %operand = stablehlo.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %index = stablehlo.constant dense<[[[2, 2]], [[0, 1]]]> : tensor<2x1x2xi32>
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = -1 : i64, batch_dims = 1 : i64}
      : (tensor<2x3xf32>, tensor<2x1x2xi32>) -> tensor<2x1x2xf32>
  check.expect_eq_const %result, dense<[[[3.0, 3.0]], [[4.0, 5.0]]]> : tensor<2x1x2xf32>
  func.return
}

// -----

func.func @torch_index_select_out_of_range() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %index = stablehlo.constant dense<[3]> : tensor<1xi64>
  // ERR: {{.*}}.mlir:[[# @LINE + 1]]:13: error: 'stablehlo.torch_index_select' op index out of range [0, 3) for dimension 0
  %result = "stablehlo.torch_index_select"(%operand, %index) {dim = 0 : i64, batch_dims = 0 : i64}
      : (tensor<3xi32>, tensor<1xi64>) -> tensor<1xi32>
  func.return
}
