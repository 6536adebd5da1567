// poly_reshape: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,4]; out: float32[2*b,2]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_reshape.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_reshape.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_reshape.mlirbc --args %S/Inputs/poly_reshape.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_reshape.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_reshape.jaxexport --args %S/Inputs/poly_reshape.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_reshape.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_reshape.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_reshape.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_reshape.mlirbc --args %S/Inputs/poly_reshape.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_reshape.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_reshape.jaxexport --args %S/Inputs/poly_reshape.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_reshape.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x4xf32> loc(unknown)) -> (tensor<?x2xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 4). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?x4xf32>) -> tensor<?x2xf32> loc(#loc)
    return %2 : tensor<?x2xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x4xf32> loc("x")) -> (tensor<?x2xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<3.000000e+00> : tensor<f32> loc(#loc20)
    %c = stablehlo.constant dense<2> : tensor<1xi32> loc(#loc)
    %c_0 = stablehlo.constant dense<2> : tensor<i32> loc(#loc)
    %0 = stablehlo.convert %arg0 : tensor<i32> loc(#loc27)
    %1 = stablehlo.multiply %0, %c_0 : tensor<i32> loc(#loc28)
    %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32> loc(#loc24)
    %3 = stablehlo.concatenate %2, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc24)
    %4 = stablehlo.dynamic_reshape %arg1, %3 : (tensor<?x4xf32>, tensor<2xi32>) -> tensor<?x2xf32> loc(#loc24)
    %5 = stablehlo.convert %arg0 : tensor<i32> loc(#loc29)
    %6 = stablehlo.multiply %5, %c_0 : tensor<i32> loc(#loc30)
    %7 = stablehlo.reshape %6 : (tensor<i32>) -> tensor<1xi32> loc(#loc26)
    %8 = stablehlo.concatenate %7, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc26)
    %9 = stablehlo.dynamic_broadcast_in_dim %cst, %8, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x2xf32> loc(#loc26)
    %10 = stablehlo.multiply %4, %9 : tensor<?x2xf32> loc(#loc26)
    return %10 : tensor<?x2xf32> loc(#loc20)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":124:42 to :65)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":124:42 to :69)
#loc11 = loc("_export"(#loc5))
#loc12 = loc("write"(#loc6))
#loc13 = loc("main"(#loc7))
#loc14 = loc("<module>"(#loc8))
#loc15 = loc("_programs.<locals>.<lambda>"(#loc9))
#loc16 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc17 = loc(callsite(#loc13 at #loc14))
#loc18 = loc(callsite(#loc12 at #loc17))
#loc19 = loc(callsite(#loc11 at #loc18))
#loc20 = loc("jit(<lambda>)"(#loc19))
#loc21 = loc(callsite(#loc15 at #loc19))
#loc22 = loc(callsite(#loc16 at #loc19))
#loc23 = loc(callsite(#loc15 at #loc21))
#loc24 = loc("jit(<lambda>)/reshape"(#loc21))
#loc25 = loc(callsite(#loc16 at #loc22))
#loc26 = loc("jit(<lambda>)/mul"(#loc22))
#loc27 = loc("jit(<lambda>)/convert_element_type"(#loc23))
#loc28 = loc("jit(<lambda>)/mul"(#loc23))
#loc29 = loc("jit(<lambda>)/convert_element_type"(#loc25))
#loc30 = loc("jit(<lambda>)/mul"(#loc25))
