"""The dot algorithms upstream accepts (spec.md#dot_general C22-C24, i8-i10): checked where a
``#stablehlo.dot_algorithm`` is parsed (as upstream verifies it then) and where dot_general is verified."""
from __future__ import annotations

from ..diagnostics import InferenceError
from .attributes import IntegerAttr, StructAttr, as_bool, as_int, as_type

_KNOWN_ALGORITHMS = {("f16", "f16", "f16", 1), ("f16", "f16", "f32", 1), ("bf16", "bf16", "bf16", 1),
                     ("bf16", "bf16", "f32", 1), ("bf16", "bf16", "f32", 3), ("bf16", "bf16", "f32", 6),
                     ("tf32", "tf32", "f32", 1), ("tf32", "tf32", "f32", 3), ("f32", "f32", "f32", 1),
                     ("f64", "f64", "f64", 1)}
_F8 = ("f8E3M4", "f8E4M3", "f8E4M3FN", "f8E5M2", "f8E4M3FNUZ", "f8E4M3B11FNUZ", "f8E5M2FNUZ")


def check_dot_algorithm(algorithm: StructAttr) -> None:
    """spec.md#dot_general C22-C24 and the known (lhs, rhs, accumulation, primitive ops) combinations
    (i8-i10)."""
    lhs_type, rhs_type, accumulation = (str(as_type(algorithm.get(name))) for name in (
        "lhs_precision_type", "rhs_precision_type", "accumulation_type"))
    counts = [algorithm.get(name, 1) for name in ("lhs_component_count", "rhs_component_count",
                                                  "num_primitive_operations")]
    if not all(isinstance(c, (int, IntegerAttr)) and not isinstance(c, bool) for c in counts):
        raise InferenceError("dot_general_c22", "expected integer value")
    lhs_count, rhs_count, ops = (as_int(c) for c in counts)
    imprecise = as_bool(algorithm.get("allow_imprecise_accumulation", False))
    for value, what, label in ((lhs_count, "lhs component count", "dot_general_c22"),
                               (rhs_count, "rhs component count", "dot_general_c23"),
                               (ops, "num primitive operations", "dot_general_c24")):
        if value < 1:
            raise InferenceError(label, f"{what} must be positive")
    f8 = lhs_type in _F8 and rhs_type in _F8 and accumulation == "f32" and ops == 1
    known = lhs_count == rhs_count == 1 and (
        f8 or (not imprecise and (lhs_type, rhs_type, accumulation, ops) in _KNOWN_ALGORITHMS))
    if not known:
        raise InferenceError("dot_general_i8", "dot algorithm not known to be supported on any hardware: "
                                                f"{{lhs:{lhs_type}, rhs:{rhs_type}, accum:{accumulation}, "
                                                f"lhs_components:{lhs_count}, rhs_components:{rhs_count}, "
                                                f"primitive_ops:{ops}, imprecise:{int(imprecise)}}}")
