// poly_pad: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,c]; out: float32[b + 3,c + 1]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_pad.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_pad.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_pad.mlirbc --args %S/Inputs/poly_pad.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_pad.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_pad.jaxexport --args %S/Inputs/poly_pad.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_pad.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_pad.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_pad.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_pad.mlirbc --args %S/Inputs/poly_pad.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_pad.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_pad.jaxexport --args %S/Inputs/poly_pad.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_pad.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x?xf32> loc(unknown)) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x?xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<?x?xf32>) -> tensor<i32> loc(#loc1)
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, c). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %3 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%3, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'c'. Using the following polymorphic shapes specifications: args[0].shape = (b, c). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), 'c' = {1} from specification 'c' for dimension args[0].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %4 = call @_wrapped_jax_export_main(%0, %1, %arg0) : (tensor<i32>, tensor<i32>, tensor<?x?xf32>) -> tensor<?x?xf32> loc(#loc)
    return %4 : tensor<?x?xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<i32> {jax.global_constant = "c"} loc(unknown), %arg2: tensor<?x?xf32> loc("x")) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<7.000000e+00> : tensor<f32> loc(#loc20)
    %0 = call @_pad(%arg0, %arg1, %arg2, %cst) : (tensor<i32>, tensor<i32>, tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32> loc(#loc22)
    return %0 : tensor<?x?xf32> loc(#loc20)
  } loc(#loc)
  func.func private @_pad(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<i32> {jax.global_constant = "c"} loc(unknown), %arg2: tensor<?x?xf32> loc(unknown), %arg3: tensor<f32> loc(unknown)) -> tensor<?x?xf32> {
    %0 = stablehlo.convert %arg3 : tensor<f32> loc(#loc10)
    %1 = stablehlo.pad %arg2, %0, low = [1, 0], high = [2, 1], interior = [0, 0] : (tensor<?x?xf32>, tensor<f32>) -> tensor<?x?xf32> loc(#loc11)
    return %1 : tensor<?x?xf32> loc(#loc)
  } loc(#loc24)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":131:38 to :87)
#loc10 = loc("convert_element_type")
#loc11 = loc("pad")
#loc12 = loc("_export"(#loc5))
#loc13 = loc("write"(#loc6))
#loc14 = loc("main"(#loc7))
#loc15 = loc("<module>"(#loc8))
#loc16 = loc("_programs.<locals>.<lambda>"(#loc9))
#loc17 = loc(callsite(#loc14 at #loc15))
#loc18 = loc(callsite(#loc13 at #loc17))
#loc19 = loc(callsite(#loc12 at #loc18))
#loc20 = loc("jit(<lambda>)"(#loc19))
#loc21 = loc(callsite(#loc16 at #loc19))
#loc22 = loc("jit(<lambda>)/jit(_pad)"(#loc21))
#loc23 = loc("jit(<lambda>)/jit"(#loc21))
#loc24 = loc("jit:"(#loc23))
