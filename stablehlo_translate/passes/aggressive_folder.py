"""``--stablehlo-aggressive-folder[="fold-float=B fold-op-element-limit=N"]``: constant folding
as upstream's StablehloAggressiveFolder pass does it, for ``stablehlo.convert`` of a constant
(FoldConvertOpPattern); the other folding patterns of that pass are not implemented.

A convert of a ``stablehlo.constant`` becomes a constant when its result is static, has at
most ``fold-op-element-limit`` elements (default 65536) and is an integer, or a float with
``fold-float`` (default true); with ``fold-float=false`` no convert from or to a float folds.
The values follow the LLVM APInt/APFloat conversions upstream uses: int -> int extends by
the source's signedness (i1 is unsigned) then truncates (to i1: the low bit); int -> float
and float -> float round to nearest even; float -> int truncates toward zero, and the whole
fold is skipped when any element is an infinity, -0.0, NaN or out of the target's range.
Constants left without uses are then erased, as the greedy rewrite driver erases dead ops
(other dead ops stay, and constants are not hoisted or merged).
"""
from __future__ import annotations

import numpy as np

from ..interpreter import element as el
from ..ir.attributes import DenseElementsAttr
from ..diagnostics import Diagnostic
from ..ir.module import Module, Operation
from ..ir.types import ELEMENT_DTYPES, TensorType

_TRUE, _FALSE = ("true", "1", ""), ("false", "0")


def aggressive_folder(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    fold_float = options.get("fold-float", "true").strip().lower()
    if fold_float not in _TRUE + _FALSE:
        raise Diagnostic(module.op.loc, f"invalid fold-float value '{fold_float}': expected true or false")
    limit_text = options.get("fold-op-element-limit", "65536").strip()
    try:
        limit = int(limit_text)
    except ValueError:
        raise Diagnostic(module.op.loc, f"invalid fold-op-element-limit value '{limit_text}'") from None
    for func in [op for op in module.op.walk() if op.name == "func.func"]:
        _fold_function(func, fold_float in _TRUE, limit)
    return module


def _fold_function(func: Operation, fold_float: bool, limit: int) -> None:
    constants: dict[str, DenseElementsAttr] = {}
    folded = False
    for op in func.walk():
        for region in op.regions:
            for block in region.blocks:
                for i, inner in enumerate(block.operations):
                    if inner.name == "stablehlo.convert" and inner.operands[0] in constants:
                        value = _fold_convert(constants[inner.operands[0]], inner.result_types[0], fold_float, limit)
                        if value is not None:
                            inner = block.operations[i] = Operation(
                                "stablehlo.constant", (), inner.results, (), inner.result_types, {"value": value},
                                loc=inner.loc, location=inner.location)
                            folded = True
                    if inner.name == "stablehlo.constant" and isinstance(inner.attributes.get("value"),
                                                                         DenseElementsAttr):
                        constants[inner.results[0]] = inner.attributes["value"]
    if folded:
        _erase_dead_constants(func)


def _fold_convert(value: DenseElementsAttr, result: object, fold_float: bool,
                  limit: int) -> DenseElementsAttr | None:
    if not isinstance(result, TensorType) or not result.is_static or result.bounds:
        return None
    if not (isinstance(value.type.element_type, str) and value.type.element_type in ELEMENT_DTYPES and
            isinstance(result.element_type, str) and result.element_type in ELEMENT_DTYPES):
        return None  # quantized and other non-int/float elements do not fold
    source, target = value.type.dtype, result.dtype
    if el.kind(source) == "c" or el.kind(target) == "c" or value.array.dtype != source:
        return None
    floats = el.kind(source) == "f" or el.kind(target) == "f"
    if floats and not fold_float:
        return None
    if int(np.prod(result.shape, dtype=np.int64)) > limit:
        return None
    x = value.array
    with np.errstate(all="ignore"):
        if el.kind(source) == "f" and el.kind(target) in "biu":
            wide = x.astype(np.float64)
            lo, hi = (0, 1) if el.kind(target) == "b" else el.int_limits(target)
            t = np.trunc(wide)
            if not np.all(np.isfinite(wide)) or np.any((wide == 0) & np.signbit(wide)) or \
                    np.any(t < lo) or np.any(t > hi):
                return None
            x = t
        elif el.kind(target) == "b":  # an integer truncated to one bit
            x = el.unsigned_bits(el.widen(x.astype(np.uint8) if x.dtype == np.bool_ else x)) & 1
        from ..interpreter.ops.conversion import convert_array

        array = convert_array(x, target).reshape(result.shape)
    return DenseElementsAttr(result, array)


def _erase_dead_constants(func: Operation) -> None:
    """Drops constants nothing uses, until none is left (a folded chain frees its sources)."""
    while True:
        used = {name for op in func.walk() for name in op.operands}
        erased = False
        for op in func.walk():
            for region in op.regions:
                for block in region.blocks:
                    kept = [o for o in block.operations if not (o.name == "stablehlo.constant" and
                                                                not used.intersection(o.results))]
                    erased |= len(kept) != len(block.operations)
                    block.operations = kept
        if not erased:
            return
