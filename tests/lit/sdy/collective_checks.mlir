// Shardy's collective checks (verifiers.cc) where the operand's sharding comes from elsewhere
// than a function argument, and the unreduced-axes rules of collectives and reshards.
// RUN: stablehlo-opt %s -split-input-file -verify-diagnostics

sdy.mesh @mesh = <["x"=2, "y"=2]>

// The operand's sharding is the sdy.sharding of the op defining it.
func.func @operand_sharded_by_op(%arg0 : tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = stablehlo.abs %arg0 {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{"y"}, {"x"}]>]>} : tensor<16x8xf32>
  // expected-error @+1 {{result sharding doesn't match expected sharding ["y"] on dimension 0}}
  %1 = sdy.all_gather [{}, {"x"}] %0 out_sharding=<@mesh, [{}, {}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @other = <["a"=4]>

// The note goes to where the operand is defined.
func.func @operand_mesh_note_at_definer(%arg0 : tensor<16x8xf32>) -> tensor<16x8xf32> {
  // expected-note @+1 {{operand mesh: #sdy.mesh<["a"=4]>}}
  %0 = sdy.reshard %arg0 <@other, [{"a"}, {}]> : tensor<16x8xf32>
  // expected-error @+1 {{'sdy.all_slice' op result mesh does not match operand mesh}}
  %1 = sdy.all_slice [{}, {"x"}] %0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
  return %1 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// Inside a manual computation a block argument's sharding is its in_sharding without the manual axes.
func.func @block_argument_without_manual_axes(%arg0 : tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", "y"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>]
      manual_axes={"x"} (%arg1: tensor<8x8xf32>) {
    // expected-error @+1 {{can't apply gathering axis "x" to operand sharding on dimension 0}}
    %1 = sdy.all_gather [{"x"}, {}] %arg1 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @block_argument_gathered(%arg0 : tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x", "y"}, {}]>] out_shardings=[<@mesh, [{"x"}, {}]>]
      manual_axes={"x"} (%arg1: tensor<8x8xf32>) {
    %1 = sdy.all_gather [{"y"}, {}] %arg1 out_sharding=<@mesh, [{}, {}]> : tensor<8x8xf32>
    sdy.return %1 : tensor<8x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// A named computation's result has its out_sharding.
func.func @named_computation_result(%arg0 : tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = sdy.named_computation<"f">(%arg0) out_shardings=[<@mesh, [{"x"}, {}]>] (%arg1: tensor<16x8xf32>) {
    sdy.return %arg1 : tensor<16x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  // expected-error @+1 {{'sdy.collective_permute' op sharded size of result doesn't match operand on dimension 0: 4 != 2}}
  %2 = sdy.collective_permute %0 out_sharding=<@mesh, [{"x", "y"}, {}]> : tensor<16x8xf32>
  return %2 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4, "y"=2]>

// Sharded-to-unreduced merges the sub-axes it moves to the unreduced axes.
func.func @sharded_to_unreduced_merges_sub_axes(%arg0 : tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x":(1)2}, {"x":(2)2}]>}) -> tensor<16x8xf32> {
  %0 = sdy.sharded_to_unreduced [{"x":(1)2}, {"x":(2)2}] %arg0 out_sharding=<@mesh, [{}, {}], unreduced={"x"}> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

func.func @all_reduce_adds_unreduced_axis(%arg0 : tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<16x8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op cannot add new unreduced axis 'y'.}}
  %0 = sdy.all_reduce {"x"} %arg0 out_sharding=<@mesh, [{}, {}], unreduced={"y"}> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// A repeated axis in the braced list of a reduction op is Shardy's error, not a dictionary's.
func.func @all_reduce_max_repeated_axis(%arg0 : tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}, {}]>}) -> tensor<16x8xf32> {
  // expected-error @+1 {{'sdy.all_reduce' op duplicate axis ref: "y"}}
  %0 = sdy.all_reduce max {"y", "y"} %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// A reshard sees its source through propagation barriers.
func.func @reshard_through_barrier(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=min{"x"}>}) -> tensor<8xf32> {
  %0 = sdy.propagation_barrier %arg0 allowed_direction=FORWARD : tensor<8xf32>
  // expected-error @+1 {{'sdy.reshard' op cannot change the reduction operator of kept unreduced axes from min to sum.}}
  %1 = sdy.reshard %0 <@mesh, [{}], unreduced={"x"}> : tensor<8xf32>
  return %1 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>

// Dropping unreduced axes is what a reshard may do, whatever the reduction.
func.func @reshard_reduces(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=max{"x", "y"}>}) -> tensor<8xf32> {
  %0 = sdy.reshard %arg0 <@mesh, [{}], unreduced=max{"y"}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["x"=4]>

// A kept part of a sub-axis keeps its reduction.
func.func @constraint_keeps_sub_axis(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{}], unreduced=max{"x"}>}) -> tensor<8xf32> {
  // expected-error @+1 {{'sdy.sharding_constraint' op cannot change the reduction operator of kept unreduced axes from max to sum.}}
  %0 = sdy.sharding_constraint %arg0 <@mesh, [{}], unreduced={"x":(2)2}> : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["c"=8]>

// MLIR's lexer reads `step--2` as `step`, `-`, `-2`.
func.func @negative_step(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{propagation edges have negative step index: -2}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step--2 = [{"c" = operand-0 -> [result-0]}]}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

sdy.mesh @mesh = <["c"=8]>

// An operand's sharding counts for the edges' mesh (the result has none here).
func.func @edges_see_operand_sharding(%arg0: tensor<8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"c"}]>}) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op expected a value ref to have a result index in range [0, 1), got: 2}}
  %0 = stablehlo.abs %arg0 {sdy.propagation_edges = #sdy.propagation_edges<[{step-0 = [{"c" = operand-0 -> [result-2]}]}]>} : tensor<8xf32>
  return %0 : tensor<8xf32>
}

// -----

// Other attributes than arrays of propagation edges are refused.
func.func @block_arg_edges_of_wrong_kind(%arg0: tensor<8xf32>) -> tensor<8xf32> {
  // expected-error @+1 {{'stablehlo.abs' op should have a propagation edges attribute of type ArrayAttr<PropagationEdgesAttr>}}
  %0 = stablehlo.abs %arg0 {sdy.block_arg_propagation_edges = ["x"]} : tensor<8xf32>
  return %0 : tensor<8xf32>
}
