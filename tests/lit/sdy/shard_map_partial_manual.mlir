// shard_map program 'partial_manual' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[2.25, -3.5, -2.75, -2.25], [-2.75, 2.25, 2.75, 0.5], [-3.75, -3.25, -1.5, -0.75], [0.75, -0.25, -2.0, -2.75], [1.5, 1.75, -3.75, -3.25], [-0.5, -1.0, 3.0, 0.0], [-0.75, -0.75, 1.25, 0.5], [-2.75, 1.75, 2.0, 3.5]]> : tensor<8x4xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_partial_manual.mlirbc --args '[dense<[[2.25, -3.5, -2.75, -2.25], [-2.75, 2.25, 2.75, 0.5], [-3.75, -3.25, -1.5, -0.75], [0.75, -0.25, -2.0, -2.75], [1.5, 1.75, -3.75, -3.25], [-0.5, -1.0, 3.0, 0.0], [-0.75, -0.75, 1.25, 0.5], [-2.75, 1.75, 2.0, 3.5]]> : tensor<8x4xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2x4xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [-1.500000e+00, -1.150000e+01, -1.350000e+01, -1.150000e+01],
// CHECK-NEXT: [-1.050000e+01, 5.500000e+00, 1.150000e+01, 2.500000e+00]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_partial_manual attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<2x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{}, {}]>] manual_axes={"x"} (%arg1: tensor<2x4xf32>) {
      %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
      %1 = "stablehlo.all_reduce"(%arg1) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 2, 4, 6], [1, 3, 5, 7]]> : tensor<2x4xi64>, use_global_device_ids}> ({
      ^bb0(%arg2: tensor<f32>, %arg3: tensor<f32>):
        %6 = stablehlo.add %arg2, %arg3 : tensor<f32>
        %7 = sdy.sharding_constraint %6 <@mesh, []> : tensor<f32>
        stablehlo.return %7 : tensor<f32>
      }) : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %2 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %3 = sdy.sharding_constraint %2 <@mesh, [{}, {}]> : tensor<2x4xf32>
      %4 = stablehlo.multiply %1, %3 : tensor<2x4xf32>
      %5 = sdy.sharding_constraint %4 <@mesh, [{}, {}]> : tensor<2x4xf32>
      sdy.return %5 : tensor<2x4xf32>
    } : (tensor<8x4xf32>) -> tensor<2x4xf32>
    return %0 : tensor<2x4xf32>
  }
}
