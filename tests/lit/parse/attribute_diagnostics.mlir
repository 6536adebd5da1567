// Errors upstream's parsers report (attribute structs, dialect types, quantized
// types, literals), each at the attribute's or type's own line; a failed
// #stablehlo.<kind><...> struct adds "failed parsing ... attribute".
// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file --allow-unregistered-dialect %s
// RUN: not stablehlo-translate --verify -split-input-file %s 2>&1 | FileCheck %s

// CHECK: attribute_diagnostics.mlir:[[# @LINE + 7]]:{{[0-9]+}}: error: duplicated `index_vector_dim` entry
// CHECK: attribute_diagnostics.mlir:[[# @LINE + 6]]:{{[0-9]+}}: error: failed parsing scatter dimension numbers attribute
module attributes {
  stablehlo.scatter = #stablehlo.scatter<
    index_vector_dim = 1,
    // expected-error@+2 {{duplicated `index_vector_dim` entry}}
    // expected-error@+1 {{failed parsing scatter dimension numbers attribute}}
    index_vector_dim = 1
  >} {}

// -----

module attributes {
  // expected-error@+2 {{expected one of: `offset_dims`, `collapsed_slice_dims`, `operand_batching_dims`, `start_indices_batching_dims`, `start_index_map`, `index_vector_dim`}}
  // expected-error@+1 {{failed parsing gather dimension numbers attribute}}
  stablehlo.gather = #stablehlo.gather<offset_dim = [1]>
} {}

// -----

// A missing comma: "expected '>'" at the end of the last field, the follow-up at the next token.
// CHECK: attribute_diagnostics.mlir:[[# @LINE + 6]]:36: error: expected '>'
// CHECK: attribute_diagnostics.mlir:[[# @LINE + 6]]:7: error: failed parsing dot dimension numbers attribute
module attributes {
  // expected-error@+3 {{expected '>'}}
  // expected-error@+3 {{failed parsing dot dimension numbers attribute}}
  stablehlo.dot = #stablehlo.dot<
      lhs_batching_dimensions = [0]
      rhs_batching_dimensions = [0]
  >} {}

// -----

func.func @dot_algorithm(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  // expected-error@+3 {{rhs component count must be positive}}
  %0 = "stablehlo.dot_general"(%a, %b) <{
    dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>,
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 0, num_primitive_operations = 1, allow_imprecise_accumulation = false>
  }> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

func.func @dot_algorithm_pretty(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0],
    // expected-error@+1 {{dot algorithm not known to be supported on any hardware}}
    algorithm = <lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f16, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 1, allow_imprecise_accumulation = false> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}

// -----

// expected-error@+1 {{unknown stablehlo type: bogus}}
func.func private @unknown_type() -> !stablehlo.bogus

// -----

// expected-error@+1 {{scale 7.000000e+04 out of expressed type range}}
func.func private @scale_too_large(tensor<2x!quant.uniform<i8:f16, 7.0e+04>>)

// -----

// expected-error@+1 {{illegal quantized dimension: -2}}
func.func private @negative_axis(tensor<2x!quant.uniform<i8:f32:-2, {0.5, 0.5}>>)

// -----

func.func @dynamic_literal() -> tensor<?xi32> {
  // expected-error@+1 {{elements literal type must have static shape}}
  %0 = "stablehlo.constant"() <{value = dense<1> : tensor<?xi32>}> : () -> tensor<?xi32>
  func.return %0 : tensor<?xi32>
}

// -----

// array<T values> without the colon: MLIR's complaint at the first value (fuzz seed 303).
// CHECK: attribute_diagnostics.mlir:[[# @LINE + 3]]:42: error: expected ':' after dense array type
func.func @array_without_colon(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{expected ':' after dense array type}}
  %0 = stablehlo.constant {x = array<i64 16, 2>} dense<1.0> : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// !stablehlo.future holds ranked tensors only (FutureType::verify).
// expected-error@+1 {{future element type must be a ranked tensor, but got 'tensor<*xf32>'}}
func.func private @future_unranked() -> !stablehlo.future<tensor<2xf32>, tensor<*xf32>>
