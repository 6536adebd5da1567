// RUN: stablehlo-translate --infer -verify-diagnostics -split-input-file %s
// RUN: not stablehlo-translate --infer -split-input-file %s 2>&1 | FileCheck %s

// A declared type that contradicts the refined one is a located error naming both.
// CHECK: conflicts.mlir:[[# @LINE + 5]]:8: error: 'stablehlo.abs' op result #0: inferred type 'tensor<2x3xf32>' conflicts with declared type 'tensor<2x4xf32>'
func.func @main(%a: tensor<2x3xf32>) -> tensor<2x4xf32> {
  %0 = stablehlo.abs %a : (tensor<2x3xf32>) -> tensor<?x?xf32>
  %1 = stablehlo.negate %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  // expected-error@+1 {{'stablehlo.abs' op result #0: inferred type 'tensor<2x3xf32>' conflicts with declared type 'tensor<2x4xf32>'}}
  %2 = stablehlo.abs %1 : (tensor<?x?xf32>) -> tensor<2x4xf32>
  func.return %2 : tensor<2x4xf32>
}

// -----

// A loop body that yields a shape contradicting the declared carried type.
// CHECK: conflicts.mlir:[[# @LINE + 10]]:5: error: 'stablehlo.return' op loop-carried value #0: inferred type 'tensor<4xf32>' conflicts with declared type 'tensor<2xf32>'
func.func @loop(%a: tensor<2xf32>, %p: tensor<i1>) -> tensor<2xf32> {
  %a0 = stablehlo.abs %a : (tensor<2xf32>) -> tensor<?xf32>
  %0 = "stablehlo.while"(%a0) ({
  ^bb0(%x: tensor<2xf32>):
    stablehlo.return %p : tensor<i1>
  }, {
  ^bb0(%x: tensor<2xf32>):
    %y = stablehlo.concatenate %x, %x, dim = 0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<?xf32>
    // expected-error@+1 {{'stablehlo.return' op loop-carried value #0: inferred type 'tensor<4xf32>' conflicts with declared type 'tensor<2xf32>'}}
    stablehlo.return %y : tensor<?xf32>
  }) : (tensor<?xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}
