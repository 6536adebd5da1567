// shard_map program 'max_min' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[2.5, -2.0, -3.25, -1.75], [-0.75, 2.5, -0.5, -3.5], [-1.5, 0.75, 2.5, 1.75], [3.75, -2.5, 3.0, -3.75]]> : tensor<4x4xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_max_min.mlirbc --args '[dense<[[2.5, -2.0, -3.25, -1.75], [-0.75, 2.5, -0.5, -3.5], [-1.5, 0.75, 2.5, 1.75], [3.75, -2.5, 3.0, -3.75]]> : tensor<4x4xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<1x2xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [3.750000e+00, 2.500000e+00]
// CHECK-NEXT: ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<4x2xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [-3.250000e+00, -2.000000e+00],
// CHECK-NEXT: [-7.500000e-01, -3.500000e+00],
// CHECK-NEXT: [-1.500000e+00, 7.500000e-01],
// CHECK-NEXT: [3.000000e+00, -3.750000e+00]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_max_min attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<1x2xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}, tensor<4x2xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<1x2xf32>) {
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1, 2, 3, 4, 5, 6, 7]]> : tensor<1x8xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %3 = stablehlo.maximum %arg2, %arg3 : tensor<f32>
        stablehlo.return %3 : tensor<f32>
      }) : (tensor<1x2xf32>) -> tensor<1x2xf32>
      %2 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %3 = stablehlo.minimum %arg2, %arg3 : tensor<f32>
        stablehlo.return %3 : tensor<f32>
      }) : (tensor<1x2xf32>) -> tensor<1x2xf32>
      sdy.return %1, %2 : tensor<1x2xf32>, tensor<1x2xf32>
    } : (tensor<4x4xf32>) -> (tensor<1x2xf32>, tensor<4x2xf32>)
    return %0#0, %0#1 : tensor<1x2xf32>, tensor<4x2xf32>
  }
}
