// poly_x64: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: int64[b]; out: float64[b], int64[]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_x64.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_x64.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_x64.mlirbc --args %S/Inputs/poly_x64.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_x64.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_x64.jaxexport --args %S/Inputs/poly_x64.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_x64.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?xi64> loc(unknown)) -> (tensor<?xf64> {jax.result_info = "result[0]"}, tensor<i64> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i64> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?xi64>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64> loc(#loc1)
    %2 = stablehlo.compare GE, %1, %c, SIGNED : (tensor<i64>, tensor<i64>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%2, %1) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b,). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i64>) -> () loc(#loc3)
    %3:2 = call @_wrapped_jax_export_main(%1, %arg0) : (tensor<i64>, tensor<?xi64>) -> (tensor<?xf64>, tensor<i64>) loc(#loc)
    return %3#0, %3#1 : tensor<?xf64>, tensor<i64> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i64> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?xi64> loc("x")) -> (tensor<?xf64> {jax.result_info = "result[0]"}, tensor<i64> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<0> : tensor<i64> loc(#loc26)
    %cst = stablehlo.constant dense<1.000000e-300> : tensor<f64> loc(#loc23)
    %0 = stablehlo.convert %arg1 : (tensor<?xi64>) -> tensor<?xf64> loc(#loc27)
    %1 = stablehlo.convert %arg0 : (tensor<i64>) -> tensor<i32> loc(#loc28)
    %2 = stablehlo.reshape %1 : (tensor<i32>) -> tensor<1xi32> loc(#loc28)
    %3 = stablehlo.dynamic_broadcast_in_dim %cst, %2, dims = [] : (tensor<f64>, tensor<1xi32>) -> tensor<?xf64> loc(#loc28)
    %4 = stablehlo.multiply %0, %3 : tensor<?xf64> loc(#loc28)
    %5 = stablehlo.reduce(%arg1 init: %c) applies stablehlo.add across dimensions = [0] : (tensor<?xi64>, tensor<i64>) -> tensor<i64> loc(#loc26)
    return %4, %5 : tensor<?xf64>, tensor<i64> loc(#loc23)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":159:83 to :93)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":159:39 to :60)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":159:39 to :81)
#loc12 = loc("_programs.<locals>.<lambda>"(#loc5))
#loc13 = loc("_export"(#loc6))
#loc14 = loc("write"(#loc7))
#loc15 = loc("main"(#loc8))
#loc16 = loc("<module>"(#loc9))
#loc17 = loc("_programs.<locals>.<lambda>"(#loc10))
#loc18 = loc("_programs.<locals>.<lambda>"(#loc11))
#loc19 = loc(callsite(#loc15 at #loc16))
#loc20 = loc(callsite(#loc14 at #loc19))
#loc21 = loc(callsite(#loc13 at #loc20))
#loc22 = loc(callsite(#loc12 at #loc21))
#loc23 = loc("jit(<lambda>)"(#loc21))
#loc24 = loc(callsite(#loc17 at #loc21))
#loc25 = loc(callsite(#loc18 at #loc21))
#loc26 = loc("jit(<lambda>)/reduce_sum"(#loc22))
#loc27 = loc("jit(<lambda>)/convert_element_type"(#loc24))
#loc28 = loc("jit(<lambda>)/mul"(#loc25))
