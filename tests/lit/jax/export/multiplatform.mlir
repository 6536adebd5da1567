// multiplatform: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[3]; out: float32[3]; platforms: cuda, cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/multiplatform.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/multiplatform.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/multiplatform.mlirbc --args %S/Inputs/multiplatform.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/multiplatform.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/multiplatform.jaxexport --args %S/Inputs/multiplatform.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/multiplatform.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc1 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<i32> {jax.global_constant = "_platform_index"} loc(unknown), %arg1: tensor<3xf32> loc("x")) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<2.000000e+00> : tensor<f32> loc(#loc)
    %cst_0 = stablehlo.constant dense<1.000000e+00> : tensor<f32> loc(#loc)
    %c = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %c_1 = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = "stablehlo.case"(%arg0) ({
      stablehlo.return %c_1 : tensor<i32> loc(#loc21)
    }, {
      stablehlo.return %c : tensor<i32> loc(#loc21)
    }) : (tensor<i32>) -> tensor<i32> loc(#loc21)
    %1 = "stablehlo.case"(%0) ({
      stablehlo.return %c : tensor<i32> loc(#loc21)
    }, {
      stablehlo.return %c_1 : tensor<i32> loc(#loc21)
    }) : (tensor<i32>) -> tensor<i32> loc(#loc21)
    %2 = "stablehlo.case"(%1) ({
      stablehlo.return %c_1 : tensor<i32> loc(#loc22)
    }, {
      stablehlo.return %c : tensor<i32> loc(#loc22)
    }) : (tensor<i32>) -> tensor<i32> loc(#loc22)
    %3 = "stablehlo.case"(%2) ({
      %4 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<3xf32> loc(#loc25)
      %5 = stablehlo.subtract %arg1, %4 : tensor<3xf32> loc(#loc25)
      stablehlo.return %5 : tensor<3xf32> loc(#loc22)
    }, {
      %4 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32> loc(#loc26)
      %5 = stablehlo.multiply %arg1, %4 : tensor<3xf32> loc(#loc26)
      stablehlo.return %5 : tensor<3xf32> loc(#loc22)
    }) : (tensor<i32>) -> tensor<3xf32> loc(#loc22)
    return %3 : tensor<3xf32> loc(#loc20)
  } loc(#loc)
} loc(#loc)
#loc2 = loc("/work/wt/jax/tools/jax_programs.py":174:43 to :115)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":174:107 to :114)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":174:83 to :90)
#loc9 = loc("_programs.<locals>.<lambda>"(#loc2))
#loc10 = loc("_export"(#loc3))
#loc11 = loc("write"(#loc4))
#loc12 = loc("main"(#loc5))
#loc13 = loc("<module>"(#loc6))
#loc14 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc7))
#loc15 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc8))
#loc16 = loc(callsite(#loc12 at #loc13))
#loc17 = loc(callsite(#loc11 at #loc16))
#loc18 = loc(callsite(#loc10 at #loc17))
#loc19 = loc(callsite(#loc9 at #loc18))
#loc20 = loc("jit(<lambda>)"(#loc18))
#loc21 = loc("jit(<lambda>)/platform_index"(#loc19))
#loc22 = loc("jit(<lambda>)/cond"(#loc19))
#loc23 = loc(callsite(#loc14 at #loc19))
#loc24 = loc(callsite(#loc15 at #loc19))
#loc25 = loc("jit(<lambda>)/cond/branch_0_fun/sub"(#loc23))
#loc26 = loc("jit(<lambda>)/cond/branch_1_fun/mul"(#loc24))
