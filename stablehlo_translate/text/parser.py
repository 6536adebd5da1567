"""MLIR text -> :mod:`ir` (spec.md#programs).

The grammar's LALR tables run by the fast driver (driver.py; the tables are cached on
disk, so Lark is not even imported), with Lark's own parser built only when the driver
falls back (syntax errors, rare tokens). The grammar callbacks (:class:`_Callbacks`, one mixin
per grammar area: op_callbacks, pretty_callbacks, type_callbacks, attribute_callbacks) turn the
text into raw ops in one pass; :class:`Resolver` then names SSA values, checks their uses,
fills in operand types and turns pretty forms into generic operations through the op table
(syntax.py). parse_checks (upstream's checks of rarer constructs) is imported where first needed.
"""
from __future__ import annotations

import os
from typing import Any

import numpy as np

from ..ir import module as ir
from .syntax import forms as syntax
from ..diagnostics import Loc, ParseError
from . import driver
from .attribute_callbacks import AttributeCallbacks
from .driver import Fallback, FastDriver
from ..gc_pause import paused_gc
from .op_callbacks import OpCallbacks
from .pretty_callbacks import PrettyCallbacks
from .resolver import Resolver
from .type_callbacks import TypeCallbacks
from ..ir.types import Type

_STARTS = ["module_text", "attribute_text", "type_text"]
_PARSER: Any = None
"""Lark's parser and its transformer, built when the fast driver first falls back."""
_DRIVER: FastDriver | None = None
_CALLBACKS: "_Callbacks | None" = None


_Located = syntax.LocatedError


class _Callbacks(OpCallbacks, PrettyCallbacks, TypeCallbacks, AttributeCallbacks):
    """Grammar callbacks: text -> raw ops, types and attribute values. Each is called with the
    rule's kept children as arguments (Lark's ``v_args(inline=True)``)."""


_VALUE_TOKENS = frozenset({"INT", "FLOAT", "HEX", "STRING", "TRUE", "FALSE", "BARE_ID", "SYMBOL", "HASH_ID"})


def _struct_error(error: Any, text: str) -> tuple | None:
    """A syntax error inside a ``parseStruct`` kind of ``#stablehlo.<kind><...>``: upstream's
    ``expected '>'`` after a field not followed by ``,`` (else the generic message), then
    ``failed parsing ... attribute`` at the offending token. None outside such structs."""
    from lark import Token as LarkToken
    from lark.exceptions import UnexpectedToken

    from . import parse_checks

    if not isinstance(error, UnexpectedToken) or error.token.type == "$END":
        return None
    stack = getattr(getattr(error, "interactive_parser", None), "parser_state", None)
    stack = getattr(stack, "value_stack", [])
    opens = [v for v in stack if isinstance(v, LarkToken) and v.type == "STABLEHLO_OPEN"]
    follow_up = opens and parse_checks.failed_struct(str(opens[-1])[1:-1].partition(".")[2])
    if not follow_up:
        return None
    token = error.token
    types = [getattr(v, "type", None) for v in stack[-3:-1]]
    value = stack[-1] if stack else None
    if types == ["BARE_ID", "EQUAL"] and getattr(value, "type", "INT") in _VALUE_TOKENS:
        message, (line, col) = "expected '>'", parse_checks.line_col(
            text, parse_checks.wrong_token_position(text, token.start_pos))
    else:
        message, line, col = _lark_error_message(error, text)
    return message, line, col, ((follow_up, token.line, token.column),)


MAX_NESTING = 128
"""The deepest bracket nesting accepted; deeper input would exhaust Python's stack later on."""


# ---------------------------------------------------------------------------------------
def _grammar_text() -> str:
    """The grammar: the .lark files of package ``stablehlo_translate.grammar`` (inside the
    installed package, or the checkout's ``grammar`` folder next to it), found without importing
    importlib.resources or pathlib (start-up)."""
    package = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    folders = [os.path.join(package, "grammar"), os.path.join(os.path.dirname(package), "grammar")]
    folder = next((f for f in folders if os.path.isfile(os.path.join(f, "mlir.lark"))), None)
    if folder is None:  # another layout: ask the import system
        import importlib.util

        spec = importlib.util.find_spec("stablehlo_translate.grammar")
        folder = list(spec.submodule_search_locations or ())[0] if spec else folders[0]
    texts = []
    for name in ("mlir.lark", "stablehlo.lark"):
        with open(os.path.join(folder, name), encoding="utf-8") as handle:
            texts.append(handle.read())
    return "\n".join(texts)


_LARK_OPTIONS = dict(parser="lalr", lexer="contextual", start=_STARTS, maybe_placeholders=True)


def _transformer() -> _Callbacks:
    global _CALLBACKS
    if _CALLBACKS is None:
        _CALLBACKS = _Callbacks()
    return _CALLBACKS


def _parser() -> tuple[Any, Any]:
    """Lark's parser (from Lark's cache when possible) and its transformer: for errors, and
    whatever the fast driver leaves to it."""
    global _PARSER
    if _PARSER is None:
        from lark import Lark, Transformer, v_args

        from .lexing import RootFirstLexer

        methods = {k: v for klass in reversed(_Callbacks.__mro__[:-1]) for k, v in vars(klass).items()
                   if k not in ("__dict__", "__weakref__")}
        transformer = v_args(inline=True)(type("_LarkCallbacks", (Transformer,), methods))()
        lark = Lark(_grammar_text(), transformer=transformer, cache=True, **_LARK_OPTIONS)
        lark.parser.lexer.__class__ = RootFirstLexer
        _PARSER = lark, transformer
    return _PARSER


def _tables_path(key: str) -> str:
    from ..disk_cache import cache_path

    return cache_path(".stablehlo_translate_tables_", key)


def _driver() -> FastDriver:
    """The fast driver, its tables loaded from their cache (keyed by the grammar, Lark's
    files, the options and Python's version; the whole key is stored and compared) or taken
    from Lark's parser and cached."""
    global _DRIVER
    if _DRIVER is None:
        import marshal
        from importlib.machinery import PathFinder  # (importlib.util costs an import)

        spec = PathFinder.find_spec("lark")
        stamp = os.stat(spec.origin) if spec and spec.origin else None
        lark_files = (spec.origin, stamp.st_mtime_ns, stamp.st_size) if stamp else None
        key = repr((_grammar_text(), lark_files, _LARK_OPTIONS, driver.FORMAT, driver.ENGINE))
        path = _tables_path(key)
        try:
            with open(path, "rb") as handle:
                data = marshal.loads(handle.read())
            if data.get("key") != key:
                raise ValueError("stale tables")
        except (OSError, EOFError, ValueError, TypeError, AttributeError):
            from . import parse_tables

            data = parse_tables.tables(_parser()[0])
            data["key"] = key
            try:
                import tempfile

                fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".stablehlo_translate_tables_")
                with open(fd, "wb") as handle:
                    handle.write(marshal.dumps(data))
                os.replace(tmp, path)
            except OSError:
                pass
        _DRIVER = FastDriver(data, _transformer(), _lark_callback)
    return _DRIVER


def _lark_callback(wanted: tuple) -> Any:
    from . import parse_tables

    return parse_tables.lark_callback(_parser()[0], wanted)


def _parse(text: str, start: str) -> tuple[Any, Any]:
    """The fast driver's result, or Lark's own parse (and its error) when the driver falls
    back; and the callbacks object that made it."""
    fast = _driver()
    transformer = _transformer()
    transformer.reset(text)
    try:
        return fast.parse(text, start), transformer
    except Fallback:
        pass
    from lark.exceptions import UnexpectedInput

    parser, transformer = _parser()
    transformer.reset(text)
    try:
        return parser.parse(text, start=start), transformer
    except UnexpectedInput as unexpected:
        raise _Located(*_struct_error(unexpected, text) or _directive_error(unexpected, text)
                       or _lark_error_message(unexpected, text)) from None


def _directive_error(error: Any, text: str) -> tuple | None:
    """parse_errors.custom_directive_error's errors for a Lark error, with lines and columns."""
    from lark.exceptions import UnexpectedToken

    from .parse_checks import line_col
    from .parse_errors import custom_directive_error

    if not isinstance(error, UnexpectedToken):
        return None
    stack = getattr(getattr(error, "interactive_parser", None), "parser_state", None)
    found = custom_directive_error(text, error.token, list(getattr(stack, "value_stack", [])))
    if found is None:
        return None
    message, pos, follow_ups = found
    return message, *line_col(text, pos), tuple((m, *line_col(text, at)) for m, at in follow_ups)


_TERMINAL_NAMES = {
    "RESULT_DEF": "result name", "USE": "SSA value", "CARET_ID": "block label", "SYMBOL": "symbol",
    "OP_NAME": "operation name", "BARE_ID": "identifier", "INT": "integer", "FLOAT": "float",
    "HEX": "integer", "STRING": "string", "TENSOR_SIMPLE": "type", "TENSOR_OPEN": "type",
    "DENSE": "dense literal", "DENSE_HEX": "dense literal", "ARRAY": "array literal",
    "HASH_ID": "attribute alias", "BANG_ID": "type", "LOC_OPEN": "loc(", "$END": "end of input",
}


def _describe(name: str) -> str:
    if name in _TERMINAL_NAMES:
        return _TERMINAL_NAMES[name]
    parser, _ = _parser()
    for terminal in parser.terminals:
        if terminal.name == name and terminal.pattern.type == "str":
            return f"'{terminal.pattern.value}'"
    return name.lower()


def _lark_error_message(error: Any, text: str) -> tuple[str, int, int]:
    """MLIR's message for a Lark error where parse_errors knows the state, else a readable one;
    and its line and column."""
    from lark.exceptions import UnexpectedCharacters, UnexpectedToken

    from .parse_checks import line_col
    from .parse_errors import dotted_identifier_error, mlir_syntax_error

    if isinstance(error, UnexpectedCharacters):
        found = dotted_identifier_error(text, error.pos_in_stream)
        if found is not None:
            return (found[0], *line_col(text, found[1]))
        char = text[error.pos_in_stream] if error.pos_in_stream < len(text) else ""
        return f"unexpected character '{char}'", error.line, error.column
    if isinstance(error, UnexpectedToken):
        stack = getattr(getattr(error, "interactive_parser", None), "parser_state", None)
        found = mlir_syntax_error(text, error.token, set(error.expected), list(getattr(stack, "value_stack", [])))
        if found is not None:
            return (found[0], *line_col(text, found[1]))
    if isinstance(error, UnexpectedToken) and error.token.type != "$END":
        token = error.token
        found = f"'{token}'"
        expected = sorted({_describe(name) for name in error.expected})
        if len(expected) == 1:
            return f"expected {expected[0]} but found {found}", token.line, token.column
        return f"unexpected {found}", token.line, token.column
    lines = text.splitlines() or [""]
    return "unexpected end of input", len(lines), len(lines[-1]) + 1


_DEPTH_CHUNK = 1 << 18
"""Bytes per numpy step of :func:`_too_deep` (its temporaries stay a few MB on any input)."""
_BRACKET_STEPS = np.zeros(256, dtype=np.int8)
"""Per byte: +1 for an opening bracket, -1 for a closing one."""
_BRACKET_STEPS[list(b"([{<")], _BRACKET_STEPS[list(b")]}>")] = 1, -1


def _too_deep(text: str) -> int | None:
    """The offset where bracket nesting first exceeds MAX_NESTING, or None (numpy over the
    brackets of a chunk of the text at a time; no more opening brackets than that: None)."""
    if sum(map(text.count, "([{<")) <= MAX_NESTING:
        return None  # the depth never exceeds the number of openers ('->' closes nothing)
    encoded = text.encode("utf-8", "replace")
    data = np.frombuffer(encoded, dtype=np.uint8)
    depth = 0
    for begin in range(0, data.size, _DEPTH_CHUNK):
        chunk = data[begin:begin + _DEPTH_CHUNK]
        at = np.flatnonzero(_BRACKET_STEPS[chunk])
        if not at.size:
            continue
        brackets = chunk[at]
        step = _BRACKET_STEPS[brackets].astype(np.int64)
        before = data[np.maximum(at + begin - 1, 0)]
        step += (brackets == ord(">")) & (before == ord("-")) & (at + begin > 0)  # '->' closes nothing
        levels = np.cumsum(step)
        levels += depth
        deep = np.flatnonzero(levels > MAX_NESTING)
        if deep.size:
            return len(encoded[:begin + int(at[deep[0]])].decode("utf-8", "replace"))
        depth = int(levels[-1])
    return None


def _run(text: str, start: str, filename: str, line_offset: int) -> Any:
    def error(message: str, line: int, col: int, follow_ups: tuple = ()) -> ParseError:
        lines = text.splitlines()
        source = lines[line - 1] if 0 < line <= len(lines) else None
        return ParseError(Loc(filename, line + line_offset, col), message, source_line=source,
                          follow_ups=tuple(error(*follow_up) for follow_up in follow_ups))

    deep = _too_deep(text)
    if deep is not None:
        line = text.count("\n", 0, deep) + 1
        raise error(f"input nests deeper than {MAX_NESTING} brackets", line, deep - (text.rfind("\n", 0, deep) + 1) + 1)
    try:
        value, transformer = _parse(text, start)
        return value, transformer, error
    except _Located as located:
        raise error(located.message, located.line, located.col, located.follow_ups) from None
    except RecursionError:
        raise error("input nests too deeply", 1, 1) from None


def parse_module(text: str, filename: str = "<string>", line_offset: int = 0) -> ir.Module:
    """Parse MLIR text; top-level ops without ``module`` go into an implicit ``builtin.module``.
    The cyclic garbage collector is paused meanwhile (see gc_pause)."""
    with paused_gc():
        raw_ops, transformer, error = _run(text, "module_text", filename, line_offset)
        resolver = Resolver(filename, line_offset, transformer.attr_aliases)
        try:
            return resolver.module(raw_ops)
        except _Located as located:
            raise error(located.message, located.line, located.col, located.follow_ups) from None


def parse_attribute(text: str, filename: str = "<args>") -> Any:
    """One attribute value, e.g. ``[dense<1> : tensor<2xi32>]`` -> a tuple of DenseElementsAttr."""
    value, _, _ = _run(text, "attribute_text", filename, 0)
    return value


def parse_type(text: str) -> Type:
    """One type, e.g. ``tensor<2x?xf32>`` or ``(tensor<f32>) -> tensor<f32>``."""
    value, _, _ = _run(text, "type_text", "<type>", 0)
    return value


__all__ = ["parse_module", "parse_attribute", "parse_type"]
