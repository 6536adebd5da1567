// poly_update_slice: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,c], float32[2,c]; out: float32[b,c]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_update_slice.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_update_slice.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_update_slice.mlirbc --args %S/Inputs/poly_update_slice.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_update_slice.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_update_slice.jaxexport --args %S/Inputs/poly_update_slice.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_update_slice.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_update_slice.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_update_slice.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_update_slice.mlirbc --args %S/Inputs/poly_update_slice.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_update_slice.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_update_slice.jaxexport --args %S/Inputs/poly_update_slice.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_update_slice.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc7 = loc("x")
#loc8 = loc("u")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x?xf32> loc(unknown), %arg1: tensor<2x?xf32> loc(unknown)) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %c_0 = stablehlo.constant dense<-3> : tensor<i32> loc(#loc)
    %c_1 = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x?xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<?x?xf32>) -> tensor<i32> loc(#loc1)
    %2 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<2x?xf32>) -> tensor<i32> loc(#loc1)
    %3 = stablehlo.compare GE, %0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%3, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, c),args[1].shape = (2, c). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %4 = stablehlo.compare GE, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%4, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'c'. Using the following polymorphic shapes specifications: args[0].shape = (b, c),args[1].shape = (2, c). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), 'c' = {1} from specification 'c' for dimension args[0].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %5 = stablehlo.compare EQ, %2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc4)
    stablehlo.custom_call @shape_assertion(%5, %2, %1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[1].shape[1] (= {0}) and the specification 'c' (= {1}). Using the following polymorphic shapes specifications: args[0].shape = (b, c),args[1].shape = (2, c). Obtained dimension variables: 'b' = {2} from specification 'b' for dimension args[0].shape[0] (= {2}), 'c' = {1} from specification 'c' for dimension args[0].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %6 = stablehlo.convert %0 : tensor<i32> loc(#loc5)
    %7 = stablehlo.add %6, %c_0 : tensor<i32> loc(#loc6)
    %8 = stablehlo.compare GE, %7, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    %9 = stablehlo.convert %0 : tensor<i32> loc(#loc5)
    %10 = stablehlo.add %9, %c_0 : tensor<i32> loc(#loc6)
    stablehlo.custom_call @shape_assertion(%8, %10, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the symbolic shape constraint b >= 3. Expected 'b - 3' to be greater or equal to 0, but found {0}.  Using the following polymorphic shapes specifications: args[0].shape = (b, c),args[1].shape = (2, c). Obtained dimension variables: 'b' = {1} from specification 'b' for dimension args[0].shape[0] (= {1}), 'c' = {2} from specification 'c' for dimension args[0].shape[1] (= {2}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %11 = call @_wrapped_jax_export_main(%0, %1, %arg0, %arg1) : (tensor<i32>, tensor<i32>, tensor<?x?xf32>, tensor<2x?xf32>) -> tensor<?x?xf32> loc(#loc)
    return %11 : tensor<?x?xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<i32> {jax.global_constant = "c"} loc(unknown), %arg2: tensor<?x?xf32> loc("x"), %arg3: tensor<2x?xf32> loc("u")) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc22)
    %c_0 = stablehlo.constant dense<0> : tensor<i32> loc(#loc22)
    %0 = stablehlo.dynamic_update_slice %arg2, %arg3, %c, %c_0 : (tensor<?x?xf32>, tensor<2x?xf32>, tensor<i32>, tensor<i32>) -> tensor<?x?xf32> loc(#loc24)
    return %0 : tensor<?x?xf32> loc(#loc22)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc4 = loc("eq")
#loc5 = loc("convert_element_type")
#loc6 = loc("add")
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc12 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc13 = loc("/work/wt/jax/tools/jax_programs.py":154:50 to :88)
#loc14 = loc("_export"(#loc9))
#loc15 = loc("write"(#loc10))
#loc16 = loc("main"(#loc11))
#loc17 = loc("<module>"(#loc12))
#loc18 = loc("_programs.<locals>.<lambda>"(#loc13))
#loc19 = loc(callsite(#loc16 at #loc17))
#loc20 = loc(callsite(#loc15 at #loc19))
#loc21 = loc(callsite(#loc14 at #loc20))
#loc22 = loc("jit(<lambda>)"(#loc21))
#loc23 = loc(callsite(#loc18 at #loc21))
#loc24 = loc("jit(<lambda>)/dynamic_update_slice"(#loc23))
