"""--results-out: np.load gives back the printed results, in every element type (ml_dtypes too)."""
import ml_dtypes
import numpy as np
import pytest
from click.testing import CliRunner

from stablehlo_translate.cli.translate import command
from stablehlo_translate.printing.results import format_value
from stablehlo_translate.ir.types import ELEMENT_DTYPES, TensorType

# Values each type represents exactly, written as MLIR literals and as Python numbers.
_FLOATS = ("[1.5, -2.0, 0.5]", [1.5, -2.0, 0.5])
_CASES = {
    "i1": ("[true, false, true]", [True, False, True]),
    "i2": ("[1, -2, 0]", [1, -2, 0]), "ui2": ("[1, 3, 0]", [1, 3, 0]),
    "i4": ("[7, -8, 1]", [7, -8, 1]), "ui4": ("[15, 0, 1]", [15, 0, 1]),
    "i8": ("[127, -128, 1]", [127, -128, 1]), "ui8": ("[255, 0, 1]", [255, 0, 1]),
    "i16": ("[1, -2, 3]", [1, -2, 3]), "ui16": ("[1, 2, 65535]", [1, 2, 65535]),
    "i32": ("[1, -2, 3]", [1, -2, 3]), "ui32": ("[1, 2, 3]", [1, 2, 3]),
    "i64": ("[1, -2, 3]", [1, -2, 3]), "ui64": ("[1, 2, 3]", [1, 2, 3]),
    "f4E2M1FN": _FLOATS, "f6E2M3FN": _FLOATS, "f6E3M2FN": _FLOATS, "f8E3M4": _FLOATS, "f8E4M3": _FLOATS,
    "f8E4M3FN": _FLOATS, "f8E4M3FNUZ": _FLOATS, "f8E4M3B11FNUZ": _FLOATS, "f8E5M2": _FLOATS,
    "f8E5M2FNUZ": _FLOATS, "f8E8M0FNU": ("[1.0, 2.0, 0.5]", [1.0, 2.0, 0.5]), "bf16": _FLOATS, "f16": _FLOATS,
    "f32": _FLOATS, "f64": _FLOATS,
    "complex<f32>": ("[(1.5, -2.0), (0.5, 0.0), (0.0, 1.0)]", [1.5 - 2j, 0.5, 1j]),
    "complex<f64>": ("[(1.5, -2.0), (0.5, 0.0), (0.0, 1.0)]", [1.5 - 2j, 0.5, 1j]),
}
_ML_DTYPES = {"i2": ml_dtypes.int2, "ui2": ml_dtypes.uint2, "i4": ml_dtypes.int4, "ui4": ml_dtypes.uint4,
              "f4E2M1FN": ml_dtypes.float4_e2m1fn, "f6E2M3FN": ml_dtypes.float6_e2m3fn,
              "f6E3M2FN": ml_dtypes.float6_e3m2fn, "f8E3M4": ml_dtypes.float8_e3m4, "f8E4M3": ml_dtypes.float8_e4m3,
              "f8E4M3FN": ml_dtypes.float8_e4m3fn, "f8E4M3FNUZ": ml_dtypes.float8_e4m3fnuz,
              "f8E4M3B11FNUZ": ml_dtypes.float8_e4m3b11fnuz, "f8E5M2": ml_dtypes.float8_e5m2,
              "f8E5M2FNUZ": ml_dtypes.float8_e5m2fnuz, "f8E8M0FNU": ml_dtypes.float8_e8m0fnu,
              "bf16": ml_dtypes.bfloat16}
_NUMPY = {"i1": np.bool_, "i8": np.int8, "ui8": np.uint8, "i16": np.int16, "ui16": np.uint16, "i32": np.int32,
          "ui32": np.uint32, "i64": np.int64, "ui64": np.uint64, "f16": np.float16, "f32": np.float32,
          "f64": np.float64, "complex<f32>": np.complex64, "complex<f64>": np.complex128}


def test_every_element_type_is_covered():
    assert set(_CASES) == {name for name in ELEMENT_DTYPES if not name.startswith("si") and name != "index"}


def _run(tmp_path, program, name):
    path = tmp_path / "p.mlir"
    path.write_text(program)
    result = CliRunner().invoke(command(), ["--interpret", str(path), "--results-out", str(tmp_path / name)])
    return result


@pytest.mark.parametrize("element_type", sorted(_CASES))
def test_round_trip(tmp_path, element_type):
    literal, values = _CASES[element_type]
    t = f"tensor<3x{element_type}>"
    program = (f"func.func @main() -> ({t}, tensor<i32>) {{\n"
               f"  %0 = stablehlo.constant dense<{literal}> : {t}\n"
               f"  %1 = stablehlo.constant dense<7> : tensor<i32>\n"
               f"  func.return %0, %1 : {t}, tensor<i32>\n}}\n")
    result = _run(tmp_path, program, "out.npz")
    assert result.exit_code == 0, result.output
    with np.load(tmp_path / "out.npz") as loaded:
        assert loaded.files == ["result0", "result1"]
        first, second = loaded["result0"], loaded["result1"]
    expected = np.array(values, dtype={**_ML_DTYPES, **_NUMPY}[element_type])
    assert first.dtype == expected.dtype and first.shape == (3,)
    assert first.tobytes() == expected.tobytes()
    assert second.dtype == np.int32 and second.tolist() == 7
    printed = result.output.split("\n", 1)[1]  # after "Evaluated results of function: main"
    assert printed == format_value(first, TensorType((3,), element_type)) + "\n" + "tensor<i32> {7}\n"


def test_one_result_as_npy_and_errors(tmp_path):
    one = "func.func @main() -> tensor<2xbf16> {\n  %0 = stablehlo.constant dense<[1.0, -0.5]> : tensor<2xbf16>\n" \
          "  func.return %0 : tensor<2xbf16>\n}\n"
    assert _run(tmp_path, one, "one.npy").exit_code == 0
    loaded = np.load(tmp_path / "one.npy")
    assert loaded.dtype == ml_dtypes.bfloat16 and loaded.tolist() == [1.0, -0.5]
    two = one.replace("tensor<2xbf16> {", "(tensor<2xbf16>, tensor<2xbf16>) {").replace(
        "return %0 : tensor<2xbf16>", "return %0, %0 : tensor<2xbf16>, tensor<2xbf16>")
    result = _run(tmp_path, two, "two.npy")
    assert result.exit_code == 1 and "a .npy file holds one result, the run produced 2: use .npz" in result.output
    assert not (tmp_path / "two.npy").exists()
    result = _run(tmp_path, one, "out.txt")
    assert result.exit_code == 1 and "must end in .npz or .npy" in result.output
    result = _run(tmp_path, one, "missing/out.npz")
    assert result.exit_code == 1 and "cannot write --results-out" in result.output


def test_results_feed_args(tmp_path):
    """--results-out of one run is --args of the next: a shell-pipeline stage."""
    program = ("func.func @main(%x: tensor<2xbf16>) -> tensor<2xbf16> {\n"
               "  %0 = stablehlo.add %x, %x : tensor<2xbf16>\n  func.return %0 : tensor<2xbf16>\n}\n")
    path = tmp_path / "p.mlir"
    path.write_text(program)
    np.save(tmp_path / "x.npy", np.array([1.0, 0.25], np.float32))  # a plain numpy file, then our own
    first = CliRunner().invoke(command(), ["--interpret", str(path), "--args", "[dense<[1.0, 0.25]> : tensor<2xbf16>]",
                                      "--results-out", str(tmp_path / "y.npz")])
    assert first.exit_code == 0, first.output
    second = CliRunner().invoke(command(), ["--interpret", str(path), "--args", str(tmp_path / "y.npz"),
                                       "--results-out", str(tmp_path / "z.npy")])
    assert second.exit_code == 0, second.output
    assert np.load(tmp_path / "z.npy").tolist() == [4.0, 1.0]
