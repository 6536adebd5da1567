"""Rows and evaluators of the CHLO ops the interpreter runs directly (interpret/chlo).

CHLO is not in spec.md; the semantics follow upstream's op definitions
(ChloOps.td) and their lowering to StableHLO (ChloLegalizeToStablehlo.cpp),
evaluated here without that lowering.
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ...ir.attributes import DenseArrayAttr, EnumAttr, StructAttr, as_bool, as_int, as_ints
from ...diagnostics import EvalError
from ..element import int_bits, kind, total_order_key, widen, wrap
from ...optable import AttrSpec, define_op
from ...ir.records import FrozenValue, frozen_value
from ...verification.shapes import chlo as shapes
from ...text.syntax.forms import ARROW, TOP_K
from ...text.syntax.structured import SCAN
from .linalg import compute_operand, contract_accumulate, finish
from ...ir.types import TensorType

Array = np.ndarray
_LOW32 = np.uint64(0xFFFFFFFF)
_32 = np.uint64(32)


# --- chlo.mulhi -----------------------------------------------------------------------

def _umulhi64(a: Array, b: Array) -> Array:
    """High 64 bits of the 128-bit product of two uint64 arrays, from 32-bit halves (exact)."""
    a_lo, a_hi, b_lo, b_hi = a & _LOW32, a >> _32, b & _LOW32, b >> _32
    lo_lo, hi_lo, lo_hi = a_lo * b_lo, a_hi * b_lo, a_lo * b_hi
    middle = (lo_lo >> _32) + (hi_lo & _LOW32) + (lo_hi & _LOW32)
    return a_hi * b_hi + (hi_lo >> _32) + (lo_hi >> _32) + (middle >> _32)


def mulhi(lhs: Array, rhs: Array) -> Array:
    """chlo.mulhi: the high half of the double-width product of two integers.

    Signed types take the high half of the two's complement product; widths up to
    32 bits are computed exactly in 64-bit ints, 64-bit ones from 32-bit halves.
    """
    dt = lhs.dtype
    if kind(dt) not in "iu" or rhs.dtype != dt:
        raise EvalError(f"expects two integer operands of one type, got {lhs.dtype} and {rhs.dtype}")
    bits, signed = int_bits(dt), kind(dt) == "i"
    if bits <= 32:
        wide = np.int64 if signed else np.uint64
        product = lhs.astype(wide) * rhs.astype(wide)
        return wrap(product >> wide(bits), dt)
    with np.errstate(over="ignore"):
        a, b = lhs.view(np.uint64), rhs.view(np.uint64)
        high = _umulhi64(a, b)
        if signed:  # hi_s(a, b) = hi_u(a, b) - (a < 0 ? b : 0) - (b < 0 ? a : 0)  (mod 2**64)
            high = high - np.where(lhs < 0, b, np.uint64(0)) - np.where(rhs < 0, a, np.uint64(0))
    return np.asarray(high).view(dt)


# --- chlo.ragged_dot --------------------------------------------------------------------

@frozen_value
class RaggedDotDims(FrozenValue):
    """``#chlo.ragged_dot<...>``: dot dimension numbers plus the ragged/group dimensions."""

    lhs_batching_dimensions: tuple[int, ...] = ()
    rhs_batching_dimensions: tuple[int, ...] = ()
    lhs_contracting_dimensions: tuple[int, ...] = ()
    rhs_contracting_dimensions: tuple[int, ...] = ()
    lhs_ragged_dimensions: tuple[int, ...] = ()
    rhs_group_dimensions: tuple[int, ...] = ()

    def __init__(self, lhs_batching_dimensions: tuple[int, ...] = (), rhs_batching_dimensions: tuple[int, ...] = (),
                 lhs_contracting_dimensions: tuple[int, ...] = (), rhs_contracting_dimensions: tuple[int, ...] = (),
                 lhs_ragged_dimensions: tuple[int, ...] = (), rhs_group_dimensions: tuple[int, ...] = ()) -> None:
        self.__dict__.update(lhs_batching_dimensions=lhs_batching_dimensions,
                             rhs_batching_dimensions=rhs_batching_dimensions,
                             lhs_contracting_dimensions=lhs_contracting_dimensions,
                             rhs_contracting_dimensions=rhs_contracting_dimensions,
                             lhs_ragged_dimensions=lhs_ragged_dimensions, rhs_group_dimensions=rhs_group_dimensions)


def as_ragged_dot_dims(attr: Any) -> RaggedDotDims:
    """Decodes ``#chlo.ragged_dot<lhs_batching_dimensions = [...], ...>`` (a nested
    ``dot_dimension_numbers = <...>`` struct accepted)."""
    if not isinstance(attr, StructAttr):
        raise EvalError(f"expected '#chlo.ragged_dot<...>', got {attr}")
    fields = dict(attr.fields)
    nested = fields.pop("dot_dimension_numbers", None)
    if isinstance(nested, StructAttr):
        fields.update(nested.fields)
    names = RaggedDotDims.__dataclass_fields__
    if any(k in names and not _is_int_list(v) for k, v in fields.items()):
        raise ValueError(f"ragged_dot dimension numbers must be lists of integers, got {attr}")
    return RaggedDotDims(**{k: as_ints(v) for k, v in fields.items() if k in names})


def _is_int_list(value: Any) -> bool:
    return isinstance(value, tuple) and all(isinstance(x, int) and not isinstance(x, bool) for x in value)


CHLO_PRECISIONS = frozenset({"DEFAULT", "HIGH", "HIGHEST"})


def as_precision_config(attr: Any) -> tuple[Any, ...]:
    """``[#chlo<precision DEFAULT>, ...]``: an array of CHLO precision enums (kept as attributes)."""
    if not isinstance(attr, tuple) or not all(
            isinstance(p, EnumAttr) and p.kind == "precision" and p.value in CHLO_PRECISIONS for p in attr):
        raise ValueError(f"expected an array of #chlo<precision ...>, got {attr}")
    return attr


def _check_dims(lhs: Array, rhs: Array, gs: Array, d: RaggedDotDims) -> None:
    if len(d.lhs_ragged_dimensions) != 1:
        raise EvalError("expects exactly one lhs_ragged_dimension")
    if len(d.lhs_batching_dimensions) != len(d.rhs_batching_dimensions) or len(
            d.lhs_contracting_dimensions) != len(d.rhs_contracting_dimensions):
        raise EvalError("lhs and rhs batching/contracting dimension lists differ in length")
    for dims, operand, name in ((d.lhs_batching_dimensions + d.lhs_contracting_dimensions
                                 + d.lhs_ragged_dimensions, lhs, "lhs"),
                                (d.rhs_batching_dimensions + d.rhs_contracting_dimensions
                                 + d.rhs_group_dimensions, rhs, "rhs")):
        if any(not 0 <= x < operand.ndim for x in dims):
            raise EvalError(f"{name} dimension out of range in ragged_dot_dimension_numbers")
    pairs = zip(d.lhs_batching_dimensions + d.lhs_contracting_dimensions,
                d.rhs_batching_dimensions + d.rhs_contracting_dimensions)
    if any(lhs.shape[i] != rhs.shape[j] for i, j in pairs):
        raise EvalError(f"batching/contracting dimension sizes differ: {lhs.shape} vs {rhs.shape}")
    if gs.ndim < 1 or kind(gs.dtype) not in "iu":
        raise EvalError("group_sizes must be an integer tensor of rank >= 1")
    if gs.shape[:-1] != lhs.shape[:gs.ndim - 1]:
        raise EvalError(f"group_sizes shape {gs.shape} does not match the leading lhs dimensions {lhs.shape}")
    if np.any(gs.astype(np.int64) < 0):
        raise EvalError("group_sizes must be non-negative")


def _group_ids(gs: Array, size: int) -> Array:
    """For each position 0..size-1 along the ragged dimension (per leading batch index of
    ``gs``), the index of the group holding it; ``g`` for positions past every group."""
    limits = np.cumsum(gs.astype(np.int64), axis=-1)
    return (np.arange(size)[..., None] >= limits[..., None, :]).sum(axis=-1)


def _ragged_slices(gs: Array, size: int) -> list[slice]:
    starts = np.concatenate([[0], np.cumsum(gs.astype(np.int64))])
    return [slice(min(int(lo), size), min(int(hi), size)) for lo, hi in zip(starts[:-1], starts[1:])]


def _to_operand_layout(ids: Array, ndim: int, ragged: int) -> Array:
    """Group ids of shape (*leading batch, size) placed on an operand's axes (others size 1)."""
    lead = ids.ndim - 1
    if ragged < lead:
        raise EvalError("the lhs ragged dimension cannot be a leading group_sizes batch dimension")
    shape = [1] * ndim
    shape[:lead], shape[ragged] = ids.shape[:lead], ids.shape[-1]
    return ids.reshape(shape)


def ragged_dot(lhs: Array, rhs: Array, group_sizes: Array, *, ragged_dot_dimension_numbers: RaggedDotDims,
               precision_config: Any = (), result_types: Sequence[TensorType]) -> Array:
    """chlo.ragged_dot: a dot_general whose lhs ragged dimension is split into consecutive
    groups of ``group_sizes`` (last axis; leading axes match the leading lhs dimensions).

    * ragged non-contracting dim: rows of group ``j`` are multiplied by ``rhs`` sliced at
      ``j`` along its group dimension; rows past the last group give zeros;
    * ragged contracting dim: one dot per group over that group's part of the contracting
      dimension, stacked on a new leading result dimension of size ``g``;
    * ragged batch dim: a plain dot_general.
    ``precision_config`` is a hint (spec.md#dot_general): every precision computes alike.
    """
    d = ragged_dot_dimension_numbers
    _check_dims(lhs, rhs, group_sizes, d)
    out_dtype = result_types[0].dtype
    a, b = compute_operand(lhs, out_dtype), compute_operand(rhs, out_dtype)
    lb, rb = d.lhs_batching_dimensions, d.rhs_batching_dimensions
    lc, rc = d.lhs_contracting_dimensions, d.rhs_contracting_dimensions
    ragged = d.lhs_ragged_dimensions[0]
    if ragged in lb:
        out = contract_accumulate(a, b, lb, rb, lc, rc, out_dtype)
    elif ragged in lc:
        out = _ragged_contracting(a, b, group_sizes, lb, rb, lc, rc, ragged, out_dtype)
    else:
        out = _ragged_non_contracting(a, b, group_sizes, d, ragged, out_dtype)
    return finish(out, out_dtype)


def _ragged_non_contracting(a: Array, b: Array, gs: Array, d: RaggedDotDims, ragged: int,
                            out_dtype: np.dtype) -> Array:
    if len(d.rhs_group_dimensions) != 1:
        raise EvalError("a ragged non-contracting dimension needs exactly one rhs_group_dimension")
    group_dim = d.rhs_group_dimensions[0]
    g = b.shape[group_dim]
    if gs.shape[-1] != g:
        raise EvalError(f"group_sizes has {gs.shape[-1]} groups, rhs group dimension has {g}")
    lb, lc = d.lhs_batching_dimensions, d.lhs_contracting_dimensions
    rb, rc = ([x - (x > group_dim) for x in dims] for dims in (d.rhs_batching_dimensions,
                                                                 d.rhs_contracting_dimensions))
    lf = [x for x in range(a.ndim) if x not in lb and x not in lc]
    position = len(lb) + lf.index(ragged)  # of the ragged dimension in the result
    n_rhs_free = b.ndim - 1 - len(rb) - len(rc)
    shape = [a.shape[x] for x in lb] + [a.shape[x] for x in lf] + [
        b.shape[x] for x in range(b.ndim) if x != group_dim and x not in d.rhs_batching_dimensions
        and x not in d.rhs_contracting_dimensions]
    out = np.zeros(shape, a.dtype)
    if gs.ndim == 1:  # one partition for every batch index: slice, one dot in all
        for j, rows in enumerate(_ragged_slices(gs, a.shape[ragged])):
            if rows.start < rows.stop:
                index = (slice(None),) * ragged + (rows,)
                part = contract_accumulate(a[index], np.take(b, j, axis=group_dim), lb, rb, lc, rc, out_dtype)
                out[(slice(None),) * position + (rows,)] = part
        return out
    if any(x < gs.ndim - 1 for x in lc):
        raise EvalError("a leading group_sizes dimension cannot be an lhs contracting dimension")
    ids = _to_operand_layout(_group_ids(gs, a.shape[ragged]), a.ndim, ragged)
    ids = ids.transpose([*lb, *lf, *lc])  # contracting axes (size 1) last, then dropped
    ids = ids.reshape(ids.shape[:len(lb) + len(lf)] + (1,) * n_rhs_free)
    for j in range(g):
        mask = ids == j
        if mask.any():
            out = np.where(mask, contract_accumulate(a, np.take(b, j, axis=group_dim), lb, rb, lc, rc, out_dtype), out)
    return out


def _ragged_contracting(a: Array, b: Array, gs: Array, lb: Sequence[int], rb: Sequence[int],
                        lc: Sequence[int], rc: Sequence[int], ragged: int, out_dtype: np.dtype) -> Array:
    rhs_ragged = rc[list(lc).index(ragged)]
    parts = []
    if gs.ndim == 1:  # slice both operands to the group's part of the contracting dimension
        for cols in _ragged_slices(gs, a.shape[ragged]):
            parts.append(contract_accumulate(a[(slice(None),) * ragged + (cols,)],
                                      b[(slice(None),) * rhs_ragged + (cols,)], lb, rb, lc, rc, out_dtype))
    else:  # per-batch partitions: zero the lhs outside the group (as upstream's lowering)
        ids = _to_operand_layout(_group_ids(gs, a.shape[ragged]), a.ndim, ragged)
        zero = np.zeros((), a.dtype)
        for j in range(gs.shape[-1]):
            parts.append(contract_accumulate(np.where(ids == j, a, zero), b, lb, rb, lc, rc, out_dtype))
    if not parts:
        shape = contract_accumulate(a, b, lb, rb, lc, rc, out_dtype).shape
        return np.zeros((0, *shape), a.dtype)
    return np.stack(parts)


# --- chlo.scan --------------------------------------------------------------------------

def scan(*operands: Array, dimension: int, is_reverse: bool = False, is_associative: bool = False,
         operandSegmentSizes: tuple[int, ...],  # noqa: N803 - MLIR's attribute name
         scan_dim_size: int | None = None, result_types: Sequence[Any], regions: Sequence[Any]) -> Any:
    """chlo.scan: runs ``body(input slabs at i..., carries...) -> (output slabs..., carries...)``
    for i along ``dimension`` (from the end when ``is_reverse``), each step on whole slabs.

    Results: the outputs (slab ``i`` stored at position ``i``) then the final carries.
    ``is_associative`` only licenses reordering; the steps run in order.
    """
    body = regions[0]
    n_in = operandSegmentSizes[0]
    inputs, carries = list(operands[:n_in]), list(operands[n_in:])
    n_out = len(result_types) - len(carries)
    if n_out < 0:
        raise EvalError(f"has {len(result_types)} results for {len(carries)} carries")
    if inputs:
        if not all(0 <= dimension < x.ndim for x in inputs):
            raise EvalError(f"dimension {dimension} is out of range for the inputs")
        steps = inputs[0].shape[dimension]
        if any(x.shape[dimension] != steps for x in inputs):
            raise EvalError("inputs differ in size along the scan dimension")
    elif scan_dim_size is not None:
        steps = scan_dim_size
    elif n_out and result_types[0].shape and result_types[0].shape[dimension] is not None:
        steps = result_types[0].shape[dimension]
    else:
        raise EvalError("cannot tell the scan length without inputs or a static output")
    moved = [np.moveaxis(x, dimension, 0) for x in inputs]
    slabs: list[list[Array]] = [[None] * steps for _ in range(n_out)]
    for i in (reversed(range(steps)) if is_reverse else range(steps)):
        yielded = body(*(x[i, ...] for x in moved), *carries)
        if len(yielded) != n_out + len(carries):
            raise EvalError(f"body yields {len(yielded)} values, expected {n_out + len(carries)}")
        for k in range(n_out):
            slabs[k][i] = yielded[k]
        carries = list(yielded[n_out:])
    outputs = [np.stack(s, axis=dimension) if steps else
               np.zeros(t.shape, t.dtype) for s, t in zip(slabs, result_types)]
    results = outputs + carries
    return results[0] if len(results) == 1 else tuple(results)


# --- chlo.top_k -------------------------------------------------------------------------

def top_k(operand: Array, *, k: int, result_types: Sequence[TensorType], is_stable: bool = True
          ) -> tuple[Array, Array]:
    """chlo.top_k: the ``k`` largest entries along the last dimension, in descending order, and
    their indices; equal entries keep index order (``is_stable = false`` leaves that order to the
    implementation: this one keeps it too). Floats are ordered by IEEE totalOrder (like the
    sort the op lowers to), so NaN sorts above +inf and -NaN below -inf."""
    if operand.ndim < 1 or operand.shape[-1] < k:
        raise EvalError(f"top_k needs a last dimension of at least k={k}, got shape {operand.shape}")
    kd = kind(operand.dtype)
    if kd == "f":
        key = total_order_key(operand)
    elif kd in "iu":
        key = widen(operand)
    elif kd == "b":
        key = operand.astype(np.int8)
    else:
        raise EvalError(f"top_k does not support element type {operand.dtype}")
    order = np.argsort(~key, axis=-1, kind="stable")[..., :k]  # ~ reverses any integer order
    values = np.take_along_axis(operand, order, axis=-1)
    return values, order.astype(result_types[1].dtype)


define_op("chlo.top_k", syntax=TOP_K, attrs={"k": as_int, "is_stable": AttrSpec(as_bool, True)}, spec="chlo",
          eval=top_k, wants_result_types=True,
          verify=shapes.verify_any_tensors, infer=shapes.infer_top_k, operands=1, results=2)
define_op("chlo.mulhi", syntax=ARROW, spec="chlo", eval=mulhi, elementwise=True,
          verify=shapes.verify_mulhi, infer=shapes.elementwise("int")[1], operands=2, results=1)
define_op("chlo.ragged_dot", attrs={
    "ragged_dot_dimension_numbers": AttrSpec(
        as_ragged_dot_dims, kind="Attribute that models the dimension information for ragged dot."),
    "precision_config": AttrSpec(as_precision_config, (), "Precision Config attribute")},
          spec="chlo", eval=ragged_dot, wants_result_types=True, operands=3, results=1,
          verify=shapes.verify_ragged_dot, infer=shapes.infer_ragged_dot_result)
def as_segment_sizes(attr: Any) -> tuple[int, ...]:
    """``operandSegmentSizes``: MLIR accepts only ``array<i32: ...>`` (DenseI32ArrayAttr)."""
    if not isinstance(attr, DenseArrayAttr) or attr.element_type != "i32":
        raise ValueError(f"operandSegmentSizes must be an array<i32: ...> attribute, got {attr}")
    return as_ints(attr)


define_op("chlo.scan", syntax=SCAN, attrs={
    "dimension": as_int, "is_reverse": AttrSpec(as_bool, False), "is_associative": AttrSpec(as_bool, False),
    "operandSegmentSizes": AttrSpec(as_segment_sizes, kind="i32 dense array attribute"),
    "scan_dim_size": AttrSpec(as_int, None)},
    spec="chlo", eval=scan, wants_result_types=True, verify=shapes.verify_scan, infer=shapes.infer_scan)
