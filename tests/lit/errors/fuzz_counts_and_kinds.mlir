// Fuzz regressions: rows declare their operand/result counts (all CHLO rows, and the ops whose
// shape functions do not count) and CHLO attribute kinds; the verifier checks them (with the ODS
// traits' and constraints' messages) before a decomposition or evaluator sees the op; a rejected
// attribute never shows a Python class name.
// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s
// RUN: stablehlo-opt --chlo-legalize-to-stablehlo -verify-diagnostics -split-input-file %s
// RUN: not stablehlo-translate --interpret -split-input-file %s 2>&1 | FileCheck %s
// CHECK-NOT: internal error
// CHECK-NOT: Error:
// CHECK-NOT: Traceback

// A chlo.mulhi with 3 operands reached the mulhi decomposition (ValueError).
func.func @mulhi_three(%a: tensor<3xi8>) -> tensor<3xi8> {
  // expected-error@+1 {{'chlo.mulhi' op expected 2 operands, but found 3}}
  %r = "chlo.mulhi"(%a, %a, %a) : (tensor<3xi8>, tensor<3xi8>, tensor<3xi8>) -> tensor<3xi8>
  func.return %r : tensor<3xi8>
}

// -----

func.func @acos_two(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'chlo.acos' op requires a single operand}}
  %r = "chlo.acos"(%a, %a) : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----

func.func @broadcast_add_one(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'chlo.broadcast_add' op expected 2 operands, but found 1}}
  %r = "chlo.broadcast_add"(%a) : (tensor<3xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}

// -----

func.func @select_two_results(%p: tensor<3xi1>, %a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error@+1 {{'chlo.broadcast_select' op requires one result}}
  %r:2 = "chlo.broadcast_select"(%p, %a, %a) : (tensor<3xi1>, tensor<3xf32>, tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>)
  func.return %r#0 : tensor<3xf32>
}

// -----

func.func @top_k_one_result(%a: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'chlo.top_k' op expected 2 results}}
  %r = "chlo.top_k"(%a) {k = 2 : i64} : (tensor<4xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}

// -----

func.func @top_k_float_k(%a: tensor<4xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'chlo.top_k' op attribute 'k' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r:2 = "chlo.top_k"(%a) {k = 2.0 : f32} : (tensor<4xf32>) -> (tensor<2xf32>, tensor<2xi32>)
  func.return %r#0 : tensor<2xf32>
}

// -----

func.func @constant_with_operand(%a: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{'chlo.constant' op requires zero operands}}
  %r = "chlo.constant"(%a) {value = dense<1.0> : tensor<f32>} : (tensor<f32>) -> tensor<f32>
  func.return %r : tensor<f32>
}

// -----

func.func @compare_bad_direction(%a: tensor<3xf32>) -> tensor<3xi1> {
  // expected-error@+1 {{'chlo.broadcast_compare' op attribute 'comparison_direction' failed to satisfy constraint: Which comparison operation to perform.}}
  %r = "chlo.broadcast_compare"(%a, %a) {comparison_direction = 1 : i64} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xi1>
  func.return %r : tensor<3xi1>
}

// -----

// A float among ragged_dot's dimension numbers reached the ragged_dot decomposition (TypeError);
// upstream's attribute parser refuses it (jaxlib: the same two errors).
func.func @ragged_dot_float_dims(%lhs : tensor<11x5xf32>, %rhs : tensor<3x5x7xf32>, %group_sizes : tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error@+4 {{expected integer value}}
  // expected-error@+3 {{failed parsing ragged dot dimension numbers attribute}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1.5],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0],
      rhs_group_dimensions = [0]
    >
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

func.func @ragged_dot_bad_precision(%lhs : tensor<11x5xf32>, %rhs : tensor<3x5x7xf32>, %group_sizes : tensor<3xi64>) -> tensor<11x7xf32> {
  // expected-error@+1 {{'chlo.ragged_dot' op attribute 'precision_config' failed to satisfy constraint: Precision Config attribute}}
  %0 = "chlo.ragged_dot"(%lhs, %rhs, %group_sizes) {
    ragged_dot_dimension_numbers = #chlo.ragged_dot<
      lhs_contracting_dimensions = [1],
      rhs_contracting_dimensions = [1],
      lhs_ragged_dimensions = [0],
      rhs_group_dimensions = [0]
    >,
    precision_config = [1 : i32]
  } : (tensor<11x5xf32>, tensor<3x5x7xf32>, tensor<3xi64>) -> tensor<11x7xf32>
  func.return %0 : tensor<11x7xf32>
}

// -----

// A StableHLO attribute its decoder rejects: ODS's constraint text, no "TypeError:".
func.func @iota_float_dimension() -> tensor<3xi32> {
  // expected-error@+1 {{'stablehlo.iota' op attribute 'iota_dimension' failed to satisfy constraint: 64-bit signless integer attribute}}
  %r = "stablehlo.iota"() {iota_dimension = 1.0 : f32} : () -> tensor<3xi32>
  func.return %r : tensor<3xi32>
}

// -----

// Ops whose shape functions do not count results (found by a sweep of every op's generic
// form with 0-3 operands and 1-2 results): the evaluators made one result for two.
func.func @convert_two_results(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.convert' op requires one result}}
  %r:2 = "stablehlo.convert"(%a) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %r#0 : tensor<2xf32>
}

// -----

func.func @reshape_two_results(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.reshape' op requires one result}}
  %r:2 = "stablehlo.reshape"(%a) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %r#0 : tensor<2xf32>
}

// -----

func.func @expect_eq_with_results(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'check.expect_eq' op requires zero results}}
  %r:2 = "check.expect_eq"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %r#0 : tensor<2xf32>
}

// -----

func.func @print_with_results(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'interpreter.print' op requires zero results}}
  %r:2 = "interpreter.print"(%a) : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %r#0 : tensor<2xf32>
}

// -----

func.func @shape_of_two_results(%a: tensor<2xf32>) -> tensor<1xindex> {
  // expected-error@+1 {{'shape.shape_of' op requires one result}}
  %r:2 = "shape.shape_of"(%a) : (tensor<2xf32>) -> (tensor<1xindex>, tensor<1xindex>)
  func.return %r#0 : tensor<1xindex>
}

// -----

func.func @cast_two_operands(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'tensor.cast' op requires a single operand}}
  %r = "tensor.cast"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %r : tensor<2xf32>
}
