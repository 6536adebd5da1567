// poly_approx_max_k: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b,5]; out: float32[b,2], int32[b,2]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_approx_max_k.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_approx_max_k.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_approx_max_k.mlirbc --args %S/Inputs/poly_approx_max_k.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_approx_max_k.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_approx_max_k.jaxexport --args %S/Inputs/poly_approx_max_k.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_approx_max_k.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("approx_top_k")
#loc5 = loc("x")
#loc11 = loc("approx_top_k:"(#loc4))
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<?x5xf32> loc(unknown)) -> (tensor<?x2xf32> {jax.result_info = "result[0]"}, tensor<?x2xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x5xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b, 5). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2:2 = call @_wrapped_jax_export_main(%0, %arg0) : (tensor<i32>, tensor<?x5xf32>) -> (tensor<?x2xf32>, tensor<?x2xi32>) loc(#loc)
    return %2#0, %2#1 : tensor<?x2xf32>, tensor<?x2xi32> loc(#loc)
  } loc(#loc)
  func.func @top_k_gt_f32_comparator(%arg0: tensor<f32> loc("approx_top_k:"(#loc4)), %arg1: tensor<f32> loc("approx_top_k:"(#loc4)), %arg2: tensor<i32> loc("approx_top_k:"(#loc4)), %arg3: tensor<i32> loc("approx_top_k:"(#loc4))) -> tensor<i1> {
    %0 = stablehlo.compare GT, %arg0, %arg1 : (tensor<f32>, tensor<f32>) -> tensor<i1> loc(#loc11)
    return %0 : tensor<i1> loc(#loc11)
  } loc(#loc11)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<?x5xf32> loc("x")) -> (tensor<?x2xf32> {jax.result_info = "result[0]"}, tensor<?x2xi32> {jax.result_info = "result[1]"}) {
    %c = stablehlo.constant dense<2> : tensor<1xi32> loc(#loc)
    %cst = stablehlo.constant dense<0xFF800000> : tensor<f32> loc(#loc22)
    %c_0 = stablehlo.constant dense<-1> : tensor<i32> loc(#loc22)
    %c_1 = stablehlo.constant dense<5> : tensor<1xi32> loc(#loc22)
    %0 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc22)
    %1 = stablehlo.concatenate %0, %c_1, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc22)
    %2 = stablehlo.dynamic_iota %1, dim = 1 : (tensor<2xi32>) -> tensor<?x5xi32> loc(#loc22)
    %3 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc22)
    %4 = stablehlo.concatenate %3, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc22)
    %5 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc22)
    %6 = stablehlo.concatenate %5, %c, dim = 0 : (tensor<1xi32>, tensor<1xi32>) -> tensor<2xi32> loc(#loc22)
    %7:2 = stablehlo.custom_call @ApproxTopK(%arg1, %2, %cst, %c_0, %4, %6) {called_computations = [@top_k_gt_f32_comparator], indices_of_shape_operands = dense<[4, 5]> : tensor<2xi64>, mhlo.backend_config = {aggregate_to_topk = true, is_fallback = true, recall_target = 0.949999988 : f32, reduction_dim = 1 : i64, reduction_input_size_override = -1 : i64, top_k = 2 : i64}} : (tensor<?x5xf32>, tensor<?x5xi32>, tensor<f32>, tensor<i32>, tensor<2xi32>, tensor<2xi32>) -> (tensor<?x2xf32>, tensor<?x2xi32>) loc(#loc22)
    return %7#0, %7#1 : tensor<?x2xf32>, tensor<?x2xi32> loc(#loc21)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":163:47 to :69)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":242:11 to :61)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":258:14 to :24)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":332:12 to :27)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":337:4 to :10)
#loc12 = loc("_programs.<locals>.<lambda>"(#loc6))
#loc13 = loc("_export"(#loc7))
#loc14 = loc("write"(#loc8))
#loc15 = loc("main"(#loc9))
#loc16 = loc("<module>"(#loc10))
#loc17 = loc(callsite(#loc15 at #loc16))
#loc18 = loc(callsite(#loc14 at #loc17))
#loc19 = loc(callsite(#loc13 at #loc18))
#loc20 = loc(callsite(#loc12 at #loc19))
#loc21 = loc("jit(<lambda>)"(#loc19))
#loc22 = loc("jit(<lambda>)/approx_top_k"(#loc20))
