"""StableHLO <-> VHLO over whole modules (upstream's ``--stablehlo-legalize-to-vhlo`` and
``--vhlo-legalize-to-stablehlo`` passes). Both return a new module; the input is unchanged.

Ops of other dialects stay as they are when allowed; values crossing between them and
VHLO ops go through ``builtin.unrealized_conversion_cast``, as MLIR's dialect conversion
materializes them, and those casts are folded away on the way back.
"""
from __future__ import annotations

from typing import Any, Callable

from ..ir import attributes as A
from ..ir import module as ir
from ..diagnostics import Diagnostic, Loc
from . import attr_convert, op_rules, optable, type_convert, use_lists
from .attr_convert import boolean, integer, ints_tensor, string, va

CAST = "builtin.unrealized_conversion_cast"
_ISOLATED = ("builtin.module", "func.func", "vhlo.func_v1")


class LegalizeError(Diagnostic):
    """An op that VHLO (or StableHLO) cannot express."""


def illegal(op: ir.Operation) -> LegalizeError:
    return LegalizeError(op.loc or Loc("<unknown>", 0, 0),
                         f"failed to legalize operation '{op.name}' that was explicitly marked illegal")


def _copy(op: ir.Operation, name: str | None = None, attributes: dict | None = None, operand_types=None,
          result_types=None) -> ir.Operation:
    return ir.Operation(op.name if name is None else name, op.operands, op.results,
                        op.operand_types if operand_types is None else operand_types,
                        op.result_types if result_types is None else result_types,
                        op.attributes if attributes is None else attributes, op.regions, op.loc, op.location,
                        op.successors)


class _Rewriter:
    """Rewrites every op of a module with ``convert_op(op, parent op name)``, converting
    block argument types with ``convert_type``. Ops that ``keep`` says stay are copied (after
    ``check`` accepts them). With ``materialize``, a value used on the other side of the
    conversion goes through one cast placed right after its definition, as MLIR's dialect
    conversion materializes it; else kept ops get their types converted too (as upstream's
    AttrTypeReplacer does)."""

    def __init__(self, convert_type: Callable[[Any], Any], keep: Callable[[ir.Operation], bool],
                 check: Callable[[ir.Operation], None], materialize: bool):
        self.convert_type = convert_type
        self.keep = keep
        self.check = check
        self.materialize = materialize
        self.count = 0
        self.made: list[ir.Operation] = []  # the casts, in the order they were made
        self.unconverted: set[str] = set()  # values defined with their original type
        self.used_by: dict[bool, set[str]] = {True: set(), False: set()}  # kept? -> values they use
        self.cast_of: dict[str, str] = {}
        self.type_memo: dict[int, tuple] = {}
        self.tuple_memo: dict[tuple, tuple] = {}

    def types(self, op: ir.Operation, types: tuple) -> tuple:
        """The converted ``types`` (memoized by the identities of the tuple's types)."""
        key = tuple(map(id, types))
        found = self.tuple_memo.get(key)
        if found is None or found[0] != types:
            found = self.tuple_memo[key] = (types, self._types(op, types))
        return found[1]

    def _types(self, op: ir.Operation, types: tuple) -> tuple:
        try:
            out = tuple([self._type(t) for t in types])
        except ValueError:
            raise illegal(op) from None
        if None in out:
            raise illegal(op)
        return out

    def _type(self, t: Any) -> Any:
        """``convert_type(t)``, memoized by identity (the reader shares type objects)."""
        found = self.type_memo.get(id(t))
        if found is None or found[0] is not t:
            found = self.type_memo[id(t)] = (t, self.convert_type(t))
        return found[1]

    def region(self, region: ir.Region, convert_op: Callable, parent: ir.Operation, kept: bool) -> ir.Region:
        """``region`` rewritten; a function or module starts a new scope of value names."""
        if parent.name not in _ISOLATED:
            return self._region(region, convert_op, parent, kept)
        outer = self.unconverted, self.used_by, self.cast_of
        self.unconverted, self.used_by, self.cast_of = set(), {True: set(), False: set()}, {}
        if self.materialize:
            for block in region.blocks:
                for op in block.operations:
                    for inner in op.walk():
                        self.used_by[self.keep(inner)].update(inner.operands)
        try:
            return self._region(region, convert_op, parent, kept)
        finally:
            self.unconverted, self.used_by, self.cast_of = outer

    def _region(self, region: ir.Region, convert_op: Callable, parent: ir.Operation, kept: bool) -> ir.Region:
        blocks = []
        for block in region.blocks:
            if kept and self.materialize:
                args = block.arguments
                self.unconverted.update(name for name, _ in args)
            else:
                args = tuple(zip((name for name, _ in block.arguments),
                                 self.types(parent, tuple(t for _, t in block.arguments))))
            ops: list[ir.Operation] = self.casts(block.arguments, kept, parent.loc)
            for op in block.operations:
                ops.extend(self.op(op, convert_op, parent.name))
            blocks.append(ir.Block(args, ops, block.label, block.arg_locations))
        return ir.Region(blocks)

    def op(self, op: ir.Operation, convert_op: Callable, parent: str = "") -> list[ir.Operation]:
        """``op`` rewritten, and the casts of its results that the other side uses."""
        kept = self.keep(op)
        operands = op.operands
        if self.cast_of:
            operands = tuple(self.cast_of[v] if (v in self.unconverted) != kept and v in self.cast_of else v
                             for v in operands)
        if kept:
            self.check(op)
            new = _copy(op)
            new.operands = operands
            if self.materialize:
                self.unconverted.update(op.results)
            else:
                new.operand_types = self.types(op, op.operand_types)
                new.result_types = self.types(op, op.result_types)
        else:
            new = convert_op(op, parent)
            new.operands = operands
        if op.regions:
            new.regions = tuple(self.region(r, convert_op, op, kept) for r in op.regions)
        if new.name == "vhlo.func_v1" and not new.regions:  # a declaration: MLIR's func has an empty region
            new.regions = (ir.Region([]),)
        elif new.name == "func.func":  # ... which the parser spells as no region
            new.regions = tuple(r for r in new.regions if r.blocks)
        return [new] + self.casts(tuple(zip(op.results, op.result_types)), kept, op.loc)

    def casts(self, values: tuple, kept: bool, loc: Any) -> list[ir.Operation]:
        """Casts of the ``values`` (defined by a kept op when ``kept``) that the other side
        uses, each inserted right after the definition (so in reverse order)."""
        if not self.materialize:
            return []
        casts: list[Any] = []
        for value, type_ in values:
            if value not in self.used_by[not kept]:
                continue
            self.count += 1
            name = self.cast_of[value] = f"%cast{self.count}"
            source, target = (type_, self.convert_type(type_)) if kept else (self.convert_type(type_), type_)
            casts.insert(0, ir.Operation(CAST, (value,), (name,), (source,), (target,), {}, loc=loc))
            self.made.append(casts[0])
            if not kept:
                self.unconverted.add(name)
        return casts


# --- StableHLO -> VHLO ------------------------------------------------------------------

def stablehlo_to_vhlo(module: ir.Module, allow_other_dialects: bool = False) -> ir.Module:
    """``--stablehlo-legalize-to-vhlo``: StableHLO and func ops as the current VHLO ops."""
    def keep(op: ir.Operation) -> bool:
        return op.name != "builtin.module" and optable.latest(op.name) is None

    def check(op: ir.Operation) -> None:
        if not allow_other_dialects or op.name.startswith(("stablehlo.", "func.")):
            raise illegal(op)
        _verify_kept(op)

    def convert_type(t: Any) -> Any:
        return type_convert.to_vhlo(t, allow_other_dialects)

    rewriter = _Rewriter(convert_type, keep, check, materialize=True)

    def convert_op(op: ir.Operation, parent: str) -> ir.Operation:
        if op.name == "builtin.module":
            return _copy(op)
        row = optable.latest(op.name)
        attributes = _attributes_to_vhlo(op, row.base, allow_other_dialects)
        return _copy(op, name=row.name, attributes=attributes, operand_types=rewriter.types(op, op.operand_types),
                     result_types=rewriter.types(op, op.result_types))

    converted = ir.Module(rewriter.op(module.op, convert_op)[0])
    if rewriter.made:
        converted.op.cache[use_lists.MATERIALIZED] = rewriter.made
    return converted


def _verify_kept(op: ir.Operation) -> None:
    """Upstream verifies the module after the conversion: ``interpreter.run_parallel`` then
    finds no ``func.func`` for its programs (they are ``vhlo.func_v1`` now)."""
    if op.name == "interpreter.run_parallel":
        for replica in op.attributes.get("programs", ()):
            for program in replica if isinstance(replica, tuple) else (replica,):
                name = program.name if isinstance(program, A.SymbolRefAttr) else str(program)
                raise LegalizeError(op.loc or Loc("<unknown>", 0, 0),
                                    f"'{op.name}' op Function \"{name}\" not found")


def _attributes_to_vhlo(op: ir.Operation, base: str, allow_other_dialects: bool) -> dict[str, Any]:
    present = op.attributes
    out: dict[str, Any] = {}
    if base == "select_and_scatter" and "window_dimensions" not in present:
        raise illegal(op)
    for name, (make, _) in op_rules.DEFAULTS.get(base, {}).items():
        source = "channel_handle" if name == "channel_id" else name
        if source not in present:
            out[name] = make(op)
    if base == "dot_general" and "algorithm" not in present:
        out.update((name, op_rules.none_type_attr()) for name in op_rules.DOT_ALGORITHM)
    structs = op_rules.STRUCTS.get(base, {})
    for name, value in present.items():
        if name in structs:
            exploded = _explode(structs[name], value)
            if exploded is None:
                raise illegal(op)
            out.update(exploded)
            continue
        converted = _special_to_vhlo(base, name, value)
        if converted is None:
            converted = attr_convert.to_vhlo(value, allow_other_dialects)
        if converted is None or converted is False:
            raise illegal(op)
        out[name] = converted
    return out


def _special_to_vhlo(base: str, name: str, value: Any) -> Any:
    """Upstream's ``convertSpecial``: None when the attribute converts by kind;
    False when it is malformed."""
    if name in op_rules.UNIT_FLAGS.get(base, ()):
        return boolean(True) if value is A.UNIT else False
    if base == "custom_call" and name == "api_version":
        number = value.value if isinstance(value, A.IntegerAttr) else None
        if isinstance(value, A.EnumAttr) and value.value in op_rules.API_VERSIONS:
            return va("api_version_v1", value.value)
        return va("api_version_v1", op_rules.API_VERSIONS[number]) if number in range(5) else False
    symbols = op_rules.SYMBOLS.get(base, {})
    if name in symbols:
        items = value if symbols[name] else (value,)
        if not isinstance(items, tuple) or not all(isinstance(s, A.SymbolRefAttr) and len(s.path) == 1 for s in items):
            return False
        strings = tuple(string(s.path[0]) for s in items)
        return va("array_v1", strings) if symbols[name] else strings[0]
    return None


def _explode(struct: op_rules.Struct, value: Any) -> dict[str, Any] | None:
    if not (isinstance(value, A.StructAttr) and value.kind == struct.kind):
        return None
    out = {}
    for field, name, kind in struct.fields:
        item = value.get(field, () if kind == "ints" else None)
        if kind == "ints":
            out[name] = ints_tensor(tuple(item))
        elif kind == "int":
            out[name] = integer(int(item or 0))
        elif kind == "bool":
            out[name] = boolean(bool(item))
        else:
            converted = type_convert.to_vhlo(A.as_type(item))
            if converted is None:
                return None
            out[name] = va("type_v1", converted)
    return out


# --- VHLO -> StableHLO ------------------------------------------------------------------

def vhlo_to_stablehlo(module: ir.Module) -> ir.Module:
    """``--vhlo-legalize-to-stablehlo`` of a module whose VHLO ops are current."""
    def keep(op: ir.Operation) -> bool:
        return not op.name.startswith("vhlo.") and op.name != "builtin.module"

    rewriter = _Rewriter(type_convert.to_builtin, keep, lambda op: None, materialize=False)
    names: dict[tuple[str, bool], tuple[str, str]] = {}  # (VHLO name, in a function) -> (base, new name)
    attribute_memo: dict[tuple, tuple] = {}  # (base, (name, id(value))...) -> (values, converted)

    def convert_op(op: ir.Operation, parent: str) -> ir.Operation:
        if op.name == "builtin.module":
            return _copy(op)
        in_function = parent == "vhlo.func_v1"
        named = names.get((op.name, in_function))
        if named is None:
            row = optable.vhlo_op(op.name)
            if row is None or row is not optable.versions_of(row.base)[-1]:
                raise illegal(op)
            named = names[(op.name, in_function)] = (row.base, optable.stablehlo_name(row, in_function))
        base, name = named
        # the reader shares attribute objects between ops: convert each combination once
        key = (base, tuple([(attr, id(value)) for attr, value in op.attributes.items()]))
        found = attribute_memo.get(key)
        if found is None:
            try:
                found = attribute_memo[key] = (tuple(op.attributes.values()), _attributes_to_stablehlo(op, base))
            except (ValueError, KeyError, IndexError, TypeError, AttributeError):
                raise illegal(op) from None
        return _copy(op, name=name, attributes=dict(found[1]),
                     operand_types=rewriter.types(op, op.operand_types),
                     result_types=rewriter.types(op, op.result_types))

    return ir.Module(fold_casts(rewriter.op(module.op, convert_op)[0]))


def _attributes_to_stablehlo(op: ir.Operation, base: str) -> dict[str, Any]:
    attrs = dict(op.attributes)
    defaults = op_rules.DEFAULTS.get(base, {})
    for name, (_, is_default) in defaults.items():
        if name in ("operand_layouts", "result_layouts"):
            continue
        if name in attrs and is_default(attrs[name]):
            del attrs[name]
    if base == "custom_call" and all(defaults["operand_layouts"][1](attrs.get(n)) if n in attrs else False
                                     for n in ("operand_layouts", "result_layouts")):
        del attrs["operand_layouts"], attrs["result_layouts"]
    out: dict[str, Any] = {}
    for name, struct in op_rules.STRUCTS.get(base, {}).items():
        imploded = _implode(struct, attrs)
        if imploded is not None:
            out[name] = imploded
    flags = op_rules.UNIT_FLAGS.get(base, ())
    symbols = op_rules.SYMBOLS.get(base, {})
    arrays = op_rules.DENSE_ARRAYS.get(base, {})
    for name, value in attrs.items():
        if name in flags:
            if value.params[0]:
                out[name] = A.UNIT
        elif name in symbols:
            items = value.params[0] if symbols[name] else (value,)
            refs = tuple(A.SymbolRefAttr((s.params[0],)) for s in items)
            out[name] = refs if symbols[name] else refs[0]
        elif base == "custom_call" and name == "api_version":
            out[name] = A.IntegerAttr(op_rules.API_VERSIONS.index(value.params[0]), "i32")
        elif name in arrays:
            array = attr_convert.to_stablehlo(value).array.reshape(-1)
            out[name] = A.DenseArrayAttr(arrays[name], tuple(bool(v) if arrays[name] == "i1" else int(v)
                                                             for v in array.tolist()))
        else:
            out[name] = attr_convert.to_stablehlo(value)
    return out


def _implode(struct: op_rules.Struct, attrs: dict[str, Any]) -> A.StructAttr | None:
    """The struct of the VHLO attributes that spell it (removed from ``attrs``), None when
    they are absent (an omitted channel, no dot algorithm)."""
    names = [name for _, name, _ in struct.fields]
    if names[0] not in attrs:
        return None
    values = [attrs.pop(name) for name in names]
    if struct.kind == "dot_algorithm" and values[3] == op_rules.none_type_attr():
        return None
    fields = []
    for (field, _, kind), value in zip(struct.fields, values):
        if kind == "ints":
            item = tuple(int(v) for v in attr_convert.to_stablehlo(value).array.reshape(-1).tolist())
            if struct.omit_empty and not item:
                continue
        elif kind == "int":
            item = int(value.params[1])
        elif kind == "bool":
            item = bool(value.params[0])
        else:
            item = A.TypeAttr(type_convert.to_builtin(value.params[0]))
        fields.append((field, item))
    fields.extend(struct.fixed)
    return A.StructAttr(struct.kind, tuple(fields))


def fold_casts(top: ir.Operation) -> ir.Operation:
    """Drops ``unrealized_conversion_cast`` ops between equal types, renaming their uses. Names are
    scoped by region (sibling regions reuse them): a region's renames hold in it and the regions
    nested in it."""
    for region in top.regions:
        _fold_region(region, {})
    return top


def _is_cast(op: ir.Operation) -> bool:
    return op.name == CAST and len(op.operands) == 1 and len(op.results) == 1 and op.operand_types == op.result_types


def _fold_region(region: ir.Region, inherited: dict[str, str]) -> None:
    casts: dict[str, str] = {}
    shadowed = []
    for block in region.blocks:
        shadowed += [name for name, _ in block.arguments if name in inherited]
        for op in block.operations:
            shadowed += [name for name in op.results if name in inherited]
            if _is_cast(op):
                casts[op.results[0]] = op.operands[0]
    renames = dict(inherited) if casts or shadowed else inherited  # most regions hold no cast
    for name in shadowed:
        renames.pop(name, None)
    for name, source in casts.items():
        seen = {name}
        while source in casts and source not in seen:  # a chain of casts, in any order
            seen.add(source)
            source = casts[source]
        renames[name] = renames.get(source, source)
    for block in region.blocks:
        kept = []
        for op in block.operations:
            if _is_cast(op):
                continue
            if renames:
                op.operands = tuple(renames.get(v, v) for v in op.operands)
            for inner in op.regions:
                _fold_region(inner, renames)
            kept.append(op)
        block.operations[:] = kept
