"""The C++ patterns of upstream's StablehloAggressiveSimplification.cpp, as rows (see simplify.py)."""
from __future__ import annotations

from typing import Any

import numpy as np

from ..ir.attributes import DenseElementsAttr, IntegerAttr
from ..ir.module import Block, Operation, Region
from ..ir.types import TensorType
from .evaluate import elements, splat_value
from .folder import is_int, numel, static
from .rewrite import Pattern, Rewriter
from .simplify import (_compare_canon, _rewrite_compare_canon, _constant_ints, defining, i64s, int_attr, ints,
                       merge_discardable, new_op, row)

SAME_SHAPE = frozenset(
    "stablehlo." + name for name in (
        "abs cbrt ceil convert count_leading_zeros cosine exponential exponential_minus_one floor imag is_finite "
        "log log_plus_one logistic not negate popcnt real round_nearest_afz round_nearest_even rsqrt sign sine "
        "sqrt tan tanh add atan2 complex divide maximum minimum multiply power remainder shift_left "
        "shift_right_arithmetic shift_right_logical subtract and or xor uniform_quantize uniform_dequantize "
        "reduce_precision").split())
"""Ops with the SameOperandsAndResultShape trait."""


def _dimension(op: Operation) -> int | None:
    return int_attr(op.attributes.get("dimension"))


def _concat_noop(op: Operation, rw: Rewriter) -> Any:
    return True if len(op.operands) == 1 and rw.type_of(op.operands[0]) == op.result_types[0] else None


def _concat_remove_empty(op: Operation, rw: Rewriter) -> Any:
    axis = _dimension(op)
    kept = [v for v in op.operands if getattr(rw.type_of(v), "shape", None) is None
            or rw.type_of(v).shape[axis] != 0]
    return kept if kept and len(kept) < len(op.operands) else None


def _concat_flatten(op: Operation, rw: Rewriter) -> Any:
    axis = _dimension(op)
    flat: list[str] = []
    changed = False
    for value in op.operands:
        inner = defining(rw, value, "stablehlo.concatenate")
        if inner is not None and rw.has_one_use(inner.results[0]) and _dimension(inner) == axis:
            flat.extend(inner.operands)
            changed = True
        else:
            flat.append(value)
    return flat if changed else None


def _custom_call_ffi(op: Operation, rw: Rewriter) -> Any:
    version = op.attributes.get("api_version")
    if version is not None and int_attr(version) not in (None, 1):
        return None
    if "mhlo.backend_config" not in op.attributes:
        return None
    config = op.attributes.get("backend_config")
    if config is not None and (not isinstance(config, str) or config):
        return None
    return True


def _rewrite_custom_call_ffi(op: Operation, rw: Rewriter, _: Any) -> None:
    attributes = dict(op.attributes)
    attributes["backend_config"] = attributes.pop("mhlo.backend_config")
    attributes["api_version"] = IntegerAttr(4, "i32")
    rw.modify(op, attributes=attributes)


def _dbid_static(op: Operation, rw: Rewriter) -> Any:
    operand = rw.type_of(op.operands[0])
    if not static(operand):
        return None
    result = op.result_types[0]
    if static(result):
        return result
    shape = _constant_ints(rw, op.operands[1])
    return None if shape is None else TensorType(tuple(shape), result.element_type)


def _rewrite_dbid_static(op: Operation, rw: Rewriter, type_: TensorType) -> None:
    attributes = {"broadcast_dimensions": op.attributes["broadcast_dimensions"]}
    new = rw.create("stablehlo.broadcast_in_dim", op.operands[:1], [type_], attributes, like=op)
    value = new.results[0]
    if type_ != op.result_types[0] and any(not u.name.startswith("stablehlo.") for u in rw.users_of(op.results[0])):
        value = rw.create("stablehlo.convert", [value], op.result_types, like=op).results[0]
    rw.replace_op(op, [value])


def _dynamic_iota_static(op: Operation, rw: Rewriter) -> Any:
    return True if static(op.result_types[0]) else None


def _dynamic_iota_to_broadcast(op: Operation, rw: Rewriter) -> Any:
    result = op.result_types[0]
    return True if isinstance(result, TensorType) and result.shape is not None and len(result.shape) >= 2 else None


def _rewrite_dynamic_iota_to_broadcast(op: Operation, rw: Rewriter, _: Any) -> None:
    result = op.result_types[0]
    dim = int_attr(op.attributes.get("iota_dimension")) or 0
    shape = op.operands[0]
    shape_type = rw.type_of(shape)
    wide_type = TensorType(shape_type.shape, "i64")
    name = "arith.index_cast" if shape_type.element_type == "index" else "stablehlo.convert"
    wide = rw.create(name, [shape], [wide_type], like=op).results[0]
    size = rw.create("stablehlo.slice", [wide], [TensorType((1,), "i64")],
                     {"start_indices": i64s([dim]), "limit_indices": i64s([dim + 1]), "strides": i64s([1])},
                     like=op).results[0]
    pre = rw.create("stablehlo.dynamic_iota", [size], [TensorType((result.shape[dim],), result.element_type)],
                    {"iota_dimension": IntegerAttr(0, "i64")}, like=op).results[0]
    rw.replace_op_with_new(op, "stablehlo.dynamic_broadcast_in_dim", [pre, shape],
                           {"broadcast_dimensions": i64s([dim])})


def _dynamic_reshape_same_shape(op: Operation, rw: Rewriter) -> Any:
    inner = rw.defining_op(op.operands[0])
    if inner is None or inner.name not in SAME_SHAPE or not inner.operands:
        return None
    reshape = defining(rw, inner.operands[0], "stablehlo.dynamic_reshape")
    if reshape is None or reshape.operands[1] != op.operands[1]:
        return None
    return inner.results[0]


def _dynamic_slice_to_slice(op: Operation, rw: Rewriter) -> Any:
    operand = rw.type_of(op.operands[0])
    if not static(operand):
        return None
    sizes = ints(op.attributes.get("slice_sizes"))
    starts = []
    for index, value in enumerate(op.operands[1:]):
        attr = rw.constant(value)
        v = None if attr is None or not is_int(attr.type.element_type) else splat_value(attr)
        if v is None:
            return None
        starts.append(min(max(int(v), 0), operand.shape[index] - sizes[index]))
    return starts, [s + n for s, n in zip(starts, sizes)]


def _rewrite_dynamic_slice_to_slice(op: Operation, rw: Rewriter, capture: Any) -> None:
    starts, limits = capture
    new_op(op, rw, "stablehlo.slice", op.operands[:1],
           {"start_indices": i64s(starts), "limit_indices": i64s(limits), "strides": i64s([1] * len(starts))})


def _gather_canon(op: Operation, rw: Rewriter) -> Any:
    index = rw.constant(op.operands[1])
    if index is None or not is_int(index.type.element_type):
        return None
    dnums = op.attributes.get("dimension_numbers")
    get = dnums.get if hasattr(dnums, "get") else (lambda k, d=None: d)
    if int(get("index_vector_dim", 0) or 0) != 0 or len(index.type.shape) > 1:
        return None
    start_map = tuple(get("start_index_map", ()) or ())
    if index.array.size != len(start_map):
        return None
    operand = rw.type_of(op.operands[0])
    if not static(operand):
        return None
    end = list(ints(op.attributes.get("slice_sizes")))
    start = [0] * len(end)
    for dim, value in zip(start_map, index.array.reshape(-1)):
        offset = min(max(int(value), 0), operand.shape[dim] - end[dim])
        start[dim] += offset
        end[dim] += offset
    collapsed = tuple(get("collapsed_slice_dims", ()) or ())
    return start, end, collapsed


def _rewrite_gather_canon(op: Operation, rw: Rewriter, capture: Any) -> None:
    start, end, collapsed = capture
    shape = [e - s for s, e in zip(start, end)]
    e = op.result_types[0].element_type
    attrs = {"start_indices": i64s(start), "limit_indices": i64s(end), "strides": i64s([1] * len(start))}
    result = op.result_types if not collapsed else [TensorType(tuple(shape), e)]
    value = rw.create("stablehlo.slice", op.operands[:1], result, attrs, like=op).results[0]
    if collapsed:
        value = rw.create("stablehlo.reshape", [value], op.result_types, like=op).results[0]
    rw.replace_op(op, [value])


def _iota_broadcast(op: Operation, rw: Rewriter) -> Any:
    result = op.result_types[0]
    return True if isinstance(result, TensorType) and result.shape is not None and len(result.shape) >= 2 else None


def _rewrite_iota_broadcast(op: Operation, rw: Rewriter, _: Any) -> None:
    result = op.result_types[0]
    dim = int_attr(op.attributes.get("iota_dimension")) or 0
    line = rw.create("stablehlo.iota", (), [TensorType((result.shape[dim],), result.element_type)],
                     {"iota_dimension": IntegerAttr(0, "i64")}, like=op).results[0]
    rw.replace_op_with_new(op, "stablehlo.broadcast_in_dim", [line], {"broadcast_dimensions": i64s([dim])})


def _pad_empty(op: Operation, rw: Rewriter) -> Any:
    operand = rw.type_of(op.operands[0])
    return True if static(operand) and numel(operand) == 0 and static(op.result_types[0]) else None


def _reduce_parts(op: Operation) -> tuple[Block, Operation | None]:
    body = op.regions[0].blocks[0]
    return body, (body.operations[-1] if body.operations else None)


def _reduce_variable_return(op: Operation, rw: Rewriter) -> Any:
    body = op.regions[0].blocks[0]
    ops = rw.ops_of(body)
    if not ops or ops[-1].name != "stablehlo.return":
        return None
    inside = {name for name, _ in body.arguments} | {r for o in ops for r in o.results}
    values = ops[-1].operands
    return None if any(v in inside for v in values) else values


def _reduce_empty(op: Operation, rw: Rewriter) -> Any:
    count = len(op.results)
    first = rw.type_of(op.operands[0])
    if not isinstance(first, TensorType) or first.shape is None or 0 not in first.shape or not static(first):
        return None
    return op.operands[count:]


def _rewrite_reduce_empty(op: Operation, rw: Rewriter, inits: Any) -> None:
    values = [rw.create("stablehlo.broadcast_in_dim", [init], [t], {"broadcast_dimensions": i64s(())},
                        like=op).results[0] for init, t in zip(inits, op.result_types)]
    rw.replace_op(op, values)


def _reduce_unused(op: Operation, rw: Rewriter) -> Any:
    used = [i for i, r in enumerate(op.results) if rw.users_of(r)]
    count = len(op.results)
    if len(used) == count:
        return None
    body = op.regions[0].blocks[0]
    ops = rw.ops_of(body)
    ret = ops[-1]
    args = [name for name, _ in body.arguments]
    local = {r: o for o in ops for r in o.results}
    used_ops: set[int] = set()
    used_args: set[int] = set()
    for i in used:
        work = [ret.operands[i]] if ret.operands[i] in local or ret.operands[i] in args else []
        while work:
            value = work.pop()
            if value in args:
                pair = args.index(value) % count
                used_args.update((pair, pair + count))
            elif value in local:
                definer = local[value]
                used_ops.add(id(definer))
                work.extend(v for v in definer.operands if v in local or v in args)
    if len(used) * 2 != len(used_args):
        return None
    return used, used_args, used_ops


def _rewrite_reduce_unused(op: Operation, rw: Rewriter, capture: Any) -> None:
    used, used_args, used_ops = capture
    count = len(op.results)
    body = op.regions[0].blocks[0]
    ops = rw.ops_of(body)
    ret = ops[-1]
    pairs = [i for i in range(count) if i in used_args]
    inputs = [op.operands[i] for i in pairs] + [op.operands[i + count] for i in pairs]
    mapping: dict[str, str] = {}
    arguments = []
    for index, (name, type_) in enumerate(body.arguments):
        if index in used_args:
            mapping[name] = rw.fresh()[0]
            arguments.append((mapping[name], type_))
    block = Block(tuple(arguments), [], arg_locations=tuple(
        loc for i, loc in enumerate(body.arg_locations) if i in used_args))
    result_types = [op.result_types[i] for i in used]
    new = rw.create("stablehlo.reduce", inputs, result_types, dict(op.attributes),
                    (Region([block]),), like=op)
    rw.owner[id(block)] = new
    for name, type_ in arguments:
        rw.defs[name], rw.types[name] = None, type_
        rw.users.setdefault(name, [])
    for inner in ops:
        if id(inner) in used_ops:
            rw.insert(rw._copy(inner, mapping), (block, None))
    rw.create("stablehlo.return", [mapping.get(ret.operands[i], ret.operands[i]) for i in used], (), like=ret,
              where=(block, None))
    values = [None] * count
    for k, i in enumerate(used):
        values[i] = new.results[k]
    for old, value in zip(op.results, values):
        if value is not None:
            rw.replace_all_uses(old, value)
    rw.erase_op(op)


def _select_canon(op: Operation, rw: Rewriter, limit: int) -> Any:
    pred, on_true, on_false = op.operands
    if on_true == on_false:
        return on_true
    cond = rw.constant(pred)
    if cond is None:
        return None
    value = splat_value(cond)
    if value is not None:
        return on_true if bool(value) else on_false
    if cond.array.size > limit:
        return None
    t, f = rw.constant(on_true), rw.constant(on_false)
    if t is None or f is None or not static(op.result_types[0]):
        return None
    return elements(op.result_types[0], np.where(cond.array, t.array, f.array))


def _rewrite_select_canon(op: Operation, rw: Rewriter, result: Any) -> None:
    if isinstance(result, DenseElementsAttr):
        rw.replace_op_with_new(op, "stablehlo.constant", (), {"value": result})
    else:
        rw.replace_op(op, [result])


def _slice_concat(op: Operation, rw: Rewriter) -> Any:
    if not static(op.result_types[0]):
        return None
    concat = defining(rw, op.operands[0], "stablehlo.concatenate")
    if concat is None:
        return None
    dim = _dimension(concat)
    start, limit = ints(op.attributes.get("start_indices")), ints(op.attributes.get("limit_indices"))
    running, front = 0, concat.result_types[0].shape[dim]
    first = last = None
    for index, value in enumerate(concat.operands):
        t = rw.type_of(value)
        size = t.shape[dim]
        if size is None:
            return None
        if running + size > start[dim] and first is None:
            first, front = index, running
        if running < limit[dim]:
            last = index + 1
        running += size
    n = len(concat.operands)
    if first is None:
        first = n
    if last is None:
        last = n
    subset = last - first
    if subset == n or subset <= 0:
        return None
    if subset > 1 and not rw.has_one_use(concat.results[0]):
        return None
    return concat, first, last, front


def _rewrite_slice_concat(op: Operation, rw: Rewriter, capture: Any) -> None:
    concat, first, last, front = capture
    dim = _dimension(concat)
    parts = concat.operands[first:last]
    shape = list(concat.result_types[0].shape)
    shape[dim] = sum(rw.type_of(v).shape[dim] for v in parts)
    new_concat = rw.create("stablehlo.concatenate", parts,
                           [TensorType(tuple(shape), concat.result_types[0].element_type)],
                           {"dimension": concat.attributes["dimension"]}, like=concat).results[0]
    start = list(ints(op.attributes.get("start_indices")))
    limit = list(ints(op.attributes.get("limit_indices")))
    start[dim] -= front
    limit[dim] -= front
    rw.replace_op_with_new(op, "stablehlo.slice", [new_concat], {
        "start_indices": i64s(start), "limit_indices": i64s(limit), "strides": op.attributes["strides"]})


def _rebuild_keeping(op: Operation, rw: Rewriter, keep: list[int]) -> None:
    """``op`` again with operands and results ``keep`` only, its regions taken over."""
    new = rw.create(op.name, [op.operands[i] for i in keep], [op.result_types[i] for i in keep],
                    dict(op.attributes), like=op)
    rw.adopt(new, op)
    for k, i in enumerate(keep):
        rw.replace_all_uses(op.results[i], new.results[k])
    rw.erase_op(op)


def _sort_unused(op: Operation, rw: Rewriter) -> Any:
    block = op.regions[0].blocks[0]
    erased = []
    for i in range(len(op.operands)):
        if rw.users_of(op.results[i]):
            continue
        if rw.users_of(block.arguments[2 * i][0]) or rw.users_of(block.arguments[2 * i + 1][0]):
            continue
        erased.append(i)
    return erased or None


def _rewrite_sort_unused(op: Operation, rw: Rewriter, erased: Any) -> None:
    keep = [i for i in range(len(op.operands)) if i not in erased]
    region = op.regions[0]
    block = region.blocks[0]
    block.keep_arguments([k for k in range(len(block.arguments)) if k // 2 not in erased])
    _rebuild_keeping(op, rw, keep)


def _sort_dimension(op: Operation, rw: Rewriter) -> Any:
    dim = int_attr(op.attributes.get("dimension"))
    if not op.results or (dim is not None and dim != -1):
        return None
    return len(op.result_types[0].shape) - 1


def _rewrite_sort_dimension(op: Operation, rw: Rewriter, dim: Any) -> None:
    attributes = dict(op.attributes, dimension=IntegerAttr(dim, "i64"))
    rw.modify(op, attributes=attributes)


def _transpose_is_reshape(op: Operation, rw: Rewriter) -> Any:
    operand = rw.type_of(op.operands[0])
    if not static(operand) or not static(op.result_types[0]):
        return None
    kept = [p for p in ints(op.attributes.get("permutation")) if operand.shape[p] != 1]
    return True if kept == sorted(kept) else None


def _tuple_repacking(op: Operation, rw: Rewriter) -> Any:
    if not op.operands:
        return None
    first = defining(rw, op.operands[0], "stablehlo.get_tuple_element")
    if first is None:
        return None
    source = first.operands[0]
    if rw.type_of(source) != op.result_types[0]:
        return None
    for index, value in enumerate(op.operands):
        element = defining(rw, value, "stablehlo.get_tuple_element")
        if element is None or int_attr(element.attributes.get("index")) != index or element.operands[0] != source:
            return None
    return source


def _while_invariants(op: Operation, rw: Rewriter) -> Any:
    body = op.regions[1].blocks[0]
    ret = rw.ops_of(body)[-1]
    found = [i for i, (operand, (arg, _), value) in enumerate(zip(op.operands, body.arguments, ret.operands))
             if operand == value or arg == value]
    return found or None


def _rewrite_while_invariants(op: Operation, rw: Rewriter, found: Any) -> None:
    cond, body = op.regions[0].blocks[0], op.regions[1].blocks[0]
    ret = rw.ops_of(body)[-1]
    for i in found:
        operand = op.operands[i]
        rw.replace_all_uses(cond.arguments[i][0], operand)
        rw.replace_all_uses(body.arguments[i][0], operand)
        rw.replace_all_uses(op.results[i], operand)
    keep = [i for i in range(len(op.operands)) if i not in found]
    cond.keep_arguments(keep)
    body.keep_arguments(keep)
    rw.modify(ret, operands=[ret.operands[i] for i in keep])
    _rebuild_keeping(op, rw, keep)


def _real_dynamic_slice(op: Operation, rw: Rewriter) -> Any:
    strides = _constant_ints(rw, op.operands[3])
    if strides is None or any(s != 1 for s in strides):
        return None
    limit = defining(rw, op.operands[2], "stablehlo.add")
    if limit is None:
        return None
    start = op.operands[1]
    if limit.operands[0] == start and rw.constant(limit.operands[1]) is not None:
        sizes = _constant_ints(rw, limit.operands[1])
    elif limit.operands[1] == start and rw.constant(limit.operands[0]) is not None:
        sizes = _constant_ints(rw, limit.operands[0])
    else:
        return None
    return sizes


def _rewrite_real_dynamic_slice(op: Operation, rw: Rewriter, sizes: Any) -> None:
    start_type = rw.type_of(op.operands[1])
    starts = []
    for i in range(len(sizes)):
        piece = rw.create("stablehlo.slice", op.operands[1:2], [TensorType((1,), start_type.element_type)],
                          {"start_indices": i64s([i]), "limit_indices": i64s([i + 1]), "strides": i64s([1])},
                          like=op).results[0]
        starts.append(rw.create("stablehlo.reshape", [piece], [TensorType((), start_type.element_type)],
                                like=op).results[0])
    operand = rw.type_of(op.operands[0])
    new = rw.create("stablehlo.dynamic_slice", [op.operands[0], *starts],
                    [TensorType(tuple(sizes), operand.element_type)], {"slice_sizes": i64s(sizes)}, like=op)
    merge_discardable(rw, op, new)
    rw.replace_op(op, new.results)


def _zero_extent(t: Any) -> bool:
    shape = getattr(t, "shape", None)
    return shape is not None and 0 in shape and None not in shape and isinstance(t, TensorType)


def _zero_extent_match(op: Operation, rw: Rewriter) -> Any:
    if not op.name.startswith("stablehlo.") or op.name == "stablehlo.constant":
        return None
    if op.name in ("stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send", "stablehlo.recv") or (
            op.name == "stablehlo.custom_call" and op.attributes.get("has_side_effect") is True):
        return None
    results = [r for r, t in zip(op.results, op.result_types) if _zero_extent(t) and rw.users_of(r)]
    operands = [i for i, v in enumerate(op.operands) if _zero_extent(rw.type_of(v))
                and defining(rw, v, "stablehlo.constant") is None]
    return (results, operands) if results or operands else None


def _zero_extent_rewrite(op: Operation, rw: Rewriter, capture: Any) -> None:
    results, operands = capture
    for result in results:
        t = rw.type_of(result)
        rw.replace_all_uses(result, rw.create_constant(elements(t, np.zeros(t.shape)), like=op))
    if operands:
        new = list(op.operands)
        for i in operands:
            t = rw.type_of(new[i])
            new[i] = rw.create_constant(elements(t, np.zeros(t.shape)), like=op)
        rw.modify(op, operands=new)


def _get_dimension_size(op: Operation, rw: Rewriter) -> Any:
    operand = rw.type_of(op.operands[0])
    dim = int_attr(op.attributes.get("dimension"))
    if not isinstance(operand, TensorType) or operand.shape is None or dim is None or operand.shape[dim] is None:
        return None
    return elements(op.result_types[0], np.array(operand.shape[dim]))


def _to_constant(op: Operation, rw: Rewriter, attr: Any) -> None:
    rw.replace_op_with_new(op, "stablehlo.constant", (), {"value": attr})


def structural_patterns(limit: int) -> list[Pattern]:
    """The C++ patterns in populateStablehloCanonicalizationPatterns' order."""
    return [
        row("CompareOpCanon", "stablehlo.compare", _compare_canon, _rewrite_compare_canon),
        row("ConcatenateOpFlatten", "stablehlo.concatenate", _concat_flatten,
            lambda op, rw, xs: rw.modify(op, operands=xs)),
        row("ConcatenateOpNoop", "stablehlo.concatenate", _concat_noop,
            lambda op, rw, _: rw.replace_op(op, op.operands[:1])),
        row("ConcatenateOpRemoveEmpty", "stablehlo.concatenate", _concat_remove_empty,
            lambda op, rw, xs: rw.modify(op, operands=xs)),
        row("CustomCallUnregisteredBackendConfigToFfi", "stablehlo.custom_call", _custom_call_ffi,
            _rewrite_custom_call_ffi),
        row("DynamicIotaOpToBroadcast", "stablehlo.dynamic_iota", _dynamic_iota_to_broadcast,
            _rewrite_dynamic_iota_to_broadcast),
        row("DynamicReshapeOpSameOperandAndResultShape", "stablehlo.dynamic_reshape", _dynamic_reshape_same_shape,
            lambda op, rw, x: rw.replace_op(op, [x])),
        row("DynamicSliceOpToSlice", "stablehlo.dynamic_slice", _dynamic_slice_to_slice,
            _rewrite_dynamic_slice_to_slice),
        row("GatherOpCanon", "stablehlo.gather", _gather_canon, _rewrite_gather_canon),
        row("IotaOpBroadcast", "stablehlo.iota", _iota_broadcast, _rewrite_iota_broadcast),
        row("PadOpBroadcastEmptyTensor", "stablehlo.pad", _pad_empty,
            lambda op, rw, _: rw.replace_op_with_new(op, "stablehlo.broadcast_in_dim", op.operands[1:2],
                                                     {"broadcast_dimensions": i64s(())})),
        row("RealDynamicSliceOpToDynamicSlice", "stablehlo.real_dynamic_slice", _real_dynamic_slice,
            _rewrite_real_dynamic_slice),
        row("ReduceOpEmptyCanon", "stablehlo.reduce", _reduce_empty, _rewrite_reduce_empty),
        row("ReduceOpNoopVariableReturn", "stablehlo.reduce", _reduce_variable_return,
            lambda op, rw, xs: rw.replace_op(op, xs)),
        row("ReduceOpUnusedResultCanon", "stablehlo.reduce", _reduce_unused, _rewrite_reduce_unused),
        row("SelectOpCanon", "stablehlo.select", lambda op, rw: _select_canon(op, rw, limit), _rewrite_select_canon),
        row("SliceOpConcatSimplify", "stablehlo.slice", _slice_concat, _rewrite_slice_concat),
        row("SortOpDropUnusedArgs", "stablehlo.sort", _sort_unused, _rewrite_sort_unused),
        row("SortOpSetDimension", "stablehlo.sort", _sort_dimension, _rewrite_sort_dimension),
        row("TransposeIsReshape", "stablehlo.transpose", _transpose_is_reshape,
            lambda op, rw, _: rw.replace_op_with_new(op, "stablehlo.reshape", op.operands[:1])),
        row("TupleIsRepacking", "stablehlo.tuple", _tuple_repacking, lambda op, rw, x: rw.replace_op(op, [x])),
        row("WhileOpImplicitCapture", "stablehlo.while", _while_invariants, _rewrite_while_invariants),
        row("ZeroExtentToEmptyConstant", None, _zero_extent_match, _zero_extent_rewrite),
        row("GetDimensionSizeOpCanon", "stablehlo.get_dimension_size", _get_dimension_size, _to_constant),
        row("DynamicBroadcastInDimOpNotActuallyDynamic", "stablehlo.dynamic_broadcast_in_dim", _dbid_static,
            _rewrite_dbid_static),
        row("DynamicReshapeOpIsStatic", "stablehlo.dynamic_reshape",
            lambda op, rw: True if static(op.result_types[0]) else None,
            lambda op, rw, _: rw.replace_op_with_new(op, "stablehlo.reshape", op.operands[:1])),
        row("DynamicIotaIsStatic", "stablehlo.dynamic_iota", _dynamic_iota_static,
            lambda op, rw, _: rw.replace_op_with_new(op, "stablehlo.iota", (),
                                                     {"iota_dimension": op.attributes["iota_dimension"]})),
    ]
