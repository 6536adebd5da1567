// A call and a composite, for stablehlo-opt's passes:
//   stablehlo-opt -inline --stablehlo-legalize-composite-to-call examples/calls.mlir
func.func @main(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = func.call @double(%x) : (tensor<4xf32>) -> tensor<4xf32>
  %1 = stablehlo.composite "example.square" %0 {decomposition = @square} : (tensor<4xf32>) -> tensor<4xf32>
  func.return %1 : tensor<4xf32>
}
func.func private @double(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.add %x, %x : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
func.func private @square(%x: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.multiply %x, %x : tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
