// shard_map program 'device_order' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_device_order.mlirbc --args '[dense<[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]]> : tensor<4x4xi32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<4x4xi32> {
// CHECK-NEXT: [
// CHECK-NEXT: [2, 4, 3, 5],
// CHECK-NEXT: [20, 22, 21, 23],
// CHECK-NEXT: [38, 40, 39, 41],
// CHECK-NEXT: [56, 58, 57, 59]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_device_order attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<4x4xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xi32> {jax.result_info = "result"}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {"y"}]>] out_shardings=[<@mesh, [{"x"}, {"y"}]>] manual_axes={"x", "y"} (%arg1: tensor<1x2xi32>) {
      %c = stablehlo.constant dense<1> : tensor<ui32>
      %c_0 = stablehlo.constant dense<10> : tensor<i32>
      %c_1 = stablehlo.constant dense<4> : tensor<ui32>
      %c_2 = stablehlo.constant dense<2> : tensor<ui32>
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<i32>, %arg3: tensor<i32>):
        %15 = stablehlo.add %arg2, %arg3 : tensor<i32>
        stablehlo.return %15 : tensor<i32>
      }) : (tensor<1x2xi32>) -> tensor<1x2xi32>
      %2 = stablehlo.partition_id : tensor<ui32>
      %3 = stablehlo.divide %2, %c_2 : tensor<ui32>
      %4 = stablehlo.remainder %3, %c_1 : tensor<ui32>
      %5 = stablehlo.convert %4 : (tensor<ui32>) -> tensor<i32>
      %6 = stablehlo.multiply %5, %c_0 : tensor<i32>
      %7 = stablehlo.broadcast_in_dim %6, dims = [] : (tensor<i32>) -> tensor<1x2xi32>
      %8 = stablehlo.add %1, %7 : tensor<1x2xi32>
      %9 = stablehlo.partition_id : tensor<ui32>
      %10 = stablehlo.divide %9, %c : tensor<ui32>
      %11 = stablehlo.remainder %10, %c_2 : tensor<ui32>
      %12 = stablehlo.convert %11 : (tensor<ui32>) -> tensor<i32>
      %13 = stablehlo.broadcast_in_dim %12, dims = [] : (tensor<i32>) -> tensor<1x2xi32>
      %14 = stablehlo.add %8, %13 : tensor<1x2xi32>
      sdy.return %14 : tensor<1x2xi32>
    } : (tensor<4x4xi32>) -> tensor<4x4xi32>
    return %0 : tensor<4x4xi32>
  }
}
