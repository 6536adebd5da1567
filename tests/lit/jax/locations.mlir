// Locations in every place MLIR lets one stand, in every form: names (with and without a
// child), call sites, fused (with and without metadata), file:line:col and ranges, unknown,
// aliases (defined before and after their use, and referring to others); on ops, function
// arguments, block arguments of generic regions and of pretty regions (`reducer(...)`), as
// JAX's debug info writes them. The program runs from text and from its artifact (which
// keeps the locations), with the same results.
// RUN: stablehlo-translate --interpret %s --args '[dense<[1.0,2.0,3.0,4.0]> : tensor<4xf32>, dense<1.0> : tensor<4xf32>]' | FileCheck %s
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --interpret --args '[dense<[1.0,2.0,3.0,4.0]> : tensor<4xf32>, dense<1.0> : tensor<4xf32>]' | FileCheck %s
// CHECK: tensor<f32> {1.400000e+01}
// CHECK-NEXT: tensor<4xf32> {
// CHECK-NEXT: [5.000000e+00, 4.000000e+00, 3.000000e+00, 2.000000e+00]
#loc1 = loc("a.py":1:2)
#loc2 = loc("named"(#loc1))
module @m attributes {jax.uses_shape_polymorphism = false} {
  func.func public @main(%arg0: tensor<4xf32> loc("x"), %arg1: tensor<4xf32> loc(#loc5)) -> (tensor<f32> {jax.result_info = "r"}, tensor<4xf32>) {
    %c = stablehlo.constant dense<0.0> : tensor<f32> loc(unknown)
    %0 = stablehlo.add %arg0, %arg1 : tensor<4xf32> loc(callsite("f"("a.py":3:4) at callsite(#loc2 at "b.py":7:8)))
    %1 = stablehlo.reduce(%0 init: %c) across dimensions = [0] : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
     reducer(%a: tensor<f32> loc("reduce:"(#loc1)), %b: tensor<f32> loc(fused["c.py":1:1, "d"]))  {
      %2 = stablehlo.add %a, %b : tensor<f32> loc(fused<"meta">["e.py":2:3 to 4:5, unknown])
      stablehlo.return %2 : tensor<f32> loc(#loc6)
    } loc(fused<{k = 1 : i32}>[#loc1])
    %3 = "stablehlo.sort"(%0) <{dimension = 0 : i64}> ({
    ^bb0(%p: tensor<f32> loc("s"("f.py":9:9 to :12)), %q: tensor<f32> loc("g.py":3:1 to 5:2)):
      %4 = stablehlo.compare GT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1> loc("a"("b"("c"("d"("e"("f"("deep.py":1:1)))))))
      stablehlo.return %4 : tensor<i1> loc(#loc2)
    }) : (tensor<4xf32>) -> tensor<4xf32> loc("sort"("h.py":1:1))
    %5:2 = stablehlo.while(%i = %c, %v = %3) : tensor<f32>, tensor<4xf32>
     cond {
      %6 = stablehlo.compare LT, %i, %c : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc1)
      stablehlo.return %6 : tensor<i1> loc(#loc1)
    } do {
      stablehlo.return %i, %v : tensor<f32>, tensor<4xf32> loc(#loc1)
    } loc(#loc5)
    return %1, %5#1 : tensor<f32>, tensor<4xf32> loc(#loc)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc5 = loc("y"(callsite("z" at #loc1)))
#loc6 = loc(fused[#loc1, #loc2])
