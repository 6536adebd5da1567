// --serialize then --deserialize gives the module back; the artifact starts with MLIR's magic.
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize | FileCheck %s
// RUN: stablehlo-translate --serialize --target=1.0.0 %s -o %t.bc
// RUN: stablehlo-translate --deserialize %t.bc | FileCheck %s
// RUN: stablehlo-translate --serialize --target=0.9.0 --strip-debuginfo %s | stablehlo-translate --deserialize | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-NEXT: %[[C:.*]] = stablehlo.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>
// CHECK-NEXT: %[[S:.*]] = stablehlo.add %arg0, %[[C]] : tensor<2xf32>
// CHECK-NEXT: %[[R:.*]] = stablehlo.compare GT, %[[S]], %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
// CHECK-NEXT: return %[[R]] : tensor<2xi1>
func.func @main(%arg0: tensor<2xf32>) -> tensor<2xi1> {
  %c = stablehlo.constant dense<[1.0, 2.0]> : tensor<2xf32>
  %0 = stablehlo.add %arg0, %c : tensor<2xf32>
  %1 = stablehlo.compare GT, %0, %arg0 : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xi1>
  func.return %1 : tensor<2xi1>
}
