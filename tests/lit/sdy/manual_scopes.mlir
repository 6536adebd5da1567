// sdy.manual_computation is IsolatedFromAbove: its body may name values as the enclosing
// function does (sibling bodies too, as MLIR prints them), but may not use the function's values.
// RUN: stablehlo-opt %s -split-input-file -verify-diagnostics | FileCheck %s

sdy.mesh @mesh = <["a"=2]>

// CHECK-LABEL: func @names_reused
// CHECK: stablehlo.add %arg1, %arg1
// CHECK: stablehlo.exponential %arg1
func.func @names_reused(%arg0: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg3: tensor<2xf32>) {
    %2 = stablehlo.add %arg3, %arg3 : tensor<2xf32>
    sdy.return %2 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  %1 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg3: tensor<2xf32>) {
    %2 = stablehlo.exponential %arg3 : tensor<2xf32>
    sdy.return %2 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0, %1 : tensor<4xf32>, tensor<4xf32>
}

// -----

sdy.mesh @mesh = <["a"=2]>

func.func @outer_value_used(%arg0: tensor<4xf32>, %arg1: tensor<2xf32>) -> tensor<4xf32> {
  // expected-note @+1 {{required by region isolation constraints}}
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"a"}]>] out_shardings=[<@mesh, [{"a"}]>] manual_axes={"a"} (%arg2: tensor<2xf32>) {
    // expected-error @+1 {{'stablehlo.add' op using value defined outside the region}}
    %1 = stablehlo.add %arg2, %arg1 : tensor<2xf32>
    sdy.return %1 : tensor<2xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  return %0 : tensor<4xf32>
}
