// --shape-legalize-to-stablehlo on chains of shape computations: each converted op's users see
// the cast back to index, which the next conversion casts to i32 again; StableHLO ops taking
// index shapes get i32 ones; an op no pattern converts fails the pass at that op.
// RUN: stablehlo-opt --shape-legalize-to-stablehlo --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: stablehlo-opt --pass-pipeline='builtin.module(func.func(shape-legalize-to-stablehlo))' --split-input-file --verify-diagnostics %s | FileCheck %s
// RUN: not stablehlo-opt --shape-legalize-to-stablehlo --split-input-file %s 2>&1 | FileCheck %s --check-prefix=EXIT
// RUN: not stablehlo-opt --pass-pipeline='builtin.module(shape-legalize-to-stablehlo)' %s 2>&1 | FileCheck %s --check-prefix=NEST

// EXIT: shape_legalize.mlir:[[# @LINE + 41]]:8: error: failed to legalize operation 'stablehlo.dynamic_iota' that was explicitly marked illegal
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
  // CHECK:      stablehlo.constant dense<1> : tensor<1xi32>
  // CHECK:      stablehlo.slice %{{.*}} [1:2] : (tensor<2xi32>) -> tensor<1xi32>
  // CHECK-NEXT: stablehlo.reshape %{{.*}} : (tensor<1xi32>) -> tensor<i32>
}

// -----

// Left as it was: the pass fails at the first op it cannot convert.
func.func @unconverted(%arg0: tensor<1xindex>) -> tensor<?xf32> {
  %0 = shape.const_shape [4] : tensor<1xindex>
  // expected-error@+1 {{failed to legalize operation 'stablehlo.dynamic_iota' that was explicitly marked illegal}}
  %1 = stablehlo.dynamic_iota %arg0, dim = 0 : (tensor<1xindex>) -> tensor<?xf32>
  func.return %1 : tensor<?xf32>
}
