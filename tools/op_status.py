#!/usr/bin/env python3
"""Prints the op table's status as a Markdown table (for docs/ops.md).

Usage: ``tools/op_status.py [--readme docs/ops.md]``; with ``--readme`` the table
between the ``<!-- op-status -->`` markers of that file is replaced in place.
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from stablehlo_translate.interpreter import ops  # noqa: E402,F401  (registers the rows)
from stablehlo_translate.optable import OP_TABLE  # noqa: E402

START, END = "<!-- op-status -->", "<!-- /op-status -->"


def table() -> str:
    lines = ["| op | pretty form | interpret | speculatability |", "| --- | --- | --- | --- |"]
    done = 0
    for name in sorted(OP_TABLE):
        row = OP_TABLE[name]
        pretty = row.syntax.kind if row.syntax is not None else "generic only"
        if name.startswith("hlo_test_infer."):
            runs = "test op of --infer"
        else:
            runs = "yes" if row.eval is not None or row.is_terminator or name == "func.call" else "not yet"
            done += runs == "yes"
        speculation = row.speculatability.__name__.replace("_", " ") if row.speculatability else ""
        lines.append(f"| `{name}` | {pretty} | {runs} | {speculation} |")
    tests = sum(1 for name in OP_TABLE if name.startswith("hlo_test_infer."))
    lines.append(f"\n{done} of {len(OP_TABLE) - tests} ops interpret ({tests} test ops of --infer besides).")
    return "\n".join(lines)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--readme", type=Path)
    options = parser.parse_args()
    text = table()
    if options.readme is None:
        print(text)
        return 0
    readme = options.readme.read_text()
    pattern = re.compile(re.escape(START) + ".*?" + re.escape(END), re.DOTALL)
    options.readme.write_text(pattern.sub(lambda _: f"{START}\n{text}\n{END}", readme))
    return 0


if __name__ == "__main__":
    sys.exit(main())
