"""Values of ops on constant operands as the interpreter computes them, for folding patterns:
a folded constant holds exactly the bits the op would produce when the program runs."""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ..ir.attributes import DenseElementsAttr, TypeAttr, flat_elements
from ..ir.module import Block, Module, Operation, Region
from ..ir.types import FunctionType, TensorType, Type


def evaluate(op: Operation, operands: Sequence[np.ndarray], result_types: Sequence[Type] | None = None
             ) -> list[np.ndarray] | None:
    """The results of ``op`` (without regions that use outer values) on ``operands``, run by the
    interpreter as a one-op function; None when the interpreter refuses (unsupported types, errors)."""
    from ..interpreter.executor import interpret_module

    types = tuple(result_types or op.result_types)
    names = tuple(f"%a{i}" for i in range(len(op.operands)))
    copy = Operation(op.name, names, op.results, op.operand_types, types, op.attributes, op.regions,
                     op.loc, op.location)
    ret = Operation("func.return", op.results, (), types, (), {})
    func = Operation("func.func", (), (), (), (), {
        "sym_name": "main", "function_type": TypeAttr(FunctionType(op.operand_types, types))},
        (Region([Block(tuple(zip(names, op.operand_types)), [copy, ret])]),))
    module = Module(Operation("builtin.module", (), (), (), (), {}, (Region([Block((), [func])]),)))
    try:
        with np.errstate(all="ignore"):
            runs = interpret_module(module, list(operands), entry="main")
    except Exception:  # noqa: BLE001 - any refusal means: do not fold
        return None
    return [np.asarray(value) for value in runs[0][1]]


def elements(type_: TensorType, array: np.ndarray) -> DenseElementsAttr:
    """A DenseElementsAttr of ``type_`` holding ``array`` (reshaped, in the type's storage dtype)."""
    return DenseElementsAttr(type_, np.ascontiguousarray(array, dtype=type_.dtype).reshape(type_.shape))


def splat_value(attr: DenseElementsAttr) -> np.ndarray | None:
    """The one element of a splat attribute (a non-empty one whose elements are bitwise
    equal, as MLIR's isSplat), else None."""
    flat = flat_elements(attr.array)
    if flat.size == 0:
        return None
    raw = np.ascontiguousarray(flat).view(np.uint8).reshape(flat.size, -1)
    return flat[0] if bool((raw == raw[0]).all()) else None


def is_splat(attr: DenseElementsAttr) -> bool:
    return splat_value(attr) is not None
