"""Attributes that StableHLO's op definitions (``StablehloOps.td``) give a default value, and
what MLIR's printers do with them.

ODS declares two kinds (``mlir/include/mlir/IR/CommonAttrConstraints.td``):

- ``DefaultValuedAttr``: the op always holds the attribute (an op built or parsed without it
  gets the default), so the generic form prints it even when the source omitted it;
- ``DefaultValuedOptionalAttr``: the op holds it only when given.

A declarative assembly format's ``attr-dict`` leaves out an attribute equal to its default
value (OpFormatGen's attr-dict printer), and an optional group anchored on one (``(`,` `lower`
`=` $lower^)?``) is not printed either; the generic form prints what the op holds.
"""
from __future__ import annotations

from typing import Any

from .attributes import EnumAttr, IntegerAttr, StructAttr

_RESULT_ACCURACY = StructAttr("result_accuracy", (("atol", 0.0), ("rtol", 0.0), ("ulps", 0),
                                                  ("mode", EnumAttr("result_accuracy_mode", "DEFAULT"))))

DEFAULT_VALUED: dict[str, dict[str, Any]] = {
    "stablehlo.infeed": {"infeed_config": ""},
    "stablehlo.outfeed": {"outfeed_config": ""},
}
"""``DefaultValuedAttr`` (``DefaultValuedStrAttr``) attributes by op: name -> default value."""

DEFAULT_VALUED_OPTIONAL: dict[str, dict[str, Any]] = {
    "stablehlo.cholesky": {"lower": False},
    "stablehlo.composite": {"composite_attributes": {}, "version": IntegerAttr(0, "i32")},
    "stablehlo.custom_call": {"has_side_effect": False, "api_version": IntegerAttr(1, "i32"),
                              "called_computations": (), "output_operand_aliases": ()},
    "stablehlo.gather": {"indices_are_sorted": False},
    "stablehlo.dynamic_gather": {"indices_are_sorted": False},
    "stablehlo.scatter": {"indices_are_sorted": False, "unique_indices": False},
    "stablehlo.sort": {"dimension": IntegerAttr(-1, "i64"), "is_stable": False},
    "stablehlo.send": {"is_host_transfer": False},
    "stablehlo.recv": {"is_host_transfer": False},
    "chlo.top_k": {"is_stable": True},
    **{f"stablehlo.{name}": {"result_accuracy": _RESULT_ACCURACY}
       for name in ("cbrt", "cosine", "exponential", "exponential_minus_one", "log", "log_plus_one",
                    "logistic", "rsqrt", "sine", "sqrt", "tan", "tanh")},
}
"""``DefaultValuedOptionalAttr`` attributes by op: name -> default value."""

_OTHER_INHERENT = {"stablehlo.send": ("source_target_pairs",), "stablehlo.recv": ("source_target_pairs",)}
"""Attributes the ops declare (so the generic form prints them as properties, ``<{...}>``) that
neither the op table's rows decode nor the tables above list."""

STRUCT_DEFAULTS: dict[str, dict[str, Any]] = {
    "result_accuracy": {"atol": 0.0, "rtol": 0.0, "ulps": 0},
    "dot": dict.fromkeys(("lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
                          "rhs_contracting_dimensions"), ()),
    "gather": {**dict.fromkeys(("offset_dims", "collapsed_slice_dims", "operand_batching_dims",
                                "start_indices_batching_dims", "start_index_map"), ()), "index_vector_dim": 0},
    "scatter": {**dict.fromkeys(("update_window_dims", "inserted_window_dims", "input_batching_dims",
                                 "scatter_indices_batching_dims", "scatter_dims_to_operand_dims"), ()),
                "index_vector_dim": 0},
}
"""Parameters of StableHLO attributes that printing leaves out at their default:
``DefaultValuedParameter`` ones (``StablehloAttrs.td``, ``struct(params)`` formats) and the
integer fields of the dimension-number attributes, which their custom printer (printStruct)
skips when empty or zero."""


def _same(value: Any, default: Any) -> bool:
    """Attribute equality as MLIR's (a struct's absent parameters are their defaults)."""
    if isinstance(default, StructAttr):
        if not isinstance(value, StructAttr) or value.kind != default.kind or value.dialect != default.dialect:
            return False
        given = dict(value.fields)
        return len(given) == len(value.fields) and all(given.get(k, d) == d for k, d in default.fields) and \
            set(given) <= {k for k, _ in default.fields}
    return type(value) is type(default) and value == default


def pretty_attributes(op_name: str, attributes: dict) -> dict:
    """The attributes a pretty form of ``op_name`` prints: those equal to their default left out."""
    defaults = {**DEFAULT_VALUED.get(op_name, {}), **DEFAULT_VALUED_OPTIONAL.get(op_name, {})}
    if not defaults:
        return attributes
    return {k: v for k, v in attributes.items() if k not in defaults or not _same(v, defaults[k])}


def held_attributes(op_name: str, attributes: dict) -> dict:
    """The attributes the op holds (the generic form prints them): ``DefaultValuedAttr`` ones
    the source left out added with their default."""
    missing = {k: v for k, v in DEFAULT_VALUED.get(op_name, {}).items() if k not in attributes}
    return {**attributes, **missing} if missing else attributes


def declared_attributes(op_name: str) -> set[str]:
    """Inherent attributes of ``op_name`` known here (the op table's rows name the others)."""
    return {*DEFAULT_VALUED.get(op_name, ()), *DEFAULT_VALUED_OPTIONAL.get(op_name, ()),
            *_OTHER_INHERENT.get(op_name, ())}


def without_defaults(op_name: str, attributes: dict) -> dict:
    """``attributes`` as MLIR's getters read them: those at their default (and struct parameters at
    theirs) left out, so that two ops that differ only in spelling a default compare equal."""
    return {k: _struct_without_defaults(v) for k, v in pretty_attributes(op_name, attributes).items()}


def _struct_without_defaults(value: Any) -> Any:
    if isinstance(value, tuple):
        return tuple(_struct_without_defaults(v) for v in value)
    defaults = STRUCT_DEFAULTS.get(value.kind) if isinstance(value, StructAttr) and value.dialect == "stablehlo" else None
    if not defaults:
        return value
    return StructAttr(value.kind, tuple((k, v) for k, v in value.fields if k not in defaults or v != defaults[k]),
                      value.dialect)
