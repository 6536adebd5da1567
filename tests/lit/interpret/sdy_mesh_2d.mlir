// Shardings on a 2-d mesh, on a result and on two constraints, as JAX 0.10.2 exports them:
//   mesh = Mesh(np.array(jax.devices()[:1]).reshape(1, 1), ("x", "y"))
//   g = lambda x: wsc(wsc(x @ x.T, NamedSharding(mesh, P("x", None))), NamedSharding(mesh, P(None, "y")))
//   jax.jit(g, in_shardings=NamedSharding(mesh, P("x", "y")), out_shardings=NamedSharding(mesh, P("y")))
// with x = np.arange(12, dtype=np.int32).reshape(4, 3); JAX's result is below.
// RUN: stablehlo-translate --interpret %s --args '[dense<[[0, 1, 2], [3, 4, 5], [6, 7, 8], [9, 10, 11]]> : tensor<4x3xi32>]' --interpreter-print-dense | FileCheck %s
// CHECK: Evaluated results of function: main
// CHECK-NEXT: dense<{{\[}}[5, 14, 23, 32], [14, 50, 86, 122], [23, 86, 149, 212], [32, 122, 212, 302]]> : tensor<4x4xi32>

module @jit_g attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1, "y"=1]> {stablehlo.mesh = {axes = [{name = "x", size = 1 : i64}, {name = "y", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<4x3xi32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) -> (tensor<4x4xi32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {}]>}) {
    %0 = stablehlo.transpose %arg0, dims = [1, 0] : (tensor<4x3xi32>) -> tensor<3x4xi32>
    %1 = stablehlo.dot_general %arg0, %0, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<4x3xi32>, tensor<3x4xi32>) -> tensor<4x4xi32>
    %2 = sdy.sharding_constraint %1 <@mesh, [{"x"}, {}]> : tensor<4x4xi32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{}, {"y"}]> : tensor<4x4xi32>
    return %3 : tensor<4x4xi32>
  }
}
