// unused_args: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[3], int32[2], float32[3]; out: float32[3]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/unused_args.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/unused_args.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/unused_args.mlirbc --args %S/Inputs/unused_args.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/unused_args.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/unused_args.jaxexport --args %S/Inputs/unused_args.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/unused_args.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc1 = loc("x")
#loc2 = loc("z")
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32> loc("x"), %arg1: tensor<3xf32> loc("z")) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.multiply %arg0, %arg1 : tensor<3xf32> loc(#loc18)
    return %0 : tensor<3xf32> loc(#loc17)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":186:47 to :52)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc8 = loc("_programs.<locals>.<lambda>"(#loc3))
#loc9 = loc("_export"(#loc4))
#loc10 = loc("write"(#loc5))
#loc11 = loc("main"(#loc6))
#loc12 = loc("<module>"(#loc7))
#loc13 = loc(callsite(#loc11 at #loc12))
#loc14 = loc(callsite(#loc10 at #loc13))
#loc15 = loc(callsite(#loc9 at #loc14))
#loc16 = loc(callsite(#loc8 at #loc15))
#loc17 = loc("jit(<lambda>)"(#loc15))
#loc18 = loc("jit(<lambda>)/mul"(#loc16))
