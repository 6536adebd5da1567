// REQUIRES: shared-suite
// Upstream's compatibility files: our artifact for target X.Y.Z equals the .mlir.bc that
// upstream's writer produced, byte for byte (a sample; tests/unit covers all 32).
// RUN: stablehlo-translate --serialize --target=0.9.0 --strip-debuginfo %suite/vhlo/tests/stablehlo_legalize_to_vhlo.0_9_0.mlir -o %t.0_9_0
// RUN: diff %t.0_9_0 %suite/vhlo/tests/stablehlo_legalize_to_vhlo.0_9_0.mlir.bc
// RUN: stablehlo-translate --serialize --target=1.2.0 --strip-debuginfo %suite/vhlo/tests/stablehlo_legalize_to_vhlo.1_2_0.mlir -o %t.1_2_0
// RUN: diff %t.1_2_0 %suite/vhlo/tests/stablehlo_legalize_to_vhlo.1_2_0.mlir.bc
// RUN: stablehlo-translate --serialize --target=1.20.0 --strip-debuginfo %suite/vhlo/tests/stablehlo_legalize_to_vhlo.1_20_0.mlir -o %t.1_20_0
// RUN: diff %t.1_20_0 %suite/vhlo/tests/stablehlo_legalize_to_vhlo.1_20_0.mlir.bc
// RUN: stablehlo-translate --deserialize %suite/vhlo/tests/stablehlo_legalize_to_vhlo.0_9_0.mlir.bc | stablehlo-translate --serialize --target=0.9.0 | stablehlo-translate --deserialize | FileCheck %s
// CHECK: func.func @op_add
