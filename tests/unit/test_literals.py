"""Dense, array and string literal decoding (attributes.py)."""
import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate.ir.attributes import (DenseArrayAttr, LiteralError, decode_dense, decode_dense_array,
                                            decode_string)
from stablehlo_translate.ir.types import QuantizedType, TensorType


def dense(text: str, shape: tuple, element) -> np.ndarray:
    attr = decode_dense(text, TensorType(shape, element))
    assert attr.array.shape == shape
    return attr.array


def test_splat_fills_shape():
    assert dense("dense<1>", (2, 3), "i32").tolist() == [[1] * 3] * 2
    assert dense("dense<1.0>", (2,), "f32").dtype == np.float32


def test_nested_list():
    assert dense("dense<[[1, 2], [3, 4]]>", (2, 2), "i64").tolist() == [[1, 2], [3, 4]]


def test_nested_list_shape_mismatch():
    with pytest.raises(LiteralError):
        dense("dense<[1, 2, 3, 4]>", (2, 2), "i64")
    with pytest.raises(LiteralError):
        dense("dense<[1, 2]>", (3,), "i64")


def test_hex_blob_whole_tensor_and_splat():
    assert dense('dense<"0x0100000002000000">', (2,), "i32").tolist() == [1, 2]
    assert dense('dense<"0x0000803F">', (3,), "f32").tolist() == [1.0] * 3
    assert dense('dense<"0x0100">', (2,), "i1").tolist() == [True, False]


def test_hex_float_bits():
    assert np.isnan(dense("dense<0x7FC00000>", (), "f32"))
    value = dense("dense<[0xFFF0000000000001, 0x7FF0000000000000]>", (2,), "f64")
    assert np.isnan(value[0]) and value[1] == np.inf
    assert dense("dense<0x7C00>", (), "f16") == np.inf
    assert dense("dense<0x7F80>", (), "bf16") == np.inf


def test_complex_pairs():
    value = dense("dense<[(1.0, 2.0), (-3.5, 0.0)]>", (2,), "complex<f64>")
    assert value.tolist() == [1 + 2j, -3.5 + 0j]
    assert dense("dense<(1.0, -1.0)>", (2,), "complex<f32>").dtype == np.complex64


def test_bools():
    assert dense("dense<[true, false]>", (2,), "i1").tolist() == [True, False]
    assert dense("dense<true>", (3,), "i1").all()


def test_sub_byte_integers():
    assert dense("dense<[-8, 7]>", (2,), "i4").astype(int).tolist() == [-8, 7]
    assert dense("dense<[0, 3]>", (2,), "ui2").astype(int).tolist() == [0, 3]
    assert dense('dense<"0x0F01">', (2,), "i4").astype(int).tolist() == [-1, 1]
    # MLIR keeps the bits of a signless value below 2^width (buildAttributeAPInt), as jaxlib does
    assert dense("dense<[8, 15]>", (2,), "i4").astype(int).tolist() == [-8, -1]
    with pytest.raises(LiteralError, match="integer constant out of range for type"):
        dense("dense<16>", (), "i4")


def test_small_floats_round_correctly():
    assert dense("dense<[1.0, 448.0]>", (2,), "f8E4M3FN").dtype == ml_dtypes.float8_e4m3fn
    assert float(dense("dense<1.0009765625>", (), "bf16")) == 1.0  # ties to even
    assert dense("dense<[1.0, 2.0, 3.0, 4.0]>", (4,), "f4E2M1FN").astype(float).tolist() == [1, 2, 3, 4]


def test_ui64_max_and_int_ranges():
    assert int(dense("dense<18446744073709551615>", (), "ui64")) == 2**64 - 1
    assert int(dense("dense<-9223372036854775808>", (), "i64")) == -2**63
    with pytest.raises(LiteralError):
        dense("dense<256>", (), "ui8")


def test_empty():
    assert dense("dense<>", (0,), "f32").size == 0
    assert dense("dense<[]>", (0,), "i32").shape == (0,)
    with pytest.raises(LiteralError, match=r"inferred shape of elements literal \(\[0\]\) does not match type "
                                           r"\(\[0, 3\]\)"):
        dense("dense<[]>", (0, 3), "i32")


def test_quantized_tensor_stores_storage_values():
    q = QuantizedType("i8", "f32", (2.0,), (15,))
    assert dense("dense<[1, 2]>", (2,), q).dtype == np.int8


def test_ints_for_float_tensor_are_rejected_at_the_element():
    with pytest.raises(LiteralError, match="unexpected decimal integer literal for a floating point value") as caught:
        dense("dense<[1.0, -2]>", (2,), "f32")
    assert caught.value.offset == len("dense<[1.0, -")


def test_dense_array():
    assert decode_dense_array("array<i64: 1, 2>") == DenseArrayAttr("i64", (1, 2))
    assert decode_dense_array("array<i1: true, false>") == DenseArrayAttr("i1", (True, False))
    assert decode_dense_array("array<i64>") == DenseArrayAttr("i64", ())


def test_strings():
    assert decode_string(r'"a\22b\n\\"') == 'a"b\n\\'
    assert decode_string(r'"\08\1A"') == "\x08\x1a"


def test_signless_values_keep_their_bits_as_mlir_stores_them():
    # buildAttributeAPInt accepts a signless value below 2^width and keeps its bits
    assert dense("dense<[255, -128, 3]>", (3,), "i8").tolist() == [-1, -128, 3]
    assert dense("dense<18446744073709551615>", (), "i64").tolist() == -1
    assert decode_dense_array("array<i8: 255, -128, 3>") == DenseArrayAttr("i8", (-1, -128, 3))


def test_dense_array_rules_locate_the_offending_token():
    with pytest.raises(LiteralError, match="element type bitwidth must be a multiple of 8") as caught:
        decode_dense_array("array<i4: 1, 2>")
    assert caught.value.offset == len("array<")
    with pytest.raises(LiteralError, match="^integer constant out of range$") as caught:
        decode_dense_array("array<i8: 1, 256, 2>")
    assert caught.value.offset == len("array<i8: 1, 256")  # MLIR: at the token after the value


@pytest.mark.parametrize("value, error", [
    ("-128", None), ("127", None), ("255", None),  # signless i8 holds 0..255 and -128..-1 as MLIR reads them
    ("-129", "2:34: error: integer constant out of range for type"),
    ("256", "2:33: error: integer constant out of range for type"),
    ("[-128, 256]", "2:40: error: integer constant out of range for type"),  # at the first bad element
])
def test_integer_literal_ranges_are_mlirs(value, error):
    from stablehlo_translate.diagnostics import ParseError
    from stablehlo_translate.text.parser import parse_module

    t = "tensor<2xi8>" if value.startswith("[") else "tensor<i8>"
    text = f"func.func @f() -> {t} {{\n  %0 = stablehlo.constant dense<{value}> : {t}\n  func.return %0 : {t}\n}}"
    if error is None:
        parse_module(text)
    else:
        with pytest.raises(ParseError) as caught:
            parse_module(text)
        assert caught.value.render().splitlines()[0] == f"<string>:{error}"
