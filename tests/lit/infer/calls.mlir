// RUN: stablehlo-translate --infer %s | FileCheck %s
// RUN: stablehlo-translate --infer %s | stablehlo-translate --verify - > /dev/null

// The callee is refined from its own signature; the call takes the callee's results
// refined for the call's operand types, with tensor.cast ops reconciling the two, as
// func.call needs the callee's exact types.
// CHECK-LABEL: func.func @main(%a: tensor<2x3xf32>) -> tensor<2x3xf32>
// CHECK: %[[ARG:.*]] = tensor.cast %c : tensor<2x3xf32> to tensor<?x3xf32>
// CHECK: %[[CALL:.*]] = call @double(%[[ARG]]) : (tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK: %0 = tensor.cast %[[CALL]] : tensor<?x3xf32> to tensor<2x3xf32>
// CHECK: %1 = stablehlo.negate %0 : tensor<2x3xf32>
// CHECK: return %1 : tensor<2x3xf32>
// CHECK-LABEL: func.func @double(%x: tensor<?x3xf32>) -> tensor<?x3xf32>
// CHECK: stablehlo.add %x, %x : tensor<?x3xf32>
func.func @main(%a: tensor<2x3xf32>) -> tensor<?x?xf32> {
  %c = stablehlo.abs %a : (tensor<2x3xf32>) -> tensor<?x3xf32>
  %0 = func.call @double(%c) : (tensor<?x3xf32>) -> tensor<?x?xf32>
  %1 = stablehlo.negate %0 : tensor<?x?xf32>
  func.return %1 : tensor<?x?xf32>
}

func.func @double(%x: tensor<?x3xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.add %x, %x : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x?xf32>
  func.return %0 : tensor<?x?xf32>
}
