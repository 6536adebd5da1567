"""``--stablehlo-aggressive-folder``: upstream's StablehloAggressiveFolder patterns as rows.

Each fold keeps upstream's conditions (static result, element types, ``fold-op-element-limit``,
``optimize-float``, the inputs it skips) and takes its values from the interpreter
(:func:`~stablehlo_translate.passes.evaluate.evaluate`), so a folded constant has the bits the op
computes at run time. Options: ``assume-no-undeclared-side-effects`` (false),
``fold-op-element-limit`` (65536), ``optimize-float`` (true). The rows also serve
``--stablehlo-target-independent-optimization`` (with benefit 2).
"""
from __future__ import annotations

import math
import re
from typing import Any, Callable

import numpy as np

from ..ir.attributes import DenseElementsAttr
from ..ir.module import Block, Operation
from ..ir.types import TensorType, TokenType
from .evaluate import elements, evaluate, is_splat, splat_value
from .rewrite import Pattern, Rewriter, has_effects

_INT = re.compile(r"(i|si|ui)\d+")


class FolderOptions:
    """StablehloAggressiveFolderPassOptions."""

    __slots__ = ("assume_no_undeclared_side_effects", "fold_op_element_limit", "optimize_float")

    def __init__(self, assume_no_undeclared_side_effects: bool = False, fold_op_element_limit: int = 65536,
                 optimize_float: bool = True):
        self.assume_no_undeclared_side_effects = assume_no_undeclared_side_effects
        self.fold_op_element_limit = fold_op_element_limit
        self.optimize_float = optimize_float


def element(t: Any) -> Any:
    return t.element_type if isinstance(t, TensorType) else None


def is_int(e: Any) -> bool:
    return isinstance(e, str) and _INT.fullmatch(e) is not None


def is_float(e: Any) -> bool:
    return isinstance(e, str) and (e.startswith("f") or e == "bf16")


def is_complex(e: Any) -> bool:
    return isinstance(e, str) and e.startswith("complex<")


def static(t: Any) -> bool:
    return isinstance(t, TensorType) and t.is_static


def numel(t: TensorType) -> int:
    return math.prod(t.shape)


def shape_fold_dtype(t: Any, options: FolderOptions, allow_complex: bool = False) -> bool:
    """validateShapeFoldDtype: integers always, floats (and complex if allowed) with optimize-float."""
    e = element(t)
    return is_int(e) or (options.optimize_float and (is_float(e) or (allow_complex and is_complex(e))))


def fold_row(name: str, root: str, compute: Callable[[Operation, Rewriter, FolderOptions], Any],
             options: FolderOptions, benefit: int = 1) -> Pattern:
    """A row whose rewrite replaces the op by a constant: ``compute`` gives its
    DenseElementsAttr (None: no match)."""
    return Pattern(name, root, lambda op, rw: compute(op, rw, options),
                   lambda op, rw, attr: rw.replace_op_with_new(op, "stablehlo.constant", (), {"value": attr}),
                   benefit)


def _constants(op: Operation, rw: Rewriter) -> list[DenseElementsAttr] | None:
    attrs = [rw.constant(v) for v in op.operands]
    return None if any(a is None for a in attrs) else attrs  # type: ignore[return-value]


def _computed(op: Operation, attrs: list[DenseElementsAttr]) -> DenseElementsAttr | None:
    result = op.result_types[0]
    if not static(result):
        return None
    values = evaluate(op, [a.array for a in attrs])
    if values is None:
        return None
    return elements(result, values[0])


def _all_splat_or_same(attrs: list[DenseElementsAttr]) -> bool:
    """constFoldBinaryOp's shapes: all splats, or all of one type."""
    return all(is_splat(a) for a in attrs) or all(a.type == attrs[0].type for a in attrs)


def binary(kind: str) -> Callable:
    """foldBinaryOpIntOrFloat: both operands constant; ``kind`` 'arith' (int or float; float
    needs optimize-float), 'bits' (integers only), 'divide' (no integer division by zero)."""
    def compute(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
        result = op.result_types[0]
        e = element(result)
        if kind == "bits":
            if not is_int(e):
                return None
        elif not shape_fold_dtype(result, options):
            return None
        attrs = _constants(op, rw)
        if attrs is None or len(attrs) != 2 or not _all_splat_or_same(attrs):
            return None
        operand = element(attrs[0].type)
        if not (is_int(operand) or is_float(operand)):
            return None
        if kind == "divide" and is_int(operand) and not attrs[1].array.all():
            return None
        return _computed(op, attrs)
    return compute


def compare(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    attrs = _constants(op, rw)
    if attrs is None or not _all_splat_or_same(attrs):
        return None
    e = element(op.operand_types[0])
    kind = op.attributes.get("compare_type")
    if kind is None and not (is_int(e) or is_float(e) or is_complex(e)):
        return None  # NOTYPE
    if not (is_int(e) or is_float(e)):
        return None
    return _computed(op, attrs)


def clamp(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    if not shape_fold_dtype(op.result_types[0], options):
        return None
    attrs = _constants(op, rw)
    if attrs is None:
        return None
    minimum, operand, maximum = attrs
    if not (_all_splat_or_same([minimum, operand]) and (
            all(is_splat(a) for a in attrs) or maximum.type == op.result_types[0])):
        return None
    if not (is_int(element(operand.type)) or is_float(element(operand.type))):
        return None
    return _computed(op, attrs)


_UNARY_INT = {"stablehlo.abs", "stablehlo.negate", "stablehlo.not", "stablehlo.sign"}
_UNARY_FLOAT = {"stablehlo.abs", "stablehlo.cosine", "chlo.erf", "stablehlo.exponential", "stablehlo.log",
                "stablehlo.logistic", "stablehlo.negate", "stablehlo.round_nearest_afz",
                "stablehlo.round_nearest_even", "stablehlo.rsqrt", "stablehlo.sign", "stablehlo.sine",
                "stablehlo.sqrt", "stablehlo.tan", "stablehlo.tanh"}
_DOMAIN: dict[str, Callable[[np.ndarray], bool]] = {
    "stablehlo.log": lambda x: bool(np.all(~(x <= 0))),
    "stablehlo.rsqrt": lambda x: bool(np.all(~(x <= 0))),
    "stablehlo.sqrt": lambda x: bool(np.all(~(x < 0))),
    "stablehlo.sign": lambda x: not bool(np.any(np.isnan(x))),
}
"""Inputs where upstream's scalar folder gives up (and so the whole fold)."""


def unary(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    """FoldUnaryOpPattern: an int or float constant operand, every element foldable."""
    attrs = _constants(op, rw)
    if attrs is None or len(op.result_types) != 1:
        return None
    e = element(op.result_types[0])
    if is_int(e):
        if op.name not in _UNARY_INT or (op.name == "stablehlo.sign" and e.startswith("ui")):
            return None
    elif is_float(e):
        if op.name not in _UNARY_FLOAT:
            return None
        check = _DOMAIN.get(op.name)
        if check is not None and not check(attrs[0].array.astype(np.float64)):
            return None
    else:
        return None
    if not is_int(element(attrs[0].type)) and not is_float(element(attrs[0].type)):
        return None
    return _computed(op, attrs)


def broadcast_splat(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    result = op.result_types[0]
    if not static(result) or not shape_fold_dtype(result, options, allow_complex=True):
        return None
    attr = rw.constant(op.operands[0])
    value = None if attr is None else splat_value(attr)
    return None if value is None else elements(result, np.full(result.shape, value, dtype=result.dtype))


def _limited(t: Any, options: FolderOptions) -> bool:
    return numel(t) > options.fold_op_element_limit


def concatenate(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    result = op.result_types[0]
    if not static(result) or not shape_fold_dtype(result, options) or _limited(result, options):
        return None
    attrs = _constants(op, rw)
    return None if attrs is None else _computed(op, attrs)


def convert(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    """FoldConvertOpPattern with foldConvert's refusals (invalid float conversions)."""
    result = op.result_types[0]
    if not static(result) or not shape_fold_dtype(result, options) or _limited(result, options):
        return None
    source, target = element(op.operand_types[0]), element(result)
    if not options.optimize_float and (is_float(source) or is_float(target)):
        return None
    attr = rw.constant(op.operands[0])
    if attr is None or not (is_int(source) or is_float(source)) or not (is_int(target) or is_float(target)):
        return None
    x = attr.array
    if is_float(source) and is_int(target) and target != "i1":
        wide = x.astype(np.float64)
        lo, hi = _int_range(target)
        with np.errstate(all="ignore"):
            t = np.trunc(wide)
        if not np.all(np.isfinite(wide)) or np.any((wide == 0) & np.signbit(wide)) or np.any(t < lo) or \
                np.any(t > hi):
            return None
    if is_float(source) and is_float(target) and _has_signaling_nan(x):
        return None
    return _computed(op, [attr])


def _int_range(e: str) -> tuple[int, int]:
    bits = int(e.lstrip("sui"))
    if e.startswith("ui"):
        return 0, 2 ** bits - 1
    return -(2 ** (bits - 1)), 2 ** (bits - 1) - 1


def _has_signaling_nan(x: np.ndarray) -> bool:
    """APFloat::convert reports opInvalidOp for a signaling NaN (quiet bit clear)."""
    import ml_dtypes

    nan = np.isnan(x.astype(np.float64))
    if not nan.any():
        return False
    bits = np.ascontiguousarray(x).view(np.dtype(f"u{x.dtype.itemsize}")).astype(np.uint64)
    mantissa = int(ml_dtypes.finfo(x.dtype).nmant) if x.dtype.kind == "V" else int(np.finfo(x.dtype).nmant)
    quiet = (bits >> np.uint64(mantissa - 1)) & np.uint64(1)
    return bool(np.any(nan & (quiet == 0)))


def get_dimension_size(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    result = op.result_types[0]
    if not static(result) or not shape_fold_dtype(result, options):
        return None
    operand = op.operand_types[0]
    dim = _int_attr(op.attributes.get("dimension"))
    if not isinstance(operand, TensorType) or operand.shape is None or dim is None or \
            not 0 <= dim < len(operand.shape) or operand.shape[dim] is None:
        return None
    return elements(result, np.array(operand.shape[dim]))


def _int_attr(attr: Any) -> int | None:
    value = getattr(attr, "value", attr)
    return value if isinstance(value, int) and not isinstance(value, bool) else None


def reshape(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    result = op.result_types[0]
    if not static(result) or not shape_fold_dtype(result, options, allow_complex=True):
        return None
    attr = rw.constant(op.operands[0])
    return None if attr is None else elements(result, attr.array)


def reverse(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    operand = op.operand_types[0]
    if not static(operand) or _limited(operand, options):
        return None
    attr = rw.constant(op.operands[0])
    if attr is None:
        return None
    dims = _ints(op.attributes.get("dimensions"))
    if not dims or numel(operand) <= 1 or is_splat(attr) or all(operand.shape[d] == 1 for d in dims):
        return None
    if not (is_int(element(operand)) or is_float(element(operand))):
        return None
    return _computed(op, [attr])


def _ints(attr: Any) -> tuple[int, ...]:
    values = getattr(attr, "values", attr)
    return tuple(values) if isinstance(values, (tuple, list)) else ()


def select(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    result = op.result_types[0]
    if not static(result) or not shape_fold_dtype(result, options):
        return None
    attrs = _constants(op, rw)
    if attrs is None:
        return None
    pred, on_true, on_false = attrs
    value = splat_value(pred)
    if value is not None:
        chosen = on_true if bool(value) else on_false
        return chosen if chosen.type == result else None
    if is_float(element(result)) or _limited(result, options):
        return None
    return _computed(op, attrs)


def slice_(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    result = op.result_types[0]
    if not static(result) or not shape_fold_dtype(result, options) or not static(op.operand_types[0]):
        return None
    attr = rw.constant(op.operands[0])
    if attr is None:
        return None
    splat = _resized_splat(attr, result)
    return splat if splat is not None else _computed(op, [attr])


def dynamic_slice(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    result = op.result_types[0]
    attr = rw.constant(op.operands[0])
    return None if attr is None or not static(result) else _resized_splat(attr, result)


def _resized_splat(attr: DenseElementsAttr, result: TensorType) -> DenseElementsAttr | None:
    """A splat's value in the shape of ``result`` (MLIR's resizeSplat); None if not a splat."""
    value = splat_value(attr)
    return None if value is None else elements(result, np.full(result.shape, value, dtype=result.dtype))


def iota(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    result = op.result_types[0]
    if not static(result) or _limited(result, options) or not is_int(element(result)):
        return None
    if numel(result) > 1:
        return None
    return elements(result, np.zeros(result.shape))


def transpose(op: Operation, rw: Rewriter, options: FolderOptions) -> Any:
    result = op.result_types[0]
    if not static(result):
        return None
    attr = rw.constant(op.operands[0])
    if attr is None:
        return None
    splat = _resized_splat(attr, result)
    if splat is not None:
        return splat
    e = element(attr.type)
    if not (is_int(e) or is_float(e)):
        return None
    return _computed(op, [attr])


# -- patterns that are not plain folds to one constant -------------------------------------------------

def _match_set_dimension_size(op: Operation, rw: Rewriter) -> Any:
    result = op.result_types[0]
    if op.operand_types[0] != result:
        return None
    size = rw.constant(op.operands[1])
    value = None if size is None else splat_value(size)
    dim = _int_attr(op.attributes.get("dimension"))
    if value is None or dim is None or not isinstance(result, TensorType) or result.shape is None:
        return None
    return True if result.shape[dim] is not None and int(value) == result.shape[dim] else None


def _replace_uses(op: Operation, rw: Rewriter, values: Any) -> None:
    for old, new in zip(op.results, values):
        rw.replace_all_uses(old, new)


def _concat_adjacent_splats(op: Operation, rw: Rewriter) -> Any:
    dim = _int_attr(op.attributes.get("dimension"))
    plan, changed, i = [], False, 0
    operands = op.operands
    while i < len(operands):
        attr = rw.constant(operands[i])
        if attr is not None and is_splat(attr):
            j = i + 1
            while j < len(operands) and rw.constant(operands[j]) == attr:
                j += 1
            if j - i > 1:
                shape = list(attr.type.shape)
                shape[dim] *= j - i
                plan.append(("splat", attr, tuple(shape)))
                changed = True
                i = j
                continue
        plan.append(("value", operands[i], None))
        i += 1
    return plan if changed else None


def _rewrite_concat_adjacent_splats(op: Operation, rw: Rewriter, plan: Any) -> None:
    operands = []
    for kind, item, shape in plan:
        if kind == "value":
            operands.append(item)
            continue
        type_ = TensorType(shape, item.type.element_type)
        operands.append(rw.create_constant(elements(type_, np.full(shape, splat_value(item), dtype=type_.dtype))))
    rw.replace_op_with_new(op, op.name, operands, dict(op.attributes))


def _body(op: Operation) -> Block:
    return op.regions[0].blocks[0]


def _match_reduce_splat_inputs(op: Operation, rw: Rewriter) -> Any:
    body = _body(op)
    ops = rw.ops_of(body)
    if len(ops) != 2 or ops[0].name not in ("stablehlo.and", "stablehlo.or"):
        return None
    values = []
    for value, (_, arg_type) in zip(op.operands, body.arguments):
        attr = rw.constant(value)
        splat = None if attr is None else splat_value(attr)
        if splat is None or not isinstance(arg_type, TensorType) or not arg_type.is_static:
            return None
        values.append(elements(arg_type, np.full(arg_type.shape, splat, dtype=arg_type.dtype)))
    return values


def _rewrite_reduce_splat_inputs(op: Operation, rw: Rewriter, values: Any) -> None:
    for (name, _), attr in zip(_body(op).arguments, values):
        rw.replace_all_uses(name, rw.create_constant(attr, like=rw.ops_of(_body(op))[0]))


def _match_reduce_zero_dims(op: Operation, rw: Rewriter) -> Any:
    if _ints(op.attributes.get("dimensions")):
        return None
    count = len(op.results)
    if any(a != b for a, b in zip(op.operand_types[:count], op.result_types)):
        return None
    return op.operands[:count]


def _match_reduce_to_initializer(op: Operation, rw: Rewriter) -> Any:
    ops = rw.ops_of(_body(op))
    if len(ops) != 1 or ops[0].name != "stablehlo.return":
        return None
    attrs = []
    for value, result in zip(ops[0].operands, op.result_types):
        attr = rw.constant(value)
        splat = None if attr is None else splat_value(attr)
        if splat is None or not static(result):
            return None
        attrs.append(elements(result, np.full(result.shape, splat, dtype=result.dtype)))
    return attrs


def _rewrite_reduce_to_initializer(op: Operation, rw: Rewriter, attrs: Any) -> None:
    rw.replace_op(op, [rw.create_constant(attr, like=op) for attr in attrs])


def _match_reduce_redundant(op: Operation, rw: Rewriter) -> Any:
    ops = rw.ops_of(_body(op))
    if not ops or ops[-1].name != "stablehlo.return":
        return None
    inner = {name for name, _ in _body(op).arguments}
    inner.update(r for o in ops for r in o.results)
    ret = ops[-1]
    for value, result in zip(ret.operands, op.result_types):
        if value in inner or rw.type_of(value) != result or _inside(rw, value, op):
            return None
    return ret.operands


def _inside(rw: Rewriter, value: str, op: Operation) -> bool:
    """Whether ``value`` is defined within ``op``'s regions (nested ones included)."""
    definer = rw.defining_op(value)
    while definer is not None:
        parent = rw.parent_op(definer)
        if parent is op:
            return True
        definer = parent
    return False


def _condition_false(op: Operation, rw: Rewriter) -> bool:
    ops = rw.ops_of(op.regions[0].blocks[0])
    if not ops or ops[-1].name != "stablehlo.return":
        return False
    attr = rw.constant(ops[-1].operands[0])
    value = None if attr is None else splat_value(attr)
    return value is not None and not bool(value)


def _match_while_false(op: Operation, rw: Rewriter) -> Any:
    if rw.use_empty(op) and has_effects(op):
        return None
    return op.operands if _condition_false(op, rw) else None


def _declares_effects(op: Operation) -> bool:
    """hasAnyDeclaredSideEffects: effects an op declares (ops without an effects interface are
    presumed pure)."""
    if op.name in ("stablehlo.infeed", "stablehlo.outfeed", "stablehlo.send", "stablehlo.recv"):
        return True
    if op.name == "stablehlo.custom_call" and op.attributes.get("has_side_effect") is True:
        return True
    return any(_declares_effects(inner) for region in op.regions for block in region.blocks
               for inner in block.operations)


def _match_dead_while(options: FolderOptions) -> Callable:
    def match(op: Operation, rw: Rewriter) -> Any:
        if not options.assume_no_undeclared_side_effects or not rw.use_empty(op):
            return None
        if not _condition_false(op, rw) or _declares_effects(op):
            return None
        return True
    return match


def _placeholder(type_: Any) -> Any:
    if isinstance(type_, TokenType):
        return "token"
    e = element(type_)
    if static(type_) and (is_int(e) or is_float(e) or is_complex(e)):
        return elements(type_, np.zeros(type_.shape))
    return None


def _match_case(op: Operation, rw: Rewriter) -> Any:
    if rw.use_empty(op):
        return None
    attr = rw.constant(op.operands[0])
    value = None if attr is None else splat_value(attr)
    if value is None:
        return None
    index = int(value)
    if not 0 <= index < len(op.regions):
        index = len(op.regions) - 1
    placeholders = [_placeholder(t) for t in op.result_types]
    if any(p is None for p in placeholders):
        return None
    return index, placeholders


def _rewrite_case(op: Operation, rw: Rewriter, capture: Any) -> None:
    index, placeholders = capture
    region = op.regions[index]
    block = region.blocks[0]
    ops = rw.ops_of(block)
    terminator = ops[-1]
    results = terminator.operands
    rw.inline_block_before(block, op)
    _replace_uses(op, rw, results)
    rw.erase_op(terminator)
    noop = Block((), [])
    region.blocks.append(noop)
    rw.owner[id(noop)] = op
    values = []
    for placeholder in placeholders:
        if placeholder == "token":
            values.append(rw.create("stablehlo.after_all", (), (TokenType(),), like=op, where=(noop, None)).results[0])
        else:
            values.append(rw.create_constant(placeholder, like=op, where=(noop, None)))
    rw.create("stablehlo.return", values, (), like=op, where=(noop, None))
    region.blocks.remove(block)


def folder_patterns(options: FolderOptions, benefit: int = 1) -> list[Pattern]:
    """populateStablehloAggressiveFolderPatterns: the shape folders, then the rest."""
    row = lambda name, root, compute: fold_row(name, root, compute, options, benefit)  # noqa: E731
    rows = shape_folder_patterns(options, benefit)
    for name in sorted(_UNARY_FLOAT | _UNARY_INT):
        if name != "stablehlo.sign":
            rows.append(row(f"FoldUnary({name})", name, unary))
    rows += [
        row("FoldIotaOpPattern", "stablehlo.iota", iota),
        Pattern("FoldReduceOpReducingZeroDims", "stablehlo.reduce", _match_reduce_zero_dims,
                lambda op, rw, values: rw.replace_op(op, values), benefit),
        Pattern("FoldReduceOpToConstantInitializer", "stablehlo.reduce", _match_reduce_to_initializer,
                _rewrite_reduce_to_initializer, benefit),
        Pattern("FoldReduceOpWithRedundantResults", "stablehlo.reduce", _match_reduce_redundant,
                lambda op, rw, values: rw.replace_op(op, values), benefit),
        row("FoldReverseOpPattern", "stablehlo.reverse", reverse),
        row("FoldTransposeOpPattern", "stablehlo.transpose", transpose),
        Pattern("FoldWhileOpIfDeadAndPresumedPure", "stablehlo.while", _match_dead_while(options),
                lambda op, rw, _: rw.erase_op(op), benefit),
        Pattern("FoldWhileOpPattern", "stablehlo.while", _match_while_false,
                lambda op, rw, values: _replace_uses(op, rw, values), benefit),
        row("FoldXorOpPattern", "stablehlo.xor", binary("bits")),
        Pattern("InlineCaseOpWithConstantBranchIndex", "stablehlo.case", _match_case, _rewrite_case, benefit),
        Pattern("LowerBoolSplatConstantsIntoReduceOpRegion", "stablehlo.reduce", _match_reduce_splat_inputs,
                _rewrite_reduce_splat_inputs, benefit),
    ]
    return rows


def shape_folder_patterns(options: FolderOptions, benefit: int = 1) -> list[Pattern]:
    """populateStablehloShapeFolderPatterns: the folds of shape computations (also run by
    ``--stablehlo-refine-shapes``)."""
    row = lambda name, root, compute: fold_row(name, root, compute, options, benefit)  # noqa: E731
    return [
        row("FoldAddOpPattern", "stablehlo.add", binary("arith")),
        row("FoldAndOpPattern", "stablehlo.and", binary("bits")),
        row("FoldBroadcastInDimOpSplatPattern", "stablehlo.broadcast_in_dim", broadcast_splat),
        row("FoldClampOpPattern", "stablehlo.clamp", clamp),
        row("FoldCompareOpPattern", "stablehlo.compare", compare),
        row("FoldConcatenateOpPattern", "stablehlo.concatenate", concatenate),
        Pattern("FoldConcatenateAdjacentSplatsOpPattern", "stablehlo.concatenate", _concat_adjacent_splats,
                _rewrite_concat_adjacent_splats, benefit),
        row("FoldConvertOpPattern", "stablehlo.convert", convert),
        row("FoldDivOpPattern", "stablehlo.divide", binary("divide")),
        row("FoldDynamicSliceOpPattern", "stablehlo.dynamic_slice", dynamic_slice),
        row("FoldGetDimensionSizeOpPattern", "stablehlo.get_dimension_size", get_dimension_size),
        row("FoldMaxOpPattern", "stablehlo.maximum", binary("arith")),
        row("FoldMinOpPattern", "stablehlo.minimum", binary("arith")),
        row("FoldMulOpPattern", "stablehlo.multiply", binary("arith")),
        row("FoldOrOpPattern", "stablehlo.or", binary("bits")),
        row("FoldRemOpPattern", "stablehlo.remainder", binary("divide")),
        row("FoldReshapeOpPattern", "stablehlo.reshape", reshape),
        row("FoldSelectOpPattern", "stablehlo.select", select),
        Pattern("FoldSetDimensionSizeOpPattern", "stablehlo.set_dimension_size", _match_set_dimension_size,
                lambda op, rw, _: _replace_uses(op, rw, op.operands[:1]), benefit),
        row("FoldSignOpPattern", "stablehlo.sign", unary),
        row("FoldSliceOpPattern", "stablehlo.slice", slice_),
        row("FoldSubtractOpPattern", "stablehlo.subtract", binary("arith")),
    ]
