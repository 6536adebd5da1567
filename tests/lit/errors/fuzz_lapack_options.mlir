// Fuzz seed 303 on the merged main, case 3836 (the other: fuzz_campaign4.mlir).
// RUN: not stablehlo-translate --interpret %s 2>&1 | FileCheck %s
// Case 3836: LAPACK's character options (uplo, mode, ...) are ui8 codes in the FFI's backend
// config; another integer type is refused (it reached str.upper()).
// CHECK: fuzz_lapack_options.mlir:[[# @LINE + 3]]:10: error: 'stablehlo.custom_call' op custom call target 'lapack_ssyevd_ffi': backend_config entry 'uplo' must be a ui8 character code, got 76 : index
func.func @main() -> (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>) {
  %a = stablehlo.constant dense<[[2.0, 1.0], [1.0, 2.0]]> : tensor<2x2xf32>
  %0:3 = stablehlo.custom_call @lapack_ssyevd_ffi(%a) {mhlo.backend_config = {mode = 86 : ui8, uplo = 76 : index}} : (tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>, tensor<i32>)
  return %0#0, %0#1, %0#2 : tensor<2x2xf32>, tensor<2xf32>, tensor<i32>
}
