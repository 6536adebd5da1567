"""Checks MLIR makes while parsing StableHLO attributes and types, worded as upstream's parsers.

Upstream rejects these before any op is verified, at the attribute's or type's
own location, and a failed ``#stablehlo.<kind><...>`` struct reports a second
error (``failed parsing ... attribute``) after the reason. The parser
(parser.py) calls these functions and raises :class:`syntax.LocatedError`.
"""
from __future__ import annotations

import math
import re
from typing import Any

import ml_dtypes

from ..diagnostics import ConstraintError
from ..ir import attributes as A, dot_algorithms
from .parse_errors import wrong_token_position
from .syntax.forms import LocatedError
from ..ir.types import ELEMENT_DTYPES, QuantizedType, TensorType, is_float

STRUCT_KEYWORDS: dict[str, tuple[str, tuple[str, ...]]] = {
    "scatter": ("scatter dimension numbers", (
        "update_window_dims", "inserted_window_dims", "input_batching_dims", "scatter_indices_batching_dims",
        "scatter_dims_to_operand_dims", "index_vector_dim")),
    "gather": ("gather dimension numbers", (
        "offset_dims", "collapsed_slice_dims", "operand_batching_dims", "start_indices_batching_dims",
        "start_index_map", "index_vector_dim")),
    "dot": ("dot dimension numbers", (
        "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
        "rhs_contracting_dimensions")),
    "ragged_dot": ("ragged dot dimension numbers", (  # #chlo.ragged_dot (ChloOps.cpp, the same parseStruct)
        "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
        "rhs_contracting_dimensions", "lhs_ragged_dimensions", "rhs_group_dimensions")),
}
"""``#stablehlo.<kind><key = value, ...>`` structs parsed as upstream's ``parseStruct`` does:
each known key at most once, in any order. Value: (what the follow-up error names, keys)."""

STABLEHLO_TYPES = frozenset({"token", "future"})
"""``!stablehlo.<name>`` types."""

STABLEHLO_ATTRIBUTES = frozenset({
    "bounds", "type_extensions", "channel_handle", "output_operand_alias", "gather", "scatter", "dot",
    "dot_algorithm", "conv", "result_accuracy", "result_accuracy_mode", "axis_ref", "sub_axis_info",
    "replica_group_mesh_axes", "mesh_axis", "mesh", "comparison_type", "comparison_direction", "precision",
    "fft_type", "transpose", "rng_distribution", "rng_algorithm"})
"""The mnemonics ``#stablehlo.<name><...>`` may use (StablehloAttrs.td, StablehloEnums.td): any
other is upstream's ``unknown StableHLO attribute`` (StablehloDialect::parseAttribute)."""


def check_attribute_kind(kind: str, line: int, col: int) -> None:
    """``#stablehlo.<kind><...>`` at ``line``:``col`` (the ``#``): an unknown kind is an error at
    the kind's name."""
    if kind not in STABLEHLO_ATTRIBUTES:
        raise LocatedError("unknown StableHLO attribute", line, col + len("#stablehlo."))

INTEGER_TYPE = re.compile(r"[su]?i(\d+)$")
STORAGE_TYPE = re.compile(r"(u|i|si|ui)\d+$")
"""Storage types of quantized types: signed (``i8``) or unsigned (``u8``, also ``ui8``) integers."""
MAX_INTEGER_WIDTH = (1 << 24) - 1
"""MLIR's limit on the bit width of ``iN``."""


def failed_struct(kind: str) -> str | None:
    """The follow-up error of a struct kind parsed like ``parseStruct``, or None for other kinds."""
    known = STRUCT_KEYWORDS.get(kind)
    return None if known is None else f"failed parsing {known[0]} attribute"


def declared_order(kind: str, fields: tuple[tuple[str, Any], ...]) -> tuple[tuple[str, Any], ...]:
    """The fields of a ``parseStruct`` kind in the order upstream declares (and prints) them."""
    known = STRUCT_KEYWORDS.get(kind)
    if known is None:
        return fields
    return tuple(sorted(fields, key=lambda field: known[1].index(field[0])))


def check_struct_entries(kind: str, entries: list, opener: Any) -> None:
    """Unknown or repeated keys of a ``parseStruct`` kind: the first one is an error at its key
    (at ``opener``, the ``#stablehlo.<kind><`` token, for an entry without a key), followed by
    ``failed parsing ... attribute``. ``entries`` are the grammar's ``sh_*`` tuples; a field's
    key is its Token."""
    known = STRUCT_KEYWORDS.get(kind)
    if known is None:
        return
    what, keywords = known
    seen: set[str] = set()
    for entry in entries:
        key = entry[1] if entry[0] == "field" else None
        if key is None or str(key) not in keywords:
            message = "expected one of: " + ", ".join(f"`{k}`" for k in keywords)
        elif str(key) in seen:
            message = f"duplicated `{key}` entry"
        elif (message := _field_value_error(str(key), entry[2])) is None:
            seen.add(str(key))
            continue
        where = key if getattr(key, "line", None) is not None else opener
        line, col = where.line, where.column
        raise LocatedError(message, line, col, ((f"failed parsing {what} attribute", line, col),))


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _field_value_error(key: str, value: Any) -> str | None:
    """What upstream's ``parseDims`` / ``parseInteger`` say of a struct field's value: dimension
    lists are ``[`` integers ``]``, ``index_vector_dim`` is one integer."""
    if key == "index_vector_dim":
        return None if _is_int(value) else "expected integer value"
    if not isinstance(value, tuple):
        return "expected '['"
    return None if all(map(_is_int, value)) else "expected integer value"


def line_col(text: str, pos: int) -> tuple[int, int]:
    """1-based line and column of offset ``pos`` in ``text``."""
    return text.count("\n", 0, pos) + 1, pos - text.rfind("\n", 0, pos)


def is_integer_type(name: str) -> bool:
    """Whether ``name`` is MLIR's ``iN`` / ``siN`` / ``uiN`` (any width up to MLIR's limit)."""
    match = INTEGER_TYPE.match(name)
    return match is not None and int(match.group(1)) <= MAX_INTEGER_WIDTH


def check_quantized_type(q: QuantizedType) -> str | None:
    """The quant dialect's verification of ``!quant.uniform<...>``: an error message, or None."""
    if not STORAGE_TYPE.match(q.storage_type):
        return "illegal storage type prefix"
    if any(not -(1 << 63) <= zero_point < (1 << 63) for zero_point in q.zero_points):
        return "integer value too large"  # the quant parser's parseInteger into an int64_t
    if q.quantized_dimension is not None and q.quantized_dimension < 0:
        return f"illegal quantized dimension: {q.quantized_dimension}"
    if q.expressed_type not in ELEMENT_DTYPES:
        return None
    if not is_float(q.expressed_type):
        return "expressed type must be floating point"
    info = ml_dtypes.finfo(ELEMENT_DTYPES[q.expressed_type])
    low, high = float(info.smallest_subnormal), float(info.max)
    for scale in q.scales:
        if not low <= scale <= high:
            return f"scale {scale:e} out of expressed type range [{low:e}, {high:e}]"
    return None


def check_bounds(t: Any) -> str | None:
    """Upstream's ``verifyBounds`` (Base.cpp) of a tensor type's ``#stablehlo.bounds``: one bound
    per dimension, and only dynamic dimensions bounded. An error message, or None. jaxlib
    (StableHLO 1.17.0) names the tensor type, without its encoding, after Base.cpp's text."""
    if getattr(t, "bounds", None) is None or t.shape is None:
        return None
    bare = f"'{TensorType(t.shape, t.element_type)}'"
    if len(t.bounds) != len(t.shape):
        return (f"Bounds length is {len(t.bounds)}, expected to be equal to rank({len(t.shape)}) of the tensor "
                f"{bare}")
    for dim, (size, bound) in enumerate(zip(t.shape, t.bounds)):
        if size is not None and bound is not None:
            return (f"Static dimension {dim} cannot have a bound, use ShapedType::kDynamic to indicate a "
                    f"missing bound in tensor {bare}")
    return None


WINDOW_KEYWORDS = ("stride", "pad", "lhs_dilate", "rhs_dilate", "reverse")


def check_window(window: dict) -> str | None:
    """Upstream's ``parseWindowAttributes`` on ``window = {...}``: known keywords, integer values,
    ``pad`` rows of two. An error message, or None."""
    for key, value in window.items():
        if key not in WINDOW_KEYWORDS:
            return f"Unexpected keyword {key}"
        rows = value if key == "pad" else (value,)
        for row in rows if isinstance(rows, tuple) else ():
            items = row if isinstance(row, tuple) else (row,)
            if not all(isinstance(getattr(v, "value", None), int) or isinstance(v, bool) for v in items):
                return "expected integer value"
            if key == "pad" and len(items) != 2:
                return f"Expected array with 2 elements, got {len(items)} elements instead"
    return None


_BEFORE_DICT = re.compile(r"([A-Za-z_][\w$.]*)\s*=\s*\{\s*$")
_OP_CALL = re.compile(r"([A-Za-z_][\w$]*\.[\w$.]+)\s*\(")
"""``stablehlo.convolution(``: the pretty op a ``window = {...}`` belongs to."""


def duplicate_key(text: str, entries: list) -> None:
    """Raises upstream's error for the first repeated key of a ``{key = value, ...}`` parsed from
    ``text`` (``entries``: ``(name, value, key token)``). In a pretty form's ``window = {...}``
    that is ``parseWindowAttributes``'s (each keyword once: a repeated one is unexpected), at the
    token after the keyword; elsewhere MLIR's ``parseAttributeDict``'s, at the key."""
    seen: set[str] = set()
    for name, _, key in entries:
        if name not in seen:
            seen.add(name)
            continue
        first = entries[0][2]
        before = _BEFORE_DICT.search(text, max(0, first.start_pos - 200), first.start_pos)
        if before is not None and before.group(1) == "window" and name in WINDOW_KEYWORDS:
            after = len(text) - len(text[key.end_pos:].lstrip())
            line, col = line_col(text, after)
            ops = _OP_CALL.findall(text, max(0, first.start_pos - 2000), first.start_pos)
            prefix = f"custom op '{ops[-1]}' " if ops else ""
            raise LocatedError(f"{prefix}Unexpected keyword {name}", line, col)
        raise LocatedError(f"duplicate key '{name}' in dictionary attribute", key.line, key.column)


def check_dot_algorithm(algorithm: Any, line: int, col: int) -> None:
    """``#stablehlo.dot_algorithm<...>`` at ``line``:``col``: upstream verifies the attribute as it
    parses it (spec.md#dot_general C22-C24, known algorithms), with the shape function's checks."""
    try:
        dot_algorithms.check_dot_algorithm(algorithm)
    except ConstraintError as error:
        raise LocatedError(error.message, line, col) from None


def check_result_accuracy(accuracy: Any, line: int, col: int) -> None:
    """``#stablehlo.result_accuracy<...>`` at ``line``:``col``: its parameters' kinds, which
    upstream's generated parser reads as such (APFloat tolerances, an int64 ``ulps``, a mode)."""
    for key, value in accuracy.fields:
        if key in ("atol", "rtol") and not (isinstance(value, (int, float)) and not isinstance(value, bool)):
            raise LocatedError("expected floating point literal", line, col)
        if key == "ulps" and not (_is_int(value) and -(1 << 63) <= value < (1 << 63)):
            raise LocatedError("expected integer value", line, col)
        if key == "mode" and getattr(value, "kind", None) != "result_accuracy_mode":
            raise LocatedError("expected '#stablehlo.result_accuracy_mode<...>'", line, col)


def check_channel_handle(handle: Any, line: int, col: int) -> None:
    """``#stablehlo.channel_handle<...>`` at ``line``:``col``: its int64 ``handle`` and ``type``, which
    upstream's generated parser reads as integers."""
    for key, value in handle.fields:
        if key in ("handle", "type") and not (_is_int(value) and -(1 << 63) <= value < (1 << 63)):
            raise LocatedError("expected integer value", line, col)


def replica_group_mesh_axes_error(attr: Any) -> str | None:
    """Upstream's ``ReplicaGroupMeshAxesAttr::verify``: the mesh is a flat symbol reference or
    a ``#stablehlo.mesh``, whose axes name every ``#stablehlo.axis_ref`` of the list."""
    mesh, axes = attr.get("mesh"), attr.get("axes", ())
    is_symbol = isinstance(mesh, A.SymbolRefAttr) and len(mesh.path) == 1
    is_mesh = isinstance(mesh, A.StructAttr) and mesh.kind == "mesh" and mesh.dialect == "stablehlo"
    if not (is_symbol or is_mesh):
        return "mesh must be a FlatSymbolRefAttr or MeshAttr"
    if is_mesh:
        names = {axis.get("name") for axis in mesh.get("axes", ()) if isinstance(axis, A.StructAttr)}
        for axis in axes if isinstance(axes, tuple) else ():
            if not (isinstance(axis, A.StructAttr) and axis.kind == "axis_ref" and axis.dialect == "stablehlo"):
                return "expected AxisRefAttr in axes list"
            if axis.get("name") not in names:
                return f"axis '{axis.get('name')}' not found in mesh definition"
    return None


def _negative(value: Any) -> bool:
    """APFloat::isNegative of a tolerance as parsed (-0.0 too); an int's sign."""
    if isinstance(value, float):
        return math.copysign(1.0, value) < 0
    return isinstance(value, int) and value < 0


def _zero(value: Any) -> bool:
    """A tolerance that is zero (one that is not a number is not)."""
    return isinstance(value, (int, float)) and not isinstance(value, bool) and value == 0


def result_accuracy_error(attr: Any) -> str | None:
    """Upstream's ``verifyResultAccuracyAttr``: no negative tolerance; modes DEFAULT and HIGHEST
    take none."""
    atol, rtol, ulps = (attr.get(key, 0) for key in ("atol", "rtol", "ulps"))
    if _negative(atol) or _negative(rtol) or _negative(ulps):
        return "Negative tolerance"
    mode = attr.get("mode")
    mode = getattr(mode, "value", mode)
    if mode in ("DEFAULT", "HIGHEST") and not (_zero(atol) and _zero(rtol) and _zero(ulps)):
        return f"Invalid tolerances for ResultAccuracyAttr with mode {mode}, must be all zero."
    return None


__all__ = ["STRUCT_KEYWORDS", "STABLEHLO_ATTRIBUTES", "check_attribute_kind", "check_struct_entries", "failed_struct",
           "wrong_token_position", "line_col",
           "is_integer_type", "check_quantized_type", "check_dot_algorithm", "check_result_accuracy", "check_channel_handle",
           "check_bounds",
           "check_window", "WINDOW_KEYWORDS", "duplicate_key", "replica_group_mesh_axes_error",
           "result_accuracy_error"]
