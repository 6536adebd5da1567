"""lexing.py: RootFirstLexer gives Lark's contextual tokens and errors, and driver.FastDriver
parses exactly as Lark does (both checked on every corpus file)."""
import marshal
import re
from pathlib import Path

import pytest
from lark.lexer import ContextualLexer

from stablehlo_translate.text import driver, lexing, parse_tables, parser
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.printing.module_printer import print_module

ROOT = Path(__file__).resolve().parents[2]
SUITE = next((p / "shared" / "stablehlo-suite" for p in ROOT.parents if (p / "shared" / "stablehlo-suite").is_dir()),
             ROOT / "missing")
FILES = sorted(ROOT.glob("tests/lit/**/*.mlir")) + sorted(SUITE.glob("interpret/**/*.mlir")) + sorted(
    SUITE.glob("verify/*.mlir"))


def _chunks():
    for path in FILES:
        for chunk in re.split(r"(?m)^[ \t]*// -----", path.read_text(encoding="utf-8", errors="replace")):
            yield path, chunk


def _outcome(chunk: str, path: Path) -> str:
    try:
        parser.parse_module(chunk, str(path))
        return "ok"
    except Diagnostic as error:
        return error.render()


def test_tokens_agree_with_each_states_scanner(monkeypatch):
    monkeypatch.setattr(lexing, "CHECK", True)
    for path, chunk in _chunks():
        _outcome(chunk, path)  # CHECK raises AssertionError on the first differing token


def test_errors_agree_with_larks_contextual_lexer():
    lexer = parser._parser()[0].parser.lexer
    differ, errors = [], 0
    try:
        for path, chunk in _chunks():
            lexer.__class__ = lexing.RootFirstLexer
            ours = _outcome(chunk, path)
            lexer.__class__ = ContextualLexer
            larks = _outcome(chunk, path)
            errors += ours != "ok"
            if ours != larks:
                differ.append(f"{path}: {ours} != {larks}")
    finally:
        lexer.__class__ = lexing.RootFirstLexer
    assert not differ, "\n".join(differ[:5])
    assert errors > 10  # the corpus has syntax errors, so the error path is exercised


@pytest.mark.parametrize("text", ["%0 = stablehlo.add %a, %b : tensor<2xf32>\n!", "func.func @f( {"])
def test_unexpected_characters_and_tokens_are_located(text):
    with pytest.raises(Diagnostic) as caught:
        parser.parse_module(text)
    assert caught.value.render().startswith("<string>:")


def _parsed(chunk: str, path: Path) -> tuple[bool, str]:
    """Whether the chunk parses, and everything the parse gives: the generic text and each op's
    location, or the error."""
    try:
        module = parser.parse_module(chunk, str(path))
    except Diagnostic as error:
        return False, error.render()
    return True, print_module(module, generic=True) + repr([(op.name, op.loc, op.location) for op in module.op.walk()])


def test_fast_driver_parses_as_lark_does(monkeypatch):
    """Same modules and errors with and without the fast driver; it leaves syntax errors and rare
    contextual tokens to Lark, so it parses almost every valid chunk itself. Measured on valid
    chunks only: the share of syntax errors differs between corpora (tests/lit alone, 802 chunks,
    has 106 with errors; with the shared suite, 2242 chunks, 123)."""
    fell_back = []
    fast = driver.FastDriver.parse

    def counted(self, text, start):
        try:
            return fast(self, text, start)
        except driver.Fallback:
            fell_back.append(text)
            raise

    def lark_only(self, text, start):
        raise driver.Fallback()

    differ, valid, valid_fallbacks = [], 0, 0
    for path, chunk in _chunks():
        fell_back.clear()
        monkeypatch.setattr(driver.FastDriver, "parse", counted)
        ours = _parsed(chunk, path)
        monkeypatch.setattr(driver.FastDriver, "parse", lark_only)
        if ours != _parsed(chunk, path):
            differ.append(str(path))
        if ours[0]:
            valid += 1
            valid_fallbacks += bool(fell_back)
    assert not differ, differ[:5]
    assert valid > 500 and valid_fallbacks < valid // 20  # rare contextual tokens only


def test_tables_of_a_freshly_built_parser_are_plain_data():
    """A parser built from the grammar (not Lark's cache) names symbols with Tokens: the
    tables keep plain strings, so they can be cached (marshal) and parse the same."""
    import marshal

    from lark import Lark

    fresh = Lark(parser._grammar_text(), transformer=parser._parser()[1], cache=False, **parser._LARK_OPTIONS)
    data = marshal.loads(marshal.dumps(parse_tables.tables(fresh)))
    text = (ROOT / "examples" / "add.mlir").read_text()
    fast = driver.FastDriver(data, parser._transformer(), None)
    parser._transformer().reset(text)
    ours = fast.parse(text, "module_text")
    parser._transformer().reset(text)
    assert [op.name for op in ours] == [op.name for op in parser._driver().parse(text, "module_text")]


@pytest.mark.parametrize("regexp, chars", [
    (r"[-+]?\d+", set("-+0123456789")), (r"(?:ab|c)?d", set("acd")), (r"(?=x)xy|z", set("xz")),
    (r"\->", {"-"}), (r"loc\(", {"l"}), (r"[^a-z]", set(map(chr, range(128))) - set("abcdefghijklmnopqrstuvwxyz")),
    (r"a*", set(map(chr, range(128)))), (r"[^a]", set(map(chr, range(128)))),  # unsure: every character
])
def test_first_chars_of_a_terminal(regexp, chars):
    assert parse_tables.first_chars(regexp) == chars


def test_regexes_rebuilt_from_the_tables_engine_code_equal_compiled_ones():
    """The tables keep each expression's compiled engine code; rebuilt from it, a pattern is
    equal (same code, flags and text) to ``re.compile``'s, and a refused code compiles anew."""
    fast = parser._driver()
    sources = [fast.any, *fast.patterns]
    skip = next(p for p in fast.regex_code if p not in sources)
    assert set(fast.regex_code) == {skip, *sources}
    for pattern in [skip, *sources]:
        rebuilt = driver.compile_regex(pattern, fast.flags, fast.regex_code)
        assert rebuilt == re.compile(pattern, fast.flags) and rebuilt.groupindex == re.compile(pattern, fast.flags).groupindex
    broken = {pattern: marshal.dumps((fast.flags, [1, 2, 3], 0, {}, ())) for pattern in sources}
    assert driver.compile_regex(fast.any, fast.flags, broken) == re.compile(fast.any, fast.flags)
