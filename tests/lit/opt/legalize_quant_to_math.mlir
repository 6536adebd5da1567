// --stablehlo-legalize-quant-to-math: quantized ops become integer/float math on the storage types.
// Interpreted before and after, quantize, dequantize, add of one type, hybrid dot and data movement
// give the same storage values. A quantized dot whose result does not fit its i8 storage shows
// where upstream's integer lowering departs from the spec: the spec clamps to the storage range
// (127), the lowering converts i32 -> i8 without a clamp and so wraps (200 - 256 = -56).
// RUN: stablehlo-translate --interpret %s --split-input-file | FileCheck %s --check-prefix=SPEC
// RUN: stablehlo-opt --stablehlo-legalize-quant-to-math --split-input-file %s | FileCheck %s
// RUN: stablehlo-opt --stablehlo-legalize-quant-to-math --chlo-legalize-to-stablehlo --split-input-file %s \
// RUN:   | stablehlo-translate --interpret --split-input-file | FileCheck %s --check-prefix=LOWERED
// RUN: not stablehlo-opt --stablehlo-legalize-quant-to-math %S/Inputs/quant_to_math_error.mlir 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ERROR

// CHECK-LABEL: func.func @main() -> tensor<4xi8>
// CHECK:       chlo.broadcast_divide
// CHECK:       stablehlo.round_nearest_even
// CHECK:       stablehlo.convert {{.*}} -> tensor<4xi8>
// CHECK:       chlo.broadcast_add {{.*}} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
// CHECK:       stablehlo.clamp
// CHECK:       stablehlo.reshape {{.*}} : (tensor<4xi8>) -> tensor<2x2xi8>
// CHECK:       return {{.*}} : tensor<4xi8>
// SPEC:        tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-2>> {
// SPEC-NEXT:   [127, 2, -128, -6]
// LOWERED:     tensor<4xi8> {
// LOWERED-NEXT: [127, 2, -128, -6]
func.func @main() -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>> {
  %x = stablehlo.constant dense<[100.0, 1.25, -70.0, -0.75]> : tensor<4xf32>
  %q = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
  %sum = stablehlo.add %q, %q : tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
  %back = stablehlo.uniform_dequantize %sum : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4xf32>
  %again = stablehlo.uniform_quantize %back : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
  %r = stablehlo.reshape %again : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<2x2x!quant.uniform<i8:f32, 0.5:-2>>
  %rr = stablehlo.reshape %r : (tensor<2x2x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
  func.return %rr : tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
}

// -----

// CHECK-LABEL: func.func @main() -> tensor<1x1xi8>
// CHECK:       stablehlo.dot_general {{.*}} -> tensor<1x1xi32>
// CHECK-NOT:   stablehlo.clamp
// CHECK:       stablehlo.convert {{.*}} : (tensor<1x1xi32>) -> tensor<1x1xi8>
// SPEC:        tensor<1x1x!quant.uniform<i8:f32, 1.000000e+00>> {
// SPEC-NEXT:   [
// SPEC-NEXT:     [127]
// LOWERED:     tensor<1x1xi8> {
// LOWERED-NEXT: [
// LOWERED-NEXT:   [-56]
func.func @main() -> tensor<1x1x!quant.uniform<i8:f32, 1.0:0>> {
  %a = stablehlo.constant dense<[[20.0, 10.0]]> : tensor<1x2xf32>
  %b = stablehlo.constant dense<[[10.0], [0.0]]> : tensor<2x1xf32>
  %qa = stablehlo.uniform_quantize %a : (tensor<1x2xf32>) -> tensor<1x2x!quant.uniform<i8:f32, 1.0:0>>
  %qb = stablehlo.uniform_quantize %b : (tensor<2x1xf32>) -> tensor<2x1x!quant.uniform<i8:f32, 1.0:0>>
  %d = stablehlo.dot_general %qa, %qb, contracting_dims = [1] x [0] : (tensor<1x2x!quant.uniform<i8:f32, 1.0:0>>, tensor<2x1x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<1x1x!quant.uniform<i8:f32, 1.0:0>>
  func.return %d : tensor<1x1x!quant.uniform<i8:f32, 1.0:0>>
}

// -----

// A hybrid dot (f32 lhs, quantized rhs) dequantizes the rhs behind an optimization_barrier.
// CHECK-LABEL: func.func @main() -> tensor<1x1xf32>
// CHECK:       stablehlo.optimization_barrier
// CHECK:       stablehlo.dot_general {{.*}} : (tensor<1x2xf32>, tensor<2x1xf32>) -> tensor<1x1xf32>
// SPEC:        tensor<1x1xf32> {
// SPEC-NEXT:   [
// SPEC-NEXT:     [2.500000e+00]
// LOWERED:     tensor<1x1xf32> {
// LOWERED-NEXT: [
// LOWERED-NEXT:   [2.500000e+00]
func.func @main() -> tensor<1x1xf32> {
  %a = stablehlo.constant dense<[[0.5, 1.0]]> : tensor<1x2xf32>
  %b = stablehlo.constant dense<[[3.0], [1.0]]> : tensor<2x1xf32>
  %qb = stablehlo.uniform_quantize %b : (tensor<2x1xf32>) -> tensor<2x1x!quant.uniform<i8:f32, 0.5:0>>
  %d = stablehlo.dot_general %a, %qb, contracting_dims = [1] x [0] : (tensor<1x2xf32>, tensor<2x1x!quant.uniform<i8:f32, 0.5:0>>) -> tensor<1x1xf32>
  func.return %d : tensor<1x1xf32>
}

// ERROR: quant_to_math_error.mlir:4:8: error: failed to legalize operation 'stablehlo.sort' that was explicitly marked illegal
