"""Read MLIR bytecode into an ``ir.Module`` (mlir/lib/Bytecode/Reader/BytecodeReader.cpp).

Sections are located first; strings, dialects, op names and the attribute/type offset
table are decoded eagerly, attributes and types on first use (each once). The IR section
is read recursively with a nesting limit; values are numbered per region as the writer
numbers them, then named as MLIR's printer would (``%argN`` for entry-block arguments,
``%N`` / ``%N#i`` for results, counters continuing into nested regions).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..ir import module as ir
from ..diagnostics import Loc
from . import builtin, locations
from .entries import MAX_DEPTH, PENDING, EntryReader
from .properties import VHLO_OPS, properties_of
from .stream import (ATTR_TYPE, ATTR_TYPE_OFFSET, CURRENT_VERSION, DIALECT, DIALECT_VERSIONS,
                     ELIDE_UNKNOWN_BLOCK_ARG_LOCATION, HAS_ATTRS, HAS_INLINE_REGIONS,
                     HAS_OPERANDS, HAS_PROPERTIES, HAS_RESULTS, HAS_SUCCESSORS, HAS_USE_LIST_ORDERS, IR,
                     LAZY_LOADING, MAGIC, NATIVE_PROPERTIES_ENCODING, PROPERTIES, RESOURCE,
                     RESOURCE_OFFSET, SECTION_NAMES, STRING, USE_LIST_ORDERING, ByteReader, BytecodeError,
                     BytecodeNote)


@dataclass
class UseListOrder:
    """A value's use-list order as bytecode records it (kept so that writing reproduces it)."""

    index_pairs: bool
    indices: tuple[int, ...]


@dataclass
class BytecodeModule:
    module: ir.Module
    version: int
    producer: str
    dialect_versions: dict = field(default_factory=dict)
    resources: dict = field(default_factory=dict)
    """(group name, key) -> (kind, payload): kind 0 blob (alignment, bytes), 1 bool, 2 string."""


def is_bytecode(data) -> bool:
    return bytes(data[:4]) == MAGIC


_FILE_LINE_COL_BYTE = builtin.FILE_LINE_COL_LOC << 1 | 1
"""The one-byte varint of the FileLineColLoc code that starts its custom encoding."""


class _Reader(EntryReader):
    """The header, then the sections (sections.py, entries.py), then the IR section: ops,
    regions, blocks, locations and properties."""

    def read(self) -> BytecodeModule:
        data = self.data
        if bytes(data[:4]) != MAGIC:
            raise self.error(0, "input buffer is not an MLIR bytecode file")
        r = ByteReader(data, 4, len(data), self.filename)
        at = r.pos
        self.version = r.varint()
        if self.version > CURRENT_VERSION:
            raise self.error(at, f"bytecode version {self.version} is newer than the current version "
                                 f"{CURRENT_VERSION}")
        self.producer = r.null_terminated().decode("utf-8", "surrogateescape")
        sections: dict[int, tuple[int, int]] = {}
        while not r.empty():
            at = r.pos
            section_id, start, end = r.section()
            if section_id == DIALECT_VERSIONS:
                raise self.error(at, "unexpected top-level section: DialectVersions")
            if section_id in sections:
                raise self.error(at, f"duplicate top-level section: {SECTION_NAMES[section_id]}")
            sections[section_id] = (start, end)
        required = [STRING, DIALECT, ATTR_TYPE, ATTR_TYPE_OFFSET, IR]
        if self.version >= NATIVE_PROPERTIES_ENCODING:
            required.append(PROPERTIES)
        for section_id in required:
            if section_id not in sections:
                raise self.error(len(data), f"missing data for top-level section: {SECTION_NAMES[section_id]}")
        self._strings(*sections[STRING])
        self._dialects(*sections[DIALECT])
        self.resources: dict = {}
        self.resource_keys: list[tuple[str, str]] = []
        if RESOURCE_OFFSET in sections:
            self._resources(sections[RESOURCE_OFFSET], sections.get(RESOURCE))
        elif RESOURCE in sections:
            raise self.error(sections[RESOURCE][0], "unexpected resource section without a resource offset section")
        self._attr_type_offsets(*sections[ATTR_TYPE_OFFSET], *sections[ATTR_TYPE])
        self.props: list[tuple[int, int]] = []
        if PROPERTIES in sections:
            self._properties(*sections[PROPERTIES])
        module = self._ir(*sections[IR])
        return BytecodeModule(module, self.version, self.producer, self.dialect_versions, self.resources)

    # --- IR ---------------------------------------------------------------------------------
    def _ir(self, start: int, end: int) -> ir.Module:
        r = self._section_reader(start, end)
        self.handles_types: list = []  # value handle -> type (None until defined)
        self.scopes: list[list] = [[]]
        num_ops, has_args = r.varint_with_flag()
        if num_ops != 1 or has_args:
            raise r.error(f"expected a single top-level operation, got {num_ops}")
        op = self._op(r, [])
        if not r.empty():
            raise r.error("unexpected trailing data in the IR section")
        if op.name != "builtin.module":
            raise self.error(start, f"expected a builtin.module at the top level, got {op.name}")
        for handle, type_ in enumerate(self.handles_types):
            if type_ is None:
                raise self.error(start, f"use of a value (#{handle}) that is never defined")
        _name_values(op, self.handles_types)
        return ir.Module(op)

    def _op(self, r: ByteReader, blocks: list) -> ir.Operation:
        at = r.pos
        name, registered = self.op_names[r.index(len(self.op_names), "operation name")]
        if name not in self.known_names:
            if name.startswith("vhlo.") and name[5:] not in VHLO_OPS:
                raise r.error(f"unregistered operation '{name}' found in dialect ('vhlo') that does not allow "
                              "unknown operations", at)
            self.known_names.add(name)
        mask = r.byte()
        loc_index = r.index(len(self.attrs.values), "Attribute")
        found = self.loc_texts.get(loc_index)
        if found is None:
            found = self._location(r, loc_index)
        location, loc = found
        attributes: dict = {}
        property_names = None
        if mask & HAS_ATTRS:
            value = self.read_attr(r)
            if not isinstance(value, dict):
                raise r.error("expected a dictionary attribute for the op attributes")
            attributes = dict(value)
        if mask & HAS_PROPERTIES:
            if self.version < NATIVE_PROPERTIES_ENCODING:
                raise r.error("properties are not supported before bytecode version 5")
            attributes, property_names = self._op_properties(r, name, registered, attributes)
        elif registered and self.version >= NATIVE_PROPERTIES_ENCODING:
            spec = properties_of(name)
            missing = [p for p in spec[0] if p not in spec[1] and p not in attributes] if spec else []
            if missing:
                raise r.error(f"op '{name}' has no properties, but requires '{missing[0]}'", at)
        result_types: tuple = ()
        if mask & HAS_RESULTS:  # read_types, inlined (one call less per result of every op)
            values = self.types.values
            types = []
            for _ in range(r.count("type")):
                index = r.index(len(values), "Type")
                type_ = values[index]
                if type_ is None or type_ is PENDING:
                    type_ = self._decode(self.types, index, r)
                types.append(type_)
            result_types = tuple(types)
        operands: tuple = ()
        if mask & HAS_OPERANDS:
            scope = self.scopes[-1]
            count = r.count("operand")
            refs = []
            for _ in range(count):
                index = r.index(len(scope), "value")
                handle = scope[index]
                if handle is None:  # a forward reference
                    handle = scope[index] = len(self.handles_types)
                    self.handles_types.append(None)
                refs.append(handle)
            operands = tuple(refs)
        successors: tuple = ()
        if mask & HAS_SUCCESSORS:
            successors = tuple(f"^bb{r.index(len(blocks), 'successor')}" for _ in range(r.count("successor")))
        results = self._define(r, len(result_types), result_types)
        use_orders = None
        if mask & HAS_USE_LIST_ORDERS:
            if self.version < USE_LIST_ORDERING:
                raise r.error("use-list orders are not supported before bytecode version 3")
            use_orders = _read_use_list_orders(r, len(result_types))
        regions: tuple = ()
        isolated = False
        if mask & HAS_INLINE_REGIONS:
            num_regions, isolated = r.varint_with_flag()
            if num_regions > r.remaining:
                raise r.error(f"region count {num_regions} exceeds the bytes left")
            if self.depth >= MAX_DEPTH:
                raise r.error(f"regions nest deeper than {MAX_DEPTH}")
            self.depth += 1
            if isolated:
                self.scopes.append([])
            if isolated and self.version >= LAZY_LOADING:
                sr_at = r.pos
                section_id, start, end = r.section()
                if section_id != IR:
                    raise r.error(f"expected an IR section for isolated regions, got {SECTION_NAMES[section_id]}",
                                  sr_at)
                sub = ByteReader(self.data, start, end, self.filename)
                regions = tuple(self._region(sub) for _ in range(num_regions))
                if not sub.empty():
                    raise sub.error("unexpected trailing data in a region section")
            else:
                regions = tuple(self._region(r) for _ in range(num_regions))
            if isolated:
                self.scopes.pop()
            self.depth -= 1
        op = ir.Operation(name, operands, results, (), result_types, attributes, regions, loc,
                          location, successors)
        if use_orders or registered is not None or property_names is not None:
            op.cache["bytecode"] = (use_orders, registered, property_names)
        return op

    def _location(self, r: ByteReader, index: int) -> tuple[locations.LocationText, Loc]:
        """An op's location attribute as text and as a source position (each entry once); a
        plain file:line:col, what nearly every op has, is decoded here without the dispatch."""
        attrs, data = self.attrs, self.data
        start, end = attrs.spans[index]
        if (attrs.values[index] is None and attrs.custom[index] and attrs.dialects[index] == "builtin"
                and start < end and data[start] == _FILE_LINE_COL_BYTE):
            sub = ByteReader(data, start + 1, end, self.filename)
            file = self.read_attr(sub)
            if isinstance(file, str):
                line, col = sub.varint(), sub.varint()
                if sub.pos == end:
                    decoded = attrs.values[index] = locations.FileLineColLoc(file, line, col)
                    found = self.loc_texts[index] = (locations.LocationText(f"loc({decoded.body()})"),
                                                     Loc(file, line, col))
                    found[0].parsed = decoded
                    return found
        decoded = self.attr_at(r, index)
        if not isinstance(decoded, locations.LOCATION_CLASSES):
            raise r.error(f"expected a location attribute, got {decoded}")
        found = self.loc_texts[index] = (locations.LocationText.of(decoded), locations.shown(decoded))
        return found

    def _define(self, r: ByteReader, count: int, types: tuple) -> tuple:
        """Define the next ``count`` values of the current scope (resolving forward references)."""
        scope = self.scopes[-1]
        region_next = self.region_next
        if region_next[-1] + count > region_next[-2]:
            raise r.error("more values defined in a region than its header declares")
        handles = []
        base = region_next[-1]
        for i in range(count):
            handle = scope[base + i]
            if handle is None:
                handle = len(self.handles_types)
                self.handles_types.append(types[i])
                scope[base + i] = handle
            elif self.handles_types[handle] is None:
                self.handles_types[handle] = types[i]
            else:
                raise r.error("a value is defined twice")
            handles.append(handle)
        region_next[-1] += count
        return tuple(handles)

    def _region(self, r: ByteReader) -> ir.Region:
        num_blocks = r.count("block")
        if num_blocks == 0:
            return ir.Region([])
        num_values = r.varint()
        if num_values > r.remaining * 2 + 1:
            raise r.error(f"value count {num_values} exceeds what the region's bytes can define")
        scope = self.scopes[-1]
        base = len(scope)
        scope.extend([None] * num_values)
        self.region_next.extend((base + num_values, base))
        blocks = [ir.Block((), [], f"^bb{i}") for i in range(num_blocks)]
        for block in blocks:
            self._block(r, block, blocks)
        del self.region_next[-2:]
        del scope[base:]
        return ir.Region(blocks)

    def _block(self, r: ByteReader, block: ir.Block, blocks: list) -> None:
        num_ops, has_args = r.varint_with_flag()
        if num_ops > r.remaining:
            raise r.error(f"operation count {num_ops} exceeds the bytes left")
        if has_args:
            count = r.count("block argument")
            types, locs = [], []
            for _ in range(count):
                if self.version >= ELIDE_UNKNOWN_BLOCK_ARG_LOCATION:
                    index, has_loc = r.varint_with_flag()
                    if index >= len(self.types.values):
                        raise r.error(f"invalid Type index: {index}")
                    types.append(self.type_at(r, index))
                    locs.append(self.read_attr(r) if has_loc else locations.UNKNOWN)
                else:
                    types.append(self.read_type(r))
                    locs.append(self.read_attr(r))
            handles = self._define(r, count, tuple(types))
            block.arguments = tuple(zip(handles, types))
            block.arg_locations = tuple(locs)
            if self.version >= USE_LIST_ORDERING:
                if r.byte():
                    block.use_list_orders = _read_use_list_orders(r, count)
        block.operations = [self._op(r, blocks) for _ in range(num_ops)]

    def _op_properties(self, r: ByteReader, name: str, registered, attributes: dict) -> tuple[dict, tuple | None]:
        """The op's attributes with its properties merged in (sorted by name), and the names
        of an unregistered op's properties (None for registered ops)."""
        at = r.pos
        index = r.index(len(self.props), "properties")
        cached = self.decoded_props.get((index, name)) if not attributes else None
        if cached is not None:  # ops share entries (the writer deduplicates them)
            return dict(cached[0]), cached[1]
        start, end = self.props[index]
        p = ByteReader(self.data, start, end, self.filename)
        if not registered:
            value = self.read_attr(p)
            if not isinstance(value, dict):
                raise r.error(f"expected a dictionary of properties for unregistered op {name}", at)
            merged = {**attributes, **value}
            names = tuple(value)
        else:
            spec = properties_of(name)
            if spec is None:
                raise r.error(f"properties of op '{name}' cannot be decoded (unknown op)", at)
            spec_names, optional = spec
            merged, names = dict(attributes), None
            for prop in spec_names:
                if prop in optional:
                    ref = p.varint()
                    value = self.attr_at(p, (ref >> 1) if ref & 1 else None)
                else:
                    value = self.read_attr(p)
                if value is not None:
                    merged[prop] = value
        if not p.empty():
            raise p.error(f"unexpected trailing bytes in the properties of {name}")
        if not attributes:
            self.decoded_props[(index, name)] = (merged, names)
            return dict(merged), names
        return dict(sorted(merged.items())), names


def _read_use_list_orders(r: ByteReader, num_values: int) -> dict:
    orders = {}
    count = r.count("use-list order") if num_values > 1 else 1
    for _ in range(count):
        index = r.index(num_values, "use-list value") if num_values > 1 else 0
        size, pairs = r.varint_with_flag()
        if size > r.remaining:
            raise r.error(f"use-list of {size} entries exceeds the bytes left")
        orders[index] = UseListOrder(pairs, tuple(r.varint() for _ in range(size)))
    return orders


def _name_values(top: ir.Operation, handle_types: list) -> None:
    """Replace value handles by names, numbering as MLIR's printer does: a region's values
    first, then its ops' operands, then its nested regions (which continue the counters)."""
    names: list = [None] * len(handle_types)
    work = [(region, 0, 0) for region in reversed(top.regions)]
    while work:
        region, next_value, next_arg = work.pop()
        ops = []
        for b, block in enumerate(region.blocks):
            if block.arguments:
                args = []
                for handle, type_ in block.arguments:
                    if b == 0:
                        name = f"%arg{next_arg}"
                        next_arg += 1
                    else:
                        name = f"%{next_value}"
                        next_value += 1
                    names[handle] = name
                    args.append((name, type_))
                block.arguments = tuple(args)
            for op in block.operations:
                ops.append(op)
                results = op.results
                if len(results) == 1:
                    names[results[0]] = f"%{next_value}"
                    next_value += 1
                elif results:
                    for i, handle in enumerate(results):
                        names[handle] = f"%{next_value}#{i}"
                    next_value += 1
        nested: list[Any] = []
        for op in ops:
            if op.operands:
                handles = op.operands
                op.operand_types = tuple([handle_types[h] for h in handles])
                op.operands = tuple([names[h] for h in handles])
            if op.results:
                op.results = tuple([names[h] for h in op.results])
            if op.regions:
                nested.extend((inner, next_value, next_arg) for inner in op.regions)
        work.extend(reversed(nested))


def read_bytecode(data: bytes, filename: str = "<artifact>") -> BytecodeModule:
    """Bytes of an MLIR bytecode file -> BytecodeModule; bad input raises BytecodeError."""
    reader = _Reader(bytes(data), filename)
    try:
        return reader.read()
    except RecursionError:
        error = BytecodeError(filename, 0, "bytecode nests too deeply")
    except BytecodeError as raised:
        error = raised
    producer = getattr(reader, "producer", None)
    if producer is not None:  # upstream notes the header under every error after it
        error.follow_ups = (BytecodeNote(error.loc, f"in bytecode version {reader.version} produced by: {producer}"),)
    raise error
