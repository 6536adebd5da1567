// shard_map program 'nested_collectives' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[-0.75, 2.75, 3.5, -1.75], [-3.25, 0.75, 1.25, 2.0], [1.0, 1.5, 3.25, 3.25], [3.25, 2.75, 1.75, 3.25], [-4.0, -4.0, 2.25, -0.75], [1.75, -0.25, 3.0, -3.5], [1.25, -4.0, -3.0, 2.5], [-1.75, 3.75, -1.25, 2.25]]> : tensor<8x4xf32>, dense<[2.0, 3.5, -2.0, -2.5]> : tensor<4xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_nested_collectives.mlirbc --args '[dense<[[-0.75, 2.75, 3.5, -1.75], [-3.25, 0.75, 1.25, 2.0], [1.0, 1.5, 3.25, 3.25], [3.25, 2.75, 1.75, 3.25], [-4.0, -4.0, 2.25, -0.75], [1.75, -0.25, 3.0, -3.5], [1.25, -4.0, -3.0, 2.5], [-1.75, 3.75, -1.25, 2.25]]> : tensor<8x4xf32>, dense<[2.0, 3.5, -2.0, -2.5]> : tensor<4xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<8x2xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [6.500000e+00, 5.250000e+00],
// CHECK-NEXT: [0.000000e+00, 7.500000e+00],
// CHECK-NEXT: [8.750000e+00, 5.500000e+00],
// CHECK-NEXT: [2.500000e+00, 5.750000e+00],
// CHECK-NEXT: [8.500000e+00, 6.000000e+00],
// CHECK-NEXT: [4.500000e+00, 7.000000e+00],
// CHECK-NEXT: [7.500000e+00, 2.000000e+00],
// CHECK-NEXT: [4.250000e+00, 3.500000e+00]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_nested_collectives attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}, %arg1: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> (tensor<8x2xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {}]>, <@mesh, [{}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg2: tensor<2x4xf32>, %arg3: tensor<4xf32>) {
      %1 = sdy.manual_computation(%arg2, %arg3) in_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{"y"}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"y"} (%arg4: tensor<2x2xf32>, %arg5: tensor<2xf32>) {
        %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32>
        %6 = "stablehlo.all_reduce"(%arg4) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
        ^bb0(%arg6: tensor<f32>, %arg7: tensor<f32>):
          %11 = stablehlo.maximum %arg6, %arg7 : tensor<f32>
          stablehlo.return %11 : tensor<f32>
        }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
        %7 = "stablehlo.all_gather"(%arg5) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<2xf32>) -> tensor<4xf32>
        %8 = stablehlo.reduce(%7 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
        %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
        %10 = stablehlo.subtract %6, %9 : tensor<2x2xf32>
        sdy.return %10 : tensor<2x2xf32>
      } : (tensor<2x4xf32>, tensor<4xf32>) -> tensor<2x2xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %6 = stablehlo.add %arg4, %arg5 : tensor<f32>
        %7 = sdy.sharding_constraint %6 <@mesh, []> : tensor<f32>
        stablehlo.return %7 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %3 = "stablehlo.collective_permute"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %4 = stablehlo.add %2, %3 : tensor<2x2xf32>
      %5 = sdy.sharding_constraint %4 <@mesh, [{}, {}]> : tensor<2x2xf32>
      sdy.return %5 : tensor<2x2xf32>
    } : (tensor<8x4xf32>, tensor<4xf32>) -> tensor<8x2xf32>
    return %0 : tensor<8x2xf32>
  }
}
