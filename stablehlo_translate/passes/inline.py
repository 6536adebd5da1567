"""``-inline``: MLIR's inliner (mlir/lib/Transforms/Utils/Inliner.cpp) as ``stablehlo-opt`` runs it.

The functions of the top-level module are visited bottom-up over the call graph's
strongly connected components (callees before callers, each component once). A
visit first simplifies the function (see below) and then inlines its
``func.call`` ops, again and again (at most 4 rounds, the pass's default
``max-iterations``) while some call was inlined:

- a call is inlined unless its callee calls itself or calls the caller back, or the
  callee was already inlined on the way to this call (so recursion is unrolled at
  most once per round and always terminates), or the callee has several blocks;
- calls the inlined body brings along are considered in the same round;
- public callees are inlined too, but stay; a private function is erased once
  nothing refers to it (every call inlined, or never used), when it is visited.

The simplification stands for the ``canonicalize`` pipeline MLIR runs on each
function; here it only erases ops whose results are unused and that have no side
effects (as MLIR's dead-code elimination does). Inlined values get fresh names; the locations
of inlined ops and of the block arguments in their regions become call sites of the call's
location (remapInlinedLocations), unless that is unknown.
"""
from __future__ import annotations

from dataclasses import replace
from typing import Any, Iterator

from ..bytecode import locations as L
from ..ir.attributes import SymbolRefAttr
from ..ir.module import Block, Module, Operation, Region

MAX_ITERATIONS = 4
"""The inliner's default ``max-iterations``."""
_EFFECTFUL = frozenset({
    "stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send", "stablehlo.recv", "stablehlo.all_reduce",
    "stablehlo.all_gather", "stablehlo.all_to_all", "stablehlo.reduce_scatter", "stablehlo.collective_permute",
    "stablehlo.collective_broadcast", "stablehlo.replica_id", "stablehlo.partition_id", "stablehlo.rng",
    "stablehlo.composite"})
"""StableHLO and CHLO ops with (possible) side effects: never erased as dead."""
_TERMINATORS = frozenset({"stablehlo.return", "chlo.return"})


def inline(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    _Inliner(module).run()
    module.__dict__.pop("functions", None)  # the cached symbol table
    return module


def symbol_refs(value: Any) -> Iterator[str]:
    """The root names of the symbols an attribute value refers to (nested values included)."""
    if isinstance(value, SymbolRefAttr):
        yield value.path[0]
    elif isinstance(value, (tuple, list)):
        for item in value:
            yield from symbol_refs(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from symbol_refs(item)


class _Inliner:
    def __init__(self, module: Module):
        self.module = module
        self.functions = {op.attributes["sym_name"]: op for op in module.body
                          if op.name == "func.func" and isinstance(op.attributes.get("sym_name"), str)}
        self.edges = {name: [c for c in _callees(func) if c in self.functions] for name, func in self.functions.items()}
        """The call graph as built before inlining (as MLIR's shouldInline consults it)."""
        live = {ref for op in module.body if op.name != "func.func" for o in op.walk()
                for attr in o.attributes.values() for ref in symbol_refs(attr)}
        self.uses = {name: 0 for name, func in self.functions.items()
                     if func.attributes.get("sym_visibility") == "private" and name not in live}
        """Symbol uses of each discardable function (private, not referenced outside functions)."""
        for func in self.functions.values():
            self.count_refs(func, +1)
        self.dead: list[str] = []
        self.counter = 0
        self.caller: Any = L.UNKNOWN
        """The location of the call being inlined."""
        self.remapped: dict[Any, Any] = {}
        """Its call-site locations, by the inlined location they stand for."""

    def count_refs(self, func: Operation, step: int) -> None:
        for op in func.walk():
            for attr in op.attributes.values():
                for ref in symbol_refs(attr):
                    if ref in self.uses:
                        self.uses[ref] += step

    def run(self) -> None:
        for component in strongly_connected(list(self.functions), self.edges):
            for _ in range(MAX_ITERATIONS):
                for name in component:
                    _erase_dead_ops(self.functions[name])
                if not self.inline_component(component):
                    break
        erased = set(self.dead)
        block = self.module.op.regions[0].entry
        block.operations = [op for op in block.operations
                            if not (op.name == "func.func" and op.attributes.get("sym_name") in erased)]

    def inline_component(self, component: list[str]) -> bool:
        """One round of inlining the calls in ``component``'s functions; True if any call was inlined."""
        calls: list[tuple[str, Block, Operation, tuple[str, ...]]] = []
        for name in component:
            if name in self.dead:
                continue
            if self.uses.get(name) == 0:
                self.dead.append(name)
                self.count_refs(self.functions[name], -1)
                continue
            calls.extend((name, block, op, ()) for block, op in _calls(self.functions[name]))
        inlined = False
        i = 0
        while i < len(calls):
            caller, block, call, history = calls[i]
            i += 1
            callee_name = call.attributes["callee"].path[0]
            callee = self.functions.get(callee_name)
            if caller in self.dead or callee_name in history or not self.should_inline(caller, callee_name):
                continue
            body = callee.regions[0].blocks[0] if callee.regions and len(callee.regions[0].blocks) == 1 else None
            if body is None or call not in block.operations:
                continue
            new_ops, results = self.copy_body(body, call)
            at = block.operations.index(call)
            block.operations[at:at + 1] = new_ops[:-1]
            _replace_uses(block.operations[at + len(new_ops) - 1:], dict(zip(call.results, results)))
            for ref in [r for op in new_ops for o in op.walk() for a in o.attributes.values() for r in symbol_refs(a)]:
                if ref in self.uses:
                    self.uses[ref] += 1
            if callee_name in self.uses:
                self.uses[callee_name] -= 1
            if self.uses.get(callee_name) == 0 and callee_name not in self.dead:
                self.dead.append(callee_name)
                self.count_refs(callee, -1)
            calls.extend((caller, b, o, history + (callee_name,)) for b, o in _calls_in(new_ops[:-1], block))
            inlined = True
        return inlined

    def should_inline(self, caller: str, callee: str) -> bool:
        """MLIR's shouldInline: not into itself, not a callee that calls itself or the caller."""
        return caller != callee and not any(t in (callee, caller) for t in self.edges[callee])

    def copy_body(self, body: Block, call: Operation) -> tuple[list[Operation], tuple[str, ...]]:
        """The callee's ops with fresh value names (arguments bound to the call's operands); the
        last op is its ``func.return``, whose operands (renamed) are returned as the call's results."""
        names = dict(zip((n for n, _ in body.arguments), call.operands))
        self.caller = L.operation_location(call)
        self.remapped = {}
        ops = [self.copy_op(op, names) for op in body.operations]
        return ops, ops[-1].operands

    def copy_op(self, op: Operation, names: dict[str, str]) -> Operation:
        self.counter += 1
        base = f"<inlined {self.counter}>"
        results = tuple(base if len(op.results) == 1 else f"{base}#{k}" for k in range(len(op.results)))
        names.update(zip(op.results, results))
        regions = tuple(Region([self.copy_block(b, names) for b in r.blocks]) for r in op.regions)
        return replace(op, operands=tuple(names.get(n, n) for n in op.operands), results=results,
                       attributes=dict(op.attributes), regions=regions, cache={},
                       location=self.called(L.operation_location(op)) or op.location)

    def copy_block(self, block: Block, names: dict[str, str]) -> Block:
        arguments = []
        for name, type_ in block.arguments:
            self.counter += 1
            names[name] = f"<inlined {self.counter}>"
            arguments.append((names[name], type_))
        locations = block.arg_locations
        if not isinstance(self.caller, L.UnknownLoc):
            locations = tuple(self.called(L.argument_location(block, i)) for i in range(len(arguments)))
        return Block(tuple(arguments), [self.copy_op(op, names) for op in block.operations], block.label,
                     locations)

    def called(self, location: Any) -> Any:
        """An inlined location called from the call's (remapInlinedLocations; None when the call's
        location is unknown: locations stay)."""
        if isinstance(self.caller, L.UnknownLoc):
            return None
        found = self.remapped.get(location)
        if found is None:
            found = self.remapped[location] = L.LocationText.of(L.stack_locations(location, self.caller))
        return found


def _callees(func: Operation) -> list[str]:
    return [op.attributes["callee"].path[0] for _, op in _calls(func)]


def _calls(func: Operation) -> list[tuple[Block, Operation]]:
    """The ``func.call`` ops in ``func`` (nested regions included) with their blocks, in order."""
    return [found for region in func.regions for b in region.blocks for found in _calls_in(b.operations, b)]


def _calls_in(ops: list[Operation], block: Block) -> Iterator[tuple[Block, Operation]]:
    for op in ops:
        if op.name == "func.call" and isinstance(op.attributes.get("callee"), SymbolRefAttr) \
                and len(op.attributes["callee"].path) == 1:
            yield block, op
        for region in op.regions:
            for nested in region.blocks:
                yield from _calls_in(nested.operations, nested)


def strongly_connected(names: list[str], edges: dict[str, list[str]]) -> list[list[str]]:
    """Strongly connected components in post-order (callees first), Tarjan's algorithm from each
    function in module order, as LLVM's scc_iterator visits MLIR's call graph."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in names:
        if root in index:
            continue
        work = [(root, iter(edges[root]))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(edges[child])))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                found.append(component)
    return found


def _replace_uses(following: list[Operation], mapping: dict[str, str]) -> None:
    """Every use of a key of ``mapping`` in the ops ``following`` the call in its block (and the ops
    nested in them: where the call's results are visible) reads its value instead; a value of the
    same name in a sibling region is another value."""
    for op in (o for top in following for o in top.walk()):
        if any(name in mapping for name in op.operands):
            op.operands = tuple(mapping.get(name, name) for name in op.operands)
            op.cache.clear()


def _removable(op: Operation) -> bool:
    """No side effects: StableHLO/CHLO ops but the effectful ones, their nested ops likewise (a
    custom_call only with ``has_side_effect = false``); terminators stay where they are."""
    if op.name == "stablehlo.custom_call":
        return op.attributes.get("has_side_effect") is False and not op.regions
    if not op.name.startswith(("stablehlo.", "chlo.")) or op.name in _EFFECTFUL or op.name in _TERMINATORS:
        return False
    return all(o.name in _TERMINATORS or _removable(o)
               for region in op.regions for block in region.blocks for o in block.operations)


def _erase_dead_ops(func: Operation) -> None:
    """Erases, until none is left, the side-effect-free ops whose results nothing uses."""
    while True:
        used: dict[str, int] = {}
        for op in func.walk():
            for name in op.operands:
                used[name] = used.get(name, 0) + 1
        erased = False
        for region in func.regions:
            for block in region.blocks:
                erased |= _erase_in_block(block, used)
        if not erased:
            return


def _erase_in_block(block: Block, used: dict[str, int]) -> bool:
    erased = False
    kept: list[Operation] = []
    for op in reversed(block.operations):
        for region in op.regions:
            for nested in region.blocks:
                erased |= _erase_in_block(nested, used)
        if not any(used.get(name) for name in op.results) and _removable(op):
            for o in op.walk():
                for name in o.operands:
                    used[name] -= 1
            erased = True
            continue
        kept.append(op)
    block.operations = kept[::-1]
    return erased
