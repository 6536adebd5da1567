// `stablehlo.custom_call @shape_assertion` (JAX's shape checks in polymorphic exports) runs as
// upstream's stablehlo-check-shape-assertions pass checks it: a true predicate passes, a false
// one is an error at the op with `error_message` formatted from the operands after the predicate.
// RUN: not stablehlo-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

func.func @main() -> tensor<i32> {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %c = stablehlo.constant dense<7> : tensor<i32>
  stablehlo.custom_call @shape_assertion(%t, %c) {api_version = 2 : i32, error_message = "should not fire {0}", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  return %c : tensor<i32>
}
// CHECK: Evaluated results of function: main
// CHECK-NEXT: tensor<i32> {7}

// -----

func.func @main() -> tensor<2x0xf32> {
  %b = stablehlo.constant dense<> : tensor<2x0xf32>
  %d = stablehlo.get_dimension_size %b, dim = 1 : (tensor<2x0xf32>) -> tensor<i32>
  %c3 = stablehlo.constant dense<3> : tensor<i32>
  %ok = stablehlo.compare GE, %d, %c3, SIGNED : (tensor<i32>, tensor<i32>) -> tensor<i1>
  %w = stablehlo.constant dense<-5> : tensor<i64>
  // CHECK: shape_assertion.mlir:[[# @LINE + 1]]:3: error: 'stablehlo.custom_call' op Expected b >= 3, got b = 0 (-5); {0} is 0
  stablehlo.custom_call @shape_assertion(%ok, %d, %w) {error_message = "Expected b >= 3, got b = {0} ({1:x}); {{0} is {0}", has_side_effect = true} : (tensor<i1>, tensor<i32>, tensor<i64>) -> ()
  return %b : tensor<2x0xf32>
}

// -----

func.func @main() -> () {
  %ok = stablehlo.constant dense<false> : tensor<i1>
  %c = stablehlo.constant dense<1> : tensor<i32>
  // CHECK: error: 'stablehlo.custom_call' op expects error_message to contain format specifiers with error_message_input index less than 1. Found specifier {1}
  stablehlo.custom_call @shape_assertion(%ok, %c) {error_message = "{0} and {1}", has_side_effect = true} : (tensor<i1>, tensor<i32>) -> ()
  return
}

// -----

func.func @main() -> () {
  %c = stablehlo.constant dense<0> : tensor<i32>
  // CHECK: error: 'stablehlo.custom_call' op expects assert_what (operand #0) to be a constant of type tensor<i1>
  stablehlo.custom_call @shape_assertion(%c) {error_message = "Some error", has_side_effect = true} : (tensor<i32>) -> ()
  return
}

// -----

func.func @main() -> () {
  %t = stablehlo.constant dense<true> : tensor<i1>
  %c = stablehlo.constant dense<0> : tensor<i16>
  // CHECK: error: 'stablehlo.custom_call' op expects error_message_input (operand #1) to be a constant of type tensor<i32> or tensor<i64>
  stablehlo.custom_call @shape_assertion(%t, %c) {error_message = "{0}", has_side_effect = true} : (tensor<i1>, tensor<i16>) -> ()
  return
}

// -----

func.func @main() -> () {
  %t = stablehlo.constant dense<true> : tensor<i1>
  // CHECK: error: 'stablehlo.custom_call' op expects an error_message attribute
  stablehlo.custom_call @shape_assertion(%t) {has_side_effect = true} : (tensor<i1>) -> ()
  return
}

// -----

func.func @main() -> () {
  %t = stablehlo.constant dense<true> : tensor<i1>
  // CHECK: error: 'stablehlo.custom_call' op mhlo.frontend_attributes is not a supported attribute
  stablehlo.custom_call @shape_assertion(%t) {error_message = "", has_side_effect = true, mhlo.frontend_attributes = {}} : (tensor<i1>) -> ()
  return
}
