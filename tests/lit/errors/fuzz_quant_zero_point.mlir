// Fuzz seed 9901 on the merged main, case 5205: a zero point outside int64 reached numpy
// (OverflowError). MLIR's quant parser reads it with parseInteger into an int64_t.
// RUN: not stablehlo-translate --verify %s 2>&1 | FileCheck %s

// CHECK: fuzz_quant_zero_point.mlir:[[# @LINE + 1]]:30: error: integer value too large
func.func @main(%a: tensor<2x!quant.uniform<i8:f32, 1.0:-9223372036854775809>>) -> tensor<2x!quant.uniform<i8:f32, 1.0:-9223372036854775809>> {
  return %a : tensor<2x!quant.uniform<i8:f32, 1.0:-9223372036854775809>>
}
