// RUN: stablehlo-translate --infer -split-input-file --allow-unregistered-dialect %s | FileCheck %s

// upstream's hlo_test_infer.reify_return_type_shapes: the shape computation of PadOp::reifyReturnTypeShapes,
// dim + max(dim - 1, 0) * interior + (low + high), folded where sizes are static: dim 1 is
// 3 + 2 * 2 + 1 = 8; dim 0 keeps the subtraction, the max and the products.
// CHECK-LABEL: func.func @pad_interior
// CHECK-SAME: (%[[A:.*]]: tensor<?x3xf32>
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[D:.*]] = tensor.dim %[[A]], %[[C0]] : tensor<?x3xf32>
// CHECK: %[[S:.*]] = arith.subi %[[D]], %[[C1]] : index
// CHECK: %[[M:.*]] = arith.maxsi %[[S]], %[[C0]] : index
// CHECK: %[[P:.*]] = arith.muli %[[M]], %[[C2]] : index
// CHECK: %[[E:.*]] = arith.addi %[[D]], %[[P]] : index
// CHECK: %[[R:.*]] = tensor.from_elements %[[E]], %[[C8]] : tensor<2xindex>
// CHECK: return %[[R]] : tensor<2xindex>
func.func @pad_interior(%a: tensor<?x3xf32>, %v: tensor<f32>) -> tensor<2xindex> {
  %0 = stablehlo.pad %a, %v, low = [0, 1], high = [0, 0], interior = [2, 2] : (tensor<?x3xf32>, tensor<f32>) -> tensor<?x8xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x8xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// A fully static transpose folds every dimension: only constants remain.
// CHECK-LABEL: func.func @static_transpose
// CHECK-DAG: %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG: %[[C5:.*]] = arith.constant 5 : index
// CHECK-NOT: tensor.dim
// CHECK: %[[R:.*]] = tensor.from_elements %[[C5]], %[[C2]] : tensor<2xindex>
func.func @static_transpose(%a: tensor<2x5xf32>) -> tensor<2xindex> {
  %0 = stablehlo.transpose %a, dims = [1, 0] : (tensor<2x5xf32>) -> tensor<5x2xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<5x2xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// The shape operand itself (castToIndexTensor): uses of the test op become uses of it.
// CHECK-LABEL: func.func @dynamic_broadcast
// CHECK-SAME: %[[S:[^:]*]]: tensor<2xindex>
// CHECK-NOT: hlo_test_infer
// CHECK: return %[[S]] : tensor<2xindex>
func.func @dynamic_broadcast(%a: tensor<?xf32>, %s: tensor<2xindex>) -> tensor<2xindex> {
  %0 = stablehlo.dynamic_broadcast_in_dim %a, %s, dims = [1] : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x?xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// Elementwise ops derive the shape from their operand; clamp from its second operand.
// CHECK-LABEL: func.func @clamp
// CHECK-SAME: %[[X:[^:]*]]: tensor<?x4xf32>
// CHECK: %[[R:.*]] = shape.shape_of %[[X]] : tensor<?x4xf32> -> tensor<2xindex>
// CHECK: return %[[R]] : tensor<2xindex>
func.func @clamp(%lo: tensor<f32>, %x: tensor<?x4xf32>, %hi: tensor<f32>) -> tensor<2xindex> {
  %0 = stablehlo.clamp %lo, %x, %hi : (tensor<f32>, tensor<?x4xf32>, tensor<f32>) -> tensor<?x4xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x4xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// Ops without a reification keep the test op.
// CHECK-LABEL: func.func @no_reifier
// CHECK: "hlo_test_infer.reify_return_type_shapes"(%0)
func.func @no_reifier(%a: tensor<?x?xf32>) -> tensor<2xindex> {
  %0 = stablehlo.cholesky %a, lower = true : tensor<?x?xf32>
  %1 = "hlo_test_infer.reify_return_type_shapes"(%0) : (tensor<?x?xf32>) -> tensor<2xindex>
  func.return %1 : tensor<2xindex>
}

// -----

// Bounds: concatenate adds the concatenated dimension's sizes-or-bounds (3 + 4), an if joins
// its branches to the larger bound (max(2, 5)).
// CHECK-LABEL: func.func @bounds
// CHECK: types0 = tensor<2x?xf32, #stablehlo.bounds<?, 7>>
// CHECK: types0 = tensor<?xf32, #stablehlo.bounds<5>>
func.func @bounds(%a: tensor<2x3xf32>, %b: tensor<2x?xf32, #stablehlo.bounds<?, 4>>, %p: tensor<i1>,
                  %c: tensor<2xf32>, %d: tensor<?xf32, #stablehlo.bounds<5>>) -> (tensor<2x?xindex>, tensor<?xindex>) {
  %0 = "stablehlo.concatenate"(%a, %b) {dimension = 1 : i64} : (tensor<2x3xf32>, tensor<2x?xf32, #stablehlo.bounds<?, 4>>) -> tensor<2x?xf32>
  %1 = "hlo_test_infer.get_return_types"(%0) : (tensor<2x?xf32>) -> tensor<2x?xindex>
  %2 = "stablehlo.if"(%p) ({
    "stablehlo.return"(%c) : (tensor<2xf32>) -> ()
  }, {
    "stablehlo.return"(%d) : (tensor<?xf32, #stablehlo.bounds<5>>) -> ()
  }) : (tensor<i1>) -> tensor<?xf32>
  %3 = "hlo_test_infer.get_return_types"(%2) : (tensor<?xf32>) -> tensor<?xindex>
  func.return %1, %3 : tensor<2x?xindex>, tensor<?xindex>
}

// -----

// A name reused inside a region is another value: the reducer's %0 keeps its scalar type and
// the op's result its own (the test op reads the all_reduce, not the add).
// CHECK-LABEL: func.func @shadowed
// CHECK: %0 = stablehlo.add %arg0, %arg1 : tensor<f64>
// CHECK: types0 = tensor<10xf64>
func.func @shadowed(%x: tensor<10xf32>) -> tensor<10xindex> {
  %0 = "stablehlo.all_reduce"(%x) ({
    ^bb0(%arg0: tensor<f64>, %arg1: tensor<f64>):
      %0 = "stablehlo.add"(%arg0, %arg1) : (tensor<f64>, tensor<f64>) -> tensor<f64>
      "stablehlo.return"(%0) : (tensor<f64>) -> ()
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf64>
  %1 = "hlo_test_infer.get_return_types"(%0) : (tensor<10xf64>) -> tensor<10xindex>
  func.return %1 : tensor<10xindex>
}
