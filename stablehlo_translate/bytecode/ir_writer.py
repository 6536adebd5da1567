"""The IR section of MLIR bytecode (BytecodeWriter.cpp's writeOp, writeRegion, writeBlock): ops
with their names, locations, attributes, properties, results, operands and successors, regions
numbered as upstream numbers them, use-list orders."""
from __future__ import annotations

from ..ir import module as ir
from . import locations as L
from .stream import (ELIDE_UNKNOWN_BLOCK_ARG_LOCATION, HAS_ATTRS, HAS_INLINE_REGIONS, HAS_OPERANDS, HAS_PROPERTIES,
                     HAS_RESULTS, HAS_SUCCESSORS, HAS_USE_LIST_ORDERS, IR, LAZY_LOADING, USE_LIST_ORDERING, Emitter,
                     varint_bytes)

_TRAIT_ISOLATED = frozenset({"builtin.module", "func.func"})


class IrWriter:
    """Writes ops, regions and blocks (numbering and sections: writer.py's _Writer)."""

    def _isolation(self, op: ir.Operation) -> set:
        """Names used inside ``op``'s regions but defined outside; marks isolated ops."""
        free: set = set()
        for region in op.regions:
            defined: set = set()
            for block in region.blocks:
                defined.update(name for name, _ in block.arguments)
                for inner in block.operations:
                    defined.update(inner.results)
                    free.update(inner.operands)
                    if inner.regions:
                        free |= self._isolation(inner)
            free = {name for name in free if name not in defined and f"{name}#0" not in defined}
        if op.regions:
            self.info[id(op)].isolated = not free or op.name in _TRAIT_ISOLATED
        return free

    def _op(self, e: Emitter, op: ir.Operation, scopes: list) -> None:
        n = self.numbering
        info = self.info[id(op)]
        e.varint(n.op_names[op.name].number)
        mask_at = len(e.buf)
        e.byte(0)
        mask = 0
        e.varint(n.attr_number(info.loc))
        if info.attrs:
            mask |= HAS_ATTRS
            e.varint(n.attr_number(info.attrs))
        if info.props is not None:
            mask |= HAS_PROPERTIES
            e.varint(self._properties(info.props))
        if op.result_types:
            mask |= HAS_RESULTS
            e.varint(len(op.result_types))
            for type_ in op.result_types:
                e.varint(n.type_number(type_))
        if op.operands:
            mask |= HAS_OPERANDS
            e.varint(len(op.operands))
            for name in op.operands:
                e.varint(_lookup(scopes, name))
        if op.successors:
            mask |= HAS_SUCCESSORS
            e.varint(len(op.successors))
            labels = scopes[-1][1]
            for label in op.successors:
                e.varint(labels[label])
        stash = op.cache.get("bytecode")
        if stash and stash[0] and self.version >= USE_LIST_ORDERING:
            mask |= HAS_USE_LIST_ORDERS
            _write_use_list_orders(e, stash[0], len(op.results))
        if op.regions:
            mask |= HAS_INLINE_REGIONS
        e.buf[mask_at] = mask
        if op.regions:
            e.varint_with_flag(len(op.regions), info.isolated)
            if info.isolated:
                inner: list = []
                base = 0
            else:
                inner = scopes
                base = scopes[-1][2] if scopes else 0
            if info.isolated and self.version >= LAZY_LOADING:
                body = Emitter()
                for region in op.regions:
                    self._region(body, region, inner, base)
                e.section(IR, body)
            else:
                for region in op.regions:
                    self._region(e, region, inner, base)

    def _region(self, e: Emitter, region: ir.Region, scopes: list, base: int) -> None:
        if not region.blocks:
            e.varint(0)
            return
        ids: dict[str, int] = {}
        labels: dict[str, int] = {}
        next_id = base
        for index, block in enumerate(region.blocks):
            labels[block.label or f"^bb{index}"] = index
            for name, _ in block.arguments:
                ids[name] = next_id
                next_id += 1
            for op in block.operations:
                for name in op.results:
                    ids[name] = next_id
                    next_id += 1
        e.varint(len(region.blocks))
        e.varint(next_id - base)
        scopes = scopes + [(ids, labels, next_id)]
        for block in region.blocks:
            self._block(e, block, scopes)

    def _block(self, e: Emitter, block: ir.Block, scopes: list) -> None:
        n = self.numbering
        e.varint_with_flag(len(block.operations), bool(block.arguments))
        if block.arguments:
            e.varint(len(block.arguments))
            for i, (_, type_) in enumerate(block.arguments):
                loc = self.argument_location(block, i)
                if self.version >= ELIDE_UNKNOWN_BLOCK_ARG_LOCATION:
                    known = not isinstance(loc, L.UnknownLoc)
                    e.varint_with_flag(n.type_number(type_), known)
                    if known:
                        e.varint(n.attr_number(loc))
                else:
                    e.varint(n.type_number(type_))
                    e.varint(n.attr_number(loc))
            if self.version >= USE_LIST_ORDERING:
                if block.use_list_orders:
                    e.byte(HAS_USE_LIST_ORDERS)
                    _write_use_list_orders(e, block.use_list_orders, len(block.arguments))
                else:
                    e.byte(0)
        for op in block.operations:
            self._op(e, op, scopes)

    def _properties(self, props) -> int:
        body = Emitter()
        n = self.numbering
        if isinstance(props, dict):
            body.varint(n.attr_number(props))
            return self._intern(body)
        (names, optional), values = props
        for name, value in zip(names, values):
            if name in optional:
                body.varint(0 if value is None else (n.attr_number(value) << 1) | 1)
            else:
                if value is None:
                    raise ValueError(f"missing required property {name}")
                body.varint(n.attr_number(value))
        return self._intern(body)

    def _intern(self, body: Emitter) -> int:
        data = varint_bytes(len(body.buf)) + bytes(body.buf)
        index = self.props_index.get(data)
        if index is None:
            index = self.props_index[data] = len(self.props)
            self.props.append(data)
        return index


def _lookup(scopes: list, name: str) -> int:
    for ids, _, _ in reversed(scopes):
        found = ids.get(name)
        if found is not None:
            return found
    if "#" not in name:
        return _lookup(scopes, name + "#0")
    raise ValueError(f"use of undefined value {name}")


def _write_use_list_orders(e: Emitter, orders: dict, num_values: int) -> None:
    if num_values != 1:
        e.varint(len(orders))
    for index, order in orders.items():
        if num_values != 1:
            e.varint(index)
        e.varint_with_flag(len(order.indices), order.index_pairs)
        for value in order.indices:
            e.varint(value)
