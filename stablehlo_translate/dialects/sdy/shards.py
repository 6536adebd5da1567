"""Which block of a global tensor each device of a mesh holds under a sharding, over the
manual axes of an ``sdy.manual_computation`` (the other axes keep the global view).

Devices are the mesh's positions in row-major order over its axes; the device at position
``k`` has id ``device_ids[k]`` (``k`` when the mesh lists none). A dimension sharded by axes
``a, b`` (major to minor) is split into ``size(a) * size(b)`` blocks, the device's block
index being its coordinate along ``a`` times ``size(b)`` plus its coordinate along ``b``; a
sub-axis ``"x":(p)s`` contributes ``(coordinate along x // p) % s``.
"""
from __future__ import annotations

from itertools import product
from typing import Any

import numpy as np

from . import model as M

Coordinates = dict[str, int]


def module_meshes(module_op: Any) -> dict[str, M.Mesh]:
    """The ``sdy.mesh`` symbols at the top of a module, by name."""
    meshes: dict[str, M.Mesh] = {}
    if module_op.regions and module_op.regions[0].blocks:
        for op in module_op.regions[0].entry.operations:
            mesh = M.sdy_value(op.attributes.get("mesh"), M.Mesh) if op.name == "sdy.mesh" else None
            if mesh is not None and isinstance(op.attributes.get("sym_name"), str):
                meshes[op.attributes["sym_name"]] = mesh
    return meshes


def devices(mesh: M.Mesh) -> list[tuple[int, Coordinates]]:
    """(device id, coordinate per axis) of every device, in mesh order."""
    ids = mesh.devices()
    names = mesh.names()
    return [(ids[k], dict(zip(names, position)))
            for k, position in enumerate(product(*(range(a.size) for a in mesh.axes)))]


def _coordinate(axis: M.AxisRef, where: Coordinates) -> int:
    if axis.sub is None:
        return where[axis.name]
    return (where[axis.name] // axis.sub.pre_size) % axis.sub.size


def blocks(sharding: M.Sharding, mesh: M.Mesh, manual: set[str], where: Coordinates) -> list[tuple[int, int]]:
    """Per dimension, (block index, block count) of the device at ``where`` (manual axes only)."""
    out = []
    for dim in sharding.dims:
        index, count = 0, 1
        for axis in dim.axes:
            if axis.name in manual:
                size = axis.size(mesh)
                index, count = index * size + _coordinate(axis, where), count * size
        out.append((index, count))
    return out


def _slices(shape: tuple[int, ...], parts: list[tuple[int, int]]) -> tuple[slice, ...]:
    return tuple(slice(i * (n // c), (i + 1) * (n // c)) for n, (i, c) in zip(shape, parts))


def local_value(value: Any, sharding: M.Sharding, mesh: M.Mesh, manual: set[str], where: Coordinates) -> Any:
    """The device's shard of a global value (a scalar or non-tensor value as it is)."""
    if not isinstance(value, np.ndarray) or not sharding.dims:
        return value
    return value[_slices(value.shape, blocks(sharding, mesh, manual, where))]


def assemble(locals_: list[tuple[Coordinates, Any]], sharding: M.Sharding, mesh: M.Mesh, manual: set[str],
             shape: tuple[int, ...], dtype: Any) -> Any:
    """The global value from each device's local value (the first device holding a block wins)."""
    first = locals_[0][1]
    if not isinstance(first, np.ndarray) or not sharding.dims:
        return first
    out = np.empty(shape, dtype=dtype)
    seen: set = set()
    for where, value in locals_:
        parts = blocks(sharding, mesh, manual, where)
        key = tuple(parts)
        if key not in seen:
            seen.add(key)
            out[_slices(shape, parts)] = value
    return out
