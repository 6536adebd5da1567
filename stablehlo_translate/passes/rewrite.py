"""A greedy pattern rewrite engine with the semantics of MLIR's GreedyPatternRewriteDriver.

Patterns are rows: :class:`Pattern` ``(name, root, match, rewrite, benefit)``. ``match(op, rw)``
returns None (or False) when the pattern does not apply, else a capture that
``rewrite(op, rw, capture)`` uses to change the IR through the :class:`Rewriter` ``rw`` (never
directly: the rewriter keeps use lists and the worklist up to date). ``root`` is the op name the
pattern starts from (None: any op). Patterns are tried highest ``benefit`` first, in the order
given among equals (root-specific patterns before any-op ones), and the first that matches wins.

:func:`apply_patterns_greedily` (``applyPatternsGreedily`` on one region-holding op, e.g. a
``func.func``) repeats iterations until nothing changes or ``max_iterations`` is reached:

* an iteration walks the region (post-order, or pre-order for ``top_down``), uniquing constants
  (an equal ``stablehlo.constant`` of the same type already seen replaces the later one) and
  moving them to the front of the entry block as MLIR's OperationFolder does, and fills the
  worklist with every other op (and its ancestors) in walk order;
* ops are popped from the back (bottom-up: the last op first; top-down: the first op first);
  an op without uses and without side effects is erased; else ``fold(op, rw)`` (optional)
  may give replacement values or attributes (materialized as constants before the op); else
  the first matching pattern rewrites. Users of replaced values, new ops, moved ops and the
  defining ops of an erased op's operands (with at most one other user) go back on the worklist;
* after the worklist, region simplification (``normal``) erases ops whose results feed only dead
  ops (MLIR's runRegionDCE), which counts as a change.

Returns whether the rewrite converged (the last iteration changed nothing). Values are SSA names;
the rewriter names new results ``%rwN`` (``%rwN#i`` for several), which the printer renames.

Rewriter API (stable): queries ``defining_op``, ``users_of``, ``has_one_use``, ``use_empty``,
``constant`` (the DenseElementsAttr of a constant op's value), ``type_of``, ``parent_op``,
``ops_of`` (a block's ops as they are now), ``block_of``; edits ``create`` / ``insert`` (before the
root op, or at ``where=(block, None)``: the end of a block), ``create_constant``, ``replace_op``,
``replace_op_with_new``, ``replace_all_uses``, ``modify``, ``erase_op``, ``move_before``,
``inline_block_before``, ``clone``, ``adopt`` (take over another op's regions), ``fresh`` names.
"""
from __future__ import annotations

import itertools
from typing import Any, Callable, Iterable, Sequence

from ..bytecode.locations import AtArgument
from ..gc_pause import paused_gc
from ..ir.attributes import DenseElementsAttr
from ..ir.module import Block, Operation, Region
from ..ir.types import Type

Match = Callable[[Operation, "Rewriter"], Any]
Rewrite = Callable[[Operation, "Rewriter", Any], None]
Folder = Callable[[Operation, "Rewriter"], "list[Any] | None"]

REWRITES_PER_OP = 64
"""Without ``max_num_rewrites``, an iteration stops after this many rewrites per op it started
with (MLIR has no such bound: patterns that undo each other would rewrite forever); the rewrite
then does not converge and ``max_iterations`` ends it."""

NON_CONVERGENCE = "The pattern rewrite did not converge after scanning {} times"
"""The greedy driver's words when ``max_iterations`` ends the loop (a pass reports them as its error)."""


class Pattern:
    """One rewrite row: ``root`` op name (None: any op), ``match`` and ``rewrite`` (see the module)."""

    __slots__ = ("name", "root", "match", "rewrite", "benefit")

    def __init__(self, name: str, root: str | None, match: Match, rewrite: Rewrite, benefit: int = 1):
        self.name, self.root, self.match, self.rewrite, self.benefit = name, root, match, rewrite, benefit

    def __repr__(self) -> str:
        return f"Pattern({self.name!r}, root={self.root!r}, benefit={self.benefit})"


class Config:
    """GreedyRewriteConfig: traversal order, limits, region simplification, constant CSE."""

    __slots__ = ("top_down", "max_iterations", "max_num_rewrites", "region_simplify", "cse_constants", "fold")

    def __init__(self, top_down: bool = False, max_iterations: int = 10, max_num_rewrites: int = -1,
                 region_simplify: str = "normal", cse_constants: bool = True, fold: Folder | None = None):
        self.top_down, self.max_iterations, self.max_num_rewrites = top_down, max_iterations, max_num_rewrites
        self.region_simplify, self.cse_constants, self.fold = region_simplify, cse_constants, fold


CONSTANT_OPS = {"stablehlo.constant": "value", "arith.constant": "value", "shape.const_shape": "shape"}
"""Ops with MLIR's ConstantLike trait, with the attribute that holds their value."""

EFFECTFUL = frozenset({
    "stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send", "stablehlo.recv", "stablehlo.all_gather",
    "stablehlo.all_reduce", "stablehlo.reduce_scatter", "stablehlo.all_to_all", "stablehlo.collective_broadcast",
    "stablehlo.collective_permute", "stablehlo.collective_reduce", "stablehlo.composite", "stablehlo.async_start",
    "stablehlo.async_done", "stablehlo.rng", "stablehlo.cross-replica-sum"})
"""StableHLO ops that declare memory effects, or declare none (so MLIR assumes some)."""

RECURSIVE = frozenset({
    "stablehlo.if", "stablehlo.case", "stablehlo.while", "stablehlo.reduce", "stablehlo.map", "stablehlo.scatter",
    "stablehlo.select_and_scatter", "stablehlo.sort", "stablehlo.reduce_window"})
"""Ops with RecursiveMemoryEffects: as effectful as the ops in their regions."""

PURE_CASTS = frozenset({"builtin.unrealized_conversion_cast", "memref.cast"})
"""Ops of other dialects that MLIR declares Pure (erased when unused)."""

TERMINATORS = frozenset({"stablehlo.return", "func.return", "chlo.return", "sdy.return"})

SDY_PURE = frozenset({"sdy.reshard", "sdy.constant", "sdy.propagation_barrier", "sdy.return"})
"""Shardy's ops with the Pure trait (ops.td); ``sdy.manual_computation`` and
``sdy.named_computation`` have RecursiveMemoryEffects, the others are kept without uses."""


def has_effects(op: Operation) -> bool:
    """Whether MLIR would keep ``op`` even without uses (wouldOpBeTriviallyDead is false),
    terminators aside: ops of other dialects than stablehlo, chlo, arith, shape and tensor (func.call
    and func.call_indirect among them; func.constant is pure), StableHLO ops with declared or
    undeclared effects, custom calls with ``has_side_effect``, and region ops holding any of these."""
    name = op.name
    if name.startswith("stablehlo."):
        if name in EFFECTFUL:
            return True
        if name == "stablehlo.custom_call":
            return op.attributes.get("has_side_effect") is True
        if name in RECURSIVE:
            return any(has_effects(inner) for region in op.regions for block in region.blocks
                       for inner in block.operations)
        return False
    if name in SDY_PURE:
        return False
    if name in ("sdy.manual_computation", "sdy.named_computation"):
        return any(inner.name not in TERMINATORS and has_effects(inner) for region in op.regions
                   for block in region.blocks for inner in block.operations)
    return not (name.startswith(("chlo.", "arith.", "shape.", "tensor.")) or name in PURE_CASTS
                or name == "func.constant") or bool(op.regions)


def unique_names(top: Operation) -> None:
    """Renames values so that each name is defined once under ``top``: sibling regions may
    reuse a name (MLIR scopes names by region), which one use-list table cannot tell apart."""
    defined = [name for op in top.walk() if op is not top for name in op.results]
    defined += [name for op in top.walk() for region in op.regions for block in region.blocks
                for name, _ in block.arguments]
    if len(set(defined)) == len(defined):
        return
    seen: set[str] = set()
    counter = itertools.count()
    scopes: list[dict[str, str]] = [{}]

    def define(name: str) -> str:
        if name not in seen:
            seen.add(name)
            return name
        while True:
            new = f"{name.split('#')[0]}_u{next(counter)}" + (f"#{name.split('#')[1]}" if "#" in name else "")
            if new not in seen:
                break
        seen.add(new)
        scopes[-1][name] = new
        return new

    def resolve(name: str) -> str:
        for scope in reversed(scopes):
            if name in scope:
                return scope[name]
        return name

    def region(r: Region) -> None:
        scopes.append({})
        for block in r.blocks:
            block.arguments = tuple((define(name), type_) for name, type_ in block.arguments)
        for block in r.blocks:
            for op in block.operations:
                op.operands = tuple(resolve(name) for name in op.operands)
                for inner in op.regions:
                    region(inner)
                op.results = tuple(define(name) for name in op.results)
        scopes.pop()

    for r in top.regions:
        region(r)


class _Worklist:
    """MLIR's Worklist: a vector with a position map; removal leaves a hole; pop from the back."""

    __slots__ = ("items", "where")

    def __init__(self) -> None:
        self.items: list[Operation | None] = []
        self.where: dict[int, int] = {}

    def push(self, op: Operation) -> None:
        if id(op) not in self.where:
            self.where[id(op)] = len(self.items)
            self.items.append(op)

    def remove(self, op: Operation) -> None:
        index = self.where.pop(id(op), None)
        if index is not None:
            self.items[index] = None

    def pop(self) -> Operation | None:
        items = self.items
        while items:
            op = items.pop()
            if op is not None:
                del self.where[id(op)]
                return op
        return None

    def reverse(self) -> None:
        self.items.reverse()
        self.where = {id(op): i for i, op in enumerate(self.items) if op is not None}


class _Index:
    """The IR of one region-holding op with its use lists, the queries patterns make, and the
    worklist notifications (the driver's listener); :class:`Rewriter` adds the edits."""

    def __init__(self, top: Operation, worklist: _Worklist | None = None):
        self.top = top
        self.worklist = worklist or _Worklist()
        self.defs: dict[str, Operation | None] = {}
        """Value -> defining op (None: a block argument)."""
        self.types: dict[str, Type] = {}
        self.users: dict[str, list[Operation]] = {}
        """Value -> its users, one entry per use, in creation order."""
        self.block_of: dict[int, Block] = {}
        self.owner: dict[int, Operation] = {}
        """id(block) -> the op whose region holds it."""
        self.arg_owner: dict[str, tuple[Operation, int]] = {}
        """Block argument -> the op whose region holds its block, and its index."""
        self.arg_block: dict[str, Block] = {}
        self.erased: set[int] = set()
        self.before: dict[Any, list[tuple[Operation, int]]] = {}
        """id(anchor op) or ("end", id(block)) -> ops placed before it, with their move version."""
        self.moved: dict[int, int] = {}
        """id(op) -> how many times it moved since the last flush (older placements are void)."""
        self.dirty: dict[int, Block] = {}
        self.root: Operation | None = None
        self.anchor: tuple[Block, Operation | None] | None = None
        self._names = itertools.count()
        unique_names(top)
        for region in top.regions:
            self._index_region(region, top)

    # -- indexing ---------------------------------------------------------------------------------
    def _index_region(self, region: Region, owner: Operation) -> None:
        for block in region.blocks:
            self.owner[id(block)] = owner
            for index, (name, type_) in enumerate(block.arguments):
                self.arg_owner[name] = (owner, index)
                self.arg_block[name] = block
                self.defs[name] = None
                self.types[name] = type_
                self.users.setdefault(name, [])
            for op in block.operations:
                self._index_op(op, block)

    def _index_op(self, op: Operation, block: Block) -> None:
        self.block_of[id(op)] = block
        for name, type_ in zip(op.results, op.result_types):
            self.defs[name] = op
            self.types[name] = type_
            self.users.setdefault(name, [])
        for name in op.operands:
            self.users.setdefault(name, []).append(op)
        for region in op.regions:
            self._index_region(region, op)

    # -- queries ----------------------------------------------------------------------------------
    def located_at(self, value: str) -> Any:
        """What an op created at ``value``'s location (Value::getLoc) takes its ``loc`` and
        ``location`` from: the defining op, or the block argument's location."""
        op = self.defs.get(value)
        if op is not None or value not in self.arg_owner:
            return op
        return AtArgument(self.arg_block[value], self.arg_owner[value][1])

    def defining_op(self, value: str) -> Operation | None:
        return self.defs.get(value)

    def type_of(self, value: str) -> Type:
        return self.types[value]

    def users_of(self, value: str) -> list[Operation]:
        return self.users.get(value, [])

    def has_one_use(self, value: str) -> bool:
        return len(self.users.get(value, ())) == 1

    def use_empty(self, op: Operation) -> bool:
        users = self.users
        return not any(users.get(name) for name in op.results)

    def constant(self, value: str) -> DenseElementsAttr | None:
        """The value of ``value`` when a constant op defines it (MLIR's ``m_Constant``)."""
        op = self.defs.get(value)
        if op is not None and op.name in CONSTANT_OPS:
            attr = op.attributes.get(CONSTANT_OPS[op.name])
            if isinstance(attr, DenseElementsAttr):
                return attr
        return None

    def parent_op(self, op: Operation) -> Operation | None:
        block = self.block_of.get(id(op))
        return None if block is None else self.owner.get(id(block))

    # -- notifications (the driver's listener) ----------------------------------------------------
    def add_to_worklist(self, op: Operation) -> None:
        """The op and its ancestors below the top op, as MLIR's addToWorklist."""
        chain = []
        while op is not None and op is not self.top:
            chain.append(op)
            block = self.block_of.get(id(op))
            if block is None:
                return
            op = self.owner.get(id(block))
        if op is None:
            return
        for item in chain:
            self.worklist.push(item)

    def _add_operands_to_worklist(self, op: Operation) -> None:
        for name in op.operands:
            definer = self.defs.get(name)
            if definer is None:
                continue
            others = {id(user) for user in self.users.get(name, ()) if user is not op}
            if len(others) <= 1:
                self.add_to_worklist(definer)



class Rewriter(_Index):
    """What patterns change the IR through. Edits to blocks are recorded (ops erased, ops inserted
    or moved before an anchor op) and applied to the blocks' operation lists by :meth:`flush`, so
    a rewrite costs O(1) whatever the block's size."""

    def fresh(self, count: int = 1) -> tuple[str, ...]:
        while True:
            base = f"%rw{next(self._names)}"
            names = (base,) if count == 1 else tuple(f"{base}#{i}" for i in range(count))
            if not any(name in self.defs for name in names):
                return names

    def insert(self, op: Operation, where: tuple[Block, Operation | None] | None = None) -> Operation:
        """Puts a new op before the current insertion point (by default before the op being
        rewritten; ``(block, None)``: at the end of ``block``), indexes it and notifies."""
        block, anchor = where or self.anchor or (None, None)
        if block is None:
            raise ValueError("no insertion point")
        if anchor is None:
            block.operations.append(op)
        else:
            self.before.setdefault(id(anchor), []).append((op, 0))
            self.dirty[id(block)] = block
        self._index_op(op, block)
        for region in op.regions:
            for inner_block in region.blocks:
                for inner in inner_block.operations:
                    for nested in inner.walk():
                        self.add_to_worklist(nested)
        self.add_to_worklist(op)
        return op

    def create(self, name: str, operands: Sequence[str], result_types: Sequence[Type],
               attributes: dict[str, Any] | None = None, regions: Sequence[Region] = (),
               like: Any = None, where: tuple[Block, Operation | None] | None = None) -> Operation:
        """A new op ``name`` (operand types from the operands; location from ``like`` (an op or
        :meth:`located_at`) or the root op), inserted as :meth:`insert` does."""
        source = like or self.root
        op = Operation(name, tuple(operands), self.fresh(len(result_types)) if result_types else (),
                       tuple(self.types[v] for v in operands), tuple(result_types), dict(attributes or {}),
                       tuple(regions), loc=getattr(source, "loc", None), location=getattr(source, "location", None))
        return self.insert(op, where)

    def create_constant(self, attr: DenseElementsAttr, like: Operation | None = None,
                        where: tuple[Block, Operation | None] | None = None) -> str:
        return self.create("stablehlo.constant", (), (attr.type,), {"value": attr}, like=like, where=where).results[0]

    def replace_all_uses(self, old: str, new: str) -> None:
        """Every use of ``old`` becomes a use of ``new``; each user is notified as modified
        (in MLIR's use-list order: the latest use first)."""
        if old == new:
            return
        users = self.users.get(old, [])
        if not users:
            return
        self.users[old] = []
        seen: set[int] = set()
        ordered = []
        for user in reversed(users):
            if id(user) not in seen:
                seen.add(id(user))
                ordered.append(user)
        target = self.users.setdefault(new, [])
        for user in ordered:
            user.operands = tuple(new if name == old else name for name in user.operands)
            user.cache.clear()
        target.extend(users)
        for user in ordered:
            self.add_to_worklist(user)

    def replace_op(self, op: Operation, values: Sequence[str]) -> None:
        for old, new in zip(op.results, values):
            self.replace_all_uses(old, new)
        self.erase_op(op)

    def replace_op_with_new(self, op: Operation, name: str, operands: Sequence[str],
                            attributes: dict[str, Any] | None = None, result_types: Sequence[Type] | None = None,
                            regions: Sequence[Region] = ()) -> Operation:
        new = self.create(name, operands, op.result_types if result_types is None else result_types,
                          attributes, regions, like=op)
        self.replace_op(op, new.results)
        return new

    def modify(self, op: Operation, operands: Sequence[str] | None = None,
               attributes: dict[str, Any] | None = None, result_types: Sequence[Type] | None = None) -> None:
        """Changes ``op`` in place (MLIR's modifyOpInPlace) and notifies."""
        if operands is not None:
            for name in op.operands:
                self.users[name].remove(op)
            op.operands = tuple(operands)
            op.operand_types = tuple(self.types[v] for v in operands)
            for name in op.operands:
                self.users.setdefault(name, []).append(op)
        if attributes is not None:
            op.attributes = attributes
        if result_types is not None:
            op.result_types = tuple(result_types)
            for name, type_ in zip(op.results, op.result_types):
                self.types[name] = type_
        op.cache.clear()
        self.add_to_worklist(op)

    def erase_op(self, op: Operation) -> None:
        """Erases ``op`` (without uses) and the ops in its regions, users before definitions."""
        for region in reversed(op.regions):
            for block in reversed(region.blocks):
                for inner in reversed(self.ops_of(block)):
                    self.erase_op(inner)
        self._add_operands_to_worklist(op)
        self.worklist.remove(op)
        for name in op.operands:
            users = self.users.get(name)
            if users is not None and op in users:
                users.remove(op)
        for name in op.results:
            self.defs.pop(name, None)
        self.erased.add(id(op))
        block = self.block_of.get(id(op))
        if block is not None:
            self.dirty[id(block)] = block

    def move_before(self, op: Operation, block: Block, anchor: Operation | None) -> None:
        """Moves ``op`` before ``anchor`` in ``block`` (None: to its end) and notifies."""
        old = self.block_of[id(op)]
        self.dirty[id(old)] = old
        self.dirty[id(block)] = block
        version = self.moved[id(op)] = self.moved.get(id(op), 0) + 1
        key = id(anchor) if anchor is not None else ("end", id(block))
        self.before.setdefault(key, []).append((op, version))
        self.block_of[id(op)] = block
        self.add_to_worklist(op)

    def adopt(self, new: Operation, old: Operation) -> None:
        """Moves the regions of ``old`` to ``new`` (MLIR's takeBody), leaving ``old`` without regions."""
        new.regions, old.regions = old.regions, ()
        for region in new.regions:
            for block in region.blocks:
                self.owner[id(block)] = new
                for index, (name, _) in enumerate(block.arguments):
                    self.arg_owner[name] = (new, index)

    def inline_block_before(self, block: Block, op: Operation, args: Sequence[str] = ()) -> None:
        """Moves the ops of ``block`` before ``op``, its arguments replaced by ``args``."""
        for (name, _), value in zip(block.arguments, args):
            self.replace_all_uses(name, value)
        target = self.block_of[id(op)]
        for inner in self.ops_of(block):
            self.move_before(inner, target, op)

    def clone(self, op: Operation, mapping: dict[str, str]) -> Operation:
        """A copy of ``op`` (regions included) with operands renamed by ``mapping`` and fresh
        results (added to ``mapping``), inserted at the insertion point."""
        return self.insert(self._copy(op, mapping))

    def _copy(self, op: Operation, mapping: dict[str, str]) -> Operation:
        results = self.fresh(len(op.results)) if op.results else ()
        for name in results:
            self.defs[name] = None  # reserved while the copy is made
        mapping.update(zip(op.results, results))
        regions = []
        for region in op.regions:
            blocks = []
            for block in region.blocks:
                arguments = []
                for name, type_ in block.arguments:
                    mapping[name] = self.fresh()[0]
                    self.defs[mapping[name]] = None
                    arguments.append((mapping[name], type_))
                blocks.append(Block(tuple(arguments), [self._copy(inner, mapping) for inner in self.ops_of(block)],
                                    block.label, block.arg_locations))
            regions.append(Region(blocks))
        for name in results:
            del self.defs[name]
        return Operation(op.name, tuple(mapping.get(v, v) for v in op.operands), results, op.operand_types,
                         op.result_types, dict(op.attributes), tuple(regions), op.loc, op.location, op.successors)

    # -- applying recorded edits ------------------------------------------------------------------
    def ops_of(self, block: Block) -> list[Operation]:
        """The ops of ``block`` as they are now (recorded edits included)."""
        if id(block) not in self.dirty:
            return [op for op in block.operations if id(op) not in self.erased]
        return self._expand(block)

    def _expand(self, block: Block, consume: bool = False) -> list[Operation]:
        before, erased, moved = self.before, self.erased, self.moved
        take = before.pop if consume else before.get
        out: list[Operation] = []

        def emit(op: Operation, placed: bool) -> None:
            if not placed and id(op) in moved:
                return  # where the op was: what goes before it goes where it is now
            pending = take(id(op), None)
            if pending:
                for item, version in pending:
                    if moved.get(id(item), 0) == version:
                        emit(item, True)
            if id(op) not in erased:
                out.append(op)

        for op in block.operations:
            emit(op, False)
        for item, version in take(("end", id(block)), None) or ():
            if moved.get(id(item), 0) == version:
                emit(item, True)
        return out

    def flush(self) -> None:
        """Applies the recorded erasures, insertions and moves to the blocks' operation lists."""
        if self.dirty:
            blocks = list(self.dirty.values())
            results = [self._expand(block, consume=True) for block in blocks]
            for block, ops in zip(blocks, results):
                block.operations = ops
        self.dirty.clear()
        self.before.clear()
        self.erased.clear()
        self.moved.clear()


def apply_patterns_greedily(top: Operation, patterns: Iterable[Pattern], config: Config | None = None) -> bool:
    """Runs ``patterns`` on the regions of ``top`` to a fixed point (see the module); True when
    the rewrite converged within ``config.max_iterations``."""
    with paused_gc():  # many small objects and no cycles to speak of: see gc_pause
        return _apply(top, patterns, config or Config())


def _apply(top: Operation, patterns: Iterable[Pattern], config: Config) -> bool:
    by_root: dict[str | None, list[Pattern]] = {}
    for pattern in sorted(patterns, key=lambda p: -p.benefit):
        by_root.setdefault(pattern.root, []).append(pattern)
    any_op = by_root.pop(None, [])
    table = {root: _merge(own, any_op) for root, own in by_root.items()}
    rw = Rewriter(top)
    iteration, again = 0, False
    while True:
        iteration += 1
        if config.max_iterations >= 0 and iteration > config.max_iterations:
            break
        rw.worklist = _Worklist()
        _populate(rw, config)
        again = _process(rw, table, any_op, config)
        rw.flush()
        if config.region_simplify != "disabled":
            again |= _region_dce(rw)
        if not again:
            break
    rw.flush()
    for op in top.walk():
        op.cache.clear()
        for region in op.regions:
            region.cache.clear()
    return not again


def _merge(own: list[Pattern], any_op: list[Pattern]) -> list[Pattern]:
    if not any_op:
        return own
    merged, i, j = [], 0, 0
    while i < len(own) or j < len(any_op):
        if j >= len(any_op) or (i < len(own) and own[i].benefit >= any_op[j].benefit):
            merged.append(own[i])
            i += 1
        else:
            merged.append(any_op[j])
            j += 1
    return merged


def _populate(rw: Rewriter, config: Config) -> None:
    """Fills the worklist for one iteration, uniquing constants and moving them to the front
    of the entry block on the way (OperationFolder::insertKnownConstant)."""
    top = rw.top
    if not top.regions or not top.regions[0].blocks:
        return
    entry = top.regions[0].blocks[0]
    known: dict[tuple[str, Any, Any], Operation] = {}
    owned: set[int] = set()
    hoisted: list[Operation] = []
    previous: list[Operation | None] = [None]
    """The last entry-block op visited that stays where it is."""

    def visit(op: Operation, block: Block) -> bool:
        """Adds ``op`` to the worklist; False when it was a duplicate constant (now erased)."""
        if config.cse_constants and op.name in CONSTANT_OPS and op.results:
            attr = op.attributes.get(CONSTANT_OPS[op.name])
            key = (op.name, attr, op.result_types[0])
            existing = known.get(key)
            if existing is not None:
                rw.replace_op(op, existing.results)
                return False
            known[key] = op
            owned.add(id(op))
            if block is not entry or (previous[0] is not None and id(previous[0]) not in owned):
                hoisted.append(op)
                rw.add_to_worklist(op)
                return True
        rw.add_to_worklist(op)
        if block is entry:
            previous[0] = op
        return True

    def walk_post(op: Operation, block: Block) -> None:
        for region in op.regions:
            for inner_block in region.blocks:
                for inner in list(inner_block.operations):
                    walk_post(inner, inner_block)
        visit(op, block)

    def walk_pre(op: Operation, block: Block) -> None:
        if visit(op, block):
            for region in op.regions:
                for inner_block in region.blocks:
                    for inner in list(inner_block.operations):
                        walk_pre(inner, inner_block)

    walk = walk_pre if config.top_down else walk_post
    for region in top.regions:
        for block in region.blocks:
            for op in list(block.operations):
                walk(op, block)
    if hoisted:
        for op in hoisted:
            rw.moved[id(op)] = 1
            block = rw.block_of[id(op)]
            rw.dirty[id(block)] = block
        rw.flush()
        entry.operations[:0] = reversed(hoisted)
        for op in hoisted:
            rw.block_of[id(op)] = entry
    else:
        rw.flush()
    if config.top_down:
        rw.worklist.reverse()


def _process(rw: Rewriter, table: dict[str, list[Pattern]], any_op: list[Pattern], config: Config) -> bool:
    changed = False
    rewrites = 0
    worklist = rw.worklist
    fold = config.fold
    limit = config.max_num_rewrites if config.max_num_rewrites >= 0 else REWRITES_PER_OP * len(worklist.where) + 1000
    while rewrites < limit:
        op = worklist.pop()
        if op is None:
            break
        if id(op) in rw.erased:
            continue
        rw.root = op
        rw.anchor = (rw.block_of[id(op)], op)
        if op.name not in TERMINATORS and rw.use_empty(op) and not has_effects(op):
            rw.erase_op(op)
            changed = True
            continue
        if fold is not None and op.name not in CONSTANT_OPS:
            results = fold(op, rw)
            if results is not None and _replace_folded(rw, op, results):
                changed = True
                continue
        for pattern in table.get(op.name, any_op):
            capture = pattern.match(op, rw)
            if capture is None or capture is False:
                continue
            pattern.rewrite(op, rw, capture)
            changed = True
            rewrites += 1
            break
    rw.root = rw.anchor = None
    return changed


def _replace_folded(rw: Rewriter, op: Operation, results: list[Any]) -> bool:
    if not results:
        rw.add_to_worklist(op)
        return True
    values = []
    for result, type_ in zip(results, op.result_types):
        if isinstance(result, str):
            values.append(result)
        elif isinstance(result, DenseElementsAttr) and result.type == type_:
            values.append(rw.create_constant(result, like=op))
        else:
            for value in values:
                definer = rw.defining_op(value)
                if definer is not None and definer.name in CONSTANT_OPS and rw.use_empty(definer):
                    rw.erase_op(definer)
            return False
    rw.replace_op(op, values)
    return True


def _region_dce(rw: Rewriter) -> bool:
    """runRegionDCE over the top op's regions: erases ops whose results only dead ops use."""
    live: set[int] = set()
    dead: list[Operation] = []

    def used_live(op: Operation) -> bool:
        return any(id(user) in live for name in op.results for user in rw.users.get(name, ()))

    def mark(block: Block) -> None:
        for op in reversed(block.operations):
            if op.name in TERMINATORS or has_effects(op) or used_live(op):
                live.add(id(op))
                for region in op.regions:
                    for inner in reversed(region.blocks):
                        mark(inner)
            else:
                dead.append(op)

    for region in rw.top.regions:
        for block in reversed(region.blocks):
            mark(block)
    if not dead:
        return False
    for op in dead:
        rw.erase_op(op)
    rw.flush()
    return True
