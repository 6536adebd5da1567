"""Builtin locations as bytecode holds them, their ``loc(...)`` text, and that text parsed back.

The reader gives ops their location as :class:`LocationText`, a ``str`` (the ``loc(...)``
text the contract asks for) that also carries the decoded location, so that writing it
back needs no parsing; plain ``loc(...)`` strings from the text parser are parsed here.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache

from ..diagnostics import Loc, ShownLoc
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

    def __hash__(self) -> int:  # the metadata may be a dictionary: hashed by its text
        return hash((self.locations, None if self.metadata is None else attribute_text(self.metadata)))


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
    """The file position MLIR's diagnostic handler shows for a location (``findLocToShow``):
    a name's child, a call site's callee, the first fused location that has one; None for
    an unknown location or one without a file position. A range shows its start."""
    if isinstance(location, FileLineColLoc):
        return location
    if isinstance(location, FileLineColRange):
        n = location.numbers
        return FileLineColLoc(location.file, n[0] if n else 0, n[1] if len(n) > 1 else 0)
    if isinstance(location, NameLoc):
        return position(location.child)
    if isinstance(location, CallSiteLoc):
        return position(location.callee)
    if isinstance(location, FusedLoc):
        for inner in location.locations:
            found = position(inner)
            if found is not None:
                return found
    return None


def operation_location(op):
    """An op's location: its ``loc(...)`` text, else where it stands in the source (unknown
    without either)."""
    if op.location:
        return parse_location(op.location)
    if op.loc is not None:
        return FileLineColLoc(op.loc.file, op.loc.line, op.loc.col)
    return UNKNOWN


def stack_locations(callee, caller):
    """``callee`` (an inlined op's or argument's location) called from ``caller`` (the call's):
    a call site, appended at the end of ``callee``'s chain of call sites (MLIR's inliner,
    stackLocations)."""
    if isinstance(callee, CallSiteLoc):
        return CallSiteLoc(callee.callee, stack_locations(callee.caller, caller))
    return CallSiteLoc(callee, caller)


def argument_location(block, index: int):
    """The location of argument ``index`` of ``block``: its ``arg_locations`` entry is a source
    position (:class:`Loc`, where the text names it), ``loc(...)`` text, a location, or missing
    (unknown)."""
    locations = block.arg_locations
    entry = locations[index] if index < len(locations) else None
    if entry is None:
        return UNKNOWN
    if isinstance(entry, Loc):
        return FileLineColLoc(entry.file, entry.line, entry.col)
    return parse_location(entry) if isinstance(entry, str) else entry


def argument_shown(block, index: int) -> Loc:
    """Where a diagnostic about argument ``index`` of ``block`` points (MLIR: the argument's
    location, as its handler shows it)."""
    locations = block.arg_locations
    entry = locations[index] if index < len(locations) else None
    return entry if isinstance(entry, Loc) else shown(argument_location(block, index))


class AtArgument:
    """A block argument's location in an op's two fields, for ops built at it (MLIR's
    ``builder.create(arg.getLoc(), ...)``): ``loc`` where diagnostics point, ``location`` its
    ``loc(...)`` text (None: ``loc`` itself)."""

    __slots__ = ("loc", "location")

    def __init__(self, block, index: int):
        locations = block.arg_locations
        entry = locations[index] if index < len(locations) else None
        if isinstance(entry, Loc):
            self.loc, self.location = entry, None
        else:
            location = argument_location(block, index)
            self.loc, self.location = shown(location), LocationText.of(location)


CALL_STACK_LIMIT = 10
"""How many callers of a call-site location MLIR's handler shows (``called from`` notes)."""


def shown(location) -> Loc:
    """The diagnostic location of an op that carries ``location`` (an artifact's op), as MLIR
    prints it: ``FILE:LINE:COL`` of its file position, a ``called from`` note for each caller
    of a call site; with no file position, ``<unknown>:0`` and the location itself before the
    message (nothing for an unknown location)."""
    stack = [position(location)]
    caller = location
    while isinstance(caller, CallSiteLoc) and len(stack) <= CALL_STACK_LIMIT:
        caller = caller.caller
        stack.append(position(caller))
    shown_at = [Loc(p.file, p.line, p.col) for p in stack if p is not None]  # MLIR shows the first it can
    if not shown_at:
        prefix = "" if isinstance(location, UnknownLoc) else f"loc({location.body()}): "
        return ShownLoc("<unknown>", 0, 0, prefix)
    first = shown_at[0]
    return ShownLoc(first.file, first.line, first.col, "", tuple(shown_at[1:]))


MAX_UNSIGNED = (1 << 32) - 1

_TOKEN = re.compile(r'\s*(?:("(?:[^"\\]|\\.)*")|(\d+)|(callsite|fused|unknown|at|to)\b|(.))', re.S)


def parse_location(text: str):
    """``loc(...)`` text -> a location (UNKNOWN for forms this parser does not know)."""
    parsed = getattr(text, "parsed", None)
    if parsed is not None:
        return parsed
    body = text.strip()
    if not (body.startswith("loc(") and body.endswith(")")):
        return UNKNOWN
    body, metadata = _lift_metadata(body[4:-1])
    tokens = [m.group(0).strip() for m in _TOKEN.finditer(body) if m.group(0).strip()]
    try:
        location, rest = _parse(tokens, 0, metadata)
    except (IndexError, ValueError):
        return UNKNOWN
    return location if rest == len(tokens) else UNKNOWN


def _lift_metadata(body: str) -> tuple[str, list[str]]:
    """``body`` with each ``fused<METADATA>`` written ``fused!K``, and the metadata texts
    (unbalanced text is left as it is: the parse then fails)."""
    out: list[str] = []
    metadata: list[str] = []
    i = start = 0
    depth, meta_at = 0, -1
    while i < len(body):
        c = body[i]
        if c == '"':
            i += 1
            while i < len(body) and body[i] != '"':
                i += 2 if body[i] == "\\" else 1
        elif meta_at < 0 and body.startswith("fused<", i):
            out.append(body[start:i] + f"fused!{len(metadata)}")
            meta_at, depth, i = i + 6, 1, i + 5
        elif meta_at >= 0 and c in "<[({":
            depth += 1
        elif meta_at >= 0 and c in ">])}":
            depth -= 1
            if depth == 0:
                metadata.append(body[meta_at:i])
                meta_at, start = -1, i + 1
        i += 1
    return ("".join(out) + body[start:], metadata) if meta_at < 0 else (body, [])


def _metadata(text: str):
    from ..text.parser import parse_attribute

    return parse_attribute(text, "<location>")


def _parse(tokens: list[str], i: int, metadata: list[str]):
    from ..ir.attributes import decode_string

    token = tokens[i]
    if token == "unknown":
        return UNKNOWN, i + 1
    if token == "callsite":
        if tokens[i + 1] != "(":
            raise ValueError
        callee, i = _parse(tokens, i + 2, metadata)
        if tokens[i] != "at":
            raise ValueError
        caller, i = _parse(tokens, i + 1, metadata)
        if tokens[i] != ")":
            raise ValueError
        return CallSiteLoc(callee, caller), i + 1
    if token == "fused":
        meta = None
        if tokens[i + 1] == "!":
            meta = _metadata(metadata[int(tokens[i + 2])])
            i += 2
        if tokens[i + 1] != "[":
            raise ValueError
        i += 2
        locations = []
        while tokens[i] != "]":
            location, i = _parse(tokens, i, metadata)
            locations.append(location)
            if tokens[i] == ",":
                i += 1
        return FusedLoc(tuple(locations), meta), i + 1
    if token.startswith('"'):
        name = decode_string(token)
        if i + 1 < len(tokens) and tokens[i + 1] == ":":
            return _file_location(name, tokens, i + 1)
        if i + 1 < len(tokens) and tokens[i + 1] == "(":
            child, i = _parse(tokens, i + 2, metadata)
            if tokens[i] != ")":
                raise ValueError
            return NameLoc(name, child), i + 1
        return NameLoc(name, UNKNOWN), i + 1
    raise ValueError


def _file_location(name: str, tokens: list[str], i: int):
    """``:LINE[:COL] [to [LINE]:COL]`` after a file name (``i`` at the first colon)."""
    numbers = [int(tokens[i + 1])]
    i += 2
    if i < len(tokens) and tokens[i] == ":" and tokens[i + 1].isdigit():
        numbers.append(int(tokens[i + 1]))
        i += 2
    if i < len(tokens) and tokens[i] == "to":
        if tokens[i + 1] == ":":
            numbers.append(int(tokens[i + 2]))
            i += 3
        else:
            end_line, _, end_col = int(tokens[i + 1]), tokens[i + 2], int(tokens[i + 3])
            numbers += [end_col, end_line]
            i += 4
    if max(numbers) > MAX_UNSIGNED:  # MLIR reads unsigned (32-bit) line and column numbers
        raise ValueError(f"line or column out of range: {max(numbers)}")
    if len(numbers) == 2:
        return FileLineColLoc(name, numbers[0], numbers[1]), i
    return FileLineColRange(name, tuple(numbers)), i
