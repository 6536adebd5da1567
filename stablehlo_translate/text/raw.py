"""The parser's raw ops and blocks (ops as written, before the resolver names SSA values), the
base of the grammar callbacks, and the small text helpers the callback mixins share."""
from __future__ import annotations

import re
from types import MappingProxyType
from typing import Any

from ..ir import attributes as A
from ..ir.types import FunctionType, Type
from .driver import Token
from .syntax.forms import LocatedError


def located_at(token: Token, message: str) -> LocatedError:
    return LocatedError(message, token.line or 1, token.column or 1)


class AttrDict(dict):
    """A custom form's ``attr-dict`` and where its ``{`` is (``at``: line, column): MLIR checks
    the op's inherent attributes written there while parsing (OpFormatGen's
    ``verifyInherentAttrs``, located at the dictionary)."""

    at: tuple[int, int] = (1, 1)


EMPTY: Any = MappingProxyType({})
"""The properties and attributes of a raw op that spells none (read-only: every op shares it)."""


class RawOp:
    """An op as written, before SSA names are resolved."""

    __slots__ = ("form", "name", "line", "col", "name_line", "name_col", "results", "result_token", "location", "operands",
                 "successors", "properties", "regions", "attributes", "fn_type", "pieces",
                 "signature", "trailer", "args", "type_at", "at")

    def __init__(self, form: str, name: str, token: Token):
        self.form, self.name = form, name
        self.line, self.col = token.line, token.column
        self.name_line, self.name_col = self.line, self.col
        self.results: list[str] | tuple = ()
        self.result_token: Token | None = None
        self.location: str | None = None
        self.operands: list[Token] | tuple = ()
        self.successors: tuple[str, ...] = ()
        self.properties: dict = EMPTY
        self.regions: list | tuple = ()
        self.attributes: dict = EMPTY
        self.fn_type: FunctionType | None = None
        self.pieces: list | tuple = ()
        self.signature: tuple | None = None
        self.trailer: tuple | None = None
        self.args: list | tuple = ()
        self.type_at: tuple[int, int] | None = None
        """(line, column) of a generic op's function type."""
        self.at: tuple[int, int] | None = None
        """(line, column) of the op's location when its parser gives another than its name's."""


class RawBlock:
    __slots__ = ("label", "args", "ops")

    def __init__(self, label: str | None, args: list, ops: list):
        self.label, self.args, self.ops = label, args, ops


def raw_region(items: tuple) -> list[RawBlock]:
    blocks: list[RawBlock] = []
    ops: list[RawOp] = []
    for item in items:
        if isinstance(item, RawBlock):
            blocks.append(item)
        else:
            ops.append(item)
    if ops or not blocks:
        blocks.insert(0, RawBlock(None, [], ops))
    return blocks



def skip_space(text: str, at: int) -> int:
    """The offset of the first non-space character from ``at``."""
    while at < len(text) and text[at].isspace():
        at += 1
    return at


class CallbackBase:
    """The state the grammar callbacks share: the text being parsed, the last number literal,
    the aliases defined so far; and locating offsets of the text."""

    def reset(self, text: str) -> None:
        self.text = text
        self._number: tuple[Any, Token] | None = None
        """The last number literal and its token (typed() checks it against its type)."""
        self.attr_aliases: dict[str, Any] = {}
        self.type_aliases: dict[str, Type] = {}

    def _line_col(self, at: int) -> tuple[int, int]:
        """(line, column) of offset ``at`` of the text."""
        text = self.text
        return text.count("\n", 0, at) + 1, at - text.rfind("\n", 0, at)

    def _error_at(self, at: int, message: str) -> LocatedError:
        """``message`` at offset ``at`` of the text."""
        return LocatedError(message, *self._line_col(at))

    def _close(self, span: tuple[int, int] | None, opener: Token, closer: str) -> str:
        start = span[1] if span else opener.end_pos
        end = self.text.find(closer, start) + 1
        return self.text[opener.start_pos:end]

    def _after_angles(self, at: int) -> int:
        """The offset after the ``>`` closing the ``<`` just before offset ``at``."""
        text, depth = self.text, 1
        while at < len(text) and depth:
            depth += {"<": 1, ">": -1}.get(text[at], 0)
            at += 1
        return at


def struct_fields(entries: list, opener: Token | None) -> tuple[tuple[str, Any], ...]:
    fields = []
    for entry in entries:
        if entry[0] != "field":
            if opener is None:
                raise LocatedError(f"expected 'name = value' in attribute, got {entry[1]!r}", 1, 1)
            raise located_at(opener, f"expected 'name = value' in {opener}...>")
        fields.append((str(entry[1]), entry[2]))
    return tuple(fields)


_SPACE_OR_STRING = r'"(?:\\.|[^"\\])*"|(?:\s|//[^\n]*)+'
"""(Compiled when first used, through re's cache: start-up.)"""


def normalize_space(text: str) -> str:
    """Other dialects' attribute or type text on one line: each run of white space (or a
    comment) outside string literals becomes one space."""
    return re.sub(_SPACE_OR_STRING, lambda m: m.group() if m.group()[0] == '"' else " ", text)


def symbol_path(token: str) -> tuple[str, ...]:
    return tuple(A.decode_string(p) if p.startswith('"') else p for p in
                 (part[1:] for part in str(token).split("::")))
