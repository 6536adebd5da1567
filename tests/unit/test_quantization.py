"""quantize / dequantize (spec.md#quantization-computations) and quantized programs.

Expected values are worked out by hand from the spec's formulas (the comments show
the steps), or with plain numpy float32 arithmetic where the rounding of one step
is the point.
"""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate import interpret
from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.interpreter.quantization import dequantize, quantize, requantize, storage_range
from stablehlo_translate.ir.types import QuantizedType


def q(storage="i8", expressed="f32", scales=(1.0,), zero_points=(0,), axis=None, lo=None, hi=None):
    return QuantizedType(storage, expressed, tuple(scales), tuple(zero_points), axis, lo, hi)


def f32(*values) -> np.ndarray:
    return np.array(values, np.float32)


# --- quantize ---------------------------------------------------------------------------

def test_quantize_per_tensor_scale_and_zero_point():
    # [1.0, 2.5, -3.0] / 0.5 = [2, 5, -6]; + (-20) = [-18, -15, -26]
    r = quantize(f32(1.0, 2.5, -3.0), q(scales=(0.5,), zero_points=(-20,)))
    assert r.dtype == np.int8
    assert r.tolist() == [-18, -15, -26]


def test_quantize_rounds_half_to_even():
    # round_nearest_even: 0.5 -> 0, 1.5 -> 2, 2.5 -> 2, -0.5 -> 0, -1.5 -> -2, 0.75 / 0.5 = 1.5 -> 2
    assert quantize(f32(0.5, 1.5, 2.5, -0.5, -1.5), q()).tolist() == [0, 2, 2, 0, -2]
    assert quantize(f32(0.25, 0.75), q(scales=(0.5,))).tolist() == [0, 2]


def test_quantize_clamps_to_storage_range():
    assert quantize(f32(-1000, 1000, np.inf, -np.inf), q()).tolist() == [-128, 127, 127, -128]
    assert quantize(f32(-1000, 1000), q(lo=-127, hi=127)).tolist() == [-127, 127]
    # the zero point is added before clamping: 100 + 50 = 150 -> 127
    assert quantize(f32(100), q(zero_points=(50,))).tolist() == [127]


def test_quantize_nan_is_zero():
    # implementation-defined: clamp keeps NaN, convert maps NaN to 0
    assert quantize(f32(np.nan), q(zero_points=(5,))).tolist() == [0]


def test_quantize_unsigned_storage():
    # ui8 range [0, 255]: -1 / 1 + 0 clamps to 0; 300 clamps to 255; 7 / 0.5 + 128 = 142
    assert quantize(f32(-1, 300), q("ui8")).tolist() == [0, 255]
    assert quantize(f32(7), q("ui8", scales=(0.5,), zero_points=(128,))).tolist() == [142]


def test_quantize_sub_byte_storage():
    # i4 range [-8, 7]; 3.4 rounds to 3; -2.5 rounds to -2 (even)
    r = quantize(f32(10, -10, 3.4, -2.5), q("i4"))
    assert r.dtype == np.dtype(ml_dtypes.int4)
    assert r.astype(np.int32).tolist() == [7, -8, 3, -2]
    # ui4 with zero point 8: -1 -> 7, 9 -> 17 -> 15
    assert quantize(f32(-1, 9), q("ui4", zero_points=(8,))).astype(np.int32).tolist() == [7, 15]


def test_quantize_per_axis():
    # axis 1: scales (1, 0.5, 0.25), zero points (0, 1, -1)
    # column 0: [1, 2]; column 1: [1/0.5+1, 2/0.5+1] = [3, 5]; column 2: [1/0.25-1, 2/0.25-1] = [3, 7]
    t = q(scales=(1.0, 0.5, 0.25), zero_points=(0, 1, -1), axis=1)
    x = f32([1, 1, 1], [2, 2, 2])
    assert quantize(x, t).tolist() == [[1, 3, 3], [2, 5, 7]]
    # axis 0: row 0 scale 2 -> [0, 1] (0.5 and 1 -> round_nearest_even), row 1 scale 0.5 -> [8, 10]
    t0 = q(scales=(2.0, 0.5), zero_points=(0, 0), axis=0)
    assert quantize(f32([1, 2], [4, 5]), t0).tolist() == [[0, 1], [8, 10]]


def test_quantize_per_axis_size_mismatch():
    with pytest.raises(EvalError, match="per-axis"):
        quantize(f32([1, 2, 3]), q(scales=(1.0, 2.0), zero_points=(0, 0), axis=0))


def test_quantize_computes_in_the_expressed_type():
    # f16(0.1) = 0.0999755859375; 0.25 / that = 2.50061..., which f16 rounds to 2.5
    # (spacing 2**-9), and round_nearest_even gives 2.
    assert quantize(np.array([0.25], np.float16), q(expressed="f16", scales=(0.1,))).tolist() == [2]
    # the same scale in f32 keeps 2.50061... and rounds to 3
    assert quantize(f32(0.25), q(scales=(0.0999755859375,))).tolist() == [3]
    # the spec's division, not a multiplication by a reciprocal: 4.0f / 0.1f = 40 exactly after
    # rounding, -> 10 with zero point -30
    assert quantize(f32(4.0), q(scales=(0.1,), zero_points=(-30,))).tolist() == [10]


# --- dequantize ---------------------------------------------------------------------------

def test_dequantize_per_tensor():
    # (10 - (-30)) * 0.1f, (-30 + 30) * 0.1f, (127 + 30) * 0.1f in float32
    r = dequantize(np.array([10, -30, 127], np.int8), q(scales=(0.1,), zero_points=(-30,)))
    expected = np.array([40, 0, 157], np.float32) * np.float32(0.1)
    assert r.dtype == np.float32
    assert r.tobytes() == expected.tobytes()


def test_dequantize_difference_does_not_wrap():
    # 127 - (-128) = 255 exactly (it would wrap to -1 in i8)
    r = dequantize(np.array([127], np.int8), q(zero_points=(-128,)))
    assert r.tolist() == [255.0]


def test_dequantize_per_axis_and_sub_byte():
    t = q("i4", scales=(0.5, 2.0), zero_points=(1, -1), axis=0)
    x = np.array([[3, -8], [7, 0]], ml_dtypes.int4)
    # row 0: (3-1)*0.5 = 1, (-8-1)*0.5 = -4.5; row 1: (7+1)*2 = 16, (0+1)*2 = 2
    assert dequantize(x, t).tolist() == [[1.0, -4.5], [16.0, 2.0]]


def test_dequantize_bf16_expressed():
    # bf16(0.1) = 0.10009765625; 3 * 0.10009765625 = 0.30029296875 -> bf16 0.30078125
    r = dequantize(np.array([3], np.int8), q(expressed="bf16", scales=(0.1,)))
    assert r.dtype == np.dtype(ml_dtypes.bfloat16)
    assert float(r[0]) == 0.30078125


def test_requantize_and_storage_range():
    # spec.md#uniform_quantize example: [10, 10] with (0.1:-30, 0.5:-20) is [4, 15];
    # requantized with (0.1:-20, 0.2:-30): 4 / 0.1 - 20 = 20, 15 / 0.2 - 30 = 45
    source = q(scales=(0.1, 0.5), zero_points=(-30, -20), axis=0)
    target = q(scales=(0.1, 0.2), zero_points=(-20, -30), axis=0)
    assert requantize(np.array([10, 10], np.int8), source, target).tolist() == [20, 45]
    assert storage_range(q("i4")) == (-8, 7)
    assert storage_range(q("ui16")) == (0, 65535)
    assert storage_range(q(lo=-127, hi=100)) == (-127, 100)


# --- quantized programs ------------------------------------------------------------------

Q = "!quant.uniform<i8:f32, 0.5:-20>"


def run(body: str, result: str, *args) -> np.ndarray:
    params = ", ".join(f"%a{i}: {t}" for i, (t, _) in enumerate(args))
    text = f"func.func @main({params}) -> {result} {{\n{body}\n}}"
    return interpret(text, *(v for _, v in args))[0]


def test_program_add_is_dequantize_op_quantize():
    # storage [-18, -15] is [1.0, 2.5]; the sum [2.0, 5.0] quantizes to [-16, -10]
    r = run(f"%r = stablehlo.add %a0, %a0 : tensor<2x{Q}>\nfunc.return %r : tensor<2x{Q}>",
            f"tensor<2x{Q}>", (f"tensor<2x{Q}>", np.array([-18, -15], np.int8)))
    assert r.dtype == np.int8 and r.tolist() == [-16, -10]


def test_program_compare_and_select():
    # lhs 0.5 scale zp -20 storage [-18, -22] = [1.0, -1.0]; rhs scale 1 zp 0 storage [1, 3] = [1, 3]
    q2 = "!quant.uniform<i8:f32, 1.0>"
    body = (f'%p = stablehlo.compare GE, %a0, %a1 : (tensor<2x{Q}>, tensor<2x{q2}>) -> tensor<2xi1>\n'
            f'%s = stablehlo.select %p, %a0, %a1 : tensor<2xi1>, tensor<2x{Q}>, tensor<2x{q2}> -> tensor<2x{q2}>\n'
            f'func.return %s : tensor<2x{q2}>')
    # GE: [true, false]; select picks 1.0 (lhs) and 3.0 (rhs), quantized with scale 1: [1, 3]
    r = run(body, f"tensor<2x{q2}>", (f"tensor<2x{Q}>", np.array([-18, -22], np.int8)),
            (f"tensor<2x{q2}>", np.array([1, 3], np.int8)))
    assert r.tolist() == [1, 3]


def test_program_hybrid_dot_general_stays_float():
    # rhs per-axis along dim 1: scales (0.5, 2), zero points 0: storage [[2, 1], [4, 3]] is
    # [[1, 2], [2, 6]]; lhs [1, 1] . rhs = [3, 8]
    qa = "!quant.uniform<i8:f32:1, {0.5,2.0}>"
    body = (f"%r = stablehlo.dot_general %a0, %a1, contracting_dims = [0] x [0] : "
            f"(tensor<2xf32>, tensor<2x2x{qa}>) -> tensor<2xf32>\nfunc.return %r : tensor<2xf32>")
    r = run(body, "tensor<2xf32>", ("tensor<2xf32>", f32(1, 1)),
            (f"tensor<2x2x{qa}>", np.array([[2, 1], [4, 3]], np.int8)))
    assert r.dtype == np.float32 and r.tolist() == [3.0, 8.0]


def test_program_storage_ops_move_storage_values():
    body = (f"%r = stablehlo.reverse %a0, dims = [0] : tensor<3x{Q}>\n"
            f"func.return %r : tensor<3x{Q}>")
    r = run(body, f"tensor<3x{Q}>", (f"tensor<3x{Q}>", np.array([1, 2, 3], np.int8)))
    assert r.tolist() == [3, 2, 1]


def test_program_op_without_quantized_semantics_is_an_error():
    from stablehlo_translate.diagnostics import InterpretError

    body = f"%r = stablehlo.popcnt %a0 : tensor<2x{Q}>\nfunc.return %r : tensor<2x{Q}>"
    with pytest.raises(InterpretError, match="does not support quantized types"):
        run(body, f"tensor<2x{Q}>", (f"tensor<2x{Q}>", np.array([1, 2], np.int8)))
