// shard_map program 'reshard' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[3.5, 1.0, 1.25, 3.0], [0.5, 2.0, 2.5, -2.25], [-3.75, -1.75, -1.75, 2.75], [3.25, -4.0, -0.25, 2.5], [-3.0, 2.25, -3.25, -0.5], [2.5, -1.75, -1.5, -2.0], [1.75, -2.0, 3.75, -0.5], [-0.25, 0.0, 0.5, 0.25]]> : tensor<8x4xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_reshard.mlirbc --args '[dense<[[3.5, 1.0, 1.25, 3.0], [0.5, 2.0, 2.5, -2.25], [-3.75, -1.75, -1.75, 2.75], [3.25, -4.0, -0.25, 2.5], [-3.0, 2.25, -3.25, -0.5], [2.5, -1.75, -1.5, -2.0], [1.75, -2.0, 3.75, -0.5], [-0.25, 0.0, 0.5, 0.25]]> : tensor<8x4xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<8x4xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [-3.809370e+00, 0.620906829, -0.0540329218, -3.96997738],
// CHECK-NEXT: [1.63274765, -2.2484405, -3.4034307, -2.88452101],
// CHECK-NEXT: [-3.46167803, -1.53473818, -1.53473818, -3.77290726],
// CHECK-NEXT: [-3.98238897, -2.96093082, 1.90673733, -3.4034307],
// CHECK-NEXT: [-3.96997738, -2.88452101, -3.98238897, 1.63274765],
// CHECK-NEXT: [-3.4034307, -1.53473818, -0.787788391, -2.2484405],
// CHECK-NEXT: [-1.53473818, -2.2484405, -3.46167803, 1.63274765],
// CHECK-NEXT: [1.90673733, 2.000000e+00, 1.63274765, 1.90673733]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_reshard attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8x4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<3.000000e+00> : tensor<f32>
    %0 = stablehlo.cosine %arg0 : tensor<8x4xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {"y"}]> : tensor<8x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"x"}, {"y"}]> : tensor<8x4xf32>
    %4 = stablehlo.multiply %1, %3 : tensor<8x4xf32>
    %5 = sdy.sharding_constraint %4 <@mesh, [{"x"}, {"y"}]> : tensor<8x4xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{}, {"y"}]> : tensor<8x4xf32>
    %7 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %8 = sdy.sharding_constraint %7 <@mesh, [{}, {"y"}]> : tensor<8x4xf32>
    %9 = stablehlo.subtract %6, %8 : tensor<8x4xf32>
    %10 = sdy.sharding_constraint %9 <@mesh, [{}, {"y"}]> : tensor<8x4xf32>
    return %10 : tensor<8x4xf32>
  }
}
