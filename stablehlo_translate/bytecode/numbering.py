"""The order in which the writer numbers dialects, op names, attributes and types
(a port of mlir/lib/Bytecode/Writer/IRNumbering.cpp).

Entries are numbered when first seen, walking the root op and then its regions with a
stack (the last pushed region first); nested attributes and types are numbered by
encoding their parent with a writer that only records references. Entries are then
sorted by reference count (stable) and grouped by dialect within each varint byte-width
range, exactly as upstream does, so that the output is byte-identical.
"""
from __future__ import annotations

from ..ir.attributes import EnumAttr
from ..ir.dialect_attrs import DialectAttr, DialectType
from . import builtin, vhlo_codes


def attr_key(attr):
    """A hashable identity for an attribute or type (MLIR uniques them by value)."""
    kind = type(attr)
    if kind is dict:
        return ("#dict", tuple((name, attr_key(value)) for name, value in sorted(attr.items())))
    if kind is tuple:
        return ("#array", tuple(attr_key(item) for item in attr))
    if kind is bool:
        return ("#bool", attr)
    if kind is DialectAttr or kind is DialectType:
        return (kind, attr.dialect, attr.name, attr_key(attr.params))
    try:
        hash(attr)
    except TypeError:  # e.g. a fused location with dictionary metadata
        return ("#unhashable", kind, repr(attr))
    return attr


class Entry:
    __slots__ = ("value", "dialect", "refs", "number")

    def __init__(self, value, dialect):
        self.value = value
        self.dialect = dialect
        self.refs = 1
        self.number = 0


class Dialect:
    __slots__ = ("name", "number")

    def __init__(self, name: str, number: int):
        self.name = name
        self.number = number


def encode_attribute(w, attr) -> bool:
    """Write ``attr``'s custom encoding through ``w``; False if it has none (text)."""
    encode = getattr(attr, "write_bytecode", None)  # a dialect's own encodings (dialects/)
    if encode is not None:
        return encode(w)
    if isinstance(attr, DialectAttr):
        if attr.dialect == "stablehlo":
            return builtin.write_stablehlo_attribute(w, attr)
        return attr.dialect == "vhlo" and vhlo_codes.write_attribute(w, attr)
    if isinstance(attr, EnumAttr) and attr.dialect == "chlo":
        return builtin.write_chlo_attribute(w, attr)
    return builtin.write_attribute(w, attr)


def encode_type(w, type_) -> bool:
    if isinstance(type_, DialectType):
        return type_.dialect == "vhlo" and vhlo_codes.write_type(w, type_)
    return builtin.write_type(w, type_)


class _Recorder:
    """A dialect writer that numbers the attributes and types an encoding refers to."""

    def __init__(self, state: "Numbering"):
        self.attr = state.number_attr
        self.type = state.number_type

    def attrs(self, values) -> None:
        for value in values:
            self.attr(value)

    def types(self, values) -> None:
        for value in values:
            self.type(value)

    def optional_attr(self, value) -> None:
        if value is not None:
            self.attr(value)

    def _ignore(self, *args) -> None:
        pass

    varint = signed_varint = byte = string = blob = _ignore


class Numbering:
    def __init__(self):
        self.dialects: dict[str, Dialect] = {}
        self.attrs: dict = {}
        self.types: dict = {}
        self.op_names: dict[str, Entry] = {}
        self.ordered_attrs: list[Entry] = []
        self.ordered_types: list[Entry] = []
        self.ordered_op_names: list[Entry] = []
        self.recorder = _Recorder(self)

    def dialect(self, name: str) -> Dialect:
        found = self.dialects.get(name)
        if found is None:
            found = self.dialects[name] = Dialect(name, len(self.dialects))
        return found

    @staticmethod
    def _seen(table: dict, key) -> bool:
        """Counts one more reference to ``key`` if it is numbered already."""
        entry = table.get(key)
        if entry is None:
            return False
        entry.refs += 1
        return True

    def _add(self, table: dict, ordered: list, key, value, dialect: str) -> None:
        table[key] = entry = Entry(value, self.dialect(dialect))
        ordered.append(entry)

    def number_op_name(self, name: str) -> None:
        if not self._seen(self.op_names, name):
            self._add(self.op_names, self.ordered_op_names, name, name, name.partition(".")[0])

    def number_attr(self, attr) -> None:
        key = attr_key(attr)
        if not self._seen(self.attrs, key):
            self._add(self.attrs, self.ordered_attrs, key, attr, builtin.attribute_dialect(attr))
            encode_attribute(self.recorder, attr)

    def number_type(self, type_) -> None:
        key = attr_key(type_)
        if not self._seen(self.types, key):
            self._add(self.types, self.ordered_types, key, type_, builtin.type_dialect(type_))
            encode_type(self.recorder, type_)

    def finish(self) -> None:
        """Sort by reference count, then group by dialect per varint byte width."""
        for entries in (self.ordered_attrs, self.ordered_op_names, self.ordered_types):
            entries.sort(key=lambda e: -e.refs)
            _group_by_dialect_per_byte(entries)

    def attr_number(self, attr) -> int:
        return self.attrs[attr_key(attr)].number

    def type_number(self, type_) -> int:
        return self.types[attr_key(type_)].number


def _group_by_dialect_per_byte(entries: list) -> None:
    if not entries:
        return
    first = 0
    in_group = 0
    start = 0
    for i in range(1, 9):
        in_group = (1 << (7 * i)) - in_group
        sub = entries[start:start + in_group]
        sub.sort(key=lambda e, f=first: (e.dialect.number != f, e.dialect.number))
        entries[start:start + len(sub)] = sub
        first = sub[-1].dialect.number
        start += len(sub)
        if start >= len(entries):
            break
    for index, entry in enumerate(entries):
        entry.number = index

