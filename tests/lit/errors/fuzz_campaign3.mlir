// Fuzz findings of seeds 5003 and 5004 (issue 17, third campaign).
// RUN: not timeout 60 stablehlo-translate --interpret -split-input-file %s 2>&1 | FileCheck %s
// CHECK-NOT: internal error

// Seed 5003: an empty replica_groups (tensor<0x4xi64>) could not be reshaped into rows.
// CHECK-DAG: fuzz_campaign3.mlir:9:8: error: 'stablehlo.reduce_scatter' op
func.func @main() -> tensor<4x4xf32> {
  %data = stablehlo.constant dense<1.0> : tensor<4x16xf32>
  %0 = "stablehlo.reduce_scatter"(%data) ({
    ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
    %1 = stablehlo.add %arg2, %arg3 : tensor<f32>
    "stablehlo.return"(%1) : (tensor<f32>) -> ()
  }) {replica_groups = dense<"0x"> : tensor<0x4xi64>,
      scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x4xf32>
  func.return %0 : tensor<4x4xf32>
}

// -----

// Seed 5004: LAPACK's SVD iterates forever on a matrix holding an infinity; such a matrix
// fails (NaN outputs, info 1) without reaching it.
// CHECK-DAG: [0x7FC00000, 0x7FC00000]
// CHECK-DAG: tensor<i32> {1}
func.func @main() -> (tensor<2xf32>, tensor<i32>) {
  %a = stablehlo.constant dense<[[0x7F800000, 1.0], [2.0, 3.0]]> : tensor<2x2xf32>
  %0:5 = stablehlo.custom_call @lapack_sgesvd_ffi(%a) {mhlo.backend_config = {mode = 83 : ui8}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<2x2xf32>, tensor<2x2xf32>, tensor<i32>)
  func.return %0#1, %0#4 : tensor<2xf32>, tensor<i32>
}
