// Fuzz seed 303 on the merged main (tools/fuzz.py --cases 4000 --seed 303): two internal errors (the other: fuzz_lapack_options.mlir).
// RUN: not stablehlo-translate --serialize --target=current %s 2>&1 | FileCheck %s

// Case 3666: a type where channel_handle's int64 handle belongs. Upstream's generated parser
// reads the parameter as an integer, so the text is refused when parsed (it reached int() when
// written into an artifact).
// CHECK: fuzz_campaign4.mlir:[[# @LINE + 4]]:24: error: expected integer value
func.func @f(%x: tensor<4x16xf32>) -> tensor<16x4xf32> {
  %0 = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64,
      replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
      channel_handle = #stablehlo.channel_handle<handle = tensor, type = 0>} : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return %0 : tensor<16x4xf32>
}
