// shard_map program 'constraints' exported by generate_shard_map.py; JAX's results are the CHECK lines.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[1.75, 3.5, 3.0, 0.0], [3.5, 3.75, 3.75, -3.5], [-0.5, 0.75, -1.75, -1.0], [1.0, 2.25, 0.5, -2.75], [1.25, 2.75, -2.25, 0.25], [-1.5, 3.0, -3.75, -0.25], [3.0, -0.75, -3.0, 2.25], [3.5, 3.75, 3.25, -1.25]]> : tensor<8x4xf32>]' | FileCheck %s
// RUN: stablehlo-translate --interpret %S/Inputs/shard_map_constraints.mlirbc --args '[dense<[[1.75, 3.5, 3.0, 0.0], [3.5, 3.75, 3.75, -3.5], [-0.5, 0.75, -1.75, -1.0], [1.0, 2.25, 0.5, -2.75], [1.25, 2.75, -2.25, 0.25], [-1.5, 3.0, -3.75, -0.25], [3.0, -0.75, -3.0, 2.25], [3.5, 3.75, 3.25, -1.25]]> : tensor<8x4xf32>]' | FileCheck %s

// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<8x4xf32> {
// CHECK-NEXT: [
// CHECK-NEXT: [2.9679718, 0.298433542, 1.282240e+00, 1.000000e+00],
// CHECK-NEXT: [0.298433542, -0.143122673, -0.143122673, 1.70156646],
// CHECK-NEXT: [4.114890e-02, 2.36327744, -0.96797192, -0.682941913],
// CHECK-NEXT: [2.68294191, 2.55614638, 1.9588511, 2.366780e-01],
// CHECK-NEXT: [2.89796925, 1.763322, -0.556146383, 1.49480796],
// CHECK-NEXT: [-0.994989991, 1.282240e+00, 2.14312267, 0.505192041],
// CHECK-NEXT: [1.282240e+00, -0.363277555, 0.717759967, 2.55614638],
// CHECK-NEXT: [0.298433542, -0.143122673, 0.783609747, -0.897969245]
// CHECK-NEXT: ]
// CHECK-NEXT: }

module @jit_constraints attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 8 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=4, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 4 : i64}, {name = "y", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<8x4xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %0 = stablehlo.sine %arg0 : tensor<8x4xf32>
    %1 = sdy.sharding_constraint %0 <@mesh, [{"x"}, {}]> : tensor<8x4xf32>
    %2 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %3 = stablehlo.multiply %1, %2 : tensor<8x4xf32>
    %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<8x4xf32>
    %5 = stablehlo.add %3, %4 : tensor<8x4xf32>
    %6 = sdy.sharding_constraint %5 <@mesh, [{"x", "y"}, {}]> : tensor<8x4xf32>
    return %6 : tensor<8x4xf32>
  }
}
