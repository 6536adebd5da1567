"""Runs functions of a parsed module by dispatching each op through the op table.

Each function call gets one frame: a dict from SSA name to value. Nested
regions run in their function's frame (MLIR forbids shadowing an outer name,
so a region body writing into the frame cannot clobber a live value) and are
handed to evaluators as :class:`RegionFn` callables. Attribute decoding
happens once per op and is cached on it, together with how the op treats
quantized types (OpDef.quantized): quantized tensors are stored as their
storage values, and ``dequantize_op_quantize`` rows run their float evaluator
between quantization.DequantizeOpQuantize's dequantize and quantize steps.
"""
from __future__ import annotations

import functools
import time
from typing import TYPE_CHECKING, Any, Callable, Sequence

import numpy as np

from . import element as el
from .compiler import Services, compile_block
from ..diagnostics import Diagnostic, EvalError, InterpretError, Loc, UNKNOWN_LOC
from ..ir.module import Block, Module, Operation, Region, function_type
from ..limits import LIMITS, LimitExceeded, check_tensor_bytes, deadline
from ..optable import OP_TABLE, REQUIRED, TOKEN, OpDef, TokenValue
from .quantization import DequantizeOpQuantize, quantized_element
from ..ir.types import TensorType, TokenType, TupleType, Type, UnsupportedTypeError, element_type_name

if TYPE_CHECKING:
    from .processes import Process


TraceFn = Callable[[Operation, tuple[Any, ...]], None]
"""``trace(op, values)``: ``op`` just ran (``op.name``, its SSA result names ``op.results``,
``op.loc``) and produced ``values``, one per result."""


class InternalError(Exception):
    """A bug in this tool, caught while evaluating the op at ``loc``."""

    def __init__(self, loc: Loc, cause: BaseException):
        super().__init__(f"{type(cause).__name__}: {cause}")
        self.loc = loc
        self.cause = cause


class Interpreter:
    """Evaluates the functions of one module, as one process of a process grid.

    ``probe_dir`` is where ``interpreter.probe`` writes the values it sees (None:
    probes are the identity). Each process of ``interpreter.run_parallel`` runs in
    its own interpreter made by :meth:`fork`; outside run_parallel, ops run as the
    only process of a 1x1 grid. ``trace`` (see :data:`TraceFn`) is called after every
    executed op that has results, regions included, in execution order.
    """

    services: Services
    """What compiled code (compiler.py) calls back into."""

    def __init__(self, module: Module, probe_dir: str | None = None, trace: TraceFn | None = None):
        self.module = module
        self.trace = trace
        self.functions = module.functions
        self.probes = None
        if probe_dir is not None:
            from .ops.interpreter_dialect import ProbeLog

            self.probes = ProbeLog(probe_dir)
        self._process: Process | None = None
        self.depth = 0
        """How deep calls and region runs nest now (see limits.Limits.max_depth)."""
        self.deadline = deadline()
        self.op: Operation | None = None
        """The op being evaluated, for evaluators that take ``ctx`` (read it on entry)."""

    @property
    def process(self) -> Process:
        """This interpreter's process (spec.md#parallel-execution)."""
        if self._process is None:
            from .processes import single_process

            self._process = single_process()
        return self._process

    def fork(self, process: Process) -> Interpreter:
        """An interpreter of the same module (and probe log) running as ``process``."""
        child = Interpreter(self.module)
        child.probes, child._process, child.deadline = self.probes, process, self.deadline
        child.trace = self.trace
        return child

    def entry_functions(self, name: str | None = None) -> list[Operation]:
        """The functions to run: ``name`` if given; else ``@main``; else the only function;
        else every public function that takes no arguments, in source order (none for a
        module without functions, e.g. an empty chunk)."""
        loc = self.module.op.loc or UNKNOWN_LOC
        if name is not None:
            if name not in self.functions:
                raise InterpretError(loc, f"no function named @{name}")
            return [self.functions[name]]
        if "main" in self.functions:
            return [self.functions["main"]]
        if len(self.functions) == 1:
            return list(self.functions.values())
        runnable = [f for f in self.functions.values()
                    if f.regions and f.attributes.get("sym_visibility") != "private"
                    and not function_type(f).inputs]
        if self.functions and not runnable:
            raise InterpretError(loc, "no entry function: define @main")
        return runnable

    def call(self, func: Operation, args: Sequence[Any], call_loc: Loc | None = None) -> list[Any]:
        """Runs ``func`` on ``args`` (checked against its signature) and returns its results."""
        loc = call_loc or func.loc or UNKNOWN_LOC
        checks = func.cache.get("argument_checks")
        if checks is None or len(args) != len(checks):
            name = func.attributes["sym_name"]
            inputs = function_type(func).inputs
            if not func.regions:
                raise InterpretError(loc, f"function @{name} has no body")
            if len(args) != len(inputs):
                raise InterpretError(loc, f"function @{name} expects {_count(len(inputs), 'argument')}, "
                                          f"got {len(args)}")
            checks = func.cache["argument_checks"] = _quick_checks(inputs)
        for index, (value, check) in enumerate(zip(args, checks)):
            if type(value) is np.ndarray and value.dtype is check[0] and value.shape == check[1]:
                continue
            problem = mismatch(value, function_type(func).inputs[index])
            if problem:
                raise InterpretError(loc, f"argument #{index} of @{func.attributes['sym_name']}: {problem}")
        self._enter(loc)
        try:
            if self.depth > 1:  # a nested call: the outermost one ignores floating-point errors
                return self.run_region(func.regions[0], list(args), {})
            with _ignoring_fp_errors():  # IEEE results, no warnings (element.binary_kernel relies on it)
                return self.run_region(func.regions[0], list(args), {})
        finally:
            self.depth -= 1

    def _enter(self, loc: Loc) -> None:
        """One level deeper into calls and regions: checks --max-depth and --timeout."""
        self.depth += 1
        if self.depth > LIMITS.max_depth:
            self.depth -= 1
            raise InterpretError(loc, f"calls and regions nest deeper than --max-depth={LIMITS.max_depth}")
        if self.deadline is not None and time.monotonic() > self.deadline:
            self.depth -= 1
            raise InterpretError(loc, f"the run exceeded --timeout={LIMITS.timeout:g} seconds")

    def run_region(self, region: Region, args: Sequence[Any], frame: dict[str, Any],
                   check_shapes: bool = True) -> list[Any]:
        """Runs the region's entry block with ``args`` bound to its arguments; returns what it yields.

        ``check_shapes=False`` runs an elementwise region on whole slabs (RegionFn.batched).
        """
        block = region.blocks[0]
        if len(block.arguments) != len(args):
            raise EvalError(f"region expects {_count(len(block.arguments), 'argument')}, got {len(args)}")
        first = block.operations[0] if block.operations else None
        compiled = region.cache.get("compiled") if check_shapes and self.trace is None else False
        if compiled is _RAN_ONCE:  # every op's step is prepared: compiled for this run and the next ones
            compiled = region.cache["compiled"] = compile_block(block, self.services) if len(region.blocks) == 1 \
                else False
        if compiled:
            self._enter(first.loc if first is not None and first.loc else UNKNOWN_LOC)
            try:
                return compiled(self, frame, *args)
            finally:
                self.depth -= 1
        for (name, _), value in zip(block.arguments, args):
            frame[name] = value
        drops = region.cache.get("drops")
        if drops is None:  # values may flow to later blocks: with several blocks, none is dropped
            drops = region.cache["drops"] = _dead_after(block) if len(region.blocks) == 1 else \
                [()] * len(block.operations)
        self._enter(first.loc if first is not None and first.loc else UNKNOWN_LOC)
        try:
            results = self._run_block(block, frame, drops, check_shapes)
            while block.operations and block.operations[-1].successors:  # a branch (cf.br): on to its block
                block = next(b for b in region.blocks if b.label == block.operations[-1].successors[0])
                frame.update(zip((name for name, _ in block.arguments), results))
                results = self._run_block(block, frame, [()] * len(block.operations), check_shapes)
        finally:
            self.depth -= 1
        if compiled is None:  # a run that happens once (the CLI's) never pays for compiling
            region.cache["compiled"] = _RAN_ONCE
        return results

    def _run_block(self, block: Block, frame: dict[str, Any], drops: list[tuple[str, ...]],
                   check_shapes: bool = True) -> list[Any]:
        """Runs ``block``'s ops in ``frame``; after op ``i`` the values ``drops[i]`` names
        (see :func:`_dead_after`) leave the frame, so memory holds only live values."""
        trace = self.trace
        for op, dead in zip(block.operations, drops):
            step = op.cache.get("step")
            if step is None:
                step = op.cache["step"] = _Step(op)
            if step.constant is not None:  # a literal that already has its result type
                frame[step.results[0]] = step.constant
                if trace is not None:
                    trace(op, (step.constant,))
                for name in dead:
                    frame.pop(name, None)
                continue
            try:
                operands = [frame[name] for name in step.operands]
            except KeyError as missing:
                raise InterpretError(op.loc or UNKNOWN_LOC, f"value {missing.args[0]} is not defined here") from None
            if step.terminator:
                return operands
            if step.fn is not None:
                try:
                    result = step.fn(*operands)
                except Exception as error:  # noqa: BLE001 - see _fault
                    raise _fault(op, error)  # noqa: B904 (_fault sets the cause)
            else:
                result = self._evaluate(op, step, operands, frame)
            names = step.results
            if len(names) == 1:
                dt, shape = step.check if check_shapes else step.dtype_check
                if not (type(result) is np.ndarray and result.dtype is dt and (shape is None or result.shape == shape)):
                    self._check_results(op, result, check_shapes)
                frame[names[0]] = result
                if trace is not None:
                    trace(op, (result,))
                for name in dead:
                    frame.pop(name, None)
                continue
            checks = step.checks if check_shapes else step.dtype_checks
            if checks is None or not _fits(result, checks):
                self._check_results(op, result, check_shapes)
            if names:
                for name, value in zip(names, result):
                    frame[name] = value
                if trace is not None:
                    trace(op, tuple(result))
            for name in dead:
                frame.pop(name, None)
        return []

    def _evaluate(self, op: Operation, step: _Step, operands: list[Any], frame: dict[str, Any]) -> Any:
        row = step.row
        if step.call:
            loc = op.loc or UNKNOWN_LOC
            callee = self.functions.get(op.attributes["callee"].name)
            if callee is None:
                raise InterpretError(loc, f"'func.call' op calls undefined function {op.attributes['callee']}")
            results = self.call(callee, operands, loc)
            return results[0] if len(results) == 1 else tuple(results)
        if row is None or row.eval is None:
            raise InterpretError(op.loc or UNKNOWN_LOC, f"'{op.name}' op is not supported by the interpreter")
        try:
            kwargs = step.kwargs
            if kwargs is None:
                kwargs = step.prepare(op, self._static_kwargs(op, row))
                if step.fn is not None:
                    return step.fn(*operands)
            if op.regions:
                kwargs = dict(kwargs, regions=tuple(RegionFn(self, r, frame) for r in op.regions))
            if row.wants_context:
                self.op = op
                kwargs = dict(kwargs, ctx=self)
            quantized = step.quantized
            if quantized is None:
                return row.eval(*operands, **kwargs)
            return quantized(row.eval, operands, kwargs)
        except Exception as error:  # noqa: BLE001 - see _fault
            raise _fault(op, error)  # noqa: B904 (_fault sets the cause)

    @staticmethod
    def _static_kwargs(op: Operation, row: OpDef) -> dict[str, Any]:
        kwargs: dict[str, Any] = {}
        for name, spec in row.attrs.items():
            attr = op.attributes.get(name)
            if attr is None:
                if spec.default is REQUIRED:
                    raise EvalError(f"requires attribute '{name}'")
                kwargs[name] = spec.default
            else:
                try:
                    kwargs[name] = spec.decode(attr)
                except (ValueError, TypeError, AttributeError, IndexError, KeyError, OverflowError) as error:
                    raise EvalError(f"has an invalid attribute '{name}': {error}") from None
        if row.wants_result_types or row.quantized == "typed":
            kwargs["result_types"] = op.result_types
        if row.quantized == "typed":
            kwargs["operand_types"] = op.operand_types
        return kwargs

    @staticmethod
    def _check_results(op: Operation, result: Any, check_shapes: bool = True) -> None:
        """A result whose shape or element type disagrees with the op's declared type is an error."""
        values = (result,) if len(op.result_types) == 1 else tuple(result or ())
        for index, (value, expected) in enumerate(zip(values, op.result_types)):
            if isinstance(value, np.ndarray) and value.nbytes > LIMITS.max_tensor_bytes:
                raise InterpretError(op.loc or UNKNOWN_LOC, f"'{op.name}' op result #{index}: a tensor of "
                                     f"{value.nbytes} bytes exceeds --max-tensor-bytes={LIMITS.max_tensor_bytes}")
            if not check_shapes and isinstance(expected, TensorType):
                expected = TensorType(None, expected.element_type)
            problem = mismatch(value, expected)
            if problem:
                raise InterpretError(op.loc or UNKNOWN_LOC, f"'{op.name}' op result #{index}: {problem}")


class _Step:
    """What running one op needs, resolved once and cached on ``op.cache["step"]``.

    ``kwargs`` (decoded attributes) and ``quantized`` (see _quantized_plan) are filled on
    the op's first evaluation, so decoding errors carry the op's location as before.
    ``checks``/``dtype_checks`` are (dtype, shape) pairs per result for a quick result
    test (shape None: any); None when a result type needs the full :func:`mismatch`
    (non-tensor or, for ``checks``, not static).
    """

    __slots__ = ("row", "operands", "results", "terminator", "call", "fn", "kwargs", "quantized",
                 "checks", "dtype_checks", "check", "dtype_check", "constant")

    def __init__(self, op: Operation):
        row = OP_TABLE.get(op.name)
        self.row = row
        self.operands = tuple(op.operands)
        self.results = tuple(op.results)
        self.terminator = row is not None and row.is_terminator
        self.call = op.name == "func.call"
        self.fn: Callable | None = None
        """Set by :meth:`prepare` when the op runs as ``fn(*operands)`` (attributes bound)."""
        self.kwargs: dict[str, Any] | None = None
        self.quantized: DequantizeOpQuantize | None = None
        self.checks = self.dtype_checks = None
        try:
            for t in op.result_types:
                if isinstance(t, TensorType) and t.is_static:
                    check_tensor_bytes(t.shape, t.dtype.itemsize)
        except LimitExceeded as error:
            raise InterpretError(op.loc or UNKNOWN_LOC, f"'{op.name}' op: {error}") from None
        except UnsupportedTypeError:
            pass
        try:
            if all(isinstance(t, TensorType) for t in op.result_types):
                self.dtype_checks = tuple((t.dtype, None) for t in op.result_types)
                if all(t.is_static for t in op.result_types):
                    self.checks = tuple((t.dtype, t.shape) for t in op.result_types)
        except UnsupportedTypeError:
            pass
        self.check = self.checks[0] if self.checks and len(self.checks) == 1 else (_NEVER, ())
        self.constant = _literal(op, self.check)
        self.dtype_check = self.dtype_checks[0] if self.dtype_checks and len(self.dtype_checks) == 1 else (_NEVER, ())

    def prepare(self, op: Operation, kwargs: dict[str, Any]) -> dict[str, Any]:
        """Records the decoded attributes and the quantization plan (also kept in ``op.cache``
        as "kwargs" and "quantized"); picks ``fn`` for an op without regions, context or
        quantization: an element.binary_kernel when one applies (fast paths), else the row's
        evaluator. Returns ``kwargs``."""
        row = self.row
        _check_arity(op, row.eval, kwargs)
        op.cache["quantized"] = self.quantized = _quantized_plan(op, row)
        op.cache["kwargs"] = self.kwargs = kwargs
        if op.regions or row.wants_context or self.quantized is not None:
            return kwargs
        self.fn = functools.partial(row.eval, **kwargs) if kwargs else row.eval
        types = op.operand_types
        if (el.FAST and row.elementwise and len(types) == 2 and types[0] == types[1]
                and isinstance(types[0], TensorType) and not quantized_element(types[0])):
            kernel = el.binary_kernel(op.name.removeprefix("stablehlo."), types[0].dtype, kwargs)
            if kernel is not None:
                self.fn = kernel
        return kwargs


def _dead_after(block: Block) -> list[tuple[str, ...]]:
    """Per op of ``block``, the values defined in the block (its arguments, its ops' results)
    that no later op uses, its nested regions included: they can leave the frame after it.
    Values of enclosing blocks stay (a loop body runs again)."""
    last: dict[str, int] = {}
    for index, op in enumerate(block.operations):
        for inner in op.walk():
            for name in inner.operands:
                last[name] = index
    drop_at = {name: last.get(name, 0) for name, _ in block.arguments}
    for index, op in enumerate(block.operations):
        for name in op.results:  # a name defined again lives until its last definition's uses
            drop_at[name] = max(last.get(name, index), index, drop_at.get(name, 0))
    drops: list[list[str]] = [[] for _ in block.operations]
    for name, index in drop_at.items():
        if index < len(drops):
            drops[index].append(name)
    return [tuple(names) for names in drops]


def _undefined(op: Operation, name: str) -> InterpretError:
    return InterpretError(op.loc or UNKNOWN_LOC, f"value {name} is not defined here")


def _step(op: Operation) -> _Step:
    """``op``'s cached step, made when missing."""
    step = op.cache.get("step")
    if step is None:
        step = op.cache["step"] = _Step(op)
    return step


_GIVEN_BY_NAME = frozenset({"regions", "ctx", "result_types", "operand_types"})
_FUNCTION = type(_undefined)
_VARARGS = 0x04
"""CO_VARARGS: the code object of a function with ``*args``."""


@functools.lru_cache(maxsize=None)
def _arity(fn: Callable, named: frozenset[str]) -> tuple[int, int | None]:
    """(least, most) operands ``fn`` takes positionally when ``named`` come as keywords: read
    from a plain function's code object (inspect.signature costs ~30 us an evaluator)."""
    code = getattr(fn, "__code__", None)
    if type(fn) is _FUNCTION and not hasattr(fn, "__wrapped__") and not hasattr(fn, "__signature__"):
        count = code.co_argcount
        with_default = count - len(fn.__defaults__ or ())
        positional = [index for index, name in enumerate(code.co_varnames[:count]) if name not in named]
        least = sum(1 for index in positional if index < with_default)
        return least, None if code.co_flags & _VARARGS else len(positional)
    import inspect

    try:
        parameters = inspect.signature(fn).parameters.values()
    except (TypeError, ValueError):
        return 0, None
    positional = [p for p in parameters if p.kind in (p.POSITIONAL_ONLY, p.POSITIONAL_OR_KEYWORD)
                  and p.name not in named]
    least = sum(1 for p in positional if p.default is p.empty)
    variadic = any(p.kind is p.VAR_POSITIONAL for p in parameters)
    return least, None if variadic else len(positional)


def _check_arity(op: Operation, fn: Callable, kwargs: dict[str, Any]) -> None:
    """An op with the wrong number of operands (possible with --no-verify) is a located error."""
    least, most = _arity(fn, frozenset(kwargs) | _GIVEN_BY_NAME)
    count = len(op.operands)
    if count < least or (most is not None and count > most):
        wanted = str(least) if most == least else f"at least {least}" if most is None else f"{least} to {most}"
        raise EvalError(f"expects {wanted} operands, got {count}")


_LITERALS = frozenset({"stablehlo.constant", "arith.constant"})


def _literal(op: Operation, check: tuple[Any, Any]) -> np.ndarray | None:
    """The value of a constant op whose literal already has the declared result type, bound
    without a call on every run (loop bodies are full of them); None otherwise."""
    if op.name not in _LITERALS or op.regions:
        return None
    value = op.attributes.get("value")
    array = getattr(value, "array", None)
    dt, shape = check
    if type(array) is np.ndarray and array.dtype is dt and array.shape == shape:
        return array
    return None


_RAN_ONCE = object()
"""``region.cache["compiled"]`` after the region's first run (op by op)."""
_NEVER = object()
"""A dtype no value has: a single-result ``check`` that always takes the full path."""


def _ignoring_fp_errors() -> Any:
    """``np.errstate(all="ignore")``, as numpy 2 implements it (setting its context variable)
    without its cost where numpy has that variable: a third of a small program's run."""
    quiet = _quiet_errstate()
    return np.errstate(all="ignore") if quiet is None else _Setting(*quiet)


@functools.lru_cache(maxsize=None)
def _quiet_errstate() -> tuple[Any, Any] | None:
    """numpy's context variable behind np.errstate and its value under
    ``np.errstate(all="ignore")``; None when numpy has no such variable."""
    try:
        from numpy._core import _ufunc_config

        variable = _ufunc_config._extobj_contextvar
        with np.errstate(all="ignore"):
            return variable, variable.get()
    except (ImportError, AttributeError):
        return None


class _Setting:
    """A context manager setting a context variable to a value."""

    __slots__ = ("variable", "value", "token")

    def __init__(self, variable: Any, value: Any):
        self.variable, self.value = variable, value

    def __enter__(self) -> None:
        self.token = self.variable.set(self.value)

    def __exit__(self, *exc: Any) -> None:
        self.variable.reset(self.token)


def _quick_checks(types: Sequence[Type]) -> tuple[tuple[Any, Any], ...]:
    """Per type, the (dtype, shape) of an ndarray that fits it for sure (static tensor types),
    else a pair no value has (then :func:`mismatch` decides)."""
    checks = []
    for t in types:
        try:
            static = isinstance(t, TensorType) and t.is_static
            checks.append((t.dtype, t.shape) if static else (_NEVER, ()))
        except UnsupportedTypeError:
            checks.append((_NEVER, ()))
    return tuple(checks)


def _fits(result: Any, checks: tuple[tuple[np.dtype, tuple[int, ...] | None], ...]) -> bool:
    """The quick form of :func:`mismatch` for tensor results: exact ndarray, dtype and static shape."""
    if len(checks) == 1:
        dt, shape = checks[0]
        return type(result) is np.ndarray and result.dtype is dt and (shape is None or result.shape == shape)
    if not checks:
        return True
    if type(result) is not tuple or len(result) != len(checks):
        return False
    return all(type(v) is np.ndarray and v.dtype is dt and (shape is None or v.shape == shape)
               for v, (dt, shape) in zip(result, checks))


def _fault(op: Operation, error: Exception) -> Exception:
    """What to raise for ``error`` from evaluating ``op``: diagnostics as they are, EvalError
    and UnsupportedTypeError as the op's InterpretError, anything else (a bug) as an
    InternalError at the op's location."""
    if isinstance(error, (Diagnostic, InternalError, BrokenPipeError)):
        return error
    loc = op.loc or UNKNOWN_LOC
    if isinstance(error, EvalError):
        return _without_cause(InterpretError(loc, f"'{op.name}' op {error.message}"))
    if isinstance(error, (UnsupportedTypeError, LimitExceeded)):
        return _without_cause(InterpretError(loc, f"'{op.name}' op {error}"))
    if isinstance(error, MemoryError):
        return _without_cause(InterpretError(loc, f"'{op.name}' op ran out of memory ({error}); "
                                                  f"see --max-tensor-bytes"))
    internal = InternalError(loc, error)
    internal.__cause__, internal.__suppress_context__ = error, True
    return internal


Interpreter.services = Services(_fault, _undefined, _fits, Interpreter._check_results, _step,
                                Interpreter._static_kwargs)


def _without_cause(error: Exception) -> Exception:
    """``error`` raised as ``raise error from None`` would."""
    error.__suppress_context__ = True
    return error


def _quantized_plan(op: Operation, row: OpDef) -> DequantizeOpQuantize | None:
    """How ``op`` handles quantized types (see OpDef.quantized): a DequantizeOpQuantize
    wrapper for its evaluator, or None when the evaluator runs on the values as they are."""
    types = (*op.operand_types, *op.result_types)
    if not any(quantized_element(t) for t in types) or row.quantized in ("storage", "typed"):
        return None
    if row.quantized == "dequantize_op_quantize":
        return DequantizeOpQuantize(op.operand_types, op.result_types)
    raise EvalError("does not support quantized types")


class RegionFn:
    """A region handed to an evaluator: ``fn(*values)`` runs it and returns the values it yields.

    ``fn.elementwise`` says that every op of the region is elementwise and its
    arguments are 0-d tensors; such a region may then be run on whole arrays at
    once with ``fn.batched(*arrays)`` (each element as if run alone, in one numpy
    pass), which is how reduce-like ops stay vectorized.
    """

    __slots__ = ("_interpreter", "region", "_frame")

    def __init__(self, interpreter: Interpreter, region: Region, frame: dict[str, Any]):
        self._interpreter, self.region, self._frame = interpreter, region, frame

    def __call__(self, *args: Any) -> list[Any]:
        return self._interpreter.run_region(self.region, args, self._frame)

    @property
    def interpreter(self) -> Interpreter:
        return self._interpreter

    @property
    def frame(self) -> dict[str, Any]:
        """The enclosing function's frame (where the region reads outer values)."""
        return self._frame

    def batched(self, *args: Any) -> list[Any]:
        """Runs an elementwise region on arrays of any (broadcast-compatible) shape."""
        return self._interpreter.run_region(self.region, args, self._frame, check_shapes=False)

    @property
    def elementwise(self) -> bool:
        return region_is_elementwise(self.region)


def region_is_elementwise(region: Region) -> bool:
    """True when ``region`` is one block of elementwise ops over 0-d tensor arguments."""
    cached = region.cache.get("elementwise")
    if cached is not None:
        return cached
    answer = len(region.blocks) == 1 and all(
        isinstance(t, TensorType) and t.shape == () for _, t in region.blocks[0].arguments) and all(
        (row := OP_TABLE.get(op.name)) is not None and (row.elementwise or row.is_terminator) and not op.regions
        for op in region.blocks[0].operations)
    region.cache["elementwise"] = answer
    return answer


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}" + ("" if n == 1 else "s")


def describe(value: Any) -> str:
    """The type of a run-time value, as MLIR spells it where it can."""
    if isinstance(value, np.ndarray):
        try:
            element = element_type_name(value.dtype)
        except UnsupportedTypeError:
            element = str(value.dtype)
        return str(TensorType(value.shape, element))
    if isinstance(value, tuple):
        return "tuple<" + ", ".join(describe(v) for v in value) + ">"
    if isinstance(value, TokenValue):
        return str(TokenType())
    return type(value).__name__


def mismatch(value: Any, expected: Type) -> str | None:
    """Why ``value`` does not fit ``expected``, or None when it does."""
    if isinstance(expected, TensorType):
        if not isinstance(value, np.ndarray):
            return f"expected {expected}, got {describe(value)}"
        try:
            dtype = expected.dtype
        except UnsupportedTypeError:  # e.g. tensor<!stablehlo.token>: no value fits
            return f"expected {expected}, got {describe(value)}"
        if (expected.shape is not None and (
                len(expected.shape) != value.ndim
                or any(d is not None and d != s for d, s in zip(expected.shape, value.shape)))
                or value.dtype != dtype):
            return f"expected {expected}, got {describe(value)}"
    elif isinstance(expected, TokenType) and not isinstance(value, TokenValue):
        return f"expected {expected}, got {describe(value)}"
    elif isinstance(expected, TupleType):
        if not isinstance(value, tuple) or len(value) != len(expected.types):
            return f"expected {expected}, got {describe(value)}"
        for item, item_type in zip(value, expected.types):
            problem = mismatch(item, item_type)
            if problem:
                return problem
    return None


def interpret_module(module: Module, args: Sequence[Any] = (), entry: str | None = None,
                     probe_dir: str | None = None, trace: TraceFn | None = None,
                     chlo_direct: bool = False) -> list[tuple[str, list[Any], tuple[Type, ...]]]:
    """Runs the entry functions (see :meth:`Interpreter.entry_functions`) on ``args``;
    returns each function's name, result values and result types. ``interpreter.probe``
    writes into ``probe_dir`` when given; ``trace`` sees every executed op (see Interpreter).
    CHLO ops run as their StableHLO decompositions (dialects/chlo_legalize.py, as upstream's
    interpreter sees them) unless ``chlo_direct``."""
    if not chlo_direct:
        has_chlo = module.op.cache.get("has_chlo")  # a repeated call neither walks nor imports
        if has_chlo is None:
            has_chlo = any(op.name.startswith("chlo.") for op in module.op.walk())
            module.op.cache["has_chlo"] = has_chlo
        if has_chlo:
            from ..dialects.chlo_legalize import decomposed

            module = decomposed(module)
    interpreter = Interpreter(module, probe_dir, trace)
    functions = interpreter.entry_functions(entry)
    if args and len(functions) > 1:
        raise InterpretError(module.op.loc or UNKNOWN_LOC,
                             "arguments given but the module has no @main: pick the entry function")
    return [(func.attributes["sym_name"], interpreter.call(func, with_tokens(func, args)), function_type(func).results)
            for func in functions]


def with_tokens(func: Operation, args: Sequence[Any]) -> Sequence[Any]:
    """``args`` with a token (as ``stablehlo.create_token`` makes one) at each ``!stablehlo.token``
    parameter of ``func`` when ``args`` holds exactly its other parameters: a token is no array,
    so ``--args`` never holds one (an ordered-effect program of ``jax.export`` takes some)."""
    inputs = function_type(func).inputs
    tokens = sum(isinstance(t, TokenType) for t in inputs)
    if not tokens or len(args) != len(inputs) - tokens:
        return args
    rest = iter(args)
    return [TOKEN if isinstance(t, TokenType) else next(rest) for t in inputs]


def interpret_entry(module: Module, args: Sequence[Any], entry: str | None = None, trace: TraceFn | None = None,
                    fast: bool = False) -> list[Any]:
    """:func:`stablehlo_translate.interpret` on a parsed module: the results of its one
    entry function (``args`` as numpy arrays; ``fast``: element.fast_math while it runs)."""
    arrays = [np.asarray(a) for a in args]
    if el.fast_math_enabled() == fast:
        runs = interpret_module(module, arrays, entry, trace=trace)
    else:
        with el.fast_math(fast):
            runs = interpret_module(module, arrays, entry, trace=trace)
    if len(runs) != 1:
        raise ValueError("the module has several functions and no @main: pass entry=NAME")
    return runs[0][1]
