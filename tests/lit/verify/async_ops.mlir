// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file %s

// AsyncStartOp::inferReturnTypes (1.20): the region's shape is checked before the operands,
// so a region of two ops is reported though the operand count is wrong too.
func.func @two_ops_first(%x: tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>> {
  // expected-error@+2 {{'stablehlo.async_start' op region must contain exactly one operation and a return}}
  // expected-error@+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<2x4xf32>, %b: tensor<2x4xf32>):
    %n = stablehlo.abs %a : tensor<2x4xf32>
    %r = stablehlo.abs %n : tensor<2x4xf32>
    "stablehlo.return"(%r) : (tensor<2x4xf32>) -> ()
  }) : (tensor<2x4xf32>) -> !stablehlo.future<tensor<2x4xf32>>
  func.return %0 : !stablehlo.future<tensor<2x4xf32>>
}

// -----

// collective_reduce and dynamic_update_slice may be wrapped too.
func.func @dynamic_update_slice(%x: tensor<4xf32>, %u: tensor<2xf32>, %i: tensor<i32>) -> !stablehlo.future<tensor<4xf32>> {
  %0 = "stablehlo.async_start"(%x, %u, %i) ({
  ^bb0(%a: tensor<4xf32>, %b: tensor<2xf32>, %c: tensor<i32>):
    %r = stablehlo.dynamic_update_slice %a, %b, %c : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> tensor<4xf32>
    "stablehlo.return"(%r) : (tensor<4xf32>) -> ()
  }) : (tensor<4xf32>, tensor<2xf32>, tensor<i32>) -> !stablehlo.future<tensor<4xf32>>
  func.return %0 : !stablehlo.future<tensor<4xf32>>
}

// -----

func.func @returns_two(%x: tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>> {
  // expected-error@+2 {{'stablehlo.async_start' op region must return exactly one value, but got 2}}
  // expected-error@+1 {{'stablehlo.async_start' op failed to infer returned types}}
  %0 = "stablehlo.async_start"(%x) ({
  ^bb0(%a: tensor<4xf32>):
    %r = "stablehlo.slice"(%a) {start_indices = array<i64: 0>, limit_indices = array<i64: 4>, strides = array<i64: 1>} : (tensor<4xf32>) -> tensor<4xf32>
    "stablehlo.return"(%r, %r) : (tensor<4xf32>, tensor<4xf32>) -> ()
  }) : (tensor<4xf32>) -> !stablehlo.future<tensor<4xf32>>
  func.return %0 : !stablehlo.future<tensor<4xf32>>
}

// -----

// AsyncDoneOp::inferReturnTypes: the future wraps exactly one type.
func.func @done_two_types(%f: !stablehlo.future<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32> {
  // expected-error@+2 {{'stablehlo.async_done' op future must have exactly one type parameter, but got 2}}
  // expected-error@+1 {{'stablehlo.async_done' op failed to infer returned types}}
  %0 = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xf32>, tensor<4xf32>>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// ODS's operand constraint (HLO_Future, summary "future") comes before inference.
func.func @done_not_a_future(%t: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{'stablehlo.async_done' op operand #0 must be future, but got 'tensor<4xf32>'}}
  %0 = "stablehlo.async_done"(%t) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}
