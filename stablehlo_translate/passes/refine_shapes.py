"""``--stablehlo-refine-shapes``: static shapes propagated through the entry function and the
functions it calls, as upstream's StablehloRefineShapes pass does.

The entry function (``@main`` or the only one) is refined op by op, top down, until nothing
changes: integer shape computations on constants fold (shape_folding.py); result types are met
with what the ops' shape functions infer from the refined operand types and constant operand
values (:func:`~stablehlo_translate.verification.inference.infer_op_types`, the engine
``--infer`` uses) or, for the ops upstream refines by dedicated patterns, with the shape their
constant shape operands give (refine_patterns.py); ``while`` regions take their operands' types;
``operand_wrapper`` custom calls (refine_arguments.py) disappear; function results take the
refined types of what ``func.return`` returns. A value used by an op outside StableHLO, CHLO,
``func.return`` and ``func.call`` keeps its type, as upstream refuses that refinement.

A ``func.call`` refines its callee for the call's refinement key (leading tokens, then leading
scalar integer constants — the dimension arguments, which are dropped from the call and the
callee and become constants in it —, then the other arguments' types); a callee refined with
another key, or recursively, is upstream's error. A call whose callee returns only constants
and is free of effects becomes those constants; constant results of other calls replace their
uses. Constants are hoisted to the function's entry and merged, and unused pure ops erased,
as MLIR's greedy rewrite driver does.
"""
from __future__ import annotations

from typing import NamedTuple, Sequence

import numpy as np

from ..diagnostics import Diagnostic, UNKNOWN_LOC
from ..ir.attributes import DenseElementsAttr, TypeAttr
from ..ir.module import Block, Module, Operation, function_type
from ..ir.types import FunctionType, TensorType, TokenType, Type
from ..verification.inference import meet
from ..verification.verifier import CONSTANT_OPS, constant_value, op_error
from . import refine_patterns
from .refine_arguments import refine_function_arguments, refinement_target
from .shape_folding import fold
from .shape_values import FunctionValues, erase_dead_ops, fresh_namer, is_pure, uniquify_names

MAX_ROUNDS = 64
"""Rounds over a function before refinement stops (each round refines or folds something)."""


def refine_shapes(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    func = refinement_target(module)
    if func is None:
        return module
    found: list[Diagnostic] = []
    state = RefineState(module, found)
    key = Key(func, 0, (), function_type(func).inputs)
    if not state.refine_function(key):
        found.append(Diagnostic(func.loc or UNKNOWN_LOC, "Failed to refine entry function"))
    diagnostics.extend(found)
    if found:  # upstream's pass stops only for the entry; the verifier then reports the rest
        from ..verification.verifier import verify_module

        diagnostics.extend(verify_module(module))
    return module


def specialize(module: Module, arg_types: Sequence[Type]) -> Module:
    """``module`` with its entry function specialized for ``arg_types`` in place, as
    ``stablehlo-refine-arguments{types=...},stablehlo-refine-shapes,func.func(stablehlo-
    canonicalize-dynamism)`` does; the first error raises its Diagnostic."""
    from .canonicalize_dynamism import canonicalize_dynamism
    from .refine_arguments import refine_arguments

    diagnostics: list = []
    refine_arguments(module, {"types": ",".join(map(str, arg_types))}, diagnostics)
    for step in (refine_shapes, canonicalize_dynamism):
        step(module, {}, diagnostics)
        errors = [d for d in diagnostics if d.severity == "error"]
        if errors:
            raise errors[0]
    return module


class Key(NamedTuple):
    """Upstream's RefinementKey: a function, its leading token arguments, the values of its
    dimension arguments and the types of the rest."""

    func: Operation
    tokens: int
    dims: tuple[int, ...]
    types: tuple[Type, ...]

    def argument_types(self) -> tuple[Type, ...]:
        """All but the dimension arguments' types."""
        return (TokenType(),) * self.tokens + tuple(self.types)

    def __str__(self) -> str:
        return (f"RefinementKey({self.func.attributes['sym_name']}, toks={self.tokens}, "
                f"dim_args=[{', '.join(map(str, self.dims))}], fn_args=[{', '.join(map(str, self.types))}])")


def call_key(op: Operation, callee: Operation, values: FunctionValues, operand_types: Sequence[Type]) -> Key:
    """The refinement key of ``func.call`` ``op`` (RefinementKey::fromCallOp)."""
    tokens = 0
    while tokens < len(op.operands) and isinstance(operand_types[tokens], TokenType):
        tokens += 1
    dims: list[int] = []
    for name, t in zip(op.operands[tokens:], operand_types[tokens:]):
        value = values.value(name)
        if not isinstance(t, TensorType) or t.shape != () or not refine_patterns.integer_element(t) or value is None:
            break
        dims.append(int(value.reshape(-1)[0]))
    return Key(callee, tokens, tuple(dims), tuple(operand_types[tokens + len(dims):]))


class RefineState:
    """Per-module state: each refined function's key, the functions being refined, effects."""

    def __init__(self, module: Module, diagnostics: list[Diagnostic]):
        self.functions = {op.attributes.get("sym_name"): op for op in module.body if op.name == "func.func"}
        self.diagnostics = diagnostics
        self.keys: dict[str, Key] = {}
        self.stack: list[str] = []
        self.effect_free: dict[str, bool | None] = {}

    def error(self, diagnostic: Diagnostic) -> bool:
        if not any((d.loc, d.message) == (diagnostic.loc, diagnostic.message) for d in self.diagnostics):
            self.diagnostics.append(diagnostic)
        return False

    def refine_function(self, key: Key) -> bool:
        """refineFunction: refines ``key.func`` for ``key`` once; False after an error."""
        func, name = key.func, key.func.attributes["sym_name"]
        previous = self.keys.get(name)
        if previous is not None:
            if (key.dims and previous.dims != key.dims) or key.argument_types() != previous.argument_types():
                return self.error(op_error(func, f"refined with incompatible refinement keys:\n  curr={key}\n"
                                                 f"  prev={previous}"))
            if name in self.stack:
                return self.error(op_error(func, f"Function {name} is being refined recursively\n"))
            return True
        self.stack.append(name)
        self.keys[name] = key
        try:
            if len(func.regions[0].blocks) != 1:
                return self.error(op_error(func, "must have exactly one block"))
            uniquify_names(func)
            if not self._bind_dimension_arguments(key):
                return False
            error = refine_function_arguments(func, key.argument_types())
            if error is not None:
                return self.error(error)
            FunctionRefiner(self, func).run()
            return True
        finally:
            self.stack.pop()

    def _bind_dimension_arguments(self, key: Key) -> bool:
        """The dimension arguments become constants of their values and leave the signature."""
        if not key.dims:
            return True
        func = key.func
        block = func.regions[0].entry
        fresh = fresh_namer(func)
        first, end = key.tokens, key.tokens + len(key.dims)
        constants, renamed = [], {}
        for (name, arg_type), value in zip(block.arguments[first:end], key.dims):
            if not isinstance(arg_type, TensorType):
                return self.error(op_error(func, "expected global constant argument to be shaped"))
            array = np.full(arg_type.shape or (), value).astype(arg_type.dtype)
            new = fresh()
            constants.append(Operation("stablehlo.constant", (), (new,), (), (arg_type,),
                                       {"value": DenseElementsAttr(arg_type, array)}, loc=func.loc))
            renamed[name] = new
        rename_operands(func, renamed)
        block.operations[:0] = constants
        block.arguments = block.arguments[:first] + block.arguments[end:]
        signature = function_type(func)
        func.attributes["function_type"] = TypeAttr(FunctionType(signature.inputs[:first] + signature.inputs[end:],
                                                                 signature.results))
        if isinstance(func.attributes.get("arg_attrs"), tuple):
            attrs = func.attributes["arg_attrs"]
            func.attributes["arg_attrs"] = attrs[:first] + attrs[end:]
        func.cache.clear()
        return True

    def is_effect_free(self, name: str) -> bool:
        """FunctionEffectAnalysis: no op of the function (or of a function it calls) has effects."""
        if name in self.effect_free:
            return bool(self.effect_free[name])
        func = self.functions.get(name)
        self.effect_free[name] = None  # visiting: a recursive call counts as effectful
        free = func is not None and bool(func.regions and func.regions[0].blocks) and all(
            self._op_effect_free(op) for op in func.walk() if op is not func)
        self.effect_free[name] = free
        return free

    def _op_effect_free(self, op: Operation) -> bool:
        if op.name == "func.call":
            return self.is_effect_free(getattr(op.attributes.get("callee"), "name", ""))
        if op.name in ("func.return", "stablehlo.return"):
            return True
        if op.regions:  # nested ops are checked by the walk
            return is_pure(Operation(op.name, (), (), (), (), op.attributes))
        return is_pure(op)


def rename_operands(func: Operation, renamed: dict[str, str]) -> None:
    """Every use of a key of ``renamed`` in ``func`` uses its value instead (chains followed)."""
    if not renamed:
        return

    def final(name: str) -> str:
        seen = set()
        while name in renamed and name not in seen:
            seen.add(name)
            name = renamed[name]
        return name

    for op in func.walk():
        if op is not func and any(n in renamed for n in op.operands):
            op.operands = tuple(final(n) for n in op.operands)
            op.cache.clear()


class FunctionRefiner:
    """The pattern rounds over one function (applyShapeRefinementPatterns)."""

    def __init__(self, state: RefineState, func: Operation):
        self.state, self.func = state, func
        self.fresh = fresh_namer(func)
        self.types: dict[str, Type] = {}
        self.aliases: dict[str, str] = {}
        self.values = FunctionValues(func)
        self.users: dict[str, list[Operation]] = {}
        self.changed = False
        """Whether this round changed a type in place (replacements are counted by :meth:`block`)."""

    def run(self) -> None:
        for _ in range(MAX_ROUNDS):
            self.values = FunctionValues(self.func)
            self.users = {}
            for op in self.func.walk():
                if op is not self.func:
                    for name in op.operands:
                        self.users.setdefault(name, []).append(op)
            self.types = {name: t for op in self.func.walk() if op is not self.func
                          for name, t in zip(op.results, op.result_types)}
            self.types.update((name, t) for op in self.func.walk() for r in op.regions for b in r.blocks
                              for name, t in b.arguments)
            self.changed = False
            changed = self.block(self.func.regions[0].entry) or self.changed
            rename_operands(self.func, self.aliases)
            self.sync_types()
            changed |= hoist_constants(self.func)
            before = sum(1 for _ in self.func.walk())
            erase_dead_ops(self.func)
            changed |= sum(1 for _ in self.func.walk()) != before
            if not changed:
                break
        self.update_function_type()

    def sync_types(self) -> None:
        """Every op's operand types are its operands' current types."""
        types = {name: t for op in self.func.walk() if op is not self.func
                 for name, t in zip(op.results, op.result_types)}
        types.update((name, t) for op in self.func.walk() for r in op.regions for b in r.blocks
                     for name, t in b.arguments)
        for op in self.func.walk():
            if op is not self.func:
                new = tuple(types.get(n, t) for n, t in zip(op.operands, op.operand_types))
                if new != op.operand_types:
                    op.operand_types = new
                    op.cache.clear()

    def update_function_type(self) -> None:
        """UpdateFunctionTypePattern: results take the refined types ``func.return`` returns."""
        terminator = self.func.regions[0].entry.operations[-1] if self.func.regions[0].entry.operations else None
        if terminator is None or terminator.name != "func.return":
            return
        signature = function_type(self.func)
        if len(terminator.operand_types) != len(signature.results) or terminator.operand_types == signature.results:
            return
        self.func.attributes["function_type"] = TypeAttr(FunctionType(signature.inputs, terminator.operand_types))
        self.func.cache.clear()

    # -- one round ------------------------------------------------------------------------
    def block(self, block: Block) -> bool:
        changed, operations = False, []
        for op in block.operations:
            self.prepare(op)
            replacement = self.visit(op)
            if replacement is None:
                operations.append(op)
                for region in op.regions:
                    for inner in region.blocks:
                        changed |= self.block(inner)
            else:
                operations.extend(replacement)
                changed = True
        block.operations = operations
        return changed

    def prepare(self, op: Operation) -> None:
        """``op`` with replaced operands renamed and its operand types current."""
        if any(n in self.aliases for n in op.operands):
            op.operands = tuple(self._final(n) for n in op.operands)
        new = tuple(self.types.get(n, t) for n, t in zip(op.operands, op.operand_types))
        if new != op.operand_types:
            op.operand_types = new
            op.cache.clear()

    def _final(self, name: str) -> str:
        while name in self.aliases:
            name = self.aliases[name]
        return name

    def visit(self, op: Operation) -> list[Operation] | None:
        """The ops replacing ``op`` (None: kept, maybe with refined types)."""
        if op.name in CONSTANT_OPS:
            return None
        if op.name == "func.call":
            return self.call(op)
        if op.name == "func.return":
            self.unwrap_return_casts(op)
            return None
        folded = fold(op, [self.values.value(n) for n in op.operands])
        if folded is not None:
            self.define(folded)
            return [folded]
        if op.name == "stablehlo.while":
            self.refine_while_regions(op)
        try:
            refined = refine_patterns.refined_result_types(op, self.values)
        except Diagnostic as error:
            self.state.error(error)
            return None
        if refined is not None:
            self.set_result_types(op, refined)
        if op.name == "stablehlo.custom_call" and op.attributes.get("call_target_name") == \
                refine_patterns.OPERAND_WRAPPER and refined is not None:
            if op.operand_types[0] == op.result_types[0]:
                self.aliases[op.results[0]] = op.operands[0]
            return []
        return None

    def define(self, op: Operation) -> None:
        self.values.define(op)
        self.types.update(zip(op.results, op.result_types))

    def set_result_types(self, op: Operation, types: Sequence[Type]) -> bool:
        """refineValues: ``op``'s results met with ``types`` when that adds something and every
        user accepts a refined operand."""
        if len(types) != len(op.result_types):
            return False
        met = [meet(t, current) for t, current in zip(types, op.result_types)]
        if None in met or tuple(met) == op.result_types:
            return False
        for name, old, new in zip(op.results, op.result_types, met):
            if old != new and not all(accepts_refinement(user) for user in self.users.get(name, ())):
                return False
        op.result_types = tuple(met)
        op.cache.clear()
        self.types.update(zip(op.results, met))
        self.changed = True
        return True

    def refine_while_regions(self, op: Operation) -> None:
        """RefineWhileOpPattern: the condition's and body's arguments take the operands' types."""
        for region in op.regions:
            if not region.blocks:
                continue
            block = region.entry
            new = []
            for (name, t), operand in zip(block.arguments, op.operand_types):
                met = meet(operand, t)
                new.append((name, t if met is None else met))
            if len(new) == len(block.arguments) and tuple(new) != block.arguments and all(
                    accepts_refinement(u) for (name, t), (_, n) in zip(block.arguments, new) if t != n
                    for u in self.users.get(name, ())):
                block.arguments = tuple(new)
                self.types.update(new)
                self.changed = True

    def unwrap_return_casts(self, op: Operation) -> None:
        """UpdateFunctionTypePattern: a returned ``unrealized_conversion_cast`` from a more
        specific type is replaced by its operand."""
        for name in op.operands:
            cast = self.values.defs.get(name)
            if cast is None or cast.name != "builtin.unrealized_conversion_cast" or len(cast.operands) != 1 or \
                    len(cast.results) != 1:
                continue
            source, dest = cast.operand_types[0], cast.result_types[0]
            if meet(source, dest) not in (None, dest):
                self.aliases[cast.results[0]] = cast.operands[0]
                self.changed = True
        if any(n in self.aliases for n in op.operands):
            op.operands = tuple(self._final(n) for n in op.operands)
            op.operand_types = tuple(self.types.get(n, t) for n, t in zip(op.operands, op.operand_types))

    # -- calls ------------------------------------------------------------------------------
    def call(self, op: Operation) -> list[Operation] | None:
        """RefineCallOpPattern."""
        callee_name = getattr(op.attributes.get("callee"), "name", None)
        callee = self.state.functions.get(callee_name)
        if callee is None or not callee.regions or not callee.regions[0].blocks:
            return None
        key = call_key(op, callee, self.values, op.operand_types)
        if not self.state.refine_function(key):
            return None
        results = self.constant_results(callee)
        if results and all(r is not None for r in results) and self.state.is_effect_free(callee_name):
            constants = [self.constant(value, op) for value in results]
            for name, const in zip(op.results, constants):
                self.aliases[name] = const.results[0]
                self.define(const)
            return constants
        changed = False
        callee_results = function_type(callee).results
        if tuple(op.result_types) != callee_results:
            if not self.set_result_types(op, callee_results):
                return None
            changed = True
        if key.dims:
            first, end = key.tokens, key.tokens + len(key.dims)
            op.operands = op.operands[:first] + op.operands[end:]
            op.operand_types = op.operand_types[:first] + op.operand_types[end:]
            if isinstance(op.attributes.get("arg_attrs"), tuple):
                attrs = op.attributes["arg_attrs"]
                op.attributes["arg_attrs"] = attrs[:first] + attrs[len(attrs) - len(key.types):] \
                    if key.types else attrs[:first]
            op.cache.clear()
            changed = True
        after = []
        for name, value in zip(op.results, results):
            if value is not None and self.users.get(name) and name not in self.aliases:
                const = self.constant(value, op)
                self.aliases[name] = const.results[0]
                self.define(const)
                after.append(const)
        if after:
            return [op, *after]
        return [op] if changed else None

    @staticmethod
    def constant_results(callee: Operation) -> list[DenseElementsAttr | None]:
        """getConstantResults: per returned value, the integer constant that defines it, else None."""
        block = callee.regions[0].entry
        terminator = block.operations[-1] if block.operations else None
        if terminator is None or terminator.name != "func.return":
            return []
        defs = {name: op for op in callee.walk() if op.name in CONSTANT_OPS for name in op.results}
        found: list[DenseElementsAttr | None] = []
        for name in terminator.operands:
            op = defs.get(name)
            value = constant_value(op) if op is not None else None
            attr = op.attributes.get("value") if op is not None else None
            found.append(attr if value is not None and value.dtype.kind in "biu" and
                         isinstance(attr, DenseElementsAttr) else None)
        return found

    def constant(self, value: DenseElementsAttr, at: Operation) -> Operation:
        return Operation("stablehlo.constant", (), (self.fresh(),), (), (value.type,), {"value": value},
                         loc=at.loc, location=at.location)


def accepts_refinement(user: Operation) -> bool:
    """Users whose operand types may be refined in place (refineValues' allowlist)."""
    return user.name.startswith(("stablehlo.", "chlo.", "sdy.")) or user.name in ("func.return", "func.call")


def hoist_constants(func: Operation) -> bool:
    """Constants move to the start of the function's entry block and equal ones merge, as MLIR's
    OperationFolder uniquing them; True when anything moved or merged."""
    entry = func.regions[0].entry
    seen: dict[tuple, str] = {}
    hoisted: list[Operation] = []
    renamed: dict[str, str] = {}
    moved = False
    index = 0

    def collect(block: Block, top: bool) -> None:
        nonlocal moved, index
        kept = []
        for op in block.operations:
            if op.name in CONSTANT_OPS and len(op.results) == 1 and not op.regions:
                key = (op.name, op.result_types[0], tuple(sorted((k, str(v)) for k, v in op.attributes.items())))
                if key in seen:
                    renamed[op.results[0]] = seen[key]
                    moved = True
                    continue
                seen[key] = op.results[0]
                if not top or index != len(hoisted):
                    moved = True
                hoisted.append(op)
            else:
                kept.append(op)
                for region in op.regions:
                    if not _isolated(op):
                        for inner in region.blocks:
                            collect(inner, False)
            if top:
                index += 1
        block.operations = kept

    collect(entry, True)
    entry.operations[:0] = hoisted
    rename_operands(func, renamed)
    return moved


def _isolated(op: Operation) -> bool:
    return op.name in ("func.func", "builtin.module")


__all__ = ["refine_shapes", "specialize", "Key", "RefineState", "hoist_constants", "accepts_refinement"]
