"""Tuple and token ops, and the identity optimization_barrier."""
from __future__ import annotations

from typing import Any

from ...ir.attributes import as_int
from ...diagnostics import EvalError
from ...optable import TOKEN, TokenValue, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.data_movement import SHAPE_FUNCTIONS
from ...text.syntax.forms import GET_TUPLE_ELEMENT, OPERANDS
from ...verification import speculatability as speculation


def optimization_barrier(*operands: Any) -> Any:
    """spec.md#optimization_barrier: the identity; one value, or a tuple of several."""
    return operands[0] if len(operands) == 1 else operands


def tuple_(*values: Any) -> tuple:
    """spec.md#tuple: the operands as a Python tuple."""
    return values


def get_tuple_element(operand: tuple, *, index: int) -> Any:
    """spec.md#get_tuple_element: ``operand[index]``."""
    if not 0 <= index < len(operand):
        raise EvalError(f"get_tuple_element_c1: index {index} is out of bounds "
                        f"for a tuple of size {len(operand)}")
    return operand[index]


def after_all(*inputs: TokenValue) -> TokenValue:
    """spec.md#after_all: a token after all ``inputs`` (no effects here)."""
    return TOKEN


def create_token() -> TokenValue:
    """spec.md#create_token: a fresh token."""
    return TOKEN


define_op("stablehlo.optimization_barrier", speculatability=speculation.always, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "optimization_barrier"), syntax=OPERANDS, eval=optimization_barrier)
define_op("stablehlo.tuple", speculatability=speculation.always, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "tuple"), syntax=OPERANDS, eval=tuple_)
define_op("stablehlo.get_tuple_element", speculatability=speculation.always, quantized="storage", **row_fields(SHAPE_FUNCTIONS, "get_tuple_element"), syntax=GET_TUPLE_ELEMENT, attrs={"index": as_int},
          eval=get_tuple_element)
define_op("stablehlo.after_all", speculatability=speculation.always, **row_fields(SHAPE_FUNCTIONS, "after_all"), syntax=OPERANDS, eval=after_all)
define_op("stablehlo.create_token", speculatability=speculation.always, **row_fields(SHAPE_FUNCTIONS, "create_token"), syntax=OPERANDS, eval=create_token)
