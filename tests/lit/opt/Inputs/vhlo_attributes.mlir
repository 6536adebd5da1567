func.func @main(%arg0: tensor<2xf32>) -> tensor<2xf32> attributes {note = {k = 1.5 : f32}} {
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-5, rtol = 0.0, ulps = 2, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}
