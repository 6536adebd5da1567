"""interpreter.print, interpreter.probe (with and without a probe directory) and
check.expect_serialized_eq."""
import ml_dtypes
import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.interpreter.executor import interpret_module


def run(text: str, probe_dir=None):
    return interpret_module(st.parse_module(text), probe_dir=probe_dir)


def probe_program(literal: str, type_: str, probe_id: str = "p") -> str:
    return f"""
func.func @main() -> {type_} {{
  %c = stablehlo.constant {literal} : {type_}
  %p = interpreter.probe %c, probe_id = "{probe_id}" : {type_}
  check.expect_serialized_eq %p, probe_id = "{probe_id}" : {type_}
  func.return %p : {type_}
}}"""


def test_print_writes_the_operand_name_and_value(capsys):
    run("""
func.func @main() -> tensor<2xi32> {
  %v = stablehlo.constant dense<[3, -4]> : tensor<2xi32>
  interpreter.print %v : tensor<2xi32>
  func.return %v : tensor<2xi32>
}""")
    assert capsys.readouterr().out == "%v = tensor<2xi32> {\n  [3, -4]\n}\n"


def test_print_from_parallel_programs_never_interleaves(capsys):
    body = "\n".join("  interpreter.print %v : tensor<64xf32>" for _ in range(20))
    run(f"""
func.func @f() -> () {{
  %v = stablehlo.iota dim = 0 : tensor<64xf32>
{body}
  func.return
}}
func.func @main() -> () {{
  "interpreter.run_parallel"() {{programs = [[@f, @f, @f, @f]]}} : () -> ()
  func.return
}}""")
    out = capsys.readouterr().out
    one = out[:out.index("}\n") + 2]
    assert one.startswith("%v = tensor<64xf32> {\n  [0.000000e+00, 1.000000e+00")
    assert out == one * 80


@pytest.mark.parametrize("literal, type_, dtype", [
    ("dense<[true, false]>", "tensor<2xi1>", np.bool_),
    ("dense<[-7, 7]>", "tensor<2xi4>", ml_dtypes.int4),
    ("dense<[1.5, -2.25]>", "tensor<2xbf16>", ml_dtypes.bfloat16),
    ("dense<[0.5, -448.0]>", "tensor<2xf8E4M3FN>", ml_dtypes.float8_e4m3fn),
    ("dense<[18446744073709551615, 0]>", "tensor<2xui64>", np.uint64),
    ("dense<[(1.0, -2.0), (0.0, 3.5)]>", "tensor<2xcomplex<f64>>", np.complex128),
])
def test_probe_files_load_with_numpy(tmp_path, literal, type_, dtype):
    [(_, [value], _)] = run(probe_program(literal, type_), str(tmp_path))
    index = (tmp_path / "index.csv").read_text().splitlines()
    assert index == [f"p,{type_},probe0.npy"]
    stored = np.load(tmp_path / "probe0.npy", allow_pickle=False)
    restored = stored.view(dtype) if stored.dtype != np.dtype(dtype) else stored
    assert restored.dtype == np.dtype(dtype)
    assert restored.tobytes() == value.tobytes()


def test_probes_in_a_loop_count_iterations_and_runs_never_overwrite(tmp_path):
    text = """
func.func @main() -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %one = stablehlo.constant dense<1> : tensor<i64>
  %three = stablehlo.constant dense<3> : tensor<i64>
  %r = stablehlo.while(%i = %zero) : tensor<i64>
  cond {
    %c = stablehlo.compare LT, %i, %three : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    %n = stablehlo.add %i, %one : tensor<i64>
    %p = interpreter.probe %n, probe_id = "a,b" : tensor<i64>
    stablehlo.return %p : tensor<i64>
  }
  check.expect_serialized_eq %three, probe_id = "a,b", iter = 2 : tensor<i64>
  check.expect_serialized_eq %one, probe_id = "a,b" : tensor<i64>
  func.return %r : tensor<i64>
}"""
    run(text, str(tmp_path))
    run(text, str(tmp_path))  # a second run appends new files and reads its own
    assert sorted(p.name for p in tmp_path.glob("*.npy")) == [f"probe{i}.npy" for i in range(6)]
    assert [int(np.load(tmp_path / f"probe{i}.npy")) for i in range(6)] == [1, 2, 3, 1, 2, 3]


def test_expect_serialized_eq_failures(tmp_path):
    wrong_value = probe_program("dense<[1, 2]>", "tensor<2xi32>").replace(
        "check.expect_serialized_eq %p", "%q = stablehlo.negate %p : tensor<2xi32>\n"
        "  check.expect_serialized_eq %q")
    with pytest.raises(Diagnostic, match="Element values don't match"):
        run(wrong_value, str(tmp_path / "a"))
    missing = probe_program("dense<[1, 2]>", "tensor<2xi32>").replace(
        'check.expect_serialized_eq %p, probe_id = "p"', 'check.expect_serialized_eq %p, probe_id = "q"')
    with pytest.raises(Diagnostic, match="no serialized value #0 for probe 'q'"):
        run(missing, str(tmp_path / "b"))
    with pytest.raises(Diagnostic, match="no probe output directory"):
        run(probe_program("dense<[1, 2]>", "tensor<2xi32>"))


def test_probe_without_directory_is_the_identity(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    text = probe_program("dense<[1, 2]>", "tensor<2xi32>").replace(
        '  check.expect_serialized_eq %p, probe_id = "p" : tensor<2xi32>\n', "")
    [(_, [value], _)] = run(text)
    np.testing.assert_array_equal(value, [1, 2])
    assert list(tmp_path.iterdir()) == []
