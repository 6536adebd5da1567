"""Shardy programs for tools/preserve.py: each meets one of Shardy's canonicalization patterns
(passes/sdy_canonicalize.py, passes/sdy_reshard.py), with arguments to run it on. Collectives
keep the global view; ``sdy.manual_computation`` runs once per device of its mesh."""
from __future__ import annotations

from typing import Iterator

import numpy as np

_MESHES = """sdy.mesh @mesh = <["x"=2, "y"=2]>
sdy.mesh @mesh2 = <["x"=2, "y"=2, "z"=2, "p"=2]>
sdy.mesh @unit = <["a"=2, "b"=1, "c"=1]>
"""

_BODIES: dict[str, tuple[str, tuple[tuple[int, ...], ...]]] = {
    "noop_collectives": ("""
func.func @main(%arg0: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>}) -> tensor<16x4xf32> {
  %0 = sdy.all_gather [{}, {}] %arg0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x4xf32>
  %1 = sdy.all_slice [{}, {}] %0 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x4xf32>
  %2 = sdy.all_reduce {} %1 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x4xf32>
  %3 = sdy.collective_permute %2 out_sharding=<@mesh, [{"y", ?}, {"x"}]> : tensor<16x4xf32>
  %4 = sdy.reduce_scatter [{}, {}] %3 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x4xf32>
  %5 = stablehlo.multiply %4, %arg0 : tensor<16x4xf32>
  return %5 : tensor<16x4xf32>
}""", ((16, 4),)),
    "gather_slice_fusions": ("""
func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh2, [{}, {}]>},
                %arg1: tensor<16x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>})
    -> (tensor<16x8xf32>, tensor<16x4xf32>, tensor<16x8xf32>) {
  %0 = sdy.all_reduce {"x", "y"} %arg0 out_sharding=<@mesh2, [{}, {}]> : tensor<16x8xf32>
  %1 = sdy.all_slice [{"x", "z"}, {"y", "p"}] %0 out_sharding=<@mesh2, [{"x", "z"}, {"y", "p"}]> : tensor<16x8xf32>
  %2 = sdy.all_slice [{"x", "z"}, {"y", "p"}] %0 out_sharding=<@mesh2, [{"x", "z"}, {"y", "p"}]> : tensor<16x8xf32>
  %3 = stablehlo.subtract %1, %2 : tensor<16x8xf32>
  %4 = sdy.all_gather [{}, {"x"}] %arg1 out_sharding=<@mesh, [{"y"}, {}]> : tensor<16x4xf32>
  %5 = sdy.all_slice [{}, {"x"}] %4 out_sharding=<@mesh, [{"y"}, {"x"}]> : tensor<16x4xf32>
  %6 = stablehlo.add %1, %3 : tensor<16x8xf32>
  return %6, %5, %2 : tensor<16x8xf32>, tensor<16x4xf32>, tensor<16x8xf32>
}""", ((16, 8), (16, 4))),
    "unreduced_and_all_to_all": ("""
func.func @main(%arg0: tensor<16x8xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"y"}, {"x"}]>},
                %arg1: tensor<8x8x4x4xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {"y"}, {}, {}]>})
    -> (tensor<16x8xf32>, tensor<16x8xf32>, tensor<8x8x4x4xf32>) {
  %0 = sdy.sharded_to_unreduced [{"y"}, {"x"}] %arg0 out_sharding=<@mesh, [{}, {}], unreduced={"x", "y"}> : tensor<16x8xf32>
  %1 = sdy.all_reduce {"x", "y"} %0 out_sharding=<@mesh, [{}, {}]> : tensor<16x8xf32>
  %2 = sdy.all_gather [{"y"}, {"x"}] %arg0 out_sharding=<@mesh, [{}, {}]> : tensor<16x8xf32>
  %3 = sdy.replicated_to_unreduced {"x"} %2 out_sharding=<@mesh, [{}, {}], unreduced={"x"}> : tensor<16x8xf32>
  %4 = sdy.all_reduce {"x"} %3 out_sharding=<@mesh, [{}, {}]> : tensor<16x8xf32>
  %5 = sdy.all_to_all [{"x"}: 0->2] %arg1 out_sharding=<@mesh, [{}, {"y"}, {"x"}, {}]> : tensor<8x8x4x4xf32>
  %6 = sdy.all_to_all [{"y"}: 1->3] %5 out_sharding=<@mesh, [{}, {}, {"x"}, {"y"}]> : tensor<8x8x4x4xf32>
  %7 = sdy.all_to_all [{"y"}: 1->3] %arg1 out_sharding=<@mesh, [{"x"}, {}, {}, {"y"}]> : tensor<8x8x4x4xf32>
  return %1, %4, %6 : tensor<16x8xf32>, tensor<16x8xf32>, tensor<8x8x4x4xf32>
}""", ((16, 8), (8, 8, 4, 4))),
    "reshards": ("""
func.func @main(%arg0: tensor<2x4x4xf32>, %arg1: tensor<8x4x16xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}, {"y"}]>})
    -> (tensor<8x4xf32>, tensor<32xf32>, tensor<8x4x16xf32>, tensor<4x16x8xf32>, tensor<2x4x4xf32>) {
  %0 = stablehlo.reshape %arg0 : (tensor<2x4x4xf32>) -> tensor<8x4xf32>
  %1 = sdy.reshard %0 <@mesh, [{"x"}, {}]> : tensor<8x4xf32>
  %2 = stablehlo.reshape %arg0 : (tensor<2x4x4xf32>) -> tensor<2x16xf32>
  %3 = stablehlo.reshape %2 : (tensor<2x16xf32>) -> tensor<32xf32>
  %4 = sdy.reshard %3 <@mesh, [{"x"}]> : tensor<32xf32>
  %5 = sdy.reshard %arg1 <@mesh, [{"x"}, {}, {}]> : tensor<8x4x16xf32>
  %6 = stablehlo.transpose %arg1, dims = [1, 0, 2] {sdy.sharding = #sdy.sharding_per_value<[<@mesh, [{}, {"x"}, {"y"}]>]>} : (tensor<8x4x16xf32>) -> tensor<4x8x16xf32>
  %7 = stablehlo.transpose %6, dims = [0, 2, 1] : (tensor<4x8x16xf32>) -> tensor<4x16x8xf32>
  %8 = sdy.reshard %7 <@mesh, [{}, {}, {"x"}]> : tensor<4x16x8xf32>
  %9 = sdy.reshard %arg0 <@mesh, [{"x"}, {}, {}]> : tensor<2x4x4xf32>
  %10 = sdy.reshard %9 <@mesh, [{}, {"y"}, {}]> : tensor<2x4x4xf32>
  %11 = sdy.reshard %arg0 <@mesh, [{"y"}, {}, {}]> : tensor<2x4x4xf32>
  return %1, %4, %5, %8, %10 : tensor<8x4xf32>, tensor<32xf32>, tensor<8x4x16xf32>, tensor<4x16x8xf32>, tensor<2x4x4xf32>
}""", ((2, 4, 4), (8, 4, 16))),
    "manual_computations": ("""
func.func @main(%arg0: tensor<8xf32>, %arg1: tensor<8x4xf32>, %arg2: tensor<4xf32>) -> (tensor<8x4xf32>, tensor<4xf32>) {
  %0 = sdy.manual_computation(%arg0, %arg1, %arg2) in_shardings=[<@unit, [{"a"}]>, <@unit, [{"a"}, {}]>, <@unit, [{}]>]
      out_shardings=[<@unit, [{"a"}, {}]>] manual_axes={"a"} (%x: tensor<4xf32>, %y: tensor<4x4xf32>, %z: tensor<4xf32>) {
    %1 = stablehlo.add %y, %y : tensor<4x4xf32>
    sdy.return %1 : tensor<4x4xf32>
  } : (tensor<8xf32>, tensor<8x4xf32>, tensor<4xf32>) -> tensor<8x4xf32>
  %2 = sdy.manual_computation(%arg2) in_shardings=[<@unit, [{"b", "c"}]>] out_shardings=[<@unit, [{"b", "c"}]>]
      manual_axes={"b", "c"} (%w: tensor<4xf32>) {
    %3 = stablehlo.exponential %w : tensor<4xf32>
    sdy.return %3 : tensor<4xf32>
  } : (tensor<4xf32>) -> tensor<4xf32>
  sdy.manual_computation() in_shardings=[] out_shardings=[] manual_axes={"a"} () {
    sdy.return
  } : () -> ()
  return %0, %2 : tensor<8x4xf32>, tensor<4xf32>
}""", ((8,), (8, 4), (4,))),
}


def programs(seed: int = 0) -> Iterator[tuple[str, str, list[np.ndarray]]]:
    """(name, text, arguments) of each program, the arguments drawn with ``seed``."""
    rng = np.random.default_rng(seed)
    for name, (body, shapes) in _BODIES.items():
        yield f"sdy/{name}", _MESHES + body, [rng.standard_normal(s).astype(np.float32) for s in shapes]
