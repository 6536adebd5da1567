"""Shape functions of the region ops that reduce, map and sort (spec.md#reduce, #reduce_window,
#select_and_scatter, #sort, #map), and the reduction-region checks shared with scatter,
all_reduce and reduce_scatter (:func:`check_reduction_region`).

Regions arrive as :class:`~stablehlo_translate.verification.shapes.RegionTypes` (``regions=``).
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

from ...ir.types import ElementType, QuantizedType, TensorType, Type, bit_width, is_complex, is_float
from . import (ConstraintError, InferenceError, RegionTypes, Types, dim_compatible, quote, require_tensor,
               shapes_compatible, with_shape)


def _q(t: Type) -> str:
    return quote([t])


def _element(t: Type) -> ElementType | None:
    return t.element_type if isinstance(t, TensorType) else None


def _family(t: ElementType) -> str:
    if isinstance(t, QuantizedType):
        return "quant"
    if is_float(t):
        return "float"
    if is_complex(t):
        return "complex"
    return "int"


def same_element(a: Type, b: Type, ignore_fp_precision: bool = False) -> bool:
    """Equal element types; any two floats when ``ignore_fp_precision``."""
    x, y = _element(a), _element(b)
    if ignore_fp_precision and x is not None and y is not None and is_float(x) and is_float(y):
        return True
    return x is not None and x == y


def compatible_shape_and_element(a: Type, b: Type, ignore_fp_precision: bool = False) -> bool:
    """Both tensors of compatible shapes and the same element type (upstream's
    compatibleShapeAndElementType)."""
    return (isinstance(a, TensorType) and isinstance(b, TensorType) and shapes_compatible(a, b)
            and same_element(a, b, ignore_fp_precision))


def promotable(source: Type, target: Type, ignore_fp_precision: bool = False) -> bool:
    """``source``'s element type promotes to ``target``'s: the same kind (integer, float,
    complex, or quantized with the same expressed type) and no more bits (storage bits
    for quantized types); any two floats when ``ignore_fp_precision``."""
    x, y = _element(source), _element(target)
    if x is None or y is None or _family(x) != _family(y):
        return False
    if isinstance(x, QuantizedType) and x.expressed_type != y.expressed_type:
        return False
    if ignore_fp_precision and is_float(x):
        return True
    return bit_width(x) <= bit_width(y)


def check_reduction_region(region: RegionTypes, input_types: Types, init_types: Types,
                           allowed_dims: Sequence[int | None] = (), label: str = "reduce_c6") -> None:
    """The body of a reduction over ``N = len(input_types)`` values (spec.md#reduce C6,
    #reduce_window C13, #select_and_scatter C10, #scatter C23, #all_reduce C5,
    #reduce_scatter C7): ``2N`` parameters (accumulators, then elements), ``N`` tensor
    results; result ``i`` has parameter ``i``'s type and ``N + i``'s (any float width), the
    init value's shape and a type the init value's promotes to; parameter ``N + i``'s type
    is promotable from input ``i``'s, and its shape is a subsequence of ``allowed_dims``
    (the dimensions the op keeps; empty for 0-d bodies).
    """
    n = len(input_types)
    args, results = region.arguments, region.results
    if len(args) != 2 * n:
        raise InferenceError(label, f"Reduction-region must take {2 * n} parameters, but takes "
                                     f"{len(args)} parameter(s)")
    if not region.terminated:
        raise InferenceError(label, "The reduction-region expected to have a terminator")
    if not results:
        raise InferenceError(label, "The reduction-region expected to return some value(s)")
    if len(results) != n:
        raise InferenceError(label, f"Reduction-region here must produce {n} tensors, but produces "
                                     f"{len(results)} instead")
    for result in results:
        if not isinstance(result, TensorType):
            raise InferenceError(label, "Reduction-region here must produce tensor-typed result(s), "
                                         f"but produces {_q(result)} instead")
    for i in range(n):
        acc, element_arg = results[i], args[n + i]
        for index, arg, ignore in ((i, args[i], False), (n + i, element_arg, True)):
            if not compatible_shape_and_element(acc, arg, ignore):
                raise InferenceError(label, f"The type of reduction-region's parameter at index {index} "
                                             f"is different than the corresponding result type: "
                                             f"{_q(arg)} vs {_q(acc)}")
        init = init_types[i]
        if not (isinstance(init, TensorType) and shapes_compatible(init, acc)):
            raise InferenceError(label, f"The shape of reduction-region's result type at index {i} "
                                         f"differs from the op's corresponding init-value type: "
                                         f"{_q(acc)} vs {_q(init)}")
        if not promotable(init, acc, True):
            raise InferenceError(label, f"The element-type of reduction-region's result type at index {i} "
                                         "is expected to be promotable from the op's corresponding "
                                         f"init-value element-type: {_q(acc)} vs {_q(init)}")
        if not promotable(input_types[i], element_arg, True):
            raise InferenceError(label, f"The element-type of reduction-region's argument at index {n + i} "
                                         f"is expected to be promotable from "
                                         f"{_q(_element(input_types[i]))}, but got "
                                         f"{_q(_element(element_arg))}")
        shape = element_arg.shape or ()
        if len(shape) > len(allowed_dims):
            raise InferenceError(label, f"The rank of reduction-region's argument at index {n + i} is "
                                         f"expected to be <= {len(allowed_dims)}, got {len(shape)}")
        matched = 0
        for dim in allowed_dims:
            if matched < len(shape) and dim_compatible(dim, shape[matched]):
                matched += 1
        if matched != len(shape):
            raise InferenceError(label, f"The shape of reduction-region's argument at index {n + i} is not "
                                         "compatible with that of reduce-op's input-parameter at index "
                                         f"{i}")



# --- reduce, map --------------------------------------------------------------------

VALUES = "float bool int complex quant"
"""Element types the region ops accept (ODS: per-tensor quantized, no per-axis)."""


def require_variadic(types: Types, what: str, label: str, offset: int = 0) -> None:
    """ODS's ``variadic of ranked tensor of ... values`` operand/result constraint."""
    for i, t in enumerate(types):
        require_tensor(t, f"{what} #{i + offset}", VALUES, label, kind="variadic of ranked tensor")


def _halves(operand_types: Types) -> tuple[Types, Types]:
    n = len(operand_types) // 2
    return operand_types[:n], operand_types[n:]


def _accumulators(region: RegionTypes, count: int, label: str) -> tuple[TensorType, ...]:
    """The tensor types a reduction body yields, one per input (checked by
    :func:`check_reduction_region` in ``verify``, which runs first)."""
    results = region.results
    if len(results) < count or not all(isinstance(t, TensorType) for t in results[:count]):
        raise InferenceError(label, "Expects non-empty reduction block for type inference")
    return results[:count]


def _kept_dims(inputs: Types, dimensions: Sequence[int]) -> tuple[list[int | None], list[int | None] | None]:
    """spec.md#reduce C1, C4, C5: the sizes (and bounds) of the dimensions reduce keeps."""
    witness = inputs[0]
    for i, t in enumerate(inputs[1:], 1):
        if not shapes_compatible(witness, t):
            raise InferenceError("reduce_c1", "expects all inputs to have compatible shapes. Shape at "
                                               f"input-index {i} is not compatible with shape at input-index 0")
    seen: set[int] = set()
    for d in dimensions:
        if not 0 <= d < witness.rank:
            raise InferenceError("reduce_c4", f"Out-of-bounds dimension {d}, expected to be in range "
                                               f"[0, {witness.rank})")
        if d in seen:
            raise InferenceError("reduce_c5", f"Duplicate reduction dimension: {d}")
        seen.add(d)
    kept = [i for i in range(witness.rank) if i not in seen]
    bounds = None if witness.bounds is None else [witness.bounds[i] for i in kept]
    return [witness.shape[i] for i in kept], bounds


def verify_reduce(operand_types: Types, *, result_types: Types, dimensions: Sequence[int],
                  regions: Sequence[RegionTypes], **_: object) -> None:
    """spec.md#reduce (upstream's ``verifyReduceOp``): tensors in and out; the inputs' shapes and the
    dimensions (C1, C4, C5: one error, as upstream's verifier reports them before type inference
    runs), then the body reducing 0-d (or kept-dimension) slices (C2, C6)."""
    require_variadic(operand_types, "operand", "reduce_c1")
    require_variadic(result_types, "result", "reduce_c7")
    inputs, inits = _halves(operand_types)
    kept, _bounds = _kept_dims(inputs, dimensions)
    check_reduction_region(regions[0], inputs, inits, kept, "reduce_c6")


def infer_reduce(operand_types: Types, *, dimensions: Sequence[int], regions: Sequence[RegionTypes],
                 **_: object) -> tuple[TensorType, ...]:
    """spec.md#reduce C7, C8: the kept dimensions, of the body's result element types."""
    inputs, _inits = _halves(operand_types)
    kept, bounds = _kept_dims(inputs, dimensions)
    return tuple(with_shape(acc, kept, bounds) for acc in _accumulators(regions[0], len(inputs), "reduce_c7"))


def verify_map(operand_types: Types, *, result_types: Types, **_: object) -> None:
    require_variadic(operand_types, "operand", "map_c1")
    require_variadic(result_types, "result", "map_c1")


def infer_map(operand_types: Types, *, dimensions: Sequence[int], regions: Sequence[RegionTypes],
              **_: object) -> tuple[TensorType, ...]:
    """spec.md#map: a 0-d computation over the operands' elements (C4), every dimension
    mapped in order (C3); the result has the operands' shape and the computation's type."""
    args, results = regions[0].arguments, regions[0].results
    if len(operand_types) != len(args):
        raise InferenceError("map_c4", "expects number of operands to match the arity of map computation, "
                                        f"but got: {len(operand_types)} and {len(args)}")
    for i, (arg, operand) in enumerate(zip(args, operand_types)):
        if not isinstance(arg, TensorType) or arg.rank != 0:
            raise InferenceError("map_c4", f"computation arguments must be 0-rank tensor, but got: arg #{i} "
                                            f"of type {_q(arg)}")
        if arg.element_type != operand.element_type:
            raise InferenceError("map_c4", "element type of operands and computation arguments must match, "
                                            f"but got: {_q(operand.element_type)} and {_q(arg.element_type)}")
    if len(results) != 1:
        raise InferenceError("map_c4", f"computation must return single output, but got: {len(results)}")
    (out,) = results
    if not isinstance(out, TensorType) or out.rank != 0:
        raise InferenceError("map_c4", f"computation must return 0-rank tensor, but got: {_q(out)}")
    if tuple(dimensions) != tuple(range(len(dimensions))):
        raise InferenceError("map_c3", "requires monotonically increasing dimension numbers, but got: "
                                        + ", ".join(map(str, dimensions)))
    for operand in operand_types:
        if len(dimensions) != operand.rank:
            raise InferenceError("map_c3", "applied to a subset of dimensions currently not supported: "
                                            f"operand dimensions = {operand.rank}, requested map dimensions "
                                            f"size = {len(dimensions)}")
    return (with_shape(out, operand_types[-1].shape),)


# --- reduce_window, select_and_scatter ------------------------------------------------

class Window(NamedTuple):
    size: int | None
    stride: int
    base_dilation: int
    window_dilation: int
    low: int
    high: int


def padding_pairs(padding: object, label: str) -> list[tuple[int, int]]:
    """The ``padding`` attribute (an Nx2 dense tensor, absent = none) as (low, high) pairs."""
    if padding is None:
        return []
    values = padding.array
    if values.ndim != 2 or values.shape[1] != 2:
        raise InferenceError(label, "expects the shape of padding-attribute to be {N, 2}, but got {"
                                     + ", ".join(map(str, values.shape)) + "}.")
    return [(int(low), int(high)) for low, high in values.tolist()]


def window_of(dimensions: Sequence[int], strides: Sequence[int] | None, padding: list[tuple[int, int]],
              base_dilations: Sequence[int] | None, window_dilations: Sequence[int] | None,
              op: str) -> list[Window]:
    """The window attributes checked and collected per dimension (spec.md#reduce_window C5-C12,
    #select_and_scatter C5-C8, with ``op``'s labels)."""
    rank = len(dimensions)
    for values, name, c in ((strides, "window-strides", 6), (base_dilations, "base-dilation factors", 8),
                            (window_dilations, "window-dilation factors", 10), (padding, "padding-entries", 12)):
        if values and len(values) != rank:
            raise InferenceError(f"{op}_c{c}", f"expects {name} to have same dimension-size as size of window "
                                                f"dimensions ({rank}), but got: {len(values)}.")
    window = []
    for i, size in enumerate(dimensions):
        stride = strides[i] if strides else 1
        base = base_dilations[i] if base_dilations else 1
        dilation = window_dilations[i] if window_dilations else 1
        low, high = padding[i] if padding else (0, 0)
        for value, what, c in ((size, "value", 5), (stride, "stride", 7), (base, "base dilation factor", 9),
                               (dilation, "window dilation factor", 11)):
            if value <= 0:
                raise InferenceError(f"{op}_c{c}", f"expects window to have positive {what} for {i}-th window "
                                                    f"dimension, but got {value}.")
        window.append(Window(size, stride, base, dilation, low, high))
    return window


def _dilated(bound: int, dilation: int) -> int:
    return 0 if bound == 0 else (bound - 1) * dilation + 1


def window_output_shape(shape: Sequence[int | None], window: Sequence[Window]) -> list[int | None]:
    """The number of window positions per dimension (spec.md#reduce_window C16)."""
    out: list[int | None] = []
    for size, w in zip(shape, window):
        if size is None:
            out.append(None)
            continue
        padded = w.low + _dilated(size, w.base_dilation) + w.high
        extent = _dilated(w.size, w.window_dilation)
        out.append(0 if padded <= 0 or extent > padded else (padded - extent) // w.stride + 1)
    return out


def _reduce_window_inputs(operand_types: Types, window_dimensions: Sequence[int], attrs: dict) -> tuple[
        Types, Types, list[Window]]:
    inputs, inits = _halves(operand_types)
    if not inputs:
        raise InferenceError("reduce_window_c1", "requires at least 1 input value")
    for i, t in enumerate(inputs[1:], 1):
        if not shapes_compatible(inputs[0], t):
            raise InferenceError("reduce_window_c2", "expects all inputs to have compatible shapes. Shape at "
                                                      f"input-index {i} is not compatible with shape at "
                                                      "input-index 0")
    padding = padding_pairs(attrs.get("padding"), "reduce_window_c12")
    for t in inputs:
        if t.rank != len(window_dimensions):
            raise InferenceError("reduce_window_c4", "expects window-dimensions size == input rank, but got "
                                                      f"window-dimensions size: {len(window_dimensions)} and "
                                                      f"input: {_q(t)} with rank = {t.rank}.")
    window = window_of(window_dimensions, attrs.get("window_strides"), padding, attrs.get("base_dilations"),
                       attrs.get("window_dilations"), "reduce_window")
    return inputs, inits, window


def verify_reduce_window(operand_types: Types, *, result_types: Types, window_dimensions: Sequence[int],
                         regions: Sequence[RegionTypes], **attrs: object) -> None:
    """spec.md#reduce_window in upstream's ``verifyReduceWindowOp`` order: the inputs and window
    attributes (C1, C2, C4-C12, one error: the verifier reports them before type inference would),
    then the body reducing 0-d values (C3, C13)."""
    require_variadic(operand_types, "operand", "reduce_window_c1")
    require_variadic(result_types, "result", "reduce_window_c14")
    inputs, inits, _window = _reduce_window_inputs(operand_types, window_dimensions, attrs)
    check_reduction_region(regions[0], inputs, inits, window_dimensions, "reduce_window_c13")


def infer_reduce_window(operand_types: Types, *, window_dimensions: Sequence[int],
                        regions: Sequence[RegionTypes], **attrs: object) -> tuple[TensorType, ...]:
    """spec.md#reduce_window C14-C16: one window position per element, of the body's types."""
    inputs, _inits, window = _reduce_window_inputs(operand_types, window_dimensions, attrs)
    results = []
    for t, acc in zip(inputs, _accumulators(regions[0], len(inputs), "reduce_window_c15")):
        bounds = None if t.bounds is None else window_output_shape(t.bounds, window)
        results.append(with_shape(acc, window_output_shape(t.shape, window), bounds))
    return tuple(results)


def verify_select_and_scatter(operand_types: Types, *, result_types: Types, regions: Sequence[RegionTypes],
                              **attrs: object) -> None:
    """spec.md#select_and_scatter: ``select`` compares two 0-d operand elements (C9), ``scatter``
    reduces source values into the init value (C10), ``source`` has one element per window (C1, C2)."""
    for i, t in enumerate(operand_types):
        require_tensor(t, f"operand #{i}", VALUES, "select_and_scatter_c1")
    operand, source, init = operand_types
    select, scatter = regions
    if len(select.arguments) != 2:
        raise InferenceError("select_and_scatter_c9", "expects the select-region to take 2 parameters, but takes "
                                                       f"{len(select.arguments)}")
    expected = TensorType((), operand.element_type)
    for i, arg in enumerate(select.arguments):
        if not compatible_shape_and_element(expected, arg, True):
            raise InferenceError("select_and_scatter_c9", f"expects the type of select-region's parameter at "
                                                           f"index {i} to be {_q(expected)}, but got {_q(arg)}")
    if len(select.results) != 1:
        raise InferenceError("select_and_scatter_c9", "expects select-region to return single value, but got: "
                                                       f"{len(select.results)}")
    (flag,) = select.results
    if not (isinstance(flag, TensorType) and flag.element_type == "i1" and flag.rank == 0):
        raise InferenceError("select_and_scatter_c9", "expects the return-type of select-region to be "
                                                       f"tensor<i1>, but got: {_q(flag)}")
    check_reduction_region(scatter, [TensorType((), source.element_type)], [init], (), "select_and_scatter_c10")
    dimensions = attrs.get("window_dimensions") or ()
    if operand.rank != len(dimensions):
        raise InferenceError("select_and_scatter_c4", "expects window-dimensions size == operand rank, but got "
                                                       f"window-dimensions size: {len(dimensions)} and "
                                                       f"operand-type: {_q(operand)} with rank = {operand.rank}.")
    padding = padding_pairs(attrs.get("padding"), "select_and_scatter_c8")
    window = window_of(dimensions, attrs.get("window_strides"), padding, None, None, "select_and_scatter")
    windows = TensorType(tuple(window_output_shape(operand.shape, window)), operand.element_type)
    if not compatible_shape_and_element(windows, source, True):
        raise InferenceError("select_and_scatter_c2", f"expects source-type to be {_q(windows)}, but got"
                                                       f"{_q(source)}")


def infer_select_and_scatter(operand_types: Types, *, regions: Sequence[RegionTypes],
                             **_: object) -> tuple[TensorType, ...]:
    """spec.md#select_and_scatter C11, C12: the operand's shape, the scatter body's element type."""
    (acc,) = _accumulators(regions[1], 1, "select_and_scatter_c12")
    return (with_shape(acc, operand_types[0].shape, operand_types[0].bounds),)


# --- sort -----------------------------------------------------------------------------

def verify_sort(operand_types: Types, *, result_types: Types, dimension: int, **_: object) -> None:
    """spec.md#sort: operand and result types (ODS), ``dimension`` in range (C4); the comparator
    is :func:`verify_sort_comparator`'s."""
    require_variadic(operand_types, "operand", "sort_c1")
    require_variadic(result_types, "result", "sort_c2")
    tensors = [*operand_types, *result_types]
    if not all(shapes_compatible(tensors[0], t) for t in tensors[1:]):  # SameOperandsAndResultShape
        raise ConstraintError("sort_c2", "requires the same shape for all operands and results")
    if operand_types:
        rank = operand_types[0].rank
        if not -rank <= dimension < rank:
            raise InferenceError("sort_c4", f"dimension attribute value must be in range [-{rank}, {rank}), "
                                             f"but found {dimension}")


def verify_sort_comparator(operand_types: Types, *, regions: Sequence[RegionTypes], **_: object) -> None:
    """spec.md#sort C5, upstream's ``SortOp::verifyRegions``: the comparator takes two 0-d
    elements per input and returns one ``tensor<i1>``."""
    args, results = regions[0].arguments, regions[0].results
    if len(args) != 2 * len(operand_types):
        raise InferenceError("sort_c5", f"comparator block should have {2 * len(operand_types)} arguments")
    for index, operand in enumerate(operand_types):
        expected = TensorType((), operand.element_type)
        for i in (2 * index, 2 * index + 1):
            if args[i] != expected:
                raise InferenceError("sort_c5", f"comparator block argument #{i} should be of type "
                                                 f"{_q(expected)} but got {_q(args[i])}")
    if len(results) != 1:
        raise InferenceError("sort_c5", f"comparator must return single output but got {len(results)}")
    (flag,) = results
    if not (isinstance(flag, TensorType) and flag.rank == 0 and flag.element_type == "i1"):
        raise InferenceError("sort_c5", f"comparator must return tensor<i1> but got {_q(flag)}")


def infer_sort(operand_types: Types, **_: object) -> tuple[Type, ...]:
    """spec.md#sort C2: results have the inputs' types."""
    return tuple(operand_types)


SHAPE_FUNCTIONS = {
    "reduce": (verify_reduce, infer_reduce),
    "map": (verify_map, infer_map),
    "reduce_window": (verify_reduce_window, infer_reduce_window),
    "select_and_scatter": (verify_select_and_scatter, infer_select_and_scatter),
    "sort": (verify_sort, infer_sort),
}
