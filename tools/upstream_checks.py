#!/usr/bin/env python3
"""Which of upstream's verifier messages we emit with the same text, and which have a test.

The message lists under ``tools/upstream/`` were extracted by hand from upstream's
sources (openxla/stablehlo ``stablehlo/dialect/TypeInference.cpp``, the verifiers and
attribute parsers of ``StablehloOps.cpp``, the bounds helpers of ``Base.cpp``): one
``function<TAB>message`` row per ``emitOptionalError``/``emitOpError``/``emitError``,
``<*>`` where upstream interpolates a value.

A message **has a check** when one string literal of the package (f-string fields count
as ``<*>``; implicitly concatenated pieces are one literal) reads as that message: the
message's fixed text, in order, with anything where upstream interpolates. A message
is **tested** when a line of ``tests/`` (unit tables, lit files) contains a concrete
instance of it. Prints the figures per source file; ``-v`` lists every message with
the file that emits it (or ``-``) and whether it is tested; ``--missing`` only those
without a check.

Usage: ``tools/upstream_checks.py [-v | --missing]``
"""
from __future__ import annotations

import argparse
import ast
import re
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LISTS = ROOT / "tools" / "upstream"
PACKAGE = ROOT / "stablehlo_translate"
TESTS = ROOT / "tests"
HOLE = "<*>"


@dataclass
class Message:
    source: str
    function: str
    text: str
    emitted_by: str | None = None
    tested: bool = False

    def pattern(self, hole: str) -> re.Pattern:
        """The message as a regex: fixed text literally, ``hole`` where upstream interpolates."""
        pieces = [re.escape(p) for p in self.text.split(HOLE)]
        return re.compile(hole.join(pieces), re.DOTALL)


def load_messages() -> list[Message]:
    messages = []
    for path in sorted(LISTS.glob("*.tsv")):
        for line in path.read_text().splitlines():
            if line.startswith("#") or not line.strip():
                continue
            function, text = line.split("\t", 1)
            messages.append(Message(path.stem, function, text))
    return messages


def _literal_text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        parts = []
        for value in node.values:
            if isinstance(value, ast.Constant):
                parts.append(str(value.value))
            else:
                parts.append(HOLE)
        return "".join(parts)
    return None


def package_literals() -> list[tuple[str, str]]:
    """``(file, literal)`` for every string literal of the package (f-strings with holes)."""
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        tree = ast.parse(path.read_text())
        inner = {id(v) for node in ast.walk(tree) if isinstance(node, ast.JoinedStr) for v in node.values}
        for node in ast.walk(tree):
            if id(node) in inner:
                continue
            text = _literal_text(node)
            if text is not None and len(text) > 3:
                found.append((str(path.relative_to(ROOT)), text))
    return found


def test_lines() -> list[str]:
    lines = []
    for path in sorted(TESTS.rglob("*")):
        if path.suffix in (".py", ".mlir") and path.is_file():
            lines.extend(path.read_text(errors="replace").splitlines())
    return lines


def _emits(message: Message, literal: str) -> bool:
    """``literal`` reads as ``message``: its fixed text in order, holes matching anything (a hole
    of the literal may stand for several of upstream's pieces)."""
    if message.pattern(".*?").search(literal):
        return True
    # the literal's own holes may cover upstream's fixed pieces (a sub-phrase passed in)
    pieces = [re.escape(p) for p in literal.split(HOLE)]
    if len(pieces) > 1 and len(max(pieces, key=len)) >= 12:
        return re.fullmatch(".*?".join(pieces), message.text.replace(HOLE, ""), re.DOTALL) is not None
    return False


def classify(messages: list[Message]) -> None:
    literals = package_literals()
    lines = test_lines()
    for message in messages:
        for file, literal in literals:
            if _emits(message, literal):
                message.emitted_by = file
                break
        instance = message.pattern(".*?")
        message.tested = any(instance.search(line) for line in lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("-v", "--verbose", action="store_true", help="list every message")
    parser.add_argument("--missing", action="store_true", help="list the messages without a check")
    options = parser.parse_args(argv)
    messages = load_messages()
    classify(messages)
    for message in messages:
        if options.verbose or (options.missing and message.emitted_by is None):
            print(f"{message.source}:{message.function}\t{message.emitted_by or '-'}\t"
                  f"{'tested' if message.tested else 'untested'}\t{message.text}")
    sources = sorted({m.source for m in messages})
    for source in sources + ["total"]:
        group = [m for m in messages if source in ("total", m.source)]
        checked = sum(m.emitted_by is not None for m in group)
        tested = sum(m.tested for m in group)
        print(f"{source}: {checked}/{len(group)} messages have a check with the same text, "
              f"{tested}/{len(group)} have a test")
    return 0


if __name__ == "__main__":
    sys.exit(main())
