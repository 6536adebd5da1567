// A gather whose result is 0-d (jnp.percentile / jnp.median gather one element) gives a
// tensor<f32>, on the one-axis fast path and on the general path.
// RUN: stablehlo-translate --interpret %s | FileCheck %s
// CHECK-LABEL: Evaluated results of function: main
// CHECK-NEXT: tensor<f32> {4.000000e+00}
// CHECK-NEXT: tensor<f32> {1.200000e+01}
// CHECK-NEXT: tensor<f32> {7.000000e+00}
func.func @main() -> (tensor<f32>, tensor<f32>, tensor<f32>) {
  %a = stablehlo.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 11.0, 12.0]> : tensor<12xf32>
  %i = stablehlo.constant dense<[3]> : tensor<1xi32>
  %far = stablehlo.constant dense<[30]> : tensor<1xi32>
  %0 = "stablehlo.gather"(%a, %i) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
  %1 = "stablehlo.gather"(%a, %far) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0], start_index_map = [0]>, slice_sizes = array<i64: 1>}> : (tensor<12xf32>, tensor<1xi32>) -> tensor<f32>
  %m = stablehlo.reshape %a : (tensor<12xf32>) -> tensor<3x4xf32>
  %ij = stablehlo.constant dense<[1, 2]> : tensor<2xi32>
  %2 = "stablehlo.gather"(%m, %ij) <{dimension_numbers = #stablehlo.gather<collapsed_slice_dims = [0, 1], start_index_map = [0, 1]>, slice_sizes = array<i64: 1, 1>}> : (tensor<3x4xf32>, tensor<2xi32>) -> tensor<f32>
  return %0, %1, %2 : tensor<f32>, tensor<f32>, tensor<f32>
}
