"""VHLO to a target version and back to the current one (upstream's VhloToVersion.cpp and
VhloToVersionPatterns): an op is legal for a target when the target is in the version
range of the op, of every VHLO attribute and type it holds, and of its versioned
constraints; an illegal op is rewritten to the previous (downgrade) or next (upgrade)
version of the op by the table :data:`CHANGES`, or reported.
"""
from __future__ import annotations

from typing import Any, Callable

from ..ir import module as ir
from ..diagnostics import Loc
from ..ir.dialect_attrs import DialectAttr, DialectType
from . import optable, td_tables
from .attr_convert import boolean, va
from .legalize import LegalizeError, illegal
from .op_rules import DOT_ALGORITHM, none_type_attr
from .type_convert import vt
from .versions import Version, from_td, text


def _ranges(rows: tuple) -> dict[str, tuple[Version, Version]]:
    return {row[0]: (from_td(row[1]), from_td(row[2])) for row in rows}


_ATTR_RANGES = _ranges(td_tables.ATTRIBUTES) | _ranges(td_tables.ENUMS)
_TYPE_RANGES = _ranges(td_tables.TYPES)


def _legal_value(value: Any, target: Version) -> bool:
    """A VHLO attribute or type (and every one nested in it) exists at ``target``."""
    if isinstance(value, (DialectAttr, DialectType)):
        if value.dialect != "vhlo":
            return True
        ranges = _ATTR_RANGES if isinstance(value, DialectAttr) else _TYPE_RANGES
        low, high = ranges.get(value.name, ((99, 0, 0), (0, 0, 0)))
        return low <= target <= high and all(_legal_value(p, target) for p in value.params)
    if isinstance(value, tuple):
        return all(_legal_value(v, target) for v in value)
    return True


def _element_type(t: Any) -> Any:
    return t.params[1] if isinstance(t, DialectType) and t.name == "tensor_v1" else \
        t.params[0] if isinstance(t, DialectType) and t.name == "unranked_tensor_v1" else t


_REDUCTIONS = ("reduce", "all_reduce", "reduce_scatter", "reduce_window", "scatter", "select_and_scatter")


def _constraints_hold(op: ir.Operation, row: optable.VhloOp, target: Version) -> bool:
    """Upstream's versioned op constraints (VhloOps.cpp ``validateConstraint``): before 0.17.0
    a reduction's results have its operands' element types (pairwise); before 1.3.0 a
    custom_call has no dictionary backend_config and no typed-FFI api_version; before
    1.17.0 no future-typed operand or result (vhlo_to_version_downgrade_invalid.1_16_0)."""
    if row.base in _REDUCTIONS and target < (0, 17, 0):
        return all(_element_type(a) == _element_type(b) for a, b in zip(op.operand_types, op.result_types))
    if row.name == "vhlo.custom_call_v1":
        if target < (1, 3, 0) and (getattr(op.attributes.get("backend_config"), "name", None) == "dict_v1"
                                   or op.attributes.get("api_version") == va("api_version_v1",
                                                                             "API_VERSION_TYPED_FFI")):
            return False
        if target < (1, 17, 0) and any(getattr(t, "name", None) == "future_v1"
                                       for t in op.operand_types + op.result_types):
            return False
    return True


def is_legal(op: ir.Operation, target: Version) -> bool:
    row = optable.vhlo_op(op.name)
    if row is None:
        return not op.name.startswith("vhlo.")
    return (row.available(target) and _constraints_hold(op, row, target)
            and all(_legal_value(v, target) for v in op.attributes.values())
            and all(_legal_value(t, target) for t in op.operand_types + op.result_types))


# --- the changes between consecutive versions of an op ---------------------------------

def _empty_i64_tensor(op: ir.Operation) -> Any:
    return va("tensor_v1", vt("tensor_v1", (0,), vt("i64_v1"), None), b"")


def _default_padding(op: ir.Operation) -> Any:
    lhs = op.operand_types[0]
    rank = len(lhs.params[0]) if isinstance(lhs, DialectType) and lhs.name == "tensor_v1" else None
    if rank is None:
        raise ValueError("dynamic_conv lhs is not a ranked tensor")
    count = max(rank - 2, 0)
    shape = vt("tensor_v1", (count, 2), vt("i64_v1"), None)
    return va("tensor_v1", shape, b"\x00" * 8 if count else b"")


def _result_accuracy(op: ir.Operation) -> Any:
    return va("result_accuracy_v1", 0, 0, 0, va("result_accuracy_mode_v1", "DEFAULT"))


def _is_empty(attr: Any) -> bool:
    return isinstance(attr, DialectAttr) and not attr.params[-1]


class Change:
    """How version N of an op differs from version N-1.

    ``added``: attributes N has, with the value an upgrade gives them and whether a
    downgrade may drop a value; ``removed``: attributes only N-1 has, with the value a
    downgrade gives them; ``single``: N-1 takes one operand and result (N is variadic);
    ``no_regions``: N-1 has no regions.
    """

    def __init__(self, added: dict | None = None, removed: dict | None = None, single: bool = False,
                 no_regions: bool = False):
        self.added: dict[str, tuple[Callable, Callable]] = added or {}
        self.removed: dict[str, Callable] = removed or {}
        self.single = single
        self.no_regions = no_regions


_ACCURACY = Change(added={"result_accuracy": (_result_accuracy, lambda a: a == _result_accuracy(None))})
_BATCHING = ("operand_batching_dims", "start_indices_batching_dims")

# (op base, version N) -> Change from N-1 to N
CHANGES: dict[tuple[str, int], Change] = {
    ("all_gather", 2): Change(single=True),
    ("all_reduce", 2): Change(single=True),
    ("all_to_all", 2): Change(single=True),
    ("collective_broadcast", 2): Change(added={"has_dynamic_root": (lambda op: boolean(False),
                                                                    lambda a: a == boolean(False))}, single=True),
    ("composite", 2): Change(no_regions=True),
    ("custom_call", 2): Change(added={"result_tilings": (lambda op: va("array_v1", ()), _is_empty)}),
    ("dot_general", 2): Change(added={name: (lambda op: none_type_attr(), lambda a: a == none_type_attr())
                                      for name in DOT_ALGORITHM}),
    ("dynamic_conv", 2): Change(removed={"padding": _default_padding}),
    ("dynamic_gather", 2): Change(added={name: (_empty_i64_tensor, _is_empty) for name in _BATCHING}),
    ("gather", 2): Change(added={name: (_empty_i64_tensor, _is_empty) for name in _BATCHING}),
    ("scatter", 2): Change(added={name: (_empty_i64_tensor, _is_empty)
                                  for name in ("input_batching_dims", "scatter_indices_batching_dims")}),
    ("recv", 2): Change(added={"source_target_pairs": (_empty_i64_tensor, _is_empty)}),
    ("send", 2): Change(added={"source_target_pairs": (_empty_i64_tensor, _is_empty)}),
} | {(name, 2): _ACCURACY for name in ("cbrt", "cosine", "exponential", "exponential_minus_one", "log",
                                        "log_plus_one", "logistic", "rsqrt", "sine", "sqrt", "tan", "tanh")}


def _step(op: ir.Operation, row: optable.VhloOp, up: bool) -> ir.Operation | None:
    """``op`` as the next (``up``) or previous version, None when that version cannot hold it."""
    number = row.version + 1 if up else row.version - 1
    change = CHANGES.get((row.base, row.version + 1 if up else row.version))
    target = optable.vhlo_op(f"vhlo.{row.base}_v{number}")
    if change is None or target is None:
        return None
    attrs = dict(op.attributes)
    if up:
        for name in change.removed:
            attrs.pop(name, None)
        for name, (make, _) in change.added.items():
            attrs.setdefault(name, make(op))
    else:
        if change.single and (len(op.operands) != 1 or len(op.results) != 1):
            return None
        if change.no_regions and op.regions:
            return None
        for name, (_, droppable) in change.added.items():
            if name in attrs and not droppable(attrs.pop(name)):
                return None
        for name, make in change.removed.items():
            attrs[name] = make(op)
    regions = () if change.no_regions and not up else op.regions
    return ir.Operation(target.name, op.operands, op.results, op.operand_types, op.result_types, attrs, regions,
                        op.loc, op.location, op.successors)


def _convert(op: ir.Operation, target: Version | None) -> ir.Operation:
    """``op`` as the version legal at ``target`` (downgrading, or upgrading an op older than
    ``target``), or as its current version (``target`` None); the op itself when it already is."""
    row = optable.vhlo_op(op.name)
    up = target is None or (row is not None and row.max_version < target)  # one direction: no cycles
    current = op
    while True:
        row = optable.vhlo_op(current.name)
        if row is None:
            return current
        done = row is optable.versions_of(row.base)[-1] if target is None else is_legal(current, target)
        if done:
            return current
        stepped = _step(current, row, up=up)
        if stepped is None:
            raise illegal(op)
        current = stepped


def to_version(module: ir.Module, target: Version) -> ir.Module:
    """Every VHLO op as the version that ``target`` has (in place); the first op that
    cannot be expressed is a located error followed by ``failed to convert VHLO to vX``.
    The use-list orders the rewrites leave are recorded for the bytecode writer."""
    from . import use_lists

    try:
        use_lists.record(module, _rewrite(module.op, target))
    except LegalizeError as error:
        note = LegalizeError(module.op.loc or Loc("<unknown>", 0, 0), f"failed to convert VHLO to v{text(target)}")
        raise LegalizeError(error.loc, error.message, follow_ups=(note,)) from None
    return module


def vhlo_to_version(module: ir.Module, target: str) -> ir.Module:
    """``--vhlo-to-version=target=X.Y.Z`` (or ``current``): :func:`to_version` after checking
    the target; a bad target is an error at the module with upstream's text."""
    from .versions import VersionError, resolve_target

    try:
        version = resolve_target(target)
    except VersionError as error:
        raise LegalizeError(module.op.loc or Loc("<unknown>", 0, 0), str(error)) from None
    return to_version(module, version)


def upgrade(module: ir.Module) -> ir.Module:
    """Every VHLO op of an artifact as its current version (in place)."""
    _rewrite(module.op, None)
    return module


def _rewrite(top: ir.Operation, target: Version | None) -> list[ir.Operation]:
    """Converts every VHLO op (pre-order, as MLIR's conversion does); returns the new ops
    in the order they were made."""
    made = []
    current: set[str] = set()  # upgrading: names already at their current version
    for op in top.walk():
        for region in op.regions:
            for block in region.blocks:
                for i, inner in enumerate(block.operations):
                    if inner.name in current:
                        continue
                    converted = _convert(inner, target)
                    if target is None and converted is inner:
                        current.add(inner.name)
                    if converted is not inner:
                        converted.regions = inner.regions
                        block.operations[i] = converted
                        made.append(converted)
    return made
