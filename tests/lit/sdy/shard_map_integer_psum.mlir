// shard_map program 'integer_psum' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23], [24, 25, 26, 27], [28, 29, 30, 31]]> : tensor<8x4xi32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_integer_psum.mlirbc --args '[dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15], [16, 17, 18, 19], [20, 21, 22, 23], [24, 25, 26, 27], [28, 29, 30, 31]]> : tensor<8x4xi32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2x4xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [48, 52, 56, 60],
// CHECK-NEXT: [64, 68, 72, 76]
// CHECK-NEXT: ]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<8x2xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [1.000000e+00, 2.000000e+00],
// CHECK-NEXT: [5.000000e+00, 6.000000e+00],
// CHECK-NEXT: [9.000000e+00, 1.000000e+01],
// CHECK-NEXT: [1.300000e+01, 1.400000e+01],
// CHECK-NEXT: [1.700000e+01, 1.800000e+01],
// CHECK-NEXT: [2.100000e+01, 2.200000e+01],
// CHECK-NEXT: [2.500000e+01, 2.600000e+01],
// CHECK-NEXT: [2.900000e+01, 3.000000e+01]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_integer_psum attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<2x4xi32> {jax.result_info = "result[0]", sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}, tensor<8x2xf32> {jax.result_info = "result[1]", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0:2 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>, <@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg1: tensor<2x2xi32>) {
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %6 = stablehlo.add %arg2, %arg3 : tensor<i32>
        stablehlo.return %6 : tensor<i32>
      }) : (tensor<2x2xi32>) -> tensor<2x2xi32>
      %2 = stablehlo.convert %arg1 : (tensor<2x2xi32>) -> tensor<2x2xf32>
      %3 = "stablehlo.all_reduce"(%2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %6 = stablehlo.add %arg2, %arg3 : tensor<f32>
        stablehlo.return %6 : tensor<f32>
      }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
      %5 = stablehlo.divide %3, %4 : tensor<2x2xf32>
      sdy.return %1, %5 : tensor<2x2xi32>, tensor<2x2xf32>
    } : (tensor<8x4xi32>) -> (tensor<2x4xi32>, tensor<8x2xf32>)
    return %0#0, %0#1 : tensor<2x4xi32>, tensor<8x2xf32>
  }
}
