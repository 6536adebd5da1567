"""The CHLO decomposition builder and driver (stablehlo_translate/dialects/chlo_*.py)."""
import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.printing.module_printer import print_module
from stablehlo_translate.dialects.chlo_builder import Builder, Namer, Value, polynomial, scalar_array, with_upcast
from stablehlo_translate.dialects.chlo_legalize import decompose, decomposed, legalize_chlo
from stablehlo_translate.ir.types import TensorType


def _builder(*taken: str) -> Builder:
    return Builder(Namer(set(taken)), decompose)


def _bits(array: np.ndarray) -> int:
    return int(array.view(f"uint{array.dtype.itemsize * 8}"))


# Expected bit patterns: upstream's FileCheck lines (1.41421354, 3.40282347E+38 for f32)
# and IEEE half/bfloat16 tables (0.1 -> 0x2E66 / 0x3DCD).
@pytest.mark.parametrize("value, element, bits", [
    (1.4142135623730951, "f32", 0x3FB504F3),
    ("max", "f32", 0x7F7FFFFF),
    ("max", "f64", 0x7FEFFFFFFFFFFFFF),
    ("min_subnormal", "f32", 0x00000001),
    ("min_normal", "f16", 0x0400),
    (0.1, "f16", 0x2E66),
    (0.1, "bf16", 0x3DCD),
    (1e+308, "f32", 0x7F800000),
    ("-inf", "bf16", 0xFF80),
])
def test_float_constants_round_to_nearest_even_from_the_double(value, element, bits):
    assert _bits(scalar_array(value, element)) == bits


@pytest.mark.parametrize("value, element, expected", [
    (0xFFFFFFFF, "i32", -1), (1 << 31, "i32", -(1 << 31)), (~(1 << 31), "i32", (1 << 31) - 1),
    (-1, "ui8", 255), (32, "i64", 32),
])
def test_integer_constants_wrap_like_apint(value, element, expected):
    assert int(scalar_array(value, element)) == expected


def test_operands_are_created_before_the_op_left_to_right():
    b = _builder("%0", "%arg")
    x = Value("%arg", TensorType((2,), "f32"))
    result = b.add(b.mul(x, x), b.const_like(1, x))
    assert [op.name for op in b.ops] == ["stablehlo.multiply", "stablehlo.constant", "stablehlo.add"]
    names = [op.results[0] for op in b.ops]
    assert len(set(names)) == 3 and "%0" not in names and result.name == names[-1]
    assert b.ops[1].result_types[0] == x.type


def test_compare_and_complex_parts_infer_their_types():
    b = _builder()
    z = Value("%z", TensorType((3,), "complex<f64>"))
    re = b.real(z)
    assert re.type == TensorType((3,), "f64")
    assert b.compare("LT", re, re).type == TensorType((3,), "i1")
    assert b.complex(re, b.imag(z)).type == z.type
    assert b.abs(z).type == re.type


def test_multi_result_ops_share_one_name():
    b = _builder()
    x = Value("%x", TensorType((4,), "f32"))
    first, second = b.op("stablehlo.sort", [x, x], [x.type, x.type])
    assert first.name.endswith("#0") and second.name.endswith("#1")
    assert first.name.split("#")[0] == second.name.split("#")[0]


def test_narrow_floats_are_upcast_to_f32_and_back():
    b = _builder()
    x = Value("%x", TensorType((), "bf16"))
    out = with_upcast(b, [x], lambda b, v: b.exp(v))
    assert [op.name for op in b.ops] == ["stablehlo.convert", "stablehlo.exponential", "stablehlo.convert"]
    assert b.ops[1].result_types[0].element_type == "f32" and out.type == x.type
    b = _builder()
    with_upcast(b, [Value("%y", TensorType((), "f32"))], lambda b, v: b.exp(v))
    assert [op.name for op in b.ops] == ["stablehlo.exponential"]


def test_polynomial_is_horner_from_the_highest_power():
    b = _builder()
    x = Value("%x", TensorType((), "f64"))
    polynomial(b, x, (2.0, 3.0, 5.0))
    values = [float(op.attributes["value"].array) for op in b.ops if op.name == "stablehlo.constant"]
    assert values == [2.0, 3.0, 5.0]
    assert [op.name.split(".")[1] for op in b.ops] == [
        "constant", "multiply", "constant", "add", "multiply", "constant", "add"]


_PROGRAM = """
func.func @main(%x: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xi1>) {
  %0 = chlo.asin %x : tensor<3xf32> -> tensor<3xf32>
  %1 = chlo.is_inf %0 : tensor<3xf32> -> tensor<3xi1>
  return %0, %1 : tensor<3xf32>, tensor<3xi1>
}
"""


def test_legalization_leaves_no_chlo_and_renames_the_uses():
    module = legalize_chlo(st.parse_module(_PROGRAM))
    names = [op.name for op in module.op.walk()]
    assert not [n for n in names if n.startswith("chlo.")]
    ret = [op for op in module.op.walk() if op.name == "func.return"][0]
    defined = {r for op in module.op.walk() for r in op.results} | {"%x"}
    assert set(ret.operands) <= defined and "%0" not in ret.operands
    text = print_module(module)
    assert "stablehlo.atan2" in text and st.parse_module(text)


def test_interpreting_decomposes_a_copy():
    module = st.parse_module(_PROGRAM)
    x = np.array([0.5, 1.0, -0.25], np.float32)
    results = st.interpret(module, x)
    assert any(op.name == "chlo.asin" for op in module.op.walk())
    np.testing.assert_allclose(results[0], np.arcsin(x), rtol=1e-6)
    assert decomposed(module) is not module
    plain = st.parse_module("func.func @main(%x: tensor<f32>) -> tensor<f32> { return %x : tensor<f32> }")
    assert decomposed(plain) is plain


_UNLEGALIZABLE = """
func.func @main(%x: tensor<4xf8E4M3FN>) -> tensor<4xf8E4M3FN> {
  %0 = chlo.erf %x : tensor<4xf8E4M3FN> -> tensor<4xf8E4M3FN>
  return %0 : tensor<4xf8E4M3FN>
}
"""


def test_an_op_without_decomposition_fails_as_upstream_or_stays_when_partial():
    with pytest.raises(Diagnostic, match="failed to legalize operation 'chlo.erf' that was explicitly marked illegal"):
        legalize_chlo(st.parse_module(_UNLEGALIZABLE))
    module = legalize_chlo(st.parse_module(_UNLEGALIZABLE), partial=True)
    assert any(op.name == "chlo.erf" for op in module.op.walk())
