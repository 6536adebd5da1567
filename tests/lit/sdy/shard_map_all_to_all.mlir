// shard_map program 'all_to_all' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[-0.25, 0.0, 2.0, 3.5], [-3.75, -3.0, 2.5, 3.5], [-2.25, -1.75, 2.75, -0.75], [-2.0, 2.5, -2.0, -0.75], [1.0, 0.25, -3.5, -4.0], [2.75, 2.0, 2.5, 0.25], [2.5, -1.5, -0.5, 2.25], [-3.25, -1.75, -3.25, -0.5]]> : tensor<8x4xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_all_to_all.mlirbc --args '[dense<[[-0.25, 0.0, 2.0, 3.5], [-3.75, -3.0, 2.5, 3.5], [-2.25, -1.75, 2.75, -0.75], [-2.0, 2.5, -2.0, -0.75], [1.0, 0.25, -3.5, -4.0], [2.75, 2.0, 2.5, 0.25], [2.5, -1.5, -0.5, 2.25], [-3.25, -1.75, -3.25, -0.5]]> : tensor<8x4xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<8x4xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [-2.500000e-01, 0.000000e+00, 2.000000e+00, 3.500000e+00],
// CHECK-NEXT: [-3.750000e+00, -3.000000e+00, 2.500000e+00, 3.500000e+00],
// CHECK-NEXT: [-2.250000e+00, -1.750000e+00, 2.750000e+00, -7.500000e-01],
// CHECK-NEXT: [-2.000000e+00, 2.500000e+00, -2.000000e+00, -7.500000e-01],
// CHECK-NEXT: [1.000000e+00, 2.500000e-01, -3.500000e+00, -4.000000e+00],
// CHECK-NEXT: [2.750000e+00, 2.000000e+00, 2.500000e+00, 2.500000e-01],
// CHECK-NEXT: [2.500000e+00, -1.500000e+00, -5.000000e-01, 2.250000e+00],
// CHECK-NEXT: [-3.250000e+00, -1.750000e+00, -3.250000e+00, -5.000000e-01]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_all_to_all attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"x"}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {"x"}]>] manual_axes={"x", "y"} (%arg1: tensor<2x4xf32>) {
      %1 = "stablehlo.all_to_all"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, concat_dimension = 0 : i64, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, split_count = 4 : i64, split_dimension = 1 : i64}> : (tensor<2x4xf32>) -> tensor<8x1xf32>
      sdy.return %1 : tensor<8x1xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
