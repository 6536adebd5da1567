// A quantized op that no rule converts and that the QDQ fallback does not list.
func.func @main(%arg0: tensor<4x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>> {
  // The sort's comparator works on quantized scalars.
  %0 = "stablehlo.sort"(%arg0) ({
  ^bb0(%a: tensor<!quant.uniform<i8:f32, 1.0:0>>, %b: tensor<!quant.uniform<i8:f32, 1.0:0>>):
    %c = stablehlo.compare GT, %a, %b : (tensor<!quant.uniform<i8:f32, 1.0:0>>, tensor<!quant.uniform<i8:f32, 1.0:0>>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<4x!quant.uniform<i8:f32, 1.0:0>>) -> tensor<4x!quant.uniform<i8:f32, 1.0:0>>
  func.return %0 : tensor<4x!quant.uniform<i8:f32, 1.0:0>>
}
