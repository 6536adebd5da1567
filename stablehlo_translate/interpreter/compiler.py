"""Functions, regions and scalar loops compiled into straight-line Python over numpy calls.

A block that has run once on the tree-walking path (executor.Interpreter._run_block: every
op's step prepared there, so decoding errors carry their locations) is compiled when it runs
again, into one generated ``run(interpreter, frame, *arguments)``: SSA values are locals,
literals and evaluators are bound (an op row's ``specialize`` gives a lean closure for the
op's static types where element.FAST allows), values leave at their last use (``del``), and
each result gets the walker's check (skipped where a ufunc's result type is certain); an
error becomes the walker's located diagnostic (``fault`` of the op its line of ``run`` runs).
Ops with regions, context or quantized types, and calls, run through
:meth:`Interpreter._evaluate` with the values their regions read from this block stored in
``frame`` first. Elementwise ufunc kernels over one shape write into a dead operand's buffer
(``out=``) when that buffer is one this function allocated and only other such kernels used:
the same ufunc on the same values in the same order, so the same bits. A broadcast read only
by such kernels, as one of two operands, is a view they broadcast (no copy).

A ``stablehlo.while`` whose carried values are 0-d tensors of native numpy types is lowered
in place, as a Python ``while`` statement in the generated function: its state, literals
and the outer scalars it reads are numpy scalars, and a compare or ``add``/``subtract``/
``multiply``/``and``/``or``/``xor`` whose evaluator is a plain ufunc (element.binary_ufunc)
on scalars becomes numpy's scalar operator, which computes exactly as the ufunc (IEEE ops in
the type, wrapping ints, bool ``|``/``&``): the plain path's bits. Other ops of its regions
(nested loops excepted) run as in any compiled block, on 0-d arrays made from the scalars.
Values entering such a loop are tested once (exact 0-d arrays of their types), else the op
runs through its evaluator. The walker's ``while`` runs the same lowering
(:func:`run_scalar_loop`), so a loop over scalars runs compiled from its first run on.
Traces and ``check_shapes=False`` runs keep the walker.
"""
from __future__ import annotations

import gc
import sys
from typing import Any, Callable, Iterator, NamedTuple, Sequence

import numpy as np

from . import element as el
from ..diagnostics import UNKNOWN_LOC
from ..ir.module import Block, Operation, Region
from ..ir.types import TensorType, UnsupportedTypeError
from ..limits import LIMITS, LimitExceeded
from ..optable import OP_TABLE
from .quantization import quantized_element


class Services(NamedTuple):
    """What generated code needs from the interpreter (executor.py)."""

    fault: Callable
    """``fault(op, error)``: the exception for an evaluator's error."""
    undefined: Callable
    """``undefined(op, name)``: the exception for a value missing from ``frame``."""
    fits: Callable
    """``fits(values, checks)``: the quick test of a multi-result value."""
    check: Callable
    """``check(op, result)``: the walker's full test of a result a quick test refused."""
    step: Callable
    """``step(op)``: the op's cached step, made when missing (may raise a located error)."""
    decode: Callable
    """``decode(op, row)``: the op's decoded attributes (may raise)."""


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


def _inner_ops(regions: Sequence[Region]) -> Iterator[Operation]:
    """Every op nested in ``regions``, in source order."""
    for region in regions:
        for block in region.blocks:
            for op in block.operations:
                yield from op.walk()


def _captures(regions: Sequence[Region]) -> list[str]:
    """The values ``regions`` read from outside them, in first-use order."""
    inner = list(_inner_ops(regions))
    defined = {name for nested in inner for region in nested.regions for block in region.blocks
               for name, _ in block.arguments}
    defined.update(name for region in regions for block in region.blocks for name, _ in block.arguments)
    defined.update(name for nested in inner for name in nested.results)
    return list(dict.fromkeys(name for nested in inner for name in nested.operands if name not in defined))


def _outer_types(regions: Sequence[Region]) -> dict[str, tuple[Any, Operation]]:
    """Per value ``regions`` read from outside them: its type and its first user."""
    outer = dict.fromkeys(_captures(regions))
    found: dict[str, tuple[Any, Operation]] = {}
    for op in _inner_ops(regions):
        for name, t in zip(op.operands, op.operand_types):
            if name in outer and name not in found:
                found[name] = (t, op)
    return found


_OPERATORS = {"add": "+", "subtract": "-", "multiply": "*", "and": "&", "or": "|", "xor": "^"}
_BOOL_OPERATORS = {"add": "|", "multiply": "&", "and": "&", "or": "|", "xor": "^"}
_COMPARISONS = {"EQ": "==", "NE": "!=", "LT": "<", "LE": "<=", "GT": ">", "GE": ">="}
_I1 = TensorType((), "i1")
_CHECK_EVERY = 1024
"""Iterations of a compiled loop between two deadline checks (--timeout)."""


class _Unsupported(Exception):
    """A while loop that cannot be lowered in place (it runs through its evaluator)."""


class _Function:
    """One generated ``run(interpreter, frame, *params)`` being written: its body lines, the
    op each line runs (an error's op), the values it reads from ``frame``, and which locals
    hold numpy scalars (in lowered loops) rather than arrays."""

    def __init__(self, services: Services, params: Sequence[str]):
        self.services = services
        self.ops: list[Operation] = []
        self._numbers: dict[int, int] = {}
        ck, ckd, ckm = _checkers(self.ops, services.fits, services.check)
        self.code = Emitter({"fault": services.fault, "undefined": services.undefined, "ck": ck, "ckd": ckd,
                             "ckm": ckm, "ops": self.ops, "asarray": np.asarray, "ndarray": np.ndarray,
                             "LIMITS": LIMITS, "maxsize": sys.maxsize, "limit_error": _limit,
                             "deadline": _deadline})
        self.head = ["def run(interpreter, frame" + "".join(f", {p}" for p in params) + "):"]
        self.body: list[str] = []
        self.where: list[int | None] = []
        """Per line of ``body``, the number (in ``ops``) of the op it runs; None: raise as is."""
        self.reads: dict[str, str] = {}
        """SSA name -> the local it is read into from ``frame`` at the start."""
        self.scalars: set[str] = set()
        self.arrays: dict[str, str] = {}
        """A scalar local -> the array local it was taken from (the same value)."""
        self.in_frame: set[str] = set()
        """SSA values stored into ``frame`` for regions run through their evaluator."""
        self.count = 0

    def fresh(self, prefix: str) -> str:
        self.count += 1
        return f"{prefix}{self.count}"

    def number(self, op: Operation) -> int:
        """``op``'s index in the generated code's ``ops``."""
        number = self._numbers.get(id(op))
        if number is None:
            number = self._numbers[id(op)] = len(self.ops)
            self.ops.append(op)
        return number

    def emit(self, line: str, op: Operation | None, depth: int) -> None:
        self.body.append("    " * depth + line)
        self.where.append(None if op is None else self.number(op))

    def use(self, name: str, local: dict[str, str], op: Operation) -> str:
        """The local holding SSA value ``name`` (read from ``frame`` when defined outside)."""
        found = local.get(name)
        if found is not None:
            return found
        read = self.reads.get(name)
        if read is None:
            read = self.reads[name] = self.fresh("o")
            self.head.append(f"    try:\n        {read} = frame[{name!r}]\n"
                             f"    except KeyError:\n        raise undefined(ops[{self.number(op)}], {name!r}) from None")
        return read

    def array(self, name: str) -> str:
        """An expression for local ``name`` as an array."""
        if name not in self.scalars:
            return name
        return self.arrays.get(name) or f"asarray({name})"

    def scalar(self, name: str) -> str:
        """An expression for local ``name`` (of a 0-d type) as a numpy scalar."""
        return name if name in self.scalars else f"{name}[()]"

    def mark(self) -> tuple[int, int, dict[str, str], set[str]]:
        return len(self.body), len(self.head), dict(self.reads), set(self.in_frame)

    def rollback(self, mark: tuple[int, int, dict[str, str], set[str]]) -> None:
        """Forgets what was written since ``mark`` (a loop that could not be lowered)."""
        body, head, self.reads, self.in_frame = mark
        del self.body[body:], self.where[body:], self.head[head:]

    def build(self) -> Callable:
        head_lines = sum(line.count("\n") + 1 for line in self.head) + 1  # + the "try:" line
        self.code.scope["where"] = [None] * (head_lines + 1) + self.where  # line numbers count from 1
        self.code.lines = [*self.head, "    try:", *("        " + line for line in self.body),
                           "    except Exception as error:",
                           "        at = where[error.__traceback__.tb_lineno]",
                           "        if at is None:",
                           "            raise",
                           "        raise fault(ops[at], error)"]
        return self.code.build("run")


def compile_block(block: Block, services: Services) -> Callable | bool:
    """``block`` (already run once on the walker) as ``run(interpreter, frame, *arguments)``
    returning what its terminator returns; False when an op was never prepared. The cyclic
    GC pauses meanwhile (as in the verifier): compiling allocates much and a large module's
    heap made each collection slow."""
    ops = block.operations
    steps = [op.cache.get("step") for op in ops]
    if not ops or any(step is None for step in steps) or not steps[-1].terminator:
        return False
    paused = gc.isenabled()
    gc.disable()
    try:
        return _compile(block, steps, services)
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


def _compile(block: Block, steps: list[Any], services: Services) -> Callable | bool:
    """compile_block's work. An error names its op by the line of ``run`` it came from."""
    ops = block.operations
    params = [f"a{index}" for index in range(len(block.arguments))]
    fn = _Function(services, params)
    local = {name: param for (name, _), param in zip(block.arguments, params)}
    last, users = _last_uses(block)
    owned: set[str] = set()
    """Values in locals holding an array this function allocated that nothing else refers to."""
    dying: dict[int, list[str]] = {}
    for name, end in last.items():
        dying.setdefault(end, []).append(name)
    ufuncs = [_kernel_ufunc(op, step) if step.fn is not None and not op.regions else None
              for op, step in zip(ops, steps)]
    kernel_ops = {index for index, ufunc in enumerate(ufuncs) if ufunc is not None}
    views = _views(ops, steps, users, kernel_ops)

    def release(names: list[str], op: Operation) -> None:
        dead = [name for name in names if name in local]
        if dead:
            fn.emit(f"del {', '.join(local.pop(name) for name in dead)}", op, 0)
        for name in names:
            owned.discard(name)
            if name in fn.in_frame:
                fn.emit(f"frame.pop({name!r}, None)", op, 0)
                fn.in_frame.discard(name)

    for index, (op, step) in enumerate(zip(ops, steps)):
        if step.constant is not None:
            target = local[step.results[0]] = fn.fresh("v")
            fn.emit(f"{target} = {fn.code.bind('k', step.constant)}", op, 0)
            continue
        operands = [fn.use(name, local, op) for name in step.operands]
        if step.terminator:
            fn.emit(f"return [{', '.join(operands)}]", op, 0)
            break
        results = (_while(fn, op, step, operands, local, 0, False) if op.name == "stablehlo.while" and el.FAST
                   else None)
        if results is not None:
            local.update(zip(step.results, results))
        elif index in views:
            target = local[step.results[0]] = fn.fresh("v")
            fn.emit(f"{target} = {fn.code.bind('f', views[index])}({operands[0]})", op, 0)
        elif ufuncs[index] is not None and step.check[1]:
            reuse = next((name for name in step.operands
                          if name in owned and last.get(name) == index and users[name] <= kernel_ops
                          and _same_type(op, name)), None)
            out = f", out={local[reuse]}" if reuse is not None else ""
            call = f"{fn.code.bind('u', ufuncs[index])}({', '.join(operands)}{out})"
            (target,) = _general(fn, op, step, operands, local, 0, call, _ufunc_result(op) == step.check)
            local[step.results[0]] = target
            owned.add(step.results[0])
        else:
            local.update(zip(step.results, _general(fn, op, step, operands, local, 0)))
        release([*dying.get(index, ()), *(name for name in step.results if name not in last)], op)
    else:
        return False
    return fn.build()


def _views(ops: list[Operation], steps: list[Any], users: dict[str, set[int]],
           kernel_ops: set[int]) -> dict[int, Callable]:
    """Ops whose value only binary elementwise ufunc kernels read, each with one such operand
    and the other of the result's type, whose specialized closure has a ``view`` (the operand
    reshaped to broadcast, data_movement.specialize_broadcast_in_dim): by index, the view,
    which they run instead (the ufunc broadcasts it: the same values, no copy; a view is
    never an ``out=`` buffer, and its source, read by a non-kernel op, is never one either)."""
    found: dict[int, Callable] = {}
    candidates: dict[str, tuple[int, Callable]] = {}
    for index, (op, step) in enumerate(zip(ops, steps)):
        name = step.results[0] if len(step.results) == 1 else None
        if (name is not None and step.constant is None and step.check[1] and users.get(name)
                and users[name] <= kernel_ops):
            view = getattr(_specialized(op, step), "view", None)
            if view is not None:
                candidates[name] = (index, view)
    for name, (index, view) in candidates.items():
        if all(len(ops[user].operands) == 2 and sum(operand in candidates for operand in ops[user].operands) == 1
               for user in users[name]):
            found[index] = view
    return found


def _general(fn: _Function, op: Operation, step: Any, operands: list[str], local: dict[str, str], depth: int,
             call: str | None = None, checked: bool = False) -> list[str]:
    """Emits ``op`` (neither a literal nor a terminator) on array ``operands``: ``call`` when
    given (``checked``: its result type is certain), else the row's lean closure, its step's
    ``fn`` or :meth:`Interpreter._evaluate`; returns its result locals (arrays)."""
    names = step.results
    if call is None:
        special = _specialized(op, step)
        if special is not None or step.fn is not None:
            function = special or step.fn
            if len(names) == 1 and step.check[1] is not None and 1 <= len(operands) <= 3:
                dt, shape = step.check
                function = _checked_call(function, len(operands), dt, shape, op, fn.services.check)
                checked = True  # the wrapper checks: one call in the generated code, less to compile
            call = f"{fn.code.bind('f', function)}({', '.join(operands)})"
        else:
            for name in _captures(op.regions):
                if name in local:
                    fn.emit(f"frame[{name!r}] = {fn.array(local[name])}", op, depth)
                    fn.in_frame.add(name)
            call = (f"interpreter._evaluate(ops[{fn.number(op)}], {fn.code.bind('s', step)}, "
                    f"[{', '.join(operands)}], frame)")
    target = fn.fresh("v")
    if len(names) == 1 and checked:
        fn.emit(f"{target} = {call}", op, depth)
    elif len(names) == 1:
        dt, shape = step.check
        kind = f"ckd({call}, {fn.code.bind('t', dt)}, " if shape is None else \
            f"ck({call}, {fn.code.bind('t', dt)}, {fn.code.bind('s', shape)}, "
        fn.emit(f"{target} = {kind}{fn.number(op)})", op, depth)
    elif names:
        targets = [f"{target}_{i}" for i in range(len(names))]
        fn.emit(f"{', '.join(targets)}, = ckm({call}, {fn.code.bind('c', step.checks)}, {fn.number(op)})",
                op, depth)
        return targets
    else:
        fn.emit(call, op, depth)
        return []
    return [target]


def run_scalar_loop(cond: Any, body: Any, operands: Sequence[Any]) -> tuple[Any, ...] | None:
    """The final state of ``while`` with regions ``cond``/``body`` (interpreter.RegionFn) from
    ``operands`` by the lowered loop (see the module docstring), compiled at its first run;
    None when the loop does not qualify or ``operands`` fail its test."""
    interpreter = getattr(cond, "interpreter", None)  # None: plain callables (unit tests)
    if not el.FAST or interpreter is None or interpreter.trace is not None:
        return None
    cache = cond.region.cache
    loop = cache.get("scalar_loop")
    if loop is None:
        paused = gc.isenabled()
        gc.disable()
        try:
            loop = cache["scalar_loop"] = _compile_loop((cond.region, body.region), len(operands),
                                                        interpreter.services)
        finally:
            if paused:
                gc.enable()
    if loop is False or len(operands) != loop.arity:
        return None
    return loop(interpreter, cond.frame, *operands)


def _compile_loop(regions: tuple[Region, Region], count: int, services: Services) -> Callable | bool:
    """``run(interpreter, frame, *operands)`` running the loop alone (arity ``count``)."""
    params = [f"a{index}" for index in range(count)]
    fn = _Function(services, params)
    results = _lower_loop(fn, regions, params, {}, 0, None, None, False)
    if results is None:
        return False
    fn.emit(f"return ({', '.join(results)},)", None, 0)
    run = fn.build()
    run.arity = count  # type: ignore[attr-defined]
    return run


def _while(fn: _Function, op: Operation, step: Any, operands: list[str], local: dict[str, str], depth: int,
           scalar_results: bool) -> list[str] | None:
    """A ``stablehlo.while`` lowered in place when it qualifies, else None."""
    types = list(op.operand_types)
    if (len(op.regions) != 2 or list(op.result_types) != types or len(op.operands) != len(types)
            or len(op.results) != len(types)):
        return None

    def fallback(depth: int, results: list[str]) -> None:
        for target, value in zip(results, _general(fn, op, step, [fn.array(o) for o in operands], local, depth)):
            fn.emit(f"{target} = {fn.scalar(value) if scalar_results else value}", op, depth)
    return _lower_loop(fn, (op.regions[0], op.regions[1]), operands, local, depth, op, fallback, scalar_results)


def _lower_loop(fn: _Function, regions: tuple[Region, Region], operands: list[str], local: dict[str, str],
                depth: int, owner: Operation | None, fallback: Callable | None,
                scalar_results: bool) -> list[str] | None:
    """Writes the while loop of ``regions`` over the values in locals ``operands`` (see the
    module docstring); returns its result locals (scalars when ``scalar_results``, else
    arrays), or None (nothing written) when it does not qualify. Values entering as arrays
    are tested first; when one fails, ``fallback(depth, results)`` writes the other branch
    (None: ``return None``). Lines of the loop itself raise as ``owner``'s (None: as they are)."""
    cond, body = regions
    if len(cond.blocks) != 1 or len(body.blocks) != 1:
        return None
    types = [t for _, t in body.blocks[0].arguments]
    if ([t for _, t in cond.blocks[0].arguments] != types or len(types) != len(operands)
            or not all(_scalar_type(t) for t in types)):
        return None
    mark = fn.mark()
    try:
        return _write_loop(fn, regions, types, operands, local, depth, owner, fallback, scalar_results)
    except _Unsupported:
        fn.rollback(mark)
        return None


def _write_loop(fn: _Function, regions: tuple[Region, Region], types: list[TensorType], operands: list[str],
                local: dict[str, str], depth: int, owner: Operation | None, fallback: Callable | None,
                scalar_results: bool) -> list[str]:
    """_lower_loop's work; raises _Unsupported."""
    cond, body = regions
    guard: list[str] = []
    entry: list[str] = []
    state = [fn.fresh("s") for _ in types]
    fn.scalars.update(state)
    inner = dict(local)

    def take(value: str, t: TensorType, target: str) -> None:
        if value in fn.scalars:
            entry.append(f"{target} = {value}")
            return
        kind = fn.code.bind("t", t.dtype.type)
        guard.append(f"type({value}) is ndarray and {value}.shape == () and {value}.dtype.type is {kind}")
        entry.append(f"{target} = {value}[()]")

    for value, t, target in zip(operands, types, state):
        take(value, t, target)
    for name, (t, user) in _outer_types(regions).items():
        if _scalar_type(t):
            value = fn.use(name, local, user)
            if value not in fn.scalars:
                hoisted = inner[name] = fn.fresh("h")
                fn.scalars.add(hoisted)
                take(value, t, hoisted)
                fn.arrays[hoisted] = value  # it does not change in the loop
    inside = depth + 1 if guard else depth
    if guard:
        fn.emit(f"if {' and '.join(guard)}:", owner, depth)
    for line in entry:
        fn.emit(line, owner, inside)
    first = cond.blocks[0].operations[0] if cond.blocks[0].operations else None
    loc = fn.code.bind("l", first.loc if first is not None and first.loc else UNKNOWN_LOC)
    iterations, limit = fn.fresh("i"), fn.fresh("n")
    for line, level in ((f"interpreter._enter({loc})", 0), ("try:", 0), (f"{iterations} = 0", 1),
                        (f"{limit} = LIMITS.max_iterations", 1), (f"if {limit} is None: {limit} = maxsize", 1),
                        ("while True:", 1)):
        fn.emit(line, owner, inside + level)
    flag = _lower_block(fn, cond.blocks[0], dict(inner, **dict(zip((n for n, _ in cond.blocks[0].arguments), state))),
                        inside + 2)
    if len(flag) != 1 or cond.blocks[0].operations[-1].operand_types[0] != _I1:
        raise _Unsupported
    for line in (f"if not {flag[0]}: break", f"{iterations} += 1",
                 f"if {iterations} > {limit}: raise limit_error({limit})",
                 f"if not {iterations} % {_CHECK_EVERY}: deadline(interpreter, {loc})"):
        fn.emit(line, owner, inside + 2)
    yielded = _lower_block(fn, body.blocks[0], dict(inner, **dict(zip((n for n, _ in body.blocks[0].arguments), state))),
                           inside + 2)
    if list(body.blocks[0].operations[-1].operand_types) != types:
        raise _Unsupported
    fn.emit(f"{', '.join(state)}, = {', '.join(fn.scalar(value) for value in yielded)},", owner, inside + 2)
    fn.emit("finally:", owner, inside)
    fn.emit("interpreter.depth -= 1", owner, inside + 1)
    results = [fn.fresh("r") for _ in types]
    for target, value in zip(results, state):
        fn.emit(f"{target} = {value}" if scalar_results else f"{target} = asarray({value})", owner, inside)
    if scalar_results:
        fn.scalars.update(results)
    if guard:
        fn.emit("else:", owner, depth)
        if fallback is None:
            fn.emit("return None", owner, depth + 1)
        else:
            fallback(depth + 1, results)
    return results


def _lower_block(fn: _Function, block: Block, local: dict[str, str], depth: int) -> list[str]:
    """The ops of a lowered loop's cond or body as statements; returns the locals its
    ``stablehlo.return`` yields. Raises _Unsupported."""
    ops = block.operations
    if not ops or ops[-1].name != "stablehlo.return":
        raise _Unsupported
    for op in ops[:-1]:
        if len(op.results) == 1 and not op.regions:
            literal = _scalar_literal(op)
            if literal is not None:
                local[op.results[0]] = fn.code.bind("k", literal)
                fn.scalars.add(local[op.results[0]])
                continue
            expression = _expression(fn, op, local)
            if expression is not None:
                target = local[op.results[0]] = fn.fresh("b")
                fn.scalars.add(target)
                fn.emit(f"{target} = {expression}", op, depth)
                continue
        try:
            step = fn.services.step(op)
        except Exception as error:  # noqa: BLE001 - the walker reports it when the op runs
            raise _Unsupported from error
        if step.terminator:
            raise _Unsupported
        if step.kwargs is None and step.row is not None and step.row.eval is not None and not step.call:
            try:  # as the walker's first run of the op would (its errors come when it runs)
                step.prepare(op, fn.services.decode(op, step.row))
            except Exception:  # noqa: BLE001, S110
                pass
        if step.constant is not None:
            local[op.results[0]] = fn.code.bind("k", step.constant)
            continue
        operands = [fn.use(name, local, op) for name in step.operands]
        results = _while(fn, op, step, operands, local, depth, True) if op.name == "stablehlo.while" else None
        if results is None:
            results = _general(fn, op, step, [fn.array(value) for value in operands], local, depth)
        local.update(zip(step.results, results))
    return [fn.use(name, local, ops[-1]) for name in ops[-1].operands]


def _scalar_literal(op: Operation) -> Any:
    """The numpy scalar of a ``stablehlo.constant`` of a scalar type, else None."""
    if op.name != "stablehlo.constant" or not _scalar_type(op.result_types[0]):
        return None
    array = getattr(op.attributes.get("value"), "array", None)
    if type(array) is not np.ndarray or array.shape != () or array.dtype != op.result_types[0].dtype:
        return None
    return array[()]


def _expression(fn: _Function, op: Operation, local: dict[str, str]) -> str | None:
    """``a OP b`` for a binary op on scalars whose numpy scalar operator has its ufunc's bits, else None."""
    name = op.name.removeprefix("stablehlo.")
    row = OP_TABLE.get(op.name)
    types = op.operand_types
    if (row is None or not op.name.startswith("stablehlo.") or len(types) != 2 or types[0] != types[1]
            or not _scalar_type(types[0])):
        return None
    step = op.cache.get("step")
    attrs = step.kwargs if step is not None else None
    if attrs is None:
        try:
            attrs = fn.services.decode(op, row)
        except Exception:  # noqa: BLE001 - the evaluator's path reports bad attributes
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
    lhs, rhs = (fn.scalar(fn.use(operand, local, op)) for operand in op.operands)
    return f"{lhs} {symbol} {rhs}"


def _scalar_type(t: Any) -> bool:
    """A 0-d tensor of a type numpy computes natively (no quantized or ml_dtypes types)."""
    try:
        return isinstance(t, TensorType) and t.shape == () and t.dtype in el.NATIVE
    except Exception:  # noqa: BLE001 - an unsupported element type: not a scalar
        return False


def _deadline(interpreter: Any, loc: Any) -> None:
    """--timeout, checked every _CHECK_EVERY iterations (each region run checks it on the walker)."""
    interpreter.depth -= 1
    try:
        interpreter._enter(loc)
    except BaseException:
        interpreter.depth += 1  # the loop's ``finally`` leaves the level it entered
        raise


def _limit(limit: int) -> LimitExceeded:
    return LimitExceeded(f"the loop ran more than --max-iterations={limit} iterations")


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
