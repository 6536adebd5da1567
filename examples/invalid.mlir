// Programs the verifier rejects, with the errors it reports as expected-error annotations:
//   stablehlo-translate --verify -verify-diagnostics -split-input-file examples/invalid.mlir
func.func @main(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.add' op requires the same shape for all operands and results}}
  %0 = "stablehlo.add"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @main(%a: tensor<2x3xf32>) -> tensor<2xf32> {
  %init = stablehlo.constant dense<0.0> : tensor<f32>
  // expected-error@+1 {{Out-of-bounds dimension 2, expected to be in range [0, 2)}}
  %0 = stablehlo.reduce(%a init: %init) applies stablehlo.add across dimensions = [2] : (tensor<2x3xf32>, tensor<f32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
