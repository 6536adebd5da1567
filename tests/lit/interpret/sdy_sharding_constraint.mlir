// A program with shardings as JAX 0.10.2 exports it on CPU (Shardy: sdy.mesh, #sdy.sharding,
// sdy.sharding_constraint), from
//   mesh = Mesh(np.array(jax.devices()[:1]), ("x",))
//   f = lambda x: jax.lax.with_sharding_constraint(jnp.sin(x) * 2, NamedSharding(mesh, P("x"))) + 1
//   jax.jit(f, in_shardings=NamedSharding(mesh, P("x"))).lower(x).as_text()
// The sharding ops compute nothing; the result is JAX's (bits 0x3ffabba2, 0x402bb552,
// 0xbf518f6e, 0x3fa42071).
// RUN: stablehlo-translate --interpret %s --args '[dense<[0.5, 1.0, -2.0, 3.0]> : tensor<4xf32>]' --interpreter-print-dense | FileCheck %s
// CHECK: Evaluated results of function: main
// CHECK-NEXT: dense<[1.9588511, 2.68294191, -0.818594813, 1.282240e+00]> : tensor<4xf32>

module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1]> {stablehlo.mesh = {axes = [{name = "x", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}]>}) -> (tensor<4xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.sine %arg0 : tensor<4xf32>
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32>
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %2 = stablehlo.multiply %0, %1 : tensor<4xf32>
    %3 = sdy.sharding_constraint %2 <@mesh, [{"x"}]> : tensor<4xf32>
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32>
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<4xf32>
    %5 = stablehlo.add %3, %4 : tensor<4xf32>
    return %5 : tensor<4xf32>
  }
}
