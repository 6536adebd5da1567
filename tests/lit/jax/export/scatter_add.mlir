// scatter_add: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[5,3], int32[2], float32[2,3]; out: float32[5,3]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/scatter_add.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/scatter_add.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/scatter_add.mlirbc --args %S/Inputs/scatter_add.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/scatter_add.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/scatter_add.jaxexport --args %S/Inputs/scatter_add.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/scatter_add.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc1 = loc("x")
#loc2 = loc("i")
#loc3 = loc("u")
#loc9 = loc("scatter-add")
#loc15 = loc("scatter-add:"(#loc9))
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<5x3xf32> loc("x"), %arg1: tensor<2xi32> loc("i"), %arg2: tensor<2x3xf32> loc("u")) -> (tensor<5x3xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<5> : tensor<i32> loc(#loc19)
    %c_0 = stablehlo.constant dense<0> : tensor<i32> loc(#loc19)
    %0 = stablehlo.broadcast_in_dim %c_0, dims = [] : (tensor<i32>) -> tensor<2xi32> loc(#loc21)
    %1 = stablehlo.compare LT, %arg1, %0, SIGNED : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi1> loc(#loc21)
    %2 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<2xi32> loc(#loc22)
    %3 = stablehlo.add %arg1, %2 : tensor<2xi32> loc(#loc22)
    %4 = stablehlo.select %1, %3, %arg1 : tensor<2xi1>, tensor<2xi32> loc(#loc23)
    %5 = stablehlo.broadcast_in_dim %4, dims = [0] : (tensor<2xi32>) -> tensor<2x1xi32> loc(#loc24)
    %6 = "stablehlo.scatter"(%arg0, %5, %arg2) <{scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>}> ({
    ^bb0(%arg3: tensor<f32> loc("scatter-add:"(#loc9)), %arg4: tensor<f32> loc("scatter-add:"(#loc9))):
      %7 = stablehlo.add %arg3, %arg4 : tensor<f32> loc(#loc22)
      stablehlo.return %7 : tensor<f32> loc(#loc25)
    }) : (tensor<5x3xf32>, tensor<2x1xi32>, tensor<2x3xf32>) -> tensor<5x3xf32> loc(#loc25)
    return %6 : tensor<5x3xf32> loc(#loc19)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":199:47 to :61)
#loc10 = loc("_export"(#loc4))
#loc11 = loc("write"(#loc5))
#loc12 = loc("main"(#loc6))
#loc13 = loc("<module>"(#loc7))
#loc14 = loc("_programs.<locals>.<lambda>"(#loc8))
#loc16 = loc(callsite(#loc12 at #loc13))
#loc17 = loc(callsite(#loc11 at #loc16))
#loc18 = loc(callsite(#loc10 at #loc17))
#loc19 = loc("jit(<lambda>)"(#loc18))
#loc20 = loc(callsite(#loc14 at #loc18))
#loc21 = loc("jit(<lambda>)/lt"(#loc20))
#loc22 = loc("jit(<lambda>)/add"(#loc20))
#loc23 = loc("jit(<lambda>)/select_n"(#loc20))
#loc24 = loc("jit(<lambda>)/broadcast_in_dim"(#loc20))
#loc25 = loc("jit(<lambda>)/scatter-add"(#loc20))
