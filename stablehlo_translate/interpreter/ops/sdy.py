"""Rows of Shardy's ops (``ops.td``). Outside a manual computation values keep the global view:
shardings say how to split values over devices, never what they are, so the mesh computes
nothing and the sharding and collective ops are identities. ``sdy.manual_computation`` runs
its body once per device of its mesh, each device on its shard of every operand over the
manual axes (dialects/sdy/shards.py), the collectives of the body meeting on a process grid
with one partition per device; the results are assembled from the devices' blocks."""
from __future__ import annotations

from typing import Any

from ...diagnostics import ConstraintError, EvalError
from ...ir.attributes import as_array
from ...dialects.sdy import model as M
from ...dialects.sdy import shards
from ...optable import AttrSpec, define_op
from ...text.syntax.forms import CONSTANT
from ...dialects.sdy.syntax import BARRIER, EDGE, GROUP, MANUAL, MESH, NAMED, RETURN, SHARDING, collective
from ...verification.shapes import same_type
from ..processes import Process, ProcessGrid
from .data_movement import constant
from .interpreter_dialect import run_threads


def _decoder(kind: type, summary: str) -> AttrSpec:
    def decode(attr: Any) -> Any:
        value = M.sdy_value(attr, kind)
        if value is None:
            raise ValueError(summary)
        return value

    return AttrSpec(decode, kind=summary)


SHARDING_ATTR = _decoder(M.Sharding, "Tensor sharding")
PER_VALUE = _decoder(M.PerValue, "Tensor sharding per operand/result of an op")
OPTIONAL_PER_VALUE = AttrSpec(PER_VALUE.decode, None, PER_VALUE.kind)


def identity(operand: Any, **_: Any) -> Any:
    """The sharding ops and the collectives: the global value, unchanged."""
    return operand


def verify_same_type(operand_types: Any, *, result_types: Any, **_: Any) -> None:
    """SameOperandsAndResultType (ops.td)."""
    if not all(same_type(t, operand_types[0]) for t in (*operand_types, *result_types)):
        raise ConstraintError("SameOperandsAndResultType", "requires the same type for all operands and results")


def _mesh(shardings: tuple[M.Sharding, ...], meshes: dict[str, M.Mesh]) -> M.Mesh | None:
    for sharding in shardings:
        mesh = sharding.mesh if isinstance(sharding.mesh, M.Mesh) else meshes.get(sharding.mesh)
        if mesh is not None:
            return mesh
    return None


class MeshGrid(ProcessGrid):
    """The process grid of a manual computation: one partition per device of ``mesh``."""

    def __init__(self, mesh: M.Mesh):
        self.mesh = mesh
        self.devices = shards.devices(mesh)
        super().__init__(1, len(self.devices))


def manual_computation(*operands: Any, in_shardings: M.PerValue, out_shardings: M.PerValue, manual_axes: M.ManualAxes,
                       ctx: Any, result_types: tuple, regions: Any = ()) -> Any:
    """Runs the body once per device (a process of a 1 x devices grid, partition id = device id);
    nested in another manual computation, once on the device running it (:func:`_nested`)."""
    op = ctx.op
    mesh = _mesh(in_shardings.shardings + out_shardings.shardings, shards.module_meshes(ctx.module.op))
    if mesh is None or not mesh.axes:
        results = ctx.run_region(op.regions[0], list(operands), {})
        return results[0] if len(results) == 1 else tuple(results)
    manual = set(manual_axes.names)
    if isinstance(ctx.process.grid, MeshGrid):
        results = _nested(ctx, list(operands), in_shardings, out_shardings, mesh, manual, result_types)
        return results[0] if len(results) == 1 else tuple(results)
    if ctx.process.grid.num_replicas * ctx.process.grid.num_partitions > 1:
        raise EvalError("an sdy.manual_computation inside interpreter.run_parallel is not supported")
    if M.total_size(mesh.axes) > MAX_DEVICES:
        raise EvalError(f"the mesh has {M.total_size(mesh.axes)} devices: more than the {MAX_DEVICES} this "
                        "interpreter runs a manual computation on")
    grid = MeshGrid(mesh)
    devices = grid.devices
    jobs = []
    for device, where in devices:
        args = [shards.local_value(value, sharding, mesh, manual, where)
                for value, sharding in zip(operands, in_shardings.shardings)]
        child = ctx.fork(Process(grid, 0, device))
        jobs.append((child, _body(child, op.regions[0], args)))
    outputs = run_threads(grid, jobs)
    results = []
    for index, (sharding, type_) in enumerate(zip(out_shardings.shardings, result_types)):
        locals_ = [(where, out[index]) for (_, where), out in zip(devices, outputs)]
        results.append(shards.assemble(locals_, sharding, mesh, manual, tuple(type_.shape), type_.dtype))
    return results[0] if len(results) == 1 else tuple(results)


def _nested(ctx: Any, operands: list, in_shardings: M.PerValue, out_shardings: M.PerValue, mesh: M.Mesh,
            manual: set[str], result_types: tuple) -> list:
    """A manual computation inside another one (on axes the outer leaves free): the device
    running it takes its shard of each operand over the inner manual axes, runs the body, and
    meets the devices that differ from it only along those axes to assemble each result."""
    grid = ctx.process.grid
    if mesh.axes != grid.mesh.axes or mesh.devices() != grid.mesh.devices():
        raise EvalError("a nested sdy.manual_computation on another mesh than its parent's is not supported")
    where = dict(grid.devices)
    me = where[ctx.process.partition_id]
    args = [shards.local_value(value, sharding, mesh, manual, me)
            for value, sharding in zip(operands, in_shardings.shardings)]
    outputs = tuple(ctx.run_region(ctx.op.regions[0], args, {}))
    peers = sorted(device for device, at in grid.devices
                   if all(at[axis] == me[axis] for axis in at if axis not in manual))
    gathered = ctx.process.rendezvous([(0, d) for d in peers], "sdy.manual_computation", outputs,
                                      lambda values: [values] * len(values))
    results = []
    for index, (sharding, type_) in enumerate(zip(out_shardings.shardings, result_types)):
        locals_ = [(where[device], out[index]) for device, out in zip(peers, gathered)]
        results.append(shards.assemble(locals_, sharding, mesh, manual, tuple(type_.shape), type_.dtype))
    return results


MAX_DEVICES = 1024
"""The most devices a manual computation runs on (one thread each)."""


def _body(interpreter: Any, region: Any, args: list) -> Any:
    return lambda: interpreter.run_region(region, args, {})


def named_computation(*operands: Any, ctx: Any, **_: Any) -> Any:
    """Runs the body on the operands, as a call."""
    results = ctx.run_region(ctx.op.regions[0], list(operands), {})
    return results[0] if len(results) == 1 else tuple(results)


def sharding_group(operand: Any, **_: Any) -> tuple:
    """No result: groups only tie shardings together."""
    return ()


_SPEC = "Shardy sdy dialect (ops.td Sdy_{})"
define_op("sdy.mesh", syntax=MESH,
          attrs={"sym_name": str, "mesh": _decoder(M.Mesh, "Mesh of axes and a list of devices")},
          spec=_SPEC.format("MeshOp"), operands=0, results=0)
for _name, _op in (("sdy.sharding_constraint", "ShardingConstraintOp"), ("sdy.reshard", "ReshardOp")):
    define_op(_name, syntax=SHARDING, attrs={"sharding": SHARDING_ATTR}, eval=identity, verify=verify_same_type,
              elementwise=True, spec=_SPEC.format(_op), operands=1, results=1)
define_op("sdy.manual_computation", syntax=MANUAL, spec=_SPEC.format("ManualComputationOp"),
          attrs={"in_shardings": PER_VALUE, "out_shardings": PER_VALUE,
                 "manual_axes": _decoder(M.ManualAxes, "A list of axes that a ManualComputationOp is manual on")},
          eval=manual_computation, wants_context=True, wants_result_types=True)
define_op("sdy.named_computation", syntax=NAMED, spec=_SPEC.format("NamedComputationOp"),
          attrs={"name": str, "in_shardings": OPTIONAL_PER_VALUE, "out_shardings": OPTIONAL_PER_VALUE},
          eval=named_computation, wants_context=True)
define_op("sdy.return", syntax=RETURN, is_terminator=True, spec=_SPEC.format("ReturnOp"), results=0)
define_op("sdy.sharding_group", syntax=GROUP, attrs={"group_id": int}, eval=sharding_group,
          spec=_SPEC.format("ShardingGroupOp"), operands=1, results=0)
define_op("sdy.propagation_barrier", syntax=BARRIER, attrs={"allowed_direction": str}, eval=identity,
          verify=verify_same_type, spec=_SPEC.format("PropagationBarrierOp"), operands=1, results=1)
define_op("sdy.data_flow_edge", syntax=EDGE, attrs={"sharding": AttrSpec(SHARDING_ATTR.decode, None)},
          eval=identity, verify=verify_same_type, spec=_SPEC.format("DataFlowEdgeOp"), operands=1, results=1)
define_op("sdy.func_data_flow_edge", syntax=EDGE, eval=identity, verify=verify_same_type,
          spec=_SPEC.format("FuncDataFlowEdgeOp"), operands=1, results=1)
define_op("sdy.constant", syntax=CONSTANT, attrs={"value": as_array}, eval=constant,
          spec=_SPEC.format("ConstantOp"), operands=0, results=1)
_COLLECTIVES = {"all_gather": ("gathering_axes", "AllGatherOp"), "all_slice": ("slicing_axes", "AllSliceOp"),
                "all_to_all": ("params", "AllToAllOp"), "collective_permute": (None, "CollectivePermuteOp"),
                "all_reduce": ("reduction_axes", "AllReduceOp"),
                "reduce_scatter": ("reduce_scatter_axes", "ReduceScatterOp"),
                "sharded_to_unreduced": ("axes", "ShardedToUnreducedOp"),
                "replicated_to_unreduced": ("unreduced_axes", "ReplicatedToUnreducedOp")}
for _name, (_axes, _op) in _COLLECTIVES.items():
    _attrs: dict[str, Any] = {"out_sharding": SHARDING_ATTR}
    if _axes is not None:
        _attrs["axes" if _axes == "unreduced_axes" else _axes] = AttrSpec(lambda a: a)
    if _name in ("all_reduce", "reduce_scatter"):
        _attrs["reduction_op"] = AttrSpec(lambda a: a, None)
    define_op(f"sdy.{_name}", syntax=collective(_axes), attrs=_attrs, eval=identity, verify=verify_same_type,
              spec=_SPEC.format(_op), operands=1, results=1)
