"""``--shape-legalize-to-stablehlo``: the ``shape``, ``tensor`` and ``arith`` index computations of
a dynamic program as StableHLO ops on ``tensor<i32>`` (upstream's ShapeLegalizeToStablehlo.cpp).

A partial dialect conversion: the ``shape`` and ``tensor`` ops (but ``tensor.cast``),
``arith.index_cast``, ``arith.muli`` and StableHLO ops with ``index`` operands are illegal. Each
is converted in program order, by a fold that gives an existing value or a constant shape, else
by its pattern; folds and patterns see the program as it was (replacements take effect at the
end, as in MLIR's conversion driver). ``builtin.unrealized_conversion_cast`` ops bridge index
and i32 values (castToI32, castToIndex). An illegal op that nothing converts fails the pass at
that op with MLIR's message, and the program is left as it was.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from ..diagnostics import Diagnostic, UNKNOWN_LOC
from ..ir.attributes import DenseArrayAttr, DenseElementsAttr, IntegerAttr
from ..ir.module import Module, Operation, copy_op
from ..ir.types import TensorType, Type
from .rewrite import Rewriter

CAST = "builtin.unrealized_conversion_cast"
I32 = TensorType((), "i32")


def is_index_like(t: Type) -> bool:
    """isIndexOrShapedOfIndex."""
    return t == "index" or (isinstance(t, TensorType) and t.element_type == "index")


def _is_shaped_i32(t: Type) -> bool:
    return isinstance(t, TensorType) and t.element_type == "i32"


def is_illegal(op: Operation) -> bool:
    """The conversion target's verdict (both explicit and dynamic illegality)."""
    dialect = op.name.partition(".")[0]
    if dialect in ("shape", "tensor"):
        return op.name != "tensor.cast"
    if op.name in ("arith.index_cast", "arith.muli"):
        return True
    return dialect == "stablehlo" and any(map(is_index_like, op.operand_types))


class _Builder:
    """Creates the replacement ops before the op being converted."""

    def __init__(self, rw: Rewriter):
        self.rw = rw

    def op(self, name: str, operands: list[str], result: Type, **attributes: object) -> str:
        return self.rw.create(name, operands, [result], attributes).results[0]

    def cast(self, value: str, to: Type) -> str:
        return self.op(CAST, [value], to)

    def constant(self, values: list[int], shape: tuple[int, ...]) -> str:
        t = TensorType(shape, "i32")
        array = np.array(values, dtype=np.int64).astype(np.int32).reshape(shape)  # static_cast<int32_t>
        return self.rw.create_constant(DenseElementsAttr(t, array))

    def to_i32(self, value: str) -> str | None:
        """castToI32: index -> tensor<i32>, tensor<Nxindex> -> tensor<Nxi32>, i32 tensors as they are."""
        t = self.rw.type_of(value)
        target: Type | None = I32 if t == "index" else None
        if isinstance(t, TensorType):
            if not t.is_static:
                return None
            if t.element_type == "i32":
                return value
            if t.element_type == "index":
                target = TensorType(t.shape, "i32")
        return None if target is None else self.cast(value, target)

    def to_index(self, value: str) -> str | None:
        """castToIndex: tensor<i32> -> index, tensor<Nxi32> -> tensor<Nxindex>."""
        t = self.rw.type_of(value)
        if t == "index":
            return value
        if not isinstance(t, TensorType) or not t.is_static:
            return None
        if t.element_type == "index":
            return value
        if t.element_type != "i32":
            return None
        return self.cast(value, "index" if t.shape == () else TensorType(t.shape, "index"))

    def constant_index(self, value: str) -> int | None:
        """The value of an ``arith.constant N : index`` defining ``value``."""
        op = self.rw.defining_op(value)
        attr = op.attributes.get("value") if op is not None and op.name == "arith.constant" else None
        return attr.value if isinstance(attr, IntegerAttr) and attr.type == "index" else None

    def constant_or_i32(self, value: str) -> str | None:
        """convertToConstantOrI32Cast."""
        known = self.constant_index(value)
        return self.constant([known], ()) if known is not None else self.to_i32(value)

    def slice1(self, value: str, start: list[int]) -> str:
        """``value[start]`` as tensor<i32> (a unit slice, reshaped)."""
        ones = TensorType((1,) * len(start), "i32")
        sliced = self.op("stablehlo.slice", [value], ones, start_indices=DenseArrayAttr("i64", tuple(start)),
                         limit_indices=DenseArrayAttr("i64", tuple(i + 1 for i in start)),
                         strides=DenseArrayAttr("i64", (1,) * len(start)))
        return self.op("stablehlo.reshape", [sliced], I32)

    def concatenate(self, values: list[str]) -> str:
        size = sum(self.rw.type_of(v).shape[0] for v in values)
        return self.op("stablehlo.concatenate", values, TensorType((size,), "i32"), dimension=IntegerAttr(0, "i64"))


Converter = Callable[[Operation, _Builder], "list[str] | None"]


def _as_index(b: _Builder, value: str) -> list[str] | None:
    result = b.to_index(value)
    return None if result is None else [result]


def _exact(b: _Builder, op: Operation, value: str | None) -> list[str] | None:
    return [value] if value is not None and b.rw.type_of(value) == op.result_types[0] else None


def _num_elements(op: Operation, b: _Builder) -> list[str] | None:
    shape = b.to_i32(op.operands[0])
    if shape is None:
        return None
    result = b.constant([1], ())
    for i in range(int(np.prod(b.rw.type_of(shape).shape))):
        result = b.op("stablehlo.multiply", [result, b.slice1(shape, [i])], I32)
    return _exact(b, op, b.to_index(result))


def _shape_of(op: Operation, b: _Builder) -> list[str] | None:
    t = op.operand_types[0]
    if not isinstance(t, TensorType) or t.shape is None:
        return None
    if t.shape:
        sizes = [b.op("stablehlo.reshape", [b.op("stablehlo.get_dimension_size", [op.operands[0]], I32,
                                                 dimension=IntegerAttr(i, "i64"))], TensorType((1,), "i32"))
                 for i in range(len(t.shape))]
        shape = b.concatenate(sizes)
    else:
        shape = b.constant([], (0,))
    return _exact(b, op, b.to_index(shape))


def _const_shape(op: Operation, b: _Builder) -> list[str] | None:
    t = op.result_types[0]
    if not isinstance(t, TensorType) or t.shape is None:
        return None
    extents = [int(x) for x in op.attributes["shape"].array.reshape(-1)]
    return _as_index(b, b.constant(extents, (t.shape[0],)))


def _index_cast(op: Operation, b: _Builder) -> list[str] | None:
    source, out, in_type = op.operands[0], op.result_types[0], op.operand_types[0]
    if in_type == "index":  # index -> iN: through tensor<i32> and a convert
        scalar = b.cast(source, I32)
        if out != "i32":
            scalar = b.op("stablehlo.convert", [scalar], TensorType((), out))
        return [b.cast(scalar, out)]
    if not isinstance(in_type, TensorType) and is_index_like(out):  # iN -> index
        return [b.cast(b.cast(source, TensorType((), in_type)), out)]
    result: str | None = source
    if is_index_like(in_type):
        result = b.to_i32(source)
    elif not _is_shaped_i32(in_type):
        return None
    if is_index_like(out):
        result = None if result is None else b.to_index(result)
    elif not _is_shaped_i32(out):
        return None
    return None if result is None else [result]


def _muli(op: Operation, b: _Builder) -> list[str] | None:
    if not all(map(is_index_like, (*op.operand_types, op.result_types[0]))):
        return None
    lhs, rhs = b.constant_or_i32(op.operands[0]), b.constant_or_i32(op.operands[1])
    if lhs is None or rhs is None:
        return None
    product = b.op("stablehlo.multiply", [lhs, rhs], b.rw.type_of(lhs))
    result = b.to_index(product)
    return None if result is None else [result]


def _broadcast(op: Operation, b: _Builder) -> list[str] | None:
    if len(op.operands) != 2:
        return None
    lhs, rhs = b.to_i32(op.operands[0]), b.to_i32(op.operands[1])
    if lhs is None or rhs is None:
        return None
    sizes = [b.rw.type_of(v).shape for v in (lhs, rhs)]
    if any(s is None or len(s) != 1 for s in sizes):
        return None
    if sizes[0][0] < sizes[1][0]:
        lhs = b.concatenate([b.constant([1] * (sizes[1][0] - sizes[0][0]), (sizes[1][0] - sizes[0][0],)), lhs])
    elif sizes[0][0] > sizes[1][0]:
        rhs = b.concatenate([b.constant([1] * (sizes[0][0] - sizes[1][0]), (sizes[0][0] - sizes[1][0],)), rhs])
    broadcast = b.op("stablehlo.maximum", [lhs, rhs], b.rw.type_of(lhs))
    return _exact(b, op, b.to_index(broadcast))


def _cast_operands(op: Operation, b: _Builder) -> list[str] | None:
    """CastOperandsPattern: index operands of dynamic_broadcast_in_dim/dynamic_reshape as i32."""
    operands = []
    for value, t in zip(op.operands, op.operand_types):
        cast = b.to_i32(value) if is_index_like(t) else value
        if cast is None:
            return None
        operands.append(cast)
    return list(b.rw.create(op.name, operands, op.result_types, dict(op.attributes)).results)


def _tensor_dim(op: Operation, b: _Builder) -> list[str] | None:
    index = b.constant_index(op.operands[1])
    if index is None:
        return None
    size = b.op("stablehlo.get_dimension_size", [op.operands[0]], I32, dimension=IntegerAttr(index, "i64"))
    return _as_index(b, size)


def _tensor_extract(op: Operation, b: _Builder) -> list[str] | None:
    t = op.operand_types[0]
    indices = []
    for i, value in enumerate(op.operands[1:]):
        index = b.constant_index(value)
        if index is None or not isinstance(t, TensorType) or t.shape is None or i >= len(t.shape) \
                or t.shape[i] is None or index >= t.shape[i]:
            return None
        indices.append(index)
    source = b.to_i32(op.operands[0])
    if source is None:
        return None
    scalar = b.slice1(source, indices)
    if op.result_types[0] == "index":
        return _as_index(b, scalar)
    return [b.cast(scalar, op.result_types[0])]


def _from_elements(op: Operation, b: _Builder) -> list[str] | None:
    t = op.result_types[0]
    if not isinstance(t, TensorType) or t.shape is None:
        return None
    if t.shape == ():
        return [b.cast(op.operands[0], t)]
    if len(t.shape) != 1 or t.element_type != "index":
        return None
    pieces = []
    for value in op.operands:
        known = b.constant_index(value)
        if known is not None:
            pieces.append(b.constant([known], (1,)))
            continue
        i32 = b.to_i32(value)
        if i32 is None:
            return None
        pieces.append(b.op("stablehlo.reshape", [i32], TensorType((1,), "i32")))
    return _exact(b, op, b.to_index(b.concatenate(pieces)))


def _constant_array(b: _Builder, value: str) -> np.ndarray | None:
    """The value of an ``arith.constant`` or ``shape.const_shape`` defining ``value``."""
    op = b.rw.defining_op(value)
    attr = None if op is None else op.attributes.get("shape" if op.name == "shape.const_shape" else "value")
    if op is None or op.name not in ("arith.constant", "shape.const_shape"):
        return None
    if isinstance(attr, IntegerAttr):
        return np.array(attr.value)
    return attr.array if isinstance(attr, DenseElementsAttr) else None


def _fold(op: Operation, b: _Builder) -> list[str] | None:
    """legalizeWithFold, before the patterns: the folds of the illegal ops that give an existing
    value (a value the fold materializes as ``arith.constant`` is not legal here, so such folds
    fail), or a ``shape.const_shape``, which its pattern converts."""
    if op.name == "arith.muli":
        lhs, rhs = op.operands
        if _constant_array(b, lhs) is not None and _constant_array(b, rhs) is None:
            lhs, rhs = rhs, lhs  # the commutative trait's in-place fold, then the op's fold again
        known = _constant_array(b, rhs)
        if known is not None and known.size and np.all(known == 0):
            return [rhs]
        if known is not None and known.size and np.all(known == 1):
            return [lhs]
    elif op.name == "arith.index_cast":
        inner = b.rw.defining_op(op.operands[0])
        if inner is not None and inner.name == "arith.index_cast" and inner.operand_types[0] == op.result_types[0]:
            return [inner.operands[0]]
    elif op.name == "tensor.extract":
        source = b.rw.defining_op(op.operands[0])
        indices = [b.constant_index(v) for v in op.operands[1:]]
        shape = getattr(source.result_types[0], "shape", None) if source is not None else None
        if source is not None and source.name == "tensor.from_elements" and shape is not None \
                and None not in shape and None not in indices and len(indices) == len(shape):
            flat = int(np.ravel_multi_index(indices, shape, mode="wrap")) if shape else 0
            if all(0 <= i < d for i, d in zip(indices, shape)) and flat < len(source.operands):  # type: ignore[operator]
                return [source.operands[flat]]
    elif op.name == "shape.broadcast":
        return _fold_broadcast(op, b)
    return None


def _fold_broadcast(op: Operation, b: _Builder) -> list[str] | None:
    t = op.result_types[0]
    if len(op.operands) == 1:
        return [op.operands[0]] if op.operand_types[0] == t else None
    extents = [_constant_array(b, v) for v in op.operands]
    if len(extents) != 2 or any(e is None or e.ndim != 1 for e in extents):
        return None
    try:
        result = np.broadcast_shapes(*(tuple(int(x) for x in e) for e in extents))  # type: ignore[union-attr]
    except ValueError:
        return None
    if not isinstance(t, TensorType) or t.shape != (len(result),):
        return None
    shape = DenseElementsAttr(TensorType((len(result),), "index"), np.array(result, np.int64))
    constant = b.rw.create("shape.const_shape", [], [t], {"shape": shape})
    converted = _const_shape(constant, b)  # the materialized constant, legalized by its pattern
    b.rw.erase_op(constant)
    return converted


CONVERTERS: dict[str, Converter] = {
    "shape.const_shape": _const_shape, "arith.muli": _muli, "arith.index_cast": _index_cast,
    "shape.num_elements": _num_elements, "shape.shape_of": _shape_of, "shape.broadcast": _broadcast,
    "stablehlo.dynamic_broadcast_in_dim": _cast_operands, "stablehlo.dynamic_reshape": _cast_operands,
    "tensor.dim": _tensor_dim, "tensor.extract": _tensor_extract, "tensor.from_elements": _from_elements,
}
"""populateShapeToStablehloPatterns, by the op each pattern converts."""


def shape_legalize_to_stablehlo(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    converted = Module(copy_op(module.op))
    rw = Rewriter(converted.op)
    b = _Builder(rw)
    replaced: list[tuple[Operation, list[str]]] = []
    for op in [o for o in converted.op.walk() if o is not converted.op]:
        if id(op) in rw.erased or not is_illegal(op):
            continue
        rw.root, rw.anchor = op, (rw.block_of[id(op)], op)
        converter = CONVERTERS.get(op.name)
        results = _fold(op, b) or (None if converter is None else converter(op, b))
        if results is None:
            diagnostics.append(Diagnostic(op.loc or UNKNOWN_LOC, f"failed to legalize operation '{op.name}' that "
                                                                 "was explicitly marked illegal"))
            return module
        replaced.append((op, results))
    for op, results in reversed(replaced):  # as the conversion driver does, once every op is converted
        for old, new in zip(op.results, results):
            rw.replace_all_uses(old, new)
    for op, _ in reversed(replaced):
        rw.erase_op(op)
    rw.flush()
    for op in converted.op.walk():
        op.cache.clear()
    return converted


__all__ = ["shape_legalize_to_stablehlo", "is_illegal", "CONVERTERS"]
