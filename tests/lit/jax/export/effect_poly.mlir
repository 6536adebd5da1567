// effect_poly: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: float32[b]; out: float32[]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/effect_poly.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/effect_poly.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/effect_poly.mlirbc --args %S/Inputs/effect_poly.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/effect_poly.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/effect_poly.jaxexport --args %S/Inputs/effect_poly.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/effect_poly.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/effect_poly.module_args1.npz --results-out %ttext1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext1.npz %S/Inputs/effect_poly.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/effect_poly.mlirbc --args %S/Inputs/effect_poly.module_args1.npz --results-out %tbc1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc1.npz %S/Inputs/effect_poly.expected1.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/effect_poly.jaxexport --args %S/Inputs/effect_poly.args1.npz --results-out %texport1.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport1.npz %S/Inputs/effect_poly.expected1.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: !stablehlo.token {jax.token = true} loc(unknown), %arg1: tensor<?xf32> loc(unknown)) -> (!stablehlo.token {jax.token = true}, tensor<f32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[0].shape = (b,). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[0].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2:2 = call @_wrapped_jax_export_main(%0, %arg0, %arg1) : (tensor<i32>, !stablehlo.token, tensor<?xf32>) -> (!stablehlo.token, tensor<f32>) loc(#loc)
    return %2#0, %2#1 : !stablehlo.token, tensor<f32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: !stablehlo.token {jax.token = true} loc(unknown), %arg2: tensor<?xf32> loc("x")) -> (!stablehlo.token {jax.token = true}, tensor<f32> {jax.result_info = "result"}) {
    %cst = stablehlo.constant dense<0.000000e+00> : tensor<f32> loc(#loc26)
    %0 = stablehlo.add %arg2, %arg2 : tensor<?xf32> loc(#loc27)
    %1 = stablehlo.add %0, %0 : tensor<?xf32> loc(#loc28)
    %2 = stablehlo.reduce(%1 init: %cst) applies stablehlo.add across dimensions = [0] : (tensor<?xf32>, tensor<f32>) -> tensor<f32> loc(#loc26)
    return %arg1, %2 : !stablehlo.token, tensor<f32> loc(#loc25)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc5 = loc("/work/wt/jax/tools/jax_programs.py":176:41 to :77)
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":239:11 to :61)
#loc7 = loc("/work/wt/jax/tools/jax_programs.py":255:14 to :24)
#loc8 = loc("/work/wt/jax/tools/jax_programs.py":325:12 to :27)
#loc9 = loc("/work/wt/jax/tools/jax_programs.py":330:4 to :10)
#loc10 = loc("/work/wt/jax/tools/jax_programs.py":176:61 to :75)
#loc11 = loc("/work/wt/jax/tools/jax_programs.py":176:49 to :76)
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
#loc23 = loc(callsite(#loc17 at #loc21))
#loc24 = loc(callsite(#loc18 at #loc21))
#loc25 = loc("jit(<lambda>)"(#loc21))
#loc26 = loc("jit(<lambda>)/reduce_sum"(#loc22))
#loc27 = loc("jit(<lambda>)/testing_ordered_effect"(#loc23))
#loc28 = loc("jit(<lambda>)/testing_ordered_effect"(#loc24))
