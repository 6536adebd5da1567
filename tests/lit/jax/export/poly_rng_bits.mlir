// poly_rng_bits: exported with jax 0.10.2 by tools/jax_programs.py; do not edit.
// in: uint32[4], float32[b]; out: uint32[b]; platforms: cpu
// RUN: stablehlo-translate --interpret %s --args %S/Inputs/poly_rng_bits.module_args.npz --results-out %ttext.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %ttext.npz %S/Inputs/poly_rng_bits.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_rng_bits.mlirbc --args %S/Inputs/poly_rng_bits.module_args.npz --results-out %tbc.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %tbc.npz %S/Inputs/poly_rng_bits.expected.npz | FileCheck %s --check-prefix=AGREE
// RUN: stablehlo-translate --interpret %S/Inputs/poly_rng_bits.jaxexport --args %S/Inputs/poly_rng_bits.args.npz --results-out %texport.npz > /dev/null
// RUN: python %S/Inputs/compare.py --tol 1e-05 %texport.npz %S/Inputs/poly_rng_bits.expected.npz | FileCheck %s --check-prefix=AGREE
// AGREE: agree

#loc = loc(unknown)
#loc4 = loc("k")
#loc5 = loc("x")
module @jit__lambda attributes {jax.uses_shape_polymorphism = true, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  func.func public @main(%arg0: tensor<4xui32> loc(unknown), %arg1: tensor<?xf32> loc(unknown)) -> (tensor<?xui32> {jax.result_info = "result"}) {
    %c = stablehlo.constant dense<1> : tensor<i32> loc(#loc)
    %0 = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?xf32>) -> tensor<i32> loc(#loc1)
    %1 = stablehlo.compare GE, %0, %c, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1> loc(#loc2)
    stablehlo.custom_call @shape_assertion(%1, %0) {api_version = 2 : i32, error_message = "Input shapes do not match the polymorphic shapes specification. Expected value >= 1 for dimension variable 'b'. Using the following polymorphic shapes specifications: args[1].shape = (b,). Obtained dimension variables: 'b' = {0} from specification 'b' for dimension args[1].shape[0] (= {0}), . Please see https://docs.jax.dev/en/latest/export/shape_poly.html#shape-assertion-errors for more details.", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> () loc(#loc3)
    %2 = call @_wrapped_jax_export_main(%0, %arg0, %arg1) : (tensor<i32>, tensor<4xui32>, tensor<?xf32>) -> tensor<?xui32> loc(#loc)
    return %2 : tensor<?xui32> loc(#loc)
  } loc(#loc)
  func.func private @_wrapped_jax_export_main(%arg0: tensor<i32> {jax.global_constant = "b"} loc(unknown), %arg1: tensor<4xui32> loc("k"), %arg2: tensor<?xf32> loc("x")) -> (tensor<?xui32> {jax.result_info = "result"}) {
    %0 = stablehlo.reshape %arg1 : (tensor<4xui32>) -> tensor<2x2xui32> loc(#loc22)
    %1 = stablehlo.bitcast_convert %0 : (tensor<2x2xui32>) -> tensor<2xui64> loc(#loc22)
    %2 = stablehlo.reshape %arg0 : (tensor<i32>) -> tensor<1xi32> loc(#loc22)
    %3:2 = stablehlo.custom_call @stablehlo.dynamic_rng_bit_generator(%1, %2) {api_version = 2 : i32, rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>, tensor<1xi32>) -> (tensor<2xui64>, tensor<?xui32>) loc(#loc22)
    return %3#1 : tensor<?xui32> loc(#loc20)
  } loc(#loc)
} loc(#loc)
#loc1 = loc("dimension_size")
#loc2 = loc("ge")
#loc3 = loc("shape_assertion")
#loc6 = loc("/work/wt/jax/tools/jax_programs.py":165:46 to :111)
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
#loc21 = loc(callsite(#loc11 at #loc19))
#loc22 = loc("jit(<lambda>)/rng_bit_generator"(#loc21))
