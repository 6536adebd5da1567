// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// CHLO's operand and result types as its 1.20 ODS declares them (ChloOps.td): the broadcasting
// ops take HLO_AnyTensor (any element type, unranked included) unless they say otherwise; the
// shifts, polygamma and next_after too (their element types meet only when lowered).
func.func @any_tensor(%f: tensor<2x3xf64>, %u: tensor<*xf32>, %q: tensor<4x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0, 4.0}>>) -> tensor<2x3xf64> {
  %0 = chlo.broadcast_shift_left %f, %f : (tensor<2x3xf64>, tensor<2x3xf64>) -> tensor<2x3xf64>
  %1 = chlo.broadcast_shift_right_logical %u, %u : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %2 = chlo.broadcast_polygamma %u, %u : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %3 = chlo.broadcast_next_after %u, %u {broadcast_dimensions = array<i64: 0>} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %4 = chlo.broadcast_add %q, %q : (tensor<4x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0, 4.0}>>, tensor<4x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0, 4.0}>>) -> tensor<4x!quant.uniform<i8:f32:0, {1.0, 2.0, 3.0, 4.0}>>
  %5 = chlo.broadcast_compare %u, %u {comparison_direction = #chlo<comparison_direction EQ>} : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xi1>
  %6 = chlo.acos %u : tensor<*xf32> -> tensor<*xf32>
  %7 = "chlo.constant_like"(%u) {value = 1.0 : f32} : (tensor<*xf32>) -> tensor<*xf32>
  %8:2 = chlo.top_k(%u, k = 2) : tensor<*xf32> -> (tensor<*xf32>, tensor<*xi32>)
  func.return %0 : tensor<2x3xf64>
}

// -----

// The logical ops take predicates and integers; with no element type trait, their inferred
// type (InferBroadcastBinaryOpReturnTypeComponents) is what ties the element types.
func.func @logical(%a: tensor<2xi8>, %b: tensor<2xi16>) -> tensor<2xi8> {
  // expected-error @+2 {{mismatched operand types}}
  // expected-error @+1 {{'chlo.broadcast_and' op failed to infer returned types}}
  %0 = chlo.broadcast_and %a, %b : (tensor<2xi8>, tensor<2xi16>) -> tensor<2xi8>
  func.return %0 : tensor<2xi8>
}

// -----

func.func @logical_float(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'chlo.broadcast_or' op operand #0 must be tensor of bool or 2/4/8/16/32/64-bit integer values, but got 'tensor<2xf32>'}}
  %0 = chlo.broadcast_or %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @subtract_elements(%a: tensor<2xf32>) -> tensor<2xf64> {
  // expected-error @+1 {{'chlo.broadcast_subtract' op requires the same element type for all operands and results}}
  %0 = chlo.broadcast_subtract %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf64>
  func.return %0 : tensor<2xf64>
}

// -----

func.func @zeta_int(%a: tensor<2xi32>) -> tensor<2xi32> {
  // expected-error @+1 {{'chlo.broadcast_zeta' op operand #0 must be tensor of 4/6/8/16/32/64-bit float values, but got 'tensor<2xi32>'}}
  %0 = chlo.broadcast_zeta %a, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  func.return %0 : tensor<2xi32>
}

// -----

// broadcast_select's predicate is HLO_PredTensor: ranked (the generic form: in the pretty one
// upstream's parser already refuses the type, which we do not, see docs/fidelity.md).
func.func @select_unranked_pred(%p: tensor<*xi1>, %a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error @+1 {{'chlo.broadcast_select' op operand #0 must be ranked tensor of bool values, but got 'tensor<*xi1>'}}
  %0 = "chlo.broadcast_select"(%p, %a, %a) : (tensor<*xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @select_unranked_branches(%p: tensor<2xi1>, %a: tensor<*xf32>) -> tensor<*xf32> {
  %0 = chlo.broadcast_select %p, %a, %a : (tensor<2xi1>, tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

// chlo.constant's result is HLO_StaticShapeTensor.
func.func @constant_unranked() -> tensor<*xi32> {
  // expected-error @+1 {{'chlo.constant' op result #0 must be statically shaped tensor of 4/6/8/16/32/64-bit float or bool or 2/4/8/16/32/64-bit integer or complex type with 32/64-bit float elements or per-tensor integer quantized values, but got 'tensor<*xi32>'}}
  %0 = "chlo.constant"() {value = dense<1> : tensor<i32>} : () -> tensor<*xi32>
  func.return %0 : tensor<*xi32>
}

// -----

func.func @mulhi_unranked(%a: tensor<*xi32>) -> tensor<*xi32> {
  // expected-error @+1 {{'chlo.mulhi' op operand #0 must be ranked tensor of 2/4/8/16/32/64-bit integer values, but got 'tensor<*xi32>'}}
  %0 = "chlo.mulhi"(%a, %a) : (tensor<*xi32>, tensor<*xi32>) -> tensor<*xi32>
  func.return %0 : tensor<*xi32>
}

// -----

func.func @ragged_dot_group_sizes(%lhs: tensor<11x5xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<*xi64>) -> tensor<11x7xf32> {
  // expected-error @+1 {{'chlo.ragged_dot' op operand #2 must be ranked tensor of 2/4/8/16/32/64-bit integer values, but got 'tensor<*xi64>'}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<*xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

// Upstream's verifier casts ragged_dot's lhs and rhs to ranked types after checking the
// dimension numbers' counts (an assertion there): here an error.
func.func @ragged_dot_unranked(%lhs: tensor<*xf32>, %rhs: tensor<3x5x7xf32>, %g: tensor<3xi64>) -> tensor<*xf32> {
  // expected-error @+1 {{ragged_dot requires ranked lhs and rhs}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %g) {ragged_dot_dimension_numbers = #chlo.ragged_dot<lhs_batching_dimensions = [], rhs_batching_dimensions = [], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1], lhs_ragged_dimensions = [0], rhs_group_dimensions = [0]>} : (tensor<*xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<*xf32>
  func.return %0 : tensor<*xf32>
}

// -----

// A complex value for constant_like (#complex.number, typed complex<f32>).
func.func @constant_like_complex(%a: tensor<2xi8>) -> tensor<2xcomplex<f32>> {
  %0 = "chlo.constant_like"(%a) {value = #complex.number<:f32 1.5, -2.0> : complex<f32>} : (tensor<2xi8>) -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @constant_like_complex_mismatch(%a: tensor<2xi8>) -> tensor<2xcomplex<f64>> {
  // expected-error @+1 {{'chlo.constant_like' op value's type doesn't match element return type}}
  %0 = "chlo.constant_like"(%a) {value = #complex.number<:f32 1.5, -2.0> : complex<f32>} : (tensor<2xi8>) -> tensor<2xcomplex<f64>>
  func.return %0 : tensor<2xcomplex<f64>>
}

// -----

// chlo._asin_acos_kernel takes complex tensors (HLO_AnyComplexTensor).
func.func @asin_acos_kernel(%a: tensor<2xf32>, %c: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  %0 = chlo._asin_acos_kernel %c : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  // expected-error @+1 {{'chlo._asin_acos_kernel' op operand #0 must be tensor of complex type with 32/64-bit float elements values, but got 'tensor<2xf32>'}}
  %1 = chlo._asin_acos_kernel %a : tensor<2xf32> -> tensor<2xf32>
  func.return %0 : tensor<2xcomplex<f32>>
}
