// poly_where: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: int32[b]; out: int32[b], float32[], int32[b]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_where.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_where.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_where.mlirbc --args %S/Inputs/poly_where.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_where.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_where.jaxexport --args %S/Inputs/poly_where.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_where.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_where.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_where.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_where.mlirbc --args %S/Inputs/poly_where.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_where.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_where.jaxexport --args %S/Inputs/poly_where.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_where.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?xi32> loc(unknown)) -> (tensor<?xi32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<?xi32> {jax.result_info = "result[2]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xi32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b,). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2:3 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?xi32>) -> (tensor<?xi32>, tensor<f32>, tensor<?xi32>) loc(#loc)
    return %2#0, %2#1, %2#2 : tensor<?xi32>, tensor<f32>, tensor<?xi32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?xi32> loc("x")) -> (tensor<?xi32> {jax.result_info = "result[0]"}, tensor<f32> {jax.result_info = "result[1]"}, tensor<?xi32> {jax.result_info = "result[2]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc36)
    %c = stablehlo.constant dense<2> : tensor<i32> loc(#loc30)
    %c_0 = stablehlo.constant dense<0> : tensor<i32> loc(#loc30)
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc37)
    %1 = stablehlo.dynamic_broadcast_in_dim %c_0, %0, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32> loc(#loc37)
    %2 = stablehlo.compare GT, %arg1, %1, SIGNED : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi1> loc(#loc37)
    %3 = stablehlo.negate %arg1 : tensor<?xi32> loc(#loc38)
    %4 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc39)
    %5 = stablehlo.dynamic_broadcast_in_dim %c, %4, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32> loc(#loc39)
    %6 = stablehlo.multiply %3, %5 : tensor<?xi32> loc(#loc39)
    %7 = call @_where(%arg0, %2, %arg1, %6) : (tensor<i32>, tensor<?xi1>, tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32> loc(#loc40)
    %8 = stablehlo.convert %arg0 : (tensor<i32>) -> tensor<f32> loc(#loc41)
    %9 = stablehlo.convert %arg1 : (tensor<?xi32>) -> tensor<?xf32> loc(#loc41)
    %10 = stablehlo.reduce(%9 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32> loc(#loc36)
    %11 = stablehlo.divide %10, %8 : tensor<f32> loc(#loc42)
    %12 = stablehlo.convert %arg0 : tensor<i32> loc(#loc43)
    %13 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc44)
    %14 = stablehlo.dynamic_broadcast_in_dim %12, %13, dims = [] : (tensor<i32>, tensor<1xi32>) -> tensor<?xi32> loc(#loc44)
    %15 = stablehlo.multiply %14, %arg1 : tensor<?xi32> loc(#loc44)
    return %7, %11, %15 : tensor<?xi32>, tensor<f32>, tensor<?xi32> loc(#loc30)
  } loc(#loc)
  func.func private @_where(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?xi1> loc(unknown), %arg2: tensor<?xi32> loc(unknown), %arg3: tensor<?xi32> loc(unknown)) -> tensor<?xi32> {
    %0 = stablehlo.select %arg1, %arg2, %arg3 : tensor<?xi1>, tensor<?xi32> loc(#loc15)
    return %0 : tensor<?xi32> loc(#loc)
  } loc(#loc46)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":157:70 to :81)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":157:51 to :56)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":157:61 to :63)
#loc12 = loc("/work/wt/jax/tools/jax_programs.py":157:61 to :67)
#loc13 = loc("/work/wt/jax/tools/jax_programs.py":157:41 to :68)
#loc14 = loc("/work/wt/jax/tools/jax_programs.py":157:83 to :97)
#loc15 = loc("select_n")
#loc16 = loc("_programs.<locals>.<lambda>"(#loc5))
#loc17 = loc("_export"(#loc6))
#loc18 = loc("write"(#loc7))
#loc19 = loc("main"(#loc8))
#loc20 = loc("<module>"(#loc9))
#loc21 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc22 = loc("_programs.<locals>.<lambda>"(#loc11))
#loc23 = loc("_programs.<locals>.<lambda>"(#loc12))
#loc24 = loc("_programs.<locals>.<lambda>"(#loc13))
#loc25 = loc("_programs.<locals>.<lambda>"(#loc14))
#loc26 = loc(callsite(#loc19 at #loc20))
#loc27 = loc(callsite(#loc18 at #loc26))
#loc28 = loc(callsite(#loc17 at #loc27))
#loc29 = loc(callsite(#loc16 at #loc28))
#loc30 = loc("jit(<lambda>)"(#loc28))
#loc31 = loc(callsite(#loc21 at #loc28))
#loc32 = loc(callsite(#loc22 at #loc28))
#loc33 = loc(callsite(#loc23 at #loc28))
#loc34 = loc(callsite(#loc24 at #loc28))
#loc35 = loc(callsite(#loc25 at #loc28))
#loc36 = loc("jit(<lambda>)/reduce_sum"(#loc29))
#loc37 = loc("jit(<lambda>)/gt"(#loc31))
#loc38 = loc("jit(<lambda>)/neg"(#loc32))
#loc39 = loc("jit(<lambda>)/mul"(#loc33))
#loc40 = loc("jit(<lambda>)/jit(_where)"(#loc34))
#loc41 = loc("jit(<lambda>)/convert_element_type"(#loc29))
#loc42 = loc("jit(<lambda>)/div"(#loc29))
#loc43 = loc("jit(<lambda>)/convert_element_type"(#loc35))
#loc44 = loc("jit(<lambda>)/mul"(#loc35))
#loc45 = loc("jit(<lambda>)/jit"(#loc34))
#loc46 = loc("jit:"(#loc45))
