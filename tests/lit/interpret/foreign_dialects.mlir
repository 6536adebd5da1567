// RUN: not stablehlo-translate --interpret -split-input-file %s 2>&1 | FileCheck %s

// arith.constant and tensor.cast appear in exported StableHLO programs.
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<3xi32> {
// CHECK-NEXT:   [5, 7, 9]
func.func @main() -> tensor<3xi32> {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %b = stablehlo.constant dense<[4, 5, 6]> : tensor<3xi32>
  %d = tensor.cast %a : tensor<3xi32> to tensor<?xi32>
  %s = stablehlo.add %d, %b : (tensor<?xi32>, tensor<3xi32>) -> tensor<?xi32>
  %r = tensor.cast %s : tensor<?xi32> to tensor<3xi32>
  func.return %r : tensor<3xi32>
}

// -----

// A cast to a shape the value does not have is a located error.
func.func @main() -> tensor<4xi32> {
  %a = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %d = tensor.cast %a : tensor<3xi32> to tensor<?xi32>
  // CHECK: foreign_dialects.mlir:[[# @LINE + 1]]:8: error: 'tensor.cast' op result #0: expected tensor<4xi32>, got tensor<3xi32>
  %r = tensor.cast %d : tensor<?xi32> to tensor<4xi32>
  func.return %r : tensor<4xi32>
}
