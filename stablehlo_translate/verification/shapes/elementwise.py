"""Shape functions of the elementwise ops (spec.md#abs ... spec.md#xor, #compare, #select, #clamp).

Each op gets a ``verify`` (its operand/result element type classes and the
same-shape rule) and an ``infer`` (the result type); see shapes/__init__.py.
"""
from __future__ import annotations

from typing import Callable

from ...ir.types import ElementType, QuantizedType, TensorType, bit_width, complex_part_type, is_complex
from . import (ConstraintError, InferenceError, Types, base, dims, elements_compatible, refine, require_count,
               require_operands, require_results, require_tensor, shapes_compatible, with_element)

ShapeFn = Callable[..., object]


def same_shape(types: Types, label: str, what: str = "all operands and results") -> None:
    """SameOperandsAndResultShape: ranks equal, sizes compatible (``?`` matches any)."""
    tensors = [t for t in types if isinstance(t, TensorType)]
    for t in tensors[1:]:
        if not shapes_compatible(tensors[0], t):
            raise ConstraintError(label, f"requires the same shape for {what}")


def _most_specific(types: Types, label: str, what: str,
                   error: type[ConstraintError] = ConstraintError) -> TensorType:
    """The operands' common type, refined dimension by dimension (upstream's inferMostSpecificType).
    Incompatible types are ``error``: the ``CompatibleOperandsAndResultType`` trait's complaint
    (prefixed), or a shape function's (:class:`InferenceError`)."""
    result = types[0]
    for t in types[1:]:
        if not (elements_compatible(result.element_type, t.element_type) and shapes_compatible(result, t)):
            raise error(label, f"requires compatible types for {what}")
        _sizes_within_bounds(result, t, label)
        result = refine(result, t)
    return result


def _sizes_within_bounds(a: TensorType, b: TensorType, label: str) -> None:
    """A static size met with a bounded ``?`` must not exceed the bound (upstream's
    inferMostSpecificDimAndBound)."""
    if a.shape is None or b.shape is None:
        return
    for i, (x, y) in enumerate(zip(a.shape, b.shape)):
        for size, other in ((x, b), (y, a)):
            bound = other.bounds[i] if other.bounds is not None and other.shape[i] is None else None
            if size is not None and bound is not None and size > bound:
                raise InferenceError(label, f"Mismatched dimension size {size} and bound {bound} in "
                                             f"dimension {i}")


def _part(t: ElementType) -> ElementType:
    """real/imag/abs: complex<E> -> E; other element types unchanged."""
    return complex_part_type(t) if is_complex(t) else t


def elementwise(name: str, arity: int, classes: str, result_classes: str | None = None,
                element: Callable[[ElementType], ElementType] | None = None) -> tuple[ShapeFn, ShapeFn]:
    """(verify, infer) of an elementwise op whose operands share one type (spec.md#<name> C1).

    ``element`` maps the operand element type to the result's (default: the same);
    ``result_classes`` constrains the result's element type (default: ``classes``).
    """
    label = f"{name}_c1"

    def verify(operand_types: Types, *, result_types: Types, **_: object) -> None:
        require_count(operand_types, arity, "operand", label)
        require_operands(operand_types, classes, label)
        require_results(result_types, result_classes or classes, label)
        types = [*operand_types, *result_types]
        if name == "add":  # SameOperandsAndResultShape (its element types are verifyAddOp's)
            same_shape(types, label)
        elif element is not None:  # Elementwise (the result's element type differs: abs, real, imag)
            if not all(shapes_compatible(types[0], t) for t in types[1:]):
                raise ConstraintError(label, "all non-scalar operands/results must have the same shape and "
                                             "base type")
        elif not all(elements_compatible(types[0].element_type, t.element_type) and shapes_compatible(types[0], t)
                     for t in types[1:]):  # CompatibleOperandsAndResultType
            raise ConstraintError(label, "requires compatible types for all operands and results")

    def infer(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
        common = _most_specific(operand_types, label, "all operands and results")
        if element is None:
            return (common,)
        return (with_element(common, element(common.element_type)),)

    return verify, infer


def verify_is_finite(operand_types: Types, *, result_types: Types, **_: object) -> None:
    """spec.md#is_finite: a float ``x``, an i1 ``y`` of the same shape (C1)."""
    require_tensor(operand_types[0], "operand #0", "float quant", "is_finite_c1")
    require_tensor(result_types[0], "result #0", "bool", "is_finite_c1")
    if not shapes_compatible(operand_types[0], result_types[0]):
        raise ConstraintError("is_finite_c1", "all non-scalar operands/results must have the same shape "
                                              "and base type")


def infer_is_finite(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
    return (with_element(operand_types[0], "i1"),)


COMPARISON_DIRECTIONS = ("EQ", "NE", "GE", "GT", "LE", "LT")
COMPARISON_TYPES = ("NOTYPE", "FLOAT", "TOTALORDER", "SIGNED", "UNSIGNED")


def verify_compare(operand_types: Types, *, result_types: Types, comparison_direction: str = "EQ",
                   compare_type: str | None = None, **_: object) -> None:
    """spec.md#compare: an i1 result of the operands' shape (C2); the enums are known values
    (I3, I4). Like upstream, ``compare_type`` is not checked against the element type (C3):
    TOTALORDER on integers verifies."""
    if comparison_direction not in COMPARISON_DIRECTIONS:
        raise ConstraintError("compare_i3", f"unknown comparison_direction {comparison_direction}, expected one "
                                            f"of {', '.join(COMPARISON_DIRECTIONS)}")
    if compare_type is not None and compare_type not in COMPARISON_TYPES:
        raise ConstraintError("compare_i4", f"unknown compare_type {compare_type}, expected one of "
                                            f"{', '.join(COMPARISON_TYPES)}")
    require_count(operand_types, 2, "operand", "compare_c1")
    require_operands(operand_types, "float bool int complex quant", "compare_c1")
    require_results(result_types, "bool", "compare_c2")
    same_shape([*operand_types, *result_types], "compare_c2")


def infer_compare(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
    common = _most_specific([with_element(t, base(t.element_type)) for t in operand_types],
                            "compare_c1", "all operands")
    return (with_element(common, "i1"),)


def verify_select(operand_types: Types, *, result_types: Types, **_: object) -> None:
    require_count(operand_types, 3, "operand", "select_c1")
    require_tensor(operand_types[0], "operand #0", "bool", "select_c1")
    require_operands(operand_types[1:], "float bool int complex quant", "select_c2", offset=1)


def infer_select(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
    """spec.md#select: ``pred`` is 0-d or shaped like ``on_true`` (C1); branches agree (C2)."""
    pred, on_true, on_false = operand_types
    result = _most_specific([on_true, on_false], "select_c2", "non-predicate operands", InferenceError)
    if pred.rank != 0 and not shapes_compatible(pred, on_true):
        raise InferenceError("select_c1", "requires the same shape for all operands")
    return (result,)


def verify_clamp(operand_types: Types, *, result_types: Types, **_: object) -> None:
    require_count(operand_types, 3, "operand", "clamp_c3")
    require_operands(operand_types, "float bool int complex quant", "clamp_c3")


def infer_clamp(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
    """spec.md#clamp: ``min``/``max`` are 0-d or shaped like ``operand`` (C1, C2), same elements (C3)."""
    low, operand, high = operand_types
    for what, bound, label in (("min", low, "clamp_c1"), ("max", high, "clamp_c2")):
        if bound.rank != 0 and not shapes_compatible(bound, operand):
            raise InferenceError(label, f"{what} shape {dims(bound.shape)} is not scalar and is not "
                                         f"compatible to operand shape {dims(operand.shape)}")
        if not elements_compatible(base(bound.element_type), base(operand.element_type)):
            raise ConstraintError("clamp_c3", "requires the same element type for all operands")
    return (operand,)


def verify_complex(operand_types: Types, *, result_types: Types, **_: object) -> None:
    require_count(operand_types, 2, "operand", "complex_c1")
    for i, t in enumerate(operand_types):
        require_tensor(t, f"operand #{i}", "float", "complex_c1")
        if t.element_type not in ("f32", "f64"):
            raise ConstraintError("complex_c1", f"operand #{i} must be ranked tensor of 32-bit float or "
                                                f"64-bit float values, but got '{t}'")
    require_results(result_types, "complex", "complex_c3")
    same_shape([*operand_types, *result_types], "complex_c2")


def infer_complex(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
    """spec.md#complex: ``complex<E>`` of the operands' shape (C1-C3)."""
    common = _most_specific(operand_types, "complex_c1", "all operands")
    return (with_element(common, f"complex<{common.element_type}>"),)


def verify_add(operand_types: Types, *, result_types: Types, **attrs: object) -> None:
    """spec.md#add: C1 as the other binary ops, C2-C7 for quantized operands."""
    _verify_binary_add(operand_types, result_types=result_types, **attrs)
    types = [t.element_type for t in (*operand_types, *result_types)]
    quantized = [isinstance(t, QuantizedType) for t in types]
    if not any(quantized):
        if types[0] != types[1] or types[0] != types[2]:  # upstream's verifyAddOp, worded as the trait
            raise InferenceError("add_c1", "op requires the same element type for all operands and results")
        return
    if not all(quantized):
        raise InferenceError("add_c2", "expects  all operands and results to be either quantized or "
                                        "non-quantized")
    lhs, rhs, result = types
    if len({bit_width(t.storage_type) for t in types}) > 1:
        raise InferenceError("add_c3", "mismatched operands and result quantization storage types")
    if len({t.expressed_type for t in types}) > 1:
        raise InferenceError("add_c4", "mismatched operands and result quantization expressed types")
    per_axis = [t.quantized_dimension is not None for t in types]
    if (per_axis[0] or per_axis[1]) != per_axis[2]:
        raise InferenceError("add_c5", "result is not per_axis quantized but lhs or rhs are" if not per_axis[2]
                              else "result per_axis quantized but none from rhs and lhs are per_axis quantized")
    for name, operand, axis in (("lhs", lhs, per_axis[0]), ("rhs", rhs, per_axis[1])):
        if axis and operand.quantized_dimension != result.quantized_dimension:
            raise InferenceError("add_c6" if name == "lhs" else "add_c7",
                                  f"quantization_dimension of {name} and result are not same '{operand}' vs "
                                  f"'{result}'")


_ANY = "float bool int complex quant"
_FLOAT_COMPLEX = "float complex quant"
_NUMERIC = "int float complex quant"
_INT = "int"
_BOOL_INT = "bool int"

# op -> (arity, operand classes, result classes or None, element map or None)
ELEMENTWISE: dict[str, tuple[int, str, str | None, Callable | None]] = {
    "abs": (1, "signed float complex quant", "signed float quant", _part),
    "cbrt": (1, _FLOAT_COMPLEX, None, None),
    "ceil": (1, "float quant", None, None),
    "cosine": (1, _FLOAT_COMPLEX, None, None),
    "count_leading_zeros": (1, _INT, None, None),
    "exponential": (1, _FLOAT_COMPLEX, None, None),
    "exponential_minus_one": (1, _FLOAT_COMPLEX, None, None),
    "floor": (1, "float quant", None, None),
    "imag": (1, "float complex", "float", _part),
    "log": (1, _FLOAT_COMPLEX, None, None),
    "log_plus_one": (1, _FLOAT_COMPLEX, None, None),
    "logistic": (1, _FLOAT_COMPLEX, None, None),
    "negate": (1, _NUMERIC, None, None),
    "not": (1, _BOOL_INT, None, None),
    "popcnt": (1, _INT, None, None),
    "real": (1, "float complex", "float", _part),
    "round_nearest_afz": (1, "float quant", None, None),
    "round_nearest_even": (1, "float quant", None, None),
    "rsqrt": (1, _FLOAT_COMPLEX, None, None),
    "sign": (1, "signed float complex quant", None, None),
    "sine": (1, _FLOAT_COMPLEX, None, None),
    "sqrt": (1, _FLOAT_COMPLEX, None, None),
    "tan": (1, _FLOAT_COMPLEX, None, None),
    "tanh": (1, _FLOAT_COMPLEX, None, None),
    "add": (2, _ANY + " quant_axis", None, None),
    "and": (2, _BOOL_INT, None, None),
    "atan2": (2, _FLOAT_COMPLEX, None, None),
    "divide": (2, _NUMERIC, None, None),
    "maximum": (2, _ANY, None, None),
    "minimum": (2, _ANY, None, None),
    "multiply": (2, _ANY, None, None),
    "or": (2, _BOOL_INT, None, None),
    "power": (2, _NUMERIC, None, None),
    "remainder": (2, _NUMERIC, None, None),
    "shift_left": (2, _INT, None, None),
    "shift_right_arithmetic": (2, _INT, None, None),
    "shift_right_logical": (2, _INT, None, None),
    "subtract": (2, _NUMERIC, None, None),
    "xor": (2, _BOOL_INT, None, None),
}

SHAPE_FUNCTIONS: dict[str, tuple[ShapeFn, ShapeFn]] = {
    name: elementwise(name, *spec) for name, spec in ELEMENTWISE.items()}
_verify_binary_add = SHAPE_FUNCTIONS["add"][0]
SHAPE_FUNCTIONS.update({
    "add": (verify_add, SHAPE_FUNCTIONS["add"][1]),
    "is_finite": (verify_is_finite, infer_is_finite),
    "compare": (verify_compare, infer_compare),
    "select": (verify_select, infer_select),
    "clamp": (verify_clamp, infer_clamp),
    "complex": (verify_complex, infer_complex),
})
"""op name (without ``stablehlo.``) -> (verify, infer)."""
