// vjp: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[3]; out: float32[]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/vjp.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/vjp.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/vjp.mlirbc --args %S/Inputs/vjp.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/vjp.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/vjp.jaxexport --args %S/Inputs/vjp.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/vjp.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc1 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32> loc("x")) -> (tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc23)
    %0 = stablehlo.tanh %arg0 : tensor<3xf32> loc(#loc24)
    %1 = stablehlo.multiply %0, %0 : tensor<3xf32> loc(#loc25)
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<3xf32>, tensor<f32>) -> tensor<f32> loc(#loc23)
    return %2 : tensor<f32> loc(#loc22)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/work/wt/jax/tools/jax_programs.py":207:33 to :58)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":207:41 to :52)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":207:41 to :57)
#loc9 = loc("_programs.<locals>.<lambda>"(#loc2))
#loc10 = loc("_export"(#loc3))
#loc11 = loc("write"(#loc4))
#loc12 = loc("main"(#loc5))
#loc13 = loc("<module>"(#loc6))
#loc14 = loc("_programs.<locals>.<lambda>"(#loc7))
#loc15 = loc("_programs.<locals>.<lambda>"(#loc8))
#loc16 = loc(callsite(#loc12 at #loc13))
#loc17 = loc(callsite(#loc11 at #loc16))
#loc18 = loc(callsite(#loc10 at #loc17))
#loc19 = loc(callsite(#loc9 at #loc18))
#loc20 = loc(callsite(#loc14 at #loc18))
#loc21 = loc(callsite(#loc15 at #loc18))
#loc22 = loc("jit(<lambda>)"(#loc18))
#loc23 = loc("jit(<lambda>)/reduce_sum"(#loc19))
#loc24 = loc("jit(<lambda>)/tanh"(#loc20))
#loc25 = loc("jit(<lambda>)/integer_pow"(#loc21))
