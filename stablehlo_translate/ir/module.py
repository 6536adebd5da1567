"""The in-memory program: operations in MLIR's generic form, regions, blocks.

Every op, pretty-printed or generic in the source, becomes one
:class:`Operation`. SSA values are named by their source spelling: a result
``%0`` of a single-result op is ``"%0"``; the results of ``%0:2 = ...`` are
``"%0#0"`` and ``"%0#1"`` (a plain use of ``%0`` means ``%0#0``).
``func.func`` and ``builtin.module`` are operations too; :class:`Module` wraps
the top-level module and finds its functions. Operations, blocks and regions have slots
(no per-object dict): a module of 10k ops stays a few MB.
"""
from __future__ import annotations

from dataclasses import field
from functools import cached_property
from typing import Any, Iterator

from ..diagnostics import Loc
from .records import Record, record
from .types import FunctionType, Type


@record(slots=True)
class Block(Record):
    """A block: its arguments (SSA name, type) and its operations."""

    arguments: tuple[tuple[str, Type], ...]
    operations: list["Operation"]
    label: str | None = None
    arg_locations: tuple = ()
    """Each argument's location: where the text names it (a diagnostics ``Loc``), its ``loc(...)``
    text, a location read from bytecode, or None; missing or None: unknown (see
    bytecode.locations.argument_location)."""
    use_list_orders: dict | None = None
    """Use-list orders of the arguments as read from bytecode (kept to write them back)."""

    def __init__(self, arguments: tuple[tuple[str, Type], ...], operations: list["Operation"],
                 label: str | None = None, arg_locations: tuple = (), use_list_orders: dict | None = None) -> None:
        self.arguments = arguments
        self.operations = operations
        self.label = label
        self.arg_locations = arg_locations
        self.use_list_orders = use_list_orders

    def keep_arguments(self, keep: list[int]) -> None:
        """Keeps only the arguments at the indices ``keep``, with their locations (eraseArguments)."""
        locations = self.arg_locations
        self.arg_locations = tuple(locations[i] if i < len(locations) else None for i in keep) if locations else ()
        self.arguments = tuple(self.arguments[i] for i in keep)


@record(slots=True)
class Region(Record):
    """A region: its blocks, the entry block first."""

    blocks: list[Block]
    cache: dict = field(default_factory=dict, repr=False)
    """Per-region memo of facts the interpreter derives once (never part of the program)."""

    def __init__(self, blocks: list[Block], cache: dict | None = None) -> None:
        self.blocks = blocks
        self.cache = {} if cache is None else cache

    @property
    def entry(self) -> Block:
        return self.blocks[0]


@record(slots=True)
class Operation(Record):
    """One operation in its generic shape: operands and results by SSA name, their types,
    attributes by name, nested regions."""

    name: str
    operands: tuple[str, ...]
    results: tuple[str, ...]
    operand_types: tuple[Type, ...]
    result_types: tuple[Type, ...]
    attributes: dict[str, Any]
    regions: tuple[Region, ...] = ()
    loc: Loc | None = None
    """Where the op starts in the source text (file-absolute line and column)."""
    location: Any = None
    """The op's explicit ``loc(...)`` attribute, if the text gives one."""
    successors: tuple[str, ...] = ()
    cache: dict = field(default_factory=dict, repr=False)
    """Per-op memo for decoded attributes and resolved kernels (never part of the program)."""

    def __init__(self, name: str, operands: tuple[str, ...], results: tuple[str, ...],
                 operand_types: tuple[Type, ...], result_types: tuple[Type, ...], attributes: dict[str, Any],
                 regions: tuple[Region, ...] = (), loc: Loc | None = None, location: Any = None,
                 successors: tuple[str, ...] = (), cache: dict | None = None) -> None:
        self.name = name
        self.operands = operands
        self.results = results
        self.operand_types = operand_types
        self.result_types = result_types
        self.attributes = attributes
        self.regions = regions
        self.loc = loc
        self.location = location
        self.successors = successors
        self.cache = {} if cache is None else cache

    def walk(self) -> Iterator["Operation"]:
        """This op and every op nested in its regions, in source order."""
        yield self
        for region in self.regions:
            for block in region.blocks:
                for op in block.operations:
                    yield from op.walk()


@record
class Module(Record):
    """A parsed ``builtin.module`` (explicit or implied by top-level functions)."""

    op: Operation

    def __init__(self, op: Operation) -> None:
        self.op = op

    @property
    def body(self) -> list[Operation]:
        return self.op.regions[0].entry.operations

    @cached_property
    def functions(self) -> dict[str, Operation]:
        """``func.func`` ops by symbol name, nested modules included (outer names win)."""
        found: dict[str, Operation] = {}
        for op in self.op.walk():
            if op.name == "func.func" and isinstance(op.attributes.get("sym_name"), str) and isinstance(
                    getattr(op.attributes.get("function_type"), "type", None), FunctionType):
                found.setdefault(op.attributes["sym_name"], op)
        return found


def function_type(func: Operation) -> FunctionType:
    return func.attributes["function_type"].type


def copy_op(op: Operation) -> Operation:
    """A structural copy of ``op`` and its regions (same names; attribute values shared, as they
    are immutable): what a pass changes on the copy leaves ``op`` as it was."""
    regions = tuple(Region([Block(b.arguments, [copy_op(o) for o in b.operations], b.label, b.arg_locations)
                            for b in r.blocks]) for r in op.regions)
    return Operation(op.name, op.operands, op.results, op.operand_types, op.result_types, dict(op.attributes),
                     regions, op.loc, op.location, op.successors)
