"""``--infer``: the module with every result type refined by the rows' shape functions.

Like Torch-MLIR's shape refinement pipeline (executable shape functions applied
to the program until nothing changes), each function is walked in order: an op's
result types are its row's ``infer`` applied to its (already refined) operand
types, met with the declared types (the most specific wins, dimension by
dimension; a conflict is a located error naming both types). Ops without a
shape function keep their declared types, so the refinement improves as rows
gain ``infer``. Refined types flow

* through regions: a ``while`` loop's carried types are generalized until the
  body yields what it receives (a fixed point), ``if``/``case`` results join
  their branches' yields, other regions are refined in place;
* through ``func.call``: the callee is analysed once per call signature and the
  call's results take its refined results; each function prints with its own
  signature (the entry's arguments replaced by ``--args`` types) and refined
  results, and ``tensor.cast`` ops reconcile a call's refined operand and result
  types with the callee's printed signature, as MLIR requires equal types there.

It also performs upstream's ``--hlo-test-infer`` rewriting (stablehlo/tests/TestUtils.cpp):
``hlo_test_infer.get_return_types`` becomes ``hlo_test_infer.return_types`` with
``types0 = ...`` (the types its operand's defining op infers from its declared
operands), ``get_return_type_components`` likewise becomes ``return_type_components``,
and ``reify_return_type_shapes`` becomes the computation of its operand's shape
(shape_reification.py).
"""
from __future__ import annotations

from collections import ChainMap
from dataclasses import replace
from functools import reduce
from typing import Any, NoReturn, Sequence

import numpy as np

from ..ir.attributes import TypeAttr
from ..diagnostics import ConstraintError, Diagnostic, UNKNOWN_LOC, Warning_, is_failure
from ..ir.module import Block, Module, Operation, Region, function_type
from ..optable import OP_TABLE
from .reification import REIFY_OP, reify
from .shapes import RegionTypes, call_shape_function, compatible, refine
from ..ir.types import FunctionType, TensorType, TupleType, Type, UnsupportedTypeError, dtype_of, element_type_name
from .verifier import constant_value, decode_attributes, op_error, operand_values, region_types

class Env(dict):
    """Refined types of SSA values by name, scoped like MLIR's names: a region's names live in
    its own ``scope`` (kept in ``scopes`` by region id), which sees the enclosing names, so a
    name reused inside a region does not change the outer value's type. ``yields`` holds, per
    terminator (by id), the types an ``if``/``case`` branch must yield (its values are cast to
    them when they differ); ``values`` the values of names constant ops define (the shape
    functions' ``operand_values``)."""

    def __init__(self, parent: "Env | None" = None) -> None:
        super().__init__()
        self.parent = parent
        self.yields: dict[int, tuple[Type, ...]] = {} if parent is None else parent.yields
        self.values: ChainMap = ChainMap() if parent is None else parent.values.new_child()
        self.scopes: dict[int, Env] = {} if parent is None else parent.scopes

    def get(self, name: str, default: Any = None) -> Any:
        if name in self:
            return self[name]
        return default if self.parent is None else self.parent.get(name, default)

    def scope(self, region: Region) -> "Env":
        """The names of ``region`` (made on first use)."""
        if id(region) not in self.scopes:
            self.scopes[id(region)] = Env(self)
        return self.scopes[id(region)]

TEST_OPS = {"hlo_test_infer.get_return_types": "hlo_test_infer.return_types",
            "hlo_test_infer.get_return_type_components": "hlo_test_infer.return_type_components"}
SHAPE_ONLY_COMPONENTS = frozenset({"stablehlo.dot", "stablehlo.dot_general"})
"""Ops whose upstream ``inferReturnTypeComponents`` gives no element type (the result's is free):
their components print with element type ``index``."""


class _Failed(Exception):
    """Stops analysing the current function after its first error."""


# --- the lattice of types: meet (most specific) and join (most general) ------------------

def meet(inferred: Type, declared: Type) -> Type | None:
    """The most specific type both describe (declared element type kept), or None if they conflict."""
    if not compatible(inferred, declared):
        return None
    if isinstance(inferred, TensorType) and isinstance(declared, TensorType):
        return refine(declared, inferred)
    if isinstance(inferred, TupleType) and isinstance(declared, TupleType):
        return TupleType(tuple(map(meet, inferred.types, declared.types)))
    return declared


def join(a: Type, b: Type) -> Type:
    """The most specific type describing both: differing sizes become ``?`` (bounded by the larger
    end when one side is a bounded ``?``, as two different static sizes say nothing of a bound)."""
    if isinstance(a, TensorType) and isinstance(b, TensorType):
        if a.shape is None or b.shape is None or len(a.shape) != len(b.shape):
            return TensorType(None, a.element_type) if a != b else a
        shape, bounds = [], []
        for i, (x, y) in enumerate(zip(a.shape, b.shape)):
            shape.append(x if x == y else None)
            ends = [_bound(t, i) if d is None else d for t, d in ((a, x), (b, y))]
            bounded = shape[-1] is None and None not in ends and None in (x, y)
            bounds.append(max(ends) if bounded else None)
        has_bounds = any(v is not None for v in bounds)
        return TensorType(tuple(shape), a.element_type, tuple(bounds) if has_bounds else None,
                          None if has_bounds else a.encoding)
    if isinstance(a, TupleType) and isinstance(b, TupleType) and len(a.types) == len(b.types):
        return TupleType(tuple(map(join, a.types, b.types)))
    return a


def _bound(t: TensorType, i: int) -> int | None:
    return t.bounds[i] if t.bounds is not None and i < len(t.bounds) else None


# --- analysis -------------------------------------------------------------------------

def entry_function(module: Module) -> Operation | None:
    """``@main``, else the only function (the function ``--args`` describe)."""
    functions = module.functions
    if "main" in functions:
        return functions["main"]
    return next(iter(functions.values())) if len(functions) == 1 else None


def argument_types(module: Module, arrays: Sequence[Any]) -> list[Type]:
    """The types of ``--args`` arrays for the entry function: their shapes, with the declared
    element type where it stores as the array's dtype."""
    func = entry_function(module)
    declared = function_type(func).inputs if func is not None else ()
    types: list[Type] = []
    for i, array in enumerate(arrays):
        array = np.asarray(array)
        want = declared[i] if i < len(declared) else None
        element = want.element_type if isinstance(want, TensorType) else None
        try:
            if element is None or dtype_of(element) != array.dtype:
                element = element_type_name(array.dtype)
        except UnsupportedTypeError:
            element = element_type_name(array.dtype)
        types.append(TensorType(tuple(array.shape), element))
    return types


class _Inference:
    def __init__(self, module: Module, diagnostics: list[Diagnostic]):
        self.functions = module.functions
        self.diagnostics = diagnostics
        self.analysed: dict[tuple[str, tuple[Type, ...]], tuple[tuple[Type, ...], Env]] = {}
        self.in_progress: set[tuple[str, tuple[Type, ...]]] = set()

    def error(self, op: Operation, message: str) -> NoReturn:
        diagnostic = op_error(op, message)
        if not any(d.loc == diagnostic.loc and d.message == diagnostic.message for d in self.diagnostics):
            self.diagnostics.append(diagnostic)
        raise _Failed

    def settle(self, op: Operation, what: str, inferred: Type, declared: Type) -> Type:
        """``meet(inferred, declared)``; a conflict is an error at ``op`` naming both types."""
        met = meet(inferred, declared)
        if met is None:
            self.error(op, f"{what}: inferred type '{inferred}' conflicts with declared type '{declared}'")
        return met

    # -- functions ------------------------------------------------------------------------
    def specialize(self, func: Operation, arg_types: Sequence[Type]) -> tuple[tuple[Type, ...], Env]:
        """The refined result types of ``func`` called with ``arg_types``, and its value types."""
        name = func.attributes["sym_name"]
        signature = function_type(func)
        key = (name, tuple(arg_types))
        if key in self.analysed:
            return self.analysed[key]
        if key in self.in_progress or not func.regions or not func.regions[0].blocks:
            return signature.results, {}
        self.in_progress.add(key)
        env = Env()
        results = signature.results
        try:
            returned = self.region(func.regions[0], arg_types, env)
            if returned is not None and len(returned) == len(results):
                results = tuple(self.settle(func, f"result #{i}", r, d)
                                for i, (r, d) in enumerate(zip(returned, results)))
        except _Failed:
            pass
        finally:
            self.in_progress.discard(key)
        self.analysed[key] = results, env
        return results, env

    # -- regions and ops --------------------------------------------------------------------
    def region(self, region: Region, arg_types: Sequence[Type] | None, env: Env) -> list[Type] | None:
        """Refines ``region`` (entry arguments typed ``arg_types``, default their declared
        types); returns the types its terminators yield (joined), or None without a terminator."""
        yielded: list[Type] | None = None
        env = env.scope(region)
        for index, block in enumerate(region.blocks):
            given = arg_types if index == 0 and arg_types is not None else [t for _, t in block.arguments]
            env.update(zip((n for n, _ in block.arguments), given))
            for op in block.operations:
                types = self.op(op, env)
                if types is not None:
                    yielded = types if yielded is None else [join(a, b) for a, b in zip(yielded, types)]
        return yielded

    def op(self, op: Operation, env: Env) -> list[Type] | None:
        """Refines ``op``'s results into ``env``; for a terminator, returns its operands' types."""
        operand_types = [env.get(n, t) for n, t in zip(op.operands, op.operand_types)]
        row = OP_TABLE.get(op.name)
        if row is not None and row.is_terminator:
            return operand_types
        if op.name == "func.call":
            results = self.call(op, operand_types)
        elif op.name == "stablehlo.while":
            results = operand_types = self.while_(op, operand_types, env)
        else:
            branches = [self.region(r, None, env) for r in op.regions]
            results = list(op.result_types)
            if op.name in ("stablehlo.if", "stablehlo.case") and branches and None not in branches:
                joined = [reduce(join, types) for types in zip(*branches)]
                results = [self.settle(op, f"result #{i}", t, d)
                           for i, (t, d) in enumerate(zip(joined, results))]
                for region, types in zip(op.regions, branches):
                    if list(types) != results and region.blocks and region.entry.operations:
                        env.yields[id(region.entry.operations[-1])] = tuple(results)
        inferred = self.infer(op, operand_types, _region_types(op, env),
                              tuple(env.values.get(n) for n in op.operands))
        if inferred is not None:
            if len(inferred) != len(results):
                self.error(op, f"inferred {len(inferred)} result types for {len(results)} results")
            results = [self.settle(op, f"result #{i}", t, d) for i, (t, d) in enumerate(zip(inferred, results))]
        env.update(zip(op.results, results))
        value = constant_value(op)
        if value is not None:
            env.values.update((name, value) for name in op.results)
        return None

    def infer(self, op: Operation, operand_types: Sequence[Type], regions: tuple[RegionTypes, ...],
              values: tuple[np.ndarray | None, ...]) -> tuple[Type, ...] | None:
        """The row's ``infer`` on ``operand_types`` and known operand ``values`` (None for ops
        without one)."""
        try:
            return infer_op_types(op, operand_types, regions, values)
        except ConstraintError as error:
            self.error(op, error.message)
        except UnsupportedTypeError as error:
            self.error(op, str(error))
        except (ValueError, TypeError, AttributeError, IndexError) as error:
            self.error(op, f"has an invalid attribute: {error}")

    def call(self, op: Operation, operand_types: Sequence[Type]) -> list[Type]:
        callee = self.functions.get(getattr(op.attributes.get("callee"), "name", None))
        if callee is None:
            return list(op.result_types)
        results, _ = self.specialize(callee, operand_types)
        if len(results) != len(op.result_types):
            return list(op.result_types)
        return [self.settle(op, f"result #{i}", r, d) for i, (r, d) in enumerate(zip(results, op.result_types))]

    def while_(self, op: Operation, operand_types: Sequence[Type], env: Env) -> list[Type]:
        """spec.md#while: carried types start at the operands' and are generalized where the
        body yields something else, until the body yields what it receives."""
        cond, body = op.regions
        declared = [t for _, t in body.entry.arguments] if body.blocks else list(op.result_types)
        carried = [self.settle(op, f"operand #{i}", t, d)
                   for i, (t, d) in enumerate(zip(operand_types, declared))]
        for _ in range(sum(len(getattr(t, "shape", None) or ()) for t in carried) + 2):
            self.region(cond, carried, env)
            yielded = self.region(body, carried, env)
            if yielded is None or len(yielded) != len(carried):
                break
            for i, (y, d) in enumerate(zip(yielded, declared)):
                self.settle(body.entry.operations[-1], f"loop-carried value #{i}", y, d)
            widened = [self.settle(op, f"loop-carried value #{i}", join(c, y), d)
                       for i, (c, y, d) in enumerate(zip(carried, yielded, declared))]
            if widened == carried:
                break
            carried = widened
        return [self.settle(op, f"result #{i}", c, d) for i, (c, d) in enumerate(zip(carried, op.result_types))]


def infer_op_types(op: Operation, operand_types: Sequence[Type], regions: tuple[RegionTypes, ...],
                   values: Sequence[np.ndarray | None]) -> tuple[Type, ...] | None:
    """The result types ``op``'s row infers from (refined) ``operand_types``, the types of its
    ``regions`` and the known ``values`` of its operands; None for ops without a shape function.
    Raises ConstraintError (and the decoders' errors) when they do not satisfy it. The one
    refinement step of ``--infer`` and ``--stablehlo-refine-shapes``."""
    row = OP_TABLE.get(op.name)
    if row is None or row.infer is None:
        return None
    attrs = decode_attributes(op, row)
    if op.regions:
        attrs = {**attrs, "regions": regions}
    return tuple(call_shape_function(row.infer, tuple(operand_types), tuple(values),
                                     result_types=op.result_types, **attrs))


def _region_types(op: Operation, env: Env) -> tuple[RegionTypes, ...]:
    """verifier.region_types with the refined types of ``env``."""
    described = []
    for region, declared in zip(op.regions, region_types(op)):
        entry = region.entry if region.blocks else None
        env = env.scope(region)
        terminator = entry.operations[-1] if entry is not None and entry.operations else None
        arguments = tuple(env.get(n, t) for n, t in entry.arguments) if entry is not None else ()
        results = declared.results if terminator is None else env.yields.get(id(terminator)) or \
            tuple(env.get(n, t) for n, t in zip(terminator.operands, terminator.operand_types))
        described.append(RegionTypes(arguments, results, declared.operations))
    return tuple(described)


# --- rewriting --------------------------------------------------------------------------

class _Rewriter:
    """Builds the refined module from the analysis (the input module is left unchanged)."""

    def __init__(self, inference: _Inference, own: dict[str, tuple[Type, ...]]):
        self.inference = inference
        self.own = own
        """Each function's printed argument types."""
        self.defs: dict[str, Operation] = {}
        self.aliases: dict[str, str] = {}
        """Test ops replaced by an existing value (a reified shape that is an operand)."""
        self.counter = 0

    def signature(self, func: Operation) -> FunctionType:
        name = func.attributes["sym_name"]
        inputs = self.own.get(name, function_type(func).inputs)
        results, _ = self.inference.specialize(func, inputs)
        return FunctionType(tuple(inputs), tuple(results))

    def module_op(self, op: Operation) -> Operation:
        blocks = [Block(block.arguments, [self.top(o) for o in block.operations], block.label)
                  for block in op.regions[0].blocks]
        return replace(op, regions=(Region(blocks),) + op.regions[1:], cache={})

    def top(self, op: Operation) -> Operation:
        if op.name == "builtin.module" and op.regions:
            return self.module_op(op)
        if op.name != "func.func" or not op.regions or not op.regions[0].blocks:
            return op
        signature = self.signature(op)
        _, env = self.inference.specialize(op, signature.inputs)
        attributes = dict(op.attributes, function_type=TypeAttr(signature))
        return replace(op, attributes=attributes, regions=(self.region(op.regions[0], env),), cache={})

    def region(self, region: Region, env: Env) -> Region:
        blocks = []
        env = env.scope(region)
        for block in region.blocks:
            arguments = tuple((n, env.get(n, t)) for n, t in block.arguments)
            operations: list[Operation] = []
            for op in block.operations:
                operations.extend(self.op(op, env))
            blocks.append(Block(arguments, operations, block.label))
        return Region(blocks)

    def op(self, op: Operation, env: Env) -> list[Operation]:
        operand_types = tuple(env.get(n, t) for n, t in zip(op.operands, op.operand_types))
        result_types = tuple(env.get(n, t) for n, t in zip(op.results, op.result_types))
        regions = tuple(self.region(r, env) for r in op.regions)
        self.defs.update((r, op) for r in op.results)  # after its regions: their names are inner ones
        operands = tuple(self.aliases.get(n, n) for n in op.operands)
        new = replace(op, operands=operands, operand_types=operand_types, result_types=result_types,
                      regions=regions, cache={})
        if op.name in TEST_OPS:
            return [rewrite_test_op(new, self.defs)]
        if op.name == REIFY_OP:
            return self.reify(new)
        if op.name == "func.call":
            return self.call(new)
        if id(op) in env.yields:
            return self.yield_(new, env.yields[id(op)])
        return [new]

    def yield_(self, op: Operation, types: tuple[Type, ...]) -> list[Operation]:
        """A branch terminator yielding ``types`` (its joined results): casts where it differs."""
        casts, operands = [], []
        for name, have, want in zip(op.operands, op.operand_types, types):
            if have != want:
                cast = self.fresh()
                casts.append(_cast(op, name, have, cast, want))
                name = cast
            operands.append(name)
        return [*casts, replace(op, operands=tuple(operands), operand_types=types)]

    def reify(self, op: Operation) -> list[Operation]:
        """upstream's hlo-test-infer ``reify_return_type_shapes`` pattern: the computation of the
        operand's shape replaces the test op (shape_reification.py); kept when there is none."""
        source = self.defs.get(op.operands[0]) if len(op.operands) == 1 and len(op.results) == 1 else None
        row = OP_TABLE.get(source.name) if source is not None else None
        if row is None:
            return [op]
        try:
            found = reify(source, decode_attributes(source, row), operand_values(source, self.defs),
                          op.results[0], row.elementwise)
        except Warning_ as warning:  # upstream's reifier warns and fails: the test op stays
            if not any(d.loc == warning.loc and d.message == warning.message for d in self.inference.diagnostics):
                self.inference.diagnostics.append(warning)
            return [op]
        except (ConstraintError, UnsupportedTypeError, ValueError, TypeError, AttributeError, IndexError, KeyError):
            return [op]
        if isinstance(found, str):
            self.aliases[op.results[0]] = found
            return []
        return [op] if found is None else found

    def call(self, op: Operation) -> list[Operation]:
        """Casts between the call's refined types and the callee's printed signature."""
        callee = self.inference.functions.get(getattr(op.attributes.get("callee"), "name", None))
        if callee is None or not callee.regions:
            return [op]
        signature = self.signature(callee)
        if len(signature.inputs) != len(op.operands) or len(signature.results) != len(op.results):
            return [op]
        before, operands, after, results = [], [], [], []
        for name, have, want in zip(op.operands, op.operand_types, signature.inputs):
            if have != want:
                cast = self.fresh()
                before.append(_cast(op, name, have, cast, want))
                name = cast
            operands.append(name)
        for name, want, given in zip(op.results, op.result_types, signature.results):
            if want != given:
                produced = self.fresh()
                after.append(_cast(op, produced, given, name, want))
                name = produced
            results.append(name)
        call = replace(op, operands=tuple(operands), operand_types=signature.inputs, results=tuple(results),
                       result_types=signature.results)
        return [*before, call, *after]

    def fresh(self) -> str:
        self.counter += 1
        return f"<refined {self.counter}>"


def rewrite_test_op(op: Operation, defs: dict[str, Operation]) -> Operation:
    """upstream's hlo-test-infer patterns: ``op`` (a ``TEST_OPS`` op) with the types its operand's
    defining op (``defs``: value name -> defining op) infers from its declared operands as ``typesN``."""
    source = defs.get(op.operands[0]) if len(op.operands) == 1 else None
    row = OP_TABLE.get(source.name) if source is not None else None
    if row is None or row.infer is None:
        return op
    try:
        attrs = decode_attributes(source, row)
        if source.regions:
            attrs = {**attrs, "regions": region_types(source)}
        types = call_shape_function(row.infer, source.operand_types, operand_values(source, defs),
                                    result_types=source.result_types, **attrs)
    except (ConstraintError, UnsupportedTypeError, ValueError, TypeError, AttributeError, IndexError):
        return op
    attributes = dict(op.attributes)
    for i, t in enumerate(types):
        if op.name == "hlo_test_infer.get_return_type_components":
            if not isinstance(t, TensorType) or t.shape is None:
                return op
            if source.name in SHAPE_ONLY_COMPONENTS:
                t = TensorType(t.shape, "index", t.bounds, t.encoding)
        attributes[f"types{i}"] = TypeAttr(t)
    return replace(op, name=TEST_OPS[op.name], attributes=attributes)


def _cast(at: Operation, source: str, source_type: Type, result: str, result_type: Type) -> Operation:
    return Operation("tensor.cast", (source,), (result,), (source_type,), (result_type,), {}, loc=at.loc)


def infer_module(module: Module, arg_types: Sequence[Type] | None = None,
                 diagnostics: list[Diagnostic] | None = None) -> Module:
    """A new module with every result type refined (see the module docstring).

    ``arg_types`` replace the entry function's argument types (``argument_types`` makes
    them from ``--args`` arrays). Errors are appended to ``diagnostics`` when given (the
    affected values keep their declared types), else the first is raised.
    """
    found: list[Diagnostic] = []
    inference = _Inference(module, found)
    own = {name: function_type(func).inputs for name, func in module.functions.items()}
    entry = entry_function(module)
    if arg_types is not None and entry is not None:
        expected = len(function_type(entry).inputs)
        if len(arg_types) != expected:
            found.append(Diagnostic(entry.loc or UNKNOWN_LOC,
                                    f"'func.func' op @{entry.attributes['sym_name']} takes {expected} "
                                    f"arguments, but --args gives {len(arg_types)}"))
        else:
            own[entry.attributes["sym_name"]] = tuple(arg_types)
    for name, func in module.functions.items():
        inference.specialize(func, own[name])
    refined = Module(_Rewriter(inference, own).module_op(module.op))
    if diagnostics is not None:
        diagnostics.extend(found)
    elif is_failure(found):
        raise next(d for d in found if d.severity == "error")
    return refined


__all__ = ["infer_module", "infer_op_types", "argument_types", "entry_function", "meet", "join", "rewrite_test_op"]
