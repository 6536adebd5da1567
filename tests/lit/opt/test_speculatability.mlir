// RUN: stablehlo-opt %s --hlo-test-speculatability --split-input-file --allow-unregistered-dialect | FileCheck %s

// A test op stays where its operand's op has another speculatability, another use, or none
// (custom_call is not ConditionallySpeculatable).
// CHECK-LABEL: func @kept
// CHECK-NEXT: stablehlo.add
// CHECK-NEXT: "hlo_test_speculatability.is_speculatable"
// CHECK-NEXT: stablehlo.abs
// CHECK-NEXT: "hlo_test_speculatability.is_speculatable"
// CHECK-NEXT: "hlo_test_speculatability.is_speculatable"
// CHECK-NEXT: stablehlo.custom_call
// CHECK-NEXT: "hlo_test_speculatability.is_speculatable"
// CHECK-NEXT: return
func.func @kept(%dynamic: tensor<?xf32>) {
  %0 = stablehlo.add %dynamic, %dynamic : tensor<?xf32>
  "hlo_test_speculatability.is_speculatable"(%0) : (tensor<?xf32>) -> ()
  %1 = stablehlo.abs %dynamic : (tensor<?xf32>) -> tensor<?xf32>
  "hlo_test_speculatability.is_speculatable"(%1) : (tensor<?xf32>) -> ()
  "hlo_test_speculatability.is_speculatable"(%1) : (tensor<?xf32>) -> ()
  %2 = stablehlo.custom_call @foo(%dynamic) : (tensor<?xf32>) -> tensor<?xf32>
  "hlo_test_speculatability.is_speculatable"(%2) : (tensor<?xf32>) -> ()
  return
}

// -----

// Traits: a shape operand defined by a constant; multi-result ops count the uses of every result;
// regions make an op recursively speculatable.
// CHECK-LABEL: func @erased
// CHECK-NEXT: return
func.func @erased(%shape2: tensor<2xi64>, %static: tensor<2x3xf32>, %dynamic: tensor<?x3xf32>, %pred: tensor<i1>, %f: tensor<3xf32>) {
  %shape = stablehlo.constant dense<[3, 2]> : tensor<2xi64>
  %0 = stablehlo.dynamic_reshape %static, %shape : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  "hlo_test_speculatability.is_speculatable"(%0) : (tensor<3x2xf32>) -> ()
  %1 = stablehlo.dynamic_reshape %static, %shape2 : (tensor<2x3xf32>, tensor<2xi64>) -> tensor<3x2xf32>
  "hlo_test_speculatability.is_not_speculatable"(%1) : (tensor<3x2xf32>) -> ()
  %2 = stablehlo.transpose %dynamic, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x?xf32>
  "hlo_test_speculatability.is_speculatable"(%2) : (tensor<3x?xf32>) -> ()
  %3 = stablehlo.transpose %dynamic, dims = [1, 0] : (tensor<?x3xf32>) -> tensor<3x2xf32>
  "hlo_test_speculatability.is_not_speculatable"(%3) : (tensor<3x2xf32>) -> ()
  %4:3 = "stablehlo.batch_norm_training"(%static, %f, %f) {epsilon = 1.0 : f32, feature_index = 1 : i64}
      : (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>) -> (tensor<2x3xf32>, tensor<3xf32>, tensor<3xf32>)
  "hlo_test_speculatability.is_speculatable"(%4#1) : (tensor<3xf32>) -> ()
  %5 = "stablehlo.if"(%pred) ({
    stablehlo.return %f : tensor<3xf32>
  }, {
    stablehlo.return %f : tensor<3xf32>
  }) : (tensor<i1>) -> tensor<3xf32>
  "hlo_test_speculatability.is_recursively_speculatable"(%5) : (tensor<3xf32>) -> ()
  %6 = stablehlo.concatenate %dynamic, %dynamic, dim = 0 : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  "hlo_test_speculatability.is_speculatable"(%6) : (tensor<?x3xf32>) -> ()
  return
}
