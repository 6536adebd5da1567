"""Shardy's canonicalization patterns (``canonicalization.td``, ``canonicalization.cc``), the
ones its ops register through ``getCanonicalizationPatterns``, as rows of the greedy rewriter.

Collectives with nothing to move go (``AllGatherNoopPattern`` and friends); an all-slice undoing
an all-gather, an all-reduce undoing a replicated-to-unreduced, two all-to-alls in a row, an
all-reduce and the all-slices of its result (``ReduceScatterFusion``) and an all-reduce of a
sharded-to-unreduced become one op; a reshard of a reshard is one reshard, and a reshard equal to
an earlier one of the same value, seen through reshapes and transposes, reuses it; a manual
computation drops unused inputs, and is inlined when its manual axes have size 1. Shardings say
how values are split over devices, never what they are: each rewrite keeps the global values.
"""
from __future__ import annotations

from typing import Any

from ..dialects.sdy import axes as X
from ..dialects.sdy import model as M
from ..dialects.sdy.collectives import equivalent
from ..dialects.sdy.values import sharding_of
from ..ir.module import Operation
from .rewrite import Pattern, Rewriter

Meshes = dict[str, M.Mesh]


class _Values:
    """The rewriter's use lists as dialects/sdy/collectives.py's ``sharding_of`` reads them."""

    def __init__(self, rw: Rewriter):
        self.defining, self.owners, self.users = rw.defs, rw.arg_owner, rw.users


def _value(op: Operation, name: str, kind: type) -> Any:
    return M.sdy_value(op.attributes.get(name), kind)


def _mesh(sharding: M.Sharding | None, meshes: Meshes) -> M.Mesh | None:
    if sharding is None:
        return None
    return sharding.mesh if isinstance(sharding.mesh, M.Mesh) else meshes.get(sharding.mesh)


def _defined_by(rw: Rewriter, value: str, name: str) -> Operation | None:
    op = rw.defining_op(value)
    return op if op is not None and op.name == name else None


def _forward(op: Operation, rw: Rewriter, _: Any) -> None:
    """``replaceWithValue $tensor``."""
    rw.replace_op(op, [op.operands[0]])


def _no_axes_per_dim(attr_name: str) -> Any:
    """Sdy_EmptyAxesPerDim: every dimension's list of axes is empty."""
    def match(op: Operation, rw: Rewriter) -> bool:
        lists = _value(op, attr_name, M.ListOfAxisRefLists)
        return lists is not None and all(not axes.axes for axes in lists.lists)
    return match


def _no_reduction_axes(op: Operation, rw: Rewriter) -> bool:
    listed = _value(op, "reduction_axes", M.AxisRefList)
    return listed is not None and not listed.axes


def _permute_noop(op: Operation, rw: Rewriter) -> bool:
    """CollectivePermuteNoopPattern: the operand already has the result's sharding."""
    result = _value(op, "out_sharding", M.Sharding)
    return result is not None and equivalent(sharding_of(op.operands[0], _Values(rw)), result)


def _slice_of_gather(op: Operation, rw: Rewriter) -> bool:
    gather = _defined_by(rw, op.operands[0], "sdy.all_gather")
    return gather is not None and gather.attributes.get("gathering_axes") == op.attributes.get("slicing_axes")


def _forward_source(op: Operation, rw: Rewriter, _: Any) -> None:
    """``replaceWithValue`` of the matched producer's ``$tensor``."""
    rw.replace_op(op, [rw.defining_op(op.operands[0]).operands[0]])


def _reduce_of_r2u(op: Operation, rw: Rewriter) -> bool:
    r2u = _defined_by(rw, op.operands[0], "sdy.replicated_to_unreduced")
    return r2u is not None and r2u.attributes.get("axes") == op.attributes.get("reduction_axes")


def _reduce_of_s2u(meshes: Meshes) -> Any:
    """AllReduceOfShardedToUnreducedPattern: the all-reduce of a sharded-to-unreduced over the same
    axes is an all-gather of its operand."""
    def match(op: Operation, rw: Rewriter) -> Operation | None:
        s2u = _defined_by(rw, op.operands[0], "sdy.sharded_to_unreduced")
        lists = _value(s2u, "axes", M.ListOfAxisRefLists) if s2u is not None else None
        mesh = _mesh(_value(s2u, "out_sharding", M.Sharding), meshes) if s2u is not None else None
        reduction = _value(op, "reduction_axes", M.AxisRefList)
        if lists is None or mesh is None or reduction is None:
            return None
        flat = X.sort_and_merge([a for axes in lists.lists for a in axes.axes], mesh)
        return s2u if tuple(flat) == reduction.axes else None

    def rewrite(op: Operation, rw: Rewriter, s2u: Operation) -> None:
        rw.replace_op_with_new(op, "sdy.all_gather", [s2u.operands[0]],
                               {"gathering_axes": s2u.attributes["axes"],
                                "out_sharding": op.attributes["out_sharding"]})
    return match, rewrite


def _all_to_all_unused(op: Operation, rw: Rewriter) -> bool:
    return rw.use_empty(op)


def _all_to_all_fusion(op: Operation, rw: Rewriter) -> Operation | None:
    inner = _defined_by(rw, op.operands[0], "sdy.all_to_all")
    if inner is None or not rw.has_one_use(op.operands[0]):
        return None
    first, second = _value(inner, "params", M.AllToAllParamList), _value(op, "params", M.AllToAllParamList)
    if first is None or second is None:
        return None
    dims = [d for p in first.params + second.params for d in (p.src_dim, p.tgt_dim)]
    return inner if len(set(dims)) == len(dims) else None


def _all_to_all_fusion_rewrite(op: Operation, rw: Rewriter, inner: Operation) -> None:
    params = _value(inner, "params", M.AllToAllParamList).params + _value(op, "params", M.AllToAllParamList).params
    combined = M.AllToAllParamList(tuple(sorted(params, key=lambda p: p.src_dim)))
    rw.replace_op_with_new(op, "sdy.all_to_all", [inner.operands[0]],
                           {"params": M.SdyAttr(combined), "out_sharding": op.attributes["out_sharding"]})


def _reduce_scatter_fusion(meshes: Meshes) -> Any:
    """ReduceScatterFusion: an all-reduce whose users are all the same all-slice, each slicing
    dimension starting with reduction axes, becomes a reduce-scatter (and an all-slice of the rest)."""
    def match(op: Operation, rw: Rewriter) -> tuple | None:
        reduce = _defined_by(rw, op.operands[0], "sdy.all_reduce")
        if reduce is None:
            return None
        block = rw.block_of[id(op)]
        order = {id(o): i for i, o in enumerate(rw.ops_of(block))}
        for user in rw.users_of(op.operands[0]):
            if user.name != "sdy.all_slice" or user.attributes.get("slicing_axes") != op.attributes.get(
                    "slicing_axes") or order.get(id(user), 0) < order.get(id(op), 0):
                return None
        out = _value(reduce, "out_sharding", M.Sharding)
        mesh = _mesh(out, meshes)
        reduction = _value(reduce, "reduction_axes", M.AxisRefList)
        slicing = _value(op, "slicing_axes", M.ListOfAxisRefLists)
        sliced = _value(op, "out_sharding", M.Sharding)
        if mesh is None or reduction is None or slicing is None or sliced is None:
            return None
        remaining = set(reduction.axes)
        scattered, residual = [], []
        for listed in slicing.lists:
            count = 0
            while count < len(listed.axes) and listed.axes[count] in remaining:
                remaining.discard(listed.axes[count])
                count += 1
            scattered.append(listed.axes[:count])
            residual.append(listed.axes[count:])
        if remaining:
            return None
        operand = sharding_of(reduce.operands[0], _Values(rw))
        dims = operand.dims if operand is not None else tuple(M.DimSharding() for _ in scattered)
        out_dims = []
        for dim, along in zip(dims, scattered):
            expected = list(dim.axes)
            for axis in along:
                X.add_or_merge(expected, axis, mesh)
            out_dims.append(M.DimSharding(tuple(expected)))
        sharding = M.Sharding(out.mesh, tuple(out_dims), sliced.replicated, sliced.unreduced, sliced.reduction)
        return reduce, scattered, residual if any(residual) else None, sharding

    def rewrite(op: Operation, rw: Rewriter, capture: tuple) -> None:
        reduce, scattered, residual, sharding = capture
        attributes = {"reduce_scatter_axes": _lists(scattered), "out_sharding": M.SdyAttr(sharding)}
        if "reduction_op" in reduce.attributes:
            attributes["reduction_op"] = reduce.attributes["reduction_op"]
        scatter = rw.create("sdy.reduce_scatter", [reduce.operands[0]], reduce.result_types, attributes, like=reduce)
        result = scatter.results[0]
        if residual is not None:
            result = rw.create("sdy.all_slice", [result], op.result_types,
                               {"slicing_axes": _lists(residual), "out_sharding": op.attributes["out_sharding"]},
                               like=op).results[0]
        for user in list(dict.fromkeys(rw.users_of(reduce.results[0]))):
            rw.replace_op(user, [result])
        rw.erase_op(reduce)
    return match, rewrite


def _lists(per_dim: list) -> M.SdyAttr:
    return M.SdyAttr(M.ListOfAxisRefLists(tuple(M.AxisRefList(tuple(axes)) for axes in per_dim)))


def _reshard_of_reshard(op: Operation, rw: Rewriter) -> Operation | None:
    inner = _defined_by(rw, op.operands[0], "sdy.reshard")
    return inner if inner is not None and rw.has_one_use(op.operands[0]) else None


def _reshard_of_reshard_rewrite(op: Operation, rw: Rewriter, inner: Operation) -> None:
    rw.replace_op_with_new(op, "sdy.reshard", [inner.operands[0]], {"sharding": op.attributes["sharding"]})


def _unused_inputs(op: Operation, rw: Rewriter) -> list[int] | None:
    """ManualComputationUnusedInputsPattern: the block arguments nothing uses."""
    if not op.regions or not op.regions[0].blocks:
        return None
    unused = [i for i, (name, _) in enumerate(op.regions[0].entry.arguments) if not rw.users_of(name)]
    return unused or None


def _drop_inputs(op: Operation, rw: Rewriter, unused: list[int]) -> None:
    keep = [i for i in range(len(op.operands)) if i not in unused]
    block = op.regions[0].entry
    block.keep_arguments(keep)
    ins = _value(op, "in_shardings", M.PerValue)
    attributes = dict(op.attributes)
    if ins is not None:
        attributes["in_shardings"] = M.SdyAttr(M.PerValue(tuple(ins.shardings[i] for i in keep
                                                               if i < len(ins.shardings))))
    rw.modify(op, [op.operands[i] for i in keep], attributes)


def _redundant_manual(meshes: Meshes) -> Any:
    """RedundantManualComputationPattern: erased when it has no values and an empty body, inlined
    when the product of its manual axes' sizes is 1."""
    def match(op: Operation, rw: Rewriter) -> str | None:
        ins, outs = _value(op, "in_shardings", M.PerValue), _value(op, "out_shardings", M.PerValue)
        manual = _value(op, "manual_axes", M.ManualAxes)
        if ins is None or outs is None or manual is None or not op.regions or not op.regions[0].blocks:
            return None
        body = rw.ops_of(op.regions[0].entry)
        if not ins.shardings and not outs.shardings and body and body[0].name == "sdy.return":
            return "erase"
        if ins.shardings or outs.shardings:
            mesh = _common_mesh(ins.shardings + outs.shardings, meshes)
            if mesh is None or any(mesh.sizes().get(axis, 0) != 1 for axis in manual.names):
                return None
        return "inline"

    def rewrite(op: Operation, rw: Rewriter, how: str) -> None:
        if how == "erase":
            rw.erase_op(op)
            return
        block = op.regions[0].entry
        body = rw.ops_of(block)
        arguments = dict(zip((name for name, _ in block.arguments), op.operands))
        returned = [arguments.get(v, v) for v in body[-1].operands] if body and body[-1].name == "sdy.return" else []
        if body and body[-1].name == "sdy.return":
            rw.erase_op(body[-1])
        rw.inline_block_before(block, op, op.operands)
        rw.replace_op(op, returned)
    return match, rewrite


def _common_mesh(shardings: tuple[M.Sharding, ...], meshes: Meshes) -> M.Mesh | None:
    """getCommonMesh (meshes without axes give way to the others)."""
    found = None
    for sharding in shardings:
        mesh = _mesh(sharding, meshes)
        if mesh is None:
            return None
        if found is None or not found.axes:
            found = mesh
        elif mesh.axes and mesh != found:
            return None
    return found


def sdy_patterns(meshes: Meshes) -> list[Pattern]:
    """The patterns Shardy's ops register, in their registration order; a declarative (DRR) pattern's
    benefit is the number of ops it matches, as DRR gives it."""
    from .sdy_reshard import reshard_cse

    scatter_match, scatter_rewrite = _reduce_scatter_fusion(meshes)
    s2u_match, s2u_rewrite = _reduce_of_s2u(meshes)
    manual_match, manual_rewrite = _redundant_manual(meshes)
    cse_match, cse_rewrite = reshard_cse(meshes)
    return [
        Pattern("ManualComputationUnusedInputsPattern", "sdy.manual_computation", _unused_inputs, _drop_inputs),
        Pattern("RedundantManualComputationPattern", "sdy.manual_computation", manual_match, manual_rewrite),
        Pattern("ReshardCommonSubexpressionEliminationPattern", "sdy.reshard", cse_match, cse_rewrite),
        Pattern("ReshardOfReshardPattern", "sdy.reshard", _reshard_of_reshard, _reshard_of_reshard_rewrite, 2),
        Pattern("AllGatherNoopPattern", "sdy.all_gather", _no_axes_per_dim("gathering_axes"), _forward),
        Pattern("AllSliceOfAllGatherPattern", "sdy.all_slice", _slice_of_gather, _forward_source, 2),
        Pattern("AllSliceNoopPattern", "sdy.all_slice", _no_axes_per_dim("slicing_axes"), _forward),
        Pattern("AllReduceNoopPattern", "sdy.all_reduce", _no_reduction_axes, _forward),
        Pattern("AllReduceOfReplicatedToUnreducedPattern", "sdy.all_reduce", _reduce_of_r2u, _forward_source, 2),
        Pattern("AllReduceOfShardedToUnreducedPattern", "sdy.all_reduce", s2u_match, s2u_rewrite),
        Pattern("AllToAllFusionPattern", "sdy.all_to_all", _all_to_all_fusion, _all_to_all_fusion_rewrite, 2),
        Pattern("AllToAllNoUsePattern", "sdy.all_to_all", _all_to_all_unused, _forward),
        Pattern("CollectivePermuteNoopPattern", "sdy.collective_permute", _permute_noop, _forward),
        Pattern("ReduceScatterFusion", "sdy.all_slice", scatter_match, scatter_rewrite),
        Pattern("ReduceScatterNoopPattern", "sdy.reduce_scatter", _no_axes_per_dim("reduce_scatter_axes"), _forward),
    ]

