// RUN: stablehlo-opt --hlo-test-infer --allow-unregistered-dialect --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: stablehlo-opt --hlo-test-infer --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s --check-prefix=WARN

// CHLO's reifyReturnTypeShapes (ChloOps.cpp, BroadcastUtils.cpp): shape.broadcast of the
// operands' shape.shape_of, a tensor<?xindex> extent when one is unranked; the op whose only user
// was the test op is then dead and erased, as upstream's greedy rewriter does.
// CHECK-LABEL: func.func @prefix_padded
// CHECK-NEXT:  %0 = shape.shape_of %arg0 : tensor<?xf32> -> tensor<1xindex>
// CHECK-NEXT:  %1 = shape.shape_of %arg1 : tensor<2x?xf32> -> tensor<2xindex>
// CHECK-NEXT:  %2 = shape.broadcast %0, %1 : tensor<1xindex>, tensor<2xindex> -> tensor<2xindex>
// CHECK-NEXT:  return %2 : tensor<2xindex>
func.func @prefix_padded(%a: tensor<?xf32>, %b: tensor<2x?xf32>) -> tensor<2xindex> {
  %0 = chlo.broadcast_subtract %a, %b {broadcast_dimensions = array<i64: 1>} : (tensor<?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<2x?xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// Equal ranks: any broadcast_dimensions are numpy's.
// CHECK-LABEL: func.func @equal_ranks
// CHECK: shape.broadcast %0, %1 : tensor<2xindex>, tensor<2xindex> -> tensor<2xindex>
func.func @equal_ranks(%a: tensor<?x3xi32>, %b: tensor<2x?xi32>) -> tensor<2xindex> {
  %0 = chlo.broadcast_and %a, %b {broadcast_dimensions = array<i64: 1, 0>} : (tensor<?x3xi32>, tensor<2x?xi32>) -> tensor<2x3xi32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<2x3xi32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// Other broadcast_dimensions: upstream's warning, and the test op stays (so does the op). A
// warning is printed and the command goes on (exit 0, the module printed).
// WARN: chlo_reify.mlir:[[# @LINE + 7]]:8: warning: unsupported non prefix-padded dynamic rank broadcast_dimensions = array<i64: 0>
// WARN: func.func @not_prefix_padded
// CHECK-LABEL: func.func @not_prefix_padded
// CHECK: chlo.broadcast_multiply
// CHECK: "hlo_test_infer.reify_return_type_shapes"
func.func @not_prefix_padded(%a: tensor<?xf32>, %b: tensor<?x2xf32>) -> tensor<2xindex> {
  // expected-warning @+1 {{unsupported non prefix-padded dynamic rank broadcast_dimensions = array<i64: 0>}}
  %0 = chlo.broadcast_multiply %a, %b {broadcast_dimensions = array<i64: 0>} : (tensor<?xf32>, tensor<?x2xf32>) -> tensor<?x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// Unranked operands without broadcast_dimensions: extents of unknown length.
// CHECK-LABEL: func.func @unranked
// CHECK-NEXT:  %0 = shape.shape_of %arg0 : tensor<*xf32> -> tensor<?xindex>
// CHECK-NEXT:  %1 = shape.shape_of %arg1 : tensor<3xf32> -> tensor<1xindex>
// CHECK-NEXT:  %2 = shape.broadcast %0, %1 : tensor<?xindex>, tensor<1xindex> -> tensor<?xindex>
func.func @unranked(%a: tensor<*xf32>, %b: tensor<3xf32>) -> tensor<?xindex> {
  %0 = chlo.broadcast_atan2 %a, %b : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<*xf32>) -> tensor<?xindex>
  func.return %1 : tensor<?xindex>
}

// -----

// broadcast_select: all three operands (computeNaryElementwiseBroadcastingResultExtents).
// CHECK-LABEL: func.func @select
// CHECK: %3 = shape.broadcast %0, %1, %2 : tensor<0xindex>, tensor<1xindex>, tensor<2xindex> -> tensor<2xindex>
func.func @select(%p: tensor<i1>, %a: tensor<?xf32>, %b: tensor<2x?xf32>) -> tensor<2xindex> {
  %0 = chlo.broadcast_select %p, %a, %b : (tensor<i1>, tensor<?xf32>, tensor<2x?xf32>) -> tensor<2x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<2x?xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// constant_like: deriveShapeFromOperand, unranked included.
// CHECK-LABEL: func.func @constant_like
// CHECK-NEXT:  %0 = shape.shape_of %arg0 : tensor<*xi64> -> tensor<?xindex>
func.func @constant_like(%a: tensor<*xi64>) -> tensor<?xindex> {
  %0 = "chlo.constant_like"(%a) {value = 2.0 : f32} : (tensor<*xi64>) -> tensor<*xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<*xf32>) -> tensor<?xindex>
  func.return %1 : tensor<?xindex>
}

// -----

// Inferred types (getNumpyBroadcastType): bounds kept when every operand is static or bounded,
// else MLIR's getBroadcastedShape (a ? next to a size above 1 takes the size), unranked when an
// operand is or the broadcast is illegal.
// CHECK-LABEL: func.func @inferred
// CHECK: types0 = tensor<2x?xf32, #stablehlo.bounds<?, 4>>
// CHECK: types0 = tensor<2x3xf32>
// CHECK: types0 = tensor<?x3xf32>
// CHECK: types0 = tensor<*xf32>
// CHECK: types0 = tensor<*xf32>
// CHECK: types0 = tensor<3x2xi1>
func.func @inferred(%b: tensor<?xf32, #stablehlo.bounds<4>>, %s: tensor<2x1xf32>, %d: tensor<?x1xf32>, %t: tensor<3xf32>, %u: tensor<*xf32>, %x: tensor<3x2xf32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 4>> {
  %0 = chlo.broadcast_add %b, %s : (tensor<?xf32, #stablehlo.bounds<4>>, tensor<2x1xf32>) -> tensor<2x?xf32, #stablehlo.bounds<?, 4>>
  %1 = "hlo_test_infer.get_return_types"(%0) : (tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<2x?xf32, #stablehlo.bounds<?, 4>>
  %2 = chlo.broadcast_add %s, %t : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<2x3xf32>
  %3 = "hlo_test_infer.get_return_types"(%2) : (tensor<2x3xf32>) -> tensor<2x3xf32>
  %4 = chlo.broadcast_add %d, %t : (tensor<?x1xf32>, tensor<3xf32>) -> tensor<?x3xf32>
  %5 = "hlo_test_infer.get_return_types"(%4) : (tensor<?x3xf32>) -> tensor<?x3xf32>
  %6 = chlo.broadcast_add %u, %t : (tensor<*xf32>, tensor<3xf32>) -> tensor<*xf32>
  %7 = "hlo_test_infer.get_return_types"(%6) : (tensor<*xf32>) -> tensor<*xf32>
  %8 = chlo.broadcast_add %s, %t {broadcast_dimensions = array<i64: 0>} : (tensor<2x1xf32>, tensor<3xf32>) -> tensor<*xf32>
  %9 = "hlo_test_infer.get_return_types"(%8) : (tensor<*xf32>) -> tensor<*xf32>
  %10 = chlo.broadcast_compare %t, %x {broadcast_dimensions = array<i64: 0>, comparison_direction = #chlo<comparison_direction LT>} : (tensor<3xf32>, tensor<3x2xf32>) -> tensor<?x?xi1>
  %11 = "hlo_test_infer.get_return_types"(%10) : (tensor<?x?xi1>) -> tensor<?x?xi1>
  func.return %0 : tensor<2x?xf32, #stablehlo.bounds<?, 4>>
}
