// poly_elementwise: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,3]; out: float32[3], float32[b,6]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_elementwise.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_elementwise.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_elementwise.mlirbc --args %S/Inputs/poly_elementwise.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_elementwise.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_elementwise.jaxexport --args %S/Inputs/poly_elementwise.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_elementwise.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_elementwise.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_elementwise.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_elementwise.mlirbc --args %S/Inputs/poly_elementwise.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_elementwise.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_elementwise.jaxexport --args %S/Inputs/poly_elementwise.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_elementwise.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: not stablehlo-translate --interpret %S/Inputs/poly_elementwise.jaxexport --args %S/Inputs/poly_elementwise.bad_args0.npz 2>&1 | FileCheck %s --check-prefix=BAD0
// BAD0: Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 3). Obtained dimension variables: 'b' = 0 from specification 'b' for dimension args[0].shape[0] (= 0), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.
// RUN: not stablehlo-translate --interpret %S/Inputs/poly_elementwise.jaxexport --args %S/Inputs/poly_elementwise.bad_args1.npz 2>&1 | FileCheck %s --check-prefix=BAD1
// BAD1: Shape mismatch for args[0].shape[1] (expected same constant): expected (b, 3) and called with (4, 2)
// RUN: not stablehlo-translate --interpret %S/Inputs/poly_elementwise.jaxexport --args %S/Inputs/poly_elementwise.bad_args2.npz 2>&1 | FileCheck %s --check-prefix=BAD2
// BAD2: Rank mismatch for args[0]: expected (b, 3) and called with (4,)
// RUN: not stablehlo-translate --interpret %S/Inputs/poly_elementwise.jaxexport --args %S/Inputs/poly_elementwise.bad_args3.npz 2>&1 | FileCheck %s --check-prefix=BAD3
// BAD3: Dtype mismatch for args[0]: expected float32 and called with int32
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x3xf32> loc(unknown)) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<?x6xf32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x3xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 3). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2:2 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?x3xf32>) -> (tensor<3xf32>, tensor<?x6xf32>) loc(#loc)
    return %2#0, %2#1 : tensor<3xf32>, tensor<?x6xf32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x3xf32> loc("x")) -> (tensor<3xf32> {jax.result_info = "result[0]"}, tensor<?x6xf32> {jax.result_info = "result[1]"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc29)
    %c = stablehlo.constant dense<3> : tensor<1xi32> loc(#loc30)
    %cst_0 = stablehlo.constant dense<2.000000e+00> : tensor<f32> loc(#loc26)
    %0 = stablehlo.sine %arg1 : tensor<?x3xf32> loc(#loc31)
    %1 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc30)
    %2 = stablehlo.concatenate %1, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc30)
    %3 = stablehlo.dynamic_broadcast_in_dim %cst_0, %2, dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x3xf32> loc(#loc30)
    %4 = stablehlo.multiply %0, %3 : tensor<?x3xf32> loc(#loc30)
    %5 = stablehlo.reduce(%4 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<?x3xf32>, tensor<f32>) -> tensor<3xf32> loc(#loc29)
    %6 = stablehlo.concatenate %arg1, %arg1, dim = 1 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x6xf32> loc(#loc32)
    return %5, %6 : tensor<3xf32>, tensor<?x6xf32> loc(#loc26)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":118:47 to :78)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":118:55 to :69)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":118:55 to :65)
#loc12 = loc("/work/wt/jax/tools/jax_programs.py":118:80 to :111)
#loc13 = loc("_programs.<locals>.<lambda>"(#loc5))
#loc14 = loc("_export"(#loc6))
#loc15 = loc("write"(#loc7))
#loc16 = loc("main"(#loc8))
#loc17 = loc("<module>"(#loc9))
#loc18 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc19 = loc("_programs.<locals>.<lambda>"(#loc11))
#loc20 = loc("_programs.<locals>.<lambda>"(#loc12))
#loc21 = loc(callsite(#loc16 at #loc17))
#loc22 = loc(callsite(#loc15 at #loc21))
#loc23 = loc(callsite(#loc14 at #loc22))
#loc24 = loc(callsite(#loc13 at #loc23))
#loc25 = loc(callsite(#loc18 at #loc23))
#loc26 = loc("jit(<lambda>)"(#loc23))
#loc27 = loc(callsite(#loc19 at #loc23))
#loc28 = loc(callsite(#loc20 at #loc23))
#loc29 = loc("jit(<lambda>)/reduce_sum"(#loc24))
#loc30 = loc("jit(<lambda>)/mul"(#loc25))
#loc31 = loc("jit(<lambda>)/sin"(#loc27))
#loc32 = loc("jit(<lambda>)/concatenate"(#loc28))
