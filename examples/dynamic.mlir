// A function over vectors of any length; --infer refines `?` from the arguments:
//   stablehlo-translate --infer examples/dynamic.mlir --args='[dense<[1.0, 2.0, 3.0]> : tensor<3xf32>]'
func.func @main(%x: tensor<?xf32>) -> tensor<?xf32> {
  %0 = stablehlo.exponential %x : tensor<?xf32>
  %1 = stablehlo.add %0, %x : tensor<?xf32>
  func.return %1 : tensor<?xf32>
}
