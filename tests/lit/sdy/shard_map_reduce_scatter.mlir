// shard_map program 'reduce_scatter' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[2.75, 1.0, 0.0, -2.0, -1.75, -3.75, -3.5, -4.0], [-2.75, 2.5, 1.0, 3.25, 0.0, 0.75, 3.75, 1.75], [1.0, 0.25, 0.25, 3.25, -2.0, 2.5, 1.25, -4.0], [-1.0, 2.75, 0.25, -3.75, 2.0, 1.75, 2.75, -2.75]]> : tensor<4x8xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_reduce_scatter.mlirbc --args '[dense<[[2.75, 1.0, 0.0, -2.0, -1.75, -3.75, -3.5, -4.0], [-2.75, 2.5, 1.0, 3.25, 0.0, 0.75, 3.75, 1.75], [1.0, 0.25, 0.25, 3.25, -2.0, 2.5, 1.25, -4.0], [-1.0, 2.75, 0.25, -3.75, 2.0, 1.75, 2.75, -2.75]]> : tensor<4x8xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<8x4xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1.100000e+01, 4.000000e+00, 0.000000e+00, -8.000000e+00],
// CHECK-NEXT: [-1.100000e+01, 1.000000e+01, 4.000000e+00, 1.300000e+01],
// CHECK-NEXT: [4.000000e+00, 1.000000e+00, 1.000000e+00, 1.300000e+01],
// CHECK-NEXT: [-4.000000e+00, 1.100000e+01, 1.000000e+00, -1.500000e+01],
// CHECK-NEXT: [-7.000000e+00, -1.500000e+01, -1.400000e+01, -1.600000e+01],
// CHECK-NEXT: [0.000000e+00, 3.000000e+00, 1.500000e+01, 7.000000e+00],
// CHECK-NEXT: [-8.000000e+00, 1.000000e+01, 5.000000e+00, -1.600000e+01],
// CHECK-NEXT: [8.000000e+00, 7.000000e+00, 1.100000e+01, -1.100000e+01]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_reduce_scatter attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{}, {"y"}]>] out_shardings=[<@mesh, [{"y"}, {"x"}]>] manual_axes={"x", "y"} (%arg1: tensor<4x4xf32>) {
      %1 = "stablehlo.reduce_scatter"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, scatter_dimension = 1 : i64, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %2 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %2 : tensor<f32>
      }) : (tensor<4x4xf32>) -> tensor<4x1xf32>
      sdy.return %1 : tensor<4x1xf32>
    } : (tensor<4x8xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
