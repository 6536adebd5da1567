"""Shape functions of rng, rng_bit_generator, uniform_quantize, uniform_dequantize,
custom_call and the check dialect.

spec.md#rng, #rng_bit_generator, #uniform_quantize, #uniform_dequantize,
#custom_call (plus StablehloOps.cpp's layout, output_operand_aliases and
backend_config rules), interpreter_design.md#testing (check.expect_*).
"""
from __future__ import annotations

from typing import Any, Sequence

from ...ir.attributes import DenseElementsAttr
from ...ir.types import OpaqueType, QuantizedType, TensorType, TupleType, Type, is_complex, is_float
from . import (ConstraintError, InferenceError, Types, base, canonical, constant_ints, describe, element_ok,
               require_tensor, same_type, shapes_compatible, with_element, with_shape)
from .dynamic_shapes import shape_operand

# --- rng, rng_bit_generator ----------------------------------------------------------------


def _scalar(t: Type, index: int, label: str) -> TensorType:
    """ODS ``0DTensorOf<[HLO_Pred, HLO_Int, HLO_Float]>``."""
    if not (isinstance(t, TensorType) and t.rank == 0 and element_ok(t.element_type, "bool int float")):
        raise ConstraintError(label, f"operand #{index} must be 0D tensor of {describe('bool int float')} values, "
                                     f"but got '{t}'")
    return t


def verify_rng(operand_types: Types, *, result_types: Types, rng_distribution: str, **_: object) -> None:
    """spec.md#rng C1 (``a``, ``b``, result share an element type), C2 (NORMAL is for floats)."""
    a = _scalar(operand_types[0], 0, "rng_c1")
    b = _scalar(operand_types[1], 1, "rng_c1")
    shape_operand(operand_types[2], 2, "rng_c3")
    if a.element_type != b.element_type:
        raise ConstraintError("rng_c1", "requires the same element type for all operands and results")


def infer_rng(operand_types: Types, *, rng_distribution: str = "UNIFORM", operand_values: Sequence[Any] = (),
              **_: object) -> tuple[TensorType, ...]:
    """spec.md#rng C2 (NORMAL takes floats: upstream's ``inferRngOp``), C3: the result has shape
    ``shape`` (its length alone when no constant gives it)."""
    if rng_distribution != "UNIFORM" and not all(is_float(t.element_type) for t in operand_types[:2]):
        raise InferenceError("rng_c2", "mu and sigma must be floats")
    shape = constant_ints(operand_values, 2)
    if shape is None:
        return (with_shape(operand_types[0], (None,) * operand_types[2].shape[0]),)
    return (with_shape(operand_types[0], [d if d >= 0 else None for d in shape]),)


def verify_rng_bit_generator(operand_types: Types, *, result_types: Types, **_: object) -> None:
    """spec.md#rng_bit_generator C1: ``type(initial_state) = type(output_state)``. Like upstream's
    verifier, states of any integer or float type are accepted (print_stablehlo.mlir uses f32)."""
    initial = require_tensor(operand_types[0], "operand #0", "int float", "rng_bit_generator_c1")
    output = require_tensor(result_types[0], "result #0", "int float", "rng_bit_generator_c1")
    require_tensor(result_types[1], "result #1", "int float", "rng_bit_generator_c1", "statically shaped tensor")
    if not shapes_compatible(initial, output):
        raise InferenceError("rng_bit_generator_c1", f"output state shape must be compatible with initial state "
                                                      f"shape. Got: '{initial}' and '{output}'")
    if initial.element_type != output.element_type:
        raise InferenceError("rng_bit_generator_c1", f"output state element type must match initial state "
                                                      f"element type. Got: '{initial}' and '{output}'")


# --- uniform_quantize, uniform_dequantize ----------------------------------------------------

def valid_quantized(t: Type) -> bool:
    """A tensor whose quantized element type fits it: signless or unsigned storage, and for
    per-axis types an axis of the tensor with one scale per element along it (or a dynamic one)."""
    if not isinstance(t, TensorType) or not isinstance(t.element_type, QuantizedType):
        return True
    q = t.element_type
    if q.storage_type.startswith("si"):
        return False
    if q.quantized_dimension is None or t.shape is None:
        return True
    if not 0 <= q.quantized_dimension < t.rank:
        return False
    size = t.shape[q.quantized_dimension]
    return size is None or size == len(q.scales)


_QUANT = "per-tensor integer quantized or per-axis integer quantized"


def _quantized(t: Type, what: str, label: str) -> TensorType:
    if not (isinstance(t, TensorType) and isinstance(t.element_type, QuantizedType) and valid_quantized(t)):
        raise ConstraintError(label, f"{what} must be ranked tensor of {_QUANT} values, but got '{canonical(t)}'")
    return t


def verify_uniform_quantize(operand_types: Types, *, result_types: Types, **_: object) -> None:
    """spec.md#uniform_quantize C1 (the result expresses the operand's float type), C2 (shapes)."""
    operand = operand_types[0]
    if not (isinstance(operand, TensorType) and valid_quantized(operand)
            and element_ok(operand.element_type, "float quant quant_axis")):
        raise ConstraintError("uniform_quantize_c1", f"operand #0 must be ranked tensor of {describe('float')} or "
                                                     f"{_QUANT} values, but got '{canonical(operand)}'")
    result = _quantized(result_types[0], "result #0", "uniform_quantize_c1")
    want, have = base(operand.element_type), result.element_type.expressed_type
    if want != have:
        raise InferenceError("uniform_quantize_c1", f"Expressed type of result expected to be '{want}', but got "
                                                     f"'{have}'")
    if not shapes_compatible(operand, result):
        raise InferenceError("uniform_quantize_c2", "requires the same shape for all operands and results")


def verify_uniform_dequantize(operand_types: Types, **_: object) -> None:
    _quantized(operand_types[0], "operand #0", "uniform_dequantize_c1")


def infer_uniform_dequantize(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
    """spec.md#uniform_dequantize C1-C2: the operand's shape, its expressed element type."""
    operand = operand_types[0]
    return (with_element(operand, operand.element_type.expressed_type),)


# --- custom_call -----------------------------------------------------------------------------

API_VERSIONS = {0: "API_VERSION_UNSPECIFIED", 1: "API_VERSION_ORIGINAL", 2: "API_VERSION_STATUS_RETURNING",
                3: "API_VERSION_STATUS_RETURNING_UNIFIED", 4: "API_VERSION_TYPED_FFI"}


def _api_version(attr: Any) -> int:
    if attr is None:
        return 1
    value = getattr(attr, "value", attr)
    if isinstance(value, str):
        names = {name: code for code, name in API_VERSIONS.items()}
        return names.get(value, names.get("API_VERSION_" + value, 1))
    return int(value)


def _verify_layouts(types: Types, layouts: Sequence[Any], what: str) -> None:
    """Each layout of a tensor is a permutation of its dimensions; other types have none."""
    if len(layouts) != len(types):
        raise ConstraintError("custom_call", f"Number of {what}s must match the number of {what} layouts, "
                                             f"{len(types)} != {len(layouts)}")
    for i, (t, layout) in enumerate(zip(types, layouts)):
        values = [int(v) for v in layout.array.ravel()] if isinstance(layout, DenseElementsAttr) else []
        if isinstance(t, TupleType):
            raise ConstraintError("custom_call", "Tuple types are not fully supported with layout constraints yet")
        if not isinstance(t, TensorType):
            if values:
                raise ConstraintError("custom_call", f"Only tensor types can have non-empty layout: {what} #{i} of "
                                                     f"type '{t}' has layout {layout}")
            continue
        if t.shape is not None and sorted(values) != list(range(t.rank)):
            raise ConstraintError("custom_call", f"incorrect layout {layout} for type '{t}', layout "
                                                 f"must be a permutation of [0, {t.rank})")


def _ints(attr: Any) -> list[int]:
    return [int(getattr(v, "value", v)) for v in (attr or ())]


def _is_buffer(t: Type) -> bool:
    return isinstance(t, OpaqueType) and str(t).startswith("memref<")


def _memref(t: Type) -> TensorType | None:
    """A ``memref<2x?xf32, ...>`` as far as the buffer custom calls need it: its shape (None when
    unranked) and element type, as a tensor type; None for other types."""
    if not _is_buffer(t):
        return None
    body, depth, end = str(t)[len("memref<"):-1], 0, None
    for i, char in enumerate(body):  # the layout and memory space follow a top-level comma
        depth += (char in "<([{") - (char in ">)]}")
        if char == "," and depth == 0:
            end = i
            break
    pieces, shape, ranked, i = body[:end].split("x"), [], True, 0  # no regex at start-up
    while i < len(pieces) - 1 and (pieces[i].strip() in ("?", "*") or pieces[i].strip().isdigit()):
        dim = pieces[i].strip()
        ranked = ranked and dim != "*"
        shape.append(None if dim in ("?", "*") else int(dim))
        i += 1
    return TensorType(tuple(shape) if ranked else None, "x".join(pieces[i:]).strip())


def _same_buffer_contents(a: Type, b: Type) -> bool:
    """``verifyCompatibleShape`` and equal element types, between a tensor and a memref."""
    a, b = (_memref(t) or t for t in (a, b))
    return (isinstance(a, TensorType) and isinstance(b, TensorType) and shapes_compatible(a, b)
            and canonical(a.element_type) == canonical(b.element_type))


def _part(t: Type, indices: Sequence[int]) -> Type | None:
    for i in indices:
        if not (isinstance(t, TupleType) and 0 <= i < len(t.types)):
            return None
        t = t.types[i]
    return t


def _leaves(t: Type, path: tuple[int, ...] = ()) -> list[tuple[tuple[int, ...], Type]]:
    if isinstance(t, TupleType):
        return [leaf for i, e in enumerate(t.types) for leaf in _leaves(e, path + (i,))]
    return [(path, t)]


def _alias_parts(operand_types: Types, result_types: Types, aliases: Sequence[Any]) -> list[tuple]:
    """``output_operand_aliases``: each names an operand part and a result part of the same type;
    the (operand index, operand path, operand part, output path) of each."""
    output = result_types[0] if len(result_types) == 1 else TupleType(tuple(result_types))
    parts = []
    for alias in aliases:
        index = int(alias.get("operand_index", 0))
        operand_path, output_path = _ints(alias.get("operand_tuple_indices")), _ints(alias.get("output_tuple_indices"))
        if not 0 <= index < len(operand_types):
            raise ConstraintError("custom_call", f"expects operandIndex in the output_operand_alias attribute to be "
                                                 f"in range [0, {len(operand_types)}); got: {index}.")
        operand_part = _part(operand_types[index], operand_path)
        if operand_part is None:
            raise ConstraintError("custom_call", "operand_tuple_indices in the output_operand_alias attribute out of "
                                                 "bounds")
        output_part = _part(output, output_path)
        if output_part is None:
            raise ConstraintError("custom_call", "output_tuple_indices in the output_operand_alias attribute out of "
                                                 "bounds")
        if not same_type(operand_part, output_part):
            raise ConstraintError("custom_call", f"shapes mismatch in the output_operand_alias attribute: operand "
                                                 f"part has type '{operand_part}' and output part has type "
                                                 f"'{output_part}'")
        parts.append((index, tuple(operand_path), operand_part, tuple(output_path)))
    return parts


def _verify_buffer_aliases(operand_types: Types, result_types: Types, aliases: Sequence[Any]) -> None:
    """The end of ``verifyKnownCustomCalls`` for other targets: a buffer (memref) operand part is
    aliased at most once, a buffer output part exactly once."""
    used_operands: set[tuple[int, tuple[int, ...]]] = set()
    used_outputs: set[tuple[int, ...]] = set()
    for index, operand_path, operand_part, output_path in _alias_parts(operand_types, result_types, aliases):
        if not _is_buffer(operand_part):
            continue
        if output_path in used_outputs:
            raise ConstraintError("custom_call", f"buffer output [{', '.join(map(str, output_path))}] is used "
                                                 "in output_operand_alias more than once")
        used_outputs.add(output_path)
        if (index, operand_path) in used_operands:
            raise ConstraintError("custom_call", f"buffer operand {index}[{', '.join(map(str, operand_path))}] "
                                                 "is used in output_operand_alias more than once")
        used_operands.add((index, operand_path))
    if not result_types:
        return
    output = result_types[0] if len(result_types) == 1 else TupleType(tuple(result_types))
    for path, t in _leaves(output):
        if _is_buffer(t) and path not in used_outputs:
            raise ConstraintError("custom_call", f"buffer output [{', '.join(map(str, path))}] is not used in "
                                                 "output_operand_alias")


def _verify_buffer_targets(operand_types: Types, result_types: Types, target: str) -> None:
    """Upstream's ``verifyKnownCustomCalls``: CreateBuffer makes a memref from nothing, Pin turns
    a tensor into a memref and Unpin a memref into a tensor, of the same shape and elements."""
    if target == "CreateBuffer":
        if operand_types:
            raise ConstraintError("custom_call", "CreateBuffer custom_call shouldn't have any inputs")
        if len(result_types) != 1:
            raise ConstraintError("custom_call", "CreateBuffer custom_call should have one result")
        if not _is_buffer(result_types[0]):
            raise ConstraintError("custom_call", "CreateBuffer custom_call should have a memref result")
    elif target in ("Pin", "Unpin"):
        takes, gives = ("tensor", "memref") if target == "Pin" else ("memref", "tensor")
        kinds = {"tensor": lambda t: isinstance(t, TensorType), "memref": _is_buffer}
        if len(operand_types) != 1:
            raise ConstraintError("custom_call", f"{target} custom_call should have one input")
        if not kinds[takes](operand_types[0]):
            raise ConstraintError("custom_call", f"{target} custom_call should have a {takes} input")
        if len(result_types) != 1:
            raise ConstraintError("custom_call", f"{target} custom_call should have one output")
        if not kinds[gives](result_types[0]):
            raise ConstraintError("custom_call", f"{target} custom_call should have a {gives} output")
        if not _same_buffer_contents(operand_types[0], result_types[0]):
            raise ConstraintError("custom_call", f"{target} custom_call should have compatible input and output "
                                                 "types")


def verify_custom_call(operand_types: Types, *, result_types: Types, call_target_name: str = "",
                       backend_config: Any = None, api_version: Any = None, operand_layouts: Any = None,
                       result_layouts: Any = None, output_operand_aliases: Any = (), **_: object) -> None:
    """spec.md#custom_call (its constraints are implementation-defined; these are upstream's)."""
    if (operand_layouts is None) != (result_layouts is None):
        raise ConstraintError("custom_call", "Layout attributes should be specified for either both operands and "
                                             "results or none.")
    if operand_layouts is not None:
        _verify_layouts(operand_types, operand_layouts, "operand")
        results = result_types
        if len(results) == 1 and isinstance(results[0], TupleType):
            results = results[0].types
        _verify_layouts(results, result_layouts, "result")
    _alias_parts(operand_types, result_types, output_operand_aliases or ())
    version = _api_version(api_version)
    if backend_config is not None:
        if version == 4 and not isinstance(backend_config, dict):
            raise ConstraintError("custom_call", "backend_config for api_version API_VERSION_TYPED_FFI must be a "
                                                 "dictionary attribute.")
        if version != 4 and not isinstance(backend_config, str):
            raise ConstraintError("custom_call", f"backend_config for api_version "
                                                 f"{API_VERSIONS.get(version, version)} must be a string attribute.")
    _verify_buffer_targets(operand_types, result_types, call_target_name)
    if call_target_name not in ("CreateBuffer", "Pin", "Unpin"):
        _verify_buffer_aliases(operand_types, result_types, output_operand_aliases or ())


# --- check dialect ---------------------------------------------------------------------------

def _same_shape_and_element(actual: Type, expected: Type, what: str, label: str) -> None:
    if not (isinstance(actual, TensorType) and isinstance(expected, TensorType)
            and shapes_compatible(actual, expected) and actual.element_type == expected.element_type):
        raise InferenceError(label, f"{what} type '{expected}' does not match operand type '{actual}'")


def verify_expect_pair(operand_types: Types, **_: object) -> None:
    """check.expect_eq / expect_almost_eq / expect_close: two tensors of one type."""
    if len(operand_types) != 2:
        raise ConstraintError("check", f"expected 2 operands, but found {len(operand_types)}")
    _same_shape_and_element(operand_types[0], operand_types[1], "expected", "check")


def verify_expect_const(operand_types: Types, *, value: Any, **_: object) -> None:
    """check.expect_eq_const / expect_almost_eq_const: the literal has the operand's type."""
    if isinstance(value, DenseElementsAttr):
        _same_shape_and_element(operand_types[0], value.type, "expected value", "check")


def verify_expect_float(operand_types: Types, **_: object) -> None:
    """check.expect_almost_eq / expect_close compare floating-point (or complex) values."""
    verify_expect_pair(operand_types)
    t = operand_types[0].element_type
    if not (is_float(base(t)) or is_complex(t)):
        raise InferenceError("check", f"expects floating-point or complex operands, but got '{operand_types[0]}'")


SHAPE_FUNCTIONS = {
    "rng": (verify_rng, infer_rng),
    "rng_bit_generator": (verify_rng_bit_generator, None),
    "uniform_quantize": (verify_uniform_quantize, None),
    "uniform_dequantize": (verify_uniform_dequantize, infer_uniform_dequantize),
    "custom_call": (verify_custom_call, None),
    "check.expect_eq": (verify_expect_pair, None),
    "check.expect_eq_const": (verify_expect_const, None),
    "check.expect_almost_eq": (verify_expect_float, None),
    "check.expect_almost_eq_const": (verify_expect_const, None),
    "check.expect_close": (verify_expect_float, None),
}
"""op name (without ``stablehlo.``) -> (verify, infer); None where the op has none."""
