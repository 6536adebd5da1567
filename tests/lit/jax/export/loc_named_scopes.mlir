// loc_named_scopes: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[2,3]; out: float32[2,3]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/loc_named_scopes.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/loc_named_scopes.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/loc_named_scopes.mlirbc --args %S/Inputs/loc_named_scopes.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/loc_named_scopes.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/loc_named_scopes.jaxexport --args %S/Inputs/loc_named_scopes.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/loc_named_scopes.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc1 = loc("x")
module @jit__named_scopes attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<2x3xf32> loc("x")) -> (tensor<2x3xf32> {jax.result_info = "result"}) {
    %0 = call @"<lambda>"(%arg0) : (tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc33)
    %1 = stablehlo.abs %arg0 : tensor<2x3xf32> loc(#loc34)
    %2 = call @log1p(%1) : (tensor<2x3xf32>) -> tensor<2x3xf32> loc(#loc35)
    %3 = stablehlo.maximum %0, %2 : tensor<2x3xf32> loc(#loc36)
    return %3 : tensor<2x3xf32> loc(#loc32)
  } loc(#loc)
  func.func private @"<lambda>"(%arg0: tensor<2x3xf32> loc(unknown)) -> tensor<2x3xf32> {
    %cst = stablehlo.constant dense<1.000000e+00> : tensor<f32> loc(#loc)
    %0 = stablehlo.exponential %arg0 : tensor<2x3xf32> loc(#loc24)
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2x3xf32> loc(#loc25)
    %2 = stablehlo.subtract %0, %1 : tensor<2x3xf32> loc(#loc25)
    return %2 : tensor<2x3xf32> loc(#loc)
  } loc(#loc39)
  func.func private @log1p(%arg0: tensor<2x3xf32> loc(unknown)) -> tensor<2x3xf32> {
    %0 = stablehlo.log_plus_one %arg0 : tensor<2x3xf32> loc(#loc12)
    return %0 : tensor<2x3xf32> loc(#loc)
  } loc(#loc40)
} loc(#loc)
#loc2 = loc("/work/wt/jax/tools/jax_programs.py":219:12 to :50)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":221:53 to :63)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":221:34 to :64)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":221:19 to :65)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":219:30 to :40)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":219:30 to :46)
#loc12 = loc("log1p")
#loc13 = loc("_named_scopes"(#loc2))
#loc14 = loc("_export"(#loc3))
#loc15 = loc("write"(#loc4))
#loc16 = loc("main"(#loc5))
#loc17 = loc("<module>"(#loc6))
#loc18 = loc("_named_scopes"(#loc7))
#loc19 = loc("_named_scopes"(#loc8))
#loc20 = loc("_named_scopes"(#loc9))
#loc21 = loc("_named_scopes.<locals>.<lambda>"(#loc10))
#loc22 = loc("_named_scopes.<locals>.<lambda>"(#loc11))
#loc23 = loc(callsite(#loc16 at #loc17))
#loc24 = loc("exp"(#loc21))
#loc25 = loc("sub"(#loc22))
#loc26 = loc(callsite(#loc15 at #loc23))
#loc27 = loc(callsite(#loc14 at #loc26))
#loc28 = loc(callsite(#loc13 at #loc27))
#loc29 = loc(callsite(#loc18 at #loc27))
#loc30 = loc(callsite(#loc19 at #loc27))
#loc31 = loc(callsite(#loc20 at #loc27))
#loc32 = loc("jit(_named_scopes)"(#loc27))
#loc33 = loc("jit(_named_scopes)/outer/jit(<lambda>)"(#loc28))
#loc34 = loc("jit(_named_scopes)/outer/inner/abs"(#loc29))
#loc35 = loc("jit(_named_scopes)/outer/inner/jit(log1p)"(#loc30))
#loc36 = loc("jit(_named_scopes)/outer/inner/max"(#loc31))
#loc37 = loc("jit(_named_scopes)/outer/jit"(#loc28))
#loc38 = loc("jit(_named_scopes)/outer/inner/jit"(#loc30))
#loc39 = loc("jit:"(#loc37))
#loc40 = loc("jit:"(#loc38))
