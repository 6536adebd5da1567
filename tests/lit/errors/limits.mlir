// Each resource limit trips with a located error naming it (exit 1, never a crash).
// RUN: not stablehlo-translate --interpret -split-input-file %s --max-iterations 50 --max-depth 20 2>&1 | FileCheck %s
// RUN: not stablehlo-translate --interpret %s -split-input-file --max-tensor-bytes 1000 --max-iterations 5 2>&1 | FileCheck %s --check-prefix=BYTES
// RUN: not stablehlo-translate --interpret %s -split-input-file --timeout 0.2 2>&1 | FileCheck %s --check-prefix=TIME
// RUN: not stablehlo-translate --interpret %s --max-depth 0 2>&1 | FileCheck %s --check-prefix=USAGE
// CHECK-NOT: Traceback
// CHECK-NOT: internal error

// An endless loop stops at --max-iterations (and at --timeout).
func.func @endless() -> tensor<i64> {
  %c = stablehlo.constant dense<1> : tensor<i64>
  // CHECK: limits.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.while' op the loop ran more than --max-iterations=50 iterations
  // TIME: limits.mlir:{{[0-9]+}}:{{[0-9]+}}: error: the run exceeded --timeout=0.2 seconds
  %r = stablehlo.while(%i = %c) : tensor<i64>
  cond {
    %t = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %t : tensor<i1>
  } do {
    %n = stablehlo.add %i, %i : tensor<i64>
    stablehlo.return %n : tensor<i64>
  }
  func.return %r : tensor<i64>
}

// -----

// Unbounded recursion stops at --max-depth.
func.func @f(%x: tensor<i64>) -> tensor<i64> {
  // CHECK: limits.mlir:[[# @LINE + 1]]:8: error: calls and regions nest deeper than --max-depth=20
  %r = func.call @f(%x) : (tensor<i64>) -> tensor<i64>
  func.return %r : tensor<i64>
}
func.func @main() -> tensor<i64> {
  %c = stablehlo.constant dense<1> : tensor<i64>
  %r = func.call @f(%c) : (tensor<i64>) -> tensor<i64>
  func.return %r : tensor<i64>
}

// -----

// An op whose result would exceed --max-tensor-bytes is stopped before it runs; a literal too.
func.func @big() -> tensor<1000xf32> {
  %c = stablehlo.constant dense<1.0> : tensor<f32>
  // BYTES: limits.mlir:[[# @LINE + 1]]:8: error: 'stablehlo.broadcast_in_dim' op: a tensor of 4000 bytes exceeds --max-tensor-bytes=1000
  %b = stablehlo.broadcast_in_dim %c, dims = [] : (tensor<f32>) -> tensor<1000xf32>
  func.return %b : tensor<1000xf32>
}

// -----

func.func @big_literal() -> tensor<300xf32> {
  // A splat literal allocates one element: the limit trips where the constant runs.
  // BYTES: limits.mlir:[[# @LINE + 1]]:8: error: 'stablehlo.constant' op: a tensor of 1200 bytes exceeds --max-tensor-bytes=1000
  %c = stablehlo.constant dense<1.0> : tensor<300xf32>
  func.return %c : tensor<300xf32>
}

// USAGE: Invalid value for '--max-depth'
