// RUN: stablehlo-translate --interpret %s | FileCheck %s
// A function of several blocks: cf.br passes its operands to the block it names, which runs next
// (not the next block in the text).

// CHECK: tensor<f32> {2.000000e+00}
func.func @main() -> tensor<f32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  cf.br ^bb2(%0 : tensor<f32>)
^bb1(%1 : tensor<f32>):
  func.return %1 : tensor<f32>
^bb2(%3 : tensor<f32>):
  %4 = stablehlo.add %3, %0 : tensor<f32>
  cf.br ^bb1(%4 : tensor<f32>)
}
