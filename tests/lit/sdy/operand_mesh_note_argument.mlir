// Shardy's "operand mesh" note is attached at the operand's location (Value::getLoc): for a
// block argument, the argument's location — where its name stands, or its loc(...) — not the op
// whose region holds it.
// RUN: not stablehlo-opt %s -split-input-file 2>&1 | FileCheck %s

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @other = <["a"=4]>

// CHECK: operand_mesh_note_argument.mlir:[[# @LINE + 4]]:8: error: 'sdy.all_slice' op result mesh does not match operand mesh
// CHECK-NEXT: operand_mesh_note_argument.mlir:[[# @LINE + 2]]:5: note: operand mesh: #sdy.mesh<["a"=4]>
func.func @note_at_argument(
    %arg0 : tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@other, [{"a"}, {}]>}) -> tensor<16x8xf32> {
  %0 = sdy.all_slice [{}, {"x"}] %arg0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}

// -----

sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @other = <["a"=4]>

// A location given to the argument is where the note points; in a nested region too.
// CHECK: operand_mesh_note_argument.mlir:[[# @LINE + 5]]:10: error: 'sdy.all_slice' op result mesh does not match operand mesh
// CHECK-NEXT: arg.py:7:9: note: operand mesh: #sdy.mesh<["a"=4]>
func.func @note_at_argument_location(%arg0 : tensor<16x8xf32>) -> tensor<16x8xf32> {
  %0 = sdy.manual_computation(%arg0) in_shardings=[<@other, [{"a"}, {}]>] out_shardings=[<@mesh, [{}, {}]>]
      manual_axes={} (%arg1: tensor<16x8xf32> loc("arg.py":7:9)) {
    %1 = sdy.all_slice [{}, {"x"}] %arg1 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x8xf32>
    sdy.return %1 : tensor<16x8xf32>
  } : (tensor<16x8xf32>) -> tensor<16x8xf32>
  return %0 : tensor<16x8xf32>
}
