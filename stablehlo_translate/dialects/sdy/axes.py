"""Shardy's algebra of axis refs (``AxisRefAttr`` in dialect.cc, ``utils.cc``): containment,
overlap, prefixes and suffixes, merging, set difference, as the collective checks, the
unreduced-axes rules and the canonicalization patterns use them."""
from __future__ import annotations

from functools import cmp_to_key

from . import model as M


def make(name: str, pre_size: int, size: int, mesh: M.Mesh | None = None) -> M.AxisRef:
    """AxisRefAttr::get(name, preSize, size) (the full axis when it spans all of it)."""
    if mesh is not None and pre_size == 1 and mesh.sizes().get(name) == size:
        return M.AxisRef(name)
    return M.AxisRef(name, M.SubAxis(pre_size, size))


def contains(axis: M.AxisRef, other: M.AxisRef) -> bool:
    if axis.name != other.name:
        return False
    if axis.sub is None:
        return True
    if other.sub is None:
        return False
    return axis.sub.pre_size <= other.sub.pre_size and axis.sub.next_pre_size >= other.sub.next_pre_size


def suffix_of(axis: M.AxisRef, other: M.AxisRef, mesh: M.Mesh) -> bool:
    return contains(other, axis) and axis.next_pre_size(mesh) == other.next_pre_size(mesh)


def overlaps(axis: M.AxisRef, other: M.AxisRef) -> bool:
    if axis.name != other.name:
        return False
    if axis.sub is None or other.sub is None:
        return True
    return axis.sub.pre_size < other.sub.next_pre_size and other.sub.pre_size < axis.sub.next_pre_size


def can_coexist(axis: M.AxisRef, other: M.AxisRef) -> bool:
    if axis.name != other.name or axis.sub is None or other.sub is None:
        return True
    low_pre, high_pre = sorted((axis.sub.pre_size, other.sub.pre_size))
    low_next, high_next = sorted((axis.sub.next_pre_size, other.sub.next_pre_size))
    if low_next > high_pre:
        return low_next % high_pre == 0 and high_pre % low_pre == 0 and high_next % low_next == 0
    return high_pre % low_next == 0


def prefix_without_overlap(axis: M.AxisRef, other: M.AxisRef) -> M.AxisRef | None:
    if not can_coexist(axis, other):
        return None
    if not overlaps(axis, other):
        return axis
    mine, theirs = axis.pre_size, other.pre_size
    return None if mine >= theirs else M.AxisRef(axis.name, M.SubAxis(mine, theirs // mine))


def suffix_without_overlap(axis: M.AxisRef, other: M.AxisRef, mesh: M.Mesh) -> M.AxisRef | None:
    if not can_coexist(axis, other):
        return None
    if not overlaps(axis, other):
        return axis
    mine, theirs = axis.next_pre_size(mesh), other.next_pre_size(mesh)
    return None if mine <= theirs else M.AxisRef(axis.name, M.SubAxis(theirs, mine // theirs))


def merge(axis: M.AxisRef, other: M.AxisRef, mesh: M.Mesh) -> M.AxisRef:
    """AxisRefAttr::merge (``axis.can_merge(other)``)."""
    assert axis.sub is not None and other.sub is not None
    return make(axis.name, axis.sub.pre_size, axis.sub.size * other.sub.size, mesh)


def add_or_merge(axes: list[M.AxisRef], axis: M.AxisRef, mesh: M.Mesh) -> None:
    """addAxisOrMerge."""
    if axes and axes[-1].can_merge(axis):
        axes[-1] = merge(axes[-1], axis, mesh)
    else:
        axes.append(axis)


def mesh_sorted(axes: list[M.AxisRef], mesh: M.Mesh) -> list[M.AxisRef]:
    """``llvm::sort`` by AxisRefAttr::getMeshComparator."""
    return sorted(axes, key=cmp_to_key(lambda a, b: -1 if M.mesh_less(mesh, a, b) else
                                       (1 if M.mesh_less(mesh, b, a) else 0)))


def sort_and_merge(axes: list[M.AxisRef], mesh: M.Mesh) -> list[M.AxisRef]:
    """sortAndMergeAxes."""
    merged: list[M.AxisRef] = []
    for axis in mesh_sorted(axes, mesh):
        add_or_merge(merged, axis, mesh)
    return merged


def _first_overlapping(axis: M.AxisRef, ordered: list[M.AxisRef]) -> M.AxisRef | None:
    """AxisRefAttr::getFirstOverlapping over ``ordered`` (sorted by AxisRefAttr::operator<)."""
    after = next((i for i, b in enumerate(ordered) if not b.less(axis)), len(ordered))
    if after and overlaps(axis, ordered[after - 1]):
        return ordered[after - 1]
    if after < len(ordered) and overlaps(axis, ordered[after]):
        return ordered[after]
    return None


def set_diff(first: list[M.AxisRef], second: list[M.AxisRef], mesh: M.Mesh | None) -> list[M.AxisRef]:
    """getAxisSetDiff: the parts of ``first``'s axes that ``second`` does not cover."""
    if not first or first == second:
        return []
    if not second:
        return list(first)
    ordered = sorted(second, key=cmp_to_key(lambda a, b: -1 if a.less(b) else (1 if b.less(a) else 0)))
    result: list[M.AxisRef] = []
    for axis in first:
        current: M.AxisRef | None = axis
        while current is not None:
            found = _first_overlapping(current, ordered)
            if found is None:
                result.append(current)
                break
            prefix = prefix_without_overlap(current, found)
            if prefix is not None:
                result.append(prefix)
            current = suffix_without_overlap(current, found, mesh) if mesh is not None else None
    return result


def any_overlap(axes: list[M.AxisRef] | tuple[M.AxisRef, ...], axis: M.AxisRef) -> bool:
    return any(overlaps(a, axis) for a in axes)
