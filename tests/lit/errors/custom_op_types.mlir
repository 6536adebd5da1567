// Pretty forms' type errors in upstream's words (AssemblyFormat.cpp, parseSymbolName).
// RUN: stablehlo-opt %s -split-input-file -verify-diagnostics

// assignFromFunctionType: the operand count first, then one result.
func.func @two_results(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.multiply' expected single output}}
  %0 = stablehlo.multiply %a, %a : (tensor<2xf32>, tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi32>)
  func.return
}

// -----

func.func @operands_first(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.multiply' 2 operands present, but expected 1}}
  %0 = stablehlo.multiply %a, %a : (tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi32>)
  func.return
}

// -----

func.func @clamp_no_result(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.clamp' expected single output}}
  %0 = stablehlo.clamp %a, %a, %a : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> ()
  func.return
}

// -----

func.func @complex_unranked(%a: tensor<*xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.complex' expected tensor with complex element type}}
  %0 = stablehlo.complex %a, %a : tensor<*xf32>
  func.return
}

// -----

func.func @custom_call_string(%a: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'stablehlo.custom_call' expected valid '@'-identifier for symbol name}}
  %0 = stablehlo.custom_call "foo"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  func.return
}
