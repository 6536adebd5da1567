"""``--chlo-legalize-to-stablehlo`` (and ``--chlo-pre-serialization-pipeline``): every CHLO op
rewritten into StableHLO ops by upstream's decompositions (dialects/chlo_legalize.py)."""
from __future__ import annotations

from ..diagnostics import Diagnostic
from ..dialects.chlo_legalize import legalize_chlo
from ..ir import module as ir


def chlo_legalize_to_stablehlo(module: ir.Module, options: dict[str, str],
                               diagnostics: list[Diagnostic]) -> ir.Module:
    """The pass registry's entry (``--chlo-pre-serialization-pipeline`` too: upstream's
    pipeline adds shape-dialect and cast legalizations, which have nothing to do here)."""
    try:
        return legalize_chlo(module)
    except Diagnostic as error:
        diagnostics.extend(error.expand())
        return module
