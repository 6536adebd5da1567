// --stablehlo-legalize-quantized-op-to-qdq and --stablehlo-legalize-qdq-to-quantized-op: a quantized
// op and its dequantize-op-quantize chain are the same computation (interpreted each way), and
// each pass turns one into the other.
// RUN: stablehlo-translate --interpret %s
// RUN: stablehlo-opt --stablehlo-legalize-quantized-op-to-qdq %s | FileCheck %s --check-prefix=QDQ
// RUN: stablehlo-opt --stablehlo-legalize-quantized-op-to-qdq %s | stablehlo-translate --interpret
// RUN: stablehlo-opt --stablehlo-legalize-quantized-op-to-qdq --stablehlo-legalize-qdq-to-quantized-op %s | FileCheck %s --check-prefix=BACK
// RUN: stablehlo-opt --stablehlo-legalize-quantized-op-to-qdq --stablehlo-legalize-qdq-to-quantized-op %s | stablehlo-translate --interpret

// QDQ-LABEL: func.func @main
// QDQ:       %[[A:.*]] = stablehlo.uniform_dequantize %{{.*}} : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-2>>) -> tensor<4xf32>
// QDQ-NEXT:  %[[B:.*]] = stablehlo.uniform_dequantize %{{.*}} : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-2>>) -> tensor<4xf32>
// QDQ-NEXT:  %[[SUM:.*]] = stablehlo.add %[[A]], %[[B]] : tensor<4xf32>
// QDQ-NEXT:  stablehlo.uniform_quantize %[[SUM]] : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
// QDQ:       stablehlo.compare GT, %{{.*}}, %{{.*}} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
// QDQ-NOT:   stablehlo.add %{{.*}} : tensor<4x!quant
// BACK-LABEL: func.func @main
// BACK:      stablehlo.add %{{.*}}, %{{.*}} : (tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-2>>, tensor<4x!quant.uniform<i8:f32, 5.000000e-01:-2>>) -> tensor<4x!quant.uniform<i8:f32, 2.500000e-01>>
func.func @main() {
  %x = stablehlo.constant dense<[1.0, -2.5, 3.0, 0.5]> : tensor<4xf32>
  %y = stablehlo.constant dense<[0.5, 0.5, -1.0, 4.0]> : tensor<4xf32>
  %qx = stablehlo.uniform_quantize %x : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
  %qy = stablehlo.uniform_quantize %y : (tensor<4xf32>) -> tensor<4x!quant.uniform<i8:f32, 0.5:-2>>
  %sum = stablehlo.add %qx, %qy : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>, tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4x!quant.uniform<i8:f32, 0.25>>
  %f = stablehlo.uniform_dequantize %sum : (tensor<4x!quant.uniform<i8:f32, 0.25>>) -> tensor<4xf32>
  check.expect_almost_eq_const %f, dense<[1.5, -2.0, 2.0, 4.5]> : tensor<4xf32>
  %gt = stablehlo.compare GT, %qx, %qy : (tensor<4x!quant.uniform<i8:f32, 0.5:-2>>, tensor<4x!quant.uniform<i8:f32, 0.5:-2>>) -> tensor<4xi1>
  check.expect_eq_const %gt, dense<[true, false, true, false]> : tensor<4xi1>
  func.return
}
