// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// CustomCallOp::verifyKnownCustomCalls: the buffer targets, after the op's other checks.
func.func @buffers(%t: tensor<2x?xf32>, %m: memref<2x3xf32>) -> (memref<2x3xf32>, tensor<2x3xf32>, memref<4xi8, 1>) {
  %p = stablehlo.custom_call @Pin(%t) : (tensor<2x?xf32>) -> memref<2x3xf32>
  %u = stablehlo.custom_call @Unpin(%m) : (memref<2x3xf32>) -> tensor<2x3xf32>
  %b = stablehlo.custom_call @CreateBuffer() : () -> memref<4xi8, 1>
  func.return %p, %u, %b : memref<2x3xf32>, tensor<2x3xf32>, memref<4xi8, 1>
}

// -----

func.func @create_two(%t: tensor<2xf32>) -> memref<2xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op CreateBuffer custom_call should have one result}}
  %b:2 = stablehlo.custom_call @CreateBuffer() : () -> (memref<2xf32>, memref<2xf32>)
  func.return %b#0 : memref<2xf32>
}

// -----

func.func @create_tensor() -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op CreateBuffer custom_call should have a memref result}}
  %b = stablehlo.custom_call @CreateBuffer() : () -> tensor<2xf32>
  func.return %b : tensor<2xf32>
}

// -----

func.func @pin_two(%t: tensor<2xf32>) -> memref<2xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op Pin custom_call should have one input}}
  %p = stablehlo.custom_call @Pin(%t, %t) : (tensor<2xf32>, tensor<2xf32>) -> memref<2xf32>
  func.return %p : memref<2xf32>
}

// -----

func.func @pin_memref(%m: memref<2xf32>) -> memref<2xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op Pin custom_call should have a tensor input}}
  %p = stablehlo.custom_call @Pin(%m) : (memref<2xf32>) -> memref<2xf32>
  func.return %p : memref<2xf32>
}

// -----

func.func @pin_no_output(%t: tensor<2xf32>) {
  // expected-error@+1 {{'stablehlo.custom_call' op Pin custom_call should have one output}}
  stablehlo.custom_call @Pin(%t) : (tensor<2xf32>) -> ()
  func.return
}

// -----

func.func @pin_tensor(%t: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op Pin custom_call should have a memref output}}
  %p = stablehlo.custom_call @Pin(%t) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %p : tensor<2xf32>
}

// -----

// Compatible shapes (verifyCompatibleShape) and equal element types; the memref's layout
// and memory space do not matter.
func.func @pin_other_shape(%t: tensor<2x3xf32>) -> memref<3x2xf32, strided<[2, 1]>> {
  // expected-error@+1 {{'stablehlo.custom_call' op Pin custom_call should have compatible input and output types}}
  %p = stablehlo.custom_call @Pin(%t) : (tensor<2x3xf32>) -> memref<3x2xf32, strided<[2, 1]>>
  func.return %p : memref<3x2xf32, strided<[2, 1]>>
}

// -----

func.func @unpin_two(%m: memref<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op Unpin custom_call should have one input}}
  %u = stablehlo.custom_call @Unpin(%m, %m) : (memref<2xf32>, memref<2xf32>) -> tensor<2xf32>
  func.return %u : tensor<2xf32>
}

// -----

func.func @unpin_tensor(%t: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op Unpin custom_call should have a memref input}}
  %u = stablehlo.custom_call @Unpin(%t) : (tensor<2xf32>) -> tensor<2xf32>
  func.return %u : tensor<2xf32>
}

// -----

func.func @unpin_two_outputs(%m: memref<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op Unpin custom_call should have one output}}
  %u:2 = stablehlo.custom_call @Unpin(%m) : (memref<2xf32>) -> (tensor<2xf32>, tensor<2xf32>)
  func.return %u#0 : tensor<2xf32>
}

// -----

func.func @unpin_memref(%m: memref<2xf32>) -> memref<2xf32> {
  // expected-error@+1 {{'stablehlo.custom_call' op Unpin custom_call should have a tensor output}}
  %u = stablehlo.custom_call @Unpin(%m) : (memref<2xf32>) -> memref<2xf32>
  func.return %u : memref<2xf32>
}

// -----

func.func @unpin_other_element(%m: memref<?x2xf32>) -> tensor<3x2xf64> {
  // expected-error@+1 {{'stablehlo.custom_call' op Unpin custom_call should have compatible input and output types}}
  %u = stablehlo.custom_call @Unpin(%m) : (memref<?x2xf32>) -> tensor<3x2xf64>
  func.return %u : tensor<3x2xf64>
}

// -----

// An unranked memref is compatible with any shape.
func.func @unpin_unranked(%m: memref<*xf32>) -> tensor<3x2xf32> {
  %u = stablehlo.custom_call @Unpin(%m) : (memref<*xf32>) -> tensor<3x2xf32>
  func.return %u : tensor<3x2xf32>
}
