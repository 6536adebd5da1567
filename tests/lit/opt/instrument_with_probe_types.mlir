// --interpreter-instrument-with-probe probes only static tensors of integers (i1 too), floats and
// complex numbers, as upstream's isValidTypeToInstrument: not quantized, dynamic or string tensors.
// RUN: stablehlo-opt --allow-unregistered-dialect --interpreter-instrument-with-probe %s | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK:       stablehlo.uniform_quantize
// CHECK-NEXT:  stablehlo.uniform_dequantize
// CHECK-NEXT:  interpreter.probe {{.*}}, probe_id = "probe1" : tensor<2xf32>
// CHECK:       stablehlo.compare
// CHECK-NEXT:  interpreter.probe {{.*}}, probe_id = "probe2" : tensor<2xi1>
// CHECK:       "tf.Const"
// CHECK-NEXT:  return
func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi1>, tensor<!tf_type.string>) {
  %q = stablehlo.uniform_quantize %x : (tensor<2xf32>) -> tensor<2x!quant.uniform<i8:f32, 0.5>>
  %d = stablehlo.uniform_dequantize %q : (tensor<2x!quant.uniform<i8:f32, 0.5>>) -> tensor<2xf32>
  %c = stablehlo.compare GT, %d, %x : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  %s = "tf.Const"() {value = dense<"hello"> : tensor<!tf_type.string>} : () -> tensor<!tf_type.string>
  func.return %d, %c, %s : tensor<2xf32>, tensor<2xi1>, tensor<!tf_type.string>
}
