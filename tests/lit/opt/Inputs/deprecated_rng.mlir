func.func @rng(%min: tensor<f32>, %max: tensor<f32>) -> tensor<10xf32> {
  %shape = stablehlo.constant dense<[10]>  : tensor<1xi32>
  %0 = "stablehlo.rng"(%min, %max, %shape) {rng_distribution = #stablehlo<rng_distribution UNIFORM>} : (tensor<f32>, tensor<f32>, tensor<1xi32>) -> tensor<10xf32>
  func.return %0 : tensor<10xf32>
}
