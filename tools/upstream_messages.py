#!/usr/bin/env python3
"""Extracts the diagnostic texts of upstream's dialect sources into ``tools/upstream/*.tsv``.

Every ``emitOptionalError``/``emitOpError``/``emitError`` statement of ``StablehloOps.cpp``,
``TypeInference.cpp`` and ``Base.cpp`` becomes one ``function<TAB>message`` row, in source order:
the string literals streamed or passed, ``<*>`` for every other piece (an interpolated value),
the enclosing function by its definition line. The lists are what ``tools/upstream_checks.py``
measures the package against; refresh them from the sources the package implements (StableHLO
1.20.0: ``../shared/stablehlo-suite/dialect``).

Usage: ``tools/upstream_messages.py [--dialect DIR] [--write]`` (without ``--write``: the rows
that differ from the checked-in lists).
"""
from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LISTS = ROOT / "tools" / "upstream"
SOURCES = {"StablehloOps.cpp": "stablehlo_ops_messages.tsv", "TypeInference.cpp": "type_inference_messages.tsv",
           "Base.cpp": "base_messages.tsv"}
HOLE = "<*>"
CALL = re.compile(r"\b(emitOptionalError|emitOpError|emitError)\s*\(")
DEFINITION = re.compile(r"^(?!\s|//|#|namespace|}|static_assert|using)[^;]*?((?:\w+::)*~?\w+)\s*\(", re.M)
STRING = re.compile(r'"(?:[^"\\]|\\.)*"')


def _statement(text: str, start: int) -> str:
    """The text from ``start`` to the ``;`` that ends its statement (strings and brackets skipped)."""
    depth, i = 0, start
    while i < len(text):
        c = text[i]
        if c == '"':
            i = STRING.match(text, i).end()
            continue
        if c == "'":
            i = text.index("'", i + 2 if text[i + 1] == "\\" else i + 1) + 1
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif c == ";" and depth <= 0:
            return text[start:i]
        i += 1
    return text[start:]


def _closing(text: str, open_at: int) -> int:
    """The index after the bracket that closes the one at ``open_at``."""
    depth, i = 0, open_at
    while i < len(text):
        c = text[i]
        if c == '"':
            i = STRING.match(text, i).end()
            continue
        depth += c in "([{"
        depth -= c in ")]}"
        i += 1
        if depth == 0:
            return i
    return len(text)


def _split(text: str, separators: tuple[str, ...]) -> list[str]:
    """``text`` split at top-level ``separators``."""
    pieces, depth, i, last = [], 0, 0, 0
    while i < len(text):
        c = text[i]
        if c == '"':
            i = STRING.match(text, i).end()
            continue
        if c in "([{":
            depth += 1
        elif c in ")]}":
            depth -= 1
        elif depth == 0:
            for sep in separators:
                if text.startswith(sep, i):
                    pieces.append(text[last:i])
                    i += len(sep)
                    last = i
                    break
            else:
                i += 1
            continue
        i += 1
    pieces.append(text[last:])
    return [p.strip() for p in pieces if p.strip()]


def _piece(text: str) -> str:
    """A literal (adjacent literals joined, C escapes read) or a hole."""
    if STRING.fullmatch(text) or re.fullmatch(r'(?:"(?:[^"\\]|\\.)*"\s*)+', text):
        return "".join(bytes(s[1:-1], "utf-8").decode("unicode_escape") for s in STRING.findall(text))
    if re.fullmatch(r"'.'", text):
        return text[1]
    return HOLE


def message(statement: str, kind: str) -> str:
    """The message of one emit statement."""
    open_at = statement.index("(")
    close = _closing(statement, open_at)
    inside = statement[open_at + 1:close - 1]
    args = _split(inside, (",",))
    if kind != "emitOpError":
        args = args[1:]  # the location
    rest = statement[close:]
    chain = _split(rest, ("<<",)) if rest.strip().startswith("<<") else []
    parts = [_piece(a) for a in args + chain]
    text = "".join(parts)
    return re.sub(r"(?:<\*>)+", HOLE, text)


def extract(path: Path) -> list[tuple[str, str]]:
    text = path.read_text()
    code = re.sub(r'"(?:[^"\\\n]|\\.)*"|//[^\n]*',  # comments out (not in strings), offsets kept
                  lambda m: m.group() if m.group()[0] == '"' else " " * len(m.group()), text)
    definitions = [(m.start(), m.group(1)) for m in DEFINITION.finditer(code)]
    rows = []
    for match in CALL.finditer(code):
        statement = _statement(code, match.start())
        function = ""
        for at, name in definitions:
            if at > match.start():
                break
            function = name
        found = message(statement, match.group(1))
        if found and found != HOLE:
            rows.append((function, found))
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--dialect", type=Path, default=ROOT.parent / "shared" / "stablehlo-suite" / "dialect")
    parser.add_argument("--write", action="store_true")
    options = parser.parse_args()
    for source, listing in SOURCES.items():
        rows = extract(options.dialect / source)
        path = LISTS / listing
        header = [line for line in path.read_text().splitlines() if line.startswith("#")] if path.exists() else []
        old = {tuple(line.split("\t")) for line in path.read_text().splitlines()
               if line.strip() and not line.startswith("#")} if path.exists() else set()
        new = set(rows)
        for row in sorted(new - old):
            print(f"+ {listing}: {row[0]}\t{row[1]}")
        for row in sorted(old - new):
            print(f"- {listing}: {row[0]}\t{row[1]}")
        if options.write:
            header = [f"# function\tmessage: every emitOpError/emitError/emitOptionalError text of {source} "
                      f"(StableHLO 1.20.0 sources, extracted by tools/upstream_messages.py), in source order;",
                      "# <*> marks an interpolated value."]
            path.write_text("\n".join(header + ["\t".join(row) for row in rows]) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
