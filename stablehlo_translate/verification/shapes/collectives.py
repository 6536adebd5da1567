"""Shape functions of the collective and host-communication ops.

spec.md#all_gather, #all_reduce, #reduce_scatter, #all_to_all,
#collective_broadcast, #collective_permute, #collective_reduce, #replica_id,
#partition_id, #infeed, #outfeed, #send, #recv (and the legacy
``cross-replica-sum``). The reductions' ``computation`` regions are checked per operand as binary
scalar reductions (shapes/reduction.py).
"""
from __future__ import annotations

from typing import Any, Sequence

import numpy as np

from ...ir.attributes import IntegerAttr, mlir_text
from ...ir.types import OpaqueType, TensorType, TokenType, bit_width, is_integer
from . import (ConstraintError, InferenceError, RegionTypes, Types, canonical, elements_compatible, quote, require_tensor,
               shapes_compatible, with_element, with_shape)
from .data_movement import non_negative
from .reduction import check_reduction_region

_TENSOR = "float bool int complex quant"
"""Collectives take tensors or per-tensor quantized tensors (spec.md#all_gather I1 and friends)."""


def require_variadic(types: Types, what: str, label: str) -> None:
    """ODS ``Variadic<HLO_Tensor>``: ``operand #i must be variadic of ranked tensor of ...``."""
    for i, t in enumerate(types):
        require_tensor(t, f"{what} #{i}", _TENSOR, label, kind="variadic of ranked tensor")


# --- replica groups and channels ---------------------------------------------------

def verify_replica_groups(groups: Any, label: str, *, uniform: bool, global_ids: bool = False,
                          group_size: int | None = None, cover: bool = True) -> None:
    """``replica_groups`` is a rank-2 table of distinct ids (the ops' C1-C3).

    ``uniform``: every group has the same size, so no ``-1`` padding is allowed;
    ``group_size``: the size every group must have (all_to_all C8); ``cover``: the ids
    are ``0..N-1`` (collective_broadcast/collective_reduce only need them in range, which
    depends on the process grid: checked at run time).
    """
    if not isinstance(groups, np.ndarray):
        return  # absent, or #stablehlo.replica_group_mesh_axes (checked against its mesh, not here)

    if groups.ndim != 2:
        raise InferenceError(label, "replica groups should be a rank 2 tensor")
    if global_ids and groups.size == 0:
        raise InferenceError(label, "if `use_global_device_ids` is set, the replica groups cannot be empty")
    seen: set[int] = set()
    for replica in groups.ravel().tolist():
        if replica == -1:
            if uniform:
                raise InferenceError(label, "Invalid replica id -1")
            continue
        if replica in seen:
            raise InferenceError(label, f"replica id #{replica} seen more than once")
        seen.add(replica)
    for replica in range(len(seen) if cover else 0):
        if replica not in seen:
            raise InferenceError(label, f"replica id #{replica} not seen in replica groups")
    if uniform and group_size is not None:
        size = groups.shape[1] if groups.shape[0] else 0
        if size != group_size:
            raise InferenceError(label, f"group size of replica_groups must be {group_size}")


def channel_id(channel_handle: Any) -> int:
    """The ``handle`` of ``#stablehlo.channel_handle<handle = N, type = T>``; 0 when absent."""
    return 0 if channel_handle is None else int(channel_handle.get("handle", 0))


def channel_type(channel_handle: Any) -> int:
    return 0 if channel_handle is None else int(channel_handle.get("type", 0))


def verify_global_ids(channel_handle: Any, use_global_device_ids: bool, label: str) -> None:
    """spec.md#all_reduce C4: ``use_global_device_ids`` needs a positive channel id."""
    handle = channel_id(channel_handle)
    if use_global_device_ids and handle <= 0:
        raise InferenceError(label, f"channel_id must be positive when useGlobalDeviceIds is set but got: "
                                     f"{handle}")


# --- all_reduce, reduce_scatter, collective_reduce ------------------------------------

def verify_all_reduce(operand_types: Types, *, result_types: Types, replica_groups: Any = None,
                      channel_handle: Any = None, use_global_device_ids: bool = False,
                      regions: Sequence[RegionTypes] = (), **_: object) -> None:
    """spec.md#all_reduce C1-C5."""
    require_variadic(operand_types, "operand", "all_reduce_c6")
    verify_replica_groups(replica_groups, "all_reduce_c1", uniform=False, global_ids=use_global_device_ids)
    verify_global_ids(channel_handle, use_global_device_ids, "all_reduce_c4")
    _check_computation(operand_types, regions, "all_reduce_c5")


def _check_computation(operand_types: Types, regions: Sequence[RegionTypes], label: str) -> None:
    """``computation`` is a binary reduction of each operand's elements (all_reduce C5 and kin)."""
    for operand in operand_types:
        scalar = TensorType((), operand.element_type)
        for region in regions[:1]:
            check_reduction_region(region, [scalar], [scalar], (), label)


def _reduced_element(operand: TensorType, regions: Sequence[RegionTypes]) -> TensorType:
    """``operand`` with the element type ``computation`` yields (its accumulator may be wider)."""
    if regions and regions[0].results and isinstance(regions[0].results[0], TensorType):
        return with_element(operand, regions[0].results[0].element_type)
    return operand


def infer_all_reduce(operand_types: Types, *, regions: Sequence[RegionTypes] = (),
                     **_: object) -> tuple[TensorType, ...]:
    """spec.md#all_reduce C6: ``type(results...) = type(operands...)`` up to ``computation``'s
    (promoted) element type."""
    return tuple(_reduced_element(t, regions) for t in operand_types)


def _same_shapes(operand_types: Types, result_types: Types, label: str) -> None:
    if len(operand_types) != len(result_types):
        raise ConstraintError(label, "requires the same number of operands and results")
    for i, (operand, result) in enumerate(zip(operand_types, result_types)):
        if isinstance(result, TensorType) and not shapes_compatible(operand, result):
            raise ConstraintError(label, f"requires compatible shapes for operand and result at index {i}")


def verify_reduce_scatter(operand_types: Types, *, result_types: Types, scatter_dimension: int,
                          replica_groups: Any = None, channel_handle: Any = None,
                          use_global_device_ids: bool = False, regions: Sequence[RegionTypes] = (),
                          **_: object) -> None:
    """spec.md#reduce_scatter C1-C9."""
    operand = require_tensor(operand_types[0], "operand #0", _TENSOR, "reduce_scatter_c1")
    result = require_tensor(result_types[0], "result #0", _TENSOR, "reduce_scatter_c8")
    non_negative("scatter_dimension", scatter_dimension, 64, "reduce_scatter_c2")
    verify_replica_groups(replica_groups, "reduce_scatter_c3", uniform=True, global_ids=use_global_device_ids)
    verify_global_ids(channel_handle, use_global_device_ids, "reduce_scatter_c6")
    _check_computation(operand_types, regions, "reduce_scatter_c7")
    reduced = _reduced_element(operand, regions).element_type
    if not elements_compatible(reduced, result.element_type):
        raise InferenceError("reduce_scatter_c9", f"result element-type is expected to be '{reduced}', but got "
                                                   f"'{result.element_type}'")
    if operand.rank != result.rank:
        raise InferenceError("reduce_scatter_c8", "operand and result should have same rank")
    if scatter_dimension >= operand.rank:
        raise InferenceError("reduce_scatter_c2", "scatter dim should be less than operand/result rank")
    have, want = operand.shape[scatter_dimension], result.shape[scatter_dimension]
    if have == 0:
        raise InferenceError("reduce_scatter_c8", "operand dimension size at scatter_dimension cannot be zero")
    if want == 0:
        raise InferenceError("reduce_scatter_c8", "result dimension size at scatter_dimension cannot be zero")
    if have is not None and want is not None and have % want:
        raise InferenceError("reduce_scatter_c8", f"operand scatter dimension has size {have}, expected to be "
                                                   f"a multiple of result scatter dimension size {want}")
    for i, (a, b) in enumerate(zip(operand.shape, result.shape)):
        if i != scatter_dimension and a is not None and b is not None and a != b:
            raise InferenceError("reduce_scatter_c8", f"non scatter dimensions should be same for operand "
                                                       f"({a}) and result ({b})")


_DYNAMIC_DIM = -(1 << 63)
"""MLIR's ``ShapedType::kDynamic``: what ``getDimSize`` gives for ``?``."""


def _split_root(op: str, operand_types: Types, has_dynamic_root: bool, label: str) -> Types:
    """The data operands of collective_broadcast/collective_reduce; checks the root operand (C3/C4)."""
    if not has_dynamic_root:
        if not operand_types:
            raise InferenceError(label, f"{op} requires at least one data operand")
        return operand_types
    if len(operand_types) < 2:
        raise InferenceError(label, f"{op} with has_dynamic_root=true requires at least two operands "
                                    "(data + root)")
    root, data = operand_types[-1], operand_types[:-1]
    if not (isinstance(root, TensorType) and root.rank == 1 and is_integer(root.element_type)
            and bit_width(root.element_type) == 32):  # Type::isInteger(32): any signedness
        raise InferenceError(label, f"last operand of {op} with has_dynamic_root=true must be a rank-1 i32 "
                                    f"tensor, but got {quote([root])}")
    size = _DYNAMIC_DIM if root.shape[0] is None else root.shape[0]
    if size != len(data):
        raise InferenceError(label, f"last operand of {op} with has_dynamic_root=true must have the same "
                                    f"number of elements as data operands ({len(data)}), but got {size}")
    return data


def verify_collective_reduce(operand_types: Types, *, result_types: Types, replica_groups: Any = None,
                             channel_handle: Any = None, has_dynamic_root: bool = False,
                             use_global_device_ids: bool = False, regions: Sequence[RegionTypes] = (),
                             **_: object) -> None:
    """spec.md#collective_reduce C1-C4, in upstream's order (ODS's operand types first)."""
    require_variadic(operand_types, "operand", "collective_reduce_c3")
    verify_replica_groups(replica_groups, "collective_reduce_c1", uniform=False,
                          global_ids=use_global_device_ids, cover=False)
    verify_global_ids(channel_handle, use_global_device_ids, "collective_reduce_c4")
    data = _split_root("collective_reduce", operand_types, has_dynamic_root, "collective_reduce_c3")
    _check_computation(data, regions, "collective_reduce_c4")
    _same_shapes(data, result_types, "collective_reduce_c3")


def verify_cross_replica_sum(operand_types: Types, *, result_types: Types, replica_groups: Any = None,
                             **_: object) -> None:
    """The legacy ``cross-replica-sum``: all_reduce's replica-group rules (StablehloOps.td)."""
    require_variadic(operand_types, "operand", "cross_replica_sum")
    verify_replica_groups(replica_groups, "cross_replica_sum", uniform=False)


# --- all_gather, all_to_all ------------------------------------------------------------

def verify_all_gather(operand_types: Types, *, result_types: Types, all_gather_dim: int,
                      replica_groups: Any = None, channel_handle: Any = None,
                      use_global_device_ids: bool = False, **_: object) -> None:
    """spec.md#all_gather C1-C6."""
    require_variadic(operand_types, "operand", "all_gather_c6")
    non_negative("all_gather_dim", all_gather_dim, 64, "all_gather_c1")
    verify_replica_groups(replica_groups, "all_gather_c2", uniform=True, global_ids=use_global_device_ids)
    if use_global_device_ids and channel_id(channel_handle) < 0:
        raise InferenceError("all_gather_c5", "channel_id cannot be negative when useGlobalDeviceIds is set")
    if len(operand_types) != len(result_types):
        raise ConstraintError("all_gather_c6", "requires the same number of operands and results")
    for operand, result in zip(operand_types, result_types):
        result = require_tensor(result, "result #0", _TENSOR, "all_gather_c6")
        if all_gather_dim >= operand.rank:
            raise InferenceError("all_gather_c1", "all_gather_dim must be a valid index of operand")
        have = operand.shape[all_gather_dim]
        if have == 0:
            raise InferenceError("all_gather_c6", "dimension size of operand at 'all_gather_dim' cannot be zero")
        if operand.rank != result.rank:
            raise InferenceError("all_gather_c6", "operand and result must have the same rank")
        for i, (a, b) in enumerate(zip(operand.shape, result.shape)):
            if i != all_gather_dim and a is not None and b is not None and a != b:
                raise InferenceError("all_gather_c6", "operand and result should have the same shape except "
                                                       "for the dimension size at 'all_gather_dim'")
        want = result.shape[all_gather_dim]
        if have is not None and want is not None and want % have:
            raise InferenceError("all_gather_c6", f"result gather dimension has size {want}, expected to be a "
                                                   f"multiple of operand gather dimension size {have}")


def verify_all_to_all(operand_types: Types, *, result_types: Types, split_dimension: int,
                      concat_dimension: int, split_count: int, **_: object) -> None:
    """spec.md#all_to_all C1, C3, C4 (attribute ranges), C9 (operand/result pairing)."""
    require_variadic(operand_types, "operand", "all_to_all_c9")
    non_negative("split_dimension", split_dimension, 64, "all_to_all_c1")
    non_negative("concat_dimension", concat_dimension, 64, "all_to_all_c3")
    non_negative("split_count", split_count, 64, "all_to_all_c4", strict=True)
    if len(operand_types) != len(result_types):
        raise ConstraintError("all_to_all_c9", "requires the same number of operands and results")
    for i, (operand, result) in enumerate(zip(operand_types, result_types)):
        if isinstance(result, TensorType) and not elements_compatible(operand.element_type,
                                                                      result.element_type):
            raise ConstraintError("all_to_all_c9", f"requires the same element type for operand and result at "
                                                   f"index {i}")


def infer_all_to_all(operand_types: Types, *, split_dimension: int, concat_dimension: int, split_count: int,
                     replica_groups: Any = None, **_: object) -> tuple[TensorType, ...]:
    """spec.md#all_to_all C2, C5-C9: split_dimension shrinks by split_count, concat_dimension grows, and
    so do their bounds (upstream's ``inferAllToAllOp``)."""
    verify_replica_groups(replica_groups, "all_to_all_c5", uniform=True, group_size=split_count)
    results = []
    for operand in operand_types:
        for name, dim in (("split_dimension", split_dimension), ("concat_dimension", concat_dimension)):
            if dim >= operand.rank:
                raise InferenceError("all_to_all_c1", f"AllToAll {name} {dim} is out-of-bounds for input rank "
                                                       f"{operand.rank}")
        shape = list(operand.shape)
        size = shape[split_dimension]
        if size is not None and size % split_count:
            raise InferenceError("all_to_all_c2", f"split dimension has size {size}, expected to be a multiple "
                                                   f"of split_count {split_count}")
        shape[split_dimension] = None if size is None else size // split_count
        concat = shape[concat_dimension]
        shape[concat_dimension] = None if concat is None else concat * split_count
        bounds = list(operand.bounds) if operand.bounds is not None else None
        if bounds is not None:
            for dim, scale in ((split_dimension, lambda b: b // split_count),
                               (concat_dimension, lambda b: b * split_count)):
                bounds[dim] = None if bounds[dim] is None else scale(bounds[dim])
        results.append(with_shape(operand, shape, bounds))
    return tuple(results)


# --- collective_broadcast, collective_permute --------------------------------------------

def verify_collective_broadcast(operand_types: Types, *, result_types: Types, replica_groups: Any = None,
                                has_dynamic_root: bool = False, **_: object) -> None:
    """spec.md#collective_broadcast C1-C4, in upstream's order (ODS's operand types first)."""
    require_variadic(operand_types, "operand", "collective_broadcast_c3")
    _broadcast_groups(replica_groups)
    data = _split_root("collective_broadcast", operand_types, has_dynamic_root, "collective_broadcast_c4")
    _same_shapes(data, result_types, "collective_broadcast_c3")


def _broadcast_groups(groups: Any) -> None:
    """Upstream's ``verifyCollectiveBroadcastOp``: a rank-2 table of non-negative, distinct ids
    (whether they exist depends on the process grid: checked at run time)."""
    if not isinstance(groups, np.ndarray):
        return
    if groups.ndim != 2:
        raise InferenceError("collective_broadcast_c1", "replica groups should be a rank 2 tensor,but instead "
                                                         f"it is of rank {groups.ndim}")
    seen: set[int] = set()
    for replica in groups.ravel().tolist():
        if replica < 0:
            raise InferenceError("collective_broadcast_c2", "replica_groups values must be positive, but was "
                                                             f"given {replica}")
        if replica in seen:
            raise InferenceError("collective_broadcast_c1", f"replica id #{replica} seen more than once")
        seen.add(replica)


def verify_collective_permute(operand_types: Types, *, result_types: Types, source_target_pairs: Any,
                              **_: object) -> None:
    """spec.md#collective_permute C1-C5."""
    for i, t in enumerate(operand_types):
        require_tensor(t, f"operand #{i}", _TENSOR, "collective_permute_c5")
    pairs = np.asarray(source_target_pairs)
    if pairs.ndim != 2:
        raise InferenceError("collective_permute_c1", f"expect source_target_pairs attribute to be of rank 2, "
                                                       f"but got rank {pairs.ndim}")
    if pairs.shape[1] != 2:
        raise InferenceError("collective_permute_c1", f"expect source_target_pairs attribute of shape (N, 2), "
                                                       f"but got ({pairs.shape[0]}, {pairs.shape[1]})")
    seen: tuple[set[int], set[int]] = (set(), set())
    for index, replica in enumerate(pairs.ravel().tolist()):  # upstream's order: element by element
        if replica < 0:
            raise InferenceError("collective_permute_c4", "replica ids in source_target_pairs must be >= 0.")
        if replica in seen[index % 2]:
            raise InferenceError(("collective_permute_c2", "collective_permute_c3")[index % 2],
                                  f"duplicate {('sources', 'targets')[index % 2]} not allowed.")
        seen[index % 2].add(replica)


def infer_same(operand_types: Types, **_: object) -> tuple:
    """collective_permute C5: ``type(result) = type(operand)`` (upstream's ``inferCollectivePermuteOp``)."""
    return tuple(operand_types)


def infer_collective_broadcast(operand_types: Types, *, has_dynamic_root: bool = False, **_: object) -> tuple:
    """collective_broadcast C3: each result has its data operand's type (upstream's
    ``inferCollectiveBroadcastOp``); a dynamic root operand has no result."""
    return tuple(operand_types[:-1] if has_dynamic_root else operand_types)


# --- replica_id, partition_id, infeed, outfeed, send, recv --------------------------------

def infer_process_id(operand_types: Types, **_: object) -> tuple[TensorType, ...]:
    """spec.md#replica_id, #partition_id: ``tensor<ui32>``."""
    return (TensorType((), "ui32"),)


def infer_token(operand_types: Types, **_: object) -> tuple[TokenType, ...]:
    return (TokenType(),)


def _token_results(result_types: Types, label: str, others: str) -> None:
    """infeed/recv C2-C3: tensors, then one token."""
    if not result_types:
        raise InferenceError(label, "result is expected to be at least of size 1, but got 0")
    for t in result_types[:-1]:
        if not isinstance(t, TensorType):
            raise InferenceError(label, f"{others} expected to be of tensor type, but got '{canonical(t)}'")
    if not isinstance(result_types[-1], TokenType):
        raise InferenceError(label, f"last element of result types is expected to be of token type, but got "
                                     f"'{canonical(result_types[-1])}'")


def _leaves(attr: Any) -> list:
    return [leaf for item in attr for leaf in _leaves(item)] if isinstance(attr, tuple) else [attr]


def verify_infeed(operand_types: Types, *, result_types: Types, layout: Any = None, **_: object) -> None:
    """spec.md#infeed C1-C3, and the legacy ``layout`` attribute (one array per tensor result)."""
    _token_results(result_types, "infeed_c1",
                   "all elements of result types, except the last element, are")
    if layout is None:
        return
    if len(layout) != len(result_types) - 1:
        raise InferenceError("infeed_c1", f"layout-attribute size must be {len(result_types) - 1} (which is the "
                                           f"number of op-results - 1 (for token result)), but got {len(layout)}")
    for item in layout:
        if not isinstance(item, tuple):
            raise InferenceError("infeed_c1", f"layout-attribute expected to have elements of type array, but "
                                               f"got {mlir_text(item)}")
        for leaf in item:
            if not isinstance(leaf, IntegerAttr):
                raise InferenceError("infeed_c1", f"layout-attribute's leaf elements are expected to be of type "
                                                   f"integer, but got {mlir_text(leaf)}")


def _host_channel(channel_handle: Any, is_host_transfer: bool, host_type: tuple[int, str], label: str) -> None:
    """send/recv C1: the channel type agrees with ``is_host_transfer``."""
    code, name = host_type if is_host_transfer else (1, "DEVICE_TO_DEVICE")
    if channel_handle is not None and channel_type(channel_handle) != code:
        raise InferenceError(label, f"channel_type should be {name} when is_host_transfer is "
                                     f"{str(is_host_transfer).lower()}")


def verify_recv(operand_types: Types, *, result_types: Types, channel_handle: Any = None,
                is_host_transfer: bool = False, **_: object) -> None:
    """spec.md#recv C1-C4."""
    _host_channel(channel_handle, is_host_transfer, (3, "HOST_TO_DEVICE"), "recv_c1")
    _token_results(result_types, "recv_c2", "everything but the last element of result types is")


def infer_send(operand_types: Types, *, channel_handle: Any = None, is_host_transfer: bool = False,
               **_: object) -> tuple[TokenType, ...]:
    """spec.md#send C1: the channel type agrees with ``is_host_transfer``; the result is a token."""
    _host_channel(channel_handle, is_host_transfer, (2, "DEVICE_TO_HOST"), "send_c1")
    return (TokenType(),)


# --- async_start, async_done -----------------------------------------------------------

ASYNC_OPS = frozenset(f"stablehlo.{name}" for name in (
    "all_gather", "all_reduce", "all_to_all", "collective_broadcast", "collective_permute", "collective_reduce",
    "dynamic_slice", "dynamic_update_slice", "reduce_scatter", "slice"))
"""What an async_start region may wrap: one collective or slice op."""


def _future(types: Types) -> OpaqueType:
    return OpaqueType(f"!stablehlo.future<{', '.join(str(canonical(t)) for t in types)}>")


def _same_text(a: Any, b: Any) -> bool:
    return "".join(str(a).split()) == "".join(str(b).split())


def verify_async_start(operand_types: Types, *, regions: Sequence[RegionTypes] = (), **_: object) -> None:
    """StablehloOps.td async_start: exactly one region (ODS)."""
    if len(regions) != 1:
        raise ConstraintError("async_start_c1", "requires one region")


def infer_async_start(operand_types: Types, *, regions: Sequence[RegionTypes] = (), result_types: Types = (),
                      **_: object) -> tuple[Any, ...]:
    """spec.md#async_start (upstream's ``AsyncStartOp::inferReturnTypes``, in its order): the
    region holds one collective or slice op and its return, takes the operands, returns one
    value; the result is a future of it. (Its checks for a missing region, block or terminator
    cannot fire: ODS's region constraints come first.)"""
    region, start = regions[0], "'stablehlo.async_start' op "  # emitOptionalError with the op's name written out
    if len(region.operations) != 2:
        raise InferenceError("async_start_c3", f"{start}region must contain exactly one operation and a return")
    if region.operations[0] not in ASYNC_OPS:
        raise InferenceError("async_start_c3", f"{start}region must contain a collective or slice operation")
    if len(operand_types) != len(region.arguments):
        raise InferenceError("async_start_c2", f"{start}number of operands ({len(operand_types)}) must match "
                                               f"number of region arguments ({len(region.arguments)})")
    for i, (operand, argument) in enumerate(zip(operand_types, region.arguments)):
        if canonical(operand) != canonical(argument):
            raise InferenceError("async_start_c2", f"{start}operand type '{canonical(operand)}' at index {i} must "
                                                   f"match region argument type '{canonical(argument)}'")
    if len(region.results) != 1:
        raise InferenceError("async_start_c3", f"{start}region must return exactly one value, but got "
                                               f"{len(region.results)}")
    future = _future(region.results)
    declared = result_types[0] if len(result_types) == 1 else None
    return (declared if _same_text(declared, future) else future,)


def _future_types(future: Any) -> list[str] | None:
    """The texts of the types a ``!stablehlo.future<...>`` wraps (None for other types)."""
    text = "".join(str(future).split())
    if not (text.startswith("!stablehlo.future<") and text.endswith(">")):
        return None
    inner, pieces, depth, start = text[len("!stablehlo.future<"):-1], [], 0, 0
    for i, c in enumerate(inner):
        depth += (c in "<([{") - (c in ">)]}")
        if c == "," and depth == 0:
            pieces.append(inner[start:i])
            start = i + 1
    return pieces + [inner[start:]] if inner else pieces


def verify_async_done(operand_types: Types, **_: object) -> None:
    """ODS's ``HLO_Future`` operand constraint (summary ``future``), before inference."""
    if operand_types and _future_types(operand_types[0]) is None:
        raise ConstraintError("async_done_c1", f"operand #0 must be future, but got {quote(operand_types[:1])}")


def infer_async_done(operand_types: Types, *, result_types: Types = (), **_: object) -> tuple[Any, ...]:
    """spec.md#async_done (upstream's ``inferAsyncDoneOp``): the types the future wraps (declared
    types standing for the same text are kept)."""
    pieces = _future_types(operand_types[0]) if operand_types else None
    if pieces is None:  # unreachable after verify_async_done (upstream's own check, never reached either)
        raise InferenceError("async_done_c1", "'stablehlo.async_done' op operand must be a future type")
    if len(pieces) != 1:
        raise InferenceError("async_done_c1", f"'stablehlo.async_done' op future must have exactly one type parameter, but got {len(pieces)}")
    declared = list(result_types) + [None] * max(len(pieces) - len(result_types), 0)
    return tuple(d if d is not None and _same_text(canonical(d), p) else OpaqueType(p)
                 for p, d in zip(pieces, declared))


SHAPE_FUNCTIONS = {
    "all_gather": (verify_all_gather, None),
    "all_reduce": (verify_all_reduce, infer_all_reduce),
    "cross-replica-sum": (verify_cross_replica_sum, infer_same),
    "reduce_scatter": (verify_reduce_scatter, None),
    "all_to_all": (verify_all_to_all, infer_all_to_all),
    "collective_broadcast": (verify_collective_broadcast, infer_collective_broadcast),
    "collective_permute": (verify_collective_permute, infer_same),
    "collective_reduce": (verify_collective_reduce, None),
    "replica_id": (None, infer_process_id),
    "partition_id": (None, infer_process_id),
    "infeed": (verify_infeed, None),
    "outfeed": (None, infer_token),
    "send": (None, infer_send),
    "recv": (verify_recv, None),
    "async_start": (verify_async_start, infer_async_start),
    "async_done": (verify_async_done, infer_async_done),
}
"""op name (without ``stablehlo.``) -> (verify, infer); None where the op has none."""
