// poly_constraint: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[a], float32[b]; out: float32[b]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_constraint.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_constraint.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_constraint.mlirbc --args %S/Inputs/poly_constraint.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_constraint.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_constraint.jaxexport --args %S/Inputs/poly_constraint.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_constraint.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_constraint.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_constraint.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_constraint.mlirbc --args %S/Inputs/poly_constraint.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_constraint.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_constraint.jaxexport --args %S/Inputs/poly_constraint.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_constraint.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: not stablehlo-translate --interpret %S/Inputs/poly_constraint.jaxexport --args %S/Inputs/poly_constraint.bad_args0.npz 2>&1 | FileCheck %s --check-prefix=BAD0
// BAD0: Input shapes do not match the symbolic shape constraint a >= b. Expected '- b + a' to be greater or equal to 0, but found -1.  Using the following polymorphic shapes specifications: args[0].shape = (a,),args[1].shape = (b,). Obtained dimension variables: 'a' = 2 from specification 'a' for dimension args[0].shape[0] (= 2), 'b' = 3 from specification 'b' for dimension args[1].shape[0] (= 3), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.
// AGREE: agree

#loc = loc(unknown)
#loc7 = loc("x")
#loc8 = loc("y")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?xf32> loc(unknown), %arg1: tensor<?xf32> loc(unknown)) -> (tensor<?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32> loc(#loc)
    %c_0 = stablehlo.constant dense<-1> : tensor<i32> loc(#loc)
    %c_1 = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?xf32>) -> tensor<i32> loc(#loc1)
    %2 = stablehlo.compare GE, %0, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'a'. Using the following polymorphic shapes specifications: args[0].shape = (a,),args[1].shape = (b,). Obtained dimension variables: 'a' = {0} from specification 'a' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %3 = stablehlo.compare GE, %1, %c_1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%3, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (a,),args[1].shape = (b,). Obtained dimension variables: 'a' = {0} from specification 'a' for dimension args[0].shape[0] (= {0}), 'b' = {1} from specification 'b' for dimension args[1].shape[0] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %4 = stablehlo.convert %1 : tensor<i32> loc(#loc4)
    %5 = stablehlo.multiply %4, %c_0 : tensor<i32> loc(#loc5)
    %6 = stablehlo.convert %0 : tensor<i32> loc(#loc4)
    %7 = stablehlo.add %5, %6 : tensor<i32> loc(#loc6)
    %8 = stablehlo.compare GE, %7, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    %9 = stablehlo.convert %1 : tensor<i32> loc(#loc4)
    %10 = stablehlo.multiply %9, %c_0 : tensor<i32> loc(#loc5)
    %11 = stablehlo.convert %0 : tensor<i32> loc(#loc4)
    %12 = stablehlo.add %10, %11 : tensor<i32> loc(#loc6)
    stablehlo.custom_call @shape_assertion(%8, %12, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the symbolic shape constraint a >= b. Expected '- b + a' to be greater or equal to 0, but found {0}.  Using the following polymorphic shapes specifications: args[0].shape = (a,),args[1].shape = (b,). Obtained dimension variables: 'a' = {1} from specification 'a' for dimension args[0].shape[0] (= {1}), 'b' = {2} from specification 'b' for dimension args[1].shape[0] (= {2}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %13 = call @_wrapped_jax_export_main(%0, %1, %arg0, %arg1) : (tensor<i32>, tensor<i32>, tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32> loc(#loc)
    return %13 : tensor<?xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "a"} loc(unknown), %arg1: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg2: tensor<?xf32> loc("x"), %arg3: tensor<?xf32> loc("y")) -> (tensor<?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<0> : tensor<i32> loc(#loc24)
    %0 = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<i32>) -> tensor<1xi32> loc(#loc27)
    %1 = stablehlo.reshape %arg1 : (tensor<i32>) -> tensor<1xi32> loc(#loc28)
    %2 = "stablehlo.dynamic_gather"(%arg2, %0, %1) <{dimension_numbers = #stablehlo.gather<offset_dims = [0], start_index_map = [0]>, indices_are_sorted = true}> : (tensor<?xf32>, tensor<1xi32>, tensor<1xi32>) -> tensor<?xf32> loc(#loc28)
    %3 = stablehlo.add %2, %arg3 : tensor<?xf32> loc(#loc29)
    return %3 : tensor<?xf32> loc(#loc24)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc4 = loc("convert_element_type")
#loc5 = loc("mul")
#loc6 = loc("add")
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc12 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc13 = loc("/work/wt/jax/tools/jax_programs.py":148:48 to :62)
#loc14 = loc("/work/wt/jax/tools/jax_programs.py":148:48 to :66)
#loc15 = loc("_export"(#loc9))
#loc16 = loc("write"(#loc10))
#loc17 = loc("main"(#loc11))
#loc18 = loc("<module>"(#loc12))
#loc19 = loc("_programs.<locals>.<lambda>"(#loc13))
#loc20 = loc("_programs.<locals>.<lambda>"(#loc14))
#loc21 = loc(callsite(#loc17 at #loc18))
#loc22 = loc(callsite(#loc16 at #loc21))
#loc23 = loc(callsite(#loc15 at #loc22))
#loc24 = loc("jit(<lambda>)"(#loc23))
#loc25 = loc(callsite(#loc19 at #loc23))
#loc26 = loc(callsite(#loc20 at #loc23))
#loc27 = loc("jit(<lambda>)/broadcast_in_dim"(#loc25))
#loc28 = loc("jit(<lambda>)/gather"(#loc25))
#loc29 = loc("jit(<lambda>)/add"(#loc26))
