// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

func.func @rng_ok(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<3xi64>) -> tensor<?x?x?xf32> {
  %0 = stablehlo.rng %a, %b, %shape, distribution = NORMAL : (tensor<f32>, tensor<f32>, tensor<3xi64>) -> tensor<?x?x?xf32>
  func.return %0 : tensor<?x?x?xf32>
}

// -----

func.func @rng_rank(%a: tensor<f32>, %b: tensor<f32>, %shape: tensor<7xi64>) -> tensor<?xf32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<?x?x?x?x?x?x?xf32>' are incompatible with return type(s) of operation 'tensor<?xf32>'}}
  %0 = "stablehlo.rng"(%a, %b, %shape) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<7xi64>) -> tensor<?xf32>
  func.return %0 : tensor<?xf32>
}

// -----

func.func @rng_bit_generator_state(%s: tensor<2xui64>) -> tensor<10xui32> {
  // expected-error@+1 {{output state shape must be compatible with initial state shape. Got: 'tensor<2xui64>' and 'tensor<3xui64>'}}
  %0, %1 = "stablehlo.rng_bit_generator"(%s) {rng_algorithm = #stablehlo<rng_algorithm DEFAULT>} : (tensor<2xui64>) -> (tensor<3xui64>, tensor<10xui32>)
  func.return %1 : tensor<10xui32>
}

// -----

func.func @uniform_quantize_expressed(%x: tensor<2xf32>) {
  // expected-error@+1 {{Expressed type of result expected to be 'f32', but got 'f64'}}
  %0 = "stablehlo.uniform_quantize"(%x) : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f64, 0.1>>
  func.return
}

// -----

func.func @uniform_dequantize_ok(%x: tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32> {
  %0 = "stablehlo.uniform_dequantize"(%x) : (tensor<2x!quant.uniform<i8:f32, 0.5:3>>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @custom_call_layout(%x: tensor<2x3xf32>) {
  // expected-error@+1 {{incorrect layout dense<[0, 2]> : tensor<2xindex> for type 'tensor<2x3xf32>', layout must be a permutation of [0, 2)}}
  "stablehlo.custom_call"(%x) {call_target_name = "foo", operand_layouts = [dense<[0, 2]> : tensor<2xindex>], result_layouts = []} : (tensor<2x3xf32>) -> ()
  func.return
}

// -----

func.func @custom_call_alias(%x: tuple<tensor<1xf32>, tensor<2xf32>>) -> tuple<tensor<3xf32>> {
  // expected-error@+1 {{shapes mismatch in the output_operand_alias attribute: operand part has type 'tensor<2xf32>' and output part has type 'tensor<3xf32>'}}
  %0 = "stablehlo.custom_call"(%x) {
    call_target_name = "foo",
    output_operand_aliases = [#stablehlo.output_operand_alias<output_tuple_indices = [0], operand_index = 0, operand_tuple_indices = [1]>]
  } : (tuple<tensor<1xf32>, tensor<2xf32>>) -> tuple<tensor<3xf32>>
  func.return %0 : tuple<tensor<3xf32>>
}

// -----

func.func @custom_call_backend_config() {
  // expected-error@+1 {{backend_config for api_version API_VERSION_TYPED_FFI must be a dictionary attribute}}
  "stablehlo.custom_call"() {api_version = 4 : i32, backend_config = "x", call_target_name = "foo"} : () -> ()
  func.return
}

// -----

func.func @check_literal_type(%x: tensor<2xi32>) {
  // expected-error@+1 {{expected value type 'tensor<3xi32>' does not match operand type 'tensor<2xi32>'}}
  check.expect_eq_const %x, dense<[1, 2, 3]> : tensor<3xi32>
  func.return
}

// -----

// A tolerance too large for a double is not zero (fuzz seed 304).
func.func @result_accuracy_huge_atol(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{Invalid tolerances for ResultAccuracyAttr with mode HIGHEST, must be all zero.}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 100000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000, rtol = 0.0, ulps = 4, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// A tolerance that is not a number (fuzz seed 2613) is a parse error: upstream's
// parseResultAccuracyAttr reads it with parseFloat (and ulps with parseInteger).
func.func @result_accuracy_type_atol(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{expected floating point literal}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = tensor, ulps = 4, mode = #stablehlo.result_accuracy_mode<HIGHEST>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// ResultAccuracyAttr::verify runs as the attribute is parsed (getChecked after its '>'):
// no tolerance may be negative, -0.0 included (APFloat::isNegative).
func.func @result_accuracy_negative(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{Negative tolerance}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<rtol = -0.0, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

func.func @result_accuracy_negative_ulps(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.exponential"(%a) {
    // expected-error@+2 {{Negative tolerance}}
    result_accuracy = #stablehlo.result_accuracy<ulps = -1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>
  } : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// Mode DEFAULT, like HIGHEST, takes no tolerance.
func.func @result_accuracy_default(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{Invalid tolerances for ResultAccuracyAttr with mode DEFAULT, must be all zero.}}
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<ulps = 1, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}
