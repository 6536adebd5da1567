func.func @f(%arg0: tensor<f32>) -> tensor<f32> {
  cf.br ^bb1(%arg0 : tensor<f32>, tensor<f32>)
^bb1(%arg1 : tensor<f32>):
  func.return %arg1 : tensor<f32>
}
// -----
func.func @g(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = func.constant @g : (tensor<f32>) -> tensor<f32>
  %1 = func.call_indirect %0, %arg0 : (tensor<f32>) -> tensor<f32>
  return %1 : tensor<f32>
}
// -----
func.func @h(%arg0: tensor<2xindex>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract [%arg0] : tensor<2xindex>
  return %0 : index
}
// -----
func.func @k(%arg0: tensor<2xindex>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract %arg0[0] : tensor<2xindex>
  return %0 : index
}
// -----
func.func @m(%arg0: tensor<f32>) -> tensor<f32> {
  cf.br ^bb9(%arg0 : tensor<f32>)
^bb1(%arg1 : tensor<f32>):
  func.return %arg1 : tensor<f32>
}
// -----
func.func @n(%arg0: tensor<f32>) -> tensor<f32> {
  cf.br ^bb1(%arg0, %arg0 : tensor<f32>, tensor<f32>)
^bb1(%arg1 : tensor<f32>):
  func.return %arg1 : tensor<f32>
}
// -----
func.func @p(%arg0: tensor<i32>) -> tensor<f32> {
  cf.br ^bb1(%arg0 : tensor<i32>)
^bb1(%arg1 : tensor<f32>):
  func.return %arg1 : tensor<f32>
}
// -----
func.func @q() -> i8 {
  %0 = arith.constant 300 : i8
  return %0 : i8
}
// -----
func.func @r() -> i32 {
  %0 = arith.constant 1.5 : i32
  return %0 : i32
}
