// Shardy's canonicalization patterns (passes/sdy_canonicalize.py), beyond Shardy's own tests.
// RUN: stablehlo-opt %s -canonicalize | FileCheck %s
// RUN: stablehlo-opt %s -canonicalize=disable-patterns=ReshardOfReshardPattern | FileCheck %s --check-prefix=KEEP

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @unit = <["a"=2, "b"=1]>

// Unused pure ops go (reshard, propagation barrier); a sharding constraint stays.
// CHECK-LABEL: func @dead_sdy_ops
// CHECK-NEXT: %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]>
// CHECK-NEXT: return %arg0
func.func @dead_sdy_ops(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}]> : tensor<8xf32>
  %1 = sdy.propagation_barrier %arg0 allowed_direction=FORWARD : tensor<8xf32>
  %2 = sdy.sharding_constraint %arg0 <@mesh, [{"x"}]> : tensor<8xf32>
  return %arg0 : tensor<8xf32>
}

// A collective permute is a no-op when the operand, here an op's result, has its sharding already;
// not onto another order of the devices.
// CHECK-LABEL: func @permutes
// CHECK-NEXT: %0 = stablehlo.abs %arg0
// CHECK-NEXT: %1 = sdy.collective_permute %0 out_sharding=<mesh<["x"=2, "y"=2], device_ids=[3, 2, 1, 0]>, [{"x"}]>
// CHECK-NEXT: return %0, %1
func.func @permutes(%arg0: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"x", ?}]>]>} : tensor<8xf32>
  %1 = sdy.collective_permute %0 out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  %2 = sdy.collective_permute %0 out_sharding=<mesh<["x"=2, "y"=2], device_ids=[3, 2, 1, 0]>, [{"x"}]> : tensor<8xf32>
  return %1, %2 : tensor<8xf32>, tensor<8xf32>
}

// Three all-to-alls: the first has two users, the last two fuse.
// CHECK-LABEL: func @all_to_all_partial_fusion
// CHECK-NEXT: %0 = sdy.all_to_all [{"x"}: 0->2] %arg0
// CHECK-NEXT: %1 = sdy.all_to_all [{"y"}: 1->0, {"x"}: 2->3] %0 out_sharding=<@mesh, [{"y"}, {}, {}, {"x"}]>
// CHECK-NEXT: return %0, %1
func.func @all_to_all_partial_fusion(%arg0: tensor<8x8x8x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {}, {}]>})
    -> (tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>) {
  %0 = sdy.all_to_all [{"x"}: 0->2] %arg0 out_sharding=<@mesh, [{}, {"y"}, {"x"}, {}]> : tensor<8x8x8x8xf32>
  %1 = sdy.all_to_all [{"y"}: 1->0] %0 out_sharding=<@mesh, [{"y"}, {}, {"x"}, {}]> : tensor<8x8x8x8xf32>
  %2 = sdy.all_to_all [{"x"}: 2->3] %1 out_sharding=<@mesh, [{"y"}, {}, {}, {"x"}]> : tensor<8x8x8x8xf32>
  return %0, %2 : tensor<8x8x8x8xf32>, tensor<8x8x8x8xf32>
}

// The all-reduce has a user other than an all-slice: no reduce-scatter.
// CHECK-LABEL: func @no_fusion_with_other_user
// CHECK-NEXT: %0 = sdy.all_reduce {"x"} %arg0
// CHECK-NEXT: %1 = sdy.all_slice [{"x"}] %0
// CHECK-NEXT: %2 = stablehlo.add %0, %1
func.func @no_fusion_with_other_user(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}]>}) -> tensor<8xf32> {
  %0 = sdy.all_reduce {"x"} %arg0 out_sharding=<@mesh, [{}]> : tensor<8xf32>
  %1 = sdy.all_slice [{"x"}] %0 out_sharding=<@mesh, [{"x"}]> : tensor<8xf32>
  %2 = stablehlo.add %0, %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}

// An inlined manual computation that returns its argument gives back the operand.
// CHECK-LABEL: func @inline_returning_argument
// CHECK-NEXT: %0 = stablehlo.negate %arg1
// CHECK-NEXT: return %arg0, %0
func.func @inline_returning_argument(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>) {
  %0:2 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@unit, [{"b"}]>, <@unit, [{}]>]
      out_shardings=[<@unit, [{"b"}]>, <@unit, [{}]>] manual_axes={"b"} (%arg2: tensor<8xf32>, %arg3: tensor<8xf32>) {
    %1 = stablehlo.negate %arg3 : tensor<8xf32>
    sdy.return %arg2, %1 : tensor<8xf32>, tensor<8xf32>
  } : (tensor<8xf32>, tensor<8xf32>) -> (tensor<8xf32>, tensor<8xf32>)
  return %0#0, %0#1 : tensor<8xf32>, tensor<8xf32>
}

// A manual computation over an axis of size 2 stays; its unused input goes.
// CHECK-LABEL: func @manual_axis_of_size_two
// CHECK-NEXT: sdy.manual_computation(%arg1) in_shardings=[<@unit, [{"a"}]>] out_shardings=[<@unit, [{"a"}]>] manual_axes={"a"} (%arg2: tensor<4xf32>)
func.func @manual_axis_of_size_two(%arg0: tensor<8xf32>, %arg1: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.manual_computation(%arg0, %arg1) in_shardings=[<@unit, [{"a"}]>, <@unit, [{"a"}]>]
      out_shardings=[<@unit, [{"a"}]>] manual_axes={"a"} (%arg2: tensor<4xf32>, %arg3: tensor<4xf32>) {
    sdy.return %arg3 : tensor<4xf32>
  } : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
  return %0 : tensor<8xf32>
}

// A reshard of a reshard with one use is one reshard (unless the pattern is disabled).
// CHECK-LABEL: func @reshard_chain
// CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{"y"}]>
// CHECK-NEXT: return %0
// KEEP-LABEL: func @reshard_chain
// KEEP-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{"x"}]>
// KEEP-NEXT: %1 = sdy.reshard %0 <@mesh, [{"y"}]>
func.func @reshard_chain(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}]> : tensor<8xf32>
  %1 = sdy.reshard %0 <@mesh, [{"y"}]> : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// A reshard of a reshaped value that lays the devices' elements out as an earlier reshard of the
// value does reuses it, the reshape replayed on its result.
// CHECK-LABEL: func @reshard_reused_through_reshape
// CHECK-NEXT: %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}]> : tensor<4x4xf32>
// CHECK-NEXT: %1 = stablehlo.reshape %0 : (tensor<4x4xf32>) -> tensor<16xf32>
// CHECK-NEXT: return %0, %1
func.func @reshard_reused_through_reshape(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<16xf32>) {
  %0 = sdy.reshard %arg0 <@mesh, [{"x"}, {}]> : tensor<4x4xf32>
  %1 = stablehlo.reshape %arg0 : (tensor<4x4xf32>) -> tensor<16xf32>
  %2 = sdy.reshard %1 <@mesh, [{"x"}]> : tensor<16xf32>
  return %0, %2 : tensor<4x4xf32>, tensor<16xf32>
}

// Sharding the minor dimension is not sharding the flattened value: nothing to reuse.
// CHECK-LABEL: func @reshard_not_reused
// CHECK: sdy.reshard %arg0 <@mesh, [{}, {"x"}]>
// CHECK: sdy.reshard %1 <@mesh, [{"x"}]>
func.func @reshard_not_reused(%arg0: tensor<4x4xf32>) -> (tensor<4x4xf32>, tensor<16xf32>) {
  %0 = sdy.reshard %arg0 <@mesh, [{}, {"x"}]> : tensor<4x4xf32>
  %1 = stablehlo.reshape %arg0 : (tensor<4x4xf32>) -> tensor<16xf32>
  %2 = sdy.reshard %1 <@mesh, [{"x"}]> : tensor<16xf32>
  return %0, %2 : tensor<4x4xf32>, tensor<16xf32>
}
