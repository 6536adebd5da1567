"""stablehlo-translate: parse and interpret StableHLO programs (MLIR text or portable artifacts).

    >>> import numpy as np, stablehlo_translate as st
    >>> program = '''
    ... func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
    ...   %0 = stablehlo.add %a, %b : tensor<2xi32>
    ...   func.return %0 : tensor<2xi32>
    ... }'''
    >>> st.interpret(program, np.array([1, 2], np.int32), np.array([3, 4], np.int32))
    [array([4, 6], dtype=int32)]

Every function here raises :class:`Error` (``stablehlo_translate.Error``, a
:class:`~stablehlo_translate.diagnostics.Diagnostic`) for bad input: its ``diagnostics`` are the
located diagnostics, each with ``loc`` and ``render()``. Submodules load lazily, so importing the
package is cheap.
"""
from __future__ import annotations

from functools import wraps
from typing import Any, Callable, Sequence, TypeVar, cast

from . import vhlo  # noqa: F401  (fills VHLO's entry of dialect_hooks.DIALECTS: cheap, no submodule loads)

__all__ = ["parse_module", "interpret", "verify", "infer", "serialize", "deserialize", "specialize", "Error", "__version__"]

_F = TypeVar("_F", bound=Callable[..., Any])


def __getattr__(name: str) -> Any:
    """``__version__`` comes from the installed distribution's metadata (pyproject's version)."""
    if name == "__version__":
        from importlib.metadata import version

        return version("stablehlo-translate")
    if name == "Error":
        from .diagnostics import Error

        return Error
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def _raises_error(function: _F) -> _F:
    """``function`` raises :class:`Error` where a lower layer raised another diagnostic."""

    @wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return function(*args, **kwargs)
        except Exception as error:
            from .diagnostics import Diagnostic, Error

            if isinstance(error, Diagnostic) and not isinstance(error, Error):
                raise Error.of([error]) from None
            raise

    return cast(_F, wrapper)


def _module(program: Any) -> Any:
    return parse_module(program) if isinstance(program, (str, bytes, bytearray, memoryview)) else program


@_raises_error
def parse_module(text: str | bytes, filename: str = "<string>"):
    """Parses MLIR text, or reads a portable artifact (bytes starting with ``ML\xefR``),
    into an :class:`~stablehlo_translate.ir.module.Module`."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        from .cli.artifacts import load_module

        return load_module(bytes(text), filename, verify=False, allow_unregistered=True)
    from .text.parser import parse_module as parse

    return parse(text, filename)


@_raises_error
def verify(module: Any, *, allow_unregistered: bool = False) -> Any:
    """Checks ``module`` (a module, MLIR text or artifact bytes) as ``--verify`` does and returns
    it (parsed); every problem found (at most one failing op per function, in source order) is
    one :class:`Error`. ``allow_unregistered``: ops of dialects this tool does not know pass
    (``--allow-unregistered-dialect``)."""
    from .diagnostics import Error
    from .verification.verifier import verify_module

    module = _module(module)
    problems = verify_module(module, allow_unregistered=allow_unregistered)
    if problems:
        raise Error.of(problems)
    return module


@_raises_error
def infer(module: Any, arg_types: Sequence[Any] | None = None) -> Any:
    """``--infer``: ``module`` (a module, MLIR text or artifact bytes) verified, then a new module
    with every result type the one the shape functions infer, ``?`` dimensions refined through
    calls and loops. ``arg_types`` replace the entry function's argument types: types
    (``"tensor<3xf32>"`` or parsed ones) or numpy arrays (their shapes, as ``--args`` gives them).
    A declared type that conflicts with the inferred one is an :class:`Error` naming both."""
    from .diagnostics import Error
    from .verification.inference import argument_types, infer_module

    module = verify(module)
    types = None
    if arg_types is not None:
        import numpy as np

        if any(isinstance(t, np.ndarray) for t in arg_types):
            types = argument_types(module, [np.asarray(t) for t in arg_types])
        else:
            from .text.parser import parse_type

            types = [parse_type(t) if isinstance(t, str) else t for t in arg_types]
    found: list = []
    refined = infer_module(module, types, found)
    if found:
        raise Error.of(found)
    return refined


@_raises_error
def serialize(module: Any, target: str = "current", *, strip_debuginfo: bool = False,
              allow_other_dialects: bool = False) -> bytes:
    """The portable artifact (VHLO bytecode) of ``module`` (a module or MLIR text) for
    StableHLO version ``target`` (``"X.Y.Z"`` or ``"current"``, 1.20.0)."""
    from .vhlo.portable import serialize as write

    module = parse_module(module) if isinstance(module, str) else module
    return write(module, target, strip_debuginfo=strip_debuginfo, allow_other_dialects=allow_other_dialects)


@_raises_error
def deserialize(data: bytes, filename: str = "<artifact>"):
    """The StableHLO module of a portable artifact of any version from 0.9.0 to 1.20.0."""
    from .vhlo.portable import deserialize as read

    return read(bytes(data), filename)


@_raises_error
def specialize(program: Any, arg_types: Any):
    """``program`` (a module, MLIR text or artifact bytes) with its entry function (``@main`` or
    the only function) specialized for ``arg_types`` (types or their text, e.g.
    ``["tensor<4xf32>"]``): the passes JAX runs on a shape-polymorphic export,
    ``stablehlo-refine-arguments``, ``stablehlo-refine-shapes`` and
    ``stablehlo-canonicalize-dynamism``. Returns the module; errors raise a located Diagnostic."""
    from .passes.refine_shapes import specialize as run
    from .text.parser import parse_type
    from .verification.verifier import verify_module

    module = parse_module(program) if isinstance(program, (str, bytes, bytearray, memoryview)) else program
    errors = verify_module(module)
    if errors:
        raise errors[0]
    module = run(module, [parse_type(t) if isinstance(t, str) else t for t in arg_types])
    errors = verify_module(module)
    if errors:
        raise errors[0]
    return module


@_raises_error
def interpret(program: Any, *args: Any, entry: str | None = None, trace: Any = None,
              fast: bool = False) -> list[Any]:
    """Runs ``entry`` (default: ``@main``, or the only function) of ``program`` on numpy arrays.

    ``program`` is MLIR text, a portable artifact (bytes) or a module from
    :func:`parse_module`; returns the results as a list of numpy arrays (tuples for tuple
    results). ``trace(op, values)``, when given, is called after every executed op with
    results (regions included, in execution order): ``op.name``, ``op.results`` (SSA names),
    ``op.loc`` and its values. Results are the reference interpreter's bits; ``fast=True``
    sums dot_general/convolution floats with BLAS instead (faster, last bits may differ).
    """
    run = _RUN_ENTRY
    if run is None:  # the interpreter loads on the first call (start-up stays light), then a global
        run = _run_entry()
    return run(_module(program), args, entry, trace, fast)


_RUN_ENTRY: Callable | None = None
"""executor.interpret_entry once :func:`interpret` has imported it."""


def _run_entry() -> Callable:
    global _RUN_ENTRY
    from .interpreter.executor import interpret_entry

    _RUN_ENTRY = interpret_entry
    return interpret_entry
