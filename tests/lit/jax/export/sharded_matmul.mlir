// sharded_matmul: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[4,8], float32[8,2]; out: float32[4,2]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/sharded_matmul.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/sharded_matmul.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/sharded_matmul.mlirbc --args %S/Inputs/sharded_matmul.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/sharded_matmul.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/sharded_matmul.jaxexport --args %S/Inputs/sharded_matmul.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/sharded_matmul.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc1 = loc("x")
#loc2 = loc("y")
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 4 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=2]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}, {name = "y", size = 2 : i64}]}} loc(#loc)
  func.func public @main(%arg0: tensor<4x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>} loc("x"), %arg1: tensor<8x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {"y"}]>} loc("y")) -> (tensor<4x2xf32> {jax.result_info = "result", sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}]>}) {
    %0 = stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0] : (tensor<4x8xf32>, tensor<8x2xf32>) -> tensor<4x2xf32> loc(#loc21)
    %1 = stablehlo.tanh %0 : tensor<4x2xf32> loc(#loc22)
    return %1 : tensor<4x2xf32> loc(#loc20)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":210:56 to :61)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":210:47 to :62)
#loc9 = loc("_programs.<locals>.<lambda>"(#loc3))
#loc10 = loc("_export"(#loc4))
#loc11 = loc("write"(#loc5))
#loc12 = loc("main"(#loc6))
#loc13 = loc("<module>"(#loc7))
#loc14 = loc("_programs.<locals>.<lambda>"(#loc8))
#loc15 = loc(callsite(#loc12 at #loc13))
#loc16 = loc(callsite(#loc11 at #loc15))
#loc17 = loc(callsite(#loc10 at #loc16))
#loc18 = loc(callsite(#loc9 at #loc17))
#loc19 = loc(callsite(#loc14 at #loc17))
#loc20 = loc("jit(<lambda>)"(#loc17))
#loc21 = loc("jit(<lambda>)/dot_general"(#loc18))
#loc22 = loc("jit(<lambda>)/tanh"(#loc19))
