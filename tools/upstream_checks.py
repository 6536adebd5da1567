#!/usr/bin/env python3
"""Which of upstream's verifier messages we emit with the same text, and which have a test.

The message lists under ``tools/upstream/`` were extracted by hand from upstream's
sources (openxla/stablehlo ``stablehlo/dialect/TypeInference.cpp``, the verifiers and
attribute parsers of ``StablehloOps.cpp``, the bounds helpers of ``Base.cpp``): one
``function<TAB>message`` row per ``emitOptionalError``/``emitOpError``/``emitError``,
``<*>`` where upstream interpolates a value.

A message **has a check** when one string literal of the package (f-string fields count
as ``<*>``; implicitly concatenated pieces are one literal) reads as that message: the
message's fixed text, in order, with anything where upstream interpolates (``str.format``
fields of plain literals count as ``<*>`` too). A message
is **tested** when a line of ``tests/`` (unit tables, lit files) contains a concrete
instance of it. A message is **confirmed** when tests/unit/data/verify_diff_expected.json (jaxlib's
first errors, which test_verify_diff.py holds ours equal to) has a program whose error, rendered in
full (the ``'name' op`` prefix when upstream adds one), is an instance of it: its whole rendering,
not only its text, is jaxlib's. Prints the figures per source file; ``-v`` lists every message with
the file that emits it (or ``-``) and whether it is tested; ``--missing`` only those
without a check. Messages ``tools/upstream/not_applicable.tsv`` names (with the reason: upstream's
newest sources no longer have the text, or only a C++ API or an earlier check can reach it)
are not counted unless we emit them anyway.

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
    confirmed: bool = False
    not_applicable: str | None = None
    """Why no check of ours can emit it (``not_applicable.tsv``): upstream no longer has it, or
    only a C++ API or an earlier check reaches it."""

    def pattern(self, hole: str) -> re.Pattern:
        """The message as a regex: fixed text literally, ``hole`` where upstream interpolates."""
        pieces = [re.escape(p) for p in self.text.split(HOLE)]
        return re.compile(hole.join(pieces), re.DOTALL)


NOT_APPLICABLE = LISTS / "not_applicable.tsv"


def _rows(path: Path) -> list[list[str]]:
    return [line.split("\t") for line in path.read_text().splitlines() if line.strip() and not line.startswith("#")]


def load_messages() -> list[Message]:
    reasons = {(function, text): reason for function, text, reason in _rows(NOT_APPLICABLE)}
    messages = []
    for path in sorted(LISTS.glob("*_messages.tsv")):
        for function, text in _rows(path):
            messages.append(Message(path.stem, function, text, not_applicable=reasons.pop((function, text), None)))
    if reasons:
        raise SystemExit(f"{NOT_APPLICABLE.name}: rows naming no listed message: {sorted(reasons)}")
    return messages


FORMAT_FIELD = re.compile(r"\{[A-Za-z_0-9]*(![rs])?(:[^{}]*)?\}")
"""A ``str.format`` field of a plain literal (``{}``, ``{name}``): a hole, as an f-string's."""


def _literal_text(node: ast.AST) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return FORMAT_FIELD.sub(HOLE, node.value)
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
                # MLIR quotes a streamed Type ('tensor<2xf32>'): upstream's list shows it as a bare hole
                found.append((str(path.relative_to(ROOT)), text.replace(f"'{HOLE}'", HOLE)))
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


JAXLIB_EXPECTED = TESTS / "unit" / "data" / "verify_diff_expected.json"


def jaxlib_messages() -> list[str]:
    """The messages of jaxlib's first errors that we render the same way (verify_diff's file)."""
    import json

    return [case["jaxlib"][2] for case in json.loads(JAXLIB_EXPECTED.read_text())] if JAXLIB_EXPECTED.is_file() else []


def classify(messages: list[Message]) -> None:
    literals = package_literals()
    lines = test_lines()
    rendered = jaxlib_messages()
    for message in messages:
        full = re.compile(r"(?:'[\w.]+' op )?" + message.pattern(".*?").pattern, re.DOTALL)
        message.confirmed = any(full.fullmatch(text) for text in rendered)
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
        missing = message.emitted_by is None and message.not_applicable is None
        if options.verbose or (options.missing and missing):
            print(f"{message.source}:{message.function}\t{message.emitted_by or '-'}\t"
                  f"{'tested' if message.tested else 'untested'}\t"
                  f"{'confirmed' if message.confirmed else 'unconfirmed'}\t{message.text}"
                  + (f"\t(n/a: {message.not_applicable})" if message.not_applicable else ""))
    sources = sorted({m.source for m in messages})
    for source in sources + ["total"]:
        group = [m for m in messages if source in ("total", m.source)]
        applicable = [m for m in group if m.not_applicable is None or m.emitted_by is not None]
        checked = sum(m.emitted_by is not None for m in applicable)
        tested = sum(m.tested for m in applicable)
        confirmed = sum(m.confirmed for m in applicable)
        print(f"{source}: {checked}/{len(applicable)} messages have a check with the same text, "
              f"{tested}/{len(applicable)} have a test, {confirmed}/{len(applicable)} are confirmed rendered as "
              f"jaxlib does ({len(group) - len(applicable)} of {len(group)} listed "
              "not applicable: tools/upstream/not_applicable.tsv)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
