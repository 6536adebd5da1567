// RUN: not stablehlo-translate --interpret -split-input-file %s 2>/dev/null | FileCheck %s
// RUN: not stablehlo-translate --interpret -split-input-file %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// Only the last chunk fails:
// ERR-NOT: check.expect

// slice_sizes arrive as an operand; the start index 5 clamps to 3 - 2 = 1.
// CHECK-LABEL: Evaluated results of function: dynamic_gather_columns
func.func @dynamic_gather_columns() {
  %operand = stablehlo.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi16>
  %indices = stablehlo.constant dense<[[0, 1], [1, 5]]> : tensor<2x2xi32>
  %slice_sizes = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %result = "stablehlo.dynamic_gather"(%operand, %indices, %slice_sizes) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [1],
      collapsed_slice_dims = [0],
      start_index_map = [0, 1],
      index_vector_dim = 1>
  } : (tensor<2x3xi16>, tensor<2x2xi32>, tensor<2xi32>) -> tensor<2x2xi16>
  check.expect_eq_const %result, dense<[[2, 3], [5, 6]]> : tensor<2x2xi16>
  func.return
}

// -----

// A slice size larger than the operand is a runtime error with the op's location (the
// sizes are computed, so the verifier, which checks constant slice sizes, does not know them).
func.func @dynamic_gather_too_large() {
  %operand = stablehlo.constant dense<[1, 2, 3]> : tensor<3xi32>
  %indices = stablehlo.constant dense<[0]> : tensor<1xi64>
  %two = stablehlo.constant dense<[2]> : tensor<1xi64>
  %slice_sizes = stablehlo.add %two, %two : tensor<1xi64>
  // ERR: {{.*}}.mlir:[[# @LINE + 1]]:13: error: 'stablehlo.dynamic_gather' op gather_c21: slice size 4 does not fit operand dimension 0 of size 3
  %result = "stablehlo.dynamic_gather"(%operand, %indices, %slice_sizes) {
    dimension_numbers = #stablehlo.gather<
      offset_dims = [0],
      start_index_map = [0],
      index_vector_dim = 1>
  } : (tensor<3xi32>, tensor<1xi64>, tensor<1xi64>) -> tensor<4x1xi32>
  func.return
}
