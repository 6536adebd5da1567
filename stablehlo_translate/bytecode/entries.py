"""Attributes and types of an MLIR bytecode file: decoded on first use, each once, by their
dialect's encoding (builtin.py, vhlo_codes.py) or from their assembly text."""
from __future__ import annotations

from ..dialect_hooks import plugin
from . import builtin, vhlo_codes
from .sections import Entries, SectionReader
from .stream import ByteReader

MAX_DEPTH = 100
"""Nesting limit for regions and for attributes/types referring to each other."""
PENDING = object()


class EntryReader(SectionReader):
    """Attributes, types, strings and resources as the IR section and the dialects' encodings
    read them."""

    def read_attr(self, r: ByteReader):
        values = self.attrs.values
        index = r.index(len(values), "Attribute")
        value = values[index]
        if value is None or value is PENDING:
            value = self._decode(self.attrs, index, r)
        return value

    def attr_at(self, r: ByteReader, index):
        if index is None:
            return None
        values = self.attrs.values
        if index >= len(values):
            raise r.error(f"invalid Attribute index: {index}")
        value = values[index]
        if value is None or value is PENDING:
            value = self._decode(self.attrs, index, r)
        return value

    def read_type(self, r: ByteReader):
        return self.type_at(r, r.index(len(self.types.values), "Type"))

    def type_at(self, r: ByteReader, index: int):
        value = self.types.values[index]
        if value is None or value is PENDING:
            value = self._decode(self.types, index, r)
        return value

    def read_attrs(self, r: ByteReader) -> tuple:
        return tuple([self.read_attr(r) for _ in range(r.count("attribute"))])

    def read_types(self, r: ByteReader) -> tuple:
        return tuple([self.read_type(r) for _ in range(r.count("type"))])

    def read_string(self, r: ByteReader) -> str:
        return self.string(r)

    def read_resource(self, r: ByteReader) -> tuple[str, object]:
        """A resource handle: its key and its blob bytes (None when the file has no data)."""
        group, key = self.resource_keys[r.index(len(self.resource_keys), "resource")]
        kind, value = self.resources[(group, key)]
        return key, value[1] if kind == 0 else None

    def _decode(self, entries: Entries, index: int, at: ByteReader):
        """Decode entry ``index`` (a failure ends the whole read, so no state is restored)."""
        values = entries.values
        if values[index] is PENDING or self.depth >= MAX_DEPTH:
            raise at.error(f"{entries.kind} #{index} refers to itself or nests too deeply")
        values[index] = PENDING
        start, end = entries.spans[index]
        r = ByteReader(self.data, start, end, self.filename)
        self.depth += 1
        if entries.custom[index]:
            value = self._custom(r, entries.kind, entries.dialects[index])
            if r.pos != end:
                raise r.error(f"unexpected trailing bytes after custom {entries.dialects[index]} "
                              f"{entries.kind.lower()}")
        else:
            value = self._text(r, entries.kind, entries.dialects[index])
        self.depth -= 1
        values[index] = value
        return value

    def _custom(self, r: ByteReader, kind: str, dialect: str):
        if dialect == "builtin":
            return builtin.read_attribute(r, self) if kind == "Attribute" else builtin.read_type(r, self)
        if dialect == "vhlo":
            return vhlo_codes.read_attribute(r, self) if kind == "Attribute" else vhlo_codes.read_type(r, self)
        if dialect == "stablehlo" and kind == "Attribute":
            return builtin.read_stablehlo_attribute(r, self)
        if dialect == "stablehlo":
            return builtin.read_stablehlo_type(r, self)
        if dialect == "chlo" and kind == "Attribute":
            return builtin.read_chlo_attribute(r, self)
        if dialect == "sdy" and kind == "Attribute":
            return plugin("sdy").read_attribute(r, self)  # Shardy's encodings (dialects/sdy)
        raise r.error(f"dialect '{dialect}' has no bytecode encoding this reader knows")

    def _text(self, r: ByteReader, kind: str, dialect: str):
        from ..ir.attributes import OpaqueAttr
        from ..ir.types import OpaqueType

        raw = r.data[r.pos:r.end]
        if not raw or raw[-1] != 0:
            raise r.error(f"expected a null-terminated {kind.lower()} assembly format")
        text = raw[:-1].decode("utf-8", "surrogateescape")
        if kind == "Type" and dialect == "builtin" and text.isidentifier():
            return text
        if dialect == "builtin" and text in ("true", "false"):
            return text == "true"
        from ..diagnostics import Diagnostic
        from ..text.parser import parse_attribute, parse_type

        try:  # as parsing the module's text gives it (#chlo<precision DEFAULT> an EnumAttr, !stablehlo.token)
            return parse_type(text) if kind == "Type" else parse_attribute(text)
        except Diagnostic:
            return OpaqueType(text) if kind == "Type" else OpaqueAttr(text)
