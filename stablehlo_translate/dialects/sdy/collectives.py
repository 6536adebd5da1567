"""Shardy's checks that need the sharding of an op's operand (``verifiers.cc``): the collective
ops' interface verifier and their ``verifySymbolUses``, and the unreduced-axes rules
(``verifyUnreducedAxesTransition``, utils.cc) of collectives, ``sdy.reshard`` and
``sdy.sharding_constraint``. A value's sharding is found as ``getSharding`` (utils.cc) does,
through a function's :class:`~.values.Uses`. Each check returns the op's error message
(a verify.Problem when a note goes with it) or None."""
from __future__ import annotations

from typing import Any, Callable

from ...ir.types import TensorType
from . import axes as X
from . import model as M
from .values import Uses, located_at, sharding_of
from .verify import Meshes, Problem, _axis_list, _is_sorted, mesh_of, sharding_problem

MISSING_OPERAND_SHARDING_OK = ("sdy.all_slice", "sdy.all_reduce", "sdy.reduce_scatter")
"""Collectives whose ``allowMissingInputSharding()`` is true."""


def _replicated(value: Any, rank: int) -> M.Sharding:
    """TensorShardingAttr::getFullyReplicated (open dimensions)."""
    return M.Sharding(value, tuple(M.DimSharding((), False) for _ in range(rank)))


def equivalent(first: M.Sharding | None, second: M.Sharding | None, ignore_unreduced: bool = False) -> bool:
    """TensorShardingAttr::isEquivalent."""
    def replicated(s: M.Sharding | None) -> bool:
        if s is None:
            return True
        if not ignore_unreduced and s.unreduced:
            return False
        return all(not d.axes for d in s.dims)

    if replicated(first):
        return replicated(second)
    if second is None or first is None or first.mesh != second.mesh:
        return False
    if not ignore_unreduced and first.unreduced != second.unreduced:
        return False
    return len(first.dims) == len(second.dims) and all(a.axes == b.axes for a, b in zip(first.dims, second.dims))


def unreduced_transition(operands: list[M.Sharding | None], results: list[M.Sharding | None], meshes: Meshes,
                         introduced_op: str | None, removed_op: str | None) -> str | None:
    """verifyUnreducedAxesTransition (``*_op``: the reduction an introduced or removed axis must
    have; None: such axes are not allowed)."""
    ins = [s for s in operands if s is not None]
    outs = [s for s in results if s is not None]
    mesh = None
    for sharding in ins + outs:
        current = mesh_of(sharding, meshes)
        if current is not None:
            if mesh is None:
                mesh = current
            elif mesh != current:
                return None
    flat_in = [a for s in ins for a in s.unreduced]
    flat_out = [a for s in outs for a in s.unreduced]
    introduced = X.set_diff(flat_out, flat_in, mesh)
    removed = X.set_diff(flat_in, flat_out, mesh)

    def reduction_problem(shardings: list[M.Sharding], diff: list[M.AxisRef], expected: str, verb: str) -> str | None:
        for sharding in shardings:
            if any(X.any_overlap(diff, axis) for axis in sharding.unreduced) and sharding.reduction != expected:
                return f"cannot {verb} '{sharding.reduction}' unreduced axes. Expected '{expected}'."
        return None

    if introduced:
        if introduced_op is None:
            return f"cannot add new unreduced axis '{introduced[0].name}'."
        problem = reduction_problem(outs, introduced, introduced_op, "introduce")
        if problem:
            return problem
    if removed:
        if removed_op is None:
            return (f"dropped unreduced axis '{removed[0].name}' without a blessed operation (e.g., sdy.reshard). "
                    "This is an invalid transition from unreduced to reduced.")
        problem = reduction_problem(ins, removed, removed_op, "reduce")
        if problem:
            return problem
    for out in outs:
        for axis in out.unreduced:
            for source in ins:
                if X.any_overlap(source.unreduced, axis) and source.reduction != out.reduction:
                    return (f"cannot change the reduction operator of kept unreduced axes from {source.reduction} "
                            f"to {out.reduction}.")
    return None


def _source_sharding(name: str, uses: Uses) -> M.Sharding | None:
    """getShardingBypassingBarriers."""
    op = uses.defining.get(name)
    while op is not None and op.name == "sdy.propagation_barrier" and op.operands:
        name = op.operands[0]
        op = uses.defining.get(name)
    return sharding_of(name, uses)


def resharding_problem(op: Any, uses: Uses, meshes: Meshes) -> str | None:
    """ShardingConstraintOp / ReshardOp::verifySymbolUses after the sharding's own checks."""
    sharding = M.sdy_value(op.attributes.get("sharding"), M.Sharding)
    source = _source_sharding(op.operands[0], uses) if op.operands else None
    if source is None or sharding is None:
        return None
    return unreduced_transition([source], [sharding], meshes, "sum", source.reduction)


# --- the collectives ------------------------------------------------------------------------
class _Collective:
    """One collective op with what its checks read."""

    def __init__(self, op: Any, uses: Uses, meshes: Meshes):
        self.op, self.meshes = op, meshes
        self.result = M.sdy_value(op.attributes.get("out_sharding"), M.Sharding)
        self.given = sharding_of(op.operands[0], uses)
        type_ = op.result_types[0] if op.result_types else None
        self.rank = len(type_.shape) if isinstance(type_, TensorType) and type_.shape is not None else 0
        self.mesh = mesh_of(self.result, meshes) if self.result is not None else None
        self.tensor_op = located_at(op.operands[0], uses) or op
        """What stands for the operand's location: its definer or its block argument's location."""

    @property
    def operand(self) -> M.Sharding:
        """getOrCreateSharding (fully replicated on the result's mesh when missing)."""
        return self.given if self.given is not None else _replicated(self.result.mesh, self.rank)

    def attr(self, name: str, kind: type) -> Any:
        return M.sdy_value(self.op.attributes.get(name), kind)

    def reduction(self) -> str:
        return getattr(self.op.attributes.get("reduction_op"), "value", "sum")

    def mesh_note(self, message: str, mesh: M.Mesh | None) -> Problem:
        problem = Problem(message)
        problem.parent = self.tensor_op
        problem.note = f"operand mesh: {M.full_text(mesh)}"
        return problem


def _sorted_list(axes: tuple[M.AxisRef, ...], mesh: M.Mesh, what: str, seen: set, subs: dict) -> str | None:
    """verifySortedAxisRefList."""
    if all(a.name in mesh.sizes() for a in axes) and not _is_sorted(axes, mesh):
        return f"{what} axes are not ordered w.r.t. mesh"
    return _axis_list(axes, mesh.sizes(), seen, subs)


def _listed(axes: list[M.AxisRef]) -> str:
    return "[" + ", ".join(a.text() for a in axes) + "]"


def _gather(axes: tuple[M.AxisRef, ...], gathering: tuple[M.AxisRef, ...], dim: int, mesh: M.Mesh,
            kind: str) -> list[M.AxisRef] | str:
    """gatherAxesAlongDim: the message when ``gathering`` is not a suffix of ``axes``."""
    expected = list(axes)
    for axis in reversed(gathering):
        if not expected or not X.suffix_of(axis, expected[-1], mesh):
            return f"can't apply {kind} axis {axis.text()} to operand sharding on dimension {dim}"
        prefix = X.prefix_without_overlap(expected.pop(), axis)
        if prefix is not None:
            expected.append(prefix)
    return expected


def _slice(axes: tuple[M.AxisRef, ...], slicing: tuple[M.AxisRef, ...], mesh: M.Mesh) -> list[M.AxisRef]:
    """sliceAxesAlongDim."""
    expected = list(axes)
    for axis in slicing:
        X.add_or_merge(expected, axis, mesh)
    return expected


PerDim = Callable[[tuple, tuple, int, M.Mesh], "list[M.AxisRef] | str"]


def _per_dim(c: _Collective, lists: M.ListOfAxisRefLists | None, expected_of: PerDim) -> str | None:
    """verifyCollectiveWithAxesPerDim."""
    mesh, result = c.mesh, c.result
    if lists is None or mesh is None:
        return None
    seen: set = set()
    subs: dict = {}
    for axes in lists.lists:
        problem = _axis_list(axes.axes, mesh.sizes(), seen, subs)
        if problem:
            return problem
    if len(result.dims) != len(lists.lists):
        return f"result sharding has rank {len(result.dims)} but collective axes has rank {len(lists.lists)}"
    for dim, (operand_dim, axes) in enumerate(zip(c.operand.dims, lists.lists)):
        expected = expected_of(operand_dim.axes, axes.axes, dim, mesh)
        if isinstance(expected, str):
            return expected
        if tuple(expected) != result.dims[dim].axes:
            return f"result sharding doesn't match expected sharding {_listed(expected)} on dimension {dim}"
    return None


def _all_gather(c: _Collective) -> str | None:
    return _per_dim(c, c.attr("gathering_axes", M.ListOfAxisRefLists),
                    lambda axes, along, dim, mesh: _gather(axes, along, dim, mesh, "gathering"))


def _all_slice(c: _Collective) -> str | None:
    return _per_dim(c, c.attr("slicing_axes", M.ListOfAxisRefLists),
                    lambda axes, along, dim, mesh: _slice(axes, along, mesh))


def _sharded_to_unreduced(c: _Collective) -> str | None:
    if c.result.reduction != "sum":
        return "out_sharding reduction_op must be SUM"
    lists = c.attr("axes", M.ListOfAxisRefLists)
    problem = _per_dim(c, lists, lambda axes, along, dim, mesh: _gather(axes, along, dim, mesh, "shard-to-unreduce"))
    if problem or lists is None or c.mesh is None:
        return problem
    expected = list(c.operand.unreduced) + [a for axes in lists.lists for a in axes.axes]
    if tuple(X.sort_and_merge(expected, c.mesh)) != c.result.unreduced:
        return "out_unreduced_axes should be in_unreduced_axes + sharded_to_unreduced_axes"
    return None


def _replicated_to_unreduced(c: _Collective) -> str | None:
    operand, result, mesh = c.operand, c.result, c.mesh
    if result.reduction != "sum":
        return "out_sharding reduction_op must be SUM"
    if operand.dims != result.dims:
        return "input and output must share the same dimension shardings"
    listed = c.attr("axes", M.AxisRefList)
    r2u = listed.axes if listed is not None else ()
    if not r2u:
        return "r2u axes must not be empty"
    if mesh is None:
        return None
    problem = _sorted_list(r2u, mesh, "r2u", set(), {})
    if problem:
        return problem
    for axis in r2u:
        if any(X.any_overlap(d.axes, axis) for d in operand.dims):
            return f"r2u axis {axis.text()} overlaps with operand dimension sharding"
        if X.any_overlap(operand.unreduced, axis):
            return f"r2u axis {axis.text()} overlaps with operand unreduced axes"
    if tuple(X.sort_and_merge(list(operand.unreduced) + list(r2u), mesh)) != result.unreduced:
        return "out_unreduced_axes should be in_unreduced_axes + r2u_axes"
    return None


def _all_to_all(c: _Collective) -> str | None:
    params_attr = c.attr("params", M.AllToAllParamList)
    params = params_attr.params if params_attr is not None else ()
    if not params:
        return "parameter list is empty"
    mesh, rank = c.mesh, c.rank
    if mesh is None:
        return None
    seen_dims: set[int] = set()
    previous = -1
    seen: set = set()
    subs: dict = {}
    for param in params:
        problem = _axis_list(param.axes, mesh.sizes(), seen, subs)
        if problem:
            return problem
        for dim, which in ((param.src_dim, "source"), (param.tgt_dim, "target")):
            if not 0 <= dim < rank:
                return f"{which} dimension {dim} is out of range [0, {rank})"
        for dim in (param.src_dim, param.tgt_dim):
            if dim in seen_dims:
                return f"overlapping source/target dimensions in all-to-all params: {dim}"
            seen_dims.add(dim)
        if previous >= param.src_dim:
            return f"source dimensions are not sorted in ascending order: {param.src_dim} appears after {previous}"
        previous = param.src_dim
    operand_dims, result_dims = c.operand.dims, c.result.dims

    def mismatch(dim: int, expected: list[M.AxisRef]) -> str | None:
        if tuple(expected) != result_dims[dim].axes:
            return f"result sharding doesn't match expected sharding {_listed(expected)} on dimension {dim}"
        return None

    for param in params:
        source = _gather(operand_dims[param.src_dim].axes, param.axes, param.src_dim, mesh, "all-to-all")
        if isinstance(source, str):
            return source
        problem = mismatch(param.src_dim, source) or mismatch(
            param.tgt_dim, _slice(operand_dims[param.tgt_dim].axes, param.axes, mesh))
        if problem:
            return problem
    for dim, operand_dim in enumerate(operand_dims):
        problem = None if dim in seen_dims else mismatch(dim, list(operand_dim.axes))
        if problem:
            return problem
    return None


def _collective_permute(c: _Collective) -> str | None:
    operand, result, mesh = c.operand, c.result, c.mesh
    operand_mesh = mesh_of(operand, c.meshes)
    if mesh is None or operand_mesh is None:
        return None
    if mesh.axes != operand_mesh.axes:
        return c.mesh_note("result mesh has different axes than operand mesh", operand_mesh)
    if operand.mesh != result.mesh and mesh.device_ids == operand_mesh.device_ids:
        return c.mesh_note("result mesh name is different but same device ids as operand", operand_mesh)
    for dim, (before, after) in enumerate(zip(operand.dims, result.dims)):
        if before.axes != after.axes and before.sharded_size(mesh) != after.sharded_size(mesh):
            return (f"sharded size of result doesn't match operand on dimension {dim}: "
                    f"{after.sharded_size(mesh)} != {before.sharded_size(mesh)}")
    return None


def _all_reduce(c: _Collective) -> str | None:
    operand, result, mesh = c.operand, c.result, c.mesh
    if not equivalent(operand, result, ignore_unreduced=True):
        return "operand and result shardings are not equivalent"
    listed = c.attr("reduction_axes", M.AxisRefList)
    if mesh is None or listed is None:
        return None
    problem = _sorted_list(listed.axes, mesh, "reduction", set(), {})
    if problem:
        return problem
    for axis in listed.axes:
        if any(X.any_overlap(d.axes, axis) for d in operand.dims) or X.any_overlap(operand.replicated, axis):
            return f"reduction axis {axis.text()} overlaps with operand dimension sharding or replicated axes"
        if X.any_overlap(result.unreduced, axis):
            return f"reduction axis {axis.text()} overlaps with result unreduced axes"
    return unreduced_transition([operand], [result], c.meshes, None, c.reduction())


def _reduce_scatter(c: _Collective) -> str | None:
    problem = unreduced_transition([c.operand], [c.result], c.meshes, None, c.reduction())
    return problem or _per_dim(c, c.attr("reduce_scatter_axes", M.ListOfAxisRefLists),
                               lambda axes, along, dim, mesh: _slice(axes, along, mesh))


CHECKS: dict[str, Callable[[_Collective], "str | None"]] = {
    "sdy.all_gather": _all_gather, "sdy.all_slice": _all_slice, "sdy.all_to_all": _all_to_all,
    "sdy.collective_permute": _collective_permute, "sdy.all_reduce": _all_reduce,
    "sdy.reduce_scatter": _reduce_scatter, "sdy.sharded_to_unreduced": _sharded_to_unreduced,
    "sdy.replicated_to_unreduced": _replicated_to_unreduced,
}


def collective_problem(op: Any, uses: Uses, meshes: Meshes, manual: dict[str, Any]) -> str | None:
    """verifyCollectiveOp (the interface's checks), then the op's verifySymbolUses."""
    if not op.operands:
        return None
    c = _Collective(op, uses, meshes)
    if c.result is None:
        return None
    if c.given is None and op.name not in MISSING_OPERAND_SHARDING_OK:
        return "collective on operand without sharding"
    problem = sharding_problem(c.result, op.result_types[0] if op.result_types else None, c.mesh, manual)
    if problem:
        return problem
    operand_mesh = mesh_of(c.given, meshes) if c.given is not None else None
    if op.name != "sdy.collective_permute" and operand_mesh is not None and operand_mesh != c.mesh:
        return c.mesh_note("result mesh does not match operand mesh", operand_mesh)
    if c.given is not None and len(c.result.dims) != len(c.given.dims):
        return f"result sharding has rank {len(c.result.dims)} but operand sharding has rank {len(c.given.dims)}"
    return CHECKS[op.name](c)
