"""Checks a parsed module the way ``stablehlo-translate --verify`` does; returns located diagnostics.

Structure first: SSA values used with the type they were defined with,
``func.func`` entry blocks vs signatures, ``func.return`` vs the function's
results, ``func.call`` vs its callee (with a composite's decomposition, once every op verified
cleanly: MLIR's ``verifySymbolUses``). Then each op with a row in the op table,
in MLIR's order (``OperationVerifier``: ``verifyInvariants`` on entering the op,
its nested ops, ``verifyRegionInvariants`` on leaving it):

1. region counts (ODS ``ZeroRegions``/``OneRegion``/``NRegions``), then operand and result
   counts when the row fixes them (:func:`count_error`);
2. its attributes decoded, by name (a decoding failure is ODS's ``failed to satisfy constraint``);
3. the row's ``verify``: upstream's ``verify()`` (``hasVerifier``) and the op's other
   traits' checks (``SameOperandsAndResultShape``, ``AllElementTypesMatch``, ...);
4. the ops of its regions, in order; then the checks upstream makes in ``verifyRegions()``
   (:data:`REGION_VERIFIERS`);
5. the row's ``infer``: ``InferTypeOpInterface``'s verifier, which MLIR runs with the
   region verifiers (``verifyWithRegions = 1`` in ``InferTypeOpInterface.td``: inference may
   look at the regions), i.e. after the op's ``verify()`` and after its nested ops. It must
   succeed and give types the declared ones are compatible with (shapes/__init__.py);
   a failure reports two errors (the reason, then ``failed to infer returned types``).
   Upstream's test files agree (``reduce_c7`` of verify_reduce.mlir: the incompatible
   inferred type is reported only for an op whose ``verify()`` passes).
   Ops whose upstream definition has no ``InferTypeOpInterface`` (convolution,
   dynamic_conv, dot_general, ...) have no ``infer``: their ``verify()`` compares the
   inferred shape itself (``inferred shape ... is incompatible``), one error.

Ops with regions get ``regions=``, each region's block argument and terminator operand
types (:func:`region_types`), so the shape functions check what ``stablehlo.return``
yields against the op; shape functions that ask for them get ``operand_values=`` (the
values of operands a constant op of the same function defines, :func:`constant_value`).
Checking a function stops at its first failing op (MLIR verifies each function, being
isolated from above, on its own and stops at the first failure). Ops without a row or
without shape functions are only checked structurally.
"""
from __future__ import annotations

import importlib
from itertools import chain
from typing import Any, Callable

import numpy as np

from ..ir.attributes import DenseElementsAttr, StructAttr, SymbolRefAttr
from ..diagnostics import ConstraintError, Diagnostic, EvalError, Note, UNKNOWN_LOC
from ..gc_pause import paused_gc
from ..ir.module import Module, Operation, Region, function_type
from ..optable import OP_TABLE, REQUIRED, OpDef, known_dialects
from ..text.parse_checks import result_accuracy_error
from .attr_constraints import decode_attribute, reason as _reason
from .shardy import ShardyChecks, has_sdy, op_error
from .shapes import RegionTypes, call_shape_function, compatible, quote, same_type
from ..ir.types import FunctionType, Type, UnsupportedTypeError


class _Failed(Exception):
    """Stops checking the current function after its first failing op."""


def verify_module(module: Module, *, allow_unregistered: bool = False) -> list[Diagnostic]:
    """Every problem found in ``module``, in source order (at most one failing op per function).

    Ops without a row are errors unless ``allow_unregistered`` and their dialect is
    not one this tool knows (MLIR's ``-allow-unregistered-dialect``).
    """
    verifier = _Verifier(module, allow_unregistered)
    with paused_gc():  # the walk makes no cycles; full collections would make it superlinear
        verifier.module(module.op)
        verifier.symbol_uses()
    return verifier.diagnostics


def unregistered_op_error(name: str, allow_unregistered: bool) -> str | None:
    """MLIR's complaint about an op without a row, or None when it is acceptable."""
    dialect = name.split(".", 1)[0]
    if dialect == "vhlo":  # VHLO ops (of the passes or an artifact) are checked by the VHLO op table
        from ..vhlo.optable import vhlo_op

        if vhlo_op(name) is not None:
            return None
    if dialect in known_dialects() or dialect in ("builtin", "vhlo"):
        return (f"unregistered operation '{name}' found in dialect ('{dialect}') that does not allow "
                "unknown operations")
    if allow_unregistered:
        return None
    return ("operation being parsed with an unregistered dialect. If this is intended, please use "
            "-allow-unregistered-dialect with the MLIR tool used")


REGION_COUNTS: dict[str, int | None] = {
    "stablehlo.if": 2, "stablehlo.while": 2, "stablehlo.select_and_scatter": 2, "stablehlo.case": None,
    "stablehlo.all_reduce": 1, "stablehlo.reduce_scatter": 1, "stablehlo.reduce": 1, "stablehlo.map": 1,
    "stablehlo.scatter": 1, "stablehlo.sort": 1, "stablehlo.reduce_window": 1, "stablehlo.collective_reduce": 1,
    "stablehlo.async_start": None, "stablehlo.composite": None,
    "chlo.scan": 1, "func.func": None, "builtin.module": 1,
    "sdy.manual_computation": 1, "sdy.named_computation": 1, "scf.for": 1,
}
"""Regions of the ops that have some (ODS ``NRegions``/``OneRegion``; None: variadic); every other op
of the table has none (``ZeroRegions``). MLIR checks these traits before anything looks inside.
A ``func.func`` declaration has no region here (MLIR: one empty region)."""


REGION_VERIFIERS = {"stablehlo.while": "control_flow.verify_while_regions",
                    "stablehlo.sort": "reduction.verify_sort_comparator"}
"""The checks upstream makes in an op's ``verifyRegions()`` (``hasRegionVerifier``), as
``shapes`` module.function: after its nested ops, one error (jaxlib reports a bad op in a
while's or sort's body before the while's or sort's own complaint)."""


def region_verifier(name: str) -> Callable[..., None] | None:
    """The ``verifyRegions()`` checks of the op ``name`` (REGION_VERIFIERS), or None."""
    path = REGION_VERIFIERS.get(name)
    if path is None:
        return None
    module, _, function = path.partition(".")
    return getattr(importlib.import_module(f".shapes.{module}", __package__), function)


def region_count_error(op: Operation, row: OpDef | None) -> str | None:
    """MLIR's complaint about the number of regions of ``op`` (whose row is ``row``), or None
    (ops without a row: any)."""
    expected = REGION_COUNTS.get(op.name, 0 if row is not None else None)
    if expected is None or len(op.regions) == expected:
        return None
    return {0: "requires zero regions", 1: "requires one region"}.get(expected, f"expected {expected} regions")


def count_error(op: Operation, row: OpDef | None) -> str | None:
    """MLIR's complaint when ``op`` has not the operand or result count its row fixes (the
    messages of the ODS traits OneOperand/NOperands, OneResult/NResults), or None."""
    if row is None:
        return None
    if row.operands is not None and len(op.operands) != row.operands:
        return {0: "requires zero operands", 1: "requires a single operand"}.get(
            row.operands, f"expected {row.operands} operands, but found {len(op.operands)}")
    if row.results is not None and len(op.result_types) != row.results:
        return {0: "requires zero results", 1: "requires one result"}.get(row.results,
                                                                          f"expected {row.results} results")
    return None


def _func_attribute_error(func: Operation) -> str | None:
    """ODS checks of ``func.func``'s attributes, in their declared order."""
    name, signature = func.attributes.get("sym_name"), func.attributes.get("function_type")
    if name is None:
        return "requires attribute 'sym_name'"
    if not isinstance(name, str):
        return "attribute 'sym_name' failed to satisfy constraint: string attribute"
    if signature is None:
        return "requires attribute 'function_type'"
    if not isinstance(getattr(signature, "type", None), FunctionType):
        return "attribute 'function_type' failed to satisfy constraint: type attribute of function type"
    return None


class _Verifier:
    def __init__(self, module: Module, allow_unregistered: bool):
        self.functions = module.functions
        self.allow_unregistered = allow_unregistered
        self.diagnostics: list[Diagnostic] = []
        self.values: dict[str, np.ndarray] = {}
        """Values of the SSA names constant ops of the current function define."""
        self.passed: set = set()
        """Shape-function checks that passed, by :func:`_shape_key` (they are pure)."""
        self.symbol_users: list[Operation] = []  # calls, composites, mesh-axes replica groups
        self.symbols = _Symbols(module.op)
        self.shardy = ShardyChecks(module.op)
        self.isolated_by: list[tuple[Operation, set[str]]] = []
        """The enclosing isolated-from-above ops and the values defined outside each."""

    def fail(self, op: Operation, *messages: str, plain: bool = False) -> None:
        """Reports ``messages`` at ``op`` (``emitOpError``; ``plain``: the first as ``emitError``,
        without the ``'name' op`` prefix) and stops checking the function."""
        if plain:
            self.diagnostics.append(Diagnostic(op.loc or UNKNOWN_LOC, messages[0]))
            messages = messages[1:]
        self.diagnostics.extend(op_error(op, m) for m in messages)
        raise _Failed

    def fail_constraint(self, op: Operation, error: ConstraintError, *messages: str) -> None:
        """Like :meth:`fail`, ``error`` first (without the op prefix when upstream emits it plain)."""
        self.fail(op, error.message, *messages, plain=error.plain)

    # -- structure --------------------------------------------------------------------
    def module(self, module: Operation) -> None:
        for op in module.regions[0].entry.operations if module.regions else ():
            if op.name == "func.func":
                self.function(op)
            elif op.name == "builtin.module":
                self.module(op)
            else:
                self.isolated(op, {})

    def isolated(self, op: Operation, scope: dict[str, Type]) -> None:
        self.values = {}
        try:
            self.op(op, scope, None)
        except _Failed:
            pass

    def function(self, func: Operation) -> None:
        problem = _func_attribute_error(func)
        if problem:
            self.diagnostics.append(op_error(func, problem))
            return
        if not func.regions or not func.regions[0].blocks:
            return
        signature = function_type(func)
        found = self.shardy.function(func, signature.inputs, signature.results)
        if found:
            self.diagnostics.extend(found)
            return
        entry = func.regions[0].entry
        arg_types = tuple(t for _, t in entry.arguments)
        self.values = {}
        try:
            if len(arg_types) != len(signature.inputs):
                self.fail(func, f"entry block must have {len(signature.inputs)} arguments to match function "
                                "signature")
            for i, (have, want) in enumerate(zip(arg_types, signature.inputs)):
                if not same_type(have, want):
                    self.fail(func, f"type of entry block argument #{i}({have}) must match the type of the "
                                    f"corresponding argument in function signature({want})")
            self.region(func.regions[0], {}, func)
        except _Failed:
            pass

    def region(self, region: Region, scope: dict[str, Type], func: Operation | None) -> None:
        """Verifies ``region``'s ops with ``scope`` extended by the values the region defines;
        ``scope`` is restored afterwards (an undo list, not a copy: nested regions stay linear)."""
        defined = [name for block in region.blocks
                   for name in chain((n for n, _ in block.arguments), *(op.results for op in block.operations))]
        shadowed = {name: scope[name] for name in defined if name in scope}
        try:
            for block in region.blocks:
                scope.update(block.arguments)
            for block in region.blocks:
                for op in block.operations:
                    row = self.op(op, scope, func)
                    if row is not None and row.is_terminator and op is not block.operations[-1]:
                        self.fail(op, "must be the last operation in the parent block")
                    if op.successors:
                        self._successors(op, region)
        finally:
            for name in defined:
                scope.pop(name, None)
            scope.update(shadowed)

    def _successors(self, op: Operation, region: Region) -> None:
        """A branch passes each block it names as many operands as the block has arguments, of
        their types (BranchOpInterface; the one-successor branches of cf.br)."""
        blocks = {block.label: block for block in region.blocks}
        for index, label in enumerate(op.successors):
            arguments = [t for _, t in blocks[label].arguments] if label in blocks else []
            if len(arguments) != len(op.operands):
                self.fail(op, f"branch has {len(op.operands)} operands for successor #{index}, but target block "
                              f"has {len(arguments)}")
            for i, (have, want) in enumerate(zip(op.operand_types, arguments)):
                if not same_type(have, want):
                    self.fail(op, f"type mismatch for bb argument #{i} of successor #{index}")

    def op(self, op: Operation, scope: dict[str, Type], func: Operation | None) -> OpDef | None:
        """Verifies ``op`` and its regions, then defines its results in ``scope``; returns its row."""
        # an operand's type is its value's: the parser checks it (resolver.Resolver._check_uses)
        row = OP_TABLE.get(op.name)
        if self.isolated_by and any(name in self.isolated_by[-1][1] for name in op.operands):
            self.diagnostics.append(op_error(op, "using value defined outside the region"))
            self.diagnostics.append(Note(self.isolated_by[-1][0].loc or UNKNOWN_LOC,
                                         "required by region isolation constraints"))
            raise _Failed
        sdy = has_sdy(op)
        if sdy:  # MLIR verifies a dialect's discardable attributes before the op's invariants
            self._report(self.shardy.check(op, "attributes_problem", func))
        problem = region_count_error(op, row) or count_error(op, row)
        if problem:
            self.fail(op, problem)
        pending = None
        if op.name == "func.return" and func is not None:
            self.func_return(op, func)
        elif op.name == "func.call":
            self.symbol_users.append(op)
        else:
            if row is None and op.name not in ("func.func", "builtin.module"):
                problem = unregistered_op_error(op.name, self.allow_unregistered)
                if problem:
                    self.diagnostics.append(Diagnostic(op.loc or UNKNOWN_LOC, problem))
                    raise _Failed
            if row is not None and (row.infer is not None or row.verify is not None):
                pending = self.shapes(op, row)
            if op.name == "stablehlo.composite":
                self.symbol_users.append(op)
            elif op.name == "interpreter.run_parallel":
                from .run_parallel import run_parallel_error  # rare: load on first use

                problem = run_parallel_error(op, self.functions)
                if problem:
                    self.fail(op, problem, plain=True)
            _check_result_accuracy(self, op)
            if any(isinstance(v, StructAttr) and v.kind == "replica_group_mesh_axes" for v in op.attributes.values()):
                self.symbol_users.append(op)
        bound: tuple[str, ...] = ()
        if sdy:
            found, bound = self.shardy.op(op, func)
            self._report(found)
        if op.name == "sdy.manual_computation":  # IsolatedFromAbove: its body sees none of scope
            inside = {name for inner in op.walk() for name in chain(
                inner.results, *((n for n, _ in b.arguments) for r in inner.regions for b in r.blocks))}
            self.isolated_by.append((op, set(scope) - inside))  # names the body defines again are its own
        try:
            for region in op.regions:
                self.region(region, scope, func)
        finally:
            if op.name == "sdy.manual_computation":
                self.isolated_by.pop()
            self.shardy.release(bound)
        if pending is not None:
            pending()
        self.define(op, scope)
        return row

    def _report(self, found: list[Diagnostic]) -> None:
        """Reports ``found`` (a check's diagnostics), failing the op if there are any."""
        if found:
            self.diagnostics.extend(found)
            raise _Failed

    def define(self, op: Operation, scope: dict[str, Type]) -> None:
        """Records ``op``'s results: their types, and the value of a constant's result."""
        scope.update(zip(op.results, op.result_types))
        value = constant_value(op)
        for name in op.results:
            if value is not None:
                self.values[name] = value
            else:
                self.values.pop(name, None)

    def func_return(self, op: Operation, func: Operation) -> None:
        results = function_type(func).results
        name = func.attributes.get("sym_name")
        if len(op.operand_types) != len(results):
            self.fail(op, f"has {len(op.operand_types)} operands, but enclosing function (@{name}) returns "
                          f"{len(results)}")
        for i, (have, want) in enumerate(zip(op.operand_types, results)):
            if not same_type(have, want):
                self.fail(op, f"type of return operand {i} ('{have}') doesn't match function result type "
                              f"('{want}') in function @{name}", plain=True)

    def symbol_uses(self) -> None:
        """MLIR's ``verifySymbolUses`` (func.call's callee, a composite's decomposition): the
        module's symbol table checks them once every op verified, and stops at the first error."""
        if self.diagnostics:
            return
        try:
            for op in self.symbol_users:
                if op.name in ("func.call", "stablehlo.composite"):
                    (self.func_call if op.name == "func.call" else self.composite)(op)
                elif problem := self.symbols.mesh_error(op):
                    self.fail(op, problem)
        except _Failed:
            pass

    def func_call(self, op: Operation) -> None:
        callee_attr = op.attributes.get("callee")
        name = getattr(callee_attr, "name", str(callee_attr))
        callee = self.functions.get(name)
        if callee is None:
            self.fail(op, f"'{name}' does not reference a valid function")
        signature = function_type(callee)
        if len(op.operand_types) != len(signature.inputs):
            self.fail(op, "incorrect number of operands for callee")
        for i, (have, want) in enumerate(zip(op.operand_types, signature.inputs)):
            if not same_type(have, want):
                self.fail(op, f"operand type mismatch: expected operand type '{want}', but provided '{have}' "
                              f"for operand number {i}")
        if len(op.result_types) != len(signature.results):
            self.fail(op, "incorrect number of results for callee")
        for i, (have, want) in enumerate(zip(op.result_types, signature.results)):
            if not same_type(have, want):
                self.fail(op, f"result type mismatch at index {i}")

    def composite(self, op: Operation) -> None:
        """spec.md#composite C2-C4: the decomposition is a function with the op's signature
        (upstream's ``CompositeOp::verifySymbolUses``, with ``emitError``: no op prefix)."""
        name = op.attributes.get("decomposition")
        name = getattr(name, "name", str(name))
        func = self.functions.get(name)
        if func is None:
            self.fail(op, f"'{name}' does not reference a valid function", plain=True)
        signature = function_type(func)
        from .shapes.control_flow import verify_decomposition  # composites are rare: load on first use

        try:
            verify_decomposition(op.operand_types, op.result_types, signature.inputs, signature.results)
        except ConstraintError as error:
            self.fail_constraint(op, error)

    # -- per-op shape functions ---------------------------------------------------------
    def shapes(self, op: Operation, row: OpDef) -> Callable[[], None] | None:
        """The row's ``verify`` on ``op`` now; returns its ``infer`` check, which :meth:`op` runs
        after the op's regions (MLIR's order), or None when there is nothing left to run. Each
        distinct op signature that passes both is checked once."""
        key = _shape_key(op, self.values)
        if key is not None and key in self.passed:
            return None
        attrs, values = self._decode(op, row)
        self._verify(op, row.verify, attrs, values)

        def infer() -> None:
            self._verify(op, region_verifier(op.name), attrs, values)
            if row.infer is not None:
                self._infer(op, row, attrs, values)
            if key is not None:
                self.passed.add(key)
        return infer

    def _decode(self, op: Operation, row: OpDef) -> tuple[dict[str, Any], tuple]:
        """``op``'s decoded attributes (ODS's attribute constraints) and constant operand values."""
        try:
            attrs = decode_attributes(op, row)
        except ConstraintError as error:
            self.fail(op, error.message)
        except UnsupportedTypeError as error:
            self.fail(op, str(error))
        if op.regions:
            attrs = {**attrs, "regions": region_types(op)}
        return attrs, tuple(self.values.get(name) for name in op.operands)

    def _verify(self, op: Operation, check: Callable[..., None] | None, attrs: dict[str, Any], values: tuple) -> None:
        """``check``: the row's ``verify`` (the op's ``verify()``), or its ``verifyRegions()``."""
        try:
            if check is not None:
                call_shape_function(check, op.operand_types, values, result_types=op.result_types, **attrs)
        except ConstraintError as error:
            self.fail_constraint(op, error)
        except UnsupportedTypeError as error:
            self.fail(op, str(error))
        except _MALFORMED as error:
            self.fail(op, f"has malformed operands, results or attributes: {_reason(error)}")

    def _infer(self, op: Operation, row: OpDef, attrs: dict[str, Any], values: tuple) -> None:
        """The row's ``infer`` (InferTypeOpInterface): it must succeed and give result types
        compatible with the declared ones."""
        try:
            inferred = tuple(call_shape_function(row.infer, op.operand_types, values, result_types=op.result_types,
                                                 **attrs))
        except ConstraintError as error:
            self.fail_constraint(op, error, "failed to infer returned types")
        except UnsupportedTypeError as error:
            self.fail(op, str(error), "failed to infer returned types")
        except _MALFORMED as error:
            self.fail(op, f"has malformed operands, results or attributes: {_reason(error)}",
                      "failed to infer returned types")
        if len(inferred) != len(op.result_types) or not all(map(compatible, inferred, op.result_types)):
            self.fail(op, f"inferred type(s) {quote(inferred)} are incompatible with return type(s) of "
                          f"operation {quote(op.result_types)}", "failed to infer returned types")


def _shape_key(op: Operation, values: dict[str, np.ndarray]) -> tuple | None:
    """What an op without regions gives its shape functions, as a hashable key (constant
    operands by identity); None when that is unhashable or costly (large literals)."""
    if op.regions:
        return None
    attributes = tuple(sorted(op.attributes.items()))
    for _, value in attributes:
        if isinstance(value, DenseElementsAttr) and value.array.size > 16:
            return None
    key = (op.name, op.operand_types, op.result_types, attributes,
           tuple(id(values.get(name)) for name in op.operands))
    try:
        hash(key)
    except TypeError:
        return None
    return key


_MALFORMED = (TypeError, IndexError, ValueError, KeyError, AttributeError, OverflowError, EvalError)
"""What a shape function raises when an op is too malformed for its constraints to apply
(wrong operand count, attribute of the wrong kind): reported at the op, never a traceback."""


def region_types(op: Operation) -> tuple[RegionTypes, ...]:
    """Each region of ``op`` as shape functions see it (shapes/__init__.py): its entry block's
    argument types and its terminator's operand types (none when the block has no ops)."""
    described = []
    for region in op.regions:
        entry = region.entry if region.blocks else None
        if entry is None:
            described.append(RegionTypes((), ()))
            continue
        last = entry.operations[-1] if entry.operations else None
        row = OP_TABLE.get(last.name) if last is not None else None
        described.append(RegionTypes(tuple(t for _, t in entry.arguments), tuple(last.operand_types if last else ()),
                                     tuple(o.name for o in entry.operations),
                                     last is not None and (row is None or row.is_terminator)))
    return tuple(described)


CONSTANT_OPS = frozenset({"stablehlo.constant", "arith.constant"})


def constant_value(op: Operation) -> np.ndarray | None:
    """The value a constant op defines (None for other ops, or when its value does not decode)."""
    if op.name not in CONSTANT_OPS:
        return None
    row = OP_TABLE.get(op.name)
    if row is None:
        return None
    try:
        value = decode_attributes(op, row).get("value")
    except (ConstraintError, ValueError, TypeError, AttributeError, IndexError, UnsupportedTypeError):
        return None
    return value if isinstance(value, np.ndarray) else None


def operand_values(op: Operation, defs: dict[str, Operation]) -> tuple[np.ndarray | None, ...]:
    """Per operand of ``op``, the value of the constant op ``defs`` says defines it, else None."""
    return tuple(constant_value(defs[name]) if name in defs else None for name in op.operands)


def decode_attributes(op: Operation, row: OpDef) -> dict[str, Any]:
    """The row's decoded attributes of ``op`` (cached on it); a missing required one, or one its
    decoder rejects, is a ConstraintError in ODS's words."""
    cached = op.cache.get("verify_attrs")
    if cached is not None:
        return cached
    decoded: dict[str, Any] = {}
    for name, spec in sorted(row.attrs.items()):  # ODS checks them by name (jaxlib: slice's limit_indices first)
        attr = op.attributes.get(name)
        if attr is None:
            if spec.default is REQUIRED:
                raise ConstraintError(f"{op.name.split('.')[-1]}_attrs", f"requires attribute '{name}'")
            decoded[name] = spec.default
        else:
            decoded[name] = decode_attribute(name, spec, attr)
    op.cache["verify_attrs"] = decoded
    return decoded


class _Symbols:
    """The symbols of a module and its nested modules (their names, found on first use), for
    ``ReplicaGroupMeshAxesAttr::verifySymbolUses``."""

    def __init__(self, module_op: Operation) -> None:
        self.module_op = module_op
        self.names: set[str] | None = None

    def mesh_error(self, op: Operation) -> str | None:
        """A ``replica_group_mesh_axes`` attribute of ``op`` whose mesh symbol is not defined."""
        if self.names is None:
            self.names = {str(getattr(op.attributes["sym_name"], "value", op.attributes["sym_name"]))
                          for module in self.module_op.walk() if module.name == "builtin.module"
                          for op in (module.regions[0].entry.operations if module.regions else ())
                          if "sym_name" in op.attributes}
        for value in op.attributes.values():
            mesh = value.get("mesh") if isinstance(value, StructAttr) and value.kind == "replica_group_mesh_axes" \
                else None
            if isinstance(mesh, SymbolRefAttr) and mesh.name not in self.names:
                return f"replica_groups: mesh symbol '{mesh.name}' not found"
        return None


def _check_result_accuracy(verifier: _Verifier, op: Operation) -> None:
    """``result_accuracy`` (transcendental ops' ``verify()``: ``ResultAccuracyAttr::verify`` with
    the op's ``emitError``), for attributes the text parser did not already check (bytecode)."""
    accuracy = op.attributes.get("result_accuracy")
    if isinstance(accuracy, StructAttr):
        problem = result_accuracy_error(accuracy)
        if problem:
            verifier.fail(op, problem, plain=True)


__all__ = ["verify_module", "decode_attributes", "op_error", "constant_value", "operand_values"]
