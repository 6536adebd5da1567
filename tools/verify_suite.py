#!/usr/bin/env python3
"""Measures the verifier on the shared verify suite (MLIR's ``-verify-diagnostics``).

Each ``verify/*.mlir`` file is split at ``// -----``; each chunk is parsed and
verified (a parse error is a diagnostic too) and its diagnostics are matched
against its ``// expected-*`` annotations (stablehlo_translate/cli/expectations.py).
Per file it prints how many annotations are met and unmet, and how many
unexpected errors there are on chunks with annotations and on chunks without.

Usage: ``tools/verify_suite.py [-v] [FILE...]`` (default: verify/ops_stablehlo.mlir).
``-v`` prints the report of every failing chunk.
"""
from __future__ import annotations

import argparse
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from stablehlo_translate.cli.translate import split_input  # noqa: E402
from stablehlo_translate.diagnostics import Diagnostic  # noqa: E402
from stablehlo_translate.cli.expectations import match_diagnostic, parse_expectations  # noqa: E402
from stablehlo_translate.text.parser import parse_module  # noqa: E402
from stablehlo_translate.verification.verifier import verify_module  # noqa: E402

SUITE = next((p / "shared" / "stablehlo-suite" for p in ROOT.parents
              if (p / "shared" / "stablehlo-suite").is_dir()), ROOT.parent / "shared" / "stablehlo-suite")
"""The shared suite, found from a worktree (``/work/wt/NAME``) as from the main checkout."""
DEFAULT = SUITE / "verify" / "ops_stablehlo.mlir"


@dataclass
class Tally:
    met: int = 0
    unmet: int = 0
    unexpected_annotated: int = 0
    unexpected_valid: int = 0
    valid_chunks: int = 0
    clean_valid_chunks: int = 0


def chunk_diagnostics(text: str, filename: str, line_offset: int) -> list[Diagnostic]:
    try:
        module = parse_module(text, filename, line_offset=line_offset)
    except Diagnostic as diagnostic:
        return diagnostic.expand()
    return verify_module(module, allow_unregistered=True)


def run_file(path: Path, verbose: bool) -> Tally:
    tally = Tally()
    for chunk in split_input(path.read_text(), True):
        expectations = parse_expectations(chunk.text, str(path), chunk.line_offset)
        diagnostics = chunk_diagnostics(chunk.text, str(path), chunk.line_offset)
        unexpected = []
        for diagnostic in diagnostics:
            found = match_diagnostic(expectations, diagnostic)
            if found is None:
                unexpected.append(diagnostic)
            else:
                found.matched = True
        unmet = [e for e in expectations if not e.matched]
        tally.met += len(expectations) - len(unmet)
        tally.unmet += len(unmet)
        if expectations:
            tally.unexpected_annotated += len(unexpected)
        else:
            tally.valid_chunks += 1
            tally.unexpected_valid += len(unexpected)
            tally.clean_valid_chunks += not unexpected
        if verbose and (unexpected or unmet):
            for diagnostic in unexpected:
                print(f"{diagnostic.loc}: unexpected {diagnostic.severity}: {diagnostic.message}")
            for expectation in unmet:
                print(f'{expectation.loc}: expected {expectation.kind} "{expectation.text}" was not produced')
    return tally


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true")
    parser.add_argument("files", nargs="*", type=Path, default=[DEFAULT])
    options = parser.parse_args(argv)
    for path in options.files:
        t = run_file(path, options.verbose)
        total = t.met + t.unmet
        share = 100.0 * t.met / total if total else 100.0
        print(f"{path.name}: expected diagnostics met {t.met}/{total} ({share:.1f}%), unmet {t.unmet}; "
              f"unexpected errors: {t.unexpected_annotated} on annotated chunks, {t.unexpected_valid} on "
              f"{t.valid_chunks - t.clean_valid_chunks} of {t.valid_chunks} chunks without annotations")
    return 0


if __name__ == "__main__":
    sys.exit(main())
