// --mlir-print-local-scope prints every attribute and type inline: no `#alias = ...` lines
// (MLIR's AsmPrinter with printLocalScope); without it sparse encodings become `#sparse`.
// RUN: stablehlo-opt --mlir-print-local-scope %s | FileCheck %s
// RUN: stablehlo-opt %s | FileCheck %s --check-prefix=ALIAS

// CHECK-NOT: {{^}}#
// CHECK: func.func @main(%arg0: tensor<2x3xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>, %arg1: tensor<3x4xf32>) -> tensor<2x4xf32>
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32, #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>>, tensor<3x4xf32>) -> tensor<2x4xf32>

// ALIAS:      #sparse = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
// ALIAS:      func.func @main(%arg0: tensor<2x3xf32, #sparse>, %arg1: tensor<3x4xf32>) -> tensor<2x4xf32>
#CSR = #sparse_tensor.encoding<{ map = (d0, d1) -> (d0 : dense, d1 : compressed) }>
func.func @main(%a: tensor<2x3xf32, #CSR>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32, #CSR>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
