func.func private @declared(%arg0: tensor<4xf32>) -> tensor<4xf32>
