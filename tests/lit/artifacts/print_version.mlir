// --print-stablehlo-version: the version an artifact was written for (with --deserialize),
// a note when the input is not an artifact, and the version this tool implements (alone).
// RUN: stablehlo-translate --serialize --target=1.1.0 %s | stablehlo-translate --deserialize --print-stablehlo-version | FileCheck %s --check-prefix=ARTIFACT
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize --print-stablehlo-version | FileCheck %s --check-prefix=CURRENT
// RUN: stablehlo-translate --deserialize --print-stablehlo-version %s | FileCheck %s --check-prefix=TEXT
// RUN: stablehlo-translate --print-stablehlo-version | FileCheck %s --check-prefix=ALONE

// ARTIFACT: // Reading portable artifact with StableHLO version: 1.1.0
// ARTIFACT-NEXT: module {
// CURRENT: // Reading portable artifact with StableHLO version: 1.20.0
// TEXT: // Failed parsing StableHLO version from portable artifact
// TEXT-NEXT: module {
// ALONE: // StableHLO version: 1.20.0
func.func @main(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.add %arg0, %arg0 : tensor<f32>
  func.return %0 : tensor<f32>
}
