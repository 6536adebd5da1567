"""Every CHLO op rewritten into StableHLO ops by upstream's decompositions
(``ChloLegalizeToStablehlo.cpp`` and the ``.td`` patterns).

Ops are rewritten in place, in program order; the ops a decomposition creates take
the CHLO op's position, nested CHLO ops expanded where they are created, and uses of
the CHLO op's results are renamed to the decomposition's values. A CHLO op with no
decomposition for its types is an error, as upstream's partial conversion reports it.
"""
from __future__ import annotations

from typing import Callable, Sequence

from ..ir import module as ir
from ..diagnostics import UNKNOWN_LOC, Diagnostic, Warning_
from ..ir.types import TensorType, is_complex
from .chlo_builder import Builder, LegalizeError, Namer, Value

Decomposition = Callable[[Builder, Sequence[Value], dict, Sequence[TensorType]], list]


def _elementwise(real: Callable | None, complex_: Callable | None) -> Decomposition:
    """A one-operand .td pattern pair chosen by the operand's element type."""
    def decompose(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType]) -> list:
        fn = complex_ if is_complex(operands[0].element) else real
        if fn is None:
            raise LegalizeError
        return [fn(b, *operands)]
    return decompose


def _table() -> dict[str, Decomposition]:
    from . import chlo_basic, chlo_broadcast, chlo_erf, chlo_gamma, chlo_math, chlo_ragged_dot, chlo_special, chlo_top_k

    pairs: dict[str, list] = {}
    for patterns in (chlo_math.PATTERNS, chlo_basic.PATTERNS):
        for name, pair in patterns.items():
            known = pairs.setdefault(name, [None, None])
            known[:] = [new or old for old, new in zip(known, pair)]
    table: dict[str, Decomposition] = {name: _elementwise(*pair) for name, pair in pairs.items()}
    for module in (chlo_basic, chlo_broadcast, chlo_erf, chlo_gamma, chlo_ragged_dot, chlo_special, chlo_top_k):
        table.update(module.DECOMPOSITIONS)
    return table


_TABLE: dict[str, Decomposition] = {}


def decompose(b: Builder, name: str, operands: Sequence[Value], attributes: dict,
              result_types: Sequence[TensorType]) -> list[Value]:
    """Appends ``name``'s decomposition to ``b``; returns the values replacing its results."""
    if not _TABLE:
        _TABLE.update(_table())
    fn = _TABLE.get(name)
    if fn is None:
        raise LegalizeError
    return fn(b, list(operands), attributes, list(result_types))


def has_chlo(module: ir.Module) -> bool:
    return any(op.name.startswith("chlo.") for op in module.op.walk())


def legalize_chlo(module: ir.Module, *, partial: bool = False) -> ir.Module:
    """Rewrites every CHLO op of ``module`` in place; raises :class:`Diagnostic` at the
    first op that cannot be legalized, or with ``partial`` leaves such ops as they are."""
    for func in module.op.walk():
        if func.name == "func.func" and func.regions:
            _legalize_function(func, partial)
    module.__dict__.pop("functions", None)
    return module


def decomposed(module: ir.Module) -> ir.Module:
    """What the interpreter runs: a copy of ``module`` with its CHLO ops decomposed, those
    without a decomposition for their types (dynamic shapes, ops not ported) left to
    their direct evaluators; ``module`` itself when it has no CHLO op."""
    cached = module.op.cache.get("chlo_decomposed")
    if cached is not None:
        return cached
    if not has_chlo(module):
        return module
    import copy

    result = legalize_chlo(copy.deepcopy(module), partial=True)
    module.op.cache["chlo_decomposed"] = result  # interpreting the module again reuses it
    return result


def _legalize_function(func: ir.Operation, partial: bool) -> None:
    names: set[str] = set()
    for op in func.walk():
        names.update(op.results)
        for region in op.regions:
            for block in region.blocks:
                names.update(name for name, _ in block.arguments)
    renamed: dict[str, str] = {}
    for region in func.regions:
        _legalize_region(region, Namer(names), renamed, partial)


def _legalize_region(region: ir.Region, namer: Namer, renamed: dict[str, str], partial: bool) -> None:
    for block in region.blocks:
        rewritten: list[ir.Operation] = []
        for op in block.operations:
            if any(name in renamed for name in op.operands):
                op.operands = tuple(renamed.get(name, name) for name in op.operands)
            for inner in op.regions:
                _legalize_region(inner, namer, renamed, partial)
            if not op.name.startswith("chlo."):
                rewritten.append(op)
                continue
            b = Builder(namer, decompose, op.loc)
            try:
                values = _rewrite(b, op)
            except Diagnostic:
                if not partial:
                    raise
                rewritten.append(op)
                continue
            rewritten.extend(b.ops)
            renamed.update((old, new.name) for old, new in zip(op.results, values))
        block.operations[:] = rewritten


def _rewrite(b: Builder, op: ir.Operation) -> list[Value]:
    from .chlo_scan import DECOMPOSITIONS_WITH_REGIONS

    operands = [Value(name, type_) for name, type_ in zip(op.operands, op.operand_types)]
    try:
        if any(isinstance(t, TensorType) and t.shape is None for t in (*op.operand_types, *op.result_types)):
            raise LegalizeError  # the decompositions build ranked StableHLO ops (unranked CHLO is not lowered)
        if op.name in DECOMPOSITIONS_WITH_REGIONS:
            return DECOMPOSITIONS_WITH_REGIONS[op.name](b, operands, op.attributes, op.result_types, *op.regions)
        return decompose(b, op.name, operands, op.attributes, op.result_types)
    except LegalizeError as failure:
        loc = op.loc or UNKNOWN_LOC
        error = Diagnostic(loc, f"failed to legalize operation '{op.name}' that was explicitly marked illegal")
        if failure.args:
            raise Warning_(loc, failure.args[0], follow_ups=(error,)) from None
        raise error from None
