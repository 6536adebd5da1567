"""Our first parse or verify error equals jaxlib's (StableHLO 1.17.0), place and words, on the
programs of tests/unit/data/verify_diff_expected*.json: jaxlib's first error for each, recorded once
by ``tools/verify_diff.py --write`` (programs of the lit tests, unit tables, shared verify suites
and mutations of them; one per distinct message of jaxlib's)."""
from __future__ import annotations

import json
import re
from pathlib import Path

from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.text.parser import parse_module
from stablehlo_translate.verification.verifier import verify_module

EXPECTED = [case for path in sorted((Path(__file__).parent / "data").glob("verify_diff_expected*.json"))
            for case in json.loads(path.read_text())]


def first_error(text: str) -> list:
    try:
        diagnostics = verify_module(parse_module(text, "-"), allow_unregistered=True)
    except Diagnostic as error:
        diagnostics = error.expand()
    if not diagnostics:
        return []
    return [diagnostics[0].loc.line, diagnostics[0].loc.col, diagnostics[0].message]


def test_first_errors_are_jaxlibs():
    differing = [f"{case['name']}: jaxlib {case['jaxlib']}, ours {ours}" for case in EXPECTED
                 if (ours := first_error(case["program"])) != case["jaxlib"]]
    assert not differing, "\n".join(differing[:20])


def test_expectations_cover_prefixed_and_plain_messages():
    """The file holds both kinds of rendering: ``emitOpError`` (``'name' op ...``) and
    ``emitOptionalError``/``emitError`` (no prefix)."""
    prefixed = sum(bool(re.match(r"'[\w.]+' op ", case["jaxlib"][2])) for case in EXPECTED)
    assert prefixed >= 100 and len(EXPECTED) - prefixed >= 100
