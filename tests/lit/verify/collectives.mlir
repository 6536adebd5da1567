// RUN: stablehlo-translate --verify -verify-diagnostics -split-input-file --allow-unregistered-dialect %s

// A valid all_reduce whose computation accumulates in a wider type (spec.md#all_reduce C5).
func.func @all_reduce_promoted(%x: tensor<10xf32>) -> tensor<10xf64> {
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f64>, %b: tensor<f64>):
    %s = stablehlo.add %a, %b : tensor<f64>
    stablehlo.return %s : tensor<f64>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf64>
  func.return %0 : tensor<10xf64>
}

// -----

func.func @all_reduce_duplicate_id(%x: tensor<10xf32>) -> tensor<10xf32> {
  // expected-error@+1 {{replica id #1 seen more than once}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 1]]> : tensor<1x3xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return %0 : tensor<10xf32>
}

// -----

func.func @all_reduce_bad_body(%x: tensor<10xf32>) -> tensor<10xf32> {
  // expected-error@+1 {{Reduction-region must take 2 parameters, but takes 1 parameter(s)}}
  %0 = "stablehlo.all_reduce"(%x) ({
  ^bb0(%a: tensor<f32>):
    stablehlo.return %a : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<10xf32>) -> tensor<10xf32>
  func.return %0 : tensor<10xf32>
}

// -----

func.func @reduce_scatter_not_multiple(%x: tensor<4x16xf32>) -> tensor<4x5xf32> {
  // expected-error@+1 {{operand scatter dimension has size 16, expected to be a multiple of result scatter dimension size 5}}
  %0 = "stablehlo.reduce_scatter"(%x) ({
  ^bb0(%a: tensor<f32>, %b: tensor<f32>):
    %s = stablehlo.add %a, %b : tensor<f32>
    stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>, scatter_dimension = 1 : i64} : (tensor<4x16xf32>) -> tensor<4x5xf32>
  func.return %0 : tensor<4x5xf32>
}

// -----

func.func @all_gather_global_ids(%x: tensor<8x2xf32>) -> tensor<8x8xf32> {
  // expected-error@+1 {{channel_id cannot be negative when useGlobalDeviceIds is set}}
  %0 = "stablehlo.all_gather"(%x) {
    all_gather_dim = 1 : i64,
    replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
    channel_handle = #stablehlo.channel_handle<handle = -1, type = 0>,
    use_global_device_ids
  } : (tensor<8x2xf32>) -> tensor<8x8xf32>
  func.return %0 : tensor<8x8xf32>
}

// -----

func.func @all_to_all_inferred(%x: tensor<4x16xf32>) -> tensor<16x4xf32> {
  %0 = "stablehlo.all_to_all"(%x) {
    split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64,
    replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>
  } : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return %0 : tensor<16x4xf32>
}

// -----

func.func @all_to_all_group_size(%x: tensor<4x16xf32>) -> tensor<16x4xf32> {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{group size of replica_groups must be 4}}
  %0 = "stablehlo.all_to_all"(%x) {
    split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 4 : i64,
    replica_groups = dense<[[0, 1], [2, 3]]> : tensor<2x2xi64>
  } : (tensor<4x16xf32>) -> tensor<16x4xf32>
  func.return %0 : tensor<16x4xf32>
}

// -----

func.func @collective_permute_duplicate_target(%x: tensor<2xf32>) -> tensor<2xf32> {
  // expected-error@+1 {{duplicate targets not allowed}}
  %0 = "stablehlo.collective_permute"(%x) {
    source_target_pairs = dense<[[0, 1], [2, 1]]> : tensor<2x2xi64>
  } : (tensor<2xf32>) -> tensor<2xf32>
  func.return %0 : tensor<2xf32>
}

// -----

func.func @collective_broadcast_root(%x: tensor<4xf32>, %root: tensor<1xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{last operand of collective_broadcast with has_dynamic_root=true must be a rank-1 i32 tensor, but got 'tensor<1xf32>'}}
  %0 = "stablehlo.collective_broadcast"(%x, %root) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root
  } : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// The root operand's element type is any 32-bit integer (Type::isInteger(32)); the replica
// groups are checked before it.
func.func @collective_broadcast_groups_first(%x: tensor<4xf32>, %root: tensor<1xf32>) -> tensor<4xf32> {
  // expected-error@+1 {{replica id #1 seen more than once}}
  %0 = "stablehlo.collective_broadcast"(%x, %root) {
    replica_groups = dense<[[1, 1]]> : tensor<1x2xi64>, has_dynamic_root
  } : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @collective_broadcast_unsigned_root(%x: tensor<4xf32>, %y: tensor<2xi8>, %root: tensor<2xui32>) -> tensor<4xf32> {
  %0:2 = "stablehlo.collective_broadcast"(%x, %y, %root) {
    replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root
  } : (tensor<4xf32>, tensor<2xi8>, tensor<2xui32>) -> (tensor<4xf32>, tensor<2xi8>)
  func.return %0#0 : tensor<4xf32>
}

// -----

func.func @collective_reduce_root(%x: tensor<4xf32>, %root: tensor<1x1xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{last operand of collective_reduce with has_dynamic_root=true must be a rank-1 i32 tensor, but got 'tensor<1x1xi32>'}}
  %0 = "stablehlo.collective_reduce"(%x, %root) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<1x1xi32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

// A dynamic size is MLIR's kDynamic, never the operand count.
func.func @collective_reduce_dynamic_root(%x: tensor<4xf32>, %root: tensor<?xi32>) -> tensor<4xf32> {
  // expected-error@+1 {{last operand of collective_reduce with has_dynamic_root=true must have the same number of elements as data operands (1), but got -9223372036854775808}}
  %0 = "stablehlo.collective_reduce"(%x, %root) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, has_dynamic_root} : (tensor<4xf32>, tensor<?xi32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}

// -----

func.func @infeed_layout(%t: !stablehlo.token) -> tensor<3x3xi32> {
  // expected-error@+1 {{layout-attribute size must be 1 (which is the number of op-results - 1 (for token result)), but got 2}}
  %0:2 = "stablehlo.infeed"(%t) {infeed_config = "", layout = [[0, 1], [0]]} : (!stablehlo.token) -> (tensor<3x3xi32>, !stablehlo.token)
  func.return %0#0 : tensor<3x3xi32>
}

// -----

func.func @send_host(%x: tensor<2xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  // expected-error@+2 {{failed to infer returned types}}
  // expected-error@+1 {{channel_type should be DEVICE_TO_HOST when is_host_transfer is true}}
  %0 = "stablehlo.send"(%x, %t) {
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 3>, is_host_transfer = true
  } : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}

// -----

func.func @recv_results(%t: !stablehlo.token) -> tensor<i32> {
  // expected-error@+1 {{last element of result types is expected to be of token type, but got 'tensor<i32>'}}
  %0:2 = "stablehlo.recv"(%t) {
    channel_handle = #stablehlo.channel_handle<handle = 5, type = 1>
  } : (!stablehlo.token) -> (tensor<i32>, tensor<i32>)
  func.return %0#0 : tensor<i32>
}
