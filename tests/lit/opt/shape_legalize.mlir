// --shape-legalize-to-stablehlo on chains of shape computations: each converted op's users see
// the cast back to index, which the next conversion casts to i32 again; StableHLO ops taking
// index shapes get i32 ones; an op no pattern converts fails the pass at that op.
// RUN: stablehlo-opt --shape-legalize-to-stablehlo --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: stablehlo-opt --pass-pipeline='builtin.module(func.func(shape-legalize-to-stablehlo))' --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: not stablehlo-opt --shape-legalize-to-stablehlo --split-input-file %s 2>&1 | FileCheck %s --check-prefix=EXIT
// RUN: not stablehlo-opt --pass-pipeline='builtin.module(shape-legalize-to-stablehlo)' %s 2>&1 | FileCheck %s --check-prefix=NEST

// EXIT: shape_legalize.mlir:[[# @LINE + 73]]:8: error: failed to legalize operation 'stablehlo.dynamic_iota' that was explicitly marked illegal
// NEST: error: Can't add pass 'ShapeLegalizeToStablehloPass' restricted to 'func.func' on a PassManager intended to run on 'builtin.module', did you intend to nest?

// CHECK-LABEL: func.func @broadcast_to_shape_of
func.func @broadcast_to_shape_of(%arg0: tensor<f32>, %arg1: tensor<?x3xf32>) -> (tensor<?x3xf32>, index) {
  %0 = shape.shape_of %arg1 : tensor<?x3xf32> -> tensor<2xindex>
  %1 = stablehlo.dynamic_broadcast_in_dim %arg0, %0, dims = [] : (tensor<f32>, tensor<2xindex>) -> tensor<?x3xf32>
  %2 = shape.num_elements %0 : tensor<2xindex> -> index
  func.return %1, %2 : tensor<?x3xf32>, index
  // CHECK:      %[[D0:.*]] = stablehlo.get_dimension_size %arg1, dim = 0 : (tensor<?x3xf32>) -> tensor<i32>
  // CHECK:      %[[SHAPE:.*]] = stablehlo.concatenate
  // CHECK-NEXT: %[[INDEX:.*]] = builtin.unrealized_conversion_cast %[[SHAPE]] : tensor<2xi32> to tensor<2xindex>
  // CHECK-NEXT: %[[I32:.*]] = builtin.unrealized_conversion_cast %[[INDEX]] : tensor<2xindex> to tensor<2xi32>
  // CHECK-NEXT: %[[B:.*]] = stablehlo.dynamic_broadcast_in_dim %arg0, %[[I32]], dims = [] : (tensor<f32>, tensor<2xi32>) -> tensor<?x3xf32>
  // CHECK-NEXT: %[[AGAIN:.*]] = builtin.unrealized_conversion_cast %[[INDEX]] : tensor<2xindex> to tensor<2xi32>
  // CHECK-NEXT: %[[ONE:.*]] = stablehlo.constant dense<1> : tensor<i32>
  // CHECK:      stablehlo.multiply
  // CHECK:      %[[N:.*]] = stablehlo.multiply
  // CHECK-NEXT: %[[NI:.*]] = builtin.unrealized_conversion_cast %[[N]] : tensor<i32> to index
  // CHECK-NEXT: return %[[B]], %[[NI]] : tensor<?x3xf32>, index
}

// -----

// CHECK-LABEL: func.func @extract_from_elements
func.func @extract_from_elements(%arg0: index) -> index {
  %c1 = arith.constant 1 : index
  %0 = tensor.from_elements %c1, %arg0 : tensor<2xindex>
  %1 = tensor.extract %0[%c1] : tensor<2xindex>
  func.return %1 : index
  // The extract folds to the element (legalizeWithFold before the patterns).
  // CHECK:      stablehlo.constant dense<1> : tensor<1xi32>
  // CHECK:      stablehlo.concatenate
  // CHECK-NEXT: builtin.unrealized_conversion_cast %{{.*}} : tensor<2xi32> to tensor<2xindex>
  // CHECK-NEXT: return %arg0 : index
}

// -----

// Folds that give an existing value: x * 1 (either side), index_cast of index_cast back.
// CHECK-LABEL: func.func @folds
// CHECK-NEXT: %c1 = arith.constant 1 : index
// CHECK-NEXT: builtin.unrealized_conversion_cast %arg1 : tensor<2xi32> to tensor<2xindex>
// CHECK-NEXT: return %arg0, %arg0, %arg1 : index, index, tensor<2xi32>
func.func @folds(%arg0: index, %arg1: tensor<2xi32>) -> (index, index, tensor<2xi32>) {
  %c1 = arith.constant 1 : index
  %0 = arith.muli %arg0, %c1 : index
  %1 = arith.muli %c1, %arg0 : index
  %2 = arith.index_cast %arg1 : tensor<2xi32> to tensor<2xindex>
  %3 = arith.index_cast %2 : tensor<2xindex> to tensor<2xi32>
  func.return %0, %1, %3 : index, index, tensor<2xi32>
}

// -----

// A broadcast of constant shapes folds to a constant shape, which its pattern converts.
// CHECK-LABEL: func.func @constant_broadcast
// CHECK:      %[[C:.*]] = stablehlo.constant dense<[2, 3]> : tensor<2xi32>
// CHECK-NEXT: %[[I:.*]] = builtin.unrealized_conversion_cast %[[C]] : tensor<2xi32> to tensor<2xindex>
// CHECK-NEXT: return %[[I]] : tensor<2xindex>
func.func @constant_broadcast() -> tensor<2xindex> {
  %0 = shape.const_shape [2, 1] : tensor<2xindex>
  %1 = shape.const_shape [3] : tensor<1xindex>
  %2 = shape.broadcast %0, %1 : tensor<2xindex>, tensor<1xindex> -> tensor<2xindex>
  func.return %2 : tensor<2xindex>
}

// -----

// Left as it was: the pass fails at the first op it cannot convert.
func.func @unconverted(%arg0: tensor<1xindex>) -> tensor<?xf32> {
  %0 = shape.const_shape [4] : tensor<1xindex>
  // expected-error@+1 {{failed to legalize operation 'stablehlo.dynamic_iota' that was explicitly marked illegal}}
  %1 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
  func.return %1 : tensor<?xf32>
}

// -----

// An index constant beyond i32 is cut to 32 bits, as upstream's static_cast<int32_t> (fuzz seed
// 24026 case 3059 crashed here).
// CHECK-LABEL: func.func @wide_index
// CHECK: stablehlo.constant dense<1> : tensor<1xi32>
func.func @wide_index() -> tensor<1xindex> {
  %c = arith.constant 4294967297 : index
  %0 = tensor.from_elements %c : tensor<1xindex>
  func.return %0 : tensor<1xindex>
}
