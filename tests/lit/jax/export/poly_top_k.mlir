// poly_top_k: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,5]; out: float32[b,2], int32[b,2]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_top_k.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_top_k.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_top_k.mlirbc --args %S/Inputs/poly_top_k.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_top_k.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_top_k.jaxexport --args %S/Inputs/poly_top_k.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_top_k.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_top_k.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/poly_top_k.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_top_k.mlirbc --args %S/Inputs/poly_top_k.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/poly_top_k.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_top_k.jaxexport --args %S/Inputs/poly_top_k.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/poly_top_k.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":161:40 to :55)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc10 = loc("_programs.<locals>.<lambda>"(#loc5))
#loc11 = loc("_export"(#loc6))
#loc12 = loc("write"(#loc7))
#loc13 = loc("main"(#loc8))
#loc14 = loc("<module>"(#loc9))
#loc15 = loc(callsite(#loc13 at #loc14))
#loc16 = loc(callsite(#loc12 at #loc15))
#loc17 = loc(callsite(#loc11 at #loc16))
#loc18 = loc(callsite(#loc10 at #loc17))
#loc20 = loc("jit(<lambda>)/top_k"(#loc18))
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x5xf32> loc(unknown)) -> (tensor<?x2xf32> {jax.result_info = "result[0]"}, tensor<?x2xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x5xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 5). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2:2 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?x5xf32>) -> (tensor<?x2xf32>, tensor<?x2xi32>) loc(#loc)
    return %2#0, %2#1 : tensor<?x2xf32>, tensor<?x2xi32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x5xf32> loc("x")) -> (tensor<?x2xf32> {jax.result_info = "result[0]"}, tensor<?x2xi32> {jax.result_info = "result[1]"}) {
    %0:2 = stablehlo.composite "chlo.top_k" %arg1 {composite_attributes = {k = 2 : i64}, decomposition = @chlo.top_k.impl, version = 1 : i32} : (tensor<?x5xf32>) -> (tensor<?x2xf32>, tensor<?x2xi32>) loc(#loc20)
    return %0#0, %0#1 : tensor<?x2xf32>, tensor<?x2xi32> loc(#loc19)
  } loc(#loc)
  func.func private @chlo.top_k.impl(%arg0: tensor<?x5xf32> loc("jit(<lambda>)/top_k"(#loc18))) -> (tensor<?x2xf32>, tensor<?x2xi32>) {
    %c = stablehlo.constant dense<1> : tensor<2xi64> loc(#loc20)
    %c_0 = stablehlo.constant dense<0> : tensor<2xi64> loc(#loc20)
    %c_1 = stablehlo.constant dense<2> : tensor<i64> loc(#loc20)
    %c_2 = stablehlo.constant dense<5> : tensor<i64> loc(#loc20)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x5xf32>) -> tensor<i32> loc(#loc20)
    %1 = stablehlo.convert %0 : (tensor<i32>) -> tensor<i64> loc(#loc20)
    %2 = stablehlo.reshape %1 : (tensor<i64>) -> tensor<1xi64> loc(#loc20)
    %3 = stablehlo.reshape %c_2 : (tensor<i64>) -> tensor<1xi64> loc(#loc20)
    %4 = stablehlo.concatenate %2, %3, dim = 0 : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64> loc(#loc20)
    %5 = stablehlo.reshape %c_1 : (tensor<i64>) -> tensor<1xi64> loc(#loc20)
    %6 = stablehlo.concatenate %2, %5, dim = 0 : (tensor<1xi64>, tensor<1xi64>) -> tensor<2xi64> loc(#loc20)
    %7 = stablehlo.dynamic_iota %4, dim = 1 : (tensor<2xi64>) -> tensor<?x5xi32> loc(#loc20)
    %8:2 = "stablehlo.sort"(%arg0, %7) <{dimension = 1 : i64, is_stable = true}> ({
    ^bb0(%arg1: tensor<f32> loc("jit(<lambda>)/top_k"(#loc18)), %arg2: tensor<f32> loc("jit(<lambda>)/top_k"(#loc18)), %arg3: tensor<i32> loc("jit(<lambda>)/top_k"(#loc18)), %arg4: tensor<i32> loc("jit(<lambda>)/top_k"(#loc18))):
      %11 = stablehlo.compare GT, %arg1, %arg2, TOTALORDER : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc20)
      stablehlo.return %11 : tensor<i1> loc(#loc20)
    }) : (tensor<?x5xf32>, tensor<?x5xi32>) -> (tensor<?x5xf32>, tensor<?x5xi32>) loc(#loc20)
    %9 = stablehlo.real_dynamic_slice %8#0, %c_0, %6, %c : (tensor<?x5xf32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x2xf32> loc(#loc20)
    %10 = stablehlo.real_dynamic_slice %8#1, %c_0, %6, %c : (tensor<?x5xi32>, tensor<2xi64>, tensor<2xi64>, tensor<2xi64>) -> tensor<?x2xi32> loc(#loc20)
    return %9, %10 : tensor<?x2xf32>, tensor<?x2xi32> loc(#loc20)
  } loc(#loc20)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc19 = loc("jit(<lambda>)"(#loc17))
