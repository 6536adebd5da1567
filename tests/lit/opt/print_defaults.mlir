// Printing as MLIR's ODS printers do (expected text: upstream's stablehlo-opt, jaxlib's MLIR run once).
// An attribute written at its default value (DefaultValuedAttr / DefaultValuedOptionalAttr in
// StablehloOps.td) is left out of a pretty form's attr-dict and of an optional group anchored on it;
// the generic form prints what the op holds, a DefaultValuedAttr even when the source omitted it.
// A float attribute is stored in its type and printed in its semantics. The text path and the
// artifact path (serialize, deserialize) print the same text.
// RUN: stablehlo-opt %s | FileCheck %s
// RUN: stablehlo-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: stablehlo-opt %s > %t.0
// RUN: stablehlo-translate --serialize --target=current %s | stablehlo-translate --deserialize | stablehlo-opt > %t.1
// RUN: diff %t.0 %t.1
// RUN: stablehlo-opt -emit-bytecode %s | stablehlo-opt > %t.2
// RUN: diff %t.0 %t.2

// CHECK-LABEL: func.func @custom_call
// CHECK-NEXT: stablehlo.custom_call @foo(%arg0) : (tensor<f32>) -> tensor<f32>
// CHECK-NEXT: stablehlo.custom_call @foo(%0) {api_version = 2 : i32, has_side_effect = true} : (tensor<f32>) -> tensor<f32>
// GENERIC-LABEL: sym_name = "custom_call"
// GENERIC: "stablehlo.custom_call"(%arg0) <{api_version = 1 : i32, call_target_name = "foo", called_computations = [], has_side_effect = false}>
func.func @custom_call(%arg0: tensor<f32>) -> tensor<f32> {
  %0 = "stablehlo.custom_call"(%arg0) {call_target_name = "foo", api_version = 1 : i32, has_side_effect = false, called_computations = []} : (tensor<f32>) -> tensor<f32>
  %1 = "stablehlo.custom_call"(%0) {call_target_name = "foo", api_version = 2 : i32, has_side_effect = true} : (tensor<f32>) -> tensor<f32>
  func.return %1 : tensor<f32>
}

// CHECK-LABEL: func.func @cholesky
// CHECK-NEXT: stablehlo.cholesky %arg0 : tensor<2x2xf32>
// CHECK-NEXT: stablehlo.cholesky %0, lower = true : tensor<2x2xf32>
func.func @cholesky(%arg0: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %0 = stablehlo.cholesky %arg0, lower = false : tensor<2x2xf32>
  %1 = stablehlo.cholesky %0, lower = true : tensor<2x2xf32>
  func.return %1 : tensor<2x2xf32>
}

// CHECK-LABEL: func.func @result_accuracy
// CHECK-NEXT: stablehlo.exponential %arg0 : tensor<2xf32>
// CHECK-NEXT: stablehlo.tan %0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.000000e-05, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
// GENERIC-LABEL: sym_name = "result_accuracy"
// GENERIC: "stablehlo.exponential"(%arg0) <{result_accuracy = #stablehlo.result_accuracy<mode = #stablehlo.result_accuracy_mode<DEFAULT>>}>
func.func @result_accuracy(%arg0: tensor<2xf32>) -> tensor<2xf32> {
  %0 = stablehlo.exponential %arg0 {result_accuracy = #stablehlo.result_accuracy<atol = 0.0, rtol = 0.0, ulps = 0, mode = #stablehlo.result_accuracy_mode<DEFAULT>>} : tensor<2xf32>
  %1 = stablehlo.tan %0 {result_accuracy = #stablehlo.result_accuracy<atol = 1.0e-5, rtol = 0.0, ulps = 1, mode = #stablehlo.result_accuracy_mode<TOLERANCE>>} : tensor<2xf32>
  func.return %1 : tensor<2xf32>
}

// CHECK-LABEL: func.func @infeed
// CHECK-NEXT: "stablehlo.infeed"(%arg0) <{infeed_config = ""}> : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
func.func @infeed(%arg0: !stablehlo.token) -> !stablehlo.token {
  %0:2 = "stablehlo.infeed"(%arg0) : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  func.return %0#1 : !stablehlo.token
}

// CHECK-LABEL: func.func @floats
// CHECK-SAME: attributes {a = 1.000000e-03 : f32, b = 1.000980e-01 : bf16, c = 1.000000e-01 : f32, d = 0x7F800000 : f32, e = 9.997550e-02 : f16, f = 0.12345678910000001 : f64}
// CHECK-NEXT: "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) <{epsilon = 1.000000e-03 : f32, feature_index = 0 : i64}>
func.func @floats(%arg0: tensor<2x2xf32>, %arg1: tensor<2xf32>) -> tensor<2x2xf32>
    attributes {a = 0.001 : f32, b = 0.1 : bf16, c = 0.10000000149011612 : f32, d = 1.0e40 : f32, e = 0.1 : f16, f = 0.1234567891 : f64} {
  %0 = "stablehlo.batch_norm_inference"(%arg0, %arg1, %arg1, %arg1, %arg1) {epsilon = 0.001 : f32, feature_index = 0 : i64} : (tensor<2x2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}
