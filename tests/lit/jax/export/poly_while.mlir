// poly_while: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,2]; out: float32[2]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_while.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_while.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_while.mlirbc --args %S/Inputs/poly_while.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_while.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_while.jaxexport --args %S/Inputs/poly_while.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_while.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_while.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_while.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_while.mlirbc --args %S/Inputs/poly_while.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_while.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_while.jaxexport --args %S/Inputs/poly_while.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_while.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x2xf32> loc(unknown)) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x2xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 2). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?x2xf32>) -> tensor<2xf32> loc(#loc)
    return %2 : tensor<2xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x2xf32> loc("x")) -> (tensor<2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<5.000000e-01> : tensor<f32> loc(#loc)
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %cst_0 = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc26)
    %c_1 = stablehlo.constant dense<2> : tensor<i32> loc(#loc)
    %c_2 = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %0 = stablehlo.broadcast_in_dim %cst_0, dims = [] : (tensor<f32>) -> tensor<2xf32> loc(#loc29)
    %1:4 = stablehlo.while(%iterArg = %arg1, %iterArg_3 = %c_2, %iterArg_4 = %arg0, %iterArg_5 = %0) : tensor<?x2xf32>, tensor<i32>, tensor<i32>, tensor<2xf32>
    cond {
      %2 = stablehlo.compare LT, %iterArg_3, %iterArg_4, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc31)
      stablehlo.return %2 : tensor<i1> loc(#loc30)
    } do {
      %2 = stablehlo.add %iterArg_3, %c : tensor<i32> loc(#loc32)
      %3 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<2xf32> loc(#loc36)
      %4 = stablehlo.multiply %iterArg_5, %3 : tensor<2xf32> loc(#loc36)
      %5 = stablehlo.convert %iterArg_3 : tensor<i32> loc(#loc37)
      %6 = stablehlo.convert %arg0 : tensor<i32> loc(#loc37)
      %7 = stablehlo.compare LT, %5, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc38)
      %8 = stablehlo.add %5, %6 : tensor<i32> loc(#loc39)
      %9 = stablehlo.select %7, %8, %5 : tensor<i1>, tensor<i32> loc(#loc40)
      %10 = stablehlo.compare LT, %c_2, %c_2, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc38)
      %11 = stablehlo.add %c_2, %c_1 : tensor<i32> loc(#loc39)
      %12 = stablehlo.select %10, %11, %c_2 : tensor<i1>, tensor<i32> loc(#loc40)
      %13 = stablehlo.dynamic_slice %iterArg, %9, %12, sizes = [1, 2] : (tensor<?x2xf32>, tensor<i32>, tensor<i32>) -> tensor<1x2xf32> loc(#loc41)
      %14 = stablehlo.reshape %13 : (tensor<1x2xf32>) -> tensor<2xf32> loc(#loc42)
      %15 = stablehlo.add %4, %14 : tensor<2xf32> loc(#loc43)
      stablehlo.return %iterArg, %2, %iterArg_4, %15 : tensor<?x2xf32>, tensor<i32>, tensor<i32>, tensor<2xf32> loc(#loc30)
    } loc(#loc30)
    return %1#3 : tensor<2xf32> loc(#loc26)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":144:98 to :118)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":144:40 to :119)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":144:82 to :89)
#loc12 = loc("/work/wt/jax/tools/jax_programs.py":144:92 to :96)
#loc13 = loc("/work/wt/jax/tools/jax_programs.py":144:82 to :96)
#loc14 = loc("_export"(#loc5))
#loc15 = loc("write"(#loc6))
#loc16 = loc("main"(#loc7))
#loc17 = loc("<module>"(#loc8))
#loc18 = loc("_programs.<locals>.<lambda>"(#loc9))
#loc19 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc20 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc11))
#loc21 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc12))
#loc22 = loc("_programs.<locals>.<lambda>.<locals>.<lambda>"(#loc13))
#loc23 = loc(callsite(#loc16 at #loc17))
#loc24 = loc(callsite(#loc15 at #loc23))
#loc25 = loc(callsite(#loc14 at #loc24))
#loc26 = loc("jit(<lambda>)"(#loc25))
#loc27 = loc(callsite(#loc18 at #loc25))
#loc28 = loc(callsite(#loc19 at #loc25))
#loc29 = loc("jit(<lambda>)/broadcast_in_dim"(#loc27))
#loc30 = loc("jit(<lambda>)/while"(#loc28))
#loc31 = loc("jit(<lambda>)/while/cond/lt"(#loc28))
#loc32 = loc("jit(<lambda>)/while/body/add"(#loc28))
#loc33 = loc(callsite(#loc20 at #loc28))
#loc34 = loc(callsite(#loc21 at #loc28))
#loc35 = loc(callsite(#loc22 at #loc28))
#loc36 = loc("jit(<lambda>)/while/body/mul"(#loc33))
#loc37 = loc("jit(<lambda>)/while/body/convert_element_type"(#loc34))
#loc38 = loc("jit(<lambda>)/while/body/lt"(#loc34))
#loc39 = loc("jit(<lambda>)/while/body/add"(#loc34))
#loc40 = loc("jit(<lambda>)/while/body/select_n"(#loc34))
#loc41 = loc("jit(<lambda>)/while/body/dynamic_slice"(#loc34))
#loc42 = loc("jit(<lambda>)/while/body/squeeze"(#loc34))
#loc43 = loc("jit(<lambda>)/while/body/add"(#loc35))
