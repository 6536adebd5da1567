// Findings of tools/fuzz.py seed 8402 (argument locations, printed with -mlir-print-debuginfo and
// written into artifacts): a fused location with dictionary metadata is an alias like any other;
// a line number beyond MLIR's 32 bits is no location the writer can encode (read as unknown); a
// collective without its required replica_groups, and a result_accuracy whose ulps is not an
// integer, are errors before any artifact is written.
// RUN: not stablehlo-opt %s -split-input-file -mlir-print-debuginfo 2>/dev/null | FileCheck %s
// RUN: not stablehlo-opt %s -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR

// CHECK: #loc{{[0-9]+}} = loc(fused<{k = 1 : i32}>[#{{loc[0-9]*}}])
// CHECK: func.func @fused_metadata(%arg0: tensor<f32> loc(fused<{k = 1 : i32}>[#{{loc[0-9]*}}]))
func.func @fused_metadata(%a: tensor<f32> loc(fused<{k = 1 : i32}>["a"])) -> tensor<f32> {
  return %a : tensor<f32>
}

// -----

// CHECK: func.func @huge_line(%arg0: tensor<f32> loc(unknown))
func.func @huge_line(%a: tensor<f32> loc("f":99999999999999999999:1)) -> tensor<f32> {
  return %a : tensor<f32>
}

// -----

// ERR: fuzz_argument_locations.mlir:[[# @LINE + 2]]:8: error: 'stablehlo.collective_broadcast' op requires attribute 'replica_groups'
func.func @no_replica_groups(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = "stablehlo.collective_broadcast"(%a) : (tensor<2xf32>) -> tensor<2xf32>
  return %0 : tensor<2xf32>
}

// -----

// ERR: fuzz_argument_locations.mlir:[[# @LINE + 2]]:{{[0-9]+}}: error: expected integer value
func.func @ulps_symbol(%a: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.exponential %a {result_accuracy = #stablehlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = @f, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  return %0 : tensor<2xf32>
}
