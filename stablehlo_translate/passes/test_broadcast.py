"""``--hlo-test-broadcast``: each ``hlo_test_broadcast.numpy_broadcast`` op becomes a
``stablehlo.custom_call @numpy_broadcasted`` of its operands broadcast NumPy-style to one shape,
bounded dimensions included (upstream's TestUtils.cpp and StablehloBroadcastLowering.cpp's
``numpyBroadcastIfNeeded``). An operand is broadcast to the padded (bound) size where the target
dimension is bounded and its own is not, then made dynamic again with ``get_dimension_size`` of
the operand the bound came from and ``set_dimension_size``.

Errors (incompatible shapes, a non-tensor operand) are reported as upstream's pattern emits them,
without failing the pass: the op stays.
"""
from __future__ import annotations

import sys
from typing import Any, NamedTuple

from ..diagnostics import Diagnostic
from ..ir.attributes import DenseArrayAttr, IntegerAttr
from ..ir.module import Module, Operation
from ..ir.types import TensorType
from .rewrite import Pattern, Rewriter, apply_patterns_greedily


class Dim(NamedTuple):
    """One dimension: its size (the bound when bounded) and, when bounded, the value and dimension
    that the bound comes from."""

    size: int
    bound_of: tuple[str, int] | None = None


class BroadcastError(Exception):
    def __init__(self, value: str, message: str):
        super().__init__(message)
        self.value = value


def _dimensions(value: str, type_: Any) -> list[Dim]:
    if not isinstance(type_, TensorType) or type_.shape is None:
        raise BroadcastError(value, "expected ranked tensor type for broadcast inputs")
    bounds = type_.bounds or (None,) * len(type_.shape)
    return [Dim(bound, (value, i)) if size is None and bound is not None else Dim(-1 if size is None else size)
            for i, (size, bound) in enumerate(zip(type_.shape, bounds))]


def _text(dims: list[Dim]) -> str:
    return "tensor<" + "x".join(("b" if d.bound_of else "") + str(d.size) for d in dims) + ">"


def broadcast_shape(values: list[tuple[str, Any]]) -> list[Dim]:
    """getNumpyBroadcastShape: the operands' shapes combined right to left."""
    shape = _dimensions(*values[0])
    for value, type_ in values[1:]:
        other = _dimensions(value, type_)
        rank = max(len(shape), len(other))
        result: list[Dim] = []
        for i in range(1, rank + 1):
            a = shape[-i] if i <= len(shape) else Dim(1)
            b = other[-i] if i <= len(other) else Dim(1)
            if a.size == 1:
                result.append(b)
            elif b.size == 1:
                result.append(a)
            elif a.size != b.size:
                raise BroadcastError(value, f"incompatible shapes for broadcasting {a.size} and {b.size}")
            elif (a.bound_of is None) != (b.bound_of is None):
                raise BroadcastError(value, "cannot mix bounded and static dimensions in broadcast")
            else:
                result.append(a)
        shape = result[::-1]
    return shape


def _tensor(dims: list[Dim], element: Any) -> TensorType:
    bounds = tuple(d.size if d.bound_of else None for d in dims)
    return TensorType(tuple(None if d.bound_of else (None if d.size < 0 else d.size) for d in dims), element,
                      bounds if any(b is not None for b in bounds) else None)


def broadcast_to(rw: Rewriter, value: str, shape: list[Dim]) -> str:
    """numpyBroadcastIfNeeded for one operand (to a shape :func:`broadcast_shape` found)."""
    type_ = rw.type_of(value)
    own = _dimensions(value, type_)
    target = _tensor(shape, type_.element_type)
    if type_ == target:
        return value
    if len(own) > len(shape):
        raise ValueError(f"input rank must be <= output rank, got {len(own)} vs {len(shape)}")
    offset = len(shape) - len(own)
    padded = list(shape)
    for i, dim in enumerate(own):
        if dim.size != 1 and dim.size != shape[i + offset].size:
            raise ValueError(f"Cannot broadcast input: {type_} to target shape {_text(shape)}")
        if dim.bound_of is None and shape[i + offset].bound_of is not None:
            padded[i + offset] = Dim(shape[i + offset].size)
    for i in range(offset):
        padded[i] = Dim(shape[i].size)
    result = rw.create("stablehlo.broadcast_in_dim", [value], [_tensor(padded, type_.element_type)],
                       {"broadcast_dimensions": DenseArrayAttr("i64", tuple(range(offset, len(shape))))}).results[0]
    if rw.type_of(result) == target:
        return result
    for i, (dim, wanted) in enumerate(zip(padded, shape)):
        if dim.bound_of is None and wanted.bound_of is not None:
            source, source_dim = wanted.bound_of
            size = rw.create("stablehlo.get_dimension_size", [source], [TensorType((), "i32")],
                             {"dimension": IntegerAttr(source_dim, "i64")}).results[0]
            current = rw.type_of(result)
            shape_now = tuple(None if k == i else s for k, s in enumerate(current.shape))
            bounds = tuple(wanted.size if k == i else (current.bounds[k] if current.bounds else None)
                           for k in range(len(shape_now)))
            result = rw.create("stablehlo.set_dimension_size", [result, size],
                               [TensorType(shape_now, type_.element_type, bounds)],
                               {"dimension": IntegerAttr(i, "i64")}).results[0]
    return result


def _match(op: Operation, rw: Rewriter) -> Any:
    """The broadcast shape, or None after reporting why there is none (the op then stays)."""
    try:
        if not op.operands:
            raise BroadcastError("", "requires at least one operand to broadcast")
        return broadcast_shape([(v, rw.type_of(v)) for v in op.operands])
    except BroadcastError as error:
        definer = rw.defining_op(error.value) if error.value else None
        print(Diagnostic((definer or op).loc, str(error)).render(), file=sys.stderr)
        return None


def _rewrite(op: Operation, rw: Rewriter, shape: list[Dim]) -> None:
    operands = [broadcast_to(rw, v, shape) for v in op.operands]
    rw.replace_op_with_new(op, "stablehlo.custom_call", operands,
                           {"call_target_name": "numpy_broadcasted", "has_side_effect": True})


PATTERNS = (Pattern("numpy_broadcast", "hlo_test_broadcast.numpy_broadcast", _match, _rewrite),)


def test_broadcast(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    for func in [op for op in module.op.walk() if op.name == "func.func" and op.regions and op.regions[0].blocks]:
        apply_patterns_greedily(func, PATTERNS)
    return module
