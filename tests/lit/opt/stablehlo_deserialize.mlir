// The stablehlo-deserialize pipeline (upstream's createStablehloDeserializePipeline): an
// artifact of an older target is upgraded to the current VHLO and legalized to StableHLO;
// a module without VHLO passes unchanged.
// RUN: stablehlo-translate --serialize --target=1.0.0 %s | stablehlo-opt --pass-pipeline='builtin.module(stablehlo-deserialize)' | FileCheck %s
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-opt --stablehlo-deserialize | FileCheck %s
// RUN: stablehlo-opt --stablehlo-deserialize %s | FileCheck %s

// CHECK-LABEL: func.func @main
// CHECK-NEXT:    %0 = stablehlo.add %arg0, %arg1 : tensor<2xf32>
// CHECK-NEXT:    %1 = stablehlo.exponential %0 : tensor<2xf32>
// CHECK-NEXT:    return %1 : tensor<2xf32>
// CHECK-NOT:   vhlo.
func.func @main(%arg0: tensor<2xf32>, %arg1: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.add %arg0, %arg1 : tensor<2xf32>
  %1 = stablehlo.exponential %0 : tensor<2xf32>
  return %1 : tensor<2xf32>
}
