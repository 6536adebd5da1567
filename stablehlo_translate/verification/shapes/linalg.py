"""Shape functions of the linear-algebra ops.

spec.md#dot_general (and the deprecated dot, einsum, unary_einsum),
spec.md#convolution, stablehlo.dynamic_conv, spec.md#fft, spec.md#triangular_solve,
spec.md#cholesky, spec.md#batch_norm_inference, #batch_norm_training,
#batch_norm_grad. Constraint labels as in the spec, messages as upstream's
verifier words them. dot, dot_general and the convolutions check their result
shape in ``verify`` ("inferred shape '[...]' is incompatible with ..."), as
upstream does; the others infer.
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ir.dot_algorithms import check_dot_algorithm
from ...ir.attributes import StructAttr
from ...ir.types import QuantizedType, TensorType, is_complex
from . import (ConstraintError, InferenceError, Types, base, describe, dim_compatible, dims, quote, require_tensor,
               shapes_compatible, with_element, with_shape)
from .data_movement import non_negative
from .indexing import TENSOR, dims_distinct

TENSOR_OR_AXIS = TENSOR + " quant_axis"
FLOAT_COMPLEX_QUANT = "float complex quant"
PRECISIONS = ("DEFAULT", "HIGH", "HIGHEST")


def _size(d: int | None) -> str:
    return "-9223372036854775808" if d is None else str(d)


def _shape_text(shape: Sequence[int | None]) -> str:
    return ", ".join(map(_size, shape))


def check_precision_config(precision_config: Sequence[str], label: str) -> None:
    """``precision_config``: Precision enums (ODS), at most one per operand (dot_general C11)."""
    if any(p not in PRECISIONS for p in precision_config):
        raise ConstraintError(label, "attribute 'precision_config' failed to satisfy constraint: Precision Config "
                                     "attribute")
    if len(precision_config) > 2:
        raise InferenceError(label, f"expects precision config to be empty or have <= 2 elements, got "
                                    f"{len(precision_config)}")


def check_result_shape(inferred: Sequence[int | None], result: TensorType, label: str) -> None:
    if result.shape is not None and not (len(result.shape) == len(inferred)
                                         and all(map(dim_compatible, inferred, result.shape))):
        raise InferenceError(label, f"inferred shape '{dims(inferred)}' is incompatible with return type of "
                                     f"operation '{result}'")


# --- dot, dot_general --------------------------------------------------------------------

def verify_dot(operand_types: Types, *, result_types: Types, precision_config: Sequence[str] = (),
               **_: object) -> None:
    """StablehloOps.td DotOp: vector/matrix products of rank-1 or rank-2 operands."""
    lhs = require_tensor(operand_types[0], "operand #0", TENSOR, "dot_i1")
    rhs = require_tensor(operand_types[1], "operand #1", TENSOR_OR_AXIS, "dot_i2")
    result = require_tensor(result_types[0], "result #0", TENSOR_OR_AXIS, "dot_c1")
    check_precision_config(precision_config, "dot_c1")
    ranks = (lhs.rank, rhs.rank)
    if ranks in ((1, 1), (2, 1), (1, 2), (2, 2)) and dim_compatible(lhs.shape[-1], rhs.shape[0]):
        shape = [*lhs.shape[:-1], *rhs.shape[1:]]
    else:
        raise InferenceError("dot_c1", "expected both lhs/rhs ranks to be either 1 or 2")
    check_result_shape(shape, result, "dot_c1")


def _bounded(t: TensorType, dims: Sequence[int]) -> tuple[list[int | None], list[int | None]]:
    """The sizes and bounds of dimensions ``dims`` of ``t``."""
    return [t.shape[d] for d in dims], [t.bounds[d] if t.bounds else None for d in dims]


def infer_dot(operand_types: Types, *, result_types: Types = (), **_: object) -> tuple[TensorType, ...]:
    """Upstream's ``inferDotOp`` (after verify_dot's checks): lhs's free dimension, then rhs's, with
    their bounds; the element type is the declared result's (upstream infers only the shape)."""
    lhs, rhs = operand_types[:2]
    lhs_sizes, lhs_bounds = _bounded(lhs, range(lhs.rank - 1))
    rhs_sizes, rhs_bounds = _bounded(rhs, range(1, rhs.rank))
    element = result_types[0].element_type if result_types else lhs.element_type
    return (with_shape(TensorType((), element), lhs_sizes + rhs_sizes, lhs_bounds + rhs_bounds),)


def infer_dot_general(operand_types: Types, *, dot_dimension_numbers: StructAttr, result_types: Types = (),
                      **_: object) -> tuple[TensorType, ...]:
    """Upstream's ``inferDotGeneralOp`` (after verify_dot_general's checks): lhs's batching
    dimensions, lhs's free ones, rhs's free ones, with their bounds; the element type is the
    declared result's (upstream infers only the shape)."""
    lhs, rhs = operand_types[:2]
    lb, rb, lc, rc = (tuple(dot_dimension_numbers.get(name, ())) for name in (
        "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
        "rhs_contracting_dimensions"))
    sizes, bounds = [], []
    for t, kept in ((lhs, lb), (lhs, [d for d in range(lhs.rank) if d not in lb and d not in lc]),
                    (rhs, [d for d in range(rhs.rank) if d not in rb and d not in rc])):
        more_sizes, more_bounds = _bounded(t, kept)
        sizes += more_sizes
        bounds += more_bounds
    element = result_types[0].element_type if result_types else lhs.element_type
    return (with_shape(TensorType((), element), sizes, bounds),)


def _dims_in_range(values: Sequence[int], rank: int, name: str, label: str) -> None:
    for d in values:
        if not 0 <= d < rank:
            raise InferenceError(label, f"{name} value: {d} is out of range: [0, {rank})")


def dot_general_shape(lhs: TensorType, rhs: TensorType, numbers: StructAttr) -> list[int | None]:
    """spec.md#dot_general C1-C10, C12: batch dims, then lhs's and rhs's free dims."""
    lb, rb, lc, rc = (tuple(numbers.get(name, ())) for name in (
        "lhs_batching_dimensions", "rhs_batching_dimensions", "lhs_contracting_dimensions",
        "rhs_contracting_dimensions"))
    if len(lb) != len(rb):
        raise InferenceError("dot_general_c1", "lhs and rhs should have the same number of batching dimensions")
    if len(lc) != len(rc):
        raise InferenceError("dot_general_c2", "lhs and rhs should have the same number of contracting "
                                                "dimensions")
    dims_distinct(lb, lc, ("lhs_batching_dimensions", "lhs_contracting_dimensions"), "dot_general_c3")
    dims_distinct(rb, rc, ("rhs_batching_dimensions", "rhs_contracting_dimensions"), "dot_general_c4")
    _dims_in_range(lb, lhs.rank, "lhs_batching_dimensions", "dot_general_c5")
    _dims_in_range(lc, lhs.rank, "lhs_contracting_dimensions", "dot_general_c6")
    _dims_in_range(rb, rhs.rank, "rhs_batching_dimensions", "dot_general_c7")
    _dims_in_range(rc, rhs.rank, "rhs_contracting_dimensions", "dot_general_c8")
    if not all(dim_compatible(lhs.shape[a], rhs.shape[b]) for a, b in zip(lb, rb)):
        raise InferenceError("dot_general_c9", "batching dimension sizes must match for lhs/rhs")
    if not all(dim_compatible(lhs.shape[a], rhs.shape[b]) for a, b in zip(lc, rc)):
        raise InferenceError("dot_general_c10", "contracting dimension sizes must match for lhs/rhs")
    return ([lhs.shape[d] for d in lb]
            + [s for d, s in enumerate(lhs.shape) if d not in lb and d not in lc]
            + [s for d, s in enumerate(rhs.shape) if d not in rb and d not in rc])


def check_quantized_product(lhs: TensorType, rhs: TensorType, result: TensorType, op: str) -> None:
    """Constraints shared by quantized dot_general (C14, C17-C20) and convolution (C28, C31-C34)."""
    a, b, r = lhs.element_type, rhs.element_type, result.element_type
    if not isinstance(b, QuantizedType) or isinstance(a, QuantizedType) != isinstance(r, QuantizedType):
        raise InferenceError(f"{op}_c14", "rhs should be quantized for quantized operations and "
                                           "is_quantized(lhs)=is_quantized(result) should hold")
    if isinstance(a, QuantizedType):
        if a.storage_type != b.storage_type:
            raise InferenceError(f"{op}_c17", "mismatched lhs and rhs quantization storage types")
        if not a.expressed_type == b.expressed_type == r.expressed_type:
            raise InferenceError(f"{op}_c18", "mismatched lhs, rhs and result quantization expressed types")
        if b.quantized_dimension is None and r.quantized_dimension is not None:
            raise InferenceError(f"{op}_c19", "mismatched rhs and result quantization granularity")
    elif not a == b.expressed_type == r:
        raise InferenceError(f"{op}_c20", "mismatched rhs quantization expressed type and lhs and result "
                                           "element type")


def _is_quantized(*types: TensorType) -> bool:
    return any(isinstance(t.element_type, QuantizedType) for t in types)


def verify_dot_general(operand_types: Types, *, result_types: Types, dot_dimension_numbers: StructAttr,
                       precision_config: Sequence[str] = (), algorithm: StructAttr | None = None,
                       **_: object) -> None:
    """spec.md#dot_general C1-C24 (C13: result element type, as wide as the operands', is not checked)."""
    if algorithm is not None:
        check_dot_algorithm(algorithm)
    lhs = require_tensor(operand_types[0], "operand #0", TENSOR, "dot_general_c13")
    rhs = require_tensor(operand_types[1], "operand #1", TENSOR_OR_AXIS, "dot_general_c13")
    result = require_tensor(result_types[0], "result #0", TENSOR_OR_AXIS, "dot_general_c13")
    check_precision_config(precision_config, "dot_general_c11")
    check_result_shape(dot_general_shape(lhs, rhs, dot_dimension_numbers), result, "dot_general_c12")
    if algorithm is not None and any(p != "DEFAULT" for p in precision_config):
        raise InferenceError("dot_general_c21", "must specify DEFAULT precision config when algorithm is set.")
    if _is_quantized(lhs, rhs, result):
        q = rhs.element_type
        if isinstance(q, QuantizedType) and q.quantized_dimension is None and q.zero_points[0] != 0:
            raise InferenceError("dot_general_c15", "Zero point of rhs should be 0")
        if isinstance(q, QuantizedType) and q.quantized_dimension is not None:
            if any(z != 0 for z in q.zero_points):
                raise InferenceError("dot_general_c15", "Zero points of rhs should be 0")
            if q.quantized_dimension in tuple(dot_dimension_numbers.get("rhs_contracting_dimensions", ())):
                raise InferenceError("dot_general_c16", "Quantization dimension of rhs should not be in the "
                                                         "contracting dimension of rhs")
        check_quantized_product(lhs, rhs, result, "dot_general")


# --- einsum, unary_einsum ---------------------------------------------------------------------

def _einsum_terms(config: str, count: int, label: str) -> tuple[list[str], str]:
    inputs, arrow, output = config.partition("->")
    terms = inputs.split(",")
    if not arrow or len(terms) != count:
        raise ConstraintError(label, f"einsum_config '{config}' does not describe {count} operand(s) and a result")
    return terms, output


def verify_einsum(operand_types: Types, *, result_types: Types, einsum_config: str, **_: object) -> None:
    """spec.md#deprecated-ops (EinsumOp, UnaryEinsumOp): one label per operand axis; the result's
    axes are labels of the operands, sized like them."""
    label = "einsum_c1" if len(operand_types) == 2 else "unary_einsum_c1"
    operands = [require_tensor(t, f"operand #{i}", TENSOR, label) for i, t in enumerate(operand_types)]
    result = require_tensor(result_types[0], "result #0", TENSOR, label)
    terms, output = _einsum_terms(einsum_config, len(operands), label)
    sizes: dict[str, int | None] = {}
    for i, (term, t) in enumerate(zip(terms, operands)):
        if len(term) != t.rank:
            raise ConstraintError(label, f"einsum_config term '{term}' does not match the rank of operand #{i} "
                                         f"({t.rank})")
        for name, size in zip(term, t.shape):
            if sizes.get(name) is None:
                sizes[name] = size
    if any(name not in sizes for name in output):
        raise ConstraintError(label, f"einsum_config result '{output}' names an axis no operand has")
    check_result_shape([sizes[name] for name in output], result, label)


# --- convolution, dynamic_conv ------------------------------------------------------------------

CONV_NUMBER_DEFAULTS = {
    **dict.fromkeys(("input_batch_dimension", "input_feature_dimension", "kernel_input_feature_dimension",
                     "kernel_output_feature_dimension", "output_batch_dimension", "output_feature_dimension"), 0),
    **dict.fromkeys(("input_spatial_dimensions", "kernel_spatial_dimensions", "output_spatial_dimensions"), ()),
}
"""What a field left out of ``#stablehlo.conv<raw ...>`` is (upstream's parseStruct leaves it at 0 or [])."""


def _conv_numbers(numbers: StructAttr) -> dict:
    return {**CONV_NUMBER_DEFAULTS, **dict(numbers.fields)}


def _check_conv_dims(lhs: TensorType, n: dict, op: str) -> None:
    """Upstream's ``isSpatialDimensionsValid``: as many input, kernel and output spatial dims
    (C17, C19); every dimension number in range (C13, C18, C20), then each group distinct."""
    sizes = [len(n[f"{prefix}_spatial_dimensions"]) for prefix in ("input", "kernel", "output")]
    if len(set(sizes)) != 1:
        raise InferenceError(f"{op}_c17", "expects the same size for input, kernel and output spatial-dimensions, "
                                           f"but got {sizes[0]}, {sizes[1]}, and {sizes[2]} resp.")
    groups = []
    for prefix, names in (("input", ("input_batch_dimension", "input_feature_dimension")),
                          ("kernel", ("kernel_input_feature_dimension", "kernel_output_feature_dimension")),
                          ("output", ("output_batch_dimension", "output_feature_dimension"))):
        groups.append((prefix, [n[names[0]], n[names[1]], *n[f"{prefix}_spatial_dimensions"]]))
    if not all(0 <= d < lhs.rank for _, values in groups for d in values):
        raise InferenceError(f"{op}_c13", "expects input, kernel, and output dimension-numbers to be in-range "
                                           f"[0, {lhs.rank}).")
    for (prefix, values), label in zip(groups, ("c13", "c18", "c20")):
        if len(set(values)) != len(values):
            raise InferenceError(f"{op}_{label}", f"expects {prefix} dimension-numbers to be unique, got "
                                                   f"{{{', '.join(map(str, values))}}}.")


def _window_output(size: int | None, window: int | None, stride: int, low: int, high: int, lhs_dilation: int,
                   rhs_dilation: int) -> int | None:
    """spec.md#convolution C25: the number of valid window positions along one spatial dim."""
    if size is None or window is None:
        return None
    base = 0 if size == 0 else (size - 1) * lhs_dilation + 1
    padded = low + base + high
    dilated = 0 if window == 0 else (window - 1) * rhs_dilation + 1
    return 0 if padded == 0 or dilated > padded else (padded - dilated) // stride + 1


_DYNAMIC_DIM = -(1 << 63)
"""MLIR's ``ShapedType::kDynamic``, which upstream's messages print for ``?``."""


def _check_padding_operand(pad: TensorType, spatial: int) -> None:
    """dynamic_conv C4 (upstream's order: after C12): the padding operand is ``[N, 2]`` (a dynamic
    dimension is kDynamic, never N)."""
    if pad.rank != 2:
        raise InferenceError("dynamic_conv_c4", f"expects padding to be of rank 2 but got {pad.rank}")
    rows, columns = (_DYNAMIC_DIM if d is None else d for d in pad.shape)
    if rows != spatial or columns != 2:
        raise InferenceError("dynamic_conv_c4", f"expects padding to be of shape [{spatial}, {2}], but got "
                                                 f"[{rows}, {columns}]")


def conv_shape(lhs: TensorType, rhs: TensorType, n: dict, *, window_strides, padding, lhs_dilation,
               rhs_dilation, window_reversal, feature_group_count: int, batch_group_count: int,
               precision_config: Sequence[str], op: str,
               padding_operand: TensorType | None = None) -> list[int | None] | None:
    """spec.md#convolution C1-C27 on types; the result shape (None where padding is only known at run
    time)."""
    if lhs.rank < 2:
        raise InferenceError(f"{op}_c13", f"expects convolution arguments to have >= 2 dimensions. Got: "
                                           f"'{lhs}' and '{rhs}'.")
    if lhs.rank != rhs.rank:
        raise InferenceError(f"{op}_c1", f"expects convolution arguments to have same number of dimensions. "
                                          f"Got: '{lhs}' and '{rhs}'.")
    if not _is_quantized(lhs, rhs) and base(lhs.element_type) != base(rhs.element_type):
        raise InferenceError(f"{op}_c27", f"expects lhs and rhs to have compatible element type. Got: "
                                           f"{quote([lhs.element_type])} and {quote([rhs.element_type])}")
    spatial = len(n["input_spatial_dimensions"])
    _check_conv_dims(lhs, n, op)
    if batch_group_count > 1 and feature_group_count > 1:
        raise InferenceError(f"{op}_c23", "expects batch_group_count and feature_group_count not to be both "
                                           f"greater than 1. Got {batch_group_count} and {feature_group_count} "
                                           "resp.")
    batch, features = lhs.shape[n["input_batch_dimension"]], lhs.shape[n["input_feature_dimension"]]
    kernel_in = rhs.shape[n["kernel_input_feature_dimension"]]
    kernel_out = rhs.shape[n["kernel_output_feature_dimension"]]
    if batch is not None and batch % batch_group_count:
        raise InferenceError(f"{op}_c10", f"expects input batch dimension ({batch}) to be divisible by "
                                           f"batch_group_count. Got batch_group_count = {batch_group_count}.")
    if features is not None:
        if features % feature_group_count:
            raise InferenceError(f"{op}_c11", f"expects input feature dimension ({features}) to be a multiple of "
                                               f"feature_group_count. Got feature_group_count = "
                                               f"{feature_group_count}.")
        if kernel_in is not None and features // feature_group_count != kernel_in:
            raise InferenceError(f"{op}_c14", f"expects input feature dimension ({features}) / "
                                               f"feature_group_count = kernel input feature dimension "
                                               f"({kernel_in}). Got feature_group_count = {feature_group_count}.")
    if kernel_out is not None:
        if kernel_out % batch_group_count:
            raise InferenceError(f"{op}_c15", f"expects output feature dimension size ({kernel_out}) to be a "
                                               f"multiple of batch_group_count. Got batch_group_count = "
                                               f"{batch_group_count}.")
        if kernel_out % feature_group_count:
            raise InferenceError(f"{op}_c16", f"expects kernel output feature dimension ({kernel_out}) to be "
                                               f"divisible by feature_group_count. For feature_group_count = "
                                               f"{feature_group_count}.")
    check_precision_config(precision_config, f"{op}_c24")
    if lhs.rank != spatial + 2:
        raise InferenceError(f"{op}_c12", f"expects convolution arguments to have {spatial + 2} dimensions. "
                                           f"Got: {lhs.rank}")
    if padding_operand is not None:
        _check_padding_operand(padding_operand, spatial)
    if op == "dynamic_conv" and padding is None:  # upstream checks the window only once padding is known
        return _conv_shape_outside_window(lhs, n, batch, batch_group_count, kernel_out)
    if padding is not None and (padding.ndim != 2 or padding.shape[1] != 2):  # convertPaddingAttribute
        raise InferenceError(f"{op}_c4", "expects the shape of padding-attribute to be {N, 2}, but got "
                                          f"{{{', '.join(map(str, padding.shape))}}}.")
    for name, values in (("window-strides", window_strides), ("base-dilation factors", lhs_dilation),
                         ("window-dilation factors", rhs_dilation), ("window-reversal", window_reversal)):
        if values is not None and len(values) not in (0, spatial):  # empty: the default
            raise InferenceError(f"{op}_c4", f"expects {name} to have same dimension-size as size of window "
                                              f"dimensions ({spatial}), but got: {len(values)}.")
    if padding is not None and padding.shape[0] == 0:
        padding = None
    if padding is not None and tuple(padding.shape) != (spatial, 2):
        raise InferenceError(f"{op}_c4", "expects padding-entries to have same dimension-size as size of "
                                          f"window dimensions ({spatial}), but got: {padding.shape[0]}.")
    strides = window_strides or (1,) * spatial
    lhs_dilation, rhs_dilation = lhs_dilation or (1,) * spatial, rhs_dilation or (1,) * spatial
    for i in range(spatial):
        window = rhs.shape[n["kernel_spatial_dimensions"][i]]
        for value, what, label in ((window, "window to have positive value", "c5"),
                                   (strides[i], "window to have positive stride", "c5"),
                                   (lhs_dilation[i], "window to have positive base dilation factor", "c7"),
                                   (rhs_dilation[i], "window to have positive window dilation factor", "c9")):
            if value is not None and value <= 0:
                raise InferenceError(f"{op}_{label}", f"expects {what} for {i}-th window dimension, but got "
                                                       f"{value}.")
    shape = _conv_shape_outside_window(lhs, n, batch, batch_group_count, kernel_out)
    for i in range(spatial):
        low, high = (0, 0) if padding is None else (int(padding[i][0]), int(padding[i][1]))
        shape[n["output_spatial_dimensions"][i]] = _window_output(
            lhs.shape[n["input_spatial_dimensions"][i]], rhs.shape[n["kernel_spatial_dimensions"][i]],
            strides[i], low, high, lhs_dilation[i], rhs_dilation[i])
    return shape


def _conv_shape_outside_window(lhs: TensorType, n: dict, batch: int | None, batch_group_count: int,
                               kernel_out: int | None) -> list[int | None]:
    """The result's batch and feature dims (spatial dims None)."""
    shape: list[int | None] = [None] * lhs.rank
    shape[n["output_batch_dimension"]] = None if batch is None else batch // batch_group_count
    shape[n["output_feature_dimension"]] = kernel_out
    return shape


def _check_quantized_conv(lhs: TensorType, rhs: TensorType, result: TensorType, n: dict, op: str) -> None:
    """spec.md#convolution C28-C34."""
    q, r = rhs.element_type, result.element_type
    if isinstance(q, QuantizedType) and q.quantized_dimension not in (None, n["kernel_output_feature_dimension"]):
        raise InferenceError(f"{op}_c29", "quantization dimension of rhs should be same with "
                                           "kernel_output_feature_dimension")
    if isinstance(r, QuantizedType) and r.quantized_dimension not in (None, n["output_feature_dimension"]):
        raise InferenceError(f"{op}_c30", "quantization dimension of result should be same with "
                                           "output_feature_dimension")
    check_quantized_product(lhs, rhs, result, op)


def verify_convolution(operand_types: Types, *, result_types: Types, dimension_numbers: StructAttr,
                       padding=None, operand_values: Sequence[Any] = (), **attrs) -> None:
    """spec.md#convolution C1-C34 (dynamic_conv: its padding operand is ``[N-2, 2]``; a constant
    padding gives the spatial result dims, else they are only known at run time)."""
    op = "dynamic_conv" if len(operand_types) == 3 else "convolution"
    for name in ("feature_group_count", "batch_group_count"):  # ODS ConfinedAttr<I64Attr, [IntPositive]>
        non_negative(name, attrs.get(name, 1), 64, f"{op}_c21", strict=True)
    lhs = require_tensor(operand_types[0], "operand #0", TENSOR, f"{op}_c1")
    rhs = require_tensor(operand_types[1], "operand #1", TENSOR_OR_AXIS, f"{op}_c1")
    result = require_tensor(result_types[0], "result #0", TENSOR_OR_AXIS, f"{op}_c1")
    n = _conv_numbers(dimension_numbers)
    spatial = len(n["input_spatial_dimensions"])
    pad = None
    if op == "dynamic_conv":
        pad = require_tensor(operand_types[2], "operand #2", "int", "dynamic_conv_c4")
        known = operand_values[2] if len(operand_values) > 2 else None
        padding = known if known is not None and known.shape == (spatial, 2) else None
    shape = conv_shape(lhs, rhs, n, padding=padding, op=op, padding_operand=pad, **_conv_attrs(attrs))
    if op == "dynamic_conv":
        if padding is None:
            shape = [None if d in n["output_spatial_dimensions"] else s for d, s in enumerate(shape)]
    check_result_shape(shape, result, f"{op}_c25")
    if _is_quantized(lhs, rhs, result):
        _check_quantized_conv(lhs, rhs, result, n, op)


def convolution_shape(operand_types: Types, *, dimension_numbers: StructAttr, padding=None,
                      **attrs) -> list[int | None]:
    """The result shape spec.md#convolution gives (``padding`` a ``[N, 2]`` array for
    dynamic_conv's constant padding operand), as upstream's inferConvolutionOp."""
    n = _conv_numbers(dimension_numbers)
    lhs = require_tensor(operand_types[0], "operand #0", TENSOR, "convolution_c1")
    rhs = require_tensor(operand_types[1], "operand #1", TENSOR_OR_AXIS, "convolution_c1")
    return conv_shape(lhs, rhs, n, padding=padding, op="convolution", **_conv_attrs(attrs))


def _conv_attrs(attrs: dict) -> dict:
    names = ("window_strides", "lhs_dilation", "rhs_dilation", "window_reversal", "feature_group_count",
             "batch_group_count", "precision_config")
    defaults = {"feature_group_count": 1, "batch_group_count": 1, "precision_config": ()}
    return {name: attrs.get(name, defaults.get(name)) for name in names}


# --- fft, triangular_solve, cholesky ------------------------------------------------------------

def verify_fft(operand_types: Types, **_: object) -> None:
    require_tensor(operand_types[0], "operand #0", "float complex", "fft_c1")


def infer_fft(operand_types: Types, *, fft_type: str, fft_length: Sequence[int],
              **_: object) -> tuple[TensorType, ...]:
    """spec.md#fft C1-C5: 1 to 3 transformed (innermost) dims; RFFT real -> complex with
    ``fft_length[-1] / 2 + 1`` outputs, IRFFT the inverse."""
    operand = operand_types[0]
    rank = len(fft_length)
    if not 1 <= rank <= 3:
        raise InferenceError("fft_c1", f"rank must be between 1 and 3, but got {rank}.")
    element = operand.element_type
    if fft_type == "RFFT":
        if element not in ("f32", "f64"):
            raise InferenceError("fft_c2", f"RFFT requires f32 or f64 input type, but is given '{element}'.")
        result_element = f"complex<{element}>"
    else:
        if not is_complex(element):
            raise InferenceError("fft_c2", "FFT/IFFT/IRFFT take a complex tensor as input, but is given "
                                            f"'{operand}'.")
        result_element = element[len("complex<"):-1] if fft_type == "IRFFT" else element
    if operand.rank < rank:
        raise InferenceError("fft_c3", f"operand rank must not be less than fft rank of {rank} for operand of "
                                        f"type '{operand}'.")
    shape = list(operand.shape)
    wanted = ", ".join(map(str, fft_length))
    if fft_type == "RFFT":
        if not all(map(dim_compatible, operand.shape[-rank:], fft_length)):
            raise InferenceError("fft_c4", f"RFFT requires innermost dimensions to be compatible with "
                                            f"fft_length. Got: {_shape_text(operand.shape)} but wanted {wanted}.")
        if fft_length[-1] != 0:
            shape[-1] = fft_length[-1] // 2 + 1
    if fft_type == "IRFFT":
        for have, want in zip(operand.shape[-rank:-1], fft_length):
            if not dim_compatible(have, want):
                raise InferenceError("fft_c4", f"IRFFT requires non-final dimensions to be compatible with "
                                                f"fft_length. Got: {_shape_text(operand.shape)} but wanted {wanted}, "
                                                f"and {_size(have)} != {want}.")
        last = operand.shape[-1]
        if (not dim_compatible(last, 0) or fft_length[-1] != 0) and not dim_compatible(last, fft_length[-1] // 2 + 1):
            raise InferenceError("fft_c4", f"IRFFT requires innermost dimension to be compatible with "
                                            f"fft_length[-1]/2+1. Got: {_size(last)} but fft_length is {wanted}.")
        shape[-1] = fft_length[-1]
    bounds = list(operand.bounds) if operand.bounds is not None else None
    if bounds is not None and fft_type in ("RFFT", "IRFFT"):
        bounds[-1] = None
    return (with_element(with_shape(operand, shape, bounds), result_element),)


def verify_triangular_solve(operand_types: Types, **_: object) -> None:
    require_tensor(operand_types[0], "operand #0", FLOAT_COMPLEX_QUANT, "triangular_solve_c1")
    require_tensor(operand_types[1], "operand #1", FLOAT_COMPLEX_QUANT, "triangular_solve_c1")


def infer_triangular_solve(operand_types: Types, *, left_side: bool, transpose_a: str,
                           **_: object) -> tuple[TensorType, ...]:
    """spec.md#triangular_solve C1-C4: square (batched) ``a``, ``b`` of the same rank and batch dims whose
    shared dim (rows if ``left_side``, else columns) matches ``a``'s."""
    a, b = operand_types[:2]
    if a.rank < 2:
        raise InferenceError("triangular_solve_c2", f"operand 'a' must have rank >= 2, but got '{a}'")
    if not dim_compatible(a.shape[-2], a.shape[-1]):
        raise InferenceError("triangular_solve_c3", f"two minor dimensions of operand 'a' must be compatible, "
                                                     f"but got '{a}'")
    if a.rank != b.rank:
        raise InferenceError("triangular_solve_c1", f"operands must have equal rank, but got '{a}' and '{b}'")
    shared = b.shape[-2] if left_side else b.shape[-1]
    if not dim_compatible(a.shape[-1], shared):
        raise InferenceError("triangular_solve_c4", "shared dimension of operands 'a' and 'b' must be "
                                                     f"compatible, but got '{a}' and '{b}'")
    if not all(map(dim_compatible, a.shape[:-2], b.shape[:-2])):
        raise InferenceError("triangular_solve_c1", "batch dimensions of the operands must be compatible, but "
                                                     f"got '{a}' and '{b}'")
    if transpose_a not in ("NO_TRANSPOSE", "TRANSPOSE", "ADJOINT"):
        raise InferenceError("triangular_solve_c5", "Invalid transpose option value for triangular solve")
    return (b,)


def verify_cholesky(operand_types: Types, **_: object) -> None:
    require_tensor(operand_types[0], "operand #0", FLOAT_COMPLEX_QUANT, "cholesky_c1")


def infer_cholesky(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
    """spec.md#cholesky C1-C3: a batch of square matrices; the result has its type."""
    a = operand_types[0]
    shape = _shape_text(a.shape)
    if a.rank < 2:
        raise InferenceError("cholesky_c2", f"argument 'a' must have rank >= 2, got shape {shape}.")
    if not dim_compatible(a.shape[-2], a.shape[-1]):
        raise InferenceError("cholesky_c3", f"minor dimensions of 'a' must have equal size, got shape {shape}.")
    return (a,)


# --- batch_norm_* -------------------------------------------------------------------------

BATCH_NORM_OPERANDS = {
    "batch_norm_inference": ((0,), (1, 2, 3, 4), False),
    "batch_norm_training": ((0,), (1, 2), True),
    "batch_norm_grad": ((0, 4), (1, 2, 3), True),
}
"""op -> (indices of the multi-dimensional operands, of the 1-D ones, whether it has 1-D results)."""


def _batch_norm_verify(op: str):
    def verify(operand_types: Types, *, feature_index: int, **_: object) -> None:
        """spec.md#batch_norm_* C1 (feature_index attribute), operand types."""
        non_negative("feature_index", feature_index, 64, f"{op}_c1")
        multi, single, _ = BATCH_NORM_OPERANDS[op]
        for i in multi:
            require_tensor(operand_types[i], f"operand #{i}", "float quant", f"{op}_c2")
        for i in single:
            t = require_tensor(operand_types[i], f"operand #{i}", "float quant", f"{op}_c2", "1D tensor")
            if t.rank != 1:
                raise ConstraintError(f"{op}_c2", f"operand #{i} must be 1D tensor of {describe('float quant')} "
                                                  f"values, but got '{t}'")
    return verify


def _batch_norm_infer(op: str):
    def infer(operand_types: Types, *, feature_index: int, **_: object) -> tuple[TensorType, ...]:
        """spec.md#batch_norm_*: compatible shapes within each operand group, 1-D sizes equal to the
        feature count; results shaped like the operand (and 1-D ones of the feature count)."""
        multi_idx, single_idx, one_d_results = BATCH_NORM_OPERANDS[op]
        multi = [operand_types[i] for i in multi_idx]
        single = [operand_types[i] for i in single_idx]
        if not all(shapes_compatible(a, b) for a in multi for b in multi):
            raise InferenceError(f"{op}_c3", "expects multi-dimensional operands to have compatible shapes.")
        if not all(shapes_compatible(a, b) for a in single for b in single):
            raise InferenceError(f"{op}_c3", "expects single-dimensional operands to have compatible shapes.")
        operand = multi[0]
        if feature_index >= operand.rank:
            raise InferenceError(f"{op}_c1", "expects featureIndex to be smaller than the rank of "
                                              f"multi-dimensional operands; got featureIndex {feature_index}, "
                                              f"and rank {operand.rank}.")
        features, size = operand.shape[feature_index], single[0].shape[0]
        if not dim_compatible(size, features):
            raise InferenceError(f"{op}_c3", "expects the size of single-dimensional operands to be compatible "
                                              "with feature count, but the size of single-dimensional operands "
                                              f"is {_size(size)} and the feature count is {_size(features)}.")
        if not one_d_results:
            return (operand,)
        bound = operand.bounds[feature_index] if operand.bounds is not None else None
        vector = with_shape(operand, [features], [bound])
        return (operand, vector, vector)
    return infer


SHAPE_FUNCTIONS = {
    "dot": (verify_dot, infer_dot),
    "dot_general": (verify_dot_general, infer_dot_general),
    "einsum": (verify_einsum, None),
    "unary_einsum": (verify_einsum, None),
    "convolution": (verify_convolution, None),
    "dynamic_conv": (verify_convolution, None),
    "fft": (verify_fft, infer_fft),
    "triangular_solve": (verify_triangular_solve, infer_triangular_solve),
    "cholesky": (verify_cholesky, infer_cholesky),
    **{op: (_batch_norm_verify(op), _batch_norm_infer(op)) for op in BATCH_NORM_OPERANDS},
}
"""op name (without ``stablehlo.``) -> (verify, infer)."""
