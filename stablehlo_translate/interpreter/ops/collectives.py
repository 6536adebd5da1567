"""Collective and host-communication ops (spec.md#collective-ops, #point-to-point-communication,
#streaming-communication), plus async_start/async_done.

Each evaluator runs in one process of a grid (``ctx.process``, distributed.py):
outside ``interpreter.run_parallel`` that is the only process of a 1x1 grid. A
collective meets the other members of its process group; the last to arrive
combines everyone's values in process-group order (reductions fold left in that
order), so results never depend on thread scheduling.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from .. import element as el
from ...ir.attributes import IntegerAttr, StructAttr, as_array, as_bool, as_int, as_str, raw
from ...diagnostics import EvalError
from ..processes import ProcessId, group_of, process_groups
from ...optable import REQUIRED, TOKEN, AttrSpec, define_op
from ...ir.records import FrozenValue, frozen_value
from ...verification.shapes import row_fields
from ...verification.shapes.collectives import SHAPE_FUNCTIONS
from ...text.syntax.forms import OPERANDS
from ...verification import speculatability as speculation

CHANNEL = AttrSpec(raw, None)


def _replica_groups(attr: Any) -> Any:
    """A dense table of ids as an array; ``#stablehlo.replica_group_mesh_axes<...>`` kept as is
    (the verifier accepts it; no evaluator runs it)."""
    return attr if isinstance(attr, StructAttr) else as_array(attr)


GROUPS = AttrSpec(_replica_groups, REQUIRED)
GLOBAL_IDS = AttrSpec(as_bool, False)
DYNAMIC_ROOT = AttrSpec(as_bool, False)


def _channel_id(channel_handle: Any) -> int:
    """The ``handle`` of ``#stablehlo.channel_handle<handle = N, type = T>`` (0 when absent)."""
    if channel_handle is None:
        return 0
    if not hasattr(channel_handle, "get"):  # e.g. a type where the struct belongs
        raise EvalError(f"channel_handle must be #stablehlo.channel_handle<...>, got {channel_handle}")
    handle = channel_handle.get("handle", 0)
    if not isinstance(handle, (int, IntegerAttr)) or isinstance(handle, bool):  # e.g. a type written there
        raise EvalError(f"channel_handle's handle must be an integer, got {handle}")
    return as_int(handle)


def _reduction_mode(channel_handle: Any, use_global_device_ids: bool) -> str:
    """spec.md#all_reduce: how replica_groups split the grid (all_gather, reduce_scatter too)."""
    channel = _channel_id(channel_handle)
    if use_global_device_ids:
        if channel <= 0:
            raise EvalError("use_global_device_ids requires a positive channel id (C4)")
        return "flattened_ids"
    return "cross_replica" if channel <= 0 else "cross_replica_and_partition"


def _pair_mode(channel_handle: Any) -> str:
    """spec.md#all_to_all and friends: cross_replica if channel_id <= 0, else cross_partition."""
    return "cross_replica" if _channel_id(channel_handle) <= 0 else "cross_partition"


def _meet(ctx: Any, op: str, replica_groups: Any, mode: str, value: Any,
          combine: Callable[[list[Any]], list[Any]]) -> Any:
    """This process's share of ``combine`` over its process group, or None when it is in none."""
    if replica_groups is None:
        raise EvalError("requires attribute 'replica_groups'")
    if isinstance(replica_groups, StructAttr):
        raise EvalError(f"replica_groups #stablehlo.{replica_groups.kind} is not supported by the interpreter")
    process = ctx.process
    group = group_of(process.id, process_groups(process.grid, replica_groups, mode))
    if group is None:
        return None
    return process.rendezvous(group, op, value, combine)


def _results(values: list[Any]) -> Any:
    return values[0] if len(values) == 1 else tuple(values)


# --- Reductions ----------------------------------------------------------------------

def _apply(fn: Any, lhs: np.ndarray, rhs: np.ndarray) -> np.ndarray:
    """``computation(lhs, rhs)`` per element: once on whole arrays when the region is
    elementwise, else element by element."""
    if fn.elementwise:
        return np.asarray(fn.batched(lhs, rhs)[0])
    if lhs.size == 0:
        return lhs
    out: np.ndarray | None = None
    for index in np.ndindex(lhs.shape):
        value = np.asarray(fn(lhs[index + (...,)], rhs[index + (...,)])[0])
        if out is None:
            out = np.empty(lhs.shape, value.dtype)
        out[index] = value
    return out


def _fold(fn: Any, arrays: list[np.ndarray]) -> np.ndarray:
    """``computation`` folded left over ``arrays`` (spec.md#all_reduce: an in-order schedule)."""
    result = arrays[0]
    for array in arrays[1:]:
        result = _apply(fn, result, array)
    return result


def all_reduce(*operands: np.ndarray, replica_groups: Any, channel_handle: Any, use_global_device_ids: bool,
               regions: tuple, ctx: Any) -> Any:
    """spec.md#all_reduce: each operand reduced over the process group with ``computation``."""
    fn = regions[0]

    def combine(values: list[tuple]) -> list[tuple]:
        reduced = tuple(_fold(fn, [v[k] for v in values]) for k in range(len(operands)))
        return [reduced] * len(values)

    mode = _reduction_mode(channel_handle, use_global_device_ids)
    result = _meet(ctx, "all_reduce", replica_groups, mode, operands, combine)
    return _results(list(operands if result is None else result))


def cross_replica_sum(operand: np.ndarray, *, replica_groups: Any, ctx: Any) -> np.ndarray:
    """The legacy ``stablehlo.cross-replica-sum``: all_reduce with addition over replica groups
    (cross_replica mode), summed in process order."""
    def combine(values: list[np.ndarray]) -> list[np.ndarray]:
        total = values[0]
        for value in values[1:]:
            total = el.add(total, value)
        return [total] * len(values)

    result = _meet(ctx, "cross-replica-sum", replica_groups, "cross_replica", operand, combine)
    return operand if result is None else result


def reduce_scatter(operand: np.ndarray, *, scatter_dimension: int, replica_groups: Any, channel_handle: Any,
                   use_global_device_ids: bool, regions: tuple, ctx: Any) -> np.ndarray:
    """spec.md#reduce_scatter: the group's reduction split along ``scatter_dimension``, part i
    to the i-th member."""
    fn = regions[0]
    if not 0 <= scatter_dimension < operand.ndim:
        raise EvalError(f"scatter_dimension {scatter_dimension} is out of range for rank {operand.ndim} (C2)")

    def combine(values: list[np.ndarray]) -> list[np.ndarray]:
        if operand.shape[scatter_dimension] % len(values):
            raise EvalError(f"dimension {scatter_dimension} of size {operand.shape[scatter_dimension]} does not "
                            f"split into {len(values)} parts (C1)")
        return np.split(_fold(fn, values), len(values), axis=scatter_dimension)

    mode = _reduction_mode(channel_handle, use_global_device_ids)
    result = _meet(ctx, "reduce_scatter", replica_groups, mode, operand, combine)
    return operand if result is None else result


def collective_reduce(*operands: np.ndarray, replica_groups: Any, channel_handle: Any, has_dynamic_root: bool,
                      regions: tuple, ctx: Any) -> Any:
    """spec.md#collective_reduce: the group's reduction of each operand, kept by the root
    (the group's first process, or ``process_groups[i, roots[j]]`` for operand j with
    ``has_dynamic_root``); the other members get zeros."""
    fn = regions[0]
    data, roots = _split_roots(operands, has_dynamic_root)

    def combine(values: list[tuple]) -> list[tuple]:
        out = [[np.zeros_like(d) for d in data] for _ in values]
        for k in range(len(data)):
            out[_root(roots, k, len(values))][k] = _fold(fn, [v[k] for v in values])
        return [tuple(o) for o in out]

    result = _meet(ctx, "collective_reduce", replica_groups, _pair_mode(channel_handle), data, combine)
    return _results([np.zeros_like(d) for d in data] if result is None else list(result))


def _split_roots(operands: tuple, has_dynamic_root: bool) -> tuple[tuple, np.ndarray | None]:
    """The data operands and, with ``has_dynamic_root``, the root index of each (last operand)."""
    if not has_dynamic_root:
        return operands, None
    if len(operands) < 2:
        raise EvalError("has_dynamic_root needs the data operands and a roots operand")
    roots = np.asarray(operands[-1]).reshape(-1)
    if roots.size != len(operands) - 1:
        raise EvalError(f"the roots operand has {roots.size} elements for {len(operands) - 1} data operands")
    return operands[:-1], roots


def _root(roots: np.ndarray | None, k: int, group_size: int) -> int:
    if roots is None:
        return 0
    root = int(roots[k])
    if not 0 <= root < group_size:
        raise EvalError(f"root {root} is out of range for a process group of {group_size}")
    return root


# --- Data movement ------------------------------------------------------------------

def all_gather(*operands: np.ndarray, all_gather_dim: int, replica_groups: Any, channel_handle: Any,
               use_global_device_ids: bool, ctx: Any) -> Any:
    """spec.md#all_gather: each operand concatenated along ``all_gather_dim`` over the group."""
    if any(not 0 <= all_gather_dim < o.ndim for o in operands):
        raise EvalError(f"all_gather_dim {all_gather_dim} is out of range (C1)")

    def combine(values: list[tuple]) -> list[tuple]:
        gathered = tuple(np.concatenate([v[k] for v in values], axis=all_gather_dim)
                         for k in range(len(operands)))
        return [gathered] * len(values)

    mode = _reduction_mode(channel_handle, use_global_device_ids)
    result = _meet(ctx, "all_gather", replica_groups, mode, operands, combine)
    return _results(list(operands if result is None else result))


def all_to_all(*operands: np.ndarray, split_dimension: int, concat_dimension: int, split_count: int,
               replica_groups: Any, channel_handle: Any, ctx: Any) -> Any:
    """spec.md#all_to_all: part i of every member's split operands goes to member i, which
    concatenates the parts in group order."""
    for o in operands:
        if not (0 <= split_dimension < o.ndim and 0 <= concat_dimension < o.ndim):
            raise EvalError(f"split_dimension {split_dimension} or concat_dimension {concat_dimension} "
                            f"is out of range for rank {o.ndim} (C1, C3)")
        if split_count <= 0 or o.shape[split_dimension] % split_count:
            raise EvalError(f"dimension {split_dimension} of size {o.shape[split_dimension]} does not split "
                            f"into {split_count} parts (C2)")

    def combine(values: list[tuple]) -> list[tuple]:
        if len(values) != split_count:
            raise EvalError(f"process groups have {len(values)} processes, split_count is {split_count} (C8)")
        parts = [[np.split(v[k], split_count, axis=split_dimension) for k in range(len(operands))]
                 for v in values]
        return [tuple(np.concatenate([p[k][i] for p in parts], axis=concat_dimension)
                      for k in range(len(operands))) for i in range(len(values))]

    result = _meet(ctx, "all_to_all", replica_groups, _pair_mode(channel_handle), operands, combine)
    return _results(list(operands if result is None else result))


def collective_broadcast(*operands: np.ndarray, replica_groups: Any, channel_handle: Any, has_dynamic_root: bool,
                         ctx: Any) -> Any:
    """spec.md#collective_broadcast: every member gets the source's operands (the group's first
    process, or ``process_groups[i, roots[j]]`` for operand j with ``has_dynamic_root``);
    processes in no group get zeros."""
    data, roots = _split_roots(operands, has_dynamic_root)

    def combine(values: list[tuple]) -> list[tuple]:
        sent = tuple(values[_root(roots, k, len(values))][k] for k in range(len(data)))
        return [sent] * len(values)

    result = _meet(ctx, "collective_broadcast", replica_groups, _pair_mode(channel_handle), data, combine)
    return _results([np.zeros_like(d) for d in data] if result is None else list(result))


def collective_permute(operand: np.ndarray, *, source_target_pairs: np.ndarray, channel_handle: Any,
                       ctx: Any) -> np.ndarray:
    """spec.md#collective_permute: each target gets its source's operand; processes that are
    no target get zeros. Pairs name replicas (channel_id <= 0) or partitions."""
    pairs = np.asarray(source_target_pairs).reshape(-1, 2).tolist() if np.size(source_target_pairs) else []
    for column, label in ((0, "sources (C2)"), (1, "targets (C3)")):
        ids = [pair[column] for pair in pairs]
        if len(set(ids)) != len(ids):
            raise EvalError(f"source_target_pairs must have unique {label}, got {pairs}")
    process = ctx.process
    cross_replica = _pair_mode(channel_handle) == "cross_replica"
    size = process.grid.num_replicas if cross_replica else process.grid.num_partitions
    if any(not 0 <= i < size for pair in pairs for i in pair):
        raise EvalError(f"source_target_pairs {pairs} are out of range for {size} "
                        f"{'replicas' if cross_replica else 'partitions'} (C4)")
    mine = process.replica_id if cross_replica else process.partition_id
    members = sorted({i for pair in pairs for i in pair})
    if mine not in members:
        return np.zeros_like(operand)

    def at(i: int) -> ProcessId:
        return (i, process.partition_id) if cross_replica else (process.replica_id, i)

    source_of = {target: source for source, target in pairs}

    def combine(values: list[np.ndarray]) -> list[np.ndarray]:
        by_id = dict(zip(members, values))
        return [by_id[source_of[m]] if m in source_of else np.zeros_like(operand) for m in members]

    return process.rendezvous([at(i) for i in members], "collective_permute", operand, combine)


# --- Process position ---------------------------------------------------------------

def replica_id(*, ctx: Any) -> np.ndarray:
    """spec.md#replica_id: this process's replica id as a ``tensor<ui32>``."""
    return np.array(ctx.process.replica_id, dtype=np.uint32)


def partition_id(*, ctx: Any) -> np.ndarray:
    """spec.md#partition_id: this process's partition id as a ``tensor<ui32>``."""
    return np.array(ctx.process.partition_id, dtype=np.uint32)


# --- Host communication -------------------------------------------------------------

def infeed(token: Any, *, infeed_config: str, layout: Any, result_types: tuple, ctx: Any) -> tuple:
    """spec.md#infeed: each payload result is the result of the next function of the grid's
    infeed queue (run_parallel's ``infeed`` attribute); the token comes last."""
    values = []
    for _ in result_types[:-1]:
        func = ctx.process.grid.pop_infeed()
        produced = ctx.call(func, [])
        if len(produced) != 1:
            raise EvalError(f"infeed function @{func.attributes['sym_name']} must return one tensor")
        values.append(produced[0])
    return (*values, TOKEN)


def outfeed(*operands: Any, outfeed_config: str, ctx: Any) -> Any:
    """spec.md#outfeed: appends the inputs (all operands but the last, the token) to the
    grid's outfeed."""
    ctx.process.grid.push_outfeed(list(operands[:-1]))
    return TOKEN


def send(*operands: Any, channel_handle: Any, is_host_transfer: bool, ctx: Any) -> Any:
    """spec.md#send: queues the inputs (all operands but the token) on channel ``channel_id``.
    Channels are FIFO queues shared by the grid, whatever ``source_target_pairs`` say."""
    ctx.process.grid.send(_channel_id(channel_handle), list(operands[:-1]))
    return TOKEN


def recv(token: Any, *, channel_handle: Any, is_host_transfer: bool, result_types: tuple, ctx: Any) -> tuple:
    """spec.md#recv: waits for the next values sent on channel ``channel_id``; the token comes last."""
    channel = _channel_id(channel_handle)
    values = ctx.process.grid.recv(ctx.process.id, channel)
    if len(values) != len(result_types) - 1:
        raise EvalError(f"received {len(values)} values on channel {channel}, "
                        f"expected {len(result_types) - 1}")
    return (*values, TOKEN)


# --- Async --------------------------------------------------------------------------

@frozen_value
class Future(FrozenValue):
    """The value of ``!stablehlo.future<...>``: the already computed results."""

    values: tuple

    def __init__(self, values: tuple) -> None:
        self.__dict__.update(values=values)


def async_start(*operands: Any, regions: tuple) -> Future:
    """spec.md#async_start: runs the body now (asynchrony is not guaranteed) and wraps its results."""
    return Future(tuple(regions[0](*operands)))


def async_done(future: Future) -> Any:
    """spec.md#async_done: the results of the future's computation."""
    if not isinstance(future, Future):
        raise EvalError("expects the future of an async_start")
    return _results(list(future.values))


_CONTEXT = {"wants_context": True}
define_op("stablehlo.all_gather", speculatability=speculation.all_gather, **row_fields(SHAPE_FUNCTIONS, "all_gather"), quantized="storage", attrs={
    "all_gather_dim": as_int, "replica_groups": GROUPS, "channel_handle": CHANNEL,
    "use_global_device_ids": GLOBAL_IDS}, eval=all_gather, **_CONTEXT)
define_op("stablehlo.all_reduce", speculatability=speculation.if_static_dim_in_output_is_static_in_input, **row_fields(SHAPE_FUNCTIONS, "all_reduce"), quantized="storage", attrs={
    "replica_groups": GROUPS, "channel_handle": CHANNEL, "use_global_device_ids": GLOBAL_IDS},
    eval=all_reduce, **_CONTEXT)
define_op("stablehlo.cross-replica-sum", speculatability=speculation.always, **row_fields(SHAPE_FUNCTIONS, "cross-replica-sum"), attrs={"replica_groups": GROUPS}, eval=cross_replica_sum,
          spec="StablehloOps.td (legacy, not in spec.md)", **_CONTEXT)
define_op("stablehlo.reduce_scatter", speculatability=speculation.reduce_scatter, **row_fields(SHAPE_FUNCTIONS, "reduce_scatter"), quantized="storage", attrs={
    "scatter_dimension": as_int, "replica_groups": GROUPS, "channel_handle": CHANNEL,
    "use_global_device_ids": GLOBAL_IDS}, eval=reduce_scatter, **_CONTEXT)
define_op("stablehlo.all_to_all", speculatability=speculation.all_to_all, **row_fields(SHAPE_FUNCTIONS, "all_to_all"), quantized="storage", attrs={
    "split_dimension": as_int, "concat_dimension": as_int, "split_count": as_int,
    "replica_groups": GROUPS, "channel_handle": CHANNEL}, eval=all_to_all, **_CONTEXT)
define_op("stablehlo.collective_broadcast", speculatability=speculation.if_static_dim_in_output_is_static_in_input, **row_fields(SHAPE_FUNCTIONS, "collective_broadcast"), quantized="storage", attrs={
    "replica_groups": GROUPS, "channel_handle": CHANNEL, "has_dynamic_root": DYNAMIC_ROOT},
    eval=collective_broadcast, **_CONTEXT)
define_op("stablehlo.collective_permute", speculatability=speculation.if_static_dim_in_output_is_static_in_input, **row_fields(SHAPE_FUNCTIONS, "collective_permute"), quantized="storage", attrs={
    "source_target_pairs": as_array, "channel_handle": CHANNEL}, eval=collective_permute, **_CONTEXT)
define_op("stablehlo.collective_reduce", speculatability=speculation.if_static_dim_in_output_is_static_in_input, **row_fields(SHAPE_FUNCTIONS, "collective_reduce"), quantized="storage", attrs={
    "replica_groups": GROUPS, "channel_handle": CHANNEL, "has_dynamic_root": DYNAMIC_ROOT,
    "use_global_device_ids": GLOBAL_IDS},  # checked by the verifier (collective_reduce C4); no run-time role
    eval=lambda *operands, use_global_device_ids, **attrs: collective_reduce(*operands, **attrs), **_CONTEXT)
define_op("stablehlo.replica_id", speculatability=speculation.always, **row_fields(SHAPE_FUNCTIONS, "replica_id"), syntax=OPERANDS, eval=replica_id, **_CONTEXT)
define_op("stablehlo.partition_id", speculatability=speculation.always, **row_fields(SHAPE_FUNCTIONS, "partition_id"), syntax=OPERANDS, eval=partition_id, **_CONTEXT)
define_op("stablehlo.infeed", **row_fields(SHAPE_FUNCTIONS, "infeed"), quantized="storage", attrs={"infeed_config": AttrSpec(as_str, ""), "layout": AttrSpec(raw, None)},
          eval=infeed, wants_result_types=True, **_CONTEXT)
define_op("stablehlo.outfeed", **row_fields(SHAPE_FUNCTIONS, "outfeed"), quantized="storage", attrs={"outfeed_config": AttrSpec(as_str, "")}, eval=outfeed, **_CONTEXT)
define_op("stablehlo.send", **row_fields(SHAPE_FUNCTIONS, "send"), quantized="storage", attrs={"channel_handle": raw, "is_host_transfer": AttrSpec(as_bool, False)},
          eval=send, **_CONTEXT)
define_op("stablehlo.recv", **row_fields(SHAPE_FUNCTIONS, "recv"), quantized="storage", attrs={"channel_handle": raw, "is_host_transfer": AttrSpec(as_bool, False)},
          eval=recv, wants_result_types=True, **_CONTEXT)
define_op("stablehlo.async_start", speculatability=speculation.recursively_if_all_inputs_static, **row_fields(SHAPE_FUNCTIONS, "async_start"), quantized="storage",
          spec="spec.md#async_start", eval=async_start)
define_op("stablehlo.async_done", **row_fields(SHAPE_FUNCTIONS, "async_done"), quantized="storage",
          spec="spec.md#async_done", eval=async_done)
