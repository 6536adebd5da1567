// StableHLO's custom assembly directives' parse errors in upstream's words (AssemblyFormat.cpp,
// StablehloOps.cpp, MLIR's DenseArrayAttr and enum attribute parsers), for the ops sharing each
// directive beyond upstream's print_types_invalid.mlir.
// RUN: stablehlo-opt %s -split-input-file -verify-diagnostics
// RUN: not stablehlo-opt %s -split-input-file 2>&1 | FileCheck %s

// DenseI64ArrayAttr: parseInteger, then parseRSquare on the same token.
func.func @dims_float(%a: tensor<2xf32>) {
  // expected-error @+2 {{custom op 'stablehlo.broadcast_in_dim' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0, 1.5] : (tensor<2xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @dims_bool(%a: tensor<2xf32>) {
  // expected-error @+2 {{custom op 'stablehlo.transpose' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = stablehlo.transpose %a, dims = [true] : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

// A typed integer: parseInteger takes '0', parseRSquare fails on ':'.
func.func @dims_typed(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected ']'}}
  %0 = stablehlo.broadcast_in_dim %a, dims = [0 : i32] : (tensor<2xf32>) -> tensor<2x3xf32>
  func.return
}

// -----

func.func @sizes_nested(%a: tensor<2x3xf32>, %i: tensor<i64>) {
  // expected-error @+2 {{custom op 'stablehlo.dynamic_slice' expected integer value}}
  // expected-error @+1 {{expected ']'}}
  %0 = stablehlo.dynamic_slice %a, %i, %i, sizes = [[1], 1] : (tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x1xf32>
  func.return
}

// -----

// hlo::parseDimSizes (parseCommaSeparatedList) stops at the failing element.
func.func @dot_general_dims(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.dot_general' expected integer value}}
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1.0] x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// VariadicOperandWithAttribute (dynamic_slice's start indices).
func.func @dynamic_slice_no_comma(%a: tensor<2x3xf32>, %i: tensor<i64>) {
  // CHECK: custom_directives.mlir:[[# @LINE + 2]]:42: error: expected ','
  // expected-error @+1 {{expected ','}}
  %0 = stablehlo.dynamic_slice %a, %i, %i sizes = [1, 1] : (tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x1xf32>
  func.return
}

// -----

func.func @dynamic_slice_no_sizes(%a: tensor<2x3xf32>, %i: tensor<i64>) {
  // expected-error @+1 {{custom op 'stablehlo.dynamic_slice' expected 'sizes'}}
  %0 = stablehlo.dynamic_slice %a, %i, %i, slice = [1, 1] : (tensor<2x3xf32>, tensor<i64>, tensor<i64>) -> tensor<1x1xf32>
  func.return
}

// -----

// PrecisionConfigAndAlgorithm (dot_general): PrecisionAttr's parser per element.
func.func @dot_general_precision_operand(%a: tensor<2x2xf32>) {
  // CHECK: custom_directives.mlir:[[# @LINE + 3]]:81: error: custom op 'stablehlo.dot_general' expected valid keyword
  // expected-error @+2 {{custom op 'stablehlo.dot_general' expected valid keyword}}
  // expected-error @+1 {{custom op 'stablehlo.dot_general' failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a `::mlir::stablehlo::Precision`}}
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0], precision = [%a] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @dot_general_precision_value(%a: tensor<2x2xf32>) {
  // expected-error @+2 {{custom op 'stablehlo.dot_general' expected ::mlir::stablehlo::Precision to be one of: DEFAULT, HIGH, HIGHEST}}
  // expected-error @+1 {{custom op 'stablehlo.dot_general' failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a `::mlir::stablehlo::Precision`}}
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0], precision = [DEFAULT, LOW] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @dot_general_precision_not_list(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = stablehlo.dot_general %a, %a, contracting_dims = [1] x [0], precision = HIGH : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// PrecisionConfig (dot): the keyword after the comma.
func.func @dot_precision_word(%a: tensor<2x2xf32>) {
  // CHECK: custom_directives.mlir:[[# @LINE + 2]]:30: error: custom op 'stablehlo.dot' expected 'precision'
  // expected-error @+1 {{custom op 'stablehlo.dot' expected 'precision'}}
  %0 = stablehlo.dot %a, %a, prec = [HIGH] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

// TupleOpType: a function type is no tuple type.
func.func @tuple_function_type(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.tuple' expected tuple type}}
  %0 = stablehlo.tuple %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tuple<tensor<2xf32>, tensor<2xf32>>
  func.return
}

// -----

// resolveOperands after PairwiseOpType, at the first operand.
func.func @barrier_count(%a: tensor<2xf32>) {
  // CHECK: custom_directives.mlir:[[# @LINE + 2]]:41: error: custom op 'stablehlo.optimization_barrier' number of operands and types do not match: got 3 operands and 2 types
  // expected-error @+1 {{custom op 'stablehlo.optimization_barrier' number of operands and types do not match: got 3 operands and 2 types}}
  %0:2 = stablehlo.optimization_barrier %a, %a, %a : tensor<2xf32>, tensor<2xf32>
  func.return
}

// -----

// ExponentMantissa: parseKeyword first, then the e#m# pattern.
func.func @format_integer(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' expected valid keyword}}
  %0 = stablehlo.reduce_precision %a, format = 5 : tensor<2xf32>
  func.return
}

// -----

func.func @format_keyword(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' expected 'format'}}
  %0 = stablehlo.reduce_precision %a, fmt = e5m10 : tensor<2xf32>
  func.return
}

// -----

func.func @format_type_word(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce_precision' expected exponent mantissa in format e#m#, saw f32}}
  %0 = stablehlo.reduce_precision %a, format = f32 : tensor<2xf32>
  func.return
}

// -----

// A value that is no '[...]' where a list is read: parseLSquare / parseCommaSeparatedList.
func.func @dims_string(%a: tensor<2xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = stablehlo.transpose %a, dims = "x" : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @dot_general_dims_not_list(%a: tensor<2x2xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = stablehlo.dot_general %a, %a, contracting_dims = 1 x [0] : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
  func.return
}

// -----

func.func @reduce_dims_not_list(%a: tensor<2x2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{expected '['}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = 1 : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return
}

// -----

// parseReduceOp's list stops at the failing element (no "expected ']'").
func.func @reduce_dims_float(%a: tensor<2x2xf32>, %i: tensor<f32>) {
  // expected-error @+1 {{custom op 'stablehlo.reduce' expected integer value}}
  %0 = stablehlo.reduce(%a init: %i) applies stablehlo.add across dimensions = [1.5] : (tensor<2x2xf32>, tensor<f32>) -> tensor<2xf32>
  func.return
}

// -----

func.func @window_stride_not_list(%a: tensor<1x4x4x1xf32>, %w: tensor<2x2x1x1xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = stablehlo.convolution(%a, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {stride = 5} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x3x3x1xf32>
  func.return
}

// -----

func.func @window_pad_not_list(%a: tensor<1x4x4x1xf32>, %w: tensor<2x2x1x1xf32>) {
  // expected-error @+1 {{expected '['}}
  %0 = stablehlo.convolution(%a, %w) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {pad = 3} {batch_group_count = 1 : i64, feature_group_count = 1 : i64} : (tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x3x3x1xf32>
  func.return
}

// -----

// The well-formed spellings of each directive still parse.
func.func @well_formed(%a: tensor<2xf32>, %p: tensor<2xi1>) {
  %0 = stablehlo.reduce_precision %a, format = e5m10 : tensor<2xf32>
  %1 = stablehlo.tuple %a, %a : tuple<tensor<2xf32>, tensor<2xf32>>
  %2 = stablehlo.select %p, %a, %a : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %3:2 = stablehlo.optimization_barrier %a, %a : tensor<2xf32>, tensor<2xf32>
  %4 = stablehlo.dot %a, %a, precision = [HIGH, DEFAULT] : (tensor<2xf32>, tensor<2xf32>) -> tensor<f32>
  %5 = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<4xf32>
  %6 = stablehlo.transpose %a, dims = [0] : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
