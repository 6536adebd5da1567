// poly_einsum_window: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,3], float32[3,b]; out: float32[b,b], float32[b - 1,3]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_einsum_window.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_einsum_window.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_einsum_window.mlirbc --args %S/Inputs/poly_einsum_window.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_einsum_window.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_einsum_window.jaxexport --args %S/Inputs/poly_einsum_window.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_einsum_window.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_einsum_window.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_einsum_window.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_einsum_window.mlirbc --args %S/Inputs/poly_einsum_window.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_einsum_window.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_einsum_window.jaxexport --args %S/Inputs/poly_einsum_window.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_einsum_window.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc5 = loc("x")
#loc6 = loc("y")
#loc13 = loc("reduce_window_sum")
#loc20 = loc("reduce_window_sum:"(#loc13))
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x3xf32> loc(unknown), %arg1: tensor<3x?xf32> loc(unknown)) -> (tensor<?x?xf32> {jax.result_info = "result[0]"}, tensor<?x3xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.get_dimension_size %arg1, dim = 1 : (tensor<3x?xf32>) -> tensor<i32> loc(#loc1)
    %2 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%2, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 3),args[1].shape = (3, b). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %3 = stablehlo.compare EQ, %1, %0, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc4)
    stablehlo.custom_call @shape_assertion(%3, %1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Found inconsistency between dimension size args[1].shape[1] (= {0}) and the specification 'b' (= {1}). Using the following polymorphic shapes specifications: args[0].shape = (b, 3),args[1].shape = (3, b). Obtained dimension variables: 'b' = {1} from specification 'b' for dimension args[0].shape[0] (= {1}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i32>) -> () loc(#loc3)
    %4:2 = call @_wrapped_jax_export_main(%0, %arg0, %arg1) : (tensor<i32>, tensor<?x3xf32>, tensor<3x?xf32>) -> (tensor<?x?xf32>, tensor<?x3xf32>) loc(#loc)
    return %4#0, %4#1 : tensor<?x?xf32>, tensor<?x3xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x3xf32> loc("x"), %arg2: tensor<3x?xf32> loc("y")) -> (tensor<?x?xf32> {jax.result_info = "result[0]"}, tensor<?x3xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc27)
    %0 = stablehlo.dot_general %arg1, %arg2, contracting_dims = [1] x [0] : (tensor<?x3xf32>, tensor<3x?xf32>) -> tensor<?x?xf32> loc(#loc28)
    %1 = stablehlo.broadcast_in_dim %cst, dims = [] : (tensor<f32>) -> tensor<f32> loc(#loc27)
    %2 = "stablehlo.reduce_window"(%arg1, %1) <{window_dimensions = array<i64: 2, 1>}> ({
    ^bb0(%arg3: tensor<f32> loc("reduce_window_sum:"(#loc13)), %arg4: tensor<f32> loc("reduce_window_sum:"(#loc13))):
      %3 = stablehlo.add %arg3, %arg4 : tensor<f32> loc(#loc27)
      stablehlo.return %3 : tensor<f32> loc(#loc27)
    }) : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x3xf32> loc(#loc27)
    return %0, %2 : tensor<?x?xf32>, tensor<?x3xf32> loc(#loc26)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc4 = loc("eq")
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":170:52 to :110)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc12 = loc("/work/wt/jax/tools/jax_programs.py":169:52 to :81)
#loc14 = loc("_programs.<locals>.<lambda>"(#loc7))
#loc15 = loc("_export"(#loc8))
#loc16 = loc("write"(#loc9))
#loc17 = loc("main"(#loc10))
#loc18 = loc("<module>"(#loc11))
#loc19 = loc("_programs.<locals>.<lambda>"(#loc12))
#loc21 = loc(callsite(#loc17 at #loc18))
#loc22 = loc(callsite(#loc16 at #loc21))
#loc23 = loc(callsite(#loc15 at #loc22))
#loc24 = loc(callsite(#loc14 at #loc23))
#loc25 = loc(callsite(#loc19 at #loc23))
#loc26 = loc("jit(<lambda>)"(#loc23))
#loc27 = loc("jit(<lambda>)/reduce_window_sum"(#loc24))
#loc28 = loc("jit(<lambda>)/ij,jk->ik/dot_general"(#loc25))
