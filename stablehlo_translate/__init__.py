"""stablehlo-translate: parse and interpret StableHLO programs written in MLIR text.

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

__all__ = ["parse_module", "interpret", "__version__"]


def __getattr__(name: str) -> Any:
    """``__version__`` comes from the installed distribution's metadata (pyproject's version)."""
    if name == "__version__":
        from importlib.metadata import version

        return version("stablehlo-translate")
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def parse_module(text: str, filename: str = "<string>"):
    """Parses MLIR text into an :class:`~stablehlo_translate.ir.Module`."""
    from .parser import parse_module as parse

    return parse(text, filename)


def interpret(program: Any, *args: Any, entry: str | None = None, fast: bool = False,
              trace: Any = None) -> list[Any]:
    """Runs ``entry`` (default: ``@main``, or the only function) of ``program`` on numpy arrays.

    ``program`` is MLIR text or a module from :func:`parse_module`; returns the
    results as a list of numpy arrays (tuples for tuple results). Results are the
    reference interpreter's bits; ``fast=True`` sums dot_general/convolution floats
    with BLAS instead (faster, last bits may differ). ``trace(op, values)``,
    when given, is called after every executed op with results (regions included, in
    execution order): ``op.name``, ``op.results`` (SSA names), ``op.loc`` and its values.
    """
    import numpy as np

    from .element import fast_math
    from .interpreter import interpret_module

    module = parse_module(program) if isinstance(program, str) else program
    with fast_math(fast):
        runs = interpret_module(module, [np.asarray(a) for a in args], entry, trace=trace)
    if len(runs) != 1:
        raise ValueError("the module has several functions and no @main: pass entry=NAME")
    return runs[0][1]
