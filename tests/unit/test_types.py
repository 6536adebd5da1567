"""The element-type table of types.py and the text of type objects (spec.md#types)."""
from __future__ import annotations

import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate.ir.types import (
    ELEMENT_DTYPES, FunctionType, OpaqueType, QuantizedType, TensorType, TokenType, TupleType,
    UnsupportedTypeError, bit_width, complex_part_type, dtype_of, is_bool, is_complex, is_float,
    is_integer, is_unsigned, storage_type)

SIGNED = ["i2", "i4", "i8", "i16", "i32", "i64",
          "si2", "si4", "si8", "si16", "si32", "si64", "index"]
UNSIGNED = ["ui2", "ui4", "ui8", "ui16", "ui32", "ui64"]
FLOATS = ["f4E2M1FN", "f6E2M3FN", "f6E3M2FN", "f8E3M4", "f8E4M3", "f8E4M3FN", "f8E4M3FNUZ",
          "f8E4M3B11FNUZ", "f8E5M2", "f8E5M2FNUZ", "f8E8M0FNU", "bf16", "f16", "f32", "f64"]
COMPLEX = ["complex<f32>", "complex<f64>"]


def test_table_covers_exactly_the_known_families():
    assert set(ELEMENT_DTYPES) == {"i1", *SIGNED, *UNSIGNED, *FLOATS, *COMPLEX}


@pytest.mark.parametrize("name", SIGNED + UNSIGNED)
def test_integer_dtypes(name):
    info = ml_dtypes.iinfo(dtype_of(name))
    assert info.bits == bit_width(name)
    assert (info.min == 0) == (name in UNSIGNED)
    assert is_integer(name) and is_unsigned(name) == (name in UNSIGNED)
    assert not (is_float(name) or is_complex(name) or is_bool(name))


def test_integer_widths_and_aliases():
    for width in (2, 4, 8, 16, 32, 64):
        assert bit_width(f"i{width}") == bit_width(f"ui{width}") == width
        assert dtype_of(f"si{width}") == dtype_of(f"i{width}")
    assert dtype_of("i4") == np.dtype(ml_dtypes.int4)
    assert dtype_of("ui2") == np.dtype(ml_dtypes.uint2)
    assert dtype_of("index") == np.dtype(np.int64)


@pytest.mark.parametrize("name", FLOATS)
def test_float_dtypes(name):
    dtype = dtype_of(name)
    assert ml_dtypes.finfo(dtype).bits == bit_width(name)
    assert is_float(name)
    assert not (is_integer(name) or is_unsigned(name) or is_complex(name) or is_bool(name))


def test_float_dtypes_are_the_named_formats():
    assert dtype_of("bf16") == np.dtype(ml_dtypes.bfloat16)
    assert dtype_of("f8E4M3FN") == np.dtype(ml_dtypes.float8_e4m3fn)
    assert dtype_of("f8E4M3B11FNUZ") == np.dtype(ml_dtypes.float8_e4m3b11fnuz)
    assert dtype_of("f8E8M0FNU") == np.dtype(ml_dtypes.float8_e8m0fnu)
    assert dtype_of("f16") == np.float16 and dtype_of("f32") == np.float32
    assert dtype_of("f64") == np.float64


@pytest.mark.parametrize("name,dtype,part", [("complex<f32>", np.complex64, "f32"),
                                             ("complex<f64>", np.complex128, "f64")])
def test_complex_dtypes(name, dtype, part):
    assert dtype_of(name) == np.dtype(dtype)
    assert bit_width(name) == 8 * np.dtype(dtype).itemsize == 2 * bit_width(part)
    assert complex_part_type(name) == part
    assert is_complex(name) and not (is_float(name) or is_integer(name) or is_bool(name))


def test_bool():
    assert dtype_of("i1") == np.dtype(np.bool_) and bit_width("i1") == 1
    assert is_bool("i1") and not (is_integer("i1") or is_float("i1") or is_unsigned("i1"))


@pytest.mark.parametrize("name", ["tf32", "f128", "i3", "u8", ""])
def test_unknown_and_unsupported_types(name):
    with pytest.raises(UnsupportedTypeError):
        dtype_of(name)


def test_tf32_is_reported_as_unsupported():
    with pytest.raises(UnsupportedTypeError, match="not supported"):
        dtype_of("tf32")


QUANT = QuantizedType("i8", "f32", scales=(0.5,), zero_points=(3,))
QUANT_UNSIGNED = QuantizedType("ui8", "f32", scales=(1.0,), zero_points=(0,))


def test_quantized_types_use_their_storage_type():
    assert storage_type(QUANT) == "i8" and dtype_of(QUANT) == np.dtype(np.int8)
    assert bit_width(QUANT) == 8 and not is_unsigned(QUANT)
    assert is_unsigned(QUANT_UNSIGNED) and dtype_of(QUANT_UNSIGNED) == np.dtype(np.uint8)
    assert not is_float(QUANT) and not is_complex(QUANT) and not is_bool(QUANT)


@pytest.mark.parametrize("qtype,text", [
    (QUANT, "!quant.uniform<i8:f32, 5.000000e-01:3>"),
    (QUANT_UNSIGNED, "!quant.uniform<ui8:f32, 1.000000e+00>"),
    (QuantizedType("i8", "f32", (0.1,), (0,), storage_min=-8, storage_max=7),
     "!quant.uniform<i8<-8:7>:f32, 1.000000e-01>"),
    (QuantizedType("i8", "f32", (0.1, 0.2), (1, 0), quantized_dimension=1),
     "!quant.uniform<i8:f32:1, {1.000000e-01:1,2.000000e-01}>"),
])
def test_quantized_type_text(qtype, text):
    assert str(qtype) == text


@pytest.mark.parametrize("ttype,text", [
    (TensorType((2, 3), "f32"), "tensor<2x3xf32>"),
    (TensorType((), "i1"), "tensor<i1>"),
    (TensorType((0, 4), "complex<f64>"), "tensor<0x4xcomplex<f64>>"),
    (TensorType((2, None), "bf16"), "tensor<2x?xbf16>"),
    (TensorType(None, "f32"), "tensor<*xf32>"),
    (TensorType((None, 3), "i32", bounds=(4, None)), "tensor<?x3xi32, #stablehlo.bounds<4, ?>>"),
    (TensorType((2,), "f32", encoding="#sparse"), "tensor<2xf32, #sparse>"),
    (TensorType((4,), QUANT), "tensor<4x!quant.uniform<i8:f32, 5.000000e-01:3>>"),
])
def test_tensor_type_text(ttype, text):
    assert str(ttype) == text


def test_tensor_type_properties():
    static = TensorType((2, 3), "ui4")
    assert static.rank == 2 and static.is_static and static.dtype == np.dtype(ml_dtypes.uint4)
    assert TensorType((), "f32").rank == 0 and TensorType((), "f32").is_static
    assert not TensorType((2, None), "f32").is_static
    unranked = TensorType(None, "f32")
    assert unranked.rank is None and not unranked.is_static


T_F32 = TensorType((), "f32")
T_2F64 = TensorType((2,), "f64")


@pytest.mark.parametrize("value,text", [
    (TupleType(()), "tuple<>"),
    (TupleType((T_2F64, TupleType((TensorType((), "i64"),)))),
     "tuple<tensor<2xf64>, tuple<tensor<i64>>>"),
    (TupleType((TokenType(), T_F32)), "tuple<!stablehlo.token, tensor<f32>>"),
    (TokenType(), "!stablehlo.token"),
    (OpaqueType("!foo.bar<1>"), "!foo.bar<1>"),
    (FunctionType((T_F32,), (T_F32,)), "(tensor<f32>) -> tensor<f32>"),
    (FunctionType((T_F32, T_2F64), (T_F32, T_2F64)),
     "(tensor<f32>, tensor<2xf64>) -> (tensor<f32>, tensor<2xf64>)"),
    (FunctionType((), ()), "() -> ()"),
    (FunctionType((), (FunctionType((T_F32,), (T_F32,)),)), "() -> ((tensor<f32>) -> tensor<f32>)"),
])
def test_type_text(value, text):
    assert str(value) == text
