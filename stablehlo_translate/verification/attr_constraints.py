"""ODS attribute constraints: an attribute's kind (``I64Attr``, ``DenseI64ArrayAttr``, ...) and
the ``ConfinedAttr`` bounds of StablehloOps.td/ChloOps.td (``IntPositive``, ``IntNonNegative``).

The verifier checks them on every op (at the op, before its ``verify()``); the parser also checks
the inherent attributes a custom form's ``attr-dict`` spells, while parsing, at the dictionary
(OpFormatGen's ``verifyInherentAttrs``), through :func:`inherent_attribute_error`.
"""
from __future__ import annotations

from typing import Any

from ..diagnostics import ConstraintError, EvalError
from ..ir.attributes import (DenseArrayAttr, LiteralError, as_array, as_bool, as_float, as_int, as_ints, as_str,
                             as_symbol, as_type)
from ..ir.types import UnsupportedTypeError
from ..optable import OP_TABLE, AttrSpec

ATTRIBUTE_KINDS: dict[Any, str] = {
    as_int: "64-bit signless integer attribute", as_ints: "i64 dense array attribute",
    as_bool: "bool attribute", as_float: "32-bit float attribute", as_str: "string attribute",
    as_array: "constant vector/tensor attribute", as_symbol: "symbol reference attribute",
    as_type: "any type attribute",
}
"""The ODS constraint summary of the usual attribute kind behind each common decoder (rows of
other attributes name theirs in ``AttrSpec.kind``)."""

BOUNDED_INTEGERS: dict[tuple[str, str], tuple[int, bool]] = {
    **{("stablehlo." + op, name): (64, False) for op, name in (
        ("iota", "iota_dimension"), ("dynamic_iota", "iota_dimension"), ("all_gather", "all_gather_dim"),
        ("reduce_scatter", "scatter_dimension"), ("all_to_all", "split_dimension"),
        ("all_to_all", "concat_dimension"), ("batch_norm_grad", "feature_index"),
        ("batch_norm_inference", "feature_index"), ("batch_norm_training", "feature_index"),
        ("concatenate", "dimension"), ("get_dimension_size", "dimension"), ("set_dimension_size", "dimension"))},
    **{("stablehlo." + op, name): (64, True) for op, name in (
        ("all_to_all", "split_count"), ("convolution", "feature_group_count"),
        ("convolution", "batch_group_count"), ("dynamic_conv", "feature_group_count"),
        ("dynamic_conv", "batch_group_count"))},
    ("stablehlo.get_tuple_element", "index"): (32, False),
    ("stablehlo.reduce_precision", "exponent_bits"): (32, True),
    ("stablehlo.reduce_precision", "mantissa_bits"): (32, False),
    ("chlo.scan", "dimension"): (64, False), ("chlo.scan", "scan_dim_size"): (64, False),
}
"""``ConfinedAttr<I64Attr or I32Attr, [IntPositive or IntNonNegative]>`` by (op, attribute):
(bit width, positive)."""


def reason(error: Exception) -> str:
    """The user-facing text of an exception a decoder or shape function raised (no Python class
    names)."""
    text = error.message if isinstance(error, EvalError) else str(error)
    return text if text and not isinstance(error, KeyError) else "unexpected attribute or type"


def attribute_kind_error(name: str, spec: AttrSpec, error: Exception) -> ConstraintError:
    """ODS's complaint about an attribute its decoder rejects."""
    kind = spec.kind or ATTRIBUTE_KINDS.get(spec.decode) or reason(error)
    return ConstraintError("attrs", f"attribute '{name}' failed to satisfy constraint: {kind}")


def decode_attribute(name: str, spec: AttrSpec, attr: Any) -> Any:
    """``attr`` decoded by ``spec``; a ConstraintError in ODS's words if it is of the wrong kind."""
    if spec.decode is as_ints and not isinstance(attr, DenseArrayAttr):
        # ODS DenseI64ArrayAttr: ``array<i64: ...>`` only (the decoder also reads older forms)
        raise attribute_kind_error(name, spec, TypeError())
    try:
        return spec.decode(attr)
    except UnsupportedTypeError:
        raise
    except LiteralError as error:
        raise ConstraintError("attrs", str(error)) from None
    except (ValueError, TypeError, AttributeError, IndexError, KeyError, OverflowError, EvalError) as error:
        raise attribute_kind_error(name, spec, error) from None


def bounded_integer_error(op_name: str, name: str, value: Any) -> str | None:
    """The ``ConfinedAttr`` complaint about integer attribute ``name`` of ``op_name``, or None."""
    bound = BOUNDED_INTEGERS.get((op_name, name))
    if bound is None or not isinstance(value, int) or isinstance(value, bool):
        return None
    bits, positive = bound
    if value > 0 or (value == 0 and not positive):
        return None
    return (f"attribute '{name}' failed to satisfy constraint: {bits}-bit signless integer attribute whose value "
            f"is {'positive' if positive else 'non-negative'}")


def inherent_attribute_error(op_name: str, attributes: dict[str, Any]) -> str | None:
    """The complaint about the first (by name, as ODS orders them) of ``op_name``'s inherent
    ``attributes`` that fails its kind or bound, or None."""
    row = OP_TABLE.get(op_name)
    if row is None:
        return None
    for name in sorted(attributes):
        spec = row.attrs.get(name)
        if spec is None:
            continue
        try:
            value = decode_attribute(name, spec, attributes[name])
        except ConstraintError as error:
            return error.message
        except UnsupportedTypeError:
            continue
        problem = bounded_integer_error(op_name, name, value)
        if problem:
            return problem
    return None
