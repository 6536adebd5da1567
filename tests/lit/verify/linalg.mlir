// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// spec.md#dot_general: valid batched product, with a known algorithm.
func.func @dot_general(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x3x5xf32>) -> tensor<2x4x5xf32> {
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
                                           lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>,
    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, num_primitive_operations = 3, allow_imprecise_accumulation = false>
  } : (tensor<2x3x4xf32>, tensor<2x3x5xf32>) -> tensor<2x4x5xf32>
  func.return %0 : tensor<2x4x5xf32>
}

// -----

func.func @dot_general_c10(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x4x5xf32>) -> tensor<2x4x5xf32> {
  // expected-error@+1 {{contracting dimension sizes must match for lhs/rhs}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
                                           lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>
  } : (tensor<2x3x4xf32>, tensor<2x4x5xf32>) -> tensor<2x4x5xf32>
  func.return %0 : tensor<2x4x5xf32>
}

// -----

func.func @dot_general_c12(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x3x5xf32>) -> tensor<2x5x4xf32> {
  // expected-error@+1 {{inferred shape '[2, 4, 5]' is incompatible with return type of operation 'tensor<2x5x4xf32>'}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
                                           lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>
  } : (tensor<2x3x4xf32>, tensor<2x3x5xf32>) -> tensor<2x5x4xf32>
  func.return %0 : tensor<2x5x4xf32>
}

// -----

func.func @dot_general_c15(%lhs: tensor<2x3x4xf32>, %rhs: tensor<2x3x5x!quant.uniform<i8:f32, 1.0:30>>) -> tensor<2x4x5xf32> {
  // expected-error@+1 {{Zero point of rhs should be 0}}
  %0 = "stablehlo.dot_general"(%lhs, %rhs) {
    dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], rhs_batching_dimensions = [0],
                                           lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>
  } : (tensor<2x3x4xf32>, tensor<2x3x5x!quant.uniform<i8:f32, 1.0:30>>) -> tensor<2x4x5xf32>
  func.return %0 : tensor<2x4x5xf32>
}

// -----

func.func @dot(%lhs: tensor<?x3xf32>, %rhs: tensor<3xf32>) -> tensor<3x?xf32> {
  // expected-error@+1 {{inferred shape '[?]' is incompatible with return type of operation 'tensor<3x?xf32>'}}
  %0 = "stablehlo.dot"(%lhs, %rhs) : (tensor<?x3xf32>, tensor<3xf32>) -> tensor<3x?xf32>
  func.return %0 : tensor<3x?xf32>
}

// -----

// spec.md#convolution C25: window output sizes from padding, strides and dilations.
func.func @convolution(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x4x4x16xf32> {
  %0 = stablehlo.convolution(%lhs, %rhs)
         dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
         window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
         {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
       : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x4x4x16xf32>
  func.return %0 : tensor<1x4x4x16xf32>
}

// -----

func.func @convolution_c25(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32> {
  // expected-error@+1 {{inferred shape '[1, 4, 4, 16]' is incompatible with return type of operation 'tensor<1x8x8x16xf32>'}}
  %0 = stablehlo.convolution(%lhs, %rhs)
         dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
         window = {stride = [2, 2], pad = [[1, 1], [1, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]}
         {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
       : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>) -> tensor<1x8x8x16xf32>
  func.return %0 : tensor<1x8x8x16xf32>
}

// -----

// spec.md#convolution C27: MLIR quotes the element types (Type arguments of a diagnostic).
func.func @convolution_c27(%lhs: tensor<1x8x8x207xi64>, %rhs: tensor<3x3x207x16xi32>) -> tensor<1x6x6x16xi64> {
  // expected-error@+1 {{expects lhs and rhs to have compatible element type. Got: 'i64' and 'i32'}}
  %0 = stablehlo.convolution(%lhs, %rhs)
         dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {}
         {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
       : (tensor<1x8x8x207xi64>, tensor<3x3x207x16xi32>) -> tensor<1x6x6x16xi64>
  func.return %0 : tensor<1x6x6x16xi64>
}

// -----

// spec.md#dynamic_conv C27, the same check and words.
func.func @dynamic_conv_c27(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xbf16>, %pad: tensor<2x2xi64>) -> tensor<1x6x6x16xf32> {
  // expected-error@+1 {{expects lhs and rhs to have compatible element type. Got: 'f32' and 'bf16'}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xbf16>, tensor<2x2xi64>) -> tensor<1x6x6x16xf32>
  func.return %0 : tensor<1x6x6x16xf32>
}

// -----

// spec.md#dynamic_conv C4: the padding operand is [N, 2]; a dynamic dimension is MLIR's
// kDynamic in the message, never a match.
func.func @dynamic_conv_c4(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>, %pad: tensor<?x2xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error@+1 {{expects padding to be of shape [2, 2], but got [-9223372036854775808, 2]}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>, tensor<?x2xi64>) -> tensor<1x?x?x16xf32>
  func.return %0 : tensor<1x?x?x16xf32>
}

// -----

// The padding operand is checked after the convolution's attributes (C12 first).
func.func @dynamic_conv_c12_before_c4(%lhs: tensor<1x8x8x207xf32>, %rhs: tensor<3x3x207x16xf32>, %pad: tensor<3xi64>) -> tensor<1x?x?x16xf32> {
  // expected-error@+1 {{expects convolution arguments to have 3 dimensions. Got: 4}}
  %0 = "stablehlo.dynamic_conv"(%lhs, %rhs, %pad) {
    dimension_numbers = #stablehlo.conv<raw input_batch_dimension = 0, input_feature_dimension = 3, input_spatial_dimensions = [1], kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0], output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1]>,
    batch_group_count = 1 : i64, feature_group_count = 1 : i64
  } : (tensor<1x8x8x207xf32>, tensor<3x3x207x16xf32>, tensor<3xi64>) -> tensor<1x?x?x16xf32>
  func.return %0 : tensor<1x?x?x16xf32>
}

// -----

func.func @fft_rfft(%operand: tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>> {
  %0 = stablehlo.fft %operand, type = RFFT, length = [9] : (tensor<3x9xf32>) -> tensor<3x5xcomplex<f32>>
  func.return %0 : tensor<3x5xcomplex<f32>>
}

// -----

func.func @fft_c4(%operand: tensor<3x10xf32>) -> tensor<3x5xcomplex<f32>> {
  // expected-error@+2 {{RFFT requires innermost dimensions to be compatible with fft_length. Got: 3, 10 but wanted 9.}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = stablehlo.fft %operand, type = RFFT, length = [9] : (tensor<3x10xf32>) -> tensor<3x5xcomplex<f32>>
  func.return %0 : tensor<3x5xcomplex<f32>>
}

// -----

func.func @triangular_solve_c4(%a: tensor<4x4xf32>, %b: tensor<3x4xf32>) -> tensor<3x4xf32> {
  // expected-error@+2 {{shared dimension of operands 'a' and 'b' must be compatible, but got 'tensor<4x4xf32>' and 'tensor<3x4xf32>'}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = "stablehlo.triangular_solve"(%a, %b) {left_side = true, lower = true, transpose_a = #stablehlo<transpose NO_TRANSPOSE>, unit_diagonal = true} : (tensor<4x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
  func.return %0 : tensor<3x4xf32>
}

// -----

func.func @cholesky_c2(%a: tensor<3xf32>) -> tensor<3xf32> {
  // expected-error@+2 {{argument 'a' must have rank >= 2, got shape 3.}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = "stablehlo.cholesky"(%a) {lower = true} : (tensor<3xf32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

func.func @batch_norm_training(%x: tensor<2x3x4xf32>, %scale: tensor<3xf32>, %offset: tensor<3xf32>) -> tensor<3xf32> {
  %0:3 = "stablehlo.batch_norm_training"(%x, %scale, %offset) {epsilon = 0.001 : f32, feature_index = 1 : i64} : (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3x4xf32>, tensor<3xf32>, tensor<3xf32>)
  func.return %0#1 : tensor<3xf32>
}

// -----

func.func @batch_norm_inference_c3(%x: tensor<4x256xf32>, %s: tensor<25xf32>) -> tensor<4x256xf32> {
  // expected-error@+2 {{expects the size of single-dimensional operands to be compatible with feature count, but the size of single-dimensional operands is 25 and the feature count is 256.}}
  // expected-error@+1 {{failed to infer returned types}}
  %0 = "stablehlo.batch_norm_inference"(%x, %s, %s, %s, %s) {epsilon = 1.0e-05 : f32, feature_index = 1 : i64} : (tensor<4x256xf32>, tensor<25xf32>, tensor<25xf32>, tensor<25xf32>, tensor<25xf32>) -> tensor<4x256xf32>
  func.return %0 : tensor<4x256xf32>
}

// -----

// A constant padding operand gives dynamic_conv's spatial result sizes.
func.func @dynamic_conv_constant_padding(%lhs: tensor<1x4x4x1xi64>, %rhs: tensor<3x3x1x1xi64>) -> tensor<1x3x2x1xi64> {
  %padding = stablehlo.constant dense<1> : tensor<2x2xi64>
  // expected-error@+1 {{inferred shape '[1, 2, 2, 1]' is incompatible with return type of operation 'tensor<1x3x2x1xi64>'}}
  %result = "stablehlo.dynamic_conv"(%lhs, %rhs, %padding) {
    window_strides = array<i64: 4, 4>,
    lhs_dilation = array<i64: 2, 2>,
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    batch_group_count = 1 : i64,
    feature_group_count = 1 : i64
  } : (tensor<1x4x4x1xi64>, tensor<3x3x1x1xi64>, tensor<2x2xi64>) -> tensor<1x3x2x1xi64>
  func.return %result : tensor<1x3x2x1xi64>
}
