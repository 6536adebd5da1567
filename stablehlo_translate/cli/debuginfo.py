"""``-mlir-print-debuginfo``: the locations of ops and block arguments, as MLIR's AsmPrinter prints them.

An op's location is its ``loc(...)`` when the source gives one, else where it stands in the
source (``loc("FILE":LINE:COL)``; the module MLIR makes around bare functions: ``FILE:0:0``);
a block argument's likewise (where its name stands). With ``-mlir-print-local-scope`` locations
print inline. Else every distinct location the printed text holds gets an alias ``#loc``,
``#loc1``, ... numbered as MLIR's AliasInitializer does: the printer's walk is done once to
collect them (an op's location before its regions, an argument's where it is printed, a location
before the ones nested in it), then they are numbered by depth (a location that nests others
comes after them) and, at equal depth, in the order first met. An op prints its alias; an
argument prints its location inline (nested locations by alias) and the aliases it needs are
defined before the module (non-deferrable), the others after it.
"""
from __future__ import annotations

from typing import Any

from ..bytecode import locations as L
from ..ir import module as ir


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


class _Alias:
    __slots__ = ("order", "depth", "deferrable", "name")

    def __init__(self, order: int, deferrable: bool):
        self.order, self.depth, self.deferrable, self.name = order, 1, deferrable, ""


class _Collector:
    """The printer's first walk: each location it would print, in order, with its depth and
    whether its alias may be defined after the module (an op's; not an argument's)."""

    def __init__(self) -> None:
        self.aliases: dict[Any, _Alias] = {}

    def op(self, op: ir.Operation) -> str:
        self.visit(L.operation_location(op), True)
        return ""

    def arg(self, block: ir.Block, index: int) -> str:
        self.visit(L.argument_location(block, index), False)
        return ""

    def visit(self, location: Any, deferrable: bool) -> int:
        found = self.aliases.get(location)
        if found is not None:
            if not deferrable:
                self._keep(location)
            return found.depth
        alias = self.aliases[location] = _Alias(len(self.aliases), deferrable)
        alias.depth = 1 + max((self.visit(child, deferrable) for child in _children(location)), default=0)
        return alias.depth

    def _keep(self, location: Any) -> None:
        """Marks ``location`` and what it nests non-deferrable (markAliasNonDeferrable)."""
        work = [location]
        while work:
            location = work.pop()
            alias = self.aliases[location]
            if alias.deferrable:
                alias.deferrable = False
                work.extend(_children(location))


class DebugInfo:
    """What :func:`print_module` asks for each op's and argument's ``loc(...)``."""

    def __init__(self, local_scope: bool):
        self.local_scope = local_scope
        if not local_scope:
            self.collect = _Collector()
        self._ranked: list[tuple[Any, _Alias]] | None = None

    def _names(self) -> list[tuple[Any, _Alias]]:
        if self._ranked is None:
            ranked = sorted(self.collect.aliases.items(), key=lambda item: (item[1].depth, item[1].order))
            for number, (_, alias) in enumerate(ranked):
                alias.name = "#loc" + (str(number) if number else "")
            self._ranked = ranked
        return self._ranked

    def _ref(self, location: Any) -> str:
        alias = None if self.local_scope else self.collect.aliases.get(location)
        if alias is None:  # (every location the printer prints was collected: a safeguard)
            return _body(location, self._ref)
        self._names()
        return alias.name

    def op(self, op: ir.Operation) -> str:
        return f"loc({self._ref(L.operation_location(op))})"

    def arg(self, block: ir.Block, index: int) -> str:
        return f"loc({_body(L.argument_location(block, index), self._ref)})"

    def _definitions(self, deferred: bool) -> str:
        if self.local_scope:
            return ""
        return "".join(f"{alias.name} = loc({_body(location, self._ref)})\n"
                       for location, alias in self._names() if alias.deferrable == deferred)

    def header(self) -> str:
        return self._definitions(False)

    def trailer(self) -> str:
        return self._definitions(True)
