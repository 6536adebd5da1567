"""Blocks compiled into straight-line Python functions over numpy calls.

A block that has run once on the tree-walking path (executor.Interpreter._run_block: every
op's step prepared there, so decoding errors carry their locations) is compiled when it runs
again, into one generated ``run(interpreter, frame, *arguments)``: SSA values are locals,
literals and evaluators are bound (an op row's ``specialize`` gives a lean closure for the
op's static types where element.FAST allows), values leave at their last use (``del``), and
each result gets the walker's check (skipped where a ufunc's result type is certain); an
error becomes the walker's located diagnostic (``fault`` of the op that raised). Ops with
regions, context or quantized types, and calls, run through :meth:`Interpreter._evaluate`
with the values their regions read from this block stored in ``frame`` first. Elementwise
ufunc kernels over one shape write into a dead operand's buffer (``out=``) when that buffer
is one this function allocated and only other such kernels used: the same ufunc on the same
values in the same order, so the same bits. Traces and ``check_shapes=False`` runs keep the
walker. The scalar-loop compiler (scalar_loop.py) emits its loop through the same
:class:`Emitter`.
"""
from __future__ import annotations

import gc
from typing import Any, Callable

import numpy as np

from . import element as el
from ..ir.module import Block, Operation
from ..ir.types import TensorType, UnsupportedTypeError
from .quantization import quantized_element


class Emitter:
    """Source lines of one generated function and the objects its names are bound to."""

    def __init__(self, scope: dict[str, Any]):
        self.scope = scope
        self.lines: list[str] = []

    def bind(self, prefix: str, value: Any) -> str:
        """A fresh global name of the generated code bound to ``value``."""
        name = f"{prefix}{len(self.scope)}"
        self.scope[name] = value
        return name

    def build(self, name: str) -> Callable:
        exec("\n".join(self.lines), self.scope)  # noqa: S102 - generated from checked, prepared ops
        return self.scope[name]


def static_types(op: Operation) -> list[TensorType] | None:
    """The op's operand and result types when all are static tensors of unquantized element
    types numpy holds (a specializer may rely on them), else None."""
    if "static_types" in op.cache:
        return op.cache["static_types"]
    types: list[TensorType] | None = [*op.operand_types, *op.result_types]
    if not all(_static(t) for t in types):
        types = None
    op.cache["static_types"] = types
    return types


_STATIC: dict[int, tuple[Any, bool]] = {}
""":func:`_static` by the type object's id (the object kept, so the id stays its own): a
module's ops share few type objects, and hashing a type costs more than the test."""


def _static(t: Any) -> bool:
    """Whether ``t`` is a static tensor type of an unquantized element type numpy holds."""
    known = _STATIC.get(id(t))
    if known is not None and known[0] is t:
        return known[1]
    try:
        ok = isinstance(t, TensorType) and t.is_static and not quantized_element(t) and t.dtype is not None
    except UnsupportedTypeError:
        ok = False
    if len(_STATIC) > 4096:
        _STATIC.clear()
    _STATIC[id(t)] = (t, ok)
    return ok


def _unary_ufunc(name: str, dt: np.dtype) -> Callable | None:
    """The ufunc computing unary ``name`` with its evaluator's bits on native numeric types."""
    if dt not in el.NATIVE or dt.kind == "b":
        return None
    return {"negate": np.negative, "abs": np.absolute}.get(name)


def _kernel_ufunc(op: Operation, step: Any) -> Callable | None:
    """The ufunc an elementwise op's step computes exactly (same-typed operands), or None."""
    types = static_types(op)
    if types is None or not el.FAST or not step.row.elementwise or step.kwargs is None:
        return None
    name = op.name.removeprefix("stablehlo.")
    if not op.name.startswith("stablehlo."):
        return None
    if len(op.operands) == 2 and types[0] == types[1]:
        return el.binary_ufunc(name, types[0].dtype, step.kwargs)
    if len(op.operands) == 1 and types[0] == types[1]:
        return _unary_ufunc(name, types[0].dtype)
    return None


def _last_uses(block: Block) -> tuple[dict[str, int], dict[str, set[int]]]:
    """Per value used in ``block``: the index of the op that uses it last (nested regions
    count at their op), and the indices of every op using it."""
    last: dict[str, int] = {}
    users: dict[str, set[int]] = {}
    for index, op in enumerate(block.operations):
        for inner in op.walk():
            for name in inner.operands:
                last[name] = index
                users.setdefault(name, set()).add(index)
    return last, users


def _captures(op: Operation) -> list[str]:
    """The values ``op``'s regions read from outside them, in first-use order."""
    inner = [nested for nested in op.walk() if nested is not op]
    defined = {name for nested in (op, *inner) for region in nested.regions for block in region.blocks
               for name, _ in block.arguments}
    defined.update(name for nested in inner for name in nested.results)
    return list(dict.fromkeys(name for nested in inner for name in nested.operands if name not in defined))


def compile_block(block: Block, fault: Callable, undefined: Callable, fits: Callable,
                  check: Callable) -> Callable | bool:
    """``block`` (already run once on the walker) as ``run(interpreter, frame, *arguments)``
    returning what its terminator returns; False when an op was never prepared.

    ``fault(op, error)`` is the exception for an evaluator's error; ``undefined(op, name)``
    the one for a value missing from ``frame``; ``fits(values, checks)`` the quick test of a
    multi-result value; ``check(op, result)`` the walker's full test of a result a quick test
    refused. The cyclic GC pauses meanwhile (as in the verifier):
    compiling allocates much and a large module's heap made each collection slow."""
    ops = block.operations
    steps = [op.cache.get("step") for op in ops]
    if not ops or any(step is None for step in steps) or not steps[-1].terminator:
        return False
    paused = gc.isenabled()
    gc.disable()
    try:
        return _compile(block, steps, fault, undefined, fits, check)
    finally:
        if paused:
            gc.enable()


def _checkers(ops: list[Operation], fits: Callable, check: Callable) -> tuple[Callable, Callable, Callable]:
    """``ck(value, dtype, shape, index)``, ``ckd(value, dtype, index)`` (any shape) and
    ``ckm(values, checks, index)`` (several results): the walker's quick result tests as
    calls that return the value, with ``check(ops[index], value)`` when the quick test fails."""
    ndarray = np.ndarray

    def ck(value: Any, dt: np.dtype, shape: tuple[int, ...], index: int) -> Any:
        if type(value) is ndarray and value.dtype is dt and value.shape == shape:
            return value
        check(ops[index], value)
        return value

    def ckd(value: Any, dt: np.dtype, index: int) -> Any:
        if type(value) is ndarray and value.dtype is dt:
            return value
        check(ops[index], value)
        return value

    def ckm(values: Any, checks: Any, index: int) -> Any:
        if checks is None or not fits(values, checks):
            check(ops[index], values)
        return values
    return ck, ckd, ckm


def _compile(block: Block, steps: list[Any], fault: Callable, undefined: Callable, fits: Callable,
             check: Callable) -> Callable | bool:
    """compile_block's work. An error names its op by the line of ``run`` it came from
    (``where``: line number -> op index), so no op index is stored at run time."""
    ops = block.operations
    ck, ckd, ckm = _checkers(ops, fits, check)
    code = Emitter({"fault": fault, "undefined": undefined, "ck": ck, "ckd": ckd, "ckm": ckm, "ops": ops})
    local: dict[str, str] = {}
    for name, _ in block.arguments:
        local[name] = f"a{len(local)}"
    head = ["def run(interpreter, frame" + "".join(f", {v}" for v in local.values()) + "):"]
    body: list[str] = []
    where: list[int] = []
    """Per line of ``body``, the index of the op it runs."""
    last, users = _last_uses(block)
    owned: set[str] = set()
    """Locals holding an array this function allocated that nothing else refers to."""
    in_frame: set[str] = set()

    def emit(line: str, index: int) -> None:
        body.append(line)
        where.append(index)

    def use(name: str, at: str) -> str:
        if name not in local:
            local[name] = f"o{len(local)}"
            head.append(f"    try:\n        {local[name]} = frame[{name!r}]\n"
                        f"    except KeyError:\n        raise undefined({at}, {name!r}) from None")
        return local[name]

    dying: dict[int, list[str]] = {}
    for name, end in last.items():
        dying.setdefault(end, []).append(name)
    ufuncs = [_kernel_ufunc(op, step) if step.fn is not None and not op.regions else None
              for op, step in zip(ops, steps)]
    kernel_ops = {index for index, ufunc in enumerate(ufuncs) if ufunc is not None}

    def release(names: list[str], index: int) -> None:
        dead = [name for name in names if name in local and not local[name].startswith("o")]
        if dead:
            emit(f"del {', '.join(local[name] for name in dead)}", index)
        for name in dead:
            owned.discard(name)
            if name in in_frame:
                emit(f"frame.pop({name!r}, None)", index)
                in_frame.discard(name)

    for index, (op, step) in enumerate(zip(ops, steps)):
        if step.constant is not None:
            target = f"v{index}"
            emit(f"{target} = {code.bind('k', step.constant)}", index)
            local[step.results[0]] = target
            continue
        operands = [use(name, f"ops[{index}]") for name in step.operands]
        if step.terminator:
            emit(f"return [{', '.join(operands)}]", index)
            break
        target = f"v{index}"
        names = step.results
        ufunc = ufuncs[index] if step.check[1] else None
        special = _specialized(op, step) if ufunc is None else None
        fresh = checked = False
        if ufunc is not None:
            reuse = next((name for name in step.operands
                          if name in owned and last.get(name) == index and users[name] <= kernel_ops
                          and _same_type(op, name)), None)
            out = f", out={local[reuse]}" if reuse is not None else ""
            call = f"{code.bind('u', ufunc)}({', '.join(operands)}{out})"
            fresh = True
            checked = _ufunc_result(op) == step.check
        elif special is not None or step.fn is not None:
            fn = special or step.fn
            if len(names) == 1 and step.check[1] is not None and 1 <= len(operands) <= 3:
                dt, shape = step.check
                fn = _checked_call(fn, len(operands), dt, shape, op, check)
                checked = True  # the wrapper checks: one call in the generated code, less to compile
            call = f"{code.bind('f', fn)}({', '.join(operands)})"
        else:
            for name in _captures(op):
                if name in local and not local[name].startswith("o"):
                    emit(f"frame[{name!r}] = {local[name]}", index)
                    in_frame.add(name)
            call = f"interpreter._evaluate(ops[{index}], {code.bind('s', step)}, [{', '.join(operands)}], frame)"
        if len(names) == 1 and checked:
            emit(f"{target} = {call}", index)
            local[names[0]] = target
            if fresh:
                owned.add(names[0])
        elif len(names) == 1:
            dt, shape = step.check
            if shape is None:
                emit(f"{target} = ckd({call}, {code.bind('t', dt)}, {index})", index)
            else:
                emit(f"{target} = ck({call}, {code.bind('t', dt)}, {code.bind('s', shape)}, {index})", index)
            local[names[0]] = target
            if fresh:
                owned.add(names[0])
        elif names:
            emit(f"{', '.join(f'{target}_{i}' for i in range(len(names)))}, = "
                 f"ckm({call}, {code.bind('c', step.checks)}, {index})", index)
            local.update(zip(names, (f"{target}_{i}" for i in range(len(names)))))
        else:
            emit(call, index)
        release([*dying.get(index, ()), *(name for name in names if name not in last)], index)
    else:
        return False
    head_lines = sum(line.count("\n") + 1 for line in head) + 1  # + the "try:" line
    code.scope["where"] = [0] * (head_lines + 1) + where  # line numbers count from 1
    code.lines = [*head, "    try:", *("        " + line for line in body),
                  "    except Exception as error:",
                  "        raise fault(ops[where[error.__traceback__.tb_lineno]], error)"]
    return code.build("run")


def _checked_call(fn: Callable, arity: int, dt: np.dtype, shape: tuple[int, ...], op: Operation,
                  check: Callable) -> Callable:
    """``fn`` of ``arity`` (1 to 3) operands followed by the walker's quick result test
    (exact ndarray of ``dt`` and ``shape``; else ``check(op, value)``) as one closure."""
    ndarray = np.ndarray

    def one(a: Any) -> Any:
        value = fn(a)
        if type(value) is ndarray and value.dtype is dt and value.shape == shape:
            return value
        check(op, value)
        return value

    def two(a: Any, b: Any) -> Any:
        value = fn(a, b)
        if type(value) is ndarray and value.dtype is dt and value.shape == shape:
            return value
        check(op, value)
        return value

    def three(a: Any, b: Any, c: Any) -> Any:
        value = fn(a, b, c)
        if type(value) is ndarray and value.dtype is dt and value.shape == shape:
            return value
        check(op, value)
        return value
    return (one, two, three)[arity - 1]


def _ufunc_result(op: Operation) -> tuple[np.dtype, tuple[int, ...]]:
    """The (dtype, shape) a kernel ufunc gives on operands of ``op``'s (same, static) type."""
    operand = op.operand_types[0]
    return (np.dtype(np.bool_) if op.name == "stablehlo.compare" else operand.dtype), operand.shape


def _same_type(op: Operation, name: str) -> bool:
    """Whether operand ``name`` of ``op`` has the op's result type (a buffer for it)."""
    index = op.operands.index(name)
    return op.operand_types[index] == op.result_types[0]


def _specialized(op: Operation, step: Any) -> Callable | None:
    """The row's lean closure for this op's static types (el.FAST only, no context, no
    quantization, attributes decoded), else None."""
    row = step.row
    if (row is None or row.specialize is None or not el.FAST or step.call or row.wants_context
            or step.kwargs is None or step.quantized is not None or static_types(op) is None):
        return None
    return row.specialize(op, step.kwargs)
