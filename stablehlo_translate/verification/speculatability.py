"""Speculatability: whether an op may run where its program would not run it (MLIR's
``ConditionallySpeculatable::getSpeculatability``), as upstream's traits and methods decide it
(Base.h ``SpeculatableIf...`` traits, StablehloOps.cpp ``getSpeculatability``).

A row of the op table names one of these functions in its ``speculatability`` field (None: the
op is not ConditionallySpeculatable). Each is ``fn(op, attrs, is_constant)`` with the op's decoded
attributes and ``is_constant(value)`` (MLIR's ``m_Constant``), and returns :data:`SPECULATABLE`,
:data:`RECURSIVELY_SPECULATABLE` or :data:`NOT_SPECULATABLE`. Only ranked tensor types reach
them (they are what the ops' verifiers accept).
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

from ..ir.module import Operation

SPECULATABLE = "speculatable"
RECURSIVELY_SPECULATABLE = "recursively_speculatable"
NOT_SPECULATABLE = "not_speculatable"

IsConstant = Callable[[str], bool]
Speculatability = Callable[[Operation, dict, IsConstant], str]


def _dynamic(type_: Any, dim: int) -> bool:
    return type_.shape[dim] is None


def _static(type_: Any) -> bool:
    return type_.shape is not None and None not in type_.shape


def _static_dims_in(result: Any, operand: Any, skip: Sequence[int] = ()) -> bool:
    """Every dimension static in ``result`` is static in ``operand`` (``skip`` aside)."""
    return not any(not _dynamic(result, i) and _dynamic(operand, i)
                   for i in range(len(result.shape)) if i not in skip)


def always(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """ODS ``Pure`` (AlwaysSpeculatable)."""
    return SPECULATABLE


def recursively(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """ODS ``RecursivelySpeculatable``: the ops in the regions decide."""
    return RECURSIVELY_SPECULATABLE


def if_static_dim_in_output_is_static_in_input(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """HLO_SpeculatableIfStaticDimInOutputIsStaticInInput: a static result dimension whose
    operand dimension is dynamic could disagree at run time."""
    ok = _static_dims_in(op.result_types[0], op.operand_types[0])
    return SPECULATABLE if ok else NOT_SPECULATABLE


def recursively_if_static_dim_in_output_is_static_in_input(op: Operation, attrs: dict,
                                                           is_constant: IsConstant) -> str:
    """HLO_RecursivelySpeculatableIfStaticDimInOutputIsStaticInInput (ops with regions)."""
    ok = _static_dims_in(op.result_types[0], op.operand_types[0])
    return RECURSIVELY_SPECULATABLE if ok else NOT_SPECULATABLE


def if_all_inputs_static(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """HLO_SpeculatableIfAllInputsStatic: dynamic operands could disagree with each other."""
    return SPECULATABLE if all(map(_static, op.operand_types)) else NOT_SPECULATABLE


def recursively_if_all_inputs_static(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """HLO_RecursivelySpeculatableIfAllInputsStatic (also MapOp::getSpeculatability)."""
    return RECURSIVELY_SPECULATABLE if all(map(_static, op.operand_types)) else NOT_SPECULATABLE


def shaped(shape_count: int) -> Speculatability:
    """hlo::getShapedSpeculatability: every operand static and the last ``shape_count`` operands
    constant (HLO_SpeculatableIfAllInputsStaticAndShapeConstant: one)."""
    def speculatability(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
        shapes = op.operands[len(op.operands) - shape_count:]
        ok = all(map(_static, op.operand_types)) and all(map(is_constant, shapes))
        return SPECULATABLE if ok else NOT_SPECULATABLE
    speculatability.__doc__ = f"getShapedSpeculatability(op, {shape_count})."
    speculatability.__name__ = f"if_all_inputs_static_and_last_{shape_count}_constant"
    return speculatability


if_all_inputs_static_and_shape_constant = shaped(1)


def dynamic_iota(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """A constant output shape, or a result with no static dimension to disagree with it."""
    result = op.result_types[0]
    if is_constant(op.operands[0]) or all(size is None for size in result.shape):
        return SPECULATABLE
    return NOT_SPECULATABLE


def all_gather(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """The gathered dimension's size depends on the process count: it must be dynamic (all_gather_c6)."""
    dim = attrs["all_gather_dim"]
    for operand, result in zip(op.operand_types, op.result_types):
        if not _dynamic(result, dim) or not _static_dims_in(result, operand, (dim,)):
            return NOT_SPECULATABLE
    return SPECULATABLE


def reduce_scatter(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """The scattered dimension must be dynamic in the result (reduce_scatter_c8)."""
    dim, result = attrs["scatter_dimension"], op.result_types[0]
    ok = _dynamic(result, dim) and _static_dims_in(result, op.operand_types[0], (dim,))
    return SPECULATABLE if ok else NOT_SPECULATABLE


def all_to_all(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """The split and concat dimensions must be dynamic in each result (all_to_all_c9)."""
    split, concat = attrs["split_dimension"], attrs["concat_dimension"]
    for operand, result in zip(op.operand_types, op.result_types):
        if not (_dynamic(result, split) and _dynamic(result, concat)):
            return NOT_SPECULATABLE
        if not _static_dims_in(result, operand, (split, concat)):
            return NOT_SPECULATABLE
    return SPECULATABLE


def bitcast_convert(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """The dimensions both types have: static in the result means static in the operand."""
    operand, result = op.operand_types[0], op.result_types[0]
    rank = min(len(operand.shape), len(result.shape))
    ok = not any(not _dynamic(result, i) and _dynamic(operand, i) for i in range(rank))
    return SPECULATABLE if ok else NOT_SPECULATABLE


def dynamic_broadcast_in_dim(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """A static operand, and either one element broadcast to an all-dynamic result or a
    constant output shape."""
    operand, result = op.operand_types[0], op.result_types[0]
    if not _static(operand):
        return NOT_SPECULATABLE
    elements = 1
    for size in operand.shape:
        elements *= size
    if elements == 1 and all(size is None for size in result.shape):
        return SPECULATABLE
    return SPECULATABLE if is_constant(op.operands[1]) else NOT_SPECULATABLE


def concatenate(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """Every operand dimension static, except the concatenated one when the result's is dynamic."""
    dim = attrs["dimension"]
    skip = (dim,) if _dynamic(op.result_types[0], dim) else ()
    for operand in op.operand_types:
        if any(size is None for i, size in enumerate(operand.shape) if i not in skip):
            return NOT_SPECULATABLE
    return SPECULATABLE


def convolution(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """ConvolutionOp::getSpeculatability (C10, C14, C15, C16, C25)."""
    lhs, rhs = op.operand_types[0], op.operand_types[1]
    result = op.result_types[0]
    numbers = attrs["dimension_numbers"]

    def number(name: str) -> Any:
        return numbers.get(name, () if name.endswith("s") else 0)

    batch_groups, feature_groups = attrs["batch_group_count"], attrs["feature_group_count"]
    if _dynamic(lhs, number("input_feature_dimension")) or _dynamic(rhs, number("kernel_input_feature_dimension")):
        return NOT_SPECULATABLE
    if _dynamic(lhs, number("input_batch_dimension")) and (
            batch_groups > 1 or not _dynamic(result, number("output_batch_dimension"))):
        return NOT_SPECULATABLE
    if _dynamic(rhs, number("kernel_output_feature_dimension")) and (
            batch_groups > 1 or feature_groups > 1 or not _dynamic(result, number("output_feature_dimension"))):
        return NOT_SPECULATABLE
    for i, k, o in zip(number("input_spatial_dimensions"), number("kernel_spatial_dimensions"),
                       number("output_spatial_dimensions")):
        if not _dynamic(result, o) and (_dynamic(lhs, i) or _dynamic(rhs, k)):
            return NOT_SPECULATABLE
    return SPECULATABLE


def dot_general(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """Batching and contracting dimensions static; the others as
    :func:`if_static_dim_in_output_is_static_in_input`, in the result's order."""
    numbers = attrs["dot_dimension_numbers"]
    lhs, rhs = op.operand_types[0], op.operand_types[1]
    special = [tuple(numbers.get(f"{side}_batching_dimensions", ())) + tuple(numbers.get(
        f"{side}_contracting_dimensions", ())) for side in ("lhs", "rhs")]
    if any(_dynamic(t, i) for t, dims in zip((lhs, rhs), special) for i in dims):
        return NOT_SPECULATABLE
    result = op.result_types[0]
    index = len(numbers.get("lhs_batching_dimensions", ()))
    for operand, dims in zip((lhs, rhs), special):
        for i in range(len(operand.shape)):
            if i in dims:
                continue
            if not _dynamic(result, index) and _dynamic(operand, i):
                return NOT_SPECULATABLE
            index += 1
    return SPECULATABLE


def fft(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """As the static-dimensions trait, and RFFT/IRFFT's transformed dimensions static."""
    operand, result = op.operand_types[0], op.result_types[0]
    first_fixed = len(operand.shape)
    if attrs["fft_type"] in ("RFFT", "IRFFT"):
        first_fixed -= len(attrs["fft_length"])
    for i in range(len(operand.shape)):
        if _dynamic(operand, i) and (i >= first_fixed or not _dynamic(result, i)):
            return NOT_SPECULATABLE
    return SPECULATABLE


def gather(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """Unsorted indices declared sorted are undefined behavior; otherwise all operands static."""
    if attrs.get("indices_are_sorted"):
        return NOT_SPECULATABLE
    return if_all_inputs_static(op, attrs, is_constant)


def scatter(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """As :func:`gather` (unique indices too), recursively: the update region decides."""
    if attrs.get("unique_indices") or attrs.get("indices_are_sorted"):
        return NOT_SPECULATABLE
    return recursively_if_all_inputs_static(op, attrs, is_constant)


def reshape(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    return SPECULATABLE if _static(op.operand_types[0]) else NOT_SPECULATABLE


def set_dimension_size(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """A size that is not constant only for a dynamic result dimension; the other dimensions as
    the static-dimensions trait."""
    dim, result = attrs["dimension"], op.result_types[0]
    if not is_constant(op.operands[1]) and not _dynamic(result, dim):
        return NOT_SPECULATABLE
    return SPECULATABLE if _static_dims_in(result, op.operand_types[0], (dim,)) else NOT_SPECULATABLE


def transpose(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """The static-dimensions trait through the permutation."""
    operand, result = op.operand_types[0], op.result_types[0]
    permutation = attrs["permutation"]
    ok = not any(not _dynamic(result, i) and _dynamic(operand, permutation[i]) for i in range(len(result.shape)))
    return SPECULATABLE if ok else NOT_SPECULATABLE


def triangular_solve(op: Operation, attrs: dict, is_constant: IsConstant) -> str:
    """``unit_diagonal`` assumes a diagonal of ones the operand may not have; else both operands static."""
    if attrs.get("unit_diagonal"):
        return NOT_SPECULATABLE
    return if_all_inputs_static(op, attrs, is_constant)
