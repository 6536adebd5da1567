"""``--stablehlo-legalize-composite-to-call[=except=a,b]``: each ``stablehlo.composite`` becomes a
``func.call`` of its decomposition with the same operands and results
(upstream's StablehloLegalizeCompositeToCall.cpp); composites whose ``name`` is
listed in ``except`` stay.
"""
from __future__ import annotations

from ..ir.attributes import SymbolRefAttr
from ..ir.module import Module, Operation


def legalize_composite_to_call(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    excluded = {name for name in options.get("except", "").split(",") if name}
    for op in module.op.walk():
        for region in op.regions:
            for block in region.blocks:
                block.operations = [_call(o) if o.name == "stablehlo.composite" and
                                    o.attributes.get("name") not in excluded else o for o in block.operations]
    return module


def _call(op: Operation) -> Operation:
    decomposition = op.attributes["decomposition"]
    if not isinstance(decomposition, SymbolRefAttr):
        decomposition = SymbolRefAttr((str(decomposition),))
    return Operation("func.call", op.operands, op.results, op.operand_types, op.result_types,
                     {"callee": decomposition}, loc=op.loc, location=op.location)
