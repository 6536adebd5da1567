"""Start-up: ``stablehlo-translate --interpret`` on a text file imports only what the file needs.

Each case runs the command in a fresh interpreter and lists the modules it imported, so that a
heavy import creeping back onto the common path (portable artifacts, the VHLO tables, the
printer of modules, every op family...) fails here instead of silently slowing every lit test.
"""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "bench"))
import startup  # noqa: E402

PYTHON = sys.executable

RUN = """
import json, sys
from stablehlo_translate.cli.translate import main
try:
    main(ARGS)
except SystemExit as done:
    status = done.code
print(json.dumps({"status": status, "modules": sorted(sys.modules)}), file=sys.stderr)
"""

NEVER_ON_TEXT = (
    "stablehlo_translate.cli.artifacts", "stablehlo_translate.bytecode", "stablehlo_translate.vhlo.legalize",
    "stablehlo_translate.vhlo.to_version", "stablehlo_translate.vhlo.optable", "stablehlo_translate.printing.module_printer",
    "stablehlo_translate.verification.inference", "stablehlo_translate.interpreter.tracing", "stablehlo_translate.cli.expectations",
    "stablehlo_translate.interpreter.npy_files", "stablehlo_translate.interpreter.processes", "stablehlo_translate.verification.shapes.control_flow",
    "stablehlo_translate.verification.shapes.reduction", "stablehlo_translate.verification.shapes.linalg",
    "stablehlo_translate.dialects.chlo_legalize", "stablehlo_translate.vhlo.portable", "stablehlo_translate.vhlo.versions",
    "click", "locale", "gettext",
)
"""Modules that plain text ``--interpret`` of an op-table-only program never needs (click: only for
--help, --version and usage errors; the artifact modules: only for bytecode input)."""


def imported(tmp_path: Path, text: str, *args: str) -> tuple[str, int, set[str]]:
    """The command's stdout, exit status and the modules it imported, on ``text`` as a file."""
    path = tmp_path / "input.mlir"
    path.write_text(text)
    code = RUN.replace("ARGS", repr([*args, str(path)]))
    done = subprocess.run([PYTHON, "-c", code], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    report = json.loads(done.stderr.strip().splitlines()[-1])
    return done.stdout, report["status"], set(report["modules"])


def families(modules: set[str]) -> set[str]:
    return {m.rsplit(".", 1)[1] for m in modules if m.startswith("stablehlo_translate.interpreter.ops.")}


def test_one_op_file_imports_one_family(tmp_path):
    out, status, modules = imported(tmp_path, startup.ONE_OP, "--interpret")
    assert status == 0 and out == "Evaluated results of function: main\ntensor<i32> {1}\n"
    assert not modules & set(NEVER_ON_TEXT), modules & set(NEVER_ON_TEXT)
    assert families(modules) == {"func", "data_movement"}


def test_jax_style_file_imports_its_families_only(tmp_path):
    out, status, modules = imported(tmp_path, startup.jax_style_text(), "--interpret")
    assert status == 0 and out.startswith("Evaluated results of function: main\ntensor<20x20xf64> {")
    assert not modules & set(NEVER_ON_TEXT), modules & set(NEVER_ON_TEXT)
    assert families(modules) <= {"func", "data_movement", "elementwise", "custom_call", "check", "lapack",
                                 "lapack_eigen", "lapack_factor"}


NEVER_WHEN_CACHED = ("lark", "hashlib", "tempfile", "zlib")
"""Modules a text ``--interpret`` never imports once the parser tables and the op-family index
are cached on disk (the first run builds them; the cache files are named without zlib)."""


@pytest.mark.parametrize("text", [startup.ONE_OP, startup.jax_style_text()], ids=["one_op", "jax_style"])
def test_cached_run_imports_neither_lark_nor_cache_builders(tmp_path, text):
    imported(tmp_path, text, "--interpret")
    _, status, modules = imported(tmp_path, text, "--interpret")
    assert status == 0 and not modules & set(NEVER_WHEN_CACHED), modules & set(NEVER_WHEN_CACHED)


@pytest.mark.parametrize("args", [["--interpret", "-split-input-file"], ["--verify", "--print-generic"],
                                  ["--interpret", "--max-depth=64", "--timeout", "30"]])
def test_plain_command_lines_run_without_click(tmp_path, args):
    _, status, modules = imported(tmp_path, startup.ONE_OP, *args)
    assert status == 0 and "click" not in modules


def test_stablehlo_opt_runs_without_click(tmp_path):
    path = tmp_path / "input.mlir"
    path.write_text(startup.ONE_OP)
    code = RUN.replace("stablehlo_translate.cli.translate", "stablehlo_translate.cli.opt").replace(
        "ARGS", repr(["-split-input-file", "--inline", str(path)]))
    done = subprocess.run([PYTHON, "-c", code], capture_output=True, text=True, timeout=120, cwd=tmp_path)
    report = json.loads(done.stderr.strip().splitlines()[-1])
    assert report["status"] == 0 and "stablehlo.constant" in done.stdout and "click" not in report["modules"]


def test_usage_errors_still_come_from_click(tmp_path):
    _, status, modules = imported(tmp_path, startup.ONE_OP, "--interpret", "--max-depth=0")
    assert status == 2 and "click" in modules


@pytest.mark.parametrize("mode", ["--verify", "--interpret"])
def test_bad_text_fails_without_the_artifact_reader(tmp_path, mode):
    _, status, modules = imported(tmp_path, "func.func @main() {\n  %0 = stablehlo.bogus\n}\n", mode)
    assert status == 1
    assert "stablehlo_translate.bytecode" not in modules and "stablehlo_translate.vhlo.legalize" not in modules
