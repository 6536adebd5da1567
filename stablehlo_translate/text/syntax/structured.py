"""Pretty forms of the ops with structured attributes or regions (dot_general, convolution,
reduce, while, composite, chlo.scan, tensor.cast): each kind's parse and its inverse print.

Registered into forms.KINDS and forms.PRINTERS when imported: the op families that use these kinds
import them from here.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ...ir import attributes as A
from ...ir import module as ir
from ...ir.conv_layout import conv_dimension_numbers, conv_layout_text
from ...ir.attribute_text import struct_body
from .forms import (KINDS, PRINTERS, Generic, LocatedError, PrettyForm, PrettyParse, _attr_dict, _fn_sig,
                     _i64_array, _i64s, _paren_uses, bracket_list, check_precision_config, list_int, _pieces, _types, _uses, keyword_text, keyword_value, pretty)
from ...ir.types import TensorType, Type

# --- Kinds of the ops with structured attributes or regions ---------------------------
DOT_GENERAL = pretty("dot_general", precision="precision_config", algorithm="algorithm")
"""``%a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1], precision = [...], algorithm = <...>``."""
CONVOLUTION = pretty("convolution")
"""``(%lhs, %rhs) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], window = {...} {attrs}``."""
REDUCE = pretty("reduce")
"""``(%x init: %i) applies stablehlo.add across dimensions = [1]`` or ``... reducer(%a: T, %b: T) {...}``."""
WHILE = pretty("while")
"""``(%it = %init, ...) : T, ... cond {...} do {...}``."""
COMPOSITE = pretty("composite")
"""``stablehlo.composite "name" %a {composite_attributes = ..., decomposition = @f} : (T) -> R``."""
SCAN = pretty("scan")
"""``chlo.scan(%in) inits (%init) dimension=0 [attributes {...}] {region} : (T, T) -> (R, R)``."""
CAST = pretty("cast")
"""``tensor.cast %a : T to R``."""


def _dims_pair(p: PrettyParse, value: Any) -> tuple[tuple[int, ...], tuple[int, ...]]:
    if not (isinstance(value, tuple) and value and value[0] == "pair"):
        raise p.fail("expected '[...] x [...]' in 'stablehlo.dot_general'")
    return tuple(list_int(v, dims=True) for v in bracket_list(value[1])), tuple(
        list_int(v, dims=True) for v in bracket_list(value[2]))


def _dot_general(p: PrettyParse, form: PrettyForm) -> Generic:
    from .. import parse_checks

    found = _pieces(p, {"use", "kw"})
    attributes = _attr_dict(found)
    lhs_batch = rhs_batch = lhs_contract = rhs_contract = ()
    for _, key, value in found.get("kw", ()):
        name = str(key)
        if name == "batching_dims":
            lhs_batch, rhs_batch = _dims_pair(p, value)
        elif name == "contracting_dims":
            lhs_contract, rhs_contract = _dims_pair(p, value)
        elif name == "precision":
            check_precision_config(p, key, value)
            attributes["precision_config"] = keyword_value("precision_config", value)
        elif name == "algorithm" and isinstance(value, tuple) and value[:1] == ("struct",):
            attributes["algorithm"] = A.StructAttr("dot_algorithm", value[1])
            parse_checks.check_dot_algorithm(attributes["algorithm"], key.line, key.column)
        else:
            raise LocatedError(f"unknown keyword '{key}' in '{p.name}'", key.line, key.column)
    attributes["dot_dimension_numbers"] = A.StructAttr("dot", (
        ("lhs_batching_dimensions", lhs_batch), ("rhs_batching_dimensions", rhs_batch),
        ("lhs_contracting_dimensions", lhs_contract), ("rhs_contracting_dimensions", rhs_contract)))
    operands = _uses(found)
    return Generic(operands, attributes, *_types(p, len(operands)))


def _window(p: PrettyParse, window: dict, attributes: dict, at: Any) -> None:
    """``window = {stride = [..], pad = [[..]], lhs_dilate = [..], rhs_dilate = [..], reverse = [..]}``;
    upstream's parse errors (parse_checks.check_window) at ``at``, the ``window`` keyword, prefixed
    as MLIR's custom-op parser prefixes them (``custom op 'NAME' ...``)."""
    from .. import parse_checks

    problem = parse_checks.check_window(window)
    if problem is not None:
        raise LocatedError(f"custom op '{p.name}' {problem}", at.line, at.column)
    for key, value in window.items():
        if key == "pad":
            rows = [[list_int(v, dims=True) for v in bracket_list(row)] for row in bracket_list(value)]
            array = np.array(rows, dtype=np.int64).reshape(len(rows), 2)
            attributes["padding"] = A.DenseElementsAttr(TensorType(array.shape, "i64"), array)
        elif key == "reverse":
            attributes["window_reversal"] = A.DenseArrayAttr("i1", tuple(A.as_bool(v) for v in bracket_list(value)))
        elif key in ("stride", "lhs_dilate", "rhs_dilate"):
            name = {"stride": "window_strides", "lhs_dilate": "lhs_dilation", "rhs_dilate": "rhs_dilation"}[key]
            attributes[name] = _i64s(value, dims=True)
        else:
            raise p.fail(f"unknown window attribute '{key}' in '{p.name}'")


def _convolution(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"parens", "kw"})
    operands = _paren_uses(p, found)
    attributes = _attr_dict(found)
    for _, key, value in found.get("kw", ()):
        if str(key) == "dim_numbers" and isinstance(value, tuple) and value[:1] == ("conv",):
            try:
                attributes["dimension_numbers"] = A.StructAttr("conv", conv_dimension_numbers(*value[1:]))
            except ValueError as error:  # parseConvolutionDimensions, through the custom-op parser
                raise LocatedError(f"custom op '{p.name}' {error}", key.line, key.column) from None
        elif str(key) == "window" and isinstance(value, dict):
            _window(p, value, attributes, key)
        else:
            raise LocatedError(f"unexpected '{key}' in '{p.name}'", key.line, key.column)
    return Generic(operands, attributes, *_types(p, len(operands)))


def _scalar_of(type_: Type) -> Type:
    return TensorType((), type_.element_type) if isinstance(type_, TensorType) else type_


def _applied_region(op_name: str, types: list) -> ir.Region:
    """The body ``stablehlo.reduce ... applies OP`` stands for: OP on (acc_i, x_i) for each input."""
    n = len(types)
    lhs = [(f"%<lhs{i}>", t) for i, t in enumerate(types)]
    rhs = [(f"%<rhs{i}>", t) for i, t in enumerate(types)]
    ops = [ir.Operation(op_name, (lhs[i][0], rhs[i][0]), (f"%<out{i}>",), (types[i], types[i]), (types[i],), {})
           for i in range(n)]
    ops.append(ir.Operation("stablehlo.return", tuple(f"%<out{i}>" for i in range(n)), (),
                            tuple(types), (), {}))
    return ir.Region([ir.Block(tuple(lhs + rhs), ops)])


COMMUTATIVE_BINARY_OPS = frozenset(f"stablehlo.{name}" for name in (
    "add", "and", "maximum", "minimum", "multiply", "or", "xor"))
"""What ``stablehlo.reduce ... applies OP`` accepts (upstream's parseReduceOp: a commutative,
region-less, single-result binary op of the stablehlo dialect)."""


def _reduce(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"parens", "word", "kw", "applies"})
    inputs, inits = [], []
    for _, items in found.get("parens", ()):
        for item in items:
            if item[0] != "init":
                raise p.fail("expected '(%input init: %init)' in 'stablehlo.reduce'")
            inputs.append(item[1])
            inits.append(item[2])
    attributes = _attr_dict(found)
    for _, key, value in found.get("kw", ()):
        if str(key) != "dimensions":
            raise LocatedError(f"unexpected '{key}' in '{p.name}'", key.line, key.column)
        attributes["dimensions"] = _i64s(value, dims=True)  # parseReduceOp's parseCommaSeparatedList
    operands = inputs + inits
    operand_types, result_types = _types(p, len(operands))
    applies = found.get("applies", ())
    trailer = p.trailer
    if applies:
        inner = applies[0][1]
        if str(inner) not in COMMUTATIVE_BINARY_OPS:
            raise LocatedError("expected the inner-op to be a commutative binary-op from the stablehlo dialect, "
                               "with zero region, producing single result", inner.line, inner.column)
        types = operand_types or [p.use(token)[1] for token in inputs]
        region: Any = _applied_region(str(applies[0][1]), [_scalar_of(t) for t in types[:len(inputs)]])
    elif trailer is not None and trailer[0] == "reducer":
        pairs = [[item[1:] for item in group if item[0] == "arg"] for group in trailer[1]]
        if any(len(pair) != 2 for pair in pairs):
            raise p.fail("expected 'reducer(%acc: T, %x: T) ...' in 'stablehlo.reduce'")
        args = [pair[0] for pair in pairs] + [pair[1] for pair in pairs]
        region = (trailer[2], args)
    else:
        raise p.fail("expected 'applies OP' or a 'reducer' region in 'stablehlo.reduce'")
    return Generic(operands, attributes, operand_types, result_types, [region])


def _while(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"parens"})
    bindings = [item for _, items in found.get("parens", ()) for item in items]
    if any(item[0] != "bind" for item in bindings):
        raise p.fail("expected '(%arg = %init, ...)' in 'stablehlo.while'")
    if p.trailer is None or p.trailer[0] != "while":
        raise p.fail("expected 'cond {...} do {...}' after 'stablehlo.while'")
    operands = [item[2] for item in bindings]
    no_values = not operands and p.signature is None  # 'stablehlo.while() cond {...} do {...}'
    if not no_values and (p.signature is None or p.signature[0] != "list" or len(p.signature[1]) != len(operands)):
        raise p.fail("expected one type per iteration value in 'stablehlo.while'")
    types = [] if no_values else list(p.signature[1])
    args = [(str(item[1]).rstrip("= \t\r\n"), t, item[1]) for item, t in zip(bindings, types)]
    regions = [(p.trailer[1], args), (p.trailer[2], args)]
    return Generic(operands, _attr_dict(found), types, types, regions)


def _composite(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"string", "use"})
    attributes = {"name": found["string"][0][1], **_attr_dict(found)}
    operands = _uses(found)
    return Generic(operands, attributes, *_types(p, len(operands)))


def _scan(p: PrettyParse, form: PrettyForm) -> Generic:
    """``chlo.scan(%inputs...) inits(%inits...) dimension=0 {...}``; the two operand groups
    become ``operandSegmentSizes``, as in the generic form."""
    found = _pieces(p, {"parens", "word", "kw", "region"})
    operands = _paren_uses(p, found)
    attributes = _attr_dict(found)
    groups = [len(items) for _, items in found.get("parens", ())] + [0]
    attributes["operandSegmentSizes"] = A.DenseArrayAttr("i32", (groups[0], sum(groups[1:])))
    for _, key, value in found.get("kw", ()):
        attributes[str(key)] = keyword_value(str(key), value)
    regions = [(piece[1], None) for piece in found.get("region", ())]
    return Generic(operands, attributes, *_types(p, len(operands)), regions)


def _cast(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use"})
    if p.trailer is None or p.trailer[0] != "to" or p.signature is None or p.signature[0] != "list":
        raise p.fail(f"expected '%value : type to type' in '{p.name}'")
    return Generic(_uses(found), _attr_dict(found), list(p.signature[1]), [p.trailer[1]])


KINDS.update({
    "dot_general": _dot_general, "convolution": _convolution, "reduce": _reduce, "while": _while,
    "composite": _composite, "scan": _scan, "cast": _cast,
})


# --- Printing the kinds with structured attributes or regions -----------------------------

_DOT_FIELDS = ("lhs_batching_dimensions", "rhs_batching_dimensions",
               "lhs_contracting_dimensions", "rhs_contracting_dimensions")


def _print_dot_general(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    dims = rest.pop("dot_dimension_numbers", None)
    if not (isinstance(dims, A.StructAttr) and dims.kind == "dot" and set(dict(dims.fields)) <= set(_DOT_FIELDS)
            and all(isinstance(v, tuple) and all(type(d) is int for d in v) for _, v in dims.fields)):
        return None
    lb, rb, lc, rc = (list(dims.get(key, ())) for key in _DOT_FIELDS)  # an absent list is empty
    parts = [w.use(n) for n in op.operands]
    if lb or rb:
        parts.append(f"batching_dims = {lb} x {rb}")
    if lc or rc:
        parts.append(f"contracting_dims = {lc} x {rc}")
    if "precision_config" in rest:
        precision = keyword_text("precision_config", rest.pop("precision_config"), w)
        if precision is None:
            return None
        parts.append(f"precision = {precision}")
    algorithm = rest.pop("algorithm", None)
    if algorithm is not None:
        if not (isinstance(algorithm, A.StructAttr) and algorithm.kind == "dot_algorithm"):
            return None
        parts.append(f"algorithm = <{struct_body(algorithm, w.attr)}>")
    return " " + ", ".join(parts) + w.attr_dict(rest) + _fn_sig(op)


_WINDOW = (("stride", "window_strides"), ("pad", "padding"), ("lhs_dilate", "lhs_dilation"),
           ("rhs_dilate", "rhs_dilation"), ("reverse", "window_reversal"))


def _window_text(key: str, value: Any) -> str | None:
    if key == "pad":
        ok = isinstance(value, A.DenseElementsAttr) and value.type == TensorType(value.array.shape, "i64") \
            and value.array.ndim == 2 and value.array.shape[1] == 2
        return str(value.array.tolist()) if ok else None
    if key == "reverse":
        ok = isinstance(value, A.DenseArrayAttr) and value.element_type == "i1" \
            and all(type(v) is bool for v in value.values)
        return "[" + ", ".join("true" if v else "false" for v in value.values) + "]" if ok else None
    ints = _i64_array(value)
    return None if ints is None else str(list(ints))


def _print_convolution(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    dims = rest.pop("dimension_numbers", None)
    layout = conv_layout_text(dims) if isinstance(dims, A.StructAttr) and dims.kind == "conv" else None
    if layout is None:
        return None
    window = []
    for key, attribute in _WINDOW:
        if attribute in rest:
            text = _window_text(key, rest.pop(attribute))
            if text is None:
                return None
            window.append(f"{key} = {text}")
    text = f"({w.uses(op.operands)}) dim_numbers = {layout}, window = {{" + ", ".join(window) + "}"
    return text + w.attr_dict(rest) + _fn_sig(op)


def _print_reduce(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    dims = _i64_array(rest.pop("dimensions", None))
    n = len(op.operands) // 2
    if dims is None or not n or len(op.operands) % 2 or len(op.regions) != 1 or not op.regions[0].blocks:
        return None
    region = op.regions[0]
    groups = ", ".join(f"({w.use(x)} init: {w.use(i)})" for x, i in zip(op.operands[:n], op.operands[n:]))
    tail = f" across dimensions = {list(dims)}" + w.attr_dict(rest) + _fn_sig(op)
    entry = region.entry
    if n == 1 and len(region.blocks) == 1 and len(entry.operations) == 2 and \
            entry.operations[0].name in COMMUTATIVE_BINARY_OPS:  # isReduceEligibleForCompactPrint E2
        from ...ir.equality import regions_equal

        applied = _applied_region(entry.operations[0].name, [_scalar_of(op.operand_types[0])])
        if regions_equal(region, applied):
            return f"{groups} applies {entry.operations[0].name}" + tail
    if len(entry.arguments) != 2 * n:
        return None
    names = w.entry_names(entry)
    types = [t for _, t in entry.arguments]
    reducer = " ".join(f"({names[i]}: {types[i]}{w.arg_location(entry, i)}, "
                       f"{names[n + i]}: {types[n + i]}{w.arg_location(entry, n + i)})" for i in range(n))
    newline = "\n" + " " * w.indent  # upstream's printer: printNewline(), then " reducer(...) " and the region
    return groups + tail + f"{newline} reducer{reducer}  " + w.region(region, header=False, names=names)


def _print_while(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    """Upstream's printWhileOp, whatever the types (the pretty form states the operands' only)."""
    if len(op.regions) != 2 or any(len(r.blocks) != 1 or len(r.entry.arguments) != len(op.operands)
                                   for r in op.regions):
        return None
    names = w.entry_names(op.regions[0].entry)
    bindings = ", ".join(f"{name} = {w.use(value)}" for name, value in zip(names, op.operands))
    cond = w.region(op.regions[0], header=False, names=names)
    body = w.region(op.regions[1], header=False, names=names)
    types = " : " + ", ".join(map(str, op.operand_types)) if op.operands else ""
    return f"({bindings}){types}" + w.attr_dict(op.attributes, keyword=True) + \
        "\n" + " " * w.indent + f"cond {cond} do {body}"  # upstream's printer: printNewline() before cond


def _print_composite(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    name = rest.pop("name", None)
    if not isinstance(name, str):
        return None
    return f" {w.attr(name)} {w.uses(op.operands)}" + w.attr_dict(rest) + _fn_sig(op)


def _print_scan(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    if len(op.regions) != 1 or not op.regions[0].blocks:
        return None
    dimension = keyword_text("dimension", rest.pop("dimension"), w) if "dimension" in rest else None
    segments = rest.pop("operandSegmentSizes", None)
    if dimension is None or not isinstance(segments, A.DenseArrayAttr) or len(segments.values) != 2 or not isinstance(
            segments.values[0], int):
        return None
    inputs = segments.values[0]
    # upstream's spacing: `chlo.scan(%a) inits (%b) dimension=0  attributes {is_reverse = true} {`
    text = f"({w.uses(op.operands[:inputs])}) inits ({w.uses(op.operands[inputs:])}) dimension={dimension} "
    return text + w.attr_dict(rest, keyword=True) + " " + w.region(op.regions[0]) + _fn_sig(op)


def _print_cast(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if len(op.operands) != 1 or len(op.results) != 1:
        return None
    return f" {w.use(op.operands[0])}" + w.attr_dict(op.attributes) + \
        f" : {op.operand_types[0]} to {op.result_types[0]}"


PRINTERS.update({
    "dot_general": _print_dot_general, "convolution": _print_convolution, "reduce": _print_reduce,
    "while": _print_while, "composite": _print_composite, "scan": _print_scan, "cast": _print_cast,
})
