"""Shardy's checks (``verifiers.cc``) and words: attribute verifiers and the ops' checks that
need the module's meshes. Each check returns the op's error message (without the
``'name' op`` prefix) or None."""
from __future__ import annotations

from typing import Any, Callable

from ...ir.types import TensorType, TupleType
from . import model as M
from .values import DATA_FLOW_OPS, Uses, sharding_of

Meshes = dict[str, M.Mesh]


def mesh_problem(mesh: M.Mesh) -> str | None:
    """MeshAxisAttr::verify and MeshAttr::verify."""
    for axis in mesh.axes:
        if axis.size <= 0:
            return f"axis size must be at least 1, got: {axis.size}"
    for device in mesh.device_ids:
        if device < 0:
            return f"device id must be non-negative, got: {device}"
    if not mesh.axes:
        return "axes is empty and device_ids has more than one element" if len(mesh.device_ids) > 1 else None
    names = mesh.names()
    for i, name in enumerate(names):
        if name in names[:i]:
            return f'duplicate axis name: "{name}"'
    if not mesh.device_ids:
        return None
    total = M.total_size(mesh.axes)
    if total != len(mesh.device_ids):
        return ("total product of axis sizes must match total number of device ids, got: "
                f"{total} != {len(mesh.device_ids)}")
    ordered = sorted(mesh.device_ids)
    if ordered != list(range(len(ordered))):
        return f"sorted device ids must be iota(product(axes)), got: {', '.join(map(str, ordered))}"
    if list(mesh.device_ids) == ordered:
        return "if the ordered device ids are the same as iota(product(axes)), no need to specify them for simplicity"
    return None


def edges_problem(edges: M.PropagationEdges) -> str | None:
    """PropagationEdgesAttr::verify."""
    seen: set[int] = set()
    for step in edges.steps:
        if step.step < 0:
            return f"propagation edges have negative step index: {step.step}"
        if step.step in seen:
            return f"propagation edges have duplicate step index: {step.step}"
        seen.add(step.step)
        for entry in step.entries:
            targets: set = set()
            for target in entry.targets:
                if target == entry.source:
                    return "propagation edges have a source that is the same as a target"
                if target in targets:
                    return (f"propagation edges have duplicate targets for step index: {step.step} and axis: "
                            f"{entry.axis.name}")
                targets.add(target)
    return None


def attribute_problem(value: object) -> str | None:
    """The verifier of an attribute kind that checks itself when built (genVerifyDecl)."""
    if isinstance(value, M.Mesh):
        return mesh_problem(value)
    if isinstance(value, M.MeshAxis) and value.size <= 0:
        return f"axis size must be at least 1, got: {value.size}"
    if isinstance(value, M.PropagationEdges):
        return edges_problem(value)
    return None


def nested_values(value: object) -> list[object]:
    """``value`` and the model values inside it (meshes of shardings), for attribute checks."""
    if isinstance(value, M.Sharding) and isinstance(value.mesh, M.Mesh):
        return [value.mesh, value]
    if isinstance(value, M.PerValue):
        return [v for s in value.shardings for v in nested_values(s)]
    return [value]


def mesh_of(sharding: M.Sharding, meshes: Meshes) -> M.Mesh | None:
    return sharding.mesh if isinstance(sharding.mesh, M.Mesh) else meshes.get(sharding.mesh)


def _axis_list(axes: tuple[M.AxisRef, ...], sizes: dict[str, int], seen: set,
               subs: dict[str, list[M.AxisRef]]) -> str | None:
    """verifyAxisRefList."""
    previous = None
    for axis in axes:
        if axis.name not in sizes:
            return f'unknown axis name: "{axis.name}"'
        if axis in seen:
            return f"duplicate axis ref: {axis.text()}"
        seen.add(axis)
        if axis.sub is None:
            previous = axis
            continue
        subs.setdefault(axis.name, []).append(axis)
        if previous is not None and previous.can_merge(axis):
            return f"two consecutive sub-axes can be merged: {previous.text()}, {axis.text()}"
        previous = axis
    return None


def _sub_axes(axes: list[M.AxisRef], size: int, seen: set) -> str | None:
    """verifySubAxes (``axes`` sorted)."""
    if axes and M.AxisRef(axes[0].name) in seen:
        return f'both sub-axis and full-axis are used for axis name: "{axes[0].name}"'
    previous = None
    for axis in axes:
        sub = axis.sub
        assert sub is not None
        if sub.pre_size < 1:
            return f"sub-axis pre-size must be at least 1: {axis.text()}"
        if sub.size <= 1:
            return f"sub-axis sizes must be greater than 1: {axis.text()}"
        if size % sub.next_pre_size:
            return (f"sub-axis next pre-size {sub.next_pre_size} doesn't divide the size of the full axis "
                    f"{size}: {axis.text()}")
        if sub.size == size:
            return f"sub-axis size is equal to the full axis size: {axis.text()}"
        if previous is not None and previous.sub.next_pre_size > sub.pre_size:
            return f"overlapping sub-axes: {previous.text()}, {axis.text()}"
        previous = axis
    return None


def _sorted_key(mesh: M.Mesh) -> Callable[[M.AxisRef], tuple]:
    names = mesh.names()

    def key(axis: M.AxisRef) -> tuple:
        # the order of AxisRefAttr::getMeshComparator: mesh order, then full axis vs sub-axes
        pre = axis.pre_size
        return (names.index(axis.name), pre, 0 if axis.sub is None else 1, axis.sub.size if axis.sub else 0)

    return key


def _is_sorted(axes: tuple[M.AxisRef, ...], mesh: M.Mesh) -> bool:
    return all(not M.mesh_less(mesh, b, a) for a, b in zip(axes, axes[1:]))


def sharding_problem(sharding: M.Sharding, type_: Any, mesh: M.Mesh | None, manual: dict[str, Any] | None = None,
                     divisible: bool = False) -> str | None:
    """verifyTensorShardingAttr (``manual``: axes bound by enclosing manual computations)."""
    if mesh is None:
        return f"unknown mesh: @{sharding.mesh}"
    if mesh.is_maximal() or (type_ is None and not sharding.all_axes() and not sharding.dims):
        if sharding.dims or sharding.replicated or sharding.unreduced:
            return "a maximal sharding can only have a sharding with rank 0 and no replicated or unreduced axes."
        return None
    if isinstance(type_, TupleType):
        if len(type_.types) != 1:
            return f"ops can only have a sharding for a tuple of size 1: {type_}"
        type_ = type_.types[0]
    if not isinstance(type_, TensorType):
        if sharding.dims or sharding.replicated or sharding.unreduced:
            return ("non-shaped tensors can only have a sharding with rank 0 and no replicated or unreduced axes. "
                    f"type: {type_}, sharding: {M.full_text(sharding)}")
        return None
    if type_.shape is None:
        return f"only ranked tensors can have a sharding. type: {type_}"
    if len(sharding.dims) != len(type_.shape):
        return f"sharding doesn't match tensor rank: {len(sharding.dims)} != {len(type_.shape)}"
    sizes = mesh.sizes()
    seen: set = set()
    subs: dict[str, list[M.AxisRef]] = {}
    for dim, (dim_sharding, size) in enumerate(zip(sharding.dims, type_.shape)):
        if dim_sharding.priority is not None:
            if dim_sharding.priority < 0:
                return f"dim {dim} has a negative priority"
            if dim_sharding.is_closed and not dim_sharding.axes:
                return f"dim {dim} is empty and closed but has a priority"
        problem = _axis_list(dim_sharding.axes, sizes, seen, subs)
        if problem:
            return problem
        if size is not None and divisible and size % dim_sharding.sharded_size(mesh):
            return f"dim {dim} with size {size} is not divisible by its sharded size {dim_sharding.sharded_size(mesh)}"
    for axes, name in ((sharding.replicated, "replicated"), (sharding.unreduced, "unreduced")):
        if not all(a.name in sizes for a in axes):
            problem = _axis_list(axes, sizes, seen, subs)
            return problem
        if not _is_sorted(axes, mesh):
            return f"{name} axes are not ordered w.r.t. mesh"
        problem = _axis_list(axes, sizes, seen, subs)
        if problem:
            return problem
    for name, axes in subs.items():
        problem = _sub_axes(sorted(axes, key=_sorted_key(mesh)), sizes[name], seen)
        if problem:
            return problem
    for axis in sharding.all_axes():
        if manual and axis.name in manual:
            return bound_axis_problem(axis.name, manual)
    return None


class Problem(str):
    """An error message with more: ``parent``, an op the note ``parent bounding this axis as
    manual`` is attached at (emitBoundAxisInManualComputationError); ``more``, further errors."""

    parent: Any = None
    note: str = "parent bounding this axis as manual"
    more: tuple[str, ...] = ()


def bound_axis_problem(axis: str, manual: dict[str, Any]) -> Problem:
    problem = Problem(f'operates on axis "{axis}" which is already bound by a parent sdy.manual_computation op')
    problem.parent = manual[axis]
    return problem


def per_value_problem(per_value: M.PerValue, types: tuple, meshes: Meshes, prefix: str,
                      manual: dict[str, Any] | None = None) -> str | None:
    """verifyTensorShardingPerValueAttr, messages prefixed by ``prefix`` (e.g. ``"result "``)."""
    shardings = per_value.shardings
    if not types and len(shardings) == 1:
        first = shardings[0]
        mesh = mesh_of(first, meshes)
        if (mesh is not None and mesh.is_maximal()) or not (first.all_axes() or first.dims):
            problem = sharding_problem(first, None, mesh, manual)
            return None if problem is None else _prefixed(f"{prefix}- ", problem)
    if len(shardings) != len(types):
        return f"{prefix}shardings don't match number of values: {len(shardings)} shardings vs {len(types)} values"
    for index, (sharding, type_) in enumerate(zip(shardings, types)):
        problem = sharding_problem(sharding, type_, mesh_of(sharding, meshes), manual)
        if problem:
            return _prefixed(f"{prefix}- " if len(types) == 1 else f"{prefix}{index} - ", problem)
    return None


def _prefixed(prefix: str, problem: str) -> str:
    """``prefix + problem``, keeping a Problem's parent."""
    if isinstance(problem, Problem):
        out = Problem(prefix + problem)
        out.parent = problem.parent
        return out
    return prefix + problem


def _rule_mapping(types: tuple, mappings: tuple, sizes: tuple, seen: set, kind: str) -> str | None:
    if len(types) != len(mappings):
        return f"number of {kind}s and mappings must match: {len(types)} != {len(mappings)}"
    if not mappings:
        return (f"number of {kind}s mappings cannot be 0. Op sharding rules can only be defined on operations "
                "with at least one operand and result.")
    for index, (type_, mapping) in enumerate(zip(types, mappings)):
        prefix = f"{kind} - " if len(types) == 1 else f"{kind} {index} - "
        if not isinstance(type_, TensorType) or type_.shape is None or None in type_.shape:
            return f"{prefix}expected a ranked tensor with a static shape. type: {type_}"
        if len(mapping.dims) != len(type_.shape):
            return f"{prefix}mapping rank must match: {len(mapping.dims)} != {len(type_.shape)}"
        mine: set = set()
        for dim in mapping.dims:
            if not dim.factors:
                return f"{prefix}dim mapping must have at least one factor"
            for factor in dim.factors:
                if not 0 <= factor < len(sizes):
                    return (f"{prefix}expecting factor indices to be within 0<=...<num_factors; received: {factor}, "
                            f"num_factors: {len(sizes)}")
                if factor in mine:
                    return f"{prefix}cannot reuse factors for the same tensor value"
                if sizes[factor] == 1 and len(dim.factors) > 1:
                    return f"{prefix}dim mapping can't have a factor of size 1 if there are multiple factors"
                mine.add(factor)
                seen.add(factor)
    return None


def _special(indices: tuple[int, ...], count: int) -> str | None:
    if not indices:
        return None
    if list(indices) != sorted(indices):
        return "indices of special factors must be sorted"
    if len(set(indices)) != len(indices):
        return "indices of special factors must be unique"
    if indices[0] < 0:
        return "index must be non-negative"
    if indices[-1] >= count:
        return f"index must be less than {count}, got: {indices[-1]}"
    return None


def rule_problem(rule: M.Rule, operand_types: tuple, result_types: tuple) -> str | None:
    """verifyOpShardingRuleAttr."""
    in_operands: set = set()
    in_results: set = set()
    problem = (_rule_mapping(operand_types, rule.operands, rule.factor_sizes, in_operands, "operand")
               or _rule_mapping(result_types, rule.results, rule.factor_sizes, in_results, "result"))
    if problem:
        return problem
    for index, size in enumerate(rule.factor_sizes):
        if index not in in_operands | in_results:
            return f"has factor {M.factor_symbol(index)}={size} that isn't used in operand and result mappings"
    count = len(rule.factor_sizes)
    for group in (rule.reduction, rule.need_replication, rule.permutation):
        problem = _special(group, count)
        if problem:
            return problem
    special = set(rule.reduction) | set(rule.need_replication) | set(rule.permutation)
    if len(special) != len(rule.reduction) + len(rule.need_replication) + len(rule.permutation):
        return "a factor can only be in one of the reduction, need replication, or permutation factor sets"
    problem = _special(rule.blocked, count)
    if problem:
        return problem
    if any(factor in in_results for factor in rule.reduction):
        return "reduction factor cannot be in result mappings"
    return None


def _edge_ref_problem(ref: M.EdgeValueRef, n_operands: int, n_results: int) -> str | None:
    count, kind = (n_results, "a result") if ref.type == "result" else (n_operands, "an operand")
    if not 0 <= ref.index < count:
        return f"expected a value ref to have {kind} index in range [0, {count}), got: {ref.index}"
    return None


def edges_op_problem(edges: M.PropagationEdges, n_operands: int, n_results: int, meshes: Meshes,
                     shardings: list[M.Sharding], any_ref: bool = False) -> str | None:
    """verifyPropagationEdgesShardingAttr (``shardings``: those of the values the edges name;
    ``any_ref``: value refs are not checked, as on an ``sdy.func_data_flow_edge``)."""
    if not shardings:
        return "expected propagation edges attr to reference a sharding."
    found = {id(m): m for m in (mesh_of(s, meshes) for s in shardings) if m is not None}
    common = list(found.values())
    if not common or any(m != common[0] for m in common):
        return "expected a common mesh for propagation edges attr."
    for step in edges.steps:
        for entry in step.entries:
            if entry.axis.name not in common[0].sizes():
                return "expected axis ref to be in one of the meshes"
            for ref in () if any_ref else (entry.source, *entry.targets):
                problem = _edge_ref_problem(ref, n_operands, n_results)
                if problem:
                    return problem
    return None


def manual_value_problem(global_types: tuple, local_types: tuple, per_value: M.PerValue, meshes: Meshes,
                         manual: set[str], kind: str) -> str | None:
    """verifyManualComputationValue."""
    if not global_types and not local_types and not per_value.shardings:
        return None
    problem = per_value_problem(per_value, global_types, meshes, f"{kind} ")
    if problem:
        return problem
    if len(global_types) != len(local_types):
        return (f"number of op {kind}s and region {kind}s must match. Op has {len(global_types)} op {kind}s and "
                f"{len(local_types)} region {kind}s")
    for index, (global_type, local_type, sharding) in enumerate(zip(global_types, local_types,
                                                                      per_value.shardings)):
        for dim, dim_sharding in enumerate(sharding.dims):
            axes = dim_sharding.axes
            free = next((i for i, a in enumerate(axes) if a.name not in manual), len(axes))
            late = next((i for i in range(free, len(axes)) if axes[i].name in manual), None)
            if late is not None:
                return (f"{kind} sharding at index {index} must have all manual axes come before free axes in its "
                        f"dimension sharding at index {dim}. Saw manual axis {axes[late].text()} after free axis "
                        f"{axes[late - 1].text()}")
        if not isinstance(global_type, TensorType) or global_type.shape is None:
            continue
        mesh = mesh_of(sharding, meshes)
        shape: list[int] = []
        for size, dim_sharding in zip(global_type.shape, sharding.dims):
            if size is None:
                shape.append(None)
                continue
            factor = 1
            for axis in dim_sharding.axes:
                if axis.name in manual:
                    factor *= axis.size(mesh)
            if size % factor:
                return f"{kind} dimension size {size} is not divisible by the manual axes size {factor}"
            shape.append(size // factor)
        expected = TensorType(tuple(shape), global_type.element_type)
        if str(expected) != str(local_type):
            return (f"{kind} shape, corresponding sharding, and region {kind} shape at index {index} must match. "
                    f"Expected local shape '{expected}', actual local shape '{local_type}'")
    return None


def _shardings_of(op: Any, refs: list[M.EdgeValueRef], uses: "Uses | None") -> list[M.Sharding]:
    """getShardingsReferenceByPropagationEdge: the shardings of the op's values that edge refs name."""
    per_value = M.sdy_value(op.attributes.get("sdy.sharding"), M.PerValue)
    found = []
    for ref in refs:
        if ref.type == "result" and 0 <= ref.index < len(op.results) and uses is not None:
            sharding = sharding_of(op.results[ref.index], uses)
        elif ref.type == "result" and 0 <= ref.index < len(op.result_types):
            sharding = per_value.shardings[ref.index] if per_value is not None and \
                ref.index < len(per_value.shardings) else None
        elif ref.type == "operand" and 0 <= ref.index < len(op.operands):
            sharding = sharding_of(op.operands[ref.index], uses)
        else:
            sharding = None
        if sharding is not None:
            found.append(sharding)
    return found


def attributes_problem(op: Any, meshes: Meshes, manual: dict[str, Any], uses: "Uses | None" = None) -> str | None:
    """SdyDialect::verifyOperationAttribute over the op's ``sdy.*`` discardable attributes."""
    for name, attr in op.attributes.items():
        if name == "sdy.sharding" and op.name != "func.func":
            per_value = M.sdy_value(attr, M.PerValue)
            if per_value is None:
                return "should have a sharding attribute of type TensorShardingPerValueAttr"
            problem = per_value_problem(per_value, tuple(op.result_types), meshes, "result ", manual)
        elif name == "sdy.sharding_rule":
            rule = M.sdy_value(attr, M.Rule)
            if rule is None:
                return "should have a sharding rule attribute of type OpShardingRuleAttr for attr named " \
                       "'sdy.sharding_rule'"
            problem = rule_problem(rule, tuple(op.operand_types), tuple(op.result_types))
        elif name == "sdy.propagation_edges":
            edges = M.sdy_value(attr, M.PropagationEdges)
            if edges is None:
                return "should have a propagation edges attribute of type PropagationEdgesAttr for attr named " \
                       "'sdy.propagation_edges'"
            refs = [r for s in edges.steps for e in s.entries for r in (e.source, *e.targets)]
            problem = edges_op_problem(edges, len(op.operands), len(op.result_types), meshes,
                                       _shardings_of(op, refs, uses), op.name == "sdy.func_data_flow_edge")
        elif name in ("sdy.result_propagation_edges", "sdy.block_arg_propagation_edges"):
            if not isinstance(attr, tuple) or any(M.sdy_value(e, M.PropagationEdges) is None for e in attr):
                return ("should have a propagation edges attribute of type ArrayAttr<PropagationEdgesAttr> for attr "
                        "named 'sdy.result_propagation_edges' or 'sdy.block_arg_propagation_edges'")
            problem = None
        else:
            problem = None
        if problem:
            return problem
    return None


def function_problem(func: Any, inputs: tuple, results: tuple, meshes: Meshes) -> str | None:
    """verifyFuncAttribute for each argument's and result's ``sdy.sharding``."""
    for kind, attrs, types in (("arg", func.attributes.get("arg_attrs"), inputs),
                               ("result", func.attributes.get("res_attrs"), results)):
        for index, (entry, type_) in enumerate(zip(attrs or (), types)):
            attr = entry.get("sdy.sharding") if isinstance(entry, dict) else None
            if attr is None:
                continue
            sharding = M.sdy_value(attr, M.Sharding)
            if sharding is None:
                return f"{kind} {index} - should have a sharding attribute of type TensorShardingAttr"
            problem = sharding_problem(sharding, type_, mesh_of(sharding, meshes))
            if problem:
                return f"{kind} {index} - {problem}"
    return None


def _terminator_types(op: Any) -> tuple:
    region = op.regions[0] if op.regions else None
    if region is None or not region.blocks or not region.entry.operations:
        return ()
    last = region.entry.operations[-1]
    return tuple(last.operand_types) if last.name == "sdy.return" else ()


def op_problem(op: Any, meshes: Meshes, manual: dict[str, Any]) -> str | None:
    """The checks of an sdy op (its verify() and verifySymbolUses()); ``manual``: axes bound by
    enclosing manual computations."""
    name = op.name
    attrs = op.attributes
    if name in ("sdy.sharding_constraint", "sdy.reshard", "sdy.data_flow_edge") and "sharding" in attrs:
        sharding = M.sdy_value(attrs["sharding"], M.Sharding)
        if sharding is not None and op.result_types:
            return sharding_problem(sharding, op.result_types[0], mesh_of(sharding, meshes), manual)
    if name == "sdy.manual_computation":
        return _manual_problem(op, meshes, manual)
    if name == "sdy.named_computation":
        return _named_problem(op, meshes)
    if name == "sdy.propagation_barrier" and getattr(attrs.get("allowed_direction"), "value", None) == "BOTH":
        return "cannot specify `BOTH` as the direction. Not blocking propagation direction makes the op redundant."
    if name == "sdy.mesh":
        return None
    return None


def _manual_problem(op: Any, meshes: Meshes, manual: dict[str, Any]) -> str | None:
    axes = M.sdy_value(op.attributes.get("manual_axes"), M.ManualAxes)
    ins = M.sdy_value(op.attributes.get("in_shardings"), M.PerValue)
    outs = M.sdy_value(op.attributes.get("out_shardings"), M.PerValue)
    if axes is None or ins is None or outs is None:
        return None
    for axis in axes.names:
        if axis in manual:
            return bound_axis_problem(axis, manual)
    names = set(axes.names)
    entry = op.regions[0].entry if op.regions and op.regions[0].blocks else None
    local_inputs = tuple(t for _, t in entry.arguments) if entry is not None else ()
    problem = (manual_value_problem(tuple(op.operand_types), local_inputs, ins, meshes, names, "operand")
               or manual_value_problem(tuple(op.result_types), _terminator_types(op), outs, meshes, names, "result"))
    if problem or (not ins.shardings and not outs.shardings):
        return problem
    found = {m for m in (mesh_of(s, meshes) for s in ins.shardings + outs.shardings) if m is not None and m.axes}
    if len(found) > 1 and axes.names:
        return "all in and out shardings must be bound to the same mesh or an empty mesh."
    mesh = next(iter(found), None)
    for axis in axes.names:
        if mesh is not None and axis not in mesh.sizes():
            return f'unknown manual axis: "{axis}"'
    return None


def _named_problem(op: Any, meshes: Meshes) -> str | None:
    entry = op.regions[0].entry if op.regions and op.regions[0].blocks else None
    arguments = [t for _, t in entry.arguments] if entry is not None else []
    if len(arguments) != len(op.operands):
        return f"number of block arguments must match the number of operands: {len(arguments)} != {len(op.operands)}"
    for i, (inner, outer) in enumerate(zip(arguments, op.operand_types)):
        if str(inner) != str(outer):
            return (f"expected the type of the {i}'th block argument to match the type of the corresponding operand: "
                    f"'{inner}' vs '{outer}'")
    returned = _terminator_types(op)
    if list(map(str, returned)) != list(map(str, op.result_types)):  # InferTypeOpInterface
        problem = Problem("failed to infer returned types")
        problem.more = (f"inferred type(s) {', '.join(repr(str(t)) for t in returned)} are incompatible with return "
                        f"type(s) of operation {', '.join(repr(str(t)) for t in op.result_types)}",)
        return problem
    for keyword, types in (("in_shardings", op.operand_types), ("out_shardings", op.result_types)):
        per_value = M.sdy_value(op.attributes.get(keyword), M.PerValue)
        if per_value is not None:
            problem = per_value_problem(per_value, tuple(types), meshes, f"{keyword} ")
            if problem:
                return problem
    return None


def edge_problem(op: Any, uses: Uses) -> str | None:
    """DataFlowEdgeOp / FuncDataFlowEdgeOp::verifySymbolUses."""
    kind = op.name
    type_ = op.result_types[0] if op.result_types else None
    if not isinstance(type_, TensorType) or type_.shape is None or None in type_.shape:
        return f"expected {kind} to have a static-shaped result. type: {type_}"
    value = op.operands[0]
    role = "input" if kind == "sdy.data_flow_edge" else "operand"
    if uses.counts.get(value, 0) != 1:
        return f"expected {role} of {kind} to have a single user"
    defining = uses.defining.get(value)
    if kind == "sdy.func_data_flow_edge":
        if defining is None and value not in uses.arguments:
            return "expected operand of sdy.func_data_flow_edge to be a block argument of a func op."
        if defining is not None and defining.name != "func.call":
            return "expected operand of sdy.func_data_flow_edge to be a result of call op."
        return None
    if defining is not None and defining.name.startswith("sdy.") and defining.name not in DATA_FLOW_OPS:
        problem = Problem("expected input of sdy.data_flow_edge to not be defined by an SdyDialect op (other than an "
                          "sdy.named_computation).")
        problem.parent = defining
        problem.note = "sdy op defining the input of the sdy.data_flow_edge"
        return problem
    return None
