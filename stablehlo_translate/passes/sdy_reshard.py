"""Shardy's ``ReshardCommonSubexpressionEliminationPattern`` (``canonicalization.cc``) and the
sharding comparison across reshapes it rests on (``isShardingEquivalentAcrossReshapes``,
utils.cc): a reshard of a value reached from a root through reshapes and transposes reuses an
earlier reshard of the root (through reshapes only) whose sharding lays the devices' elements
out the same way, the reshapes and transposes replayed on the reused result."""
from __future__ import annotations

from typing import Any, NamedTuple

from ..dialects.sdy import model as M
from ..ir.module import Operation
from ..ir.types import TensorType
from .rewrite import Rewriter

Meshes = dict[str, M.Mesh]
_METADATA = ("stablehlo.reshape", "stablehlo.transpose")


class _Stride(NamedTuple):
    axis: M.AxisRef
    stride: float
    prefix: int
    dim_size: int


def _near(a: float, b: float) -> bool:
    return abs(a - b) < 1e-6


def _axis_strides(sharding: M.Sharding, shape: tuple[int, ...], mesh: M.Mesh) -> list[_Stride]:
    """getAxisStrides (divisible form): each axis's stride in the row-major element order,
    consecutive pieces of one axis merged."""
    strides: list[_Stride] = []
    cumulative = 1.0
    for i in range(len(shape) - 1, -1, -1):
        axes = sharding.dims[i].axes
        total = 1
        for axis in axes:
            total *= axis.size(mesh)
        current = cumulative * float(-(-shape[i] // total))
        prefix = 1
        for size in shape[:i]:
            prefix *= size
        preceding = total
        for axis in reversed(axes):
            preceding //= axis.size(mesh)
            strides.append(_Stride(axis, current, prefix * preceding, shape[i]))
            current *= axis.size(mesh)
        cumulative *= shape[i]
    strides.sort(key=lambda s: s.stride)
    merged: list[_Stride] = []
    for entry in strides:
        if merged:
            back = merged[-1]
            previous, current_axis = back.axis, entry.axis
            if (previous.name == current_axis.name
                    and current_axis.pre_size * current_axis.size(mesh) == previous.pre_size
                    and _near(entry.stride, back.stride * previous.size(mesh))):
                low = min(previous.pre_size, current_axis.pre_size)
                size = previous.size(mesh) * current_axis.size(mesh)
                combined = M.AxisRef(previous.name) if low == 1 and size == mesh.sizes()[previous.name] else \
                    M.AxisRef(previous.name, M.SubAxis(low, size))
                merged[-1] = _Stride(combined, back.stride, min(back.prefix, entry.prefix), back.dim_size)
                continue
        merged.append(entry)
    return merged


def equivalent_across_reshapes(first: M.Sharding, first_type: Any, second: M.Sharding, second_type: Any,
                               meshes: Meshes) -> bool:
    """isShardingEquivalentAcrossReshapes."""
    if first == second and str(first_type) == str(second_type):
        return True
    if first.mesh != second.mesh or first.replicated != second.replicated:
        return False
    if not all(isinstance(t, TensorType) and t.is_static and t.encoding is None and t.bounds is None
               for t in (first_type, second_type)):
        return False
    mesh = first.mesh if isinstance(first.mesh, M.Mesh) else meshes.get(first.mesh)
    if mesh is None or len(first.dims) != len(first_type.shape) or len(second.dims) != len(second_type.shape):
        return False
    ones = _axis_strides(first, first_type.shape, mesh)
    twos = _axis_strides(second, second_type.shape, mesh)
    return len(ones) == len(twos) and all(a.axis == b.axis and _near(a.stride, b.stride) for a, b in zip(ones, twos))


def _unwrap(rw: Rewriter, value: str) -> str:
    """unwrapMetadataOp."""
    op = rw.defining_op(value)
    while op is not None and op.name in _METADATA and op.operands:
        value = op.operands[0]
        op = rw.defining_op(value)
    return value


def _target_sharding(rw: Rewriter, sharding: M.Sharding, value: str) -> M.Sharding | None:
    """getTargetSharding: ``sharding`` of ``value`` seen on the value the transposes (and
    rank-keeping reshapes) above it start from."""
    op = rw.defining_op(value)
    while op is not None:
        if op.name == "stablehlo.transpose":
            permutation = [int(d) for d in getattr(op.attributes.get("permutation"), "values", ())]
            if sorted(permutation) != list(range(len(sharding.dims))):
                return None
            dims: list[Any] = [None] * len(permutation)
            for result_dim, operand_dim in enumerate(permutation):
                dims[operand_dim] = sharding.dims[result_dim]
            sharding = M.Sharding(sharding.mesh, tuple(dims), sharding.replicated, sharding.unreduced)
        elif op.name == "stablehlo.reshape":
            if getattr(op.operand_types[0], "rank", None) != getattr(op.result_types[0], "rank", None):
                break
        else:
            break
        value = op.operands[0]
        op = rw.defining_op(value)
    return sharding


def _before(rw: Rewriter, first: Operation, second: Operation) -> bool:
    block = rw.block_of.get(id(second))
    return block is not None and rw.block_of.get(id(first)) is block and \
        next(o for o in rw.ops_of(block) if o is first or o is second) is first


def _find(rw: Rewriter, root: str, target: M.Sharding, target_type: Any, current: Operation,
          meshes: Meshes) -> str | None:
    """findCompatibleReshard: a reshard before ``current`` in its block, reached from ``root``
    through reshapes, equivalent to ``target``."""
    worklist, visited = [root], set()
    while worklist:
        value = worklist.pop()
        if value in visited:
            continue
        visited.add(value)
        for user in reversed(rw.users_of(value)):  # MLIR's use lists: the latest use first
            if user is current:
                continue
            if user.name == "sdy.reshard":
                other = M.sdy_value(user.attributes.get("sharding"), M.Sharding)
                if other is not None and equivalent_across_reshapes(other, user.result_types[0], target,
                                                                    target_type, meshes) \
                        and _before(rw, user, current):
                    return user.results[0]
            elif user.name == "stablehlo.reshape":
                worklist.append(user.results[0])
    return None


def _after(rw: Rewriter, value: str) -> tuple[Any, Operation | None]:
    """The insertion point after ``value`` (setInsertionPointAfterValue)."""
    op = rw.defining_op(value)
    if op is None:
        owner, _ = rw.arg_owner[value]
        block = next(b for r in owner.regions for b in r.blocks if any(n == value for n, _ in b.arguments))
        ops = rw.ops_of(block)
        return block, ops[0] if ops else None
    block = rw.block_of[id(op)]
    ops = rw.ops_of(block)
    index = next(i for i, o in enumerate(ops) if o is op)
    return block, ops[index + 1] if index + 1 < len(ops) else None


def _replay(rw: Rewriter, root: str, target: str, cached: str) -> str:
    """cloneTransformationPath: the reshapes and transposes from ``root`` to ``target``
    applied to ``cached``."""
    if target == root:
        return cached
    op = rw.defining_op(target)
    assert op is not None and op.name in _METADATA
    start = _replay(rw, root, op.operands[0], cached)
    rw.anchor = _after(rw, start)
    return rw.clone(op, {op.operands[0]: start}).results[0]


def reshard_cse(meshes: Meshes) -> tuple[Any, Any]:
    def match(op: Operation, rw: Rewriter) -> tuple | None:
        sharding = M.sdy_value(op.attributes.get("sharding"), M.Sharding)
        if sharding is None or not op.operands:
            return None
        value = op.operands[0]
        root = _unwrap(rw, value)
        target = _target_sharding(rw, sharding, value)
        if target is None:
            return None
        cached = _find(rw, root, target, op.result_types[0], op, meshes)
        return (root, cached) if cached is not None else None

    def rewrite(op: Operation, rw: Rewriter, capture: tuple) -> None:
        root, cached = capture
        root_type = rw.type_of(root)
        if str(rw.type_of(cached)) != str(root_type):
            rw.anchor = _after(rw, cached)
            cached = rw.create("stablehlo.reshape", [cached], [root_type], like=op).results[0]
        result = _replay(rw, root, op.operands[0], cached)
        rw.replace_op(op, [result])
    return match, rewrite
