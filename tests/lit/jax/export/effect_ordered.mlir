// effect_ordered: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[2,2]; out: float32[2,2]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/effect_ordered.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/effect_ordered.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/effect_ordered.mlirbc --args %S/Inputs/effect_ordered.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/effect_ordered.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/effect_ordered.jaxexport --args %S/Inputs/effect_ordered.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/effect_ordered.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc1 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: !stablehlo.token {jax.token = true} loc(unknown), %arg1: tensor<2x2xf32> loc(unknown)) -> (!stablehlo.token {jax.token = true}, tensor<2x2xf32> {jax.result_info = "result"}) {
    %0:2 = call @_wrapped_jax_export_main(%arg0, %arg1) : (!stablehlo.token, tensor<2x2xf32>) -> (!stablehlo.token, tensor<2x2xf32>) loc(#loc)
    return %0#0, %0#1 : !stablehlo.token, tensor<2x2xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: !stablehlo.token {jax.token = true} loc(unknown), %arg1: tensor<2x2xf32> loc("x")) -> (!stablehlo.token {jax.token = true}, tensor<2x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32> loc(#loc17)
    %0 = stablehlo.add %arg1, %arg1 : tensor<2x2xf32> loc(#loc20)
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x2xf32> loc(#loc21)
    %2 = stablehlo.multiply %0, %1 : tensor<2x2xf32> loc(#loc21)
    return %arg0, %2 : !stablehlo.token, tensor<2x2xf32> loc(#loc17)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("/work/wt/jax/tools/jax_programs.py":239:11 to :61)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":255:14 to :24)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":325:12 to :27)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":330:4 to :10)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":175:44 to :58)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":175:44 to :62)
#loc8 = loc("_export"(#loc2))
#loc9 = loc("write"(#loc3))
#loc10 = loc("main"(#loc4))
#loc11 = loc("<module>"(#loc5))
#loc12 = loc("_programs.<locals>.<lambda>"(#loc6))
#loc13 = loc("_programs.<locals>.<lambda>"(#loc7))
#loc14 = loc(callsite(#loc10 at #loc11))
#loc15 = loc(callsite(#loc9 at #loc14))
#loc16 = loc(callsite(#loc8 at #loc15))
#loc17 = loc("jit(<lambda>)"(#loc16))
#loc18 = loc(callsite(#loc12 at #loc16))
#loc19 = loc(callsite(#loc13 at #loc16))
#loc20 = loc("jit(<lambda>)/testing_ordered_effect"(#loc18))
#loc21 = loc("jit(<lambda>)/mul"(#loc19))
