// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// Valid: a reduce over dimension 1 of two inputs (variadic body).
func.func @reduce_variadic(%a: tensor<4x5xf32>, %b: tensor<4x5xi32>, %x: tensor<f32>, %y: tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>) {
  %0:2 = stablehlo.reduce(%a init: %x), (%b init: %y) across dimensions = [1] : (tensor<4x5xf32>, tensor<4x5xi32>, tensor<f32>, tensor<i32>) -> (tensor<4xf32>, tensor<4xi32>)
    reducer(%p: tensor<f32>, %q: tensor<f32>) (%r: tensor<i32>, %s: tensor<i32>) {
      %1 = stablehlo.add %p, %q : tensor<f32>
      %2 = stablehlo.add %r, %s : tensor<i32>
      stablehlo.return %1, %2 : tensor<f32>, tensor<i32>
    }
  func.return %0#0, %0#1 : tensor<4xf32>, tensor<4xi32>
}

// -----

// reduce_c6: the body's accumulator must have the init value's type.
func.func @reduce_c6(%a: tensor<4xf32>, %x: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{The type of reduction-region's parameter at index 0 is different than the corresponding result type: 'tensor<f32>' vs 'tensor<f64>'}}
  %0 = "stablehlo.reduce"(%a, %x) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %1 = stablehlo.convert %p : (tensor<f32>) -> tensor<f64>
      "stablehlo.return"(%1) : (tensor<f64>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}

// -----

// reduce_c7: the result keeps the dimensions not reduced.
func.func @reduce_c7(%a: tensor<4x5xf32>, %x: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{inferred type(s) 'tensor<5xf32>' are incompatible with return type(s) of operation 'tensor<4xf32>'}}
  %0 = "stablehlo.reduce"(%a, %x) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %1 = stablehlo.add %p, %q : tensor<f32>
      "stablehlo.return"(%1) : (tensor<f32>) -> ()
  }) {dimensions = array<i64: 0>} : (tensor<4x5xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Valid: a strided, padded reduce_window.
func.func @reduce_window(%a: tensor<3x2xi64>, %x: tensor<i64>) -> tensor<2x2xi64> {
  %0 = "stablehlo.reduce_window"(%a, %x) ({
    ^bb0(%p: tensor<i64>, %q: tensor<i64>):
      %1 = stablehlo.add %p, %q : tensor<i64>
      stablehlo.return %1 : tensor<i64>
  }) {window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 4, 1>,
      base_dilations = array<i64: 2, 1>, window_dilations = array<i64: 3, 1>,
      padding = dense<[[2, 1], [0, 0]]> : tensor<2x2xi64>} : (tensor<3x2xi64>, tensor<i64>) -> tensor<2x2xi64>
  func.return %0 : tensor<2x2xi64>
}

// -----

// reduce_window_c7: strides are positive (reported once, by upstream's verifyReduceWindowOp).
func.func @reduce_window_c7(%a: tensor<4xf32>, %x: tensor<f32>) -> tensor<3xf32> {
  // expected-error@+1 {{expects window to have positive stride for 0-th window dimension, but got 0.}}
  %0 = "stablehlo.reduce_window"(%a, %x) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %1 = stablehlo.maximum %p, %q : tensor<f32>
      stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<3xf32>
  func.return %0 : tensor<3xf32>
}

// -----

// select_and_scatter_c9: select compares two elements and returns tensor<i1>.
func.func @select_and_scatter_c9(%a: tensor<4xf32>, %s: tensor<2xf32>, %x: tensor<f32>) -> tensor<4xf32> {
  // expected-error@+1 {{expects the return-type of select-region to be tensor<i1>, but got: 'tensor<f32>'}}
  %0 = "stablehlo.select_and_scatter"(%a, %s, %x) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      stablehlo.return %p : tensor<f32>
  }, {
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %1 = stablehlo.add %p, %q : tensor<f32>
      stablehlo.return %1 : tensor<f32>
  }) {window_dimensions = array<i64: 2>, window_strides = array<i64: 2>} : (tensor<4xf32>, tensor<2xf32>, tensor<f32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// Valid: sort with a comparator over two inputs.
func.func @sort(%a: tensor<2x3xf32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %0:2 = "stablehlo.sort"(%a, %b) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>, %r: tensor<i32>, %s: tensor<i32>):
      %1 = stablehlo.compare LT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
  }) {dimension = 1 : i64, is_stable = true} : (tensor<2x3xf32>, tensor<2x3xi32>) -> (tensor<2x3xf32>, tensor<2x3xi32>)
  func.return %0#1 : tensor<2x3xi32>
}

// -----

// sort_c5: the comparator takes two arguments per input.
func.func @sort_c5(%a: tensor<3xf32>, %b: tensor<3xi32>) -> tensor<3xf32> {
  // expected-error@+1 {{comparator block should have 4 arguments}}
  %0:2 = "stablehlo.sort"(%a, %b) ({
    ^bb0(%p: tensor<f32>, %q: tensor<f32>):
      %1 = stablehlo.compare LT, %p, %q : (tensor<f32>, tensor<f32>) -> tensor<i1>
      stablehlo.return %1 : tensor<i1>
  }) {dimension = 0 : i64} : (tensor<3xf32>, tensor<3xi32>) -> (tensor<3xf32>, tensor<3xi32>)
  func.return %0#0 : tensor<3xf32>
}

// -----

// map_c4: the computation returns a 0-d tensor.
func.func @map_c4(%a: tensor<5xf32>) -> tensor<5xf32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{computation must return 0-rank tensor, but got: 'tensor<5xf32>'}}
  %0 = "stablehlo.map"(%a) ({
    ^bb0(%p: tensor<f32>):
      %1 = stablehlo.broadcast_in_dim %p, dims = [] : (tensor<f32>) -> tensor<5xf32>
      stablehlo.return %1 : tensor<5xf32>
  }) {dimensions = array<i64: 0>} : (tensor<5xf32>) -> tensor<5xf32>
  func.return %0 : tensor<5xf32>
}

// -----

// verifyReducerShape: after the parameter count, the block must end in a terminator (the op's
// verify() runs before MLIR checks its blocks).
func.func @reduce_body_without_terminator(%x: tensor<4xf32>, %i: tensor<f32>) -> tensor<f32> {
  // expected-error@+1 {{The reduction-region expected to have a terminator}}
  %0 = "stablehlo.reduce"(%x, %i) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %n = stablehlo.add %a, %b : tensor<f32>
  }) {dimensions = array<i64: 0>} : (tensor<4xf32>, tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}
