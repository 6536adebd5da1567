// shard_map program 'collectives' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0], [28.0, 29.0, 30.0, 31.0]]> : tensor<8x4xf32>, dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_collectives.mlirbc --args '[dense<[[0.0, 1.0, 2.0, 3.0], [4.0, 5.0, 6.0, 7.0], [8.0, 9.0, 10.0, 11.0], [12.0, 13.0, 14.0, 15.0], [16.0, 17.0, 18.0, 19.0], [20.0, 21.0, 22.0, 23.0], [24.0, 25.0, 26.0, 27.0], [28.0, 29.0, 30.0, 31.0]]> : tensor<8x4xf32>, dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0]> : tensor<6xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<8x4xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [7.200000e+01, 7.700000e+01, 8.200000e+01, 8.700000e+01],
// CHECK-NEXT: [9.200000e+01, 9.700000e+01, 1.020000e+02, 1.070000e+02],
// CHECK-NEXT: [4.900000e+01, 5.400000e+01, 5.900000e+01, 6.400000e+01],
// CHECK-NEXT: [6.900000e+01, 7.400000e+01, 7.900000e+01, 8.400000e+01],
// CHECK-NEXT: [5.800000e+01, 6.300000e+01, 6.800000e+01, 7.300000e+01],
// CHECK-NEXT: [7.800000e+01, 8.300000e+01, 8.800000e+01, 9.300000e+01],
// CHECK-NEXT: [6.700000e+01, 7.200000e+01, 7.700000e+01, 8.200000e+01],
// CHECK-NEXT: [8.700000e+01, 9.200000e+01, 9.700000e+01, 1.020000e+02]
// CHECK-NEXT: ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<6xf32> {
// CHECK-NEXT: [0.000000e+00, 1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00]
// CHECK-NEXT: }

module @jit_collectives attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<6xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}) -> (tensor<8x4xf32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, tensor<6xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{}]>}) {
    %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"y"}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{}]>] manual_axes={"x", "y"} (%arg2: tensor<2x2xf32>, %arg3: tensor<3xf32>) {
      %c = stablehlo.constant dense<4> : tensor<ui32>
      %c_0 = stablehlo.constant dense<2> : tensor<ui32>
      %1 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %12 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %12 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %2 = "stablehlo.collective_permute"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, source_target_pairs = dense<[[0, 2], [2, 4], [4, 6], [6, 0], [1, 3], [3, 5], [5, 7], [7, 1]]> : tensor<8x2xi64>}> : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %3 = stablehlo.add %1, %2 : tensor<2x2xf32>
      %4 = stablehlo.partition_id : tensor<ui32>
      %5 = stablehlo.divide %4, %c_0 : tensor<ui32>
      %6 = stablehlo.remainder %5, %c : tensor<ui32>
      %7 = stablehlo.convert %6 : (tensor<ui32>) -> tensor<i32>
      %8 = stablehlo.convert %7 : (tensor<i32>) -> tensor<f32>
      %9 = stablehlo.broadcast_in_dim %8, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %10 = stablehlo.add %3, %9 : tensor<2x2xf32>
      %11 = "stablehlo.all_gather"(%arg3) <{all_gather_dim = 0 : i64, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> : (tensor<3xf32>) -> tensor<6xf32>
      sdy.return %10, %11 : tensor<2x2xf32>, tensor<6xf32>
    } : (tensor<8x4xf32>, tensor<6xf32>) -> (tensor<8x4xf32>, tensor<6xf32>)
    return %0#0, %0#1 : tensor<8x4xf32>, tensor<6xf32>
  }
}
