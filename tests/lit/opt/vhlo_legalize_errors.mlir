// StableHLO that VHLO cannot express is an error at the op (upstream's text): a string
// attribute with a type; the typed string itself prints back with its type.
// RUN: stablehlo-opt --stablehlo-legalize-to-vhlo --verify-diagnostics --split-input-file %s
// RUN: stablehlo-opt --split-input-file %s | FileCheck %s

func.func @string_with_type(%arg0: tensor<f32>) -> tensor<f32> {
  // expected-error @+1 {{failed to legalize operation 'stablehlo.custom_call' that was explicitly marked illegal}}
  %0 = "stablehlo.custom_call"(%arg0) {
    call_target_name = "foo" : tensor<3xf32>
  } : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// CHECK: attributes {note = "bar" : i32}
// expected-error @+1 {{failed to legalize operation 'func.func' that was explicitly marked illegal}}
func.func @typed_string_attribute() attributes {note = "bar" : i32} {
  func.return
}

