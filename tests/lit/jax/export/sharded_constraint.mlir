// sharded_constraint: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[8,4]; out: float32[4]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/sharded_constraint.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/sharded_constraint.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/sharded_constraint.mlirbc --args %S/Inputs/sharded_constraint.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/sharded_constraint.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/sharded_constraint.jaxexport --args %S/Inputs/sharded_constraint.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/sharded_constraint.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc1 = loc("x")
module @jit_f attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}} loc(#loc)
  func.func public @main(%arg0: tensor<8x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>} loc("x")) -> (tensor<4xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"y"}]>}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc23)
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32> loc(#loc20)
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<8x4xf32> loc(#loc24)
    %1 = stablehlo.multiply %arg0, %0 : tensor<8x4xf32> loc(#loc24)
    %2 = sdy.sharding_constraint %1 <@mesh, [{"y"}, {"x"}]> : tensor<8x4xf32> loc(#loc25)
    %3 = stablehlo.reduce(%2 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<8x4xf32>, tensor<f32>) -> tensor<4xf32> loc(#loc23)
    return %3 : tensor<4xf32> loc(#loc20)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/work/wt/jax/tools/jax_programs.py":229:15 to :33)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":228:45 to :50)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":228:12 to :85)
#loc9 = loc("_sharded_constraint.<locals>.f"(#loc2))
#loc10 = loc("_export"(#loc3))
#loc11 = loc("write"(#loc4))
#loc12 = loc("main"(#loc5))
#loc13 = loc("<module>"(#loc6))
#loc14 = loc("_sharded_constraint.<locals>.f"(#loc7))
#loc15 = loc("_sharded_constraint.<locals>.f"(#loc8))
#loc16 = loc(callsite(#loc12 at #loc13))
#loc17 = loc(callsite(#loc11 at #loc16))
#loc18 = loc(callsite(#loc10 at #loc17))
#loc19 = loc(callsite(#loc9 at #loc18))
#loc20 = loc("jit(f)"(#loc18))
#loc21 = loc(callsite(#loc14 at #loc18))
#loc22 = loc(callsite(#loc15 at #loc18))
#loc23 = loc("jit(f)/reduce_sum"(#loc19))
#loc24 = loc("jit(f)/mul"(#loc21))
#loc25 = loc("jit(f)/sharding_constraint"(#loc22))
