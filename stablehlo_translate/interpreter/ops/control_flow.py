"""Control-flow ops: while, if, case, composite (spec.md#while, #if, #case, #composite).

Regions arrive as interpreter.RegionFn callables that run in the enclosing
function's frame (so branches see outer values) and return the list of values
their terminator yields. An op with one result returns that value, with
several a tuple, with none an empty tuple.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ...ir.attributes import as_int, as_str, as_symbol, raw
from ...diagnostics import EvalError
from ...limits import LIMITS, LimitExceeded
from ...optable import AttrSpec, define_op
from ..compiler import run_scalar_loop
from ...verification.shapes import row_fields
from ...verification.shapes.control_flow import SHAPE_FUNCTIONS
from ...text.syntax.structured import COMPOSITE, WHILE
from ...verification import speculatability as speculation


def _results(values: Sequence[Any]) -> Any:
    """The evaluator-convention form of a region's yielded values."""
    return values[0] if len(values) == 1 else tuple(values)


def _scalar(value: Any, what: str, kinds: str) -> Any:
    """The Python value of a 0-d tensor whose dtype kind is in ``kinds`` ("b" or "iu")."""
    if not isinstance(value, np.ndarray) or value.shape != () or value.dtype.kind not in kinds:
        expected = "i1" if kinds == "b" else "integer"
        got = (f"shape {value.shape} of {value.dtype}" if isinstance(value, np.ndarray)
               else type(value).__name__)
        raise EvalError(f"{what} must be a 0-d tensor of {expected} type, got {got}")
    return value.item()


def while_(*operands: Any, regions: Sequence[Any]) -> Any:
    """spec.md#while: ``while cond(*state): state = body(*state)``.

    The loop is the hot path of scalar programs: a ``tensor<i1>`` condition is
    tested directly (a 0-d bool array is truthy like its element) and anything
    else is rejected once it shows up (while_c1); no per-iteration decoding. A loop
    over scalars runs compiled (compiler.py).
    """
    cond, body = regions
    final = run_scalar_loop(cond, body, operands)
    if final is not None:
        return _results(final)
    state: Sequence[Any] = operands
    count = len(operands)
    limit = LIMITS.max_iterations
    iterations = 0
    while True:
        (flag,) = cond(*state)
        if type(flag) is not np.ndarray or flag.dtype != np.bool_ or flag.shape != ():
            _scalar(flag, "while_c1: the condition", "b")
        if not flag:
            return _results(state)
        iterations += 1
        if limit is not None and iterations > limit:
            raise LimitExceeded(f"the loop ran more than --max-iterations={limit} iterations")
        state = body(*state)
        if len(state) != count:
            raise EvalError(f"while_c2: the body yields {len(state)} values for {count} operands")


def if_(pred: np.ndarray, *, regions: Sequence[Any]) -> Any:
    """spec.md#if: ``true_branch() if pred else false_branch()``."""
    true_branch, false_branch = regions
    return _results(true_branch() if _scalar(pred, "if: pred", "b") else false_branch())


def case(index: np.ndarray, *, regions: Sequence[Any]) -> Any:
    """spec.md#case: ``branches[index]``, the last branch when ``index`` is out of range."""
    if not regions:
        raise EvalError("case_c1: expects at least one branch")
    i = _scalar(index, "case: index", "iu")
    return _results(regions[i if 0 <= i < len(regions) else -1]())


def composite(*inputs: Any, name: str, composite_attributes: Any, decomposition: str, version: int,
              ctx: Any, regions: Sequence[Any] = ()) -> Any:
    """spec.md#composite: the ``decomposition`` function applied to ``inputs``.

    ``name``, ``composite_attributes``, ``version`` and ``regions`` carry no
    semantics when the decomposition runs (spec.md#composite); the call checks
    inputs against its signature (composite_c3) and composites may nest.
    """
    func = ctx.functions.get(decomposition)
    if func is None:
        raise EvalError(f"composite_c2: decomposition @{decomposition} of '{name}' is not defined")
    return _results(ctx.call(func, inputs))


define_op("stablehlo.while", speculatability=speculation.recursively, **row_fields(SHAPE_FUNCTIONS, "while"), quantized="storage", syntax=WHILE, eval=while_)
define_op("stablehlo.if", speculatability=speculation.recursively, **row_fields(SHAPE_FUNCTIONS, "if"), quantized="storage", eval=if_)
define_op("stablehlo.case", speculatability=speculation.recursively, **row_fields(SHAPE_FUNCTIONS, "case"), quantized="storage", eval=case)
define_op("stablehlo.composite", **row_fields(SHAPE_FUNCTIONS, "composite"), quantized="storage", syntax=COMPOSITE, wants_context=True, eval=composite, attrs={
    "name": as_str,
    "composite_attributes": AttrSpec(raw, None),
    "decomposition": as_symbol,
    "version": AttrSpec(as_int, 0),
})
