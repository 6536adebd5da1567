"""Byte-level pieces of MLIR bytecode (mlir/docs/BytecodeFormat.md): varints, strings,
sections and alignment, for reading (:class:`ByteReader`) and writing (:class:`Emitter`).

Every read checks the remaining bytes first, so a count or offset that does not fit the
input is a :class:`BytecodeError` naming the byte offset, never an allocation or a hang.
"""
from __future__ import annotations

import builtins

from ..diagnostics import Diagnostic, Loc

MAGIC = b"ML\xefR"
ALIGNMENT_BYTE = 0xCB

# Section IDs (mlir/lib/Bytecode/Encoding.h).
STRING, DIALECT, ATTR_TYPE, ATTR_TYPE_OFFSET, IR, RESOURCE, RESOURCE_OFFSET, DIALECT_VERSIONS, \
    PROPERTIES = range(9)
NUM_SECTIONS = 9
SECTION_NAMES = ("String", "Dialect", "AttrType", "AttrTypeOffset", "IR", "Resource",
                 "ResourceOffset", "DialectVersions", "Properties")

# Bytecode versions that change the encoding.
DIALECT_VERSIONING, LAZY_LOADING, USE_LIST_ORDERING, ELIDE_UNKNOWN_BLOCK_ARG_LOCATION, \
    NATIVE_PROPERTIES_ENCODING, NATIVE_PROPERTIES_ODS_SEGMENT_SIZE = 1, 2, 3, 4, 5, 6
CURRENT_VERSION = 6

# Operation encoding mask bits.
HAS_ATTRS, HAS_RESULTS, HAS_OPERANDS, HAS_SUCCESSORS, HAS_INLINE_REGIONS, HAS_USE_LIST_ORDERS, \
    HAS_PROPERTIES = 1, 2, 4, 8, 16, 32, 64


class ByteOffsetLoc(Loc):
    """A position in a bytecode file: prints as the file name alone (the message ends with
    ``(at byte offset N)``)."""

    def __str__(self) -> str:
        return self.file


class BytecodeError(Diagnostic):
    """Malformed or unsupported bytecode: ``FILE: error: MESSAGE (at byte offset N)``; the
    message itself comes first, as MLIR's reader prints it."""

    def __init__(self, filename: str, offset: int, message: str):
        super().__init__(ByteOffsetLoc(filename, 0, 0), f"{message} (at byte offset {offset})")
        self.offset = offset


class BytecodeNote(Diagnostic):
    severity = "note"


class ByteReader:
    """A cursor over ``data[start:end]``; offsets in errors are file-absolute."""

    __slots__ = ("data", "pos", "end", "filename")

    def __init__(self, data: bytes, start: int, end: int, filename: str):
        self.data = data
        self.pos = start
        self.end = end
        self.filename = filename

    def error(self, message: str, offset: int | None = None) -> BytecodeError:
        return BytecodeError(self.filename, self.pos if offset is None else offset, message)

    @property
    def remaining(self) -> int:
        return self.end - self.pos

    def empty(self) -> bool:
        return self.pos >= self.end

    def byte(self) -> int:
        if self.pos >= self.end:
            raise self.error("attempting to parse a byte at the end of the bytecode")
        value = self.data[self.pos]
        self.pos += 1
        return value

    def bytes(self, length: int) -> bytes:
        if length > self.end - self.pos:
            raise self.error(f"attempting to parse {length} bytes when only "
                             f"{self.end - self.pos} remain")
        start = self.pos
        self.pos += length
        return self.data[start:self.pos]

    def varint(self) -> int:
        """A prefix varint: the count of trailing zero bits of the first byte says how many
        more bytes follow; a zero first byte is followed by 8 raw little-endian bytes."""
        pos = self.pos
        if pos >= self.end:
            raise self.error("attempting to parse a byte at the end of the bytecode")
        first = self.data[pos]
        if first & 1:
            self.pos = pos + 1
            return first >> 1
        if first == 0:
            raw = self.bytes_at(pos + 1, 8)
            self.pos = pos + 9
            return int.from_bytes(raw, "little")
        length = (first & -first).bit_length()  # bytes including the first
        raw = self.bytes_at(pos, length)
        self.pos = pos + length
        return int.from_bytes(raw, "little") >> length

    def bytes_at(self, pos: int, length: int) -> builtins.bytes:
        if pos + length > self.end:
            raise self.error(f"attempting to parse {length} bytes when only {self.end - pos} remain", pos)
        return self.data[pos:pos + length]

    def signed_varint(self) -> int:
        value = self.varint()
        return (value >> 1) ^ -(value & 1)

    def varint_with_flag(self) -> tuple[int, bool]:
        value = self.varint()
        return value >> 1, bool(value & 1)

    def count(self, what: str, min_bytes: int = 1) -> int:
        """A count of items that each take at least ``min_bytes`` of what remains."""
        start = self.pos
        value = self.varint()
        if value * min_bytes > self.end - self.pos:
            raise self.error(f"{what} count {value} exceeds the {self.end - self.pos} bytes left", start)
        return value

    def index(self, limit: int, what: str) -> int:
        start = self.pos
        if start < self.end and self.data[start] & 1:  # the one-byte case, inline
            value = self.data[start] >> 1
            self.pos = start + 1
        else:
            value = self.varint()
        if value >= limit:
            raise self.error(f"invalid {what} index: {value}", start)
        return value

    def null_terminated(self) -> builtins.bytes:
        end = self.data.find(b"\0", self.pos, self.end)
        if end < 0:
            raise self.error("malformed null-terminated string, no null character found")
        start = self.pos
        self.pos = end + 1
        return self.data[start:end]

    def align(self, alignment: int) -> None:
        if alignment & (alignment - 1) or alignment == 0:
            raise self.error(f"expected alignment to be a power-of-two, got {alignment}")
        while self.pos & (alignment - 1):
            if self.byte() != ALIGNMENT_BYTE:
                raise self.error(f"expected alignment byte (0xCB), but got: '0x{self.data[self.pos - 1]:02X}'",
                                 self.pos - 1)

    def section(self) -> tuple[int, int, int]:
        """A section header: (section ID, start, end) of its payload; the cursor moves past it."""
        start = self.pos
        code = self.byte()
        length = self.varint()
        if code & 0x80:
            self.align(self.varint())
        section_id = code & 0x7F
        if section_id >= NUM_SECTIONS:
            raise self.error(f"invalid section ID: {section_id}", start)
        if length > self.end - self.pos:
            raise self.error(f"attempting to parse {length} bytes when only {self.end - self.pos} remain")
        payload = self.pos
        self.pos += length
        return section_id, payload, payload + length

    def blob(self) -> builtins.bytes:
        return self.bytes(self.varint())


def varint_bytes(value: int) -> bytes:
    """The encoding of an unsigned 64-bit varint."""
    if value < 0x80:
        return bytes(((value << 1) | 1,))
    for length in range(2, 9):
        if value >> (7 * length) == 0:
            return (((value << 1) | 1) << (length - 1)).to_bytes(length, "little")
    return b"\0" + value.to_bytes(8, "little")


def zigzag(value: int) -> int:
    return ((value << 1) ^ (value >> 63)) & 0xFFFFFFFFFFFFFFFF


class Emitter:
    """A growing byte buffer that knows the alignment its start needs."""

    __slots__ = ("buf", "alignment")

    def __init__(self) -> None:
        self.buf = bytearray()
        self.alignment = 1

    def __len__(self) -> int:
        return len(self.buf)

    def byte(self, value: int) -> None:
        self.buf.append(value)

    def raw(self, data: bytes) -> None:
        self.buf += data

    def varint(self, value: int) -> None:
        if value < 0x80:
            self.buf.append((value << 1) | 1)
        else:
            self.buf += varint_bytes(value)

    def signed_varint(self, value: int) -> None:
        self.varint(zigzag(value))

    def varint_with_flag(self, value: int, flag: bool) -> None:
        self.varint((value << 1) | (1 if flag else 0))

    def align(self, alignment: int) -> None:
        if alignment < 2:
            return
        pad = -len(self.buf) % alignment
        self.buf += bytes((ALIGNMENT_BYTE,)) * pad
        self.alignment = max(self.alignment, alignment)

    def blob_with_alignment(self, data: bytes, alignment: int) -> None:
        self.varint(alignment)
        self.varint(len(data))
        self.align(alignment)
        self.buf += data

    def section(self, section_id: int, body: "Emitter") -> None:
        """A nested section: code (high bit: alignment follows), size, payload."""
        code_at = len(self.buf)
        self.buf.append(section_id)
        self.varint(len(body.buf))
        if body.alignment > 1:
            if len(self.buf) & (body.alignment - 1):
                self.varint(body.alignment)
                self.align(body.alignment)
                self.buf[code_at] |= 0x80
            else:
                self.alignment = max(self.alignment, body.alignment)
        self.buf += body.buf
