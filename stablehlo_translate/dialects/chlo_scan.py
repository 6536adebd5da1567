"""chlo.scan as upstream's ConvertScanOp lowers it (static shapes): a ``stablehlo.while``
over (index, carries..., outputs...) whose body slices each input at the position
(reversed with ``is_reverse``), runs the scan body on the slices and the carries, and
writes the body's outputs into the outputs with ``dynamic_update_slice``.

The scan body's ops move into the loop body unchanged (the scan op disappears, so their
names stay unique); uses of the body's arguments are renamed to the loop's values.
"""
from __future__ import annotations

from typing import Sequence

import numpy as np

from ..ir import module as ir
from ..ir.attributes import IntegerAttr
from ..ir.types import TensorType
from .chlo_builder import Builder, LegalizeError, Value, i64_array

_I64 = TensorType((), "i64")


def _i64(b: Builder, value: int) -> Value:
    return b.constant(np.array(value, np.int64), _I64)


def _rename(ops: Sequence[ir.Operation], mapping: dict[str, str]) -> None:
    for top in ops:
        for op in top.walk():
            if any(name in mapping for name in op.operands):
                op.operands = tuple(mapping.get(name, name) for name in op.operands)


def scan(b: Builder, operands: Sequence[Value], attributes: dict, types: Sequence[TensorType],
         body: ir.Region) -> list[Value]:
    n_inputs, n_inits = attributes["operandSegmentSizes"].values
    inputs, inits = list(operands[:n_inputs]), list(operands[n_inputs:])
    n_outputs = len(types) - n_inits
    dim = attributes["dimension"].value
    if not all(v.type.is_static for v in operands) or not all(t.is_static for t in types):
        raise LegalizeError
    if inputs:
        size = b.op1("stablehlo.get_dimension_size", [inputs[0]], TensorType((), "i32"),
                     {"dimension": IntegerAttr(dim, "i64")})
    else:
        size = b.constant(np.array(types[0].shape[dim], np.int32), TensorType((), "i32"))
    size = b.convert(size, "i64")
    initial = [_i64(b, 0), *inits]
    for result in types[:n_outputs]:
        zero = b.constant(np.zeros((), result.dtype), TensorType((), result.element_type))
        initial.append(b.broadcast_in_dim(zero, (), result))
    loop_types = [v.type for v in initial]

    cond, args = b.block(loop_types)
    cond.op("stablehlo.return", [cond.compare("LT", args[0], size)], [])
    cond_region = b.region(cond, args)

    do = Builder(b.namer, b.legalize, b.loc)
    index, carries, outputs = args[0], args[1:1 + n_inits], args[1 + n_inits:]
    position = index
    if attributes.get("is_reverse", False):
        last = do.sub(size, _i64(do, 1))
        position = do.sub(last, index)
    sliced = []
    for value in inputs:
        shape = list(value.type.shape)
        shape[dim] = 1
        zero = _i64(do, 0)
        starts = [position if d == dim else zero for d in range(len(shape))]
        piece = do.op1("stablehlo.dynamic_slice", [value, *starts], TensorType(tuple(shape), value.element),
                       {"slice_sizes": i64_array(shape)})
        kept = tuple(s for d, s in enumerate(shape) if d != dim)
        sliced.append(do.op1("stablehlo.reshape", [piece], TensorType(kept, value.element)))
    block = body.entry
    mapping = {name: v.name for (name, _), v in zip(block.arguments, [*sliced, *carries])}
    moved = block.operations[:-1]
    terminator = block.operations[-1]
    _rename(moved, mapping)
    do.ops.extend(moved)
    returned = [Value(mapping.get(name, name), t) for name, t in zip(terminator.operands, terminator.operand_types)]
    new_outputs, new_carries = returned[:n_outputs], returned[n_outputs:]
    updated = []
    for current, element in zip(outputs, new_outputs):
        shape = list(current.type.shape)
        shape[dim] = 1
        reshaped = do.op1("stablehlo.reshape", [element], TensorType(tuple(shape), current.element))
        zero = _i64(do, 0)
        starts = [position if d == dim else zero for d in range(len(shape))]
        updated.append(do.op1("stablehlo.dynamic_update_slice", [current, reshaped, *starts], current.type))
    following = do.add(index, _i64(do, 1))
    do.op("stablehlo.return", [following, *new_carries, *updated], [])
    body_region = b.region(do, args)
    results = b.op("stablehlo.while", initial, loop_types, {}, (cond_region, body_region))
    return [*results[1 + n_inits:], *results[1:1 + n_inits]]


DECOMPOSITIONS_WITH_REGIONS = {"chlo.scan": scan}
