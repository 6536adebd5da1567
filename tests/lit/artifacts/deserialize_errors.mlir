// Artifacts that cannot be read: a located error with the byte offset, then upstream's
// "failed to deserialize" line; exit 1, no traceback.
// RUN: stablehlo-translate --serialize --target=current %s -o %t.bc
// RUN: head -c 40 %t.bc > %t.cut
// RUN: not stablehlo-translate --deserialize %t.cut 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: not stablehlo-translate --interpret %t.cut 2>&1 | FileCheck %s --check-prefix=CUT
// RUN: %if shared-suite %{ not stablehlo-translate --deserialize %suite/vhlo/tests/invalid_vhlo_future.mlir.bc 2>&1 | FileCheck %s --check-prefix=FUTURE %}

// CUT: error: {{.*}}byte offset
// CUT: error: failed to deserialize portable artifact using StableHLO_v1.20.0
// CUT-NOT: Traceback
// FUTURE: invalid_vhlo_future.mlir.bc: error: unregistered operation 'vhlo.constant_v99' found in dialect ('vhlo') that does not allow unknown operations (at byte offset 125)
// FUTURE: note: in bytecode version 6 produced by: StableHLO_v2.0.0
// FUTURE: error: failed to deserialize portable artifact using StableHLO_v{{.*}}
func.func @main() -> tensor<f32> {
  %0 = stablehlo.constant dense<1.0> : tensor<f32>
  func.return %0 : tensor<f32>
}
