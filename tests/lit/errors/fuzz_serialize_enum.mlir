// Fuzz seed 8403 (--jax-text) case 919: an enum attribute with a value its enum does not have
// (upstream's parser refuses it) is not written into an artifact: an error, no internal error.
// RUN: not stablehlo-translate --serialize --target=current %s 2>&1 | FileCheck %s

// CHECK: fuzz_serialize_enum.mlir:[[# @LINE + 2]]:8: error: failed to legalize operation 'stablehlo.custom_call'
func.func @main(%a: tensor<2xui64>) -> tensor<2xui64> {
  %0 = stablehlo.custom_call @f(%a) {rng_algorithm = #stablehlo<rng_algorithm XYZ>} : (tensor<2xui64>) -> tensor<2xui64>
  return %0 : tensor<2xui64>
}
