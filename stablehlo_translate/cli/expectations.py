"""MLIR's ``-verify-diagnostics``: match emitted diagnostics against ``// expected-*`` annotations.

An annotation ``// expected-error@+1 {{substring}}`` expects an error whose
message contains ``substring`` on the line one below it. Kinds are ``error``,
``warning``, ``note`` and ``remark``; ``-re`` makes each ``{{...}}`` part inside
the text a regular expression (the rest stays literal). Designators: none (this
line), ``@+N`` / ``@-N`` (N lines below / above), ``@above`` (the closest line
above without an annotation), ``@below`` (the closest line below without one),
``@unknown`` (a diagnostic without a location).

Each diagnostic is matched against the annotations of its line; one that matches
none is reported as ``FILE:LINE:COL: error: unexpected error: MSG``; each annotation
that matched nothing as ``FILE:LINE:COL: error: expected error "MSG" was not produced``
at the annotation itself. Line numbers are file-absolute: a ``-split-input-file``
chunk passes its ``line_offset``.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Iterable

from ..diagnostics import Diagnostic, Loc

_ANNOTATION = re.compile(
    r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}\s*$")
_REGEX_PART = re.compile(r"\{\{(.*?)\}\}")


@dataclass
class Expectation:
    kind: str
    text: str
    """The annotation's text between the outer ``{{ }}``, as written."""
    pattern: re.Pattern
    line: int
    """The file-absolute line the diagnostic is expected on (0 for ``@unknown``)."""
    loc: Loc
    """Where the annotation itself is written."""
    matched: bool = False

    def matches(self, message: str) -> bool:
        return self.pattern.search(message) is not None


def _compile(text: str, is_regex: bool) -> re.Pattern:
    if not is_regex:
        return re.compile(re.escape(text))
    parts, last = [], 0
    for match in _REGEX_PART.finditer(text):
        parts.append(re.escape(text[last:match.start()]))
        parts.append(f"(?:{match.group(1)})")
        last = match.end()
    parts.append(re.escape(text[last:]))
    return re.compile("".join(parts))


def parse_expectations(text: str, filename: str, line_offset: int = 0) -> list[Expectation]:
    """The annotations of ``text`` (a file or a chunk starting after ``line_offset`` lines)."""
    found: list[Expectation] = []
    pending_below: list[Expectation] = []
    last_plain_line = 0
    for index, source in enumerate(text.split("\n")):
        line = index + 1 + line_offset
        matches = list(_ANNOTATION.finditer(source))
        if not matches:
            for expectation in pending_below:
                expectation.line = line
            pending_below.clear()
            last_plain_line = line
            continue
        for match in matches:
            kind, is_regex, _, designator, body = match.groups()
            loc = Loc(filename, line, match.start() + 1)
            expectation = Expectation(kind, body, _compile(body, bool(is_regex)), line, loc)
            if designator is None:
                pass
            elif designator == "above":
                expectation.line = last_plain_line
            elif designator == "below":
                pending_below.append(expectation)
            elif designator == "unknown":
                expectation.line = 0
            else:
                expectation.line = line + int(designator)
            found.append(expectation)
    return found


def _severity(diagnostic: Diagnostic) -> str:
    return getattr(diagnostic, "severity", "error")


def check_diagnostics(text: str, filename: str, diagnostics: Iterable[Diagnostic],
                      line_offset: int = 0) -> tuple[bool, str]:
    """Matches ``diagnostics`` against the annotations in ``text``.

    Returns (success, report): the report renders each unexpected diagnostic and
    each unmet annotation as an error, in that order, one per line group.
    """
    expectations = parse_expectations(text, filename, line_offset)
    report: list[str] = []
    for diagnostic in diagnostics:
        expectation = match_diagnostic(expectations, diagnostic)
        if expectation is None:
            unexpected = Diagnostic(diagnostic.loc,
                                    f"unexpected {_severity(diagnostic)}: {diagnostic.message}",
                                    source_line=diagnostic.source_line)
            report.append(unexpected.render())
        else:
            expectation.matched = True
    for expectation in expectations:
        if not expectation.matched:
            report.append(Diagnostic(expectation.loc, f'expected {expectation.kind} "{expectation.text}" '
                                                      "was not produced").render())
    return not report, "".join(part + "\n" for part in report)


def match_diagnostic(expectations: list[Expectation], diagnostic: Diagnostic) -> Expectation | None:
    """The annotation ``diagnostic`` satisfies (an unmet one first), or None."""
    line = diagnostic.loc.line if diagnostic.loc.file != "<unknown>" else 0
    kind = _severity(diagnostic)
    candidates = [e for e in expectations
                  if e.line == line and e.kind == kind and e.matches(diagnostic.message)]
    for expectation in candidates:
        if not expectation.matched:
            return expectation
    return candidates[0] if candidates else None
