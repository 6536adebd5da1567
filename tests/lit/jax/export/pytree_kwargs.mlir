// pytree_kwargs: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[2], int32[3], float32[], float32[2], int32[]; out: int32[3], float32[2]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/pytree_kwargs.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/pytree_kwargs.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/pytree_kwargs.mlirbc --args %S/Inputs/pytree_kwargs.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/pytree_kwargs.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/pytree_kwargs.jaxexport --args %S/Inputs/pytree_kwargs.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/pytree_kwargs.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc1 = loc("d['a']")
#loc2 = loc("d['b']")
#loc3 = loc("xs[1]")
#loc4 = loc("scale")
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2xf32> loc("d['a']"), %arg1: tensor<3xi32> loc("d['b']"), %arg2: tensor<2xf32> loc("xs[1]"), %arg3: tensor<i32> loc("scale")) -> (tensor<3xi32> {jax.result_info = "result['scaled']"}, tensor<2xf32> {jax.result_info = "result['sum']"}) {
    %0 = stablehlo.add %arg0, %arg2 : tensor<2xf32> loc(#loc23)
    %1 = stablehlo.broadcast_in_dim %arg3, dims = [] : (tensor<i32>) -> tensor<3xi32> loc(#loc24)
    %2 = stablehlo.multiply %arg1, %1 : tensor<3xi32> loc(#loc24)
    return %2, %0 : tensor<3xi32>, tensor<2xf32> loc(#loc22)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":181:65 to :79)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":181:91 to :105)
#loc11 = loc("_programs.<locals>.<lambda>"(#loc5))
#loc12 = loc("_export"(#loc6))
#loc13 = loc("write"(#loc7))
#loc14 = loc("main"(#loc8))
#loc15 = loc("<module>"(#loc9))
#loc16 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc17 = loc(callsite(#loc14 at #loc15))
#loc18 = loc(callsite(#loc13 at #loc17))
#loc19 = loc(callsite(#loc12 at #loc18))
#loc20 = loc(callsite(#loc11 at #loc19))
#loc21 = loc(callsite(#loc16 at #loc19))
#loc22 = loc("jit(<lambda>)"(#loc19))
#loc23 = loc("jit(<lambda>)/add"(#loc20))
#loc24 = loc("jit(<lambda>)/mul"(#loc21))
