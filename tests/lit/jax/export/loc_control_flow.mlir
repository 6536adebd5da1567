// loc_control_flow: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[3], int32[]; out: float32[3]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/loc_control_flow.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/loc_control_flow.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/loc_control_flow.mlirbc --args %S/Inputs/loc_control_flow.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/loc_control_flow.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/loc_control_flow.jaxexport --args %S/Inputs/loc_control_flow.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/loc_control_flow.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/loc_control_flow.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/loc_control_flow.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/loc_control_flow.mlirbc --args %S/Inputs/loc_control_flow.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/loc_control_flow.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/loc_control_flow.jaxexport --args %S/Inputs/loc_control_flow.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/loc_control_flow.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc1 = loc("x")
#loc2 = loc("n")
module @jit__lambda attributes {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<3xf32> loc("x"), %arg1: tensor<i32> loc("n")) -> (tensor<3xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<1.500000e+00> : tensor<f32> loc(#loc)
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %c_0 = stablehlo.constant dense<2> : tensor<i32> loc(#loc)
    %c_1 = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %0 = stablehlo.compare GT, %arg1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc36)
    %1 = stablehlo.convert %0 : (tensor<i1>) -> tensor<i32> loc(#loc37)
    %2 = "stablehlo.case"(%1) ({
      %3 = stablehlo.negate %arg1 : tensor<i32> loc(#loc45)
      %4 = stablehlo.clamp %c_1, %3, %c_0 : tensor<i32> loc(#loc46)
      %5 = "stablehlo.case"(%4) ({
        %6 = stablehlo.sine %arg0 : tensor<3xf32> loc(#loc48)
        stablehlo.return %6 : tensor<3xf32> loc(#loc47)
      }, {
        %6 = stablehlo.cosine %arg0 : tensor<3xf32> loc(#loc49)
        stablehlo.return %6 : tensor<3xf32> loc(#loc47)
      }, {
        %6 = stablehlo.tanh %arg0 : tensor<3xf32> loc(#loc50)
        stablehlo.return %6 : tensor<3xf32> loc(#loc47)
      }) : (tensor<i32>) -> tensor<3xf32> loc(#loc47)
      stablehlo.return %5 : tensor<3xf32> loc(#loc38)
    }, {
      %3:3 = stablehlo.while(%iterArg = %arg1, %iterArg_2 = %c_1, %iterArg_3 = %arg0) : tensor<i32>, tensor<i32>, tensor<3xf32>
      cond {
        %4 = stablehlo.convert %iterArg_2 : tensor<i32> loc(#loc52)
        %5 = stablehlo.compare LT, %4, %iterArg, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc53)
        stablehlo.return %5 : tensor<i1> loc(#loc51)
      } do {
        %4 = stablehlo.add %iterArg_2, %c : tensor<i32> loc(#loc54)
        %5 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<3xf32> loc(#loc55)
        %6 = stablehlo.multiply %iterArg_3, %5 : tensor<3xf32> loc(#loc55)
        stablehlo.return %iterArg, %4, %6 : tensor<i32>, tensor<i32>, tensor<3xf32> loc(#loc51)
      } loc(#loc51)
      stablehlo.return %3#2 : tensor<3xf32> loc(#loc38)
    }) : (tensor<i32>) -> tensor<3xf32> loc(#loc38)
    return %2 : tensor<3xf32> loc(#loc35)
  } loc(#loc)
} loc(#loc)
#loc = loc(unknown)
#loc3 = loc("/work/wt/jax/tools/jax_programs.py":192:58 to :63)
#loc4 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":192:49 to 193:119)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":193:79 to :81)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":193:68 to :115)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":192:75 to :151)
#loc12 = loc("/work/wt/jax/tools/jax_programs.py":192:100 to :108)
#loc13 = loc("/work/wt/jax/tools/jax_programs.py":192:121 to :129)
#loc14 = loc("/work/wt/jax/tools/jax_programs.py":192:131 to :141)
#loc15 = loc("_programs.<locals>.<lambda>"(#loc3))
#loc16 = loc("_export"(#loc4))
#loc17 = loc("write"(#loc5))
#loc18 = loc("main"(#loc6))
#loc19 = loc("<module>"(#loc7))
#loc20 = loc("_programs.<locals>.<lambda>"(#loc8))
#loc21 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc9))
#loc22 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc10))
#loc23 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc11))
#loc24 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>.<locals>.<lambda>"(#loc12))
#loc25 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>.<locals>.<lambda>"(#loc13))
#loc26 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>.<locals>.<lambda>"(#loc14))
#loc27 = loc(callsite(#loc18 at #loc19))
#loc28 = loc(callsite(#loc24 at #loc23))
#loc29 = loc(callsite(#loc25 at #loc23))
#loc30 = loc(callsite(#loc26 at #loc23))
#loc31 = loc(callsite(#loc17 at #loc27))
#loc32 = loc(callsite(#loc16 at #loc31))
#loc33 = loc(callsite(#loc15 at #loc32))
#loc34 = loc(callsite(#loc20 at #loc32))
#loc35 = loc("jit(<lambda>)"(#loc32))
#loc36 = loc("jit(<lambda>)/gt"(#loc33))
#loc37 = loc("jit(<lambda>)/convert_element_type"(#loc34))
#loc38 = loc("jit(<lambda>)/cond"(#loc34))
#loc39 = loc(callsite(#loc21 at #loc34))
#loc40 = loc(callsite(#loc22 at #loc34))
#loc41 = loc(callsite(#loc23 at #loc34))
#loc42 = loc(callsite(#loc28 at #loc34))
#loc43 = loc(callsite(#loc29 at #loc34))
#loc44 = loc(callsite(#loc30 at #loc34))
#loc45 = loc("jit(<lambda>)/cond/branch_0_fun/neg"(#loc39))
#loc46 = loc("jit(<lambda>)/cond/branch_0_fun/clamp"(#loc40))
#loc47 = loc("jit(<lambda>)/cond/branch_0_fun/cond"(#loc40))
#loc48 = loc("jit(<lambda>)/cond/branch_0_fun/cond/branch_0_fun/sin"(#loc40))
#loc49 = loc("jit(<lambda>)/cond/branch_0_fun/cond/branch_1_fun/cos"(#loc40))
#loc50 = loc("jit(<lambda>)/cond/branch_0_fun/cond/branch_2_fun/tanh"(#loc40))
#loc51 = loc("jit(<lambda>)/cond/branch_1_fun/while"(#loc41))
#loc52 = loc("jit(<lambda>)/cond/branch_1_fun/while/cond/convert_element_type"(#loc42))
#loc53 = loc("jit(<lambda>)/cond/branch_1_fun/while/cond/lt"(#loc42))
#loc54 = loc("jit(<lambda>)/cond/branch_1_fun/while/body/add"(#loc43))
#loc55 = loc("jit(<lambda>)/cond/branch_1_fun/while/body/mul"(#loc44))
