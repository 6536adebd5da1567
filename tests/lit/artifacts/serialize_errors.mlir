// Refusals are located errors naming the op and the target, with upstream's texts; exit 1.
// RUN: not stablehlo-translate --serialize --target=1.19.0 %s 2>&1 | FileCheck %s --check-prefix=DOWNGRADE
// RUN: not stablehlo-translate --serialize --target=x.y.z %s 2>&1 | FileCheck %s --check-prefix=BADTARGET
// RUN: not stablehlo-translate --serialize --target=0.0.0 %s 2>&1 | FileCheck %s --check-prefix=LOW
// RUN: not stablehlo-translate --serialize --target=100.10.10 %s 2>&1 | FileCheck %s --check-prefix=HIGH
// RUN: not stablehlo-translate --serialize %s 2>&1 | FileCheck %s --check-prefix=NOTARGET
// RUN: not stablehlo-translate --serialize --target= %s 2>&1 | FileCheck %s --check-prefix=EMPTY

// DOWNGRADE: {{.*}}serialize_errors.mlir:[[# @LINE + 9]]:8: error: failed to legalize operation 'vhlo.collective_broadcast_v2' that was explicitly marked illegal
// DOWNGRADE: error: failed to convert VHLO to v1.19.0
// BADTARGET: error: Invalid target version argument 'x.y.z'
// BADTARGET-NEXT: Target version must be of the form `#.#.#`.
// LOW: error: target version 0.0.0 is less than minimum supported 0.9.0
// HIGH: error: target version 100.10.10 is greater than current version 1.20.0
// NOTARGET: error: --serialize needs --target=X.Y.Z or --target=current
// EMPTY: error: No target version specified.
func.func @main(%arg0: tensor<16x8xf32>, %arg1: tensor<1xi32>) -> tensor<16x8xf32> {
  %0 = "stablehlo.collective_broadcast"(%arg0, %arg1) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>,
    has_dynamic_root
  } : (tensor<16x8xf32>, tensor<1xi32>) -> tensor<16x8xf32>
  func.return %0 : tensor<16x8xf32>
}

