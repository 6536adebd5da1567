func.func @main(%arg0: tensor<3x?xf32>, %arg1: tensor<f32>) -> tensor<3x?xf32> {
  %0 = stablehlo.broadcast_in_dim %arg1, dims = [] : (tensor<f32>) -> tensor<3x2xf32>
  %1 = stablehlo.add %arg0, %0 : (tensor<3x?xf32>, tensor<3x2xf32>) -> tensor<3x?xf32>
  return %1 : tensor<3x?xf32>
}
