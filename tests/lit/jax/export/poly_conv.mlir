// poly_conv: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,2,7], float32[3,2,3]; out: float32[b,3,7]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_conv.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_conv.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_conv.mlirbc --args %S/Inputs/poly_conv.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_conv.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_conv.jaxexport --args %S/Inputs/poly_conv.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_conv.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_conv.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_conv.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_conv.mlirbc --args %S/Inputs/poly_conv.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_conv.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_conv.jaxexport --args %S/Inputs/poly_conv.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_conv.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
#loc5 = loc("w")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x2x7xf32> loc(unknown), %arg1: tensor<3x2x3xf32> loc(unknown)) -> (tensor<?x3x7xf32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x2x7xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 2, 7). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2 = call @_wrapped_jax_export_main(%0, %arg0, %arg1) : (tensor<i32>, tensor<?x2x7xf32>, tensor<3x2x3xf32>) -> tensor<?x3x7xf32> loc(#loc)
    return %2 : tensor<?x3x7xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x2x7xf32> loc("x"), %arg2: tensor<3x2x3xf32> loc("w")) -> (tensor<?x3x7xf32> {jax.result_info = "result"}) {
    %0 = stablehlo.convolution(%arg1, %arg2) dim_numbers = [b, f, 0]x[o, i, 0]->[b, f, 0], window = {pad = [[1, 1]]} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<?x2x7xf32>, tensor<3x2x3xf32>) -> tensor<?x3x7xf32> loc(#loc21)
    return %0 : tensor<?x3x7xf32> loc(#loc20)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":141:42 to :86)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc11 = loc("_programs.<locals>.<lambda>"(#loc6))
#loc12 = loc("_export"(#loc7))
#loc13 = loc("write"(#loc8))
#loc14 = loc("main"(#loc9))
#loc15 = loc("<module>"(#loc10))
#loc16 = loc(callsite(#loc14 at #loc15))
#loc17 = loc(callsite(#loc13 at #loc16))
#loc18 = loc(callsite(#loc12 at #loc17))
#loc19 = loc(callsite(#loc11 at #loc18))
#loc20 = loc("jit(<lambda>)"(#loc18))
#loc21 = loc("jit(<lambda>)/conv_general_dilated"(#loc19))
