// maxpool_grad: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[4,6]; out: float32[4,6]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/maxpool_grad.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/maxpool_grad.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/maxpool_grad.mlirbc --args %S/Inputs/maxpool_grad.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/maxpool_grad.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/maxpool_grad.jaxexport --args %S/Inputs/maxpool_grad.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/maxpool_grad.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc1 = loc("x")
#loc8 = loc("reduce_window_max")
#loc11 = loc("select_and_scatter")
#loc18 = loc("reduce_window_max:"(#loc8))
#loc21 = loc("select_and_scatter:"(#loc11))
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4x6xf32> loc("x")) -> (tensor<4x6xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc32)
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32> loc(#loc28)
    %cst_1 = stablehlo.constant dense<2.000000e+00> : tensor<f32> loc(#loc28)
    %cst_2 = stablehlo.constant dense<0xFF800000> : tensor<f32> loc(#loc)
    %0 = stablehlo.broadcast_in_dim %cst_2, dims = [] : (tensor<f32>) -> tensor<f32> loc(#loc33)
    %1 = "stablehlo.reduce_window"(%arg0, %0) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg1: tensor<f32> loc("reduce_window_max:"(#loc8)), %arg2: tensor<f32> loc("reduce_window_max:"(#loc8))):
      %9 = stablehlo.maximum %arg1, %arg2 : tensor<f32> loc(#loc33)
      stablehlo.return %9 : tensor<f32> loc(#loc33)
    }) : (tensor<4x6xf32>, tensor<f32>) -> tensor<2x3xf32> loc(#loc33)
    %2 = stablehlo.broadcast_in_dim %cst_1, dims = [] : (tensor<f32>) -> tensor<2x3xf32> loc(#loc34)
    %3 = stablehlo.multiply %2, %1 : tensor<2x3xf32> loc(#loc34)
    %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2x3xf32> loc(#loc35)
    %5 = stablehlo.multiply %4, %3 : tensor<2x3xf32> loc(#loc36)
    %6 = stablehlo.pad %arg0, %cst_2, low = [0, 0], high = [0, 0], interior = [0, 0] : (tensor<4x6xf32>, tensor<f32>) -> tensor<4x6xf32> loc(#loc39)
    %7 = "stablehlo.select_and_scatter"(%6, %5, %cst) <{window_dimensions = array<i64: 2, 2>, window_strides = array<i64: 2, 2>}> ({
    ^bb0(%arg1: tensor<f32> loc("select_and_scatter:"(#loc11)), %arg2: tensor<f32> loc("select_and_scatter:"(#loc11))):
      %9 = stablehlo.compare GE, %arg1, %arg2, FLOAT : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc41)
      stablehlo.return %9 : tensor<i1> loc(#loc40)
    }, {
    ^bb0(%arg1: tensor<f32> loc("select_and_scatter:"(#loc11)), %arg2: tensor<f32> loc("select_and_scatter:"(#loc11))):
      %9 = stablehlo.add %arg1, %arg2 : tensor<f32> loc(#loc42)
      stablehlo.return %9 : tensor<f32> loc(#loc40)
    }) : (tensor<4x6xf32>, tensor<2x3xf32>, tensor<f32>) -> tensor<4x6xf32> loc(#loc40)
    %8 = stablehlo.slice %7 [0:4, 0:6] : (tensor<4x6xf32>) -> tensor<4x6xf32> loc(#loc43)
    return %8 : tensor<4x6xf32> loc(#loc28)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc2 = loc("/work/wt/jax/tools/jax_programs.py":201:69 to :133)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":201:42 to :143)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":201:69 to :138)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":201:61 to :139)
#loc12 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc2))
#loc13 = loc("_programs.<locals>.<lambda>"(#loc3))
#loc14 = loc("_export"(#loc4))
#loc15 = loc("write"(#loc5))
#loc16 = loc("main"(#loc6))
#loc17 = loc("<module>"(#loc7))
#loc19 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc9))
#loc20 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc10))
#loc22 = loc(callsite(#loc16 at #loc17))
#loc23 = loc(callsite(#loc12 at #loc13))
#loc24 = loc(callsite(#loc15 at #loc22))
#loc25 = loc(callsite(#loc23 at #loc23))
#loc26 = loc(callsite(#loc14 at #loc24))
#loc27 = loc(callsite(#loc13 at #loc26))
#loc28 = loc("jit(<lambda>)"(#loc26))
#loc29 = loc(callsite(#loc12 at #loc27))
#loc30 = loc(callsite(#loc19 at #loc27))
#loc31 = loc(callsite(#loc20 at #loc27))
#loc32 = loc("jit(<lambda>)/transpose(jvp())/select_and_scatter_add"(#loc29))
#loc33 = loc("jit(<lambda>)/jvp()/reduce_window_max"(#loc29))
#loc34 = loc("jit(<lambda>)/jvp()/mul"(#loc30))
#loc35 = loc("jit(<lambda>)/transpose(jvp())/broadcast_in_dim"(#loc31))
#loc36 = loc("jit(<lambda>)/transpose(jvp())/mul"(#loc30))
#loc37 = loc(callsite(#loc23 at #loc29))
#loc38 = loc(callsite(#loc25 at #loc29))
#loc39 = loc("jit(<lambda>)/transpose(jvp())/pad"(#loc37))
#loc40 = loc("jit(<lambda>)/transpose(jvp())/select_and_scatter"(#loc37))
#loc41 = loc("jit(<lambda>)/transpose(jvp())/ge"(#loc38))
#loc42 = loc("jit(<lambda>)/transpose(jvp())/add"(#loc38))
#loc43 = loc("jit(<lambda>)/transpose(jvp())/slice"(#loc37))
