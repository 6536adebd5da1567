// --max-tensor-bytes bounds what is allocated (interpretation, folding), not what types say:
// a program whose types describe an 80 GB tensor verifies, prints and round-trips through
// bytecode and portable artifacts (a splat stays one element); running it stops at the limit.
// RUN: stablehlo-translate --verify %s --max-tensor-bytes 1000 | FileCheck %s
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt %s -emit-bytecode | stablehlo-opt | FileCheck %s
// RUN: stablehlo-translate --serialize --target current %s | stablehlo-translate --deserialize | FileCheck %s
// RUN: stablehlo-opt %s --stablehlo-aggressive-folder | FileCheck %s --check-prefix=FOLD
// RUN: not stablehlo-translate --interpret %s 2>&1 | FileCheck %s --check-prefix=EXEC

// CHECK: stablehlo.constant dense<1.000000e+00> : tensor<100000x100000x2xf32>
// CHECK: stablehlo.add
// FOLD: stablehlo.add
// EXEC: huge_types.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.constant' op: a tensor of 80000000000 bytes exceeds --max-tensor-bytes
func.func @main() -> tensor<100000x100000x2xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<100000x100000x2xf32>
  %0 = stablehlo.add %c, %c : tensor<100000x100000x2xf32>
  return %0 : tensor<100000x100000x2xf32>
}
