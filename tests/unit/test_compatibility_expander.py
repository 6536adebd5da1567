"""--stablehlo-compatibility-expander pieces: file ranges become their start (below 1.9.0), mesh
axes flatten to replica groups as upstream's flattenReplicaGroupMeshAxes does, and the target
version is checked."""
import numpy as np
import pytest

from stablehlo_translate import parse_module
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.ir.attributes import DenseElementsAttr, StructAttr
from stablehlo_translate.ir.types import TensorType
from stablehlo_translate.passes.compatibility_expander import (compatibility_expander, flatten_mesh_axes,
                                                                parse_target)

PROGRAM = """
module {
  func.func @main(%arg0: tensor<i32>) -> tensor<i32> {
    %0 = stablehlo.add %arg0, %arg0 : tensor<i32> loc(fused["a.mlir":4:10 to :12, "b"("a.mlir":1:1 to 2:3)])
    return %0 : tensor<i32> loc("a.mlir":5:3)
  } loc(callsite("f"("a.mlir":1:1 to :2) at "a.mlir":9:9 to :11))
} loc("a.mlir":0:0 to :3)
"""


def _locations(target: str) -> list[str]:
    module = parse_module(PROGRAM)
    compatibility_expander(module, {"target": target}, [])
    return [str(op.location) for op in module.op.walk()]


def test_ranges_become_their_start_below_1_9():
    assert _locations("1.8.0") == [
        'loc("a.mlir":0:0)', 'loc(callsite("f"("a.mlir":1:1) at "a.mlir":9:9))',
        'loc(fused["a.mlir":4:10, "b"("a.mlir":1:1)])', 'loc("a.mlir":5:3)']
    assert _locations("1.9.0")[0] == 'loc("a.mlir":0:0 to :3)'


def _mesh(sizes, ids=None):
    axes = tuple(StructAttr("mesh_axis", (("name", name), ("size", size))) for name, size in sizes)
    fields = [("axes", axes)]
    if ids is not None:
        fields.append(("device_ids", DenseElementsAttr(TensorType((len(ids),), "i64"), np.array(ids))))
    return StructAttr("mesh", tuple(fields))


def _refs(*names):
    return tuple(StructAttr("axis_ref", (("name", name),)) for name in names)


def test_mesh_axes_flatten_like_a_transpose():
    op = parse_module("func.func @f() { return }").op
    mesh = _mesh([("x", 2), ("y", 3)])
    assert flatten_mesh_axes(mesh, _refs("x"), op).tolist() == [[0, 3], [1, 4], [2, 5]]
    assert flatten_mesh_axes(mesh, _refs("y"), op).tolist() == [[0, 1, 2], [3, 4, 5]]
    assert flatten_mesh_axes(mesh, _refs("y", "x"), op).tolist() == [[0, 3, 1, 4, 2, 5]]
    assert flatten_mesh_axes(mesh, (), op).tolist() == [[0], [1], [2], [3], [4], [5]]
    permuted = _mesh([("x", 2), ("y", 2)], [3, 2, 1, 0])
    assert flatten_mesh_axes(permuted, _refs("x"), op).tolist() == [[3, 1], [2, 0]]


def test_sub_axes_are_refused():
    op = parse_module("func.func @f() { return }").op
    ref = StructAttr("axis_ref", (("name", "x"), ("sub_axis_info", StructAttr("sub_axis_info", ()))))
    with pytest.raises(Diagnostic, match="Subaxes are not supported"):
        flatten_mesh_axes(_mesh([("x", 4)]), (ref,), op)


@pytest.mark.parametrize("text, message", [
    ("", "No target version specified"), ("1.2", "Invalid target version argument"),
    ("0.8.0", "less than minimum supported"), ("1.99.0", "greater than current version")])
def test_bad_targets(text, message):
    with pytest.raises(Diagnostic, match=message):
        parse_target(parse_module("func.func @f() { return }"), text)
