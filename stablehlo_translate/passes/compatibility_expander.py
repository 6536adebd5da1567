"""``--stablehlo-compatibility-expander=target=#.#.#``: rewrites what a program uses of StableHLO
newer than ``target`` into ops that older versions have (upstream's
StablehloCompatibilityExpander.cpp and its DRR patterns), greedily and top-down:

- before 1.1.0, ``gather``/``scatter`` with batching dimensions: each batching dimension of the
  indices becomes an ``iota`` concatenated in front of the indices (converted to a wider integer
  type when a batching dimension's size does not fit theirs), the operand's batching dimensions
  join the collapsed (inserted) dimensions, and ``indices_are_sorted`` holds only while the new
  index map stays sorted; indices of dynamic shape are left alone;
- before 1.4.0, ``tan`` (default accuracy) becomes ``sine / cosine``; of a complex ``z = a + bi``,
  ``complex(tan a, tanh b) / complex(1, -tan a * tanh b)``;
- before 1.9.0, every file range location (``"f":1:2 to :5``) becomes its start (``"f":1:2``);
- before 1.16.0, ``replica_groups = #stablehlo.replica_group_mesh_axes<...>`` becomes the dense
  table of device ids it stands for (the mesh inline, or the ``mesh``/``stablehlo.mesh`` attribute
  of the symbol it names, also written as a dictionary).
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from ..bytecode.locations import (CallSiteLoc, FileLineColLoc, FileLineColRange, FusedLoc, LocationText, NameLoc,
                                  parse_location)
from ..diagnostics import Diagnostic, Loc
from ..ir.attributes import DenseElementsAttr, FloatAttr, IntegerAttr, StructAttr, SymbolRefAttr
from ..ir.module import Module, Operation
from ..ir.types import TensorType, is_complex
from ..dialects.chlo_builder import Builder, Value, scalar_array
from ..vhlo import versions
from ..vhlo.versions import Version
from .complex_math_expander import default_accuracy
from .pattern_builder import RewriteBuilder
from .rewrite import Config, Pattern, Rewriter, apply_patterns_greedily


def parse_target(module: Module, text: str | None) -> Version:
    """The ``target`` option as a version between the minimum and the current one (upstream
    asserts these; here they are the pass's error)."""
    version = versions.parse(text or "")
    if version is None:
        raise Diagnostic(module.op.loc, "Invalid target version argument. Target version must be of the form "
                                        "`#.#.#`." if text else
                         "No target version specified. Target version must be of the form `#.#.#`.")
    if version < versions.MINIMUM:
        raise Diagnostic(module.op.loc, "target version is less than minimum supported.")
    if versions.CURRENT < version:
        raise Diagnostic(module.op.loc, "target version is greater than current version.")
    return version


# --- gather / scatter with batching dimensions (< 1.1.0) -------------------------------------

def _fits(size: int, element: str) -> bool:
    if element.startswith("ui"):
        return 0 <= size < (1 << int(element[2:]))
    width = int(element[1:])
    return -(1 << (width - 1)) <= size < (1 << (width - 1))


def _promote(element: str, size: int) -> str:
    """promoteTypeForSize: ``element`` if ``size`` fits it (or it is not an integer), else i32 or i64."""
    if not element.startswith(("i", "ui")) or element == "index" or _fits(size, element):
        return element
    return "i32" if _fits(size, "i32") else "i64"


def _concat_indices(b: Builder, indices: Value, index_vector_dim: int, batching: tuple[int, ...]) -> Value:
    """createConcatIndices: an iota per batching dimension, then the indices, along ``index_vector_dim``."""
    type_ = indices.type
    element = type_.element_type
    for dim in batching:
        element = _promote(element, type_.shape[dim])
    if element != type_.element_type:
        indices = b.convert(indices, element)
    rank = len(type_.shape)
    on_last = index_vector_dim == rank
    shape = list(type_.shape) + [1] if on_last else [1 if i == index_vector_dim else d
                                                      for i, d in enumerate(type_.shape)]
    iota_type = TensorType(tuple(shape), element)
    if on_last:
        indices = b.op1("stablehlo.reshape", [indices], iota_type)
    parts = [b.op1("stablehlo.iota", [], iota_type, {"iota_dimension": IntegerAttr(dim, "i64")}) for dim in batching]
    parts.append(indices)
    result_shape = list(shape)
    result_shape[index_vector_dim] = sum(p.type.shape[index_vector_dim] for p in parts)
    return b.op1("stablehlo.concatenate", parts, TensorType(tuple(result_shape), element),
                 {"dimension": IntegerAttr(index_vector_dim, "i64")})


def _sorted(values: tuple[int, ...]) -> bool:
    return all(a <= b for a, b in zip(values, values[1:]))


def _indices_index(op: Operation) -> int:
    """Where the indices are among the operands (scatter: after its inputs)."""
    return (len(op.operands) - 1) // 2 if op.name == "stablehlo.scatter" else 1


def _batching_match(numbers_key: str, operand_key: str) -> Callable:
    """The op has batching dimensions and static indices."""
    def match(op: Operation, rw: Rewriter) -> Any:
        numbers = op.attributes.get(numbers_key)
        if not isinstance(numbers, StructAttr) or not numbers.get(operand_key):
            return None
        indices = op.operand_types[_indices_index(op)]
        return isinstance(indices, TensorType) and indices.is_static and indices.bounds is None
    return match


_GATHER = ("gather", "offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
           "start_index_map")
_SCATTER = ("scatter", "update_window_dims", "inserted_window_dims", "input_batching_dims",
            "scatter_indices_batching_dims", "scatter_dims_to_operand_dims")
"""The kind and the dimension-number fields: window, collapsed/inserted, operand batching, indices
batching, index map."""


def _unbatched(op: Operation, rw: Rewriter, numbers: StructAttr, fields: tuple[str, ...],
               indices: str) -> tuple[StructAttr, Value, bool]:
    """The dimension numbers without batching dimensions (they join the collapsed/inserted ones
    and lead the index map), the concatenated indices, and whether they stay sorted."""
    kind, window, collapsed, operand_key, indices_key, map_key = fields
    operand_batching = tuple(numbers.get(operand_key, ()))
    indices_batching = tuple(numbers.get(indices_key, ()))
    index_map = operand_batching + tuple(numbers.get(map_key, ()))
    index_vector_dim = numbers.get("index_vector_dim", 0)
    b = RewriteBuilder(rw, at=rw.located_at(indices))  # createConcatIndices: at indices.getLoc()
    concatenated = _concat_indices(b, b.value(indices), index_vector_dim, indices_batching)
    unbatched = StructAttr(kind, (
        (window, tuple(numbers.get(window, ()))),
        (collapsed, tuple(sorted(operand_batching + tuple(numbers.get(collapsed, ()))))),
        (map_key, index_map), ("index_vector_dim", index_vector_dim)), numbers.dialect)
    sorted_ = op.attributes.get("indices_are_sorted") is True and _sorted(indices_batching) and _sorted(index_map)
    return unbatched, concatenated, sorted_


def _gather(op: Operation, rw: Rewriter, _: Any) -> None:
    numbers, indices, sorted_ = _unbatched(op, rw, op.attributes["dimension_numbers"], _GATHER, op.operands[1])
    attributes = {"dimension_numbers": numbers, "slice_sizes": op.attributes["slice_sizes"],
                  "indices_are_sorted": sorted_}
    rw.replace_op_with_new(op, "stablehlo.gather", [op.operands[0], indices.name], attributes)


def _scatter(op: Operation, rw: Rewriter, _: Any) -> None:
    count = _indices_index(op)
    numbers, indices, sorted_ = _unbatched(op, rw, op.attributes["scatter_dimension_numbers"], _SCATTER,
                                           op.operands[count])
    attributes = {"indices_are_sorted": sorted_, "scatter_dimension_numbers": numbers,
                  "unique_indices": op.attributes.get("unique_indices") is True}
    operands = list(op.operands)
    operands[count] = indices.name
    new = rw.create("stablehlo.scatter", operands, op.result_types, attributes, like=op)
    rw.adopt(new, op)
    rw.replace_op(op, new.results)


# --- tan (< 1.4.0) ---------------------------------------------------------------------------

def _tan_match(complex_: bool) -> Callable:
    def match(op: Operation, rw: Rewriter) -> Any:
        type_ = op.operand_types[0]
        return (isinstance(type_, TensorType) and is_complex(type_.element_type) == complex_
                and default_accuracy(op))
    return match


def _tan(op: Operation, rw: Rewriter, _: Any) -> None:
    b = RewriteBuilder(rw)
    x = b.value(op.operands[0])
    rw.replace_op(op, [b.div(b.sine(x), b.cosine(x)).name])


def _constant_like(b: Builder, value: float, like: Value) -> Value:
    """getConstantLike: a splat constant of a static shape, else ``chlo.constant_like``."""
    if like.type.is_static:
        return b.constant(scalar_array(value, like.element), like.type)
    scalar = float(scalar_array(value, like.element))
    return b.op1("chlo.constant_like", [like], like.type, {"value": FloatAttr(scalar, like.element)})


def _tan_complex(op: Operation, rw: Rewriter, _: Any) -> None:
    b = RewriteBuilder(rw)
    z = b.value(op.operands[0])
    tan = b.tan(b.real(z))
    tanh = b.op1("stablehlo.tanh", [b.imag(z)])
    numerator = b.complex(tan, tanh)
    one = _constant_like(b, 1.0, tan)
    denominator = b.complex(one, b.neg(b.mul(tan, tanh)))
    rw.replace_op(op, [b.div(numerator, denominator).name])


# --- locations (< 1.9.0) ---------------------------------------------------------------------

def _start_of_ranges(location: Any) -> Any:
    """``location`` with each file range replaced by its start (None when it has no range)."""
    if isinstance(location, FileLineColRange):
        n = location.numbers
        return FileLineColLoc(location.file, n[0] if n else 0, n[1] if len(n) > 1 else 0)
    if isinstance(location, NameLoc):
        child = _start_of_ranges(location.child)
        return None if child is None else NameLoc(location.name, child)
    if isinstance(location, CallSiteLoc):
        callee, caller = _start_of_ranges(location.callee), _start_of_ranges(location.caller)
        if callee is None and caller is None:
            return None
        return CallSiteLoc(callee or location.callee, caller or location.caller)
    if isinstance(location, FusedLoc):
        inner = [_start_of_ranges(loc) for loc in location.locations]
        if all(loc is None for loc in inner):
            return None
        return FusedLoc(tuple(new or old for new, old in zip(inner, location.locations)), location.metadata)
    return None


def _location(entry: Any) -> Any:
    """An op's location text, or a block argument's location entry (see
    bytecode.locations.argument_location), with its ranges replaced by their starts."""
    if entry is None or isinstance(entry, Loc):
        return entry
    new = _start_of_ranges(parse_location(entry) if isinstance(entry, str) else entry)
    return entry if new is None else LocationText.of(new)


def ranges_to_locations(module: Module) -> None:
    """FileLineColRangeToLoc over every op and block argument of the module."""
    for op in module.op.walk():
        op.location = _location(op.location)
        for region in op.regions:
            for block in region.blocks:
                if block.arg_locations:
                    block.arg_locations = tuple(_location(loc) for loc in block.arg_locations)


# --- replica groups over mesh axes (< 1.16.0) ------------------------------------------------

def _mesh_from_dict(mesh: dict) -> StructAttr | None:
    """resolveMeshAttrFromDict: ``{axes = [{name = "x", size = 2}, ...], device_ids = dense<...>}``."""
    axes = mesh.get("axes")
    if not isinstance(axes, (tuple, list)):
        return None
    fields = []
    for axis in axes:
        if not isinstance(axis, dict) or not isinstance(axis.get("name"), str) \
                or not isinstance(axis.get("size"), IntegerAttr):
            return None
        fields.append(StructAttr("mesh_axis", (("name", axis["name"]), ("size", axis["size"].value))))
    items: list[tuple[str, Any]] = [("axes", tuple(fields))]
    if isinstance(mesh.get("device_ids"), DenseElementsAttr):
        items.append(("device_ids", mesh["device_ids"]))
    return StructAttr("mesh", tuple(items))


def flatten_mesh_axes(mesh: StructAttr, axes: tuple, op: Operation) -> np.ndarray:
    """flattenReplicaGroupMeshAxes: the device ids in mesh order, the non-communicating axes
    first, then the communicating ones in ``axes`` order, one group per row."""
    names, sizes = [], []
    for axis in mesh.get("axes", ()):
        names.append(axis.get("name"))
        sizes.append(int(axis.get("size")))
    comm = []
    for ref in axes:
        if not isinstance(ref, StructAttr) or ref.kind != "axis_ref":
            raise Diagnostic(op.loc, "expected AxisRefAttr in comm_axes")
        if ref.get("sub_axis_info") is not None:
            raise Diagnostic(op.loc, "Subaxes are not supported in flattenReplicaGroupMeshAxes")
        comm.append(ref.get("name"))
    total = int(np.prod(sizes, dtype=np.int64))
    ids = mesh.get("device_ids")
    devices = (np.arange(total, dtype=np.int64) if not isinstance(ids, DenseElementsAttr) or ids.type.shape == (0,)
               else np.asarray(ids.array, dtype=np.int64).reshape(-1))
    order = [i for i, name in enumerate(names) if name not in comm] + [names.index(name) for name in comm
                                                                      if name in names]
    group_size = int(np.prod([sizes[names.index(name)] for name in comm if name in names], dtype=np.int64))
    permuted = devices.reshape(sizes).transpose(order) if names else devices
    return permuted.reshape(total // group_size, group_size)


def _resolve_mesh(op: Operation, mesh: Any, module: Module) -> StructAttr:
    if isinstance(mesh, StructAttr) and mesh.kind == "mesh":
        return mesh
    symbol = next((other for other in module.body if isinstance(mesh, SymbolRefAttr)
                   and other.attributes.get("sym_name") == mesh.path[0]), None)
    if symbol is None:
        raise Diagnostic(op.loc, "Failed to find mesh symbol")
    for key in ("mesh", "stablehlo.mesh"):
        found = symbol.attributes.get(key)
        if isinstance(found, StructAttr) and found.kind == "mesh":
            return found
    found = symbol.attributes.get("stablehlo.mesh")
    resolved = _mesh_from_dict(found) if isinstance(found, dict) else None
    if resolved is None:
        raise Diagnostic(op.loc, "Failed to find mesh attribute on symbol")
    return resolved


def _mesh_axes_pattern(module: Module) -> Pattern:
    def match(op: Operation, rw: Rewriter) -> Any:
        groups = op.attributes.get("replica_groups")
        return isinstance(groups, StructAttr) and groups.kind == "replica_group_mesh_axes"

    def rewrite(op: Operation, rw: Rewriter, _: Any) -> None:
        groups = op.attributes["replica_groups"]
        table = flatten_mesh_axes(_resolve_mesh(op, groups.get("mesh"), module), groups.get("axes", ()), op)
        attributes = dict(op.attributes)
        attributes["replica_groups"] = DenseElementsAttr(TensorType(table.shape, "i64"), table)
        rw.modify(op, attributes=attributes)

    return Pattern("ReplicaGroupMeshAxesExpander", None, match, rewrite)


def patterns(module: Module, target: Version) -> list[Pattern]:
    """populateStablehloCompatibilityExpanderPatterns for ``target`` (the location pattern aside)."""
    found = []
    if target < (1, 1, 0):
        found += [Pattern("GatherWithBatchingDimsExpander", "stablehlo.gather",
                          _batching_match("dimension_numbers", "operand_batching_dims"), _gather),
                  Pattern("ScatterWithBatchingDimsExpander", "stablehlo.scatter",
                          _batching_match("scatter_dimension_numbers", "input_batching_dims"), _scatter)]
    if target < (1, 4, 0):
        found += [Pattern("TanOp_ComplexElementType_CompatiblityExpander", "stablehlo.tan", _tan_match(True),
                          _tan_complex),
                  Pattern("TanOp_CompatiblityExpander", "stablehlo.tan", _tan_match(False), _tan)]
    if target < (1, 16, 0):
        found.append(_mesh_axes_pattern(module))
    return found


def compatibility_expander(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    target = parse_target(module, options.get("target"))
    if target < (1, 9, 0):
        ranges_to_locations(module)
    found = patterns(module, target)
    if not found:
        return module
    config = Config(top_down=True)
    for func in [op for op in module.op.walk() if op.name == "func.func" and op.regions and op.regions[0].blocks]:
        if not apply_patterns_greedily(func, found, config):
            raise Diagnostic(module.op.loc, "Failed to converge StableHLOCompatibilityExpanderPass in "
                             f"{config.max_iterations} iterations")
    return module
