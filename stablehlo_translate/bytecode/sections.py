"""The sections of an MLIR bytecode file the IR section refers to (BytecodeReader.cpp): strings,
dialects and op names, resources, the attribute/type offset table and properties, decoded eagerly."""
from __future__ import annotations

from ..diagnostics import Loc
from . import locations
from .stream import (DIALECT_VERSIONING, DIALECT_VERSIONS, ELIDE_UNKNOWN_BLOCK_ARG_LOCATION, NATIVE_PROPERTIES_ENCODING,
                     SECTION_NAMES, ByteReader, BytecodeError)


class Entries:
    """The attribute or type table: offsets into the AttrType section, decoded on demand."""

    __slots__ = ("kind", "spans", "dialects", "custom", "values")

    def __init__(self, kind: str):
        self.kind = kind
        self.spans: list[tuple[int, int]] = []
        self.dialects: list[str] = []
        self.custom: list[bool] = []
        self.values: list = []


class SectionReader:
    """The sections the IR section refers to, each decoded by its method."""

    def __init__(self, data: bytes, filename: str):
        self.data = data
        self.filename = filename
        self.depth = 0
        self.region_next = [0, 0]
        """Per open region: (end of its value slots, next slot to define), flattened."""
        self.loc_texts: dict[int, tuple[locations.LocationText, Loc]] = {}
        self.known_names: set[str] = set()  # op names checked against the VHLO op list
        self.decoded_props: dict[tuple[int, str], tuple[dict, tuple | None]] = {}

    def error(self, offset: int, message: str) -> BytecodeError:
        return BytecodeError(self.filename, offset, message)

    def _section_reader(self, start: int, end: int) -> ByteReader:
        return ByteReader(self.data, start, end, self.filename)

    def _strings(self, start: int, end: int) -> None:
        r = self._section_reader(start, end)
        count = r.count("string")
        sizes = [r.varint() for _ in range(count)]
        sizes.reverse()
        if sum(sizes) != r.remaining:
            raise r.error(f"string section sizes add up to {sum(sizes)} bytes but {r.remaining} remain")
        data, pos, strings = self.data, r.pos, []
        for size in sizes:
            if size == 0 or data[pos + size - 1] != 0:
                raise self.error(pos, "malformed string: expected a null terminator")
            strings.append(data[pos:pos + size - 1].decode("utf-8", "surrogateescape"))
            pos += size
        self.strings = strings

    def string(self, r: ByteReader) -> str:
        return self.strings[r.index(len(self.strings), "string")]

    def _dialects(self, start: int, end: int) -> None:
        r = self._section_reader(start, end)
        count = r.count("dialect")
        self.dialects: list[str] = []
        self.dialect_versions: dict[str, bytes] = {}
        for _ in range(count):
            if self.version < DIALECT_VERSIONING:
                self.dialects.append(self.string(r))
                continue
            at = r.pos
            index, has_version = r.varint_with_flag()
            if index >= len(self.strings):
                raise r.error(f"invalid string index: {index}", at)
            name = self.strings[index]
            self.dialects.append(name)
            if has_version:
                at = r.pos
                section_id, vstart, vend = r.section()
                if section_id != DIALECT_VERSIONS:
                    raise r.error(f"expected a DialectVersions section, got {SECTION_NAMES[section_id]}", at)
                self.dialect_versions[name] = bytes(self.data[vstart:vend])
        if self.version >= ELIDE_UNKNOWN_BLOCK_ARG_LOCATION:
            r.count("op name")
        self.op_names: list[tuple[str, bool | None]] = []
        while not r.empty():
            dialect = self.dialects[r.index(len(self.dialects), "dialect")]
            for _ in range(r.count("op name")):
                if self.version < NATIVE_PROPERTIES_ENCODING:
                    self.op_names.append((f"{dialect}.{self.string(r)}", None))
                    continue
                at = r.pos
                index, registered = r.varint_with_flag()
                if index >= len(self.strings):
                    raise r.error(f"invalid string index: {index}", at)
                self.op_names.append((f"{dialect}.{self.strings[index]}", registered))

    def _resources(self, offsets: tuple[int, int], payload: tuple[int, int] | None) -> None:
        r = self._section_reader(*offsets)
        body = self._section_reader(*(payload or (offsets[1], offsets[1])))
        external = r.count("external resource group")
        groups = 0
        while not r.empty():
            if groups < external:
                group = self.string(r)
            else:
                group = self.dialects[r.index(len(self.dialects), "dialect")]
            groups += 1
            for _ in range(r.count("resource")):
                key = self.string(r)
                size = r.varint()
                kind = r.byte()
                if size > body.remaining:
                    raise r.error(f"resource {key!r} of {size} bytes exceeds the resource section")
                entry = ByteReader(self.data, body.pos, body.pos + size, self.filename)
                body.pos += size
                if kind == 0:
                    alignment = entry.varint()
                    length = entry.varint()
                    entry.align(alignment)
                    value = (alignment, entry.bytes(length))
                elif kind == 1:
                    value = bool(entry.byte())
                elif kind == 2:
                    value = self.string(entry)
                else:
                    raise r.error(f"unknown resource kind: {kind}")
                self.resources[(group, key)] = (kind, value)
                if groups > external:  # dialect resources are what handles refer to
                    self.resource_keys.append((group, key))

    def _attr_type_offsets(self, start: int, end: int, data_start: int, data_end: int) -> None:
        r = self._section_reader(start, end)
        num_attrs = r.count("attribute")
        num_types = r.count("type")
        if num_attrs + num_types > r.remaining:
            raise r.error(f"{num_attrs} attributes and {num_types} types exceed the offset section")
        self.attrs = Entries("Attribute")
        self.types = Entries("Type")
        offset = data_start
        data = self.data
        for entries, total in ((self.attrs, num_attrs), (self.types, num_types)):
            spans, dialects, custom = entries.spans, entries.dialects, entries.custom
            while len(spans) < total:
                dialect = self.dialects[r.index(len(self.dialects), "dialect")]
                count = r.varint()
                if count > total - len(spans):
                    raise r.error(f"{entries.kind} group of {count} entries exceeds the {total} declared")
                for _ in range(count):
                    pos = r.pos
                    if pos < r.end and data[pos] & 1:  # the one-byte case, inline
                        value = data[pos] >> 1
                        r.pos = pos + 1
                    else:
                        value = r.varint()
                    size = value >> 1
                    if size > data_end - offset:
                        raise r.error(f"{entries.kind} entry of {size} bytes exceeds the AttrType section", pos)
                    spans.append((offset, offset + size))
                    custom.append(value & 1)
                    offset += size
                dialects.extend([dialect] * count)
            entries.values = [None] * total
        if not r.empty():
            raise r.error("unexpected trailing data in the AttrTypeOffset section")

    def _properties(self, start: int, end: int) -> None:
        r = self._section_reader(start, end)
        count = r.count("properties")
        for _ in range(count):
            size = r.varint()
            if size > r.remaining:
                raise r.error(f"properties entry of {size} bytes exceeds the section")
            self.props.append((r.pos, r.pos + size))
            r.pos += size
