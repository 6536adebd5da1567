"""Quantized ``dot``, ``dot_general`` and ``convolution`` for ``--stablehlo-legalize-quant-to-math``
(upstream's StablehloLegalizeQuantToMath.cpp, the dot-like part):

- hybrid (float lhs, quantized rhs, float result): the rhs behind an ``optimization_barrier``,
  dequantized (``(rhs - zp) * scale``), then the op on floats;
- quantized (per-tensor lhs; rhs and result both per-tensor or both per-axis): the op on the
  storage integers into i32, then ``dot(lhs, rhs) * combined_scale + combined_zp`` where
  ``combined_scale = s_lhs * s_rhs / s_res`` (skipped within 0.001 of 1) and the zero-point offset
  is ``zp_r * sum(lhs) + zp_l * sum(rhs) - zp_l * zp_r * K`` summed over the contracting (and
  spatial) dimensions and broadcast to the result; convolutions (NHWC, NCHW, NDHWC, NCDHW, rhs
  and result zero points 0) pad the lhs with its zero point first.
"""
from __future__ import annotations

import numpy as np

from ..ir.attributes import DenseArrayAttr, DenseElementsAttr, IntegerAttr, StructAttr
from ..ir.module import Operation
from ..ir.types import TensorType
from ..dialects.chlo_builder import Value, with_element
from .quant_builder import QuantBuilder, Unsupported, per_axis, quant, quantization_params

Dims = tuple[list[int], list[int], list[int], list[int], list[int], list[int]]
"""lhs batching, spatial, contracting; rhs batching, spatial, contracting."""


def _is_hybrid(op: Operation) -> bool:
    lhs, rhs, res = quant(op.operand_types[0]), quant(op.operand_types[1]), quant(op.result_types[0])
    if lhs is not None and not per_axis(lhs) and rhs is not None and res is not None \
            and per_axis(rhs) == per_axis(res):
        return False
    if lhs is None and rhs is not None and res is None:
        return True
    raise Unsupported


def _hybrid(b: QuantBuilder, op: Operation, operands: list[Value]) -> list[Value]:
    q = quant(op.operand_types[1])
    assert q is not None
    rhs = b.op1("stablehlo.optimization_barrier", [operands[1]])
    as_float = with_element(op.operand_types[1], "f32")  # type: ignore[arg-type]
    scale, zp, dims = quantization_params(b, q, True)
    rhs = b.op1("stablehlo.convert", [rhs], as_float)
    if any(q.zero_points):
        rhs = b.bcast("subtract", rhs, zp, dims, as_float)
    rhs = b.bcast("multiply", rhs, scale, dims, as_float)
    return b.op(op.name, [operands[0], rhs], op.result_types, dict(op.attributes), op.regions)


def _partial_offset(b: QuantBuilder, x: Value, other_zp: int, reduced: list[int]) -> Value:
    """createZeroPointPartialOffset: ``sum(x)`` over ``reduced`` in i32, times ``other_zp``."""
    shape = tuple(d for i, d in enumerate(x.type.shape) if i not in reduced)
    x = b.op1("stablehlo.convert", [x], with_element(x.type, "i32"))
    scalar = TensorType((), "i32")
    init = b.i32(0)
    inner, (p, q) = b.block([scalar, scalar])
    inner.op("stablehlo.return", [inner.op1("stablehlo.add", [p, q])], [])
    total = b.op("stablehlo.reduce", [x, init], [TensorType(shape, "i32")],
                 {"dimensions": DenseArrayAttr("i64", tuple(reduced))}, (b.region(inner, [p, q]),))[0]
    return b.bcast("multiply", total, b.i32(other_zp))


def _dim_value(b: QuantBuilder, x: Value, index: int) -> Value:
    if x.type.shape[index] is None:
        size = b.op1("stablehlo.get_dimension_size", [x], TensorType((), "i32"), {"dimension": IntegerAttr(index, "i64")})
        size = b.op1("stablehlo.convert", [size], TensorType((), "i64"))
        return b.op1("stablehlo.reshape", [size], TensorType((1,), "i64"))
    return b.constant(np.array([x.type.shape[index]], np.int64), TensorType((1,), "i64"))


class _Offsets:
    """calculateZeroPointOffset with its lazily made dynamic output shape."""

    def __init__(self, b: QuantBuilder, output: Value, result: TensorType):
        self.b, self.output, self.result = b, output, result
        self.shape: Value | None = None

    def broadcast(self, contribution: Value, reduced: list[int], batching: list[int], start: int) -> Value:
        b, dims = self.b, []
        batch_index, other_index, original = 0, start, 0
        for _ in range(len(contribution.type.shape)):
            while original in reduced:
                original += 1
            if original in batching:
                dims.append(batch_index)
                batch_index += 1
            else:
                dims.append(other_index)
                other_index += 1
            original += 1
        attr = DenseArrayAttr("i64", tuple(dims))
        if self.result.is_static:
            return b.op1("stablehlo.broadcast_in_dim", [contribution], self.result, {"broadcast_dimensions": attr})
        if self.shape is None:
            parts = [_dim_value(b, self.output, i) for i in range(len(self.result.shape))]
            self.shape = b.op1("stablehlo.concatenate", parts, TensorType((len(parts),), "i64"),
                               {"dimension": IntegerAttr(0, "i64")})
        return b.op1("stablehlo.dynamic_broadcast_in_dim", [contribution, self.shape], self.result,
                     {"broadcast_dimensions": attr})

    def total(self, lhs: Value, rhs: Value, lhs_zp: int, rhs_zp: int, dims: Dims) -> Value | None:
        b = self.b
        lb, ls, lc, rb, rs, rc = dims
        result: Value | None = None
        if rhs_zp != 0:
            reduced = ls + lc
            result = self.broadcast(_partial_offset(b, lhs, rhs_zp, reduced), reduced, lb, len(lb))
        if lhs_zp != 0:
            reduced = rs + rc
            part = _partial_offset(b, rhs, lhs_zp, reduced)
            start = len(lhs.type.shape) - len(lc)
            if ls and rs:
                start = lc[0]
            part = self.broadcast(part, reduced, rb, start)
            result = part if result is None else b.op1("stablehlo.add", [result, part])
        if lhs_zp != 0 and rhs_zp != 0:
            static, dynamic, has_dynamic = 1, b.i32(1), False
            for index in rs + rc:
                size = rhs.type.shape[index]
                if size is None:
                    has_dynamic = True
                    extent = b.op1("stablehlo.get_dimension_size", [rhs], TensorType((), "i32"),
                                   {"dimension": IntegerAttr(index, "i64")})
                    dynamic = b.op1("stablehlo.multiply", [dynamic, extent])
                else:
                    static *= size
            value = b.i32(_wrap32(lhs_zp * rhs_zp * static))  # int32 products, as upstream's
            if has_dynamic:
                value = b.op1("stablehlo.multiply", [value, dynamic])
            assert result is not None
            result = b.bcast("subtract", result, value)
        return result


def _wrap32(value: int) -> int:
    value &= 0xFFFFFFFF
    return value - (1 << 32) if value >= 1 << 31 else value


_LAYOUTS: dict[tuple, tuple[list[int], ...]] = {
    # (input batch, feature, spatial), (kernel in, out, spatial), (output batch, feature, spatial) -> dims
    ((0, 3, (1, 2)), (2, 3, (0, 1)), (0, 3, (1, 2))): ([0], [1, 2], [3], [], [0, 1], [2]),
    ((0, 1, (2, 3)), (1, 0, (2, 3)), (0, 1, (2, 3))): ([0], [2, 3], [1], [], [2, 3], [1]),
    ((0, 4, (1, 2, 3)), (3, 4, (0, 1, 2)), (0, 4, (1, 2, 3))): ([0], [1, 2, 3], [4], [], [0, 1, 2], [3]),
    ((0, 1, (2, 3, 4)), (0, 1, (2, 3, 4)), (0, 1, (2, 3, 4))): ([0], [2, 3, 4], [1], [], [2, 3, 4], [1]),
}
"""isConvNhwc, isConvNchw, isConvNDHWC, isConvNCDHW (upstream's NCDHW kernel reads i=0, o=1)."""


def _conv_dims(op: Operation) -> Dims:
    """verifyAndConstructDims."""
    rhs, res = quant(op.operand_types[1]), quant(op.result_types[0])
    assert rhs is not None and res is not None
    if not per_axis(rhs):
        if rhs.zero_points[0] != 0:
            raise Unsupported
    else:
        if any(rhs.zero_points) or any(res.zero_points):
            raise Unsupported
        if rhs.quantized_dimension != len(op.operand_types[1].shape) - 1:  # type: ignore[union-attr,arg-type]
            raise Unsupported
        ratios = [r / k for r, k in zip(res.scales, rhs.scales)]
        if any(abs((ratio - ratios[0]) / ratios[0]) > 0.001 for ratio in ratios):
            raise Unsupported
    dilation = op.attributes.get("lhs_dilation")
    if isinstance(dilation, DenseArrayAttr) and any(d != 1 for d in dilation.values):
        raise Unsupported
    numbers = op.attributes.get("dimension_numbers")
    if not isinstance(numbers, StructAttr):
        raise Unsupported
    g = numbers.get
    key = ((g("input_batch_dimension"), g("input_feature_dimension"), tuple(g("input_spatial_dimensions", ()))),
           (g("kernel_input_feature_dimension"), g("kernel_output_feature_dimension"),
            tuple(g("kernel_spatial_dimensions", ()))),
           (g("output_batch_dimension"), g("output_feature_dimension"), tuple(g("output_spatial_dimensions", ()))))
    found = _LAYOUTS.get(key)
    if found is None:
        raise Unsupported
    return tuple(list(part) for part in found)  # type: ignore[return-value]


def _conv_kernel(b: QuantBuilder, op: Operation, result: TensorType, lhs: Value, rhs: Value,
                 dims: Dims) -> tuple[Value, Value]:
    """The convolution into ``result`` and its lhs (padded with the lhs zero point when the op pads)."""
    attributes = dict(op.attributes)
    padding = attributes.get("padding")
    pads = np.asarray(padding.array, np.int64).reshape(-1) if isinstance(padding, DenseElementsAttr) else np.zeros(0)
    if pads.size and pads.any():
        q = quant(op.operand_types[0])
        assert q is not None
        zp = b.i32(q.zero_points[0], "i8")
        rank = len(lhs.type.shape)
        low, high = [0] * rank, [0] * rank
        for i, dim in enumerate(dims[1]):
            low[dim], high[dim] = int(pads[2 * i]), int(pads[2 * i + 1])
        shape = tuple(None if d is None else d + lo + hi for d, lo, hi in zip(lhs.type.shape, low, high))
        lhs = b.op1("stablehlo.pad", [lhs, zp], TensorType(shape, lhs.element),
                    {"edge_padding_low": DenseArrayAttr("i64", tuple(low)),
                     "edge_padding_high": DenseArrayAttr("i64", tuple(high)),
                     "interior_padding": DenseArrayAttr("i64", (0,) * rank)})
        attributes["padding"] = DenseElementsAttr(TensorType((rank - 2, 2), "i64"), np.zeros((rank - 2, 2), np.int64))
    return b.op1("stablehlo.convolution", [lhs, rhs], result, attributes), lhs


def convert_dot_like(b: QuantBuilder, op: Operation, operands: list[Value]) -> list[Value]:
    if _is_hybrid(op):
        return _hybrid(b, op, operands)
    result_type = op.result_types[0]
    assert isinstance(result_type, TensorType)
    as_int, as_float = with_element(result_type, "i32"), with_element(result_type, "f32")
    lhs, rhs = operands
    if op.name == "stablehlo.convolution":
        dims = _conv_dims(op)
        kernel, lhs = _conv_kernel(b, op, as_int, lhs, rhs, dims)
    else:
        attributes = dict(op.attributes)
        if op.name == "stablehlo.dot":
            dims = ([], [], [1], [], [], [0])
            attributes["dot_dimension_numbers"] = StructAttr("dot", (("lhs_contracting_dimensions", (1,)),
                                                                     ("rhs_contracting_dimensions", (0,))))
        else:
            numbers = op.attributes["dot_dimension_numbers"]
            dims = (list(numbers.get("lhs_batching_dimensions", ())), [],
                    list(numbers.get("lhs_contracting_dimensions", ())),
                    list(numbers.get("rhs_batching_dimensions", ())), [],
                    list(numbers.get("rhs_contracting_dimensions", ())))
        kernel = b.op1("stablehlo.dot_general", [lhs, rhs], as_int, attributes)
    q_lhs, q_rhs, q_res = quant(op.operand_types[0]), quant(op.operand_types[1]), quant(result_type)
    assert q_lhs is not None and q_rhs is not None and q_res is not None
    offset = _Offsets(b, kernel, as_int).total(lhs, rhs, q_lhs.zero_points[0],
                                               0 if per_axis(q_rhs) else q_rhs.zero_points[0], dims)
    scale = q_lhs.scales[0] * q_rhs.scales[0] / q_res.scales[0]
    y = kernel
    if abs(scale - 1.0) > 0.001:
        combined = b.f32(scale)
        y = b.op1("stablehlo.convert", [y], as_float)
        y = b.bcast("multiply", y, combined, None, as_float)
        y = b.op1("stablehlo.convert", [y], as_int)
        if offset is not None:
            offset_float = with_element(offset.type, "f32")
            offset = b.op1("stablehlo.convert", [offset], offset_float)
            offset = b.bcast("multiply", offset, combined, None, offset_float)
            offset = b.op1("stablehlo.convert", [offset], with_element(offset_float, "i32"))
    zp = b.i32(0 if per_axis(q_res) else q_res.zero_points[0])
    if offset is not None:
        zp = b.bcast("subtract", zp, offset, None, as_int)
    y = b.bcast("add", y, zp, None, as_int)
    return [b.op1("stablehlo.convert", [y], with_element(result_type, q_res.storage_type))]
