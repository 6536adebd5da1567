// RUN: stablehlo-opt --chlo-legalize-to-stablehlo --split-input-file --verify-diagnostics %s
// RUN: not stablehlo-opt --chlo-legalize-to-stablehlo %s 2>&1 | FileCheck %s
// Messages: upstream's partial conversion and ConvertRankedDynamicBroadcastBinaryOp.

// CHECK: error: failed to legalize operation 'chlo.erf' that was explicitly marked illegal
func.func @erf_f8(%x: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  // expected-error @+1 {{failed to legalize operation 'chlo.erf' that was explicitly marked illegal}}
  %0 = chlo.erf %x : tensor<4xf8E4M3FN> -> tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}

// -----

func.func @not_prefix_padded(%a: tensor<1x4xf32>, %b: tensor<4xf32>) -> tensor<1x4xf32> {
  // expected-warning @+2 {{unsupported non prefix-padded dynamic rank broadcast_dimensions = array<i64: 1, 2>}}
  // expected-error @+1 {{failed to legalize operation 'chlo.broadcast_add' that was explicitly marked illegal}}
  %0 = chlo.broadcast_add %a, %b {broadcast_dimensions = array<i64: 1, 2>} : (tensor<1x4xf32>, tensor<4xf32>) -> tensor<1x4xf32>
  func.return %0 : tensor<1x4xf32>
}
