"""``-mlir-print-debuginfo``: every op's location after it, as MLIR's AsmPrinter prints them.

An op's location is its ``loc(...)`` when the source gives one, else where it stands in the
source (``loc("FILE":LINE:COL)``; the module MLIR makes around bare functions: ``FILE:0:0``).
With ``-mlir-print-local-scope`` locations print inline; else each distinct location is an
alias ``#loc``, ``#loc1``, ... defined after the module, numbered as MLIR's AliasInitializer
does: by depth (a location that nests others comes after them), then in the order the walk
meets them (an op before its regions, nested locations before the one holding them).
Block arguments' locations are not kept by the IR, so they are not printed.
"""
from __future__ import annotations

from typing import Any

from ..bytecode import locations as L
from ..ir import module as ir


def op_location(op: ir.Operation) -> Any:
    if op.location:
        return L.parse_location(op.location)
    if op.loc is not None:
        return L.FileLineColLoc(op.loc.file, op.loc.line, op.loc.col)
    return L.UNKNOWN


def _children(location: Any) -> tuple:
    if isinstance(location, L.NameLoc):
        return () if isinstance(location.child, L.UnknownLoc) else (location.child,)
    if isinstance(location, L.CallSiteLoc):
        return (location.callee, location.caller)
    if isinstance(location, L.FusedLoc):
        return tuple(location.locations)
    return ()


def _body(location: Any, ref: Any) -> str:
    """The text inside ``loc(...)``, nested locations written by ``ref``."""
    if isinstance(location, L.NameLoc) and _children(location):
        return f"{L.string_text(location.name)}({ref(location.child)})"
    if isinstance(location, L.CallSiteLoc):
        return f"callsite({ref(location.callee)} at {ref(location.caller)})"
    if isinstance(location, L.FusedLoc):
        meta = "" if location.metadata is None else f"<{L.attribute_text(location.metadata)}>"
        return f"fused{meta}[" + ", ".join(ref(inner) for inner in location.locations) + "]"
    return location.body()


def locations_text(top: ir.Operation, local_scope: bool) -> tuple[dict[int, str], str]:
    """``loc(...)`` of every op in ``top`` by ``id``, and the alias definitions to print after it."""
    by_op = {id(op): op_location(op) for op in top.walk()}
    if local_scope:
        def inline(location: Any) -> str:
            return _body(location, inline)
        return {key: f"loc({inline(location)})" for key, location in by_op.items()}, ""
    depth: dict[Any, int] = {}
    order: list[Any] = []

    def visit(location: Any) -> int:
        if location not in depth:
            depth[location] = 1 + max((visit(child) for child in _children(location)), default=-1)
            order.append(location)
        return depth[location]

    for location in by_op.values():
        visit(location)
    ranked = sorted(range(len(order)), key=lambda i: (depth[order[i]], i))
    names = {order[i]: "#loc" + (str(n) if n else "") for n, i in enumerate(ranked)}

    def ref(location: Any) -> str:
        return names[location]

    definitions = "".join(f"{names[order[i]]} = loc({_body(order[i], ref)})\n" for i in ranked)
    return {key: f"loc({names[location]})" for key, location in by_op.items()}, definitions
