// shard_map program 'matmul' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[1.25, 2.25, -4.0, 2.25], [-0.25, 0.0, 1.0, -1.75], [3.75, -3.75, -2.0, -1.0], [0.5, -0.75, -3.0, -3.75], [-4.0, -3.75, -3.0, 3.75], [-2.5, 1.0, 2.0, -2.25], [-1.75, -0.75, -2.0, 3.75], [-2.75, 3.0, 2.25, 2.75]]> : tensor<8x4xf32>, dense<[[-0.5, 0.25, 0.0], [-1.5, 3.5, -1.25], [1.25, -1.25, -0.5], [3.75, -2.75, 1.0]]> : tensor<4x3xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_matmul.mlirbc --args '[dense<[[1.25, 2.25, -4.0, 2.25], [-0.25, 0.0, 1.0, -1.75], [3.75, -3.75, -2.0, -1.0], [0.5, -0.75, -3.0, -3.75], [-4.0, -3.75, -3.0, 3.75], [-2.5, 1.0, 2.0, -2.25], [-1.75, -0.75, -2.0, 3.75], [-2.75, 3.0, 2.25, 2.75]]> : tensor<8x4xf32>, dense<[[-0.5, 0.25, 0.0], [-1.5, 3.5, -1.25], [1.25, -1.25, -0.5], [3.75, -2.75, 1.0]]> : tensor<4x3xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<8x3xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [-5.625000e-01, 7.000000e+00, 1.437500e+00],
// CHECK-NEXT: [-5.187500e+00, 3.500000e+00, -2.250000e+00],
// CHECK-NEXT: [-2.500000e+00, -6.937500e+00, 4.687500e+00],
// CHECK-NEXT: [-1.693750e+01, 1.156250e+01, -1.312500e+00],
// CHECK-NEXT: [1.793750e+01, -2.068750e+01, 9.937500e+00],
// CHECK-NEXT: [-6.187500e+00, 6.562500e+00, -4.500000e+00],
// CHECK-NEXT: [1.356250e+01, -1.087500e+01, 5.687500e+00],
// CHECK-NEXT: [1.000000e+01, -5.625000e-01, -2.125000e+00]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_matmul attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}, %arg1: tensor<4x3xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) -> (tensor<8x3xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) {
    %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@mesh, [{"x"}, {"y"}]>, <@mesh, [{"y"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x", "y"} (%arg2: tensor<2x2xf32>, %arg3: tensor<2x3xf32>) {
      %1 = stablehlo.dot_general %arg2, %arg3, contracting_dims = [1] x [0] : (tensor<2x2xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
      %2 = "stablehlo.all_reduce"(%1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
      ^bb0(%arg4: tensor<f32>, %arg5: tensor<f32>):
        %3 = stablehlo.add %arg4, %arg5 : tensor<f32>
        stablehlo.return %3 : tensor<f32>
      }) : (tensor<2x3xf32>) -> tensor<2x3xf32>
      sdy.return %2 : tensor<2x3xf32>
    } : (tensor<8x4xf32>, tensor<4x3xf32>) -> tensor<8x3xf32>
    return %0 : tensor<8x3xf32>
  }
}
