// shard_map program 'nested' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[1.75, -1.5, -2.25, 3.75], [-2.75, -1.5, 1.0, 2.25], [1.0, 2.75, -3.75, -1.0], [0.5, -0.5, -1.0, -1.25], [-3.75, -3.25, 0.25, -0.25], [3.5, -2.25, 2.75, -2.0], [-3.0, -2.75, -1.0, -2.5], [3.0, 2.5, 2.25, -0.75]]> : tensor<8x4xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_nested.mlirbc --args '[dense<[[1.75, -1.5, -2.25, 3.75], [-2.75, -1.5, 1.0, 2.25], [1.0, 2.75, -3.75, -1.0], [0.5, -0.5, -1.0, -1.25], [-3.75, -3.25, 0.25, -0.25], [3.5, -2.25, 2.75, -2.0], [-3.0, -2.75, -1.0, -2.5], [3.0, 2.5, 2.25, -0.75]]> : tensor<8x4xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<8x4xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [-5.000000e-01, 2.250000e+00, 5.000000e-01, 3.250000e+00],
// CHECK-NEXT: [-1.750000e+00, 7.500000e-01, -7.500000e-01, 1.750000e+00],
// CHECK-NEXT: [-5.500000e+00, 3.500000e+00, -3.500000e+00, 5.500000e+00],
// CHECK-NEXT: [-1.000000e+00, -3.500000e+00, 1.000000e+00, -1.500000e+00],
// CHECK-NEXT: [-1.050000e+01, -1.050000e+01, -7.500000e+00, -7.500000e+00],
// CHECK-NEXT: [1.875000e+01, -1.275000e+01, 2.175000e+01, -9.750000e+00],
// CHECK-NEXT: [-1.600000e+01, -2.100000e+01, -1.200000e+01, -1.700000e+01],
// CHECK-NEXT: [2.100000e+01, 7.000000e+00, 2.500000e+01, 1.100000e+01]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_nested attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>] manual_axes={"x"} (%arg1: tensor<2x4xf32>) {
      %c = stablehlo.constant dense<1> : tensor<i32>
      %1 = sdy.manual_computation(%arg1) in_shardings=[<@mesh, [{}, {"y"}]>] out_shardings=[<@mesh, [{}, {"y"}]>] manual_axes={"y"} (%arg2: tensor<2x2xf32>) {
        %c_0 = stablehlo.constant dense<2> : tensor<ui32>
        %c_1 = stablehlo.constant dense<1> : tensor<ui32>
        %12 = "stablehlo.all_reduce"(%arg2) <{channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, replica_groups = dense<[[0, 1], [2, 3], [4, 5], [6, 7]]> : tensor<4x2xi64>, use_global_device_ids}> ({
        ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
          %20 = stablehlo.add %arg3, %arg4 : tensor<f32>
          stablehlo.return %20 : tensor<f32>
        }) : (tensor<2x2xf32>) -> tensor<2x2xf32>
        %13 = stablehlo.partition_id : tensor<ui32>
        %14 = stablehlo.divide %13, %c_1 : tensor<ui32>
        %15 = stablehlo.remainder %14, %c_0 : tensor<ui32>
        %16 = stablehlo.convert %15 : (tensor<ui32>) -> tensor<i32>
        %17 = stablehlo.convert %16 : (tensor<i32>) -> tensor<f32>
        %18 = stablehlo.broadcast_in_dim %17, dims = [] : (tensor<f32>) -> tensor<2x2xf32>
        %19 = stablehlo.add %12, %18 : tensor<2x2xf32>
        sdy.return %19 : tensor<2x2xf32>
      } : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %2 = sdy.manual_computation() in_shardings=[] out_shardings=[<@mesh, []>] manual_axes={"y"} () {
        %c_0 = stablehlo.constant dense<2> : tensor<ui32>
        %c_1 = stablehlo.constant dense<4> : tensor<ui32>
        %12 = stablehlo.partition_id : tensor<ui32>
        %13 = stablehlo.divide %12, %c_0 : tensor<ui32>
        %14 = stablehlo.remainder %13, %c_1 : tensor<ui32>
        %15 = stablehlo.convert %14 : (tensor<ui32>) -> tensor<i32>
        sdy.return %15 : tensor<i32>
      } : () -> tensor<i32>
      %3 = sdy.sharding_constraint %c <@mesh, []> : tensor<i32>
      %4 = stablehlo.add %3, %2 : tensor<i32>
      %5 = sdy.sharding_constraint %4 <@mesh, []> : tensor<i32>
      %6 = stablehlo.convert %5 : (tensor<i32>) -> tensor<f32>
      %7 = sdy.sharding_constraint %6 <@mesh, []> : tensor<f32>
      %8 = stablehlo.broadcast_in_dim %7, dims = [] : (tensor<f32>) -> tensor<2x4xf32>
      %9 = sdy.sharding_constraint %8 <@mesh, [{}, {"y"}]> : tensor<2x4xf32>
      %10 = stablehlo.multiply %1, %9 : tensor<2x4xf32>
      %11 = sdy.sharding_constraint %10 <@mesh, [{}, {"y"}]> : tensor<2x4xf32>
      sdy.return %11 : tensor<2x4xf32>
    } : (tensor<8x4xf32>) -> tensor<8x4xf32>
    return %0 : tensor<8x4xf32>
  }
}
