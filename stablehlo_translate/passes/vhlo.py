"""The VHLO passes: ``--stablehlo-legalize-to-vhlo[=allow-other-dialects]``,
``--vhlo-to-version=target=X.Y.Z`` and ``--vhlo-legalize-to-stablehlo``, as upstream's
``stablehlo-opt`` runs them (the conversions themselves live in ``stablehlo_translate.vhlo``).
VHLO ops print in the generic form, with VHLO attributes and types as MLIR prints them."""
from __future__ import annotations

from typing import Callable

from ..diagnostics import Diagnostic
from ..ir.module import Module


def _guarded(convert: Callable[[], Module], module: Module, diagnostics: list) -> Module:
    """``convert()``, or ``module`` unchanged with the located error appended to ``diagnostics``."""
    try:
        return convert()
    except Diagnostic as error:
        diagnostics.extend(error.expand())
        return module


def stablehlo_legalize_to_vhlo(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    from ..vhlo.legalize import stablehlo_to_vhlo

    allow = options.get("allow-other-dialects", "false") in ("true", "1", "")
    return _guarded(lambda: stablehlo_to_vhlo(module, allow), module, diagnostics)


def vhlo_to_version(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    from ..vhlo.to_version import vhlo_to_version as convert

    return _guarded(lambda: convert(module, options.get("target", "")), module, diagnostics)


def vhlo_legalize_to_stablehlo(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    from ..vhlo.legalize import vhlo_to_stablehlo

    return _guarded(lambda: vhlo_to_stablehlo(module), module, diagnostics)


def stablehlo_deserialize(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    """Upstream's ``stablehlo-deserialize`` pipeline: ``vhlo-to-version=target=current``, then
    ``vhlo-legalize-to-stablehlo``; a module without VHLO ops passes through unchanged."""
    failed = len(diagnostics)
    module = vhlo_to_version(module, {"target": "current"}, diagnostics)
    if len(diagnostics) > failed:
        return module
    return vhlo_legalize_to_stablehlo(module, {}, diagnostics)
