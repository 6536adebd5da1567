"""Builtin locations as bytecode holds them, their ``loc(...)`` text, and that text parsed back.

The reader gives ops their location as :class:`LocationText`, a ``str`` (the ``loc(...)``
text the contract asks for) that also carries the decoded location, so that writing it
back needs no parsing; plain ``loc(...)`` strings from the text parser are parsed here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..ir.attribute_text import attribute_text
from ..ir.attribute_text import string_text as _string_text

string_text = lru_cache(maxsize=1024)(_string_text)


@dataclass(frozen=True)
class UnknownLoc:
    def body(self) -> str:
        return "unknown"


@dataclass(frozen=True)
class FileLineColLoc:
    file: str
    line: int
    col: int

    def body(self) -> str:
        return f"{string_text(self.file)}:{self.line}:{self.col}"


@dataclass(frozen=True)
class FileLineColRange:
    """A range location: ``numbers`` as bytecode lists them (start line, start column,
    end column, end line; trailing ones omitted)."""

    file: str
    numbers: tuple[int, ...]

    def body(self) -> str:
        n = self.numbers
        text = string_text(self.file)
        if len(n) >= 1:
            text += f":{n[0]}"
        if len(n) >= 2:
            text += f":{n[1]}"
        if len(n) == 3:
            text += f" to :{n[2]}"
        elif len(n) == 4:
            text += f" to {n[3]}:{n[2]}"
        return text


@dataclass(frozen=True)
class NameLoc:
    name: str
    child: object

    def body(self) -> str:
        if isinstance(self.child, UnknownLoc):
            return string_text(self.name)
        return f"{string_text(self.name)}({self.child.body()})"


@dataclass(frozen=True)
class CallSiteLoc:
    callee: object
    caller: object

    def body(self) -> str:
        return f"callsite({self.callee.body()} at {self.caller.body()})"


@dataclass(frozen=True)
class FusedLoc:
    locations: tuple
    metadata: object = None

    def body(self) -> str:
        meta = "" if self.metadata is None else f"<{attribute_text(self.metadata)}>"
        return f"fused{meta}[" + ", ".join(loc.body() for loc in self.locations) + "]"


LOCATION_CLASSES = (UnknownLoc, FileLineColLoc, FileLineColRange, NameLoc, CallSiteLoc, FusedLoc)
UNKNOWN = UnknownLoc()


class LocationText(str):
    """``loc(...)`` text that remembers the location it was printed from."""

    parsed: object

    @staticmethod
    def of(location) -> "LocationText":
        text = LocationText(f"loc({location.body()})")
        text.parsed = location
        return text


def position(location) -> FileLineColLoc | None:
    """The first file position inside a location (names, call sites and fusions looked into)."""
    while True:
        if isinstance(location, FileLineColLoc):
            return location
        if isinstance(location, NameLoc):
            location = location.child
        elif isinstance(location, CallSiteLoc):
            location = location.callee
        elif isinstance(location, FusedLoc) and location.locations:
            location = location.locations[0]
        else:
            return None


_TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")|(\d+)|(callsite|fused|unknown|at|to)\b|(.))', re.S)


def parse_location(text: str):
    """``loc(...)`` text -> a location (UNKNOWN for forms this parser does not know)."""
    parsed = getattr(text, "parsed", None)
    if parsed is not None:
        return parsed
    body = text.strip()
    if not (body.startswith("loc(") and body.endswith(")")):
        return UNKNOWN
    tokens = [m.group(0).strip() for m in _TOKEN.finditer(body[4:-1]) if m.group(0).strip()]
    try:
        location, rest = _parse(tokens, 0)
    except (IndexError, ValueError):
        return UNKNOWN
    return location if rest == len(tokens) else UNKNOWN


def _parse(tokens: list[str], i: int):
    from ..ir.attributes import decode_string

    token = tokens[i]
    if token == "unknown":
        return UNKNOWN, i + 1
    if token == "callsite":
        if tokens[i + 1] != "(":
            raise ValueError
        callee, i = _parse(tokens, i + 2)
        if tokens[i] != "at":
            raise ValueError
        caller, i = _parse(tokens, i + 1)
        if tokens[i] != ")":
            raise ValueError
        return CallSiteLoc(callee, caller), i + 1
    if token == "fused":
        if tokens[i + 1] != "[":  # fused<metadata> is not parsed here
            raise ValueError
        i += 2
        locations = []
        while tokens[i] != "]":
            location, i = _parse(tokens, i)
            locations.append(location)
            if tokens[i] == ",":
                i += 1
        return FusedLoc(tuple(locations)), i + 1
    if token.startswith('"'):
        name = decode_string(token)
        if i + 1 < len(tokens) and tokens[i + 1] == ":":
            line, col = int(tokens[i + 2]), int(tokens[i + 4])
            if tokens[i + 3] != ":":
                raise ValueError
            return FileLineColLoc(name, line, col), i + 5
        if i + 1 < len(tokens) and tokens[i + 1] == "(":
            child, i = _parse(tokens, i + 2)
            if tokens[i] != ")":
                raise ValueError
            return NameLoc(name, child), i + 1
        return NameLoc(name, UNKNOWN), i + 1
    raise ValueError
