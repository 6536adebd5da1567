"""Modules printed back as MLIR text that MLIR's parser (and ours) reads back.

Ops print in their pretty form (syntax.py) when their op-table row has one and
the form can spell the op's attributes exactly, else in the generic form
``"name"(%a) <{inherent}> ({regions}) {other attrs} : (T) -> R``;
``generic=True`` prints every op (modules and functions included) generically.
SSA values keep their source names; names MLIR cannot read (the parser's
internal ones, such as unnamed results) get fresh names ``%vN``. Source
locations (``loc(...)``) are printed when given (``-mlir-print-debuginfo``, cli/debuginfo.py). Output size is linear in the IR:
dense literals with more than element_text.HEX_ELEMENT_LIMIT elements print as hex.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any, Sequence

from ..ir import attributes as A
from ..ir import module as ir
from ..ir.attribute_text import attribute_text, dict_text, string_text, symbol_text
from ..text.syntax import forms as syntax
from ..ir.ods_defaults import declared_attributes, held_attributes, pretty_attributes
from ..dialect_hooks import DIALECTS
from ..optable import OP_TABLE
from ..ir.types import FunctionType

_VALUE_NAME = re.compile(r"%(\d+|[A-Za-z_$.-][\w$.-]*)")
_FUNC_INHERENT = ("sym_name", "function_type", "sym_visibility", "arg_attrs", "res_attrs")
_MODULE_INHERENT = ("sym_name", "sym_visibility")


# --- Operations -----------------------------------------------------------------------

class _Printer:
    """Prints ops, keeping track of indentation and of the SSA names it had to change."""

    def __init__(self, top: ir.Operation, generic: bool, locations: Any = None):
        self.generic = generic
        self.locations = locations
        """``-mlir-print-debuginfo``'s ``loc(...)`` texts, or None: ``op(op)`` is asked before the op's
        regions are printed, ``arg(block, index)`` where an argument is defined with its type
        (the order of MLIR's AliasInitializer walk)."""
        self.indent = 0
        self.rename: dict[str, str] = {}
        self.taken = {name.partition("#")[0] for op in top.walk() for name in op.results}
        self.taken.update(name for op in top.walk() for region in op.regions
                          for block in region.blocks for name, _ in block.arguments)
        self.counter = 0
        self.in_func = False
        """Whether the op being printed sits right in a ``func.func``'s region, whose default
        dialect is ``func`` (MLIR's printer pushes each region's parent's default dialect)."""
        self.types: dict[str, Any] = {}
        """Type of each SSA value at its definition (pretty forms may take operand types from there)."""

    # -- names -------------------------------------------------------------------------
    def fresh(self) -> str:
        while f"%v{self.counter}" in self.taken:
            self.counter += 1
        name = f"%v{self.counter}"
        self.taken.add(name)
        return name

    def use(self, name: str) -> str:
        return self.rename.get(name, name)

    def uses(self, names: Sequence[str]) -> str:
        return ", ".join(self.rename.get(n, n) for n in names)

    def arg_name(self, name: str, type_: Any = None) -> str:
        """The printed name of a block argument being defined."""
        self.types[name] = type_
        if _VALUE_NAME.fullmatch(name):
            self.rename.pop(name, None)
            return name
        self.rename[name] = new = self.fresh()
        return new

    def result_names(self, results: Sequence[str]) -> str:
        """``%0``, ``%0:2``, ``%a, %b`` (results named as in the source when MLIR can read them)."""
        groups, i = [], 0
        while i < len(results):
            base, sep, index = results[i].partition("#")
            if not _VALUE_NAME.fullmatch(base) or (sep and index != "0"):
                break
            if not sep:
                self.rename.pop(base, None)
                groups.append(base)
                i += 1
                continue
            count = 1
            while i + count < len(results) and results[i + count] == f"{base}#{count}":
                count += 1
            groups.append(f"{base}:{count}")
            for n in range(count):
                self.rename.pop(f"{base}#{n}", None)
            i += count
        else:
            return ", ".join(groups)
        base = self.fresh()
        if len(results) == 1:
            self.rename[results[0]] = base
            return base
        for n, name in enumerate(results):
            self.rename[name] = f"{base}#{n}"
        return f"{base}:{len(results)}"

    # -- pieces the pretty forms use -------------------------------------------------------
    def attr(self, value: Any) -> str:
        return attribute_text(value)

    def attr_dict(self, attributes: dict, *, keyword: bool = False) -> str:
        if not attributes:
            return ""
        return (" attributes " if keyword else " ") + dict_text(attributes, pretty=True)

    def region(self, region: ir.Region, *, header: bool = True, names: Sequence[str] | None = None) -> str:
        """``{`` blocks ``}``; without ``header`` the entry block's arguments are named by the op
        (``names`` gives their printed names, else their own)."""
        lines = ["{"]
        outer = self.indent
        saved = dict(self.rename) if names is not None else None
        for index, block in enumerate(region.blocks):
            if index == 0 and not header:
                for (name, type_), printed in zip(block.arguments, names or [n for n, _ in block.arguments]):
                    self.types[name] = type_
                    if name != printed:
                        self.rename[name] = printed
            elif index or block.arguments:
                label = block.label or f"^bb{index}"
                args = ", ".join(f"{self.arg_name(n, t)}: {t}{self.arg_location(block, i)}"
                                 for i, (n, t) in enumerate(block.arguments))
                lines.append(" " * outer + label + (f"({args})" if args else "") + ":")
            self.indent = outer + 2
            for op in block.operations:  # loops, not generators: fewer frames per nesting level
                lines.append(" " * self.indent + self.op(op))
        self.indent = outer
        if saved is not None:
            self.rename = saved
        lines.append(" " * outer + "}")
        return "\n".join(lines)

    def arg_location(self, block: ir.Block, index: int) -> str:
        """`` loc(...)`` after a block argument defined with its type (``-mlir-print-debuginfo``)."""
        return "" if self.locations is None else " " + self.locations.arg(block, index)

    def entry_names(self, block: ir.Block) -> list[str]:
        return [self.arg_name(name, type_) for name, type_ in block.arguments]

    # -- operations --------------------------------------------------------------------------
    def op(self, op: ir.Operation) -> str:
        """One op (its first line unindented, nested lines indented absolutely)."""
        in_func, self.in_func = self.in_func, op.name == "func.func"  # for the ops of its regions
        try:
            return self._op(op, in_func)
        finally:
            self.in_func = in_func

    def _op(self, op: ir.Operation, in_func: bool) -> str:
        body = None
        location = None if self.locations is None else self.locations.op(op)
        if not self.generic:
            if op.name == "func.func":
                body = self.func(op)
            elif op.name == "builtin.module":
                body = self.module(op)
            elif op.name.partition(".")[0] in DIALECTS:  # VHLO's declared forms (func_v1)
                body = DIALECTS[op.name.partition(".")[0]].print_pretty(op, self)
            else:
                row = OP_TABLE.get(op.name)
                if row is not None and row.syntax is not None and \
                        (not op.successors or row.syntax.kind == "branch") and \
                        all(self.types.get(n, t) == t for n, t in zip(op.operands, op.operand_types)):
                    shown = pretty_attributes(op.name, op.attributes)
                    body = syntax.print_pretty(row.syntax, op if shown is op.attributes else
                                               dataclasses.replace(op, attributes=shown), self)
                    if body is not None:
                        name = op.name
                        if in_func and name in ("func.return", "func.call", "func.call_indirect", "func.constant"):
                            name = name[len("func."):]
                        body = name + body
        if body is None:
            body = self.generic_op(op)
        if location is not None:
            body += " " + location
        self.types.update(zip(op.results, op.result_types))
        results = self.result_names(op.results) if op.results else ""
        return f"{results} = {body}" if results else body

    def generic_op(self, op: ir.Operation) -> str:
        row = OP_TABLE.get(op.name)
        # A dialect-prefixed name (mhlo.backend_config, which the op table reads too) is discardable.
        inherent = {a for a in row.attrs if "." not in a} | declared_attributes(op.name) if row is not None else set()
        if op.name == "func.func":
            inherent = set(_FUNC_INHERENT)
        elif op.name == "builtin.module":
            inherent = set(_MODULE_INHERENT)
        elif op.name.partition(".")[0] in DIALECTS:  # VHLO's inherent attributes: its op table
            inherent = DIALECTS[op.name.partition(".")[0]].inherent_attributes(op.name)
        held = held_attributes(op.name, op.attributes)
        props = {k: v for k, v in held.items() if k in inherent}
        others = {k: v for k, v in held.items() if k not in inherent}
        text = f"{string_text(op.name)}({self.uses(op.operands)})"
        if op.successors:
            text += "[" + ", ".join(op.successors) + "]"
        if props:
            text += f" <{dict_text(props)}>"
        regions = op.regions
        if op.name == "func.func" and not regions:
            regions = (ir.Region([]),)
        if regions:
            printed = []
            for region in regions:
                printed.append(self.region(region))
            text += " (" + ", ".join(printed) + ")"
        if others:
            text += " " + dict_text(others)
        return text + " : " + str(FunctionType(tuple(op.operand_types), tuple(op.result_types)))

    def func(self, op: ir.Operation) -> str | None:
        """``func.func [private] @f(%arg0: T {attrs}) -> (R {attrs}) attributes {...} {...}``."""
        attrs = op.attributes
        name, ftype = attrs.get("sym_name"), attrs.get("function_type")
        visibility = attrs.get("sym_visibility")
        if not isinstance(name, str) or not isinstance(ftype, A.TypeAttr) or \
                not isinstance(ftype.type, FunctionType) or visibility not in (None, "private", "public", "nested"):
            return None
        inputs, outputs = ftype.type.inputs, ftype.type.results
        arg_attrs = attrs.get("arg_attrs", ({},) * len(inputs))
        res_attrs = attrs.get("res_attrs", ({},) * len(outputs))
        for given, count in ((arg_attrs, len(inputs)), (res_attrs, len(outputs))):
            if not isinstance(given, tuple) or len(given) != count or \
                    not all(isinstance(d, dict) for d in given):
                return None
        if len(op.regions) > 1:
            return None
        if op.regions:
            entry = op.regions[0].entry if op.regions[0].blocks else None
            if entry is None or tuple(t for _, t in entry.arguments) != tuple(inputs):
                return None
            arg_names = [self.arg_name(n, t) + ": " for n, t in entry.arguments]
            arg_locations = [self.arg_location(entry, i) for i in range(len(inputs))]
        else:
            arg_names = arg_locations = [""] * len(inputs)
        args = ", ".join(f"{n}{t}" + (" " + dict_text(d) if d else "") + loc
                         for n, t, d, loc in zip(arg_names, inputs, arg_attrs, arg_locations))
        text = "func.func " + (f"{visibility} " if visibility else "") + f"{symbol_text(name)}({args})"
        if outputs:
            results = [f"{t}" + (" " + dict_text(d) if d else "") for t, d in zip(outputs, res_attrs)]
            single = len(outputs) == 1 and not res_attrs[0] and not isinstance(outputs[0], FunctionType)
            text += " -> " + (results[0] if single else "(" + ", ".join(results) + ")")
        others = {k: v for k, v in attrs.items() if k not in _FUNC_INHERENT}
        if others:
            text += " attributes " + dict_text(others)
        if op.regions:
            text += " " + self.region(op.regions[0], header=False)
        return text

    def module(self, op: ir.Operation) -> str | None:
        """``module [@name] [attributes {...}] {...}``."""
        name = op.attributes.get("sym_name")
        if (name is not None and not isinstance(name, str)) or len(op.regions) != 1 or \
                len(op.regions[0].blocks) != 1 or op.regions[0].entry.arguments or op.operands or op.results:
            return None
        text = "module" + (f" {symbol_text(name)}" if name is not None else "")
        others = {k: v for k, v in op.attributes.items() if k != "sym_name"}
        if others:
            text += " attributes " + dict_text(others)
        return text + " " + self.region(op.regions[0])


def print_op(op: ir.Operation, *, generic: bool = False) -> str:
    """One operation (and everything nested in it) as MLIR text."""
    return _Printer(op, generic).op(op)


def print_module(module: ir.Module, *, generic: bool = False, aliases: bool = True, locations: Any = None) -> str:
    """The whole module as MLIR text, ending with a newline (aliases first, see :func:`with_aliases`;
    none with ``aliases=False``, MLIR's ``--mlir-print-local-scope``). ``locations``
    (``-mlir-print-debuginfo``, cli/debuginfo.py) gives the ops' and block arguments' ``loc(...)``:
    when it has ``collect``, the module is printed once for it to see which locations the text
    holds, in order (the output discarded), then again; its ``header`` and ``trailer``
    (the location aliases' definitions) go before and after the module."""
    if locations is not None and hasattr(locations, "collect"):
        _Printer(module.op, generic, locations.collect).op(module.op)
    text = _Printer(module.op, generic, locations).op(module.op) + "\n"
    if locations is not None:
        text += locations.trailer()
    text = with_aliases(text) if aliases else text
    return text if locations is None else locations.header() + text


_ALIAS_NAMES = {"#sparse_tensor.encoding<": "sparse"}
"""Dialect attributes that their dialect's OpAsmDialectInterface names (by the text they start
with): MLIR's printer defines ``#sparse = #sparse_tensor.encoding<...>`` at the top and prints
``#sparse`` where the attribute is used."""


def with_aliases(text: str) -> str:
    """``text`` with MLIR's attribute aliases: each distinct aliasable attribute, in order of first
    appearance, gets its dialect's name, suffixed ``1``, ``2`` ... after the first of that name
    (AsmPrinter's AliasInitializer), defined on a line of its own before the module."""
    found: dict[str, str] = {}
    counts: dict[str, int] = {}
    pieces, position = [], 0
    starts = re.compile("|".join(re.escape(prefix) for prefix in _ALIAS_NAMES))
    for match in starts.finditer(text):
        if match.start() < position:
            continue
        end = _closing_angle(text, match.end())
        if end is None:
            continue
        attr = text[match.start():end]
        if attr not in found:
            base = _ALIAS_NAMES[match.group()]
            count = counts.get(base, 0)
            counts[base] = count + 1
            found[attr] = "#" + base + (str(count) if count else "")
        pieces.append(text[position:match.start()])
        pieces.append(found[attr])
        position = end
    if not found:
        return text
    pieces.append(text[position:])
    return "".join(f"{alias} = {attr}\n" for attr, alias in found.items()) + "".join(pieces)


def _closing_angle(text: str, start: int) -> int | None:
    """The index after the ``>`` that closes the ``<`` just before ``start`` (``->`` is no bracket)."""
    depth = 1
    for index in range(start, len(text)):
        char = text[index]
        if char == "<":
            depth += 1
        elif char == ">" and text[index - 1] != "-":
            depth -= 1
            if not depth:
                return index + 1
        elif char == "\n":
            return None
    return None


__all__ = ["print_module", "print_op", "attribute_text", "dict_text", "with_aliases"]
