// --mlir-print-local-scope prints every attribute and type inline (no `#alias = ...` lines),
// the same text as without it, since this printer defines no aliases.
// RUN: stablehlo-opt %s > %t.0
// RUN: stablehlo-opt --mlir-print-local-scope %s > %t.1
// RUN: diff %t.0 %t.1
// RUN: stablehlo-opt --mlir-print-local-scope %s | FileCheck %s

// CHECK-NOT: {{^}}#
// CHECK: stablehlo.dot_general %arg0, %arg1, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
func.func @main(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.dot_general %a, %b, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : (tensor<2x3xf32>, tensor<3x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}
