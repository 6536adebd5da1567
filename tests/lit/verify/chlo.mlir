// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

func.func @valid_forms(%a: tensor<2x3xf32>, %b: tensor<3xf32>, %k: tensor<4x16xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %1 = chlo.erf %0 : tensor<2x3xf32> -> tensor<2x3xf32>
  %2 = chlo.next_after %1, %a : tensor<2x3xf32>, tensor<2x3xf32> -> tensor<2x3xf32>
  %3:2 = chlo.top_k(%k, k = 4) : tensor<4x16xf32> -> (tensor<4x4xf32>, tensor<4x4xi32>)
  %4 = chlo.is_inf %2 : tensor<2x3xf32> -> tensor<2x3xi1>
  func.return %2 : tensor<2x3xf32>
}

// -----

// Like upstream, incompatible shapes infer an unranked result, which any declared type refines.
func.func @broadcast_shapes_incompatible(%a: tensor<2x3xf32>, %b: tensor<4xf32>) -> tensor<2x3xf32> {
  %0 = chlo.broadcast_add %a, %b : (tensor<2x3xf32>, tensor<4xf32>) -> tensor<2x3xf32>
  func.return %0 : tensor<2x3xf32>
}

// -----

func.func @broadcast_element_mismatch(%a: tensor<2xf32>, %b: tensor<2xi32>) -> tensor<2xf32> {
  // expected-error@+1 {{'chlo.broadcast_multiply' op requires the same element type for all operands and results}}
  %0 = chlo.broadcast_multiply %a, %b : (tensor<2xf32>, tensor<2xi32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @logical_on_floats(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'chlo.broadcast_and' op operand #0 must be tensor of bool or 2/4/8/16/32/64-bit integer values, but got 'tensor<2xf32>'}}
  %0 = chlo.broadcast_and %a, %a : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @erf_on_complex(%a: tensor<2xcomplex<f32>>) -> tensor<2xcomplex<f32>> {
  // expected-error@+1 {{'chlo.erf' op operand #0 must be tensor of 4/6/8/16/32/64-bit float values, but got 'tensor<2xcomplex<f32>>'}}
  %0 = chlo.erf %a : tensor<2xcomplex<f32>> -> tensor<2xcomplex<f32>>
  func.return %0 : tensor<2xcomplex<f32>>
}

// -----

func.func @is_inf_result(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'chlo.is_inf' op result #0 must be tensor of bool values, but got 'tensor<2xf32>'}}
  %0 = chlo.is_inf %a : tensor<2xf32> -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @top_k_too_large(%a: tensor<3xf32>) {
  // expected-error@+2 {{operand's last dimension must be at least 4}}
  // expected-error@+1 {{failed to infer returned types}}
  %0:2 = chlo.top_k(%a, k = 4) : tensor<3xf32> -> (tensor<4xf32>, tensor<4xi32>)
  func.return
}

// -----

func.func @constant_like_type(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{value's type doesn't match element return type}}
  %0 = "chlo.constant_like"(%a) {value = 1 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
