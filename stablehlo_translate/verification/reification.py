"""Shape computations: the ops upstream's ``reifyReturnTypeShapes`` emits for an op's result shape.

``--infer`` replaces ``hlo_test_infer.reify_return_type_shapes(%x)`` with the computation of
``%x``'s shape from its defining op's operands (stablehlo/tests/TestUtils.cpp), as
``tensor.dim``/``tensor.extract``/``arith.*`` ops ending in a ``tensor.from_elements``, a
``shape.shape_of`` (ops whose result has an operand's shape) or an operand itself (ops given
their shape as an operand). The builder folds what MLIR's greedy rewriter folds after the
pattern ran: dimensions of static sizes and arithmetic on constants become constants,
``x + 0``, ``x * 1`` ... become ``x``, ``x * 0`` becomes 0; constants go first (deduplicated)
and ops nothing uses are dropped. Each ``reify_*`` function names the upstream method it
follows; ops without one keep the test op unchanged.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

import numpy as np

from ..diagnostics import UNKNOWN_LOC, Warning_
from ..ir.attributes import IntegerAttr
from ..ir.chlo_ods import CHLO_BROADCAST_OPS
from ..ir.module import Operation
from ..ir.types import TensorType, Type

INDEX = "index"
REIFY_OP = "hlo_test_infer.reify_return_type_shapes"

class ShapeBuilder:
    """Emits the ops of one shape computation. A shape value is an SSA name or, once folded, an
    int; result names are not valid MLIR names, so the printer gives them fresh ones."""

    def __init__(self, at: Operation):
        self.at = at
        self.ops: list[Operation] = []
        self.constants: dict[int, str] = {}

    def _emit(self, name: str, operands: Sequence[Any], operand_types: Sequence[Type], result_type: Type,
              attributes: dict | None = None) -> str:
        names = tuple(self.value(v) for v in operands)
        result = f"<shape {id(self)} {len(self.ops)}>"
        self.ops.append(Operation(name, names, (result,), tuple(operand_types), (result_type,),
                                  attributes or {}, loc=self.at.loc))
        return result

    def value(self, v: "str | int") -> str:
        """The SSA name of ``v`` (a constant op for an int)."""
        if isinstance(v, str):
            return v
        if v not in self.constants:
            self.constants[v] = self._emit("arith.constant", (), (), INDEX, {"value": IntegerAttr(v, INDEX)})
        return self.constants[v]

    def dim(self, tensor: str, type_: TensorType, index: int) -> "str | int":
        size = type_.shape[index]
        return size if size is not None else self._emit("tensor.dim", (tensor, index), (type_, INDEX), INDEX)

    def extract(self, tensor: str, type_: TensorType, index: int, known: np.ndarray | None) -> "str | int":
        if known is not None:
            return int(known.reshape(-1)[index])
        return self._emit("tensor.extract", (tensor, index), (type_, INDEX), type_.element_type)

    def arith(self, kind: str, a: "str | int", b: "str | int") -> "str | int":
        """``arith.<kind> a, b`` folded as MLIR's folders do."""
        if isinstance(a, int) and isinstance(b, int) and not (kind == "divsi" and b == 0):
            return _FOLD[kind](a, b)
        if (kind in ("addi", "subi") and b == 0) or (kind in ("muli", "divsi") and b == 1):
            return a
        if (kind == "addi" and a == 0) or (kind == "muli" and a == 1):
            return b
        if kind == "muli" and 0 in (a, b):
            return 0
        return self._emit(f"arith.{kind}", (a, b), (INDEX, INDEX), INDEX)

    def less_than(self, a: "str | int", b: "str | int") -> "str | bool":
        if isinstance(a, int) and isinstance(b, int):
            return a < b
        return self._emit("arith.cmpi", (a, b), (INDEX, INDEX), "i1", {"predicate": IntegerAttr(2, "i64")})

    def select(self, condition: "str | bool", a: "str | int", b: "str | int") -> "str | int":
        if isinstance(condition, bool):
            return a if condition else b
        if a == b:
            return a
        return self._emit("arith.select", (condition, a, b), ("i1", INDEX, INDEX), INDEX)

    def finish(self, elements: Sequence["str | int"], result: str) -> list[Operation]:
        """``tensor.from_elements`` of ``elements`` named ``result``, after the constants and the
        ops it uses (in creation order)."""
        names = [self.value(e) for e in elements]
        final = Operation("tensor.from_elements", tuple(names), (result,), (INDEX,) * len(names),
                          (TensorType((len(names),), INDEX),), {}, loc=self.at.loc)
        return self._live([*self.ops, final])

    @staticmethod
    def _live(ops: list[Operation]) -> list[Operation]:
        needed = set(ops[-1].operands)
        kept = [ops[-1]]
        for op in reversed(ops[:-1]):
            if op.results[0] in needed:
                kept.append(op)
                needed.update(op.operands)
        kept.reverse()
        return [op for op in kept if op.name == "arith.constant"] + \
            [op for op in kept if op.name != "arith.constant"]


_FOLD: dict[str, Callable[[int, int], int]] = {
    "addi": lambda a, b: a + b, "subi": lambda a, b: a - b, "muli": lambda a, b: a * b,
    "divsi": lambda a, b: int(a / b), "maxsi": max,
}


# --- per op: (builder, operands [(name, type)], attrs, values) -> shape elements, or a name ------

def reify_operand_shape(b: ShapeBuilder, operands, attrs, values, result: str, index: int = 0) -> list:
    """``hlo::deriveShapeFromOperand`` (compare, reverse, elementwise ops; clamp and select use
    their second operand): ``shape.shape_of`` the operand."""
    name, type_ = operands[index]
    return [Operation("shape.shape_of", (name,), (result,), (type_,), (TensorType((type_.rank,), INDEX),), {},
                      loc=b.at.loc)]


def reify_reduce(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """``ReduceOp::reifyReturnTypeShapes``: the first input's dimensions not reduced."""
    name, type_ = operands[0]
    dims = set(attrs["dimensions"])
    return b.finish([b.dim(name, type_, d) for d in range(type_.rank) if d not in dims], result)


def reify_transpose(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """``TransposeOp::reifyReturnTypeShapes``: the operand's dimensions, permuted."""
    name, type_ = operands[0]
    sizes = [b.dim(name, type_, d) for d in range(type_.rank)]
    return b.finish([sizes[p] for p in attrs["permutation"]], result)


def reify_broadcast(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """``BroadcastOp::reifyReturnTypeShapes``: the broadcast sizes, then the operand's dimensions."""
    name, type_ = operands[0]
    return b.finish([*attrs["broadcast_sizes"], *(b.dim(name, type_, d) for d in range(type_.rank))], result)


def reify_concatenate(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """``ConcatenateOp::reifyReturnTypeShapes``: every input's dimensions, the concatenated
    one summed."""
    shapes = [[b.dim(name, t, d) for d in range(t.rank)] for name, t in operands]
    axis = attrs["dimension"]
    sizes = shapes[0]
    for other in shapes[1:]:
        sizes[axis] = b.arith("addi", sizes[axis], other[axis])
    return b.finish(sizes, result)


def reify_pad(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """``PadOp::reifyReturnTypeShapes``: ``dim + max(dim - 1, 0) * interior + low + high``."""
    name, type_ = operands[0]
    low, high, interior = attrs["edge_padding_low"], attrs["edge_padding_high"], attrs["interior_padding"]
    sizes = []
    for d in range(type_.rank):
        size = b.dim(name, type_, d)
        if interior[d] > 0:
            inner = b.arith("maxsi", b.arith("subi", size, 1), 0)
            size = b.arith("addi", size, b.arith("muli", inner, interior[d]))
        sizes.append(b.arith("addi", size, high[d] + low[d]))
    return b.finish(sizes, result)


def reify_dynamic_pad(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """``DynamicPadOp::reifyReturnTypeShapes``: ``interior * (dim < 1 ? 0 : dim - 1) + dim + low
    + high`` from the padding operands."""
    (name, type_), _, low, high, interior = operands[:5]
    sizes = []
    for d in range(type_.rank):
        size = b.dim(name, type_, d)
        low_d, high_d, interior_d = (b.extract(n, t, d, values[i]) for i, (n, t) in
                                     ((2, low), (3, high), (4, interior)))
        below_one = b.less_than(size, 1)
        inner = b.arith("muli", interior_d, b.select(below_one, 0, b.arith("subi", size, 1)))
        sizes.append(b.arith("addi", b.arith("addi", b.arith("addi", inner, size), low_d), high_d))
    return b.finish(sizes, result)


def reify_real_dynamic_slice(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """``RealDynamicSliceOp::reifyReturnTypeShapes``: ``(limit - start + stride - 1) / stride``."""
    (name, type_), start, limit, strides = operands[:4]
    sizes = []
    for d in range(type_.rank):
        s, l, k = (b.extract(n, t, d, values[i]) for i, (n, t) in ((1, start), (2, limit), (3, strides)))
        sizes.append(b.arith("divsi", b.arith("subi", b.arith("addi", k, b.arith("subi", l, s)), 1), k))
    return b.finish(sizes, result)


def reify_dot_general(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """``DotGeneralOp::reifyReturnTypeShapes``: lhs's batching dims, lhs's and rhs's free dims."""
    (lhs, lt), (rhs, rt) = operands[:2]
    numbers = attrs["dot_dimension_numbers"]
    lb, rb, lc, rc = (tuple(numbers.get(k, ())) for k in ("lhs_batching_dimensions", "rhs_batching_dimensions",
                                                           "lhs_contracting_dimensions",
                                                           "rhs_contracting_dimensions"))
    sizes = [b.dim(lhs, lt, d) for d in lb]
    sizes += [b.dim(lhs, lt, d) for d in range(lt.rank) if d not in lb and d not in lc]
    sizes += [b.dim(rhs, rt, d) for d in range(rt.rank) if d not in rb and d not in rc]
    return b.finish(sizes, result)


def reify_gather(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """``reifyGatherShape`` (gather, dynamic_gather): batch dims from the start indices (skipping
    index_vector_dim), offset dims from the slice sizes without the collapsed ones."""
    indices, indices_type = operands[1]
    dn = attrs["dimension_numbers"]
    if "slice_sizes" in attrs:
        slices = list(attrs["slice_sizes"])
    else:
        name, t = operands[2]
        slices = [b.extract(name, t, i, values[2]) for i in range(t.shape[0])]
    offset_dims, collapsed = list(dn.window_dims), set(dn.collapsed_dims) | set(dn.operand_batching_dims)
    kept = [s for i, s in enumerate(slices) if i not in collapsed]
    rank = len(offset_dims) + indices_type.rank - (dn.index_vector_dim < indices_type.rank)
    batch = iter(d for d in range(indices_type.rank) if d != dn.index_vector_dim)
    sizes = []
    for d in range(rank):
        if d in offset_dims:
            sizes.append(kept[offset_dims.index(d)])
        else:
            sizes.append(b.dim(indices, indices_type, next(batch)))
    return b.finish(sizes, result)


def reify_shape_operand(index: int) -> Callable:
    """``castToIndexTensor`` (dynamic_iota, dynamic_broadcast_in_dim, dynamic_reshape, rng): the
    shape operand itself when it is a ``tensor<Nxindex>``."""
    def reify(b: ShapeBuilder, operands, attrs, values, result: str):
        name, type_ = operands[index]
        return name if isinstance(type_, TensorType) and type_.element_type == INDEX else None
    reify.__doc__ = reify_shape_operand.__doc__
    return reify


def reify_chlo_broadcast(b: ShapeBuilder, operands, attrs, values, result: str) -> list:
    """CHLO's ``reifyReturnTypeShapes`` (ChloOps.cpp, BroadcastUtils.cpp
    ``computeNaryElementwiseBroadcastingResultExtents``): ``shape.broadcast`` of the operands'
    ``shape.shape_of``, a ``tensor<?xindex>`` when one is unranked. Binary ops whose
    ``broadcast_dimensions`` are not numpy's prefix padding of ranked operands
    (``isLegalNumpyRankedBroadcast``) get upstream's warning instead."""
    dims = attrs.get("broadcast_dimensions")
    if dims is not None and not _prefix_padding([t for _, t in operands], dims):
        text = "array<i64" + (": " + ", ".join(map(str, dims)) if dims else "") + ">"
        raise Warning_(b.at.loc or UNKNOWN_LOC, f"unsupported non prefix-padded dynamic rank broadcast_dimensions = {text}")
    ops = [reify_operand_shape(b, operands, attrs, values, f"{result} {i}", i)[0] for i in range(len(operands))]
    ranks = [t.rank for _, t in operands]
    extent = TensorType((None if None in ranks else max(ranks),), INDEX)
    ops.append(Operation("shape.broadcast", tuple(op.results[0] for op in ops), (result,),
                         tuple(op.result_types[0] for op in ops), (extent,), {}, loc=b.at.loc))
    return ops


def _prefix_padding(types: Sequence[TensorType], dims: Sequence[int]) -> bool:
    """BroadcastUtils.cpp ``isLegalNumpyRankedBroadcast``: both ranked, and equal ranks or ``dims``
    mapping the smaller rank onto the larger one's trailing dimensions."""
    lhs, rhs = types
    if lhs.shape is None or rhs.shape is None:
        return False
    small, large = sorted((lhs.rank, rhs.rank))
    return small == large or list(dims) == list(range(large - small, large))


REIFIERS: dict[str, Callable] = {
    "stablehlo.reduce": reify_reduce,
    "stablehlo.transpose": reify_transpose,
    "stablehlo.broadcast": reify_broadcast,
    "stablehlo.concatenate": reify_concatenate,
    "stablehlo.pad": reify_pad,
    "stablehlo.dynamic_pad": reify_dynamic_pad,
    "stablehlo.real_dynamic_slice": reify_real_dynamic_slice,
    "stablehlo.dot_general": reify_dot_general,
    "stablehlo.gather": reify_gather,
    "stablehlo.dynamic_gather": reify_gather,
    "stablehlo.compare": reify_operand_shape,
    "stablehlo.reverse": reify_operand_shape,
    "stablehlo.map": reify_operand_shape,
    "stablehlo.clamp": lambda *args: reify_operand_shape(*args, index=1),
    "stablehlo.select": lambda *args: reify_operand_shape(*args, index=1),
    "stablehlo.dynamic_iota": reify_shape_operand(0),
    "stablehlo.dynamic_broadcast_in_dim": reify_shape_operand(1),
    "stablehlo.dynamic_reshape": reify_shape_operand(1),
    "stablehlo.rng": reify_shape_operand(2),
    "chlo.broadcast_select": reify_chlo_broadcast,
    "chlo.constant_like": reify_operand_shape,
}
"""Op name -> its reifier; it returns the ops computing the shape (the last one defining the
result name), an existing value's name, or None when it cannot."""
REIFIERS.update((name, reify_chlo_broadcast) for name in CHLO_BROADCAST_OPS)
UNRANKED_OK = frozenset({"chlo.broadcast_select", "chlo.constant_like", *CHLO_BROADCAST_OPS})
"""Reifiers that also take unranked operands (their ``shape.shape_of`` is a ``tensor<?xindex>``)."""


def reify(source: Operation, attrs: dict, values: Sequence[np.ndarray | None], result: str,
          elementwise: bool) -> "list[Operation] | str | None":
    """The shape computation of ``source``'s first result (see REIFIERS), named ``result``;
    ``elementwise`` ops derive it from their first operand."""
    fn = REIFIERS.get(source.name) or (reify_operand_shape if elementwise else None)
    if fn is None or not source.operands:
        return None
    operands = list(zip(source.operands, source.operand_types))
    if not all(isinstance(t, TensorType) and (t.shape is not None or source.name in UNRANKED_OK)
               for _, t in operands):
        return None
    return fn(ShapeBuilder(source), operands, attrs, values, result)


__all__ = ["REIFY_OP", "reify"]
