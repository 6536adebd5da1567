// shard_map program 'both_axes_one_dim' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_both_axes_one_dim.mlirbc --args '[dense<[0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0, 13.0, 14.0, 15.0]> : tensor<16xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<16xf32> {
// CHECK-NEXT: [0.000000e+00, 1.000000e+00, 4.000000e+00, 6.000000e+00, 1.200000e+01, 1.500000e+01, 2.400000e+01, 2.800000e+01, 4.000000e+01, 4.500000e+01, 6.000000e+01, 6.600000e+01, 8.400000e+01, 9.100000e+01, 1.120000e+02, 1.200000e+02]
// CHECK-NEXT: }

module @jit_both_axes_one_dim attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>}) -> (tensor<16xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x", "y"}]>}) {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", "y"}]>] out_shardings=[<@mesh, [{"x", "y"}]>] manual_axes={"x", "y"} (%arg1: tensor<2xf32>) {
      %c = stablehlo.constant dense<2> : tensor<i32>
      %c_0 = stablehlo.constant dense<4> : tensor<ui32>
      %c_1 = stablehlo.constant dense<0> : tensor<i32>
      %c_2 = stablehlo.constant dense<1> : tensor<i32>
      %c_3 = stablehlo.constant dense<1> : tensor<ui32>
      %c_4 = stablehlo.constant dense<2> : tensor<ui32>
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.divide %1, %c_3 : tensor<ui32>
      %3 = stablehlo.remainder %2, %c_4 : tensor<ui32>
      %4 = stablehlo.convert %3 : (tensor<ui32>) -> tensor<i32>
      %5 = stablehlo.multiply %4, %c_2 : tensor<i32>
      %6 = stablehlo.add %c_1, %5 : tensor<i32>
      %7 = stablehlo.partition_id : tensor<ui32>
      %8 = stablehlo.divide %7, %c_4 : tensor<ui32>
      %9 = stablehlo.remainder %8, %c_0 : tensor<ui32>
      %10 = stablehlo.convert %9 : (tensor<ui32>) -> tensor<i32>
      %11 = stablehlo.multiply %10, %c : tensor<i32>
      %12 = stablehlo.add %6, %11 : tensor<i32>
      %13 = stablehlo.add %c_2, %12 : tensor<i32>
      %14 = stablehlo.convert %13 : (tensor<i32>) -> tensor<f32>
      %15 = stablehlo.broadcast_in_dim %14, dims = [] : (tensor<f32>) -> tensor<2xf32>
      %16 = stablehlo.multiply %arg1, %15 : tensor<2xf32>
      sdy.return %16 : tensor<2xf32>
    } : (tensor<16xf32>) -> tensor<16xf32>
    return %0 : tensor<16xf32>
  }
}
