// --hlo-test-infer: get_return_types / get_return_type_components carry the types their operand's
// defining op infers from its declared operands (as --infer rewrites them).
// RUN: stablehlo-opt --hlo-test-infer --allow-unregistered-dialect --split-input-file --verify-diagnostics %s | FileCheck %s

// CHECK-LABEL: func.func @add
// CHECK:   stablehlo.add %{{.*}}, %{{.*}} : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<
// CHECK:   "hlo_test_infer.return_types"(%{{.*}}) {types0 = tensor<2x3xf32>}
// CHECK:   "hlo_test_infer.return_type_components"(%{{.*}}) {types0 = tensor<2x3xf32>}
func.func @add(%a: tensor<?x3xf32>, %b: tensor<2x?xf32>) -> tensor<?x?xf32> {
  %0 = stablehlo.add %a, %b : (tensor<?x3xf32>, tensor<2x?xf32>) -> tensor<?x?xf32>
  %1 = "hlo_test_infer.get_return_types"(%0) : (tensor<?x?xf32>) -> tensor<?x?xindex>
  %2 = "hlo_test_infer.get_return_type_components"(%0) : (tensor<?x?xf32>) -> tensor<?x?xindex>
  func.return %0 : tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @concatenate
// CHECK: types0 = tensor<5x3xi32>
func.func @concatenate(%a: tensor<2x3xi32>, %b: tensor<3x3xi32>) -> tensor<5x3xindex> {
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 0 : i64} : (tensor<2x3xi32>, tensor<3x3xi32>) -> tensor<5x3xi32>
  %1 = "hlo_test_infer.get_return_types"(%0) : (tensor<5x3xi32>) -> tensor<5x3xindex>
  func.return %1 : tensor<5x3xindex>
}

// -----

func.func @mismatch(%a: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{'stablehlo.abs' op all non-scalar operands/results must have the same shape and base type}}
  %0 = stablehlo.abs %a : (tensor<2xf32>) -> tensor<3xf32>
  func.return %a : tensor<2xf32>
}
