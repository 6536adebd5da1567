"""spec.md#batch_norm_inference, spec.md#batch_norm_training, spec.md#batch_norm_grad.

Each follows its spec decomposition step by step in the operand's element type
(bf16/f16/f8 compute each step in float32 and round it once to the type, like
the elementwise ops). The spec's ``reduce`` sums run in its sequential order
(over the reduced elements in row-major order, from 0, each partial sum rounded to
the type: ``np.cumsum`` for f32/f64, one step per element row otherwise).
"""
from __future__ import annotations

import numpy as np

from .. import element as el
from ...ir.attributes import FloatAttr, as_int
from ...diagnostics import EvalError
from ...optable import AttrSpec, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.linalg import SHAPE_FUNCTIONS
from ...verification import speculatability as speculation

Array = np.ndarray


class _Steps:
    """Arithmetic on one operand type: every step rounded to ``dt`` and kept in its work dtype."""

    def __init__(self, operand: Array, feature_index: int):
        if el.kind(operand.dtype) != "f":
            raise el.unsupported("batch_norm", operand.dtype)
        if not 0 <= feature_index < operand.ndim:
            raise EvalError(f"feature_index {feature_index} is out of range for an operand of rank {operand.ndim}")
        self.dt, self.work, self.axis, self.rank = operand.dtype, el.work_dtype(operand.dtype), feature_index, operand.ndim
        self.count = operand.size // operand.shape[feature_index] if operand.shape[feature_index] else 0

    def __call__(self, value) -> Array:
        """``value`` rounded to the element type, in the work dtype."""
        return np.asarray(value).astype(self.dt).astype(self.work)

    def bcast(self, per_feature: Array) -> Array:
        """A ``[F]`` tensor broadcast along ``feature_index`` (broadcast_in_dim)."""
        shape = [1] * self.rank
        shape[self.axis] = per_feature.shape[0]
        return self(per_feature).reshape(shape)

    def sum(self, x: Array) -> Array:
        """compute_sum: a sequential sum over every dim but the feature one."""
        flat = np.moveaxis(x, self.axis, -1).reshape(-1, x.shape[self.axis])
        if flat.shape[0] == 0:
            return np.zeros(flat.shape[1], self.work)
        if self.work == self.dt:
            return self(np.cumsum(flat, axis=0, dtype=self.work)[-1] + self.work.type(0))
        acc = np.zeros(flat.shape[1], self.work)
        for row in flat.astype(self.work):
            acc = self(acc + row)
        return acc

    def mean(self, x: Array) -> Array:
        return self(self.sum(x) / self(self.count))

    def normalize(self, operand: Array, mean: Array, variance: Array, epsilon: float) -> tuple[Array, Array, Array]:
        """(centered_operand, stddev, normalized_operand) of the spec's decompositions."""
        centered = self(self(operand) - self.bcast(mean))
        stddev = self(np.sqrt(self(self.bcast(variance) + self(epsilon))))
        return centered, stddev, self(centered / stddev)


def batch_norm_inference(operand: Array, scale: Array, offset: Array, mean: Array, variance: Array, *,
                         epsilon: float, feature_index: int) -> Array:
    """spec.md#batch_norm_inference: ``scale * (x - mean) / sqrt(variance + epsilon) + offset``."""
    s = _Steps(operand, feature_index)
    with np.errstate(all="ignore"):
        normalized = s.normalize(operand, mean, variance, epsilon)[2]
        return el.as_result(s(s(s.bcast(scale) * normalized) + s.bcast(offset)), s.dt)


def batch_norm_training(operand: Array, scale: Array, offset: Array, *,
                        epsilon: float, feature_index: int) -> tuple[Array, Array, Array]:
    """spec.md#batch_norm_training: (output, batch_mean, batch_var) with the population variance."""
    s = _Steps(operand, feature_index)
    with np.errstate(all="ignore"):
        mean = s.mean(s(operand))
        centered = s(s(operand) - s.bcast(mean))
        variance = s.mean(s(centered * centered))
        output = batch_norm_inference(operand, scale, offset, el.as_result(mean, s.dt),
                                      el.as_result(variance, s.dt), epsilon=epsilon, feature_index=feature_index)
    return output, el.as_result(mean, s.dt), el.as_result(variance, s.dt)


def batch_norm_grad(operand: Array, scale: Array, mean: Array, variance: Array, grad_output: Array, *,
                    epsilon: float, feature_index: int) -> tuple[Array, Array, Array]:
    """spec.md#batch_norm_grad: (grad_operand, grad_scale, grad_offset), XLA's batchnorm_expander steps."""
    s = _Steps(operand, feature_index)
    with np.errstate(all="ignore"):
        centered, stddev, normalized = s.normalize(operand, mean, variance, epsilon)
        grad = s(grad_output)
        per_feature = s(s.count)
        i1 = s(grad * per_feature)
        i2 = s.bcast(s.sum(grad))
        i3 = s.bcast(s.sum(s(grad * centered)))
        i5 = s(s(i3 * centered) / s(s.bcast(variance) + s(epsilon)))
        i6 = s(s(i1 - i2) - i5)
        grad_operand = s(s(s(s.bcast(scale) / stddev) / per_feature) * i6)
        grad_scale = s.sum(s(grad * normalized))
        grad_offset = s.sum(grad)
    return tuple(el.as_result(v, s.dt) for v in (grad_operand, grad_scale, grad_offset))


def _f32_attr(attr) -> float:
    """``epsilon`` is an ``F32Attr`` (a float attribute of type f32, else the verifier's ODS error):
    its value is the f32 nearest the literal (as an artifact holds it)."""
    if not (isinstance(attr, FloatAttr) and attr.type == "f32"):
        raise TypeError("not a 32-bit float attribute")
    return float(np.float32(attr.value))


_ATTRS = {"epsilon": AttrSpec(_f32_attr, kind="32-bit float attribute"), "feature_index": as_int}
define_op("stablehlo.batch_norm_inference", speculatability=speculation.if_all_inputs_static, **row_fields(SHAPE_FUNCTIONS, "batch_norm_inference"), quantized="dequantize_op_quantize", eval=batch_norm_inference, attrs=_ATTRS)
define_op("stablehlo.batch_norm_training", speculatability=speculation.if_all_inputs_static, **row_fields(SHAPE_FUNCTIONS, "batch_norm_training"), quantized="dequantize_op_quantize", eval=batch_norm_training, attrs=_ATTRS)
define_op("stablehlo.batch_norm_grad", speculatability=speculation.if_all_inputs_static, **row_fields(SHAPE_FUNCTIONS, "batch_norm_grad"), quantized="dequantize_op_quantize", eval=batch_norm_grad, attrs=_ATTRS)
