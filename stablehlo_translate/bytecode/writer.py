"""Write an ``ir.Module`` as MLIR bytecode (mlir/lib/Bytecode/Writer/BytecodeWriter.cpp).

Sections come in upstream's order (dialects, attribute/type offsets and data, IR,
resources, strings, properties); strings are numbered as they are first written, values
per region as upstream numbers them (isolated regions start at 0), so a module read from
upstream's output is written back byte for byte.
"""
from __future__ import annotations

from ..ir import module as ir
from . import locations as L
from .ir_writer import IrWriter
from .numbering import Numbering, encode_attribute, encode_type
from .properties import properties_of
from .stream import (ATTR_TYPE, ATTR_TYPE_OFFSET, CURRENT_VERSION, DIALECT, DIALECT_VERSIONING, DIALECT_VERSIONS,
                     ELIDE_UNKNOWN_BLOCK_ARG_LOCATION, IR, MAGIC, NATIVE_PROPERTIES_ENCODING, PROPERTIES, RESOURCE,
                     RESOURCE_OFFSET, STRING, Emitter, varint_bytes)

REGISTERED_DIALECTS = frozenset({"builtin", "vhlo", "func", "chlo", "stablehlo", "interpreter", "arith",
                                 "tensor", "sdy", "mhlo"})
"""Dialects whose ops count as registered (the C++ serializer's context loads them)."""


class _Strings:
    def __init__(self):
        self.index: dict[str, int] = {}

    def insert(self, text: str) -> int:
        found = self.index.get(text)
        if found is None:
            found = self.index[text] = len(self.index)
        return found

    def write(self, e: Emitter) -> None:
        encoded = [s.encode("utf-8", "surrogateescape") for s in self.index]
        e.varint(len(encoded))
        for data in reversed(encoded):
            e.varint(len(data) + 1)
        for data in encoded:
            e.raw(data)
            e.byte(0)


class _DialectWriter:
    """Encodes custom attribute/type payloads: references become numbers, strings indices."""

    def __init__(self, e: Emitter, numbering: Numbering, strings: _Strings):
        self.e = e
        self.numbering = numbering
        self.strings = strings
        self.varint = e.varint
        self.signed_varint = e.signed_varint
        self.byte = e.byte

    def attr(self, value) -> None:
        self.e.varint(self.numbering.attr_number(value))

    def type(self, value) -> None:
        self.e.varint(self.numbering.type_number(value))

    def attrs(self, values) -> None:
        self.e.varint(len(values))
        for value in values:
            self.attr(value)

    def types(self, values) -> None:
        self.e.varint(len(values))
        for value in values:
            self.type(value)

    def optional_attr(self, value) -> None:
        self.e.varint(0 if value is None else (self.numbering.attr_number(value) << 1) | 1)

    def string(self, text: str) -> None:
        self.e.varint(self.strings.insert(text))

    def blob(self, data: bytes) -> None:
        self.e.varint(len(data))
        self.e.raw(data)


class _OpInfo:
    """What the writer needs per op: its split attributes, location and registration."""

    __slots__ = ("attrs", "props", "loc", "registered", "isolated")


class _Writer(IrWriter):
    """Numbers the module's strings, attributes, types and values, then writes its sections."""

    def __init__(self, module: ir.Module, version: int, strip_debuginfo: bool):
        self.version = version
        self.strip = strip_debuginfo
        self.numbering = Numbering()
        self.strings = _Strings()
        self.info: dict[int, _OpInfo] = {}
        self.registered: dict[str, bool] = {}
        self.root = module.op
        self.loc_cache: dict = {}

    # --- per-op facts ------------------------------------------------------------------------
    def _location(self, op: ir.Operation):
        if self.strip:
            return L.UNKNOWN
        if op.location is not None:
            text = op.location
            found = self.loc_cache.get(text)
            if found is None:
                found = self.loc_cache[text] = L.parse_location(text)
            return found
        if op.loc is not None:
            return L.FileLineColLoc(op.loc.file, op.loc.line, op.loc.col)
        return L.UNKNOWN

    def argument_location(self, block: ir.Block, index: int):
        if self.strip:
            return L.UNKNOWN
        entry = block.arg_locations[index] if index < len(block.arg_locations) else None
        if isinstance(entry, str):
            found = self.loc_cache.get(entry)
            if found is None:
                found = self.loc_cache[entry] = L.parse_location(entry)
            return found
        return L.argument_location(block, index)

    def _op_info(self, op: ir.Operation) -> _OpInfo:
        info = _OpInfo()
        stash = op.cache.get("bytecode")
        registered = stash[1] if stash and stash[1] is not None else \
            op.name.partition(".")[0] in REGISTERED_DIALECTS
        self.registered.setdefault(op.name, registered)
        info.registered = registered
        spec = properties_of(op.name) if registered else None
        info.props = None
        info.attrs = op.attributes
        if self.version >= NATIVE_PROPERTIES_ENCODING:
            if spec is not None:
                names = spec[0]
                info.props = (spec, tuple(op.attributes.get(name) for name in names))
                info.attrs = {k: v for k, v in op.attributes.items() if k not in names}
            elif not registered and op.attributes:
                # Unregistered ops keep one dictionary of properties (generic `<{...}>`).
                names = stash[2] if stash and stash[2] is not None else tuple(op.attributes)
                info.props = {k: v for k, v in op.attributes.items() if k in names} or None
                info.attrs = {k: v for k, v in op.attributes.items() if k not in names}
        info.loc = self._location(op)
        info.isolated = False
        self.info[id(op)] = info
        return info

    # --- numbering ------------------------------------------------------------------------------
    def _number_op(self, op: ir.Operation) -> None:
        n = self.numbering
        info = self._op_info(op)
        n.number_op_name(op.name)
        for type_ in op.result_types:
            n.number_type(type_)
        if info.attrs:
            n.number_attr(info.attrs)
        if isinstance(info.props, dict):
            n.number_attr(info.props)
        elif info.props is not None:
            (names, optional), values = info.props
            for _name, value in zip(names, values):
                if value is not None:
                    n.number_attr(value)
        n.number_attr(info.loc)

    def _number_block(self, block: ir.Block) -> None:
        n = self.numbering
        for i, (_, type_) in enumerate(block.arguments):
            n.number_attr(self.argument_location(block, i))
            n.number_type(type_)
        for op in block.operations:
            self._number_op(op)

    def number(self) -> None:
        self._number_op(self.root)
        work = list(self.root.regions)
        while work:
            region = work.pop()
            for block in region.blocks:
                self._number_block(block)
            for block in region.blocks:
                for op in block.operations:
                    work.extend(op.regions)
        self.numbering.finish()

    # --- sections ------------------------------------------------------------------------------
    def write(self, producer: str, dialect_versions: dict) -> bytes:
        self.number()
        self._isolation(self.root)
        out = Emitter()
        out.raw(MAGIC)
        out.varint(self.version)
        out.raw(producer.encode("utf-8", "surrogateescape") + b"\0")
        self._dialect_section(out, dialect_versions)
        self._attr_type_sections(out)
        self.props: list[bytes] = []
        self.props_index: dict[bytes, int] = {}
        ir_e = Emitter()
        ir_e.varint_with_flag(1, False)
        self._op(ir_e, self.root, [])
        out.section(IR, ir_e)
        offsets = Emitter()
        offsets.varint(0)  # no external resource printers
        out.section(RESOURCE_OFFSET, offsets)
        out.section(RESOURCE, Emitter())
        strings = Emitter()
        self.strings.write(strings)
        out.section(STRING, strings)
        if self.version >= NATIVE_PROPERTIES_ENCODING:
            props = Emitter()
            props.varint(len(self.props))
            for data in self.props:
                props.raw(data)
            out.section(PROPERTIES, props)
        return bytes(out.buf)

    def _dialect_section(self, out: Emitter, dialect_versions: dict) -> None:
        e = Emitter()
        dialects = list(self.numbering.dialects.values())
        e.varint(len(dialects))
        for dialect in dialects:
            name_id = self.strings.insert(dialect.name)
            if self.version < DIALECT_VERSIONING:
                e.varint(name_id)
                continue
            payload = dialect_versions.get(dialect.name)
            if isinstance(payload, tuple):
                payload = b"".join(varint_bytes(part) for part in payload)
            e.varint_with_flag(name_id, bool(payload))
            if payload:
                body = Emitter()
                body.raw(payload)
                e.section(DIALECT_VERSIONS, body)
        names = self.numbering.ordered_op_names
        if self.version >= ELIDE_UNKNOWN_BLOCK_ARG_LOCATION:
            e.varint(len(names))

        def op_name(entry) -> None:
            string_id = self.strings.insert(entry.value.partition(".")[2])
            if self.version < NATIVE_PROPERTIES_ENCODING:
                e.varint(string_id)
            else:
                e.varint_with_flag(string_id, self.registered[entry.value])

        _grouped(e, names, op_name)
        out.section(DIALECT, e)

    def _attr_type_sections(self, out: Emitter) -> None:
        offsets = Emitter()
        data = Emitter()
        n = self.numbering
        offsets.varint(len(n.ordered_attrs))
        offsets.varint(len(n.ordered_types))
        writer = _DialectWriter(data, n, self.strings)
        previous = 0

        def entry(item, encode) -> None:
            nonlocal previous
            custom = encode(writer, item.value)
            if not custom:
                value = item.value
                text = getattr(value, "text", None)
                data.raw((text if text is not None else str(value)).encode("utf-8", "surrogateescape") + b"\0")
            offsets.varint_with_flag(len(data) - previous, custom)
            previous = len(data)

        _grouped(offsets, n.ordered_attrs, lambda item: entry(item, encode_attribute))
        _grouped(offsets, n.ordered_types, lambda item: entry(item, encode_type))
        out.section(ATTR_TYPE_OFFSET, offsets)
        out.section(ATTR_TYPE, data)


def _grouped(e: Emitter, entries: list, emit) -> None:
    i = 0
    while i < len(entries):
        dialect = entries[i].dialect
        j = i + 1
        while j < len(entries) and entries[j].dialect is dialect:
            j += 1
        e.varint(dialect.number)
        e.varint(j - i)
        for entry in entries[i:j]:
            emit(entry)
        i = j


def write_bytecode(module: ir.Module, *, version: int, producer: str, dialect_versions: dict | None = None,
                   strip_debuginfo: bool = False) -> bytes:
    """``module`` as MLIR bytecode of ``version`` (0..6) with the given producer string."""
    if not 0 <= version <= CURRENT_VERSION:
        raise ValueError(f"unsupported version requested {version}, must be in range [0, {CURRENT_VERSION}]")
    return _Writer(module, version, strip_debuginfo).write(producer, dialect_versions or {})
