"""``--stablehlo-refine-shapes``: static shapes propagated through the entry function and the
functions it calls, as upstream's StablehloRefineShapes pass does, on the greedy rewriter
(rewrite.py: top down, at most 2 iterations, constants hoisted and merged, dead ops erased).

Patterns: integer shape computations on constants fold (folder.shape_folder_patterns, floats
off, no element limit); result types are met with what the ops' shape functions infer from the
refined operand types and constant operand values (inference.infer_op_types, the engine
``--infer`` uses) or, for the ops upstream refines by dedicated patterns, with what
refine_patterns.py computes; ``while`` regions take their operands' types; operand-wrapper
custom calls (refine_arguments.py) disappear; function results take the refined types
``func.return`` returns. A value used by an op outside StableHLO, CHLO, ``func.return`` and
``func.call`` keeps its type, as upstream refuses that refinement.

A ``func.call`` refines its callee for the call's refinement key (leading tokens, then leading
scalar integer constants — the dimension arguments, dropped from the call and the callee, where
they become constants —, then the other arguments' types); a callee refined with another key, or
recursively, is upstream's error. A call whose callee returns only constants and is free of
effects becomes those constants; constant results of other calls replace their uses.
"""
from __future__ import annotations

from typing import Any, NamedTuple, Sequence

import numpy as np

from ..bytecode.locations import AtArgument
from ..diagnostics import Diagnostic, UNKNOWN_LOC
from ..ir.attributes import DenseElementsAttr, TypeAttr
from ..ir.module import Module, Operation, function_type
from ..ir.types import FunctionType, TensorType, TokenType, Type
from ..verification.inference import meet
from ..verification.verifier import op_error
from . import refine_patterns
from .canonicalize_dynamism import CONFIG
from .folder import FolderOptions, shape_folder_patterns
from .refine_arguments import OPERAND_WRAPPER, refine_function_arguments, refinement_target
from .rewrite import CONSTANT_OPS, Config, Pattern, Rewriter, apply_patterns_greedily, has_effects
from .shape_values import FunctionValues


def refine_shapes(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    func = refinement_target(module)
    if func is None:
        return module
    found: list[Diagnostic] = []
    state = RefineState(module, found)
    if not state.refine_function(Key(func, 0, (), function_type(func).inputs)):
        found.append(Diagnostic(func.loc or UNKNOWN_LOC, "Failed to refine entry function"))
    diagnostics.extend(found)
    if found:  # upstream's pass fails only for the entry function; the verifier reports the rest
        from ..verification.verifier import verify_module

        diagnostics.extend(verify_module(module))
    return module


def specialize(module: Module, arg_types: Sequence[Type]) -> Module:
    """``module`` with its entry function specialized for ``arg_types`` (in place), as
    ``stablehlo-refine-arguments{types=...},stablehlo-refine-shapes,func.func(stablehlo-
    canonicalize-dynamism)`` does; the first error is raised as its Diagnostic."""
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


def call_key(op: Operation, callee: Operation, values: FunctionValues) -> Key:
    """The refinement key of ``func.call`` ``op`` (RefinementKey::fromCallOp)."""
    types = op.operand_types
    tokens = 0
    while tokens < len(types) and isinstance(types[tokens], TokenType):
        tokens += 1
    dims: list[int] = []
    for name, t in zip(op.operands[tokens:], types[tokens:]):
        value = values.value(name)
        if not isinstance(t, TensorType) or t.shape != () or not refine_patterns.integer_element(t) or value is None:
            break
        dims.append(int(value.reshape(-1)[0]))
    return Key(callee, tokens, tuple(dims), tuple(types[tokens + len(dims):]))


class RefineState:
    """Per-module state: each refined function's key, the functions being refined, effects."""

    def __init__(self, module: Module, diagnostics: list[Diagnostic]):
        self.functions = {op.attributes.get("sym_name"): op for op in module.body if op.name == "func.func"}
        self.diagnostics = diagnostics
        self.keys: dict[str, Key] = {}
        self.stack: list[str] = []
        self.effect_free: dict[str, bool] = {}
        self.patterns = refine_shapes_patterns(self)

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
            if not self._bind_dimension_arguments(key):
                return False
            error = refine_function_arguments(func, key.argument_types())
            if error is not None:
                return self.error(error)
            if not apply_patterns_greedily(func, self.patterns, Config(**CONFIG)):
                self.error(Diagnostic(func.loc or UNKNOWN_LOC, "Failed to converge StablehloRefineShapes in 2 "
                                                               "iterations"))
            return True
        finally:
            self.stack.pop()

    def _bind_dimension_arguments(self, key: Key) -> bool:
        """The dimension arguments become constants of their values and leave the signature."""
        if not key.dims:
            return True
        func = key.func
        block = func.regions[0].entry
        first, end = key.tokens, key.tokens + len(key.dims)
        constants, renamed = [], {}
        for index, ((name, arg_type), value) in enumerate(zip(block.arguments[first:end], key.dims), first):
            if not isinstance(arg_type, TensorType):
                return self.error(op_error(func, "expected global constant argument to be shaped"))
            array = np.full(arg_type.shape or (), value).astype(arg_type.dtype)
            at = AtArgument(block, index)  # arg.getLoc()
            constants.append(Operation("stablehlo.constant", (), (f"{name}_value",), (), (arg_type,),
                                       {"value": DenseElementsAttr(arg_type, array)}, loc=at.loc,
                                       location=at.location))
            renamed[name] = f"{name}_value"
        for op in func.walk():
            if op is not func and any(n in renamed for n in op.operands):
                op.operands = tuple(renamed.get(n, n) for n in op.operands)
        block.operations[:0] = constants
        block.keep_arguments(list(range(first)) + list(range(end, len(block.arguments))))
        signature = function_type(func)
        func.attributes["function_type"] = TypeAttr(FunctionType(signature.inputs[:first] + signature.inputs[end:],
                                                                 signature.results))
        if isinstance(func.attributes.get("arg_attrs"), tuple):
            attrs = func.attributes["arg_attrs"][:first] + func.attributes["arg_attrs"][end:]
            if any(attrs):
                func.attributes["arg_attrs"] = attrs
            else:  # MLIR drops an argument attribute list left without attributes
                del func.attributes["arg_attrs"]
        func.cache.clear()
        return True

    def is_effect_free(self, name: str) -> bool:
        """FunctionEffectAnalysis: no op of the function (or of a function it calls) has effects;
        a function being analysed (a recursive call) counts as effectful."""
        if name not in self.effect_free:
            func = self.functions.get(name)
            self.effect_free[name] = False
            self.effect_free[name] = func is not None and bool(func.regions and func.regions[0].blocks) and all(
                self._op_effect_free(op) for op in func.walk() if op is not func)
        return self.effect_free[name]

    def _op_effect_free(self, op: Operation) -> bool:
        if op.name == "func.call":
            return self.is_effect_free(getattr(op.attributes.get("callee"), "name", ""))
        if op.name == "func.return" or op.regions:  # nested ops are checked by the walk
            return True
        return not has_effects(op)


# -- refining values ------------------------------------------------------------------------

def accepts_refinement(user: Operation) -> bool:
    """Users whose operand types may be refined in place (refineValues' allowlist)."""
    return user.name.startswith(("stablehlo.", "chlo.", "sdy.")) or user.name in ("func.return", "func.call")


def refine_values(rw: Rewriter, names: Sequence[str], types: Sequence[Type]) -> list[Type] | None:
    """refineValues: the values' types met with ``types`` when that adds something and every user
    accepts the change (None otherwise); the caller stores them, :func:`retype_users` tells users."""
    current = [rw.type_of(n) for n in names]
    if len(types) != len(current):
        return None
    met = [meet(t, c) for t, c in zip(types, current)]
    if None in met or met == current:
        return None
    for name, old, new in zip(names, current, met):
        if old != new and not all(accepts_refinement(user) for user in rw.users_of(name)):
            return None
    return met


def retype_users(rw: Rewriter, names: Sequence[str]) -> None:
    """The users of ``names`` see their new types and go back on the worklist."""
    for name in names:
        for user in rw.users_of(name):
            user.operand_types = tuple(rw.types.get(v, t) for v, t in zip(user.operands, user.operand_types))
            user.cache.clear()
            rw.add_to_worklist(user)


def _match_refine(op: Operation, rw: Rewriter) -> Any:
    try:
        types = refine_patterns.refined_result_types(op, FunctionValues(rw))
    except Diagnostic:
        return None
    return None if types is None else refine_values(rw, op.results, types)


def _refine_results(op: Operation, rw: Rewriter, types: list[Type]) -> None:
    rw.modify(op, result_types=types)
    retype_users(rw, op.results)
    if op.name == "stablehlo.custom_call" and op.attributes.get("call_target_name") == OPERAND_WRAPPER:
        if op.operand_types[0] == op.result_types[0]:
            rw.replace_all_uses(op.results[0], op.operands[0])
            retype_users(rw, [op.operands[0]])
        rw.erase_op(op)


def _match_while(op: Operation, rw: Rewriter) -> Any:
    """RefineWhileOpPattern: the regions' arguments take the operands' types."""
    plans = []
    for region in op.regions:
        if region.blocks:
            names = [n for n, _ in region.entry.arguments]
            met = refine_values(rw, names, op.operand_types)
            if met is not None:
                plans.append((region.entry, met))
    return plans or None


def _rewrite_while(op: Operation, rw: Rewriter, plans: list) -> None:
    for block, met in plans:
        block.arguments = tuple((name, t) for (name, _), t in zip(block.arguments, met))
        rw.types.update(block.arguments)
        retype_users(rw, [name for name, _ in block.arguments])
    rw.add_to_worklist(op)


def _match_function_type(op: Operation, rw: Rewriter) -> Any:
    """UpdateFunctionTypePattern: the function returns the refined types of what it returns
    (a returned unrealized_conversion_cast from a more specific type is dropped)."""
    func = rw.parent_op(op)
    if func is None or func.name != "func.func":
        return None
    operands, casts = list(op.operands), {}
    for i, name in enumerate(operands):
        cast = rw.defining_op(name)
        if cast is not None and cast.name == "builtin.unrealized_conversion_cast" and len(cast.operands) == 1 \
                and len(cast.results) == 1:
            source, dest = cast.operand_types[0], cast.result_types[0]
            if meet(source, dest) not in (None, dest):
                operands[i] = cast.operands[0]
                casts[id(cast)] = cast
    types = tuple(rw.type_of(n) for n in operands)
    if not casts and types == function_type(func).results:
        return None
    return func, list(casts.values()), types


def _rewrite_function_type(op: Operation, rw: Rewriter, capture: Any) -> None:
    func, casts, types = capture
    for cast in casts:
        rw.replace_op(cast, cast.operands)
    op.operand_types = tuple(rw.type_of(n) for n in op.operands)
    func.attributes["function_type"] = TypeAttr(FunctionType(function_type(func).inputs, types))
    func.cache.clear()


def _match_region_type(op: Operation, rw: Rewriter) -> Any:
    """UpdateRegionTypePattern: a branch of ``if``/``case`` yielding more specific types sends its
    op back to the worklist (to be refined by the shape functions)."""
    parent = rw.parent_op(op)
    if parent is None or parent.name not in ("stablehlo.case", "stablehlo.if"):
        return None
    for region_type, refined in zip(parent.result_types, op.operand_types):
        met = meet(refined, region_type)
        if met is not None and met != region_type:
            return parent
    return None


# -- calls --------------------------------------------------------------------------------------

def _call_pattern(state: RefineState) -> Pattern:
    """RefineCallOpPattern."""

    def match(op: Operation, rw: Rewriter) -> Any:
        name = getattr(op.attributes.get("callee"), "name", None)
        callee = state.functions.get(name)
        if callee is None or not callee.regions or not callee.regions[0].blocks:
            return None
        key = call_key(op, callee, FunctionValues(rw))
        if not state.refine_function(key):
            return None
        results = constant_results(callee)
        if results and all(r is not None for r in results) and state.is_effect_free(name):
            return "constants", results, None
        refined = None
        callee_results = function_type(callee).results
        if tuple(op.result_types) != callee_results:
            refined = refine_values(rw, op.results, callee_results)
            if refined is None:
                return None
        used = [r if r is not None and rw.users_of(n) else None for n, r in zip(op.results, results)]
        if refined is None and not key.dims and not any(u is not None for u in used):
            return None
        return "call", (key, used), refined

    def rewrite(op: Operation, rw: Rewriter, capture: Any) -> None:
        kind, data, refined = capture
        if kind == "constants":
            rw.replace_op(op, [rw.create_constant(attr, like=op) for attr in data])
            return
        key, used = data
        if refined is not None:
            rw.modify(op, result_types=refined)
            retype_users(rw, op.results)
        if key.dims:
            first, end = key.tokens, key.tokens + len(key.dims)
            attributes = dict(op.attributes)
            if isinstance(attributes.get("arg_attrs"), tuple):
                attrs = attributes["arg_attrs"]
                attributes["arg_attrs"] = attrs[:first] + (attrs[len(attrs) - len(key.types):] if key.types else ())
            rw.modify(op, operands=op.operands[:first] + op.operands[end:], attributes=attributes)
        for name, attr in zip(op.results, used):
            if attr is not None:
                rw.replace_all_uses(name, rw.create_constant(attr, like=op))

    return Pattern("RefineCallOpPattern", "func.call", match, rewrite)


def constant_results(callee: Operation) -> list[DenseElementsAttr | None]:
    """getConstantResults: per returned value, the integer constant defining it, else None."""
    block = callee.regions[0].entry
    terminator = block.operations[-1] if block.operations else None
    if terminator is None or terminator.name != "func.return":
        return []
    defs = {name: op for op in block.operations if op.name in CONSTANT_OPS for name in op.results}
    found: list[DenseElementsAttr | None] = []
    for name in terminator.operands:
        attr = defs[name].attributes.get("value") if name in defs else None
        found.append(attr if isinstance(attr, DenseElementsAttr) and attr.array.dtype.kind in "biu" else None)
    return found


def refine_shapes_patterns(state: RefineState) -> list[Pattern]:
    """The patterns of applyShapeRefinementPatterns: the dedicated refinements, the call pattern,
    the shape folders, the region and function type updates, then (benefit 0) the shape
    functions of any StableHLO or CHLO op."""
    dedicated = [Pattern(f"Refine({name})", name, _match_refine, _refine_results)
                 for name in sorted(refine_patterns.DEDICATED)]
    folders = shape_folder_patterns(FolderOptions(optimize_float=False, fold_op_element_limit=2 ** 63 - 1))
    return dedicated + [
        _call_pattern(state),
        Pattern("RefineWhileOpPattern", "stablehlo.while", _match_while, _rewrite_while),
        Pattern("UpdateFunctionTypePattern", "func.return", _match_function_type, _rewrite_function_type),
        Pattern("UpdateRegionTypePattern", "stablehlo.return", _match_region_type,
                lambda op, rw, parent: rw.add_to_worklist(parent)),
        *folders,
        Pattern("RefineInferTypeOpInterfacePattern", None, _match_refine, _refine_results, benefit=0),
    ]


__all__ = ["refine_shapes", "specialize", "Key", "RefineState", "refine_values", "accepts_refinement"]
