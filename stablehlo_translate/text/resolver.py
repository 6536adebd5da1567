"""Raw ops (parser.py) -> :mod:`ir` operations: SSA scopes, operand types, pretty forms.

Walks the raw ops in source order with a scope of the SSA values visible at
each point (functions and modules start empty scopes; other regions see the
enclosing values, and what they define is undone when they end: no copy of the
scope per region), so pretty forms get the operand types they do not spell.
"""
from __future__ import annotations

from typing import Any

from ..ir import module as ir
from .syntax import forms as syntax
from ..ir.attributes import OpaqueAttr
from ..diagnostics import Loc
from .driver import Token
from ..optable import OP_TABLE
from ..dialect_hooks import inherent_attribute_error
from .raw import AttrDict
from ..ir.type_identity import same_type
from ..ir.types import FunctionType, Type

MAX_LOCATION_TEXT = 1 << 20
"""Longest expansion of a location alias (aliases referring to others twice over grow fast)."""


def expand_location(text: str, aliases: dict[str, Any], memo: dict[str, str] | None = None) -> str:
    """``loc(...)`` text with every location alias in it replaced by what it stands for, at
    any depth (aliases may be defined after their use); a cyclic or oversized one stays.
    Strings are skipped (scanned by hand: no regex to compile at start-up)."""
    memo = {} if memo is None else memo

    def alias_text(name: str) -> str:
        if name in memo:
            return memo[name]
        alias = aliases.get(name)
        if not isinstance(alias, OpaqueAttr) or not alias.text.startswith("loc("):
            return name
        memo[name] = name  # while expanding: a cycle leaves the reference
        expanded = body(alias.text[len("loc("):-1].strip())
        memo[name] = expanded if len(expanded) <= MAX_LOCATION_TEXT else name
        return memo[name]

    def body(inner: str) -> str:
        if "#" not in inner:
            return inner
        out, i, n = [], 0, len(inner)
        while i < n:
            c = inner[i]
            if c == '"':
                j = i + 1
                while j < n and inner[j] != '"':
                    j += 2 if inner[j] == "\\" else 1
                out.append(inner[i:j + 1])
                i = j + 1
            elif c == "#":
                j = i + 1
                while j < n and (inner[j].isalnum() or inner[j] in "_$.-"):
                    j += 1
                out.append(alias_text(inner[i:j]))
                i = j
            else:
                out.append(c)
                i += 1
        return "".join(out)
    return "loc(" + body(text[len("loc("):-1] if text.startswith("loc(") else text) + ")"


LocatedError = syntax.LocatedError
_FUNCTION_TYPED = frozenset("stablehlo." + name for name in (
    "select", "clamp", "complex", "reverse", "reduce_precision", "cholesky", "create_token", "compare"))
"""Ops besides the elementwise ones whose pretty type may be a function type that upstream's
assignFromFunctionType checks ('N operands present, but expected M')."""
_AT_OPERANDS = frozenset({"func.return", "func.call", "stablehlo.return", "stablehlo.composite", "stablehlo.tuple",
                          "stablehlo.optimization_barrier"})
"""Ops whose parsers locate an operand/type count mismatch at their first operand (the
others' ODS-generated parsers, at the op name)."""
_UNSET = object()
"""A name the scope did not have (in an undo list)."""


class Resolver:
    def __init__(self, filename: str, line_offset: int, attr_aliases: dict[str, Any]):
        self.filename, self.line_offset = filename, line_offset
        self.aliases = attr_aliases
        self.scope: dict[str, Type] = {}
        self.undo: list[tuple[str, Any]] | None = None
        """(name, previous type or _UNSET) of each definition in the current region, when that
        region shares its enclosing scope."""
        self.unnamed = 0
        self.aliased_locations: list[ir.Operation] = []
        self.aliased_arguments: list[ir.Block] = []
        self.labels: frozenset[str] = frozenset()
        """The block labels of the region being resolved (what a branch may name)."""

    def module(self, raw_ops: list) -> ir.Module:
        if len(raw_ops) == 1 and raw_ops[0].name == "builtin.module":
            top = self.op(raw_ops[0])
        else:
            self.scope = {}
            block = ir.Block((), self._ops(raw_ops))
            # MLIR places an implied module at line 0, column 0 of its buffer.
            top = ir.Operation("builtin.module", (), (), (), (), {}, (ir.Region([block]),),
                               loc=Loc(self.filename, self.line_offset, 0))
        memo: dict[str, str] = {}
        for op in self.aliased_locations:
            op.location = expand_location(op.location, self.aliases, memo)
        for block in self.aliased_arguments:
            block.arg_locations = tuple(expand_location(loc, self.aliases, memo) if isinstance(loc, str) else loc
                                        for loc in block.arg_locations)
        return ir.Module(top)

    # -- SSA values ----------------------------------------------------------------------
    def use(self, token: Any) -> tuple[str, Type]:
        name = str(token)
        found = self.scope.get(name)
        if found is None and "#" not in name:
            found = self.scope.get(name + "#0")
            name += "#0"
        if found is None:
            raise LocatedError("use of undeclared SSA value name", token.line, token.column)
        return name, found

    @staticmethod
    def _check_result_count(raw: Any, row: Any, count: int) -> None:
        """A pretty form's function type gives one type per result (assignFromFunctionType: one)."""
        if (row.elementwise or raw.name in _FUNCTION_TYPED) and count != 1:
            raise LocatedError(f"custom op '{raw.name}' expected single output", raw.name_line, raw.name_col)
        if count != len(raw.results) and raw.results:
            raise LocatedError(f"'{raw.name}' has {len(raw.results)} results but its signature gives {count}",
                               raw.name_line, raw.name_col)

    @staticmethod
    def _check_uses(tokens: list, operands: list[tuple[str, Type]], types: Any) -> None:
        """MLIR's resolveSSAUse: each use spells its value's type, else an error at the use."""
        for token, (_, defined), used in zip(tokens, operands, types):
            if used is not defined and not same_type(used, defined):
                shown = str(token).split("#")[0]  # MLIR names the value, not the result number
                raise LocatedError(f"use of value '{shown}' expects different type than prior uses: "
                                   f"'{used}' vs '{defined}'", token.line, token.column)

    def _result_names(self, raw: Any, count: int) -> tuple[str, ...]:
        if not raw.results and count:
            self.unnamed += 1
            return tuple(f"%<unnamed{self.unnamed}>#{i}" for i in range(count))
        if len(raw.results) != count:
            token = raw.result_token
            raise LocatedError(f"operation defines {count} results but was provided {len(raw.results)} to bind",
                               token.line, token.column)
        return tuple(raw.results)

    # -- regions ---------------------------------------------------------------------------
    def _define(self, name: str, type_: Type) -> None:
        if self.undo is not None:
            self.undo.append((name, self.scope.get(name, _UNSET)))
        self.scope[name] = type_

    def region(self, blocks: list, entry_args: list | None = None, isolated: bool = False) -> ir.Region:
        saved, saved_undo, saved_labels = self.scope, self.undo, self.labels
        self.labels = frozenset(block.label for block in blocks if block.label)
        if isolated:
            self.scope, self.undo = {}, None
        else:
            self.undo = []
        built = []
        for index, block in enumerate(blocks):
            given = entry_args if index == 0 and entry_args is not None and not block.args else block.args
            args = tuple((str(entry[0]), entry[1]) for entry in given)
            for name, type_ in args:
                self._define(name, type_)
            new = ir.Block(args, [], block.label, tuple(self._arg_location(entry) for entry in given))
            if any(isinstance(loc, str) and "#" in loc for loc in new.arg_locations):
                self.aliased_arguments.append(new)
            new.operations = self._ops(block.ops)
            built.append(new)
        if not isolated:
            scope = self.scope
            for name, previous in reversed(self.undo):
                if previous is _UNSET:
                    del scope[name]
                else:
                    scope[name] = previous
        self.scope, self.undo, self.labels = saved, saved_undo, saved_labels
        return ir.Region(built)

    def _arg_location(self, entry: tuple) -> Loc | str | None:
        """A block argument's location: its ``loc(...)`` text when given, else where its name
        (or the token that binds it) stands, as MLIR's parser gives it."""
        source = entry[2] if len(entry) > 2 and entry[2] is not None else entry[0]
        if isinstance(source, Token):
            return Loc(self.filename, source.line + self.line_offset, source.column)
        return source if isinstance(source, str) else None

    # -- operations ------------------------------------------------------------------------
    def _ops(self, raws: list) -> list[ir.Operation]:
        """The raw ops converted in order, each dropped from ``raws`` as it is converted: the
        raw tree shrinks while the module grows, so the peak is not the sum of both."""
        built = []
        for index, raw in enumerate(raws):
            raws[index] = None
            built.append(self.op(raw))
        return built

    def op(self, raw: Any) -> ir.Operation:
        form = raw.form
        if form == "pretty":
            try:
                op = self._pretty(raw)
            except syntax.MalformedList as error:  # MLIR's errors, at the op (our values keep no place)
                located = [(f"custom op '{raw.name}' {m}" if prefixed else m, raw.line, raw.col)
                           for prefixed, m in error.messages]
                raise LocatedError(*located[0], follow_ups=tuple(located[1:])) from None
            except (ValueError, TypeError, OverflowError) as error:  # a value of the wrong kind
                raise LocatedError(f"custom op '{raw.name}' has a malformed value: {error}", raw.line,
                                   raw.col) from None
        else:
            operands = [self.use(token) for token in raw.operands]
            if form == "generic":
                fn: FunctionType = raw.fn_type
                regions = tuple(self.region(blocks) for blocks, _ in raw.regions)
                if len(fn.inputs) != len(operands):  # MLIR: at the function type
                    raise LocatedError(f"expected {len(operands)} operand types but had {len(fn.inputs)}",
                                       *(raw.type_at or (raw.name_line, raw.name_col)))
                self._check_uses(raw.operands, operands, fn.inputs)
                attributes = {**raw.properties, **raw.attributes}
                operand_types, result_types = fn.inputs, fn.results
            else:  # func.func, builtin.module
                regions = tuple(self.region(blocks, raw.args if kind == "func" else None, isolated=True)
                                for blocks, kind in raw.regions)
                attributes, operand_types, result_types = raw.attributes, (), ()
            op = ir.Operation(raw.name, tuple(n for n, _ in operands),
                              self._result_names(raw, len(result_types)), tuple(operand_types),
                              tuple(result_types), attributes, regions, successors=raw.successors)
        if any(label not in self.labels for label in op.successors):
            raise LocatedError("reference to an undefined block", raw.name_line, raw.name_col)
        line, col = raw.at or (raw.name_line, raw.name_col)
        op.loc = Loc(self.filename, line + self.line_offset, col)
        if raw.location is not None:
            op.location = raw.location
            if "#" in raw.location:
                self.aliased_locations.append(op)
        if raw.at is not None and op.regions and op.regions[0].blocks and not op.regions[0].entry.arg_locations:
            self._locate_applied(op)
        if op.results:
            base = op.results[0].split("#")[0]  # a group %0:2 defines %0#0, %0#1; a single result %0
            if base in self.scope or base + "#0" in self.scope:  # visible here: this region or outer
                token = raw.result_token
                raise LocatedError(f"redefinition of SSA value '{base}'", token.line, token.column)
        for name, type_ in zip(op.results, op.result_types):
            self._define(name, type_)
        return op

    def _locate_applied(self, op: ir.Operation) -> None:
        """The arguments and ops of the body ``stablehlo.reduce ... applies OP`` stands for are
        at the reduce's location (parseReduceOp)."""
        block = op.regions[0].entry
        aliased = op.location is not None and "#" in op.location
        block.arg_locations = (op.location or op.loc,) * len(block.arguments)
        for inner in block.operations:
            inner.loc, inner.location = op.loc, op.location
            if aliased:
                self.aliased_locations.append(inner)
        if aliased:
            self.aliased_arguments.append(block)

    def _pretty(self, raw: Any) -> ir.Operation:
        row = OP_TABLE.get(raw.name)
        if row is None or row.syntax is None:
            raise LocatedError(f"custom op '{raw.name}' is unknown", raw.name_line, raw.name_col)
        request = syntax.PrettyParse(raw.name, raw.pieces, raw.signature, raw.trailer, len(raw.results),
                                     self.use, raw.name_line, raw.name_col)
        generic = syntax.convert(row.syntax, request)
        operands = [self.use(token) for token in generic.operands]
        operand_types = generic.operand_types
        if operand_types is None:
            operand_types = [type_ for _, type_ in operands]
        else:
            if len(operand_types) != len(operands):
                if raw.signature and raw.signature[0] == "fn" and (row.elementwise or raw.name in _FUNCTION_TYPED):
                    raise LocatedError(f"custom op '{raw.name}' {len(operands)} operands present, but expected "
                                       f"{len(operand_types)}", raw.name_line, raw.name_col)  # assignFromFunctionType
                at = generic.operands[0] if generic.operands and raw.name in _AT_OPERANDS else None
                raise LocatedError(f"custom op '{raw.name}' number of operands and types do not match: got "
                                   f"{len(operands)} operands and {len(operand_types)} types",
                                   at.line if at else raw.name_line, at.column if at else raw.name_col)
            if raw.signature and raw.signature[0] == "fn":
                self._check_result_count(raw, row, len(generic.result_types))
            self._check_uses(generic.operands, operands, operand_types)
        for piece in raw.pieces:
            if piece[0] == "dict" and isinstance(piece[1], AttrDict) and not piece[1].keys().isdisjoint(row.attrs):
                problem = inherent_attribute_error(raw.name, {k: v for k, v in piece[1].items() if k in row.attrs})
                if problem:
                    raise LocatedError(f"'{raw.name}' op {problem}", *piece[1].at)
        regions = tuple(spec if isinstance(spec, ir.Region) else self.region(spec[0], spec[1])
                        for spec in generic.regions)
        return ir.Operation(raw.name, tuple(n for n, _ in operands),
                            self._result_names(raw, len(generic.result_types)), tuple(operand_types),
                            tuple(generic.result_types), generic.attributes, regions,
                            successors=generic.successors)
