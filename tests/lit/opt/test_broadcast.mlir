// --hlo-test-broadcast: operands broadcast NumPy-style to one shape (bounded dimensions padded to
// the bound, then set dynamic from the operand the bound comes from); the output verifies and
// re-parses; a shape mismatch is reported and the op stays (the pass does not fail).
// RUN: stablehlo-opt --hlo-test-broadcast --allow-unregistered-dialect --split-input-file %s 2>%t.err | stablehlo-opt --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: FileCheck %s --check-prefix=ERR < %t.err

// CHECK-LABEL: func.func @three
// CHECK:       %[[A:.*]] = stablehlo.broadcast_in_dim %arg0, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
// CHECK:       %[[C:.*]] = stablehlo.broadcast_in_dim %arg2, dims = [] : (tensor<f32>) -> tensor<2x3xf32>
// CHECK:       stablehlo.custom_call @numpy_broadcasted(%[[A]], %arg1, %[[C]]) {has_side_effect = true}
func.func @three(%arg0: tensor<3xf32>, %arg1: tensor<2x3xf32>, %arg2: tensor<f32>) -> !stablehlo.token {
  %0 = "hlo_test_broadcast.numpy_broadcast"(%arg0, %arg1, %arg2) : (tensor<3xf32>, tensor<2x3xf32>, tensor<f32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// CHECK-LABEL: func.func @bounded
// CHECK:       %[[B:.*]] = stablehlo.broadcast_in_dim %arg1, dims = [0, 1] : (tensor<1x4xi32>) -> tensor<5x4xi32>
// CHECK:       %[[N:.*]] = stablehlo.get_dimension_size %arg0, dim = 0 : (tensor<?x4xi32, #stablehlo.bounds<5, ?>>) -> tensor<i32>
// CHECK:       %[[D:.*]] = stablehlo.set_dimension_size %[[B]], %[[N]], dim = 0 : (tensor<5x4xi32>, tensor<i32>) -> tensor<?x4xi32, #stablehlo.bounds<5, ?>>
// CHECK:       stablehlo.custom_call @numpy_broadcasted(%arg0, %[[D]])
func.func @bounded(%arg0: tensor<?x4xi32, #stablehlo.bounds<5, ?>>, %arg1: tensor<1x4xi32>) -> !stablehlo.token {
  %0 = "hlo_test_broadcast.numpy_broadcast"(%arg0, %arg1) : (tensor<?x4xi32, #stablehlo.bounds<5, ?>>, tensor<1x4xi32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}

// -----

// ERR: test_broadcast.mlir:[[# @LINE + 4]]:8: error: incompatible shapes for broadcasting 3 and 4
// CHECK-LABEL: func.func @mismatch
// CHECK:       "hlo_test_broadcast.numpy_broadcast"
func.func @mismatch(%arg0: tensor<3xf32>, %arg1: tensor<4xf32>) -> !stablehlo.token {
  %0 = "hlo_test_broadcast.numpy_broadcast"(%arg0, %arg1) : (tensor<3xf32>, tensor<4xf32>) -> !stablehlo.token
  return %0 : !stablehlo.token
}
