// poly_matmul: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[a,b], float32[b,c]; out: float32[a,c]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_matmul.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_matmul.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_matmul.mlirbc --args %S/Inputs/poly_matmul.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_matmul.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_matmul.jaxexport --args %S/Inputs/poly_matmul.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_matmul.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_matmul.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_matmul.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_matmul.mlirbc --args %S/Inputs/poly_matmul.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_matmul.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_matmul.jaxexport --args %S/Inputs/poly_matmul.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_matmul.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: not stablehlo-translate --interpret %S/Inputs/poly_matmul.jaxexport --args %S/Inputs/poly_matmul.bad_args0.npz 2>&1 | FileCheck %s --check-prefix=BAD0
// BAD0: Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[1].shape[0] (= 4) and the specification 'b' (= 3). Using the following polymorphic shapes specifications: args[0].shape = (a, b),args[1].shape = (b, c). Obtained dimension variables: 'a' = 2 from specification 'a' for dimension args[0].shape[0] (= 2), 'b' = 3 from specification 'b' for dimension args[0].shape[1] (= 3), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.
// AGREE: agree

#loc = loc(unknown)
#loc5 = loc("x")
#loc6 = loc("y")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x?xf32> loc(unknown), %arg1: tensor<?x?xf32> loc(unknown)) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x?xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.get_dimension_size %arg0, dim = 1 : (tensor<?x?xf32>) -> tensor<i32> loc(#loc1)
    %2 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x?xf32>) -> tensor<i32> loc(#loc1)
    %3 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<?x?xf32>) -> tensor<i32> loc(#loc1)
    %4 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%4, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'a'. Using the following polymorphic shapes specifications: args[0].shape = (a, b),args[1].shape = (b, c). Obtained dimension variables: 'a' = {0} from specification 'a' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %5 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%5, %0, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (a, b),args[1].shape = (b, c). Obtained dimension variables: 'a' = {0} from specification 'a' for dimension args[0].shape[0] (= {0}), 'b' = {1} from specification 'b' for dimension args[0].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %6 = stablehlo.compare EQ, %2, %1, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc4)
    stablehlo.custom_call @shape_assertion(%6, %2, %1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[1].shape[0] (= {0}) and the specification 'b' (= {1}). Using the following polymorphic shapes specifications: args[0].shape = (a, b),args[1].shape = (b, c). Obtained dimension variables: 'a' = {2} from specification 'a' for dimension args[0].shape[0] (= {2}), 'b' = {1} from specification 'b' for dimension args[0].shape[1] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %7 = stablehlo.compare GE, %3, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%7, %0, %1, %3) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'c'. Using the following polymorphic shapes specifications: args[0].shape = (a, b),args[1].shape = (b, c). Obtained dimension variables: 'a' = {0} from specification 'a' for dimension args[0].shape[0] (= {0}), 'b' = {1} from specification 'b' for dimension args[0].shape[1] (= {1}), 'c' = {2} from specification 'c' for dimension args[1].shape[1] (= {2}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %8 = call @_wrapped_jax_export_main(%0, %1, %3, %arg0, %arg1) : (tensor<i32>, tensor<i32>, tensor<i32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32> loc(#loc)
    return %8 : tensor<?x?xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "a"} loc(unknown), %arg1: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg2: tensor<i32> {jax.global_constant = "c"} loc(unknown), %arg3: tensor<?x?xf32> loc("x"), %arg4: tensor<?x?xf32> loc("y")) -> (tensor<?x?xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.dot_general %arg3, %arg4, contracting_dims = [1] x [0] : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32> loc(#loc22)
    return %0 : tensor<?x?xf32> loc(#loc21)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc4 = loc("eq")
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":121:44 to :49)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc12 = loc("_programs.<locals>.<lambda>"(#loc7))
#loc13 = loc("_export"(#loc8))
#loc14 = loc("write"(#loc9))
#loc15 = loc("main"(#loc10))
#loc16 = loc("<module>"(#loc11))
#loc17 = loc(callsite(#loc15 at #loc16))
#loc18 = loc(callsite(#loc14 at #loc17))
#loc19 = loc(callsite(#loc13 at #loc18))
#loc20 = loc(callsite(#loc12 at #loc19))
#loc21 = loc("jit(<lambda>)"(#loc19))
#loc22 = loc("jit(<lambda>)/dot_general"(#loc20))
