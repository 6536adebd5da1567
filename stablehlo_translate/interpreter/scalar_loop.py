"""A ``stablehlo.while`` whose state is scalars, compiled into one Python loop.

Scalar loops (counters, recurrences) are all per-op overhead: a 0-d numpy array
op costs about a microsecond, a numpy scalar operator a tenth of that. When every
value of the loop is a 0-d tensor of a native numpy type and every op of its
regions is a literal, a compare or an ``add``/``subtract``/``multiply``/``and``/
``or``/``xor`` whose evaluator is a plain ufunc (element.binary_ufunc), the cond
and body run inlined in one generated ``while`` statement on numpy scalars and
the state becomes 0-d arrays again on exit. numpy's scalar operators compute
these ops exactly as its ufuncs do (IEEE float ops in the type, wrapping ints,
bool ``|``/``&``), so the bits are the plain path's. Types are checked once, at
compile time (results of these ops have their operands' type). Anything else,
and any run with a trace, takes the plain path. The loop is generated through
compiler.Emitter, the mechanism that compiles every block (compiler.py).
"""
from __future__ import annotations

import sys
from typing import Any, Callable, Sequence

import numpy as np

from . import element as el
from .compiler import Emitter
from ..diagnostics import UNKNOWN_LOC
from ..ir.module import Region
from ..limits import LIMITS, LimitExceeded
from ..optable import OP_TABLE
from ..ir.types import TensorType

_OPERATORS = {"add": "+", "subtract": "-", "multiply": "*", "and": "&", "or": "|", "xor": "^"}
_BOOL_OPERATORS = {"add": "|", "multiply": "&", "and": "&", "or": "|", "xor": "^"}
_COMPARISONS = {"EQ": "==", "NE": "!=", "LT": "<", "LE": "<=", "GT": ">", "GE": ">="}
_I1 = TensorType((), "i1")
_CHECK_EVERY = 1024
"""Iterations between two deadline checks (--timeout)."""


class _Loop:
    """A compiled loop: ``fn(*state, *outer, limit)`` returns the final state (scalars)."""

    __slots__ = ("fn", "outer", "state_types")

    def __init__(self, fn: Callable, outer: list[tuple[str, np.dtype]], state_types: list[type]):
        self.fn, self.outer, self.state_types = fn, outer, state_types


def run(cond: Any, body: Any, operands: Sequence[Any]) -> tuple[Any, ...] | None:
    """The final state of ``while`` with regions ``cond``/``body`` (interpreter.RegionFn) from
    ``operands``, or None when the loop does not qualify (see the module docstring)."""
    interpreter = getattr(cond, "interpreter", None)  # None: plain callables (unit tests)
    if not el.FAST or interpreter is None or interpreter.trace is not None:
        return None
    cache = cond.region.cache
    loop = cache.get("scalar_loop")
    if loop is None:
        loop = cache["scalar_loop"] = _compile(interpreter, cond.region, body.region) or False
    if loop is False or len(operands) != len(loop.state_types):
        return None
    state = []
    for value, scalar_type in zip(operands, loop.state_types):
        if type(value) is not np.ndarray or value.shape != () or value.dtype.type is not scalar_type:
            return None
        state.append(value[()])
    frame = cond.frame
    outer = []
    for name, dt in loop.outer:
        value = frame.get(name)
        if type(value) is not np.ndarray or value.shape != () or value.dtype != dt:
            return None
        outer.append(value[()])
    block = cond.region.blocks[0]
    loc = block.operations[0].loc if block.operations and block.operations[0].loc else UNKNOWN_LOC
    interpreter._enter(loc)
    try:
        limit = LIMITS.max_iterations
        final = loop.fn(*state, *outer, sys.maxsize if limit is None else limit, lambda: _deadline(interpreter, loc))
    finally:
        interpreter.depth -= 1
    return tuple(np.asarray(v) for v in final)


def _deadline(interpreter: Any, loc: Any) -> None:
    """--timeout, checked every _CHECK_EVERY iterations (each region run checks it on the plain path)."""
    interpreter.depth -= 1
    try:
        interpreter._enter(loc)
    except BaseException:
        interpreter.depth += 1  # run() leaves the level it entered
        raise


def _limit(limit: int) -> LimitExceeded:
    return LimitExceeded(f"the loop ran more than --max-iterations={limit} iterations")


def _compile(interpreter: Any, cond: Region, body: Region) -> _Loop | None:
    if len(cond.blocks) != 1 or len(body.blocks) != 1:
        return None
    cond_block, body_block = cond.blocks[0], body.blocks[0]
    types = [t for _, t in body_block.arguments]
    if [t for _, t in cond_block.arguments] != types or not all(_scalar_type(t) for t in types):
        return None
    outer: dict[str, str] = {}
    outer_types: list[tuple[str, np.dtype]] = []
    code = Emitter({"limit_error": _limit})

    def emit(block, prefix: str, lines: list[str]) -> list[str] | None:
        """The block's ops as statements (``lines``); returns the returned names' locals."""
        local = {name: f"s{i}" for i, (name, _) in enumerate(block.arguments)}
        for index, op in enumerate(block.operations):
            if op.regions:
                return None
            if op.name in ("stablehlo.return",):
                if index != len(block.operations) - 1:
                    return None
                values = []
                for name, t in zip(op.operands, op.operand_types):
                    values.append(_use(name, t, local, outer, outer_types))
                return None if None in values else values
            if len(op.results) != 1 or len(op.result_types) != 1 or not _scalar_type(op.result_types[0]):
                return None
            target = f"{prefix}{index}"
            if op.name == "stablehlo.constant":
                array = getattr(op.attributes.get("value"), "array", None)
                if (type(array) is not np.ndarray or array.shape != ()
                        or array.dtype != op.result_types[0].dtype):
                    return None
                lines.append(f"{target} = {code.bind('k', array[()])}")
            else:
                expression = _expression(interpreter, op, local, outer, outer_types)
                if expression is None:
                    return None
                lines.append(f"{target} = {expression}")
            local[op.results[0]] = target
        return None

    cond_lines: list[str] = []
    flag = emit(cond_block, "c", cond_lines)
    if flag is None or len(flag) != 1 or cond_block.operations[-1].operand_types[0] != _I1:
        return None
    body_lines: list[str] = []
    yielded = emit(body_block, "b", body_lines)
    if yielded is None or list(body_block.operations[-1].operand_types) != types:
        return None
    state = [f"s{i}" for i in range(len(types))]
    indent = "\n        "
    source = (
        f"def loop({', '.join(state + list(outer.values()))}, limit, check):\n"
        f"    iterations = 0\n"
        f"    while True:\n"
        f"        {indent.join(cond_lines) or 'pass'}\n"
        f"        if not {flag[0]}:\n"
        f"            return ({', '.join(state)},)\n"
        f"        iterations += 1\n"
        f"        if iterations > limit:\n"
        f"            raise limit_error(limit)\n"
        f"        if not iterations % {_CHECK_EVERY}:\n"
        f"            check()\n"
        f"        {indent.join(body_lines) or 'pass'}\n"
        f"        {', '.join(state)}, = {', '.join(yielded)},\n")
    code.lines = [source]
    return _Loop(code.build("loop"), outer_types, [t.dtype.type for t in types])


def _scalar_type(t: Any) -> bool:
    """A 0-d tensor of a type numpy computes natively (no quantized or ml_dtypes types)."""
    try:
        return isinstance(t, TensorType) and t.shape == () and t.dtype in el.NATIVE
    except Exception:  # noqa: BLE001 - an unsupported element type: not a scalar loop
        return False


def _use(name: str, t: Any, local: dict[str, str], outer: dict[str, str],
         outer_types: list[tuple[str, np.dtype]]) -> str | None:
    """The local holding SSA value ``name`` of type ``t`` (an outer value becomes a parameter)."""
    if name in local:
        return local[name]
    if not _scalar_type(t):
        return None
    if name not in outer:
        outer[name] = f"o{len(outer)}"
        outer_types.append((name, t.dtype))
    return outer[name]


def _expression(interpreter: Any, op: Any, local: dict[str, str], outer: dict[str, str],
                outer_types: list[tuple[str, np.dtype]]) -> str | None:
    """``a OP b`` for a binary op whose numpy scalar operator has its ufunc's bits, else None."""
    name = op.name.removeprefix("stablehlo.")
    row = OP_TABLE.get(op.name)
    types = op.operand_types
    if (row is None or not op.name.startswith("stablehlo.") or len(types) != 2 or types[0] != types[1]
            or not _scalar_type(types[0])):
        return None
    try:
        attrs = interpreter._static_kwargs(op, row)
    except Exception:  # noqa: BLE001 - the plain path reports bad attributes
        return None
    dt = types[0].dtype
    if el.binary_ufunc(name, dt, attrs) is None:
        return None
    if name == "compare":
        symbol, result = _COMPARISONS.get(attrs.get("comparison_direction", "")), _I1
    else:
        symbol = (_BOOL_OPERATORS if dt.kind == "b" else _OPERATORS).get(name)
        result = types[0]
    if symbol is None or op.result_types[0] != result:
        return None
    lhs, rhs = (_use(n, t, local, outer, outer_types) for n, t in zip(op.operands, types))
    if lhs is None or rhs is None:
        return None
    return f"{lhs} {symbol} {rhs}"
