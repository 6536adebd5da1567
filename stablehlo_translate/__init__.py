"""stablehlo-translate: parse and interpret StableHLO programs (MLIR text or portable artifacts).

    >>> import numpy as np, stablehlo_translate as st
    >>> program = '''
    ... func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
    ...   %0 = stablehlo.add %a, %b : tensor<2xi32>
    ...   func.return %0 : tensor<2xi32>
    ... }'''
    >>> st.interpret(program, np.array([1, 2], np.int32), np.array([3, 4], np.int32))
    [array([4, 6], dtype=int32)]

Errors are :class:`~stablehlo_translate.diagnostics.Diagnostic` exceptions
carrying a source location. Submodules load lazily, so importing the package is cheap.
"""
from __future__ import annotations

from typing import Any

__all__ = ["parse_module", "interpret", "serialize", "deserialize", "specialize", "__version__"]


def __getattr__(name: str) -> Any:
    """``__version__`` comes from the installed distribution's metadata (pyproject's version)."""
    if name == "__version__":
        from importlib.metadata import version

        return version("stablehlo-translate")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def parse_module(text: str | bytes, filename: str = "<string>"):
    """Parses MLIR text, or reads a portable artifact (bytes starting with ``ML\xefR``),
    into an :class:`~stablehlo_translate.ir.module.Module`."""
    if isinstance(text, (bytes, bytearray, memoryview)):
        from .cli.artifacts import load_module

        return load_module(bytes(text), filename, verify=False, allow_unregistered=True)
    from .text.parser import parse_module as parse

    return parse(text, filename)


def serialize(module: Any, target: str = "current", *, strip_debuginfo: bool = False,
              allow_other_dialects: bool = False) -> bytes:
    """The portable artifact (VHLO bytecode) of ``module`` (a module or MLIR text) for
    StableHLO version ``target`` (``"X.Y.Z"`` or ``"current"``, 1.20.0)."""
    from .vhlo.portable import serialize as write

    module = parse_module(module) if isinstance(module, str) else module
    return write(module, target, strip_debuginfo=strip_debuginfo, allow_other_dialects=allow_other_dialects)


def deserialize(data: bytes, filename: str = "<artifact>"):
    """The StableHLO module of a portable artifact of any version from 0.9.0 to 1.20.0."""
    from .vhlo.portable import deserialize as read

    return read(bytes(data), filename)


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
    from .interpreter.executor import interpret_entry

    module = parse_module(program) if isinstance(program, (str, bytes, bytearray, memoryview)) else program
    return interpret_entry(module, args, entry, trace, fast)
