"""Counts the CHECK blocks of upstream's CHLO legalization tests that our
``stablehlo-opt --chlo-legalize-to-stablehlo`` passes: each ``// -----`` chunk of the file
that has CHECK lines is run through the command and FileCheck'ed on its own.

    python tools/chlo_check_blocks.py [FILE.mlir ...]
    (default: chlo/chlo_legalize_to_stablehlo*.mlir of $STABLEHLO_SUITE or ../shared/stablehlo-suite)

The broadcast file's RUN line adds --cse --canonicalize --stablehlo-aggressive-simplification,
which we do not implement; its static cases need none of them.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SUITE = Path(os.environ.get("STABLEHLO_SUITE") or ROOT.parent / "shared" / "stablehlo-suite")
_SPLIT = re.compile(r"^// -----\s*$", re.M)
_LABEL = re.compile(r"CHECK-LABEL:\s*(.*)")


def run_file(path: Path) -> tuple[int, int, list[str]]:
    """(passing blocks, blocks, labels of the failing ones)."""
    passed, failed = 0, []
    chunks = [c for c in _SPLIT.split(path.read_text()) if "CHECK" in c]
    for chunk in chunks:
        label = _LABEL.search(chunk)
        with tempfile.NamedTemporaryFile("w", suffix=".mlir", delete=False) as handle:
            handle.write(chunk)
        try:
            opt = subprocess.run(["stablehlo-opt", "--chlo-legalize-to-stablehlo", handle.name],
                                 capture_output=True, text=True)
            check = subprocess.run(["filecheck", handle.name], input=opt.stdout, capture_output=True, text=True)
        finally:
            Path(handle.name).unlink()
        if opt.returncode == 0 and check.returncode == 0:
            passed += 1
        else:
            failed.append(label.group(1).strip() if label else "?")
    return passed, len(chunks), failed


def main(argv: list[str]) -> int:
    files = [Path(a) for a in argv] or sorted((SUITE / "chlo").glob("chlo_legalize_to_stablehlo*.mlir"))
    if not files:
        print(f"chlo_check_blocks: no files ({SUITE}/chlo is missing; set STABLEHLO_SUITE)")
        return 0
    total_pass = total = 0
    for path in files:
        passed, count, failed = run_file(path)
        total_pass, total = total_pass + passed, total + count
        print(f"{path.name}: {passed}/{count} CHECK blocks pass" + (f"; failing: {', '.join(failed)}" if failed else ""))
    print(f"total: {total_pass}/{total}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
