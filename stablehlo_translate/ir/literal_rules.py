"""MLIR's rules for the elements of a ``dense<...>`` literal, to find and locate the first error.

The fast decoder (attributes.decode_dense) converts whole literals with numpy; when it meets
something it cannot convert, or a literal that may break one of these rules, this module
walks the literal token by token as MLIR's TensorLiteralParser does (AttributeParser.cpp:
``parseList``/``parseElement`` while parsing, then ``getAttr``: shape, element count,
``getIntAttrElements``/``getFloatAttrElements``) and reports the first error as
``(offset, message)``: an offset into the literal's text, or None for the checks of the whole
literal (StableHLO 1.17.0's MLIR locates those at ``dense``).
"""
from __future__ import annotations

import re

_TOKEN = re.compile(r'0x[0-9A-Fa-f]+|\d+(?:\.\d*(?:[eE][+-]?\d+)?)?|[A-Za-z_][\w$.]*|"(?:[^"\\]|\\.)*"|\S')
"""MLIR's lexer, for the tokens of a literal: numbers, words, strings, one punctuation mark."""
_DECIMAL = re.compile(r"\d+")
_HEX = re.compile(r"0x[0-9A-Fa-f]+")
_FLOAT = re.compile(r"\d+\.\d*(?:[eE][+-]?\d+)?")


class _Stop(Exception):
    def __init__(self, offset: int, message: str):
        super().__init__(message)
        self.offset, self.message = offset, message


def _kind(word: str) -> str | None:
    """MLIR's token kind of an element word: ``integer``, ``float``, ``bool`` or None."""
    if word in ("true", "false"):
        return "bool"
    if _DECIMAL.fullmatch(word) or _HEX.fullmatch(word):
        return "integer"
    if _FLOAT.fullmatch(word):
        return "float"
    return None


def _structure(text: str, start: int) -> tuple[list[int] | None, list[tuple[bool, str, int]]]:
    """The inferred shape (None for a splat) and the elements ``(negative, word, offset)`` of
    the literal body starting at ``text[start]``, or _Stop at a malformed place."""
    tokens = [(m.start(), m.group()) for m in _TOKEN.finditer(text, start, len(text) - 1)]
    tokens.append((len(text) - 1, ">"))
    storage: list[tuple[bool, str, int]] = []
    if len(tokens) == 1:  # dense<>
        return None, storage
    pos = 0

    def after_previous() -> int:
        """Where MLIR reports a wrong token: the end of the token before it."""
        offset, word = tokens[pos - 1]
        return offset + len(word)

    def scalar() -> None:
        nonlocal pos
        offset, word = tokens[pos]
        negative = word == "-"
        if negative:
            pos += 1
            offset, word = tokens[pos]
            if _kind(word) not in ("integer", "float"):
                raise _Stop(offset, "expected integer or floating point literal")
        elif word == "(":
            pos += 1
            scalar()
            if tokens[pos][1] != ",":
                raise _Stop(after_previous(), "expected ',' between complex elements")
            pos += 1
            scalar()
            if tokens[pos][1] != ")":
                raise _Stop(after_previous(), "expected ')' after complex elements")
            pos += 1
            return
        elif _kind(word) is None:
            raise _Stop(offset, "expected element literal of primitive type")
        storage.append((negative, word, offset))
        pos += 1

    def nested() -> list[int]:
        nonlocal pos
        pos += 1  # '['
        if tokens[pos][1] == "]":
            pos += 1
            return [0]
        size, dims = 0, None
        while True:
            if tokens[pos][1] == "[":
                this = nested()
            else:
                scalar()
                this = []
            size += 1
            if dims is None:
                dims = this
            elif this != dims:
                raise _Stop(tokens[pos][0], "tensor literal is invalid; ranks are not consistent between elements")
            word = tokens[pos][1]
            if word not in ("]", ","):
                raise _Stop(after_previous(), "expected ']'")
            pos += 1
            if word == "]":
                return [size, *dims]

    shape = None
    if tokens[0][1] == "[":
        shape = nested()
    else:
        scalar()
    if tokens[pos][1] != ">":
        raise _Stop(after_previous(), "expected '>'")
    return shape, storage


def _int_fits(word: str, negative: bool, width: int, signed: bool) -> bool:
    """MLIR's buildAttributeAPInt: the magnitude fits ``width`` bits; a negative value's
    negation has its sign bit set; a positive signed (or index) value has it clear."""
    magnitude = int(word, 16) if word[:2] == "0x" else int(word)
    if magnitude.bit_length() > width:
        return False
    if negative:
        return 0 < magnitude <= 1 << (width - 1)
    return not signed or magnitude < 1 << (width - 1)


def _int_error(negative: bool, word: str, element: str) -> str | None:
    """getIntAttrElements' complaint about one element, or None."""
    if negative and element.startswith("ui"):
        return "expected unsigned integer elements, but parsed negative value"
    kind = _kind(word)
    if kind == "float":
        return "expected integer elements, but parsed floating-point"
    if kind == "bool":
        return None if element == "i1" else "expected i1 type for 'true' or 'false' values"
    width = 64 if element == "index" else int(element.lstrip("sui"))
    if not _int_fits(word, negative, width, element.startswith("si") or element == "index"):
        return "integer constant out of range for type"
    return None


def _float_error(negative: bool, word: str, width: int) -> str | None:
    """parseFloatFromLiteral's complaint about one element, or None."""
    kind = _kind(word)
    if kind == "float":
        return None
    if kind != "integer":
        return "expected floating point literal"
    if word[:2] != "0x":
        return "unexpected decimal integer literal for a floating point value"
    if negative:
        return "hexadecimal float literal should not have a leading minus"
    if int(word, 16).bit_length() > width:
        return "hexadecimal float constant out of range for type"
    return None


def element_words(text: str, start: int) -> list[str] | None:
    """The elements of a literal MLIR accepts, in order, as number words (``-1.5``; a complex
    element gives its two parts), or None when its structure is malformed."""
    try:
        _, storage = _structure(text, start)
    except (_Stop, IndexError):
        return None
    return [("-" if negative else "") + word for negative, word, _ in storage]


def first_error(text: str, start: int, shape: tuple[int, ...], element: str, type_text: str,
                float_width: int | None) -> tuple[int | None, str] | None:
    """The first of MLIR's complaints about the literal ``text`` (``dense<...>``, body from
    ``start``) of a tensor with ``shape`` and storage ``element`` type (``complex<T>`` too;
    ``float_width``: the bit width of a float or complex part type): ``(offset, message)``,
    offset None for a complaint about the whole literal; None when it has none."""
    try:
        inferred, storage = _structure(text, start)
    except _Stop as stop:
        return stop.offset, stop.message
    except IndexError:
        return None
    if inferred is not None and tuple(inferred) != shape:
        return None, (f"inferred shape of elements literal ([{', '.join(map(str, inferred))}]) does not match "
                      f"type ([{', '.join(map(str, shape))}])")
    count = 1
    for dim in shape:
        count *= dim
    if not storage and count:
        return None, f"parsed zero elements, but type ('{type_text}') expected at least 1"
    part = element
    if element.startswith("complex<"):
        part = element[len("complex<"):-1]
        if inferred is None and count and len(storage) != 2:
            return None, f"parsed {len(storage)} elements, but type ('{element}') expected 2 elements"
        if inferred is not None and len(storage) != 2 * count:
            return None, f"parsed {len(storage)} elements, but type ('{type_text}') expected {2 * count} elements"
    is_int = part == "index" or part.startswith(("i", "si", "ui"))
    for negative, word, offset in storage:
        if is_int:
            problem = _int_error(negative, word, part)
        elif float_width is not None:
            problem = _float_error(negative, word, float_width)
        else:
            return None
        if problem:
            return offset, problem
    return None


def typed_number_error(word: str, type_: object) -> tuple[int | None, str] | None:
    """MLIR's complaint about the number ``word`` (as written, sign included) given ``: type_``
    (parseDecOrHexAttr, parseFloatAttr): ``(offset into word, message)``, offset None for the
    token after the type; None when it has none."""
    negative = word[:1] == "-"
    digits = word.lstrip("+-")
    at = len(word) - len(digits)
    name = type_ if isinstance(type_, str) else None
    is_float_type = name is not None and (name.startswith("f") or name in ("bf16", "tf32"))
    if _kind(digits) == "float":
        return None if is_float_type else (None, "floating point value not valid for specified type")
    if is_float_type:
        width = {"bf16": 16, "tf32": 19}.get(name) or int(re.match(r"f(\d+)", name).group(1))
        problem = _float_error(negative, digits, width)
        return (at, problem) if problem else None
    if name is None or not (name == "index" or re.fullmatch(r"[su]?i\d+", name)):
        return at, "integer literal not valid for specified type"
    if negative and name.startswith("ui"):
        return at, "negative integer literal not valid for unsigned integer type"
    width = 64 if name == "index" else int(name.lstrip("sui"))
    if not _int_fits(digits, negative, width, name.startswith("si") or name == "index"):
        return at, "integer constant out of range for attribute"
    return None


def _type_width(name: str) -> int | None:
    """The bit width of an integer or float type name, else None."""
    if re.fullmatch(r"[su]?i\d+", name):
        return int(name.lstrip("sui"))
    if name in ("bf16", "tf32"):
        return {"bf16": 16, "tf32": 19}[name]
    match = re.fullmatch(r"f(\d+)(?:E\d+M\d+\w*)?", name)
    return int(match.group(1)) if match else None


def array_error(text: str) -> tuple[int, str] | None:
    """MLIR's complaint about ``array<T: ...>`` (parseDenseArrayAttr and its element parser):
    ``(offset into text, message)``, or None. Element errors are at the token after the
    element, as MLIR's ``emitError()`` at the current token."""
    at = len("array<")
    while text[at].isspace():
        at += 1
    element = re.match(r"[^\s:>]+", text[at:])
    name = element.group() if element else ""
    width = _type_width(name)
    if width is None:
        return at, f"expected integer or float type, got: '{name}'"
    if name != "i1" and width % 8:
        return at, "element type bitwidth must be a multiple of 8"
    is_int = name[:1] in "isu"
    colon = text.find(":", at)
    if colon < 0:
        return None
    tokens = [(m.start(), m.group()) for m in _TOKEN.finditer(text, colon + 1, len(text) - 1)]
    tokens.append((len(text) - 1, ">"))
    index = 0
    while index < len(tokens) - 1:
        negative = tokens[index][1] == "-"
        index += negative
        offset, digits = tokens[index]
        after = tokens[min(index + 1, len(tokens) - 1)][0]
        if is_int:
            if digits in ("true", "false"):
                if name != "i1":
                    return offset, "expected i1 type for 'true' or 'false' values"
            elif _kind(digits) != "integer":
                return offset, "expected integer literal"
            elif not _int_fits(digits, negative, width, name.startswith("si")):
                return after, "integer constant out of range"
        else:
            problem = _float_error(negative, digits, width)
            if problem:
                return offset, problem
        if tokens[index + 1][1] not in (",", ">"):
            return offset + len(digits), "expected '>' to close an array attribute"
        index += 2  # the element and the ',' after it
    return None
