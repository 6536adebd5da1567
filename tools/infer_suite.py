#!/usr/bin/env python3
"""Measures ``--infer`` on the shared suite's infer_stablehlo.mlir (upstream's ``--hlo-test-infer``).

Each ``// -----`` chunk is parsed, verified and inferred as
``stablehlo-translate --infer -split-input-file --allow-unregistered-dialect``
does; the printed module is checked with FileCheck against the chunk's own
``// CHECK`` lines (chunks whose diagnostics are expected print nothing and are
skipped, as upstream's test does). Prints how many checked chunks (and their
CHECK lines) pass; ``-v`` names each failing chunk and FileCheck's complaint.

Usage: ``tools/infer_suite.py [-v] [FILE...]`` (default: verify/infer_stablehlo.mlir).
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from stablehlo_translate.cli.translate import split_input  # noqa: E402
from stablehlo_translate.diagnostics import Diagnostic  # noqa: E402
from stablehlo_translate.verification.inference import infer_module  # noqa: E402
from stablehlo_translate.printing.module_printer import print_module  # noqa: E402
from stablehlo_translate.text.parser import parse_module  # noqa: E402
from stablehlo_translate.verification.verifier import verify_module  # noqa: E402

SUITE = next((p / "shared" / "stablehlo-suite" for p in ROOT.parents
              if (p / "shared" / "stablehlo-suite").is_dir()), ROOT.parent / "shared" / "stablehlo-suite")
"""The shared suite, found from a worktree (``/work/wt/NAME``) as from the main checkout."""
DEFAULT = SUITE / "verify" / "infer_stablehlo.mlir"
CHECK_LINE = re.compile(r"//\s*CHECK(-[A-Z]+)?:")
FILECHECK = Path(sys.executable).with_name("filecheck")


def infer_chunk(text: str, filename: str, line_offset: int) -> str | None:
    """The printed refined module, or None when the chunk has diagnostics."""
    try:
        module = parse_module(text, filename, line_offset=line_offset)
    except Diagnostic:
        return None
    diagnostics = verify_module(module, allow_unregistered=True)
    if diagnostics:
        return None
    refined = infer_module(module, diagnostics=diagnostics)
    return None if diagnostics else print_module(refined)


def filecheck(check_text: str, output: str) -> str | None:
    """FileCheck's complaint, or None when ``output`` satisfies the CHECK lines of ``check_text``."""
    with tempfile.TemporaryDirectory() as directory:
        checks, produced = Path(directory, "checks.mlir"), Path(directory, "output.mlir")
        checks.write_text(check_text)
        produced.write_text(output)
        run = subprocess.run([str(FILECHECK), str(checks), "--input-file", str(produced)],
                             capture_output=True, text=True)
    if run.returncode == 0:
        return None
    return next((line for line in run.stderr.splitlines() if "error" in line), run.stderr.strip())


def run_file(path: Path, verbose: bool) -> tuple[int, int, int, int]:
    """(passing chunks, checked chunks, CHECK lines in passing chunks, CHECK lines)."""
    passed = checked = lines_passed = lines = 0
    for chunk in split_input(path.read_text(), True):
        count = len(CHECK_LINE.findall(chunk.text))
        output = infer_chunk(chunk.text, str(path), chunk.line_offset) if count else None
        if output is None:
            continue
        checked += 1
        lines += count
        complaint = filecheck(chunk.text, output)
        if complaint is None:
            passed += 1
            lines_passed += count
        elif verbose:
            print(f"{path}:{chunk.line_offset + 1}: {complaint}")
    return passed, checked, lines_passed, lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("files", nargs="*", type=Path, default=[DEFAULT])
    options = parser.parse_args(argv)
    for path in options.files:
        passed, checked, lines_passed, lines = run_file(path, options.verbose)
        print(f"{path.name}: {passed}/{checked} checked chunks pass FileCheck "
              f"({lines_passed}/{lines} CHECK lines)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
