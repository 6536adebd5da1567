// RUN: stablehlo-translate --interpret --args="[dense<[1.0, -2.0]> : tensor<2xf32>, dense<0.5> : tensor<f32>]" %s | FileCheck %s
// RUN: not stablehlo-opt --chlo-legalize-to-stablehlo %s 2>&1 | FileCheck %s --check-prefix=LEGALIZE

// CHLO ops on unranked tensors: the decompositions build ranked StableHLO ops, so such ops are
// not lowered (an error of --chlo-legalize-to-stablehlo, as upstream's partial conversion
// reports it); the interpreter evaluates them directly, on the arguments' shapes.
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<2xf32> {
// CHECK-NEXT:   [1.500000e+00, -1.500000e+00]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<2xi1> {
// CHECK-NEXT:   [false, false]
// CHECK-NEXT: }
// CHECK-NEXT: tensor<f32> {2.000000e+00}
// LEGALIZE: chlo_unranked.mlir:[[# @LINE + 2]]:8: error: failed to legalize operation 'chlo.broadcast_add' that was explicitly marked illegal
func.func @main(%a: tensor<*xf32>, %b: tensor<*xf32>) -> (tensor<*xf32>, tensor<*xi1>, tensor<*xf32>) {
  %0 = chlo.broadcast_add %a, %b : (tensor<*xf32>, tensor<*xf32>) -> tensor<*xf32>
  %1 = chlo.is_inf %0 : tensor<*xf32> -> tensor<*xi1>
  %2 = "chlo.constant_like"(%b) {value = 2.0 : f32} : (tensor<*xf32>) -> tensor<*xf32>
  func.return %0, %1, %2 : tensor<*xf32>, tensor<*xi1>, tensor<*xf32>
}
