"""The CLI's own pieces: chunk splitting with file-absolute lines, --args loading, exit codes."""
import numpy as np
import pytest
from click.testing import CliRunner

from stablehlo_translate.cli.translate import (ARGS_NOT_ARRAY, ARGS_NOT_DENSE, UsageError, command, load_args,
                                     split_input)


def test_split_keeps_file_line_numbers():
    text = "a\n// -----\nb\nc\n// -----\n\nd"
    chunks = split_input(text, split=True)
    assert [c.text for c in chunks] == ["a\n", "b\nc\n", "\nd"]
    # The first line of each chunk is file line offset + 1.
    assert [c.line_offset for c in chunks] == [0, 2, 5]
    assert text.splitlines()[chunks[2].line_offset + 1] == "d"


def test_blank_lines_before_a_marker_stay_in_the_previous_chunk():
    text = "a\n\n\n// -----\nb\n"
    chunks = split_input(text, split=True)
    assert [c.text for c in chunks] == ["a\n\n\n", "b\n"]
    assert text.splitlines()[chunks[1].line_offset] == "b"


def test_no_split_is_one_chunk():
    assert [c.text for c in split_input("a\n// -----\nb", split=False)] == ["a\n// -----\nb"]


def test_args_from_mlir_literals():
    a, b = load_args("[dense<1> : tensor<2xi32>, dense<[1.5, 2.0]> : tensor<2xf32>]")
    assert a.dtype == np.int32 and a.tolist() == [1, 1]
    assert b.dtype == np.float32 and b.tolist() == [1.5, 2.0]


@pytest.mark.parametrize("spec, message", [("not_array", ARGS_NOT_ARRAY), ("[4.0 : f32]", ARGS_NOT_DENSE)])
def test_args_errors_keep_upstream_text(spec, message):
    with pytest.raises(UsageError, match=message.replace("[", r"\[").replace(".", r"\.")):
        load_args(spec)


def test_args_from_npy_and_npz(tmp_path):
    np.save(tmp_path / "a.npy", np.arange(3, dtype=np.int16))
    np.savez(tmp_path / "b.npz", x=np.ones(2, np.float64), y=np.zeros(1, np.bool_))
    loaded = load_args(f"{tmp_path / 'a.npy'},{tmp_path / 'b.npz'}")
    assert [a.dtype for a in loaded] == [np.int16, np.float64, np.bool_]


def test_unreadable_npy_is_a_usage_error(tmp_path):
    (tmp_path / "bad.npy").write_bytes(b"not numpy")
    with pytest.raises(UsageError, match="cannot read --args file"):
        load_args(str(tmp_path / "bad.npy"))


PROGRAM = """func.func @main(%a: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %a, %a : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}
"""


def test_stdin_with_args_prints_results():
    result = CliRunner().invoke(command(), ["--interpret", "-", "--args=[dense<[1, 2]> : tensor<2xi32>]"],
                                input=PROGRAM)
    assert result.exit_code == 0, result.output
    assert result.output == "Evaluated results of function: main\ntensor<2xi32> {\n  [2, 4]\n}\n"


def test_failing_chunk_reports_file_line_and_others_still_run(tmp_path):
    path = tmp_path / "prog.mlir"
    good = "func.func @ok() -> tensor<i32> {\n  %0 = stablehlo.constant dense<7> : tensor<i32>\n  func.return %0 : tensor<i32>\n}\n"
    bad = "func.func @bad() {\n  %0 = stablehlo.constant dense<7> : tensor<i32>\n  %1 = stablehlo.frobnicate %0 : tensor<i32>\n  func.return\n}\n"
    path.write_text(bad + "// -----\n" + good)
    result = CliRunner().invoke(command(), ["--interpret", "-split-input-file", str(path)])
    assert result.exit_code == 1
    assert f"{path}:3:" in result.stderr and "error:" in result.stderr
    assert "Evaluated results of function: ok" in result.stdout


def test_output_file_is_written(tmp_path):
    source = tmp_path / "p.mlir"
    source.write_text(PROGRAM)
    target = tmp_path / "out.txt"
    result = CliRunner().invoke(command(), ["--interpret", str(source), "-o", str(target),
                                       "--args", "[dense<1> : tensor<2xi32>]"])
    assert result.exit_code == 0, result.output
    assert target.read_text().startswith("Evaluated results of function: main\n")
