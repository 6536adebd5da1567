"""Pretty forms of Shardy's ops (``ops.td`` assembly formats): ``sdy.mesh @m = <...>``,
``sdy.sharding_constraint %x <@m, [...]> : T``, ``sdy.manual_computation(%x) in_shardings=[...]
out_shardings=[...] manual_axes={...} (%a: T) {...} : (T) -> R``, ``sdy.named_computation<"f">(...)``,
``sdy.return``, ``sdy.sharding_group``, ``sdy.propagation_barrier``, ``sdy.data_flow_edge``.
Attribute bodies are read by dialects/sdy/text.py from the source text (errors at their place).
Registered into KINDS and PRINTERS (interpreter/ops/sdy.py imports this module).
"""
from __future__ import annotations

from typing import Any, Callable

from . import model as M
from .text import Cursor, SdyTextError
from ...ir import attributes as A
from ...ir import module as ir
from ...text.syntax.forms import (KINDS, PRINTERS, Generic, LocatedError, PrettyForm, PrettyParse, _attr_dict, _pieces, _types,
                    _uses, pretty)

MESH = pretty("sdy_mesh")
"""``sdy.mesh @name = <["x"=2]> {attrs}``: attributes ``sym_name`` and ``mesh``."""
SHARDING = pretty("sdy_sharding")
"""``sdy.sharding_constraint %x <@mesh, [{"x"}, {}]> {attrs} : T``: attribute ``sharding``."""
MANUAL = pretty("sdy_manual")
"""``sdy.manual_computation(%x) in_shardings=[...] out_shardings=[...] manual_axes={"x"} (%a: T) {...} : (T) -> R``."""
NAMED = pretty("sdy_named")
"""``sdy.named_computation<"name">(%x) [in_shardings=[...]] [out_shardings=[...]] (%a: T) {...} : (T) -> R``."""
RETURN = pretty("sdy_return")
"""``sdy.return %a, %b : T, U`` (``sdy.return`` without values)."""
GROUP = pretty("sdy_group")
"""``sdy.sharding_group %x group_id=3 : T``."""
BARRIER = pretty("sdy_barrier")
"""``sdy.propagation_barrier %x allowed_direction=FORWARD : T``."""
EDGE = pretty("sdy_edge")
"""``sdy.data_flow_edge %x [sharding=<...>] : T``, ``sdy.func_data_flow_edge %x : T``."""


def collective(axes: str | None) -> PrettyForm:
    """``sdy.all_gather [{"x"}, {}] %x out_sharding=<...> : T`` (``axes``: the attribute of the
    axis lists, written first; ``sdy.all_reduce {"x"} ...`` takes one braced list)."""
    return pretty("sdy_collective", **({"axes": axes} if axes else {}))




def parse_span(p: PrettyParse, span: Any, parse: Callable[[Cursor], Any]) -> Any:
    """Runs ``parse`` on a piece's text (a forms.SpanText: raw source, line and column); errors
    say ``custom op 'NAME' ...`` as MLIR's custom op parser does."""
    raw = getattr(span, "raw", str(span))
    cursor = Cursor(raw)
    try:
        value = cursor.run(lambda: parse(cursor))
    except SdyTextError as error:
        located = [(f"custom op '{p.name}' {message}", *_line_col(span, raw, at)) for at, message in error.errors]
        raise LocatedError(*located[0], follow_ups=tuple(located[1:])) from None
    return value


def _line_col(span: Any, raw: str, at: int) -> tuple[int, int]:
    line, col = getattr(span, "line", 1), getattr(span, "col", 1)
    before = raw[:at]
    if "\n" in before:
        return line + before.count("\n"), len(before) - before.rfind("\n")
    return line, col + len(before)


def _mesh(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"symbol_def", "symbol"})
    definitions = found.get("symbol_def", ())
    if found.get("symbol"):
        raise p.fail(f"expected '=' after {found['symbol'][0][1]} in '{p.name}'")
    if len(definitions) != 1 or p.signature is not None or p.n_results:
        raise p.fail(f"expected '{p.name} @name = <mesh>'")
    _, symbol, body = definitions[0]
    attributes = _attr_dict(found)
    attributes["sym_name"] = symbol.name
    attributes["mesh"] = M.SdyAttr(parse_span(p, body, _mesh_body))
    return Generic([], attributes, [], [])


def _mesh_body(c: Cursor) -> M.Mesh:
    """A mesh body without its ``<``...``>`` (a piece's text)."""
    c.text = "<" + c.text + ">"
    c.end = len(c.text)
    return _shifted(c, c.mesh_body)


def _shifted(c: Cursor, parse: Callable[[], Any]) -> Any:
    """Parses a text wrapped in ``<``...``>`` here, offsets reported in the unwrapped text."""
    try:
        return parse()
    except SdyTextError as error:
        error.errors = [(max(at - 1, 0), message) for at, message in error.errors]
        raise


def _sharding_body(c: Cursor) -> M.Sharding:
    c.text = "<" + c.text + ">"
    c.end = len(c.text)
    return _shifted(c, c.sharding_body)


def _sharding(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use", "sharding"})
    shardings, uses = found.get("sharding", ()), _uses(found)
    if len(shardings) != 1 or len(uses) != 1:
        raise p.fail(f"expected '{p.name} %operand <sharding> : type'")
    attributes = _attr_dict(found)
    attributes["sharding"] = M.SdyAttr(parse_span(p, shardings[0][1], _sharding_body))
    return Generic(uses, attributes, *_types(p, 1))


def _per_value(p: PrettyParse, value: Any, keyword: str) -> M.SdyAttr:
    if value == ():
        return M.SdyAttr(M.PerValue(()))
    if not isinstance(value, tuple) or value[:1] != ("shardings",):
        raise p.fail(f"expected '{keyword}=[<sharding>, ...]' in '{p.name}'")
    return M.SdyAttr(M.PerValue(tuple(parse_span(p, body, _sharding_body) for body in value[1])))


def _keywords(p: PrettyParse, found: dict) -> dict[str, Any]:
    return {str(piece[1]): piece[2] for piece in found.get("kw", ())}


def _body(p: PrettyParse, found: dict, operand_count: int) -> Any:
    """The region and its arguments: ``(%a: T, ...) {...}`` (the second parenthesized group)."""
    groups = [items for _, items in found.get("parens", ())]
    regions = found.get("region", ())
    if len(groups) != 2 or len(regions) != 1:
        raise p.fail(f"expected '({'%operands'}) ... (%arguments) {{...}}' in '{p.name}'")
    args = [item for item in groups[1]]
    if any(item[0] != "arg" for item in args):
        raise p.fail(f"expected '(%arg: type, ...)' before the region of '{p.name}'")
    return (regions[0][1], [item[1:] for item in args])


def _region_op(p: PrettyParse, attributes: dict, found: dict) -> Generic:
    groups = found.get("parens", ())
    operands = [item[1] for item in groups[0][1] if item[0] == "use"] if groups else []
    if groups and len(operands) != len(groups[0][1]):
        raise p.fail(f"unexpected operand syntax in custom op '{p.name}'")
    region = _body(p, found, len(operands))
    if p.signature is None or p.signature[0] != "fn":
        raise p.fail(f"expected ': (operand types) -> result types' after the region of '{p.name}'")
    fn = p.signature[1]
    return Generic(operands, attributes, list(fn.inputs), list(fn.results), [region])


def _manual(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"parens", "kw", "region"})
    keywords = _keywords(p, found)
    missing = [k for k in ("in_shardings", "out_shardings", "manual_axes") if k not in keywords]
    if missing:
        raise p.fail(f"expected '{missing[0]}' in '{p.name}'")
    attributes = _attr_dict(found)
    attributes["in_shardings"] = _per_value(p, keywords["in_shardings"], "in_shardings")
    attributes["out_shardings"] = _per_value(p, keywords["out_shardings"], "out_shardings")
    axes = keywords["manual_axes"]
    if not isinstance(axes, dict) or not all(v is A.UNIT for v in axes.values()):
        raise p.fail(f"expected 'manual_axes={{\"axis\", ...}}' in '{p.name}'")
    attributes["manual_axes"] = M.SdyAttr(M.ManualAxes(tuple(axes)))
    return _region_op(p, attributes, found)


def _named(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"parens", "kw", "region", "name"})
    names = found.get("name", ())
    attributes = _attr_dict(found)
    if len(names) != 1:
        raise p.fail(f"expected '{p.name}<\"name\">(...)'")
    attributes["name"] = names[0][1]
    for keyword, value in _keywords(p, found).items():
        if keyword not in ("in_shardings", "out_shardings"):
            raise p.fail(f"unexpected {keyword} in custom op '{p.name}'")
        attributes[keyword] = _per_value(p, value, keyword)
    return _region_op(p, attributes, found)


def _return(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use"})
    uses = _uses(found)
    if not uses:
        if p.signature is not None:
            raise p.fail(f"expected no types after '{p.name}' without operands")
        return Generic([], _attr_dict(found), [], [])
    if p.signature is None or p.signature[0] != "list" or len(p.signature[1]) != len(uses):
        raise p.fail(f"expected one type per operand of '{p.name}'")
    return Generic(uses, _attr_dict(found), list(p.signature[1]), [])


def _one_type(p: PrettyParse) -> Any:
    if p.signature is None or p.signature[0] != "list" or len(p.signature[1]) != 1:
        raise p.fail(f"expected ': type' after '{p.name}'")
    return p.signature[1][0]


def _group(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use", "kw"})
    keywords, uses = _keywords(p, found), _uses(found)
    if len(uses) != 1 or set(keywords) != {"group_id"} or not isinstance(keywords["group_id"], A.IntegerAttr):
        raise p.fail(f"expected '{p.name} %operand group_id=N : type'")
    attributes = _attr_dict(found)
    attributes["group_id"] = A.IntegerAttr(keywords["group_id"].value, "i64")
    return Generic(uses, attributes, [_one_type(p)], [])


def _barrier(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use", "kw"})
    keywords, uses = _keywords(p, found), _uses(found)
    direction = keywords.get("allowed_direction")
    word = getattr(direction, "text", direction)
    if len(uses) != 1 or set(keywords) != {"allowed_direction"} or str(word) not in M.DIRECTIONS:
        raise p.fail(f"expected '{p.name} %operand allowed_direction=NONE|FORWARD|BACKWARD : type'")
    attributes = _attr_dict(found)
    attributes["allowed_direction"] = A.EnumAttr("propagation_direction", str(word), "sdy")
    type_ = _one_type(p)
    return Generic(uses, attributes, [type_], [type_])


def _edge(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use", "kw", "sharding"})
    uses = _uses(found)
    attributes = _attr_dict(found)
    keywords = _keywords(p, found)
    if len(uses) != 1 or set(keywords) - {"sharding"}:
        raise p.fail(f"expected '{p.name} %operand : type'")
    if "sharding" in keywords:
        value = keywords["sharding"]
        if not isinstance(value, tuple) or value[:1] != ("sharding",):
            raise p.fail(f"expected 'sharding=<...>' in '{p.name}'")
        attributes["sharding"] = M.SdyAttr(parse_span(p, value[1], _sharding_body))
    type_ = _one_type(p)
    return Generic(uses, attributes, [type_], [type_])


def _axes_list(p: PrettyParse, items: list, parse: Callable[[Cursor], Any]) -> list:
    if any(item[0] != "axes" for item in items):
        raise p.fail(f"expected a list of axis lists in '{p.name}'")
    return [parse_span(p, item[1], parse) for item in items]


def _collective(p: PrettyParse, form: PrettyForm) -> Generic:
    """``sdy.all_gather [{"x"}, {}] %x out_sharding=<...> : T`` and the other collectives."""
    found = _pieces(p, {"use", "kw", "index", "word"})
    uses, keywords = _uses(found), _keywords(p, found)
    attributes: dict = {}
    for _, value in found.get("props", ()):
        attributes.update(value)
    axes_name = form.attribute_for("axes")
    if axes_name in ("reduction_axes", "unreduced_axes"):  # sdy.all_reduce [max] {"x", "y":(1)2} %x ...
        axes = found.get("dict", ())
        if not axes:
            raise p.fail(f"expected '{{axes}}' in '{p.name}'")
        attributes["axes" if axes_name == "unreduced_axes" else axes_name] = M.SdyAttr(M.AxisRefList(tuple(
            M.AxisRef(k, M.SubAxis(*v[1:]) if isinstance(v, tuple) else None) for k, v in axes[0][1].items())))
        for _, value in axes[1:]:
            attributes.update(value)
    else:
        attributes.update(_attr_dict({"dict": found.get("dict", ())}))
    if axes_name in ("gathering_axes", "slicing_axes", "reduce_scatter_axes", "axes"):
        lists = found.get("index", ())
        if len(lists) != 1:
            raise p.fail(f"expected '[{{axes}}, ...]' in '{p.name}'")
        parsed = _axes_list(p, lists[0][1], lambda c: c.axis_ref_list())
        attributes[axes_name] = M.SdyAttr(M.ListOfAxisRefLists(tuple(parsed)))
    elif axes_name == "params":
        lists = found.get("index", ())
        if len(lists) != 1:
            raise p.fail(f"expected '[{{axes}}: src->tgt, ...]' in '{p.name}'")
        parsed = _axes_list(p, lists[0][1], lambda c: c.all_to_all_param())
        attributes[axes_name] = M.SdyAttr(M.AllToAllParamList(tuple(parsed)))
    for _, word in found.get("word", ()):
        if str(word) not in M.REDUCTION_OPS or axes_name not in ("reduction_axes", "reduce_scatter_axes"):
            raise p.fail(f"unexpected {word} in custom op '{p.name}'")
        attributes["reduction_op"] = A.EnumAttr("reduction_op", str(word), "sdy")
    sharding = keywords.get("out_sharding")
    if len(uses) != 1 or not isinstance(sharding, tuple) or sharding[:1] != ("sharding",):
        raise p.fail(f"expected '{p.name} ... %operand out_sharding=<sharding> : type'")
    attributes["out_sharding"] = M.SdyAttr(parse_span(p, sharding[1], _sharding_body))
    type_ = _one_type(p)
    return Generic(uses, attributes, [type_], [type_])


KINDS.update({"sdy_collective": _collective, "sdy_mesh": _mesh, "sdy_sharding": _sharding, "sdy_manual": _manual,
              "sdy_named": _named,
              "sdy_return": _return, "sdy_group": _group, "sdy_barrier": _barrier, "sdy_edge": _edge})


# --- printing ---------------------------------------------------------------------------------
def _value(attr: Any, kind: type) -> Any:
    return M.sdy_value(attr, kind)


def _print_mesh(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    name, mesh = rest.pop("sym_name", None), _value(rest.pop("mesh", None), M.Mesh)
    if not isinstance(name, str) or mesh is None or op.operands or op.results:
        return None
    return f" {w.attr(A.SymbolRefAttr((name,)))} = {mesh.text()}" + w.attr_dict(rest)


def _print_sharding(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    sharding = _value(rest.pop("sharding", None), M.Sharding)
    if sharding is None or len(op.operands) != 1 or len(op.result_types) != 1:
        return None
    return f" {w.use(op.operands[0])} {sharding.text()}" + w.attr_dict(rest) + f" : {op.result_types[0]}"


def _fn_type(op: ir.Operation) -> str:
    inputs = "(" + ", ".join(map(str, op.operand_types)) + ")"
    results = [str(t) for t in op.result_types]
    shown = results[0] if len(results) == 1 and not results[0].startswith(("(", "!")) and \
        not results[0].startswith("tuple") else "(" + ", ".join(results) + ")"
    if len(results) == 1 and str(op.result_types[0]).startswith("tuple"):
        shown = "(" + results[0] + ")"
    return f"{inputs} -> {shown}"


def _print_body(op: ir.Operation, w: Any) -> str:
    entry = op.regions[0].entry
    names = w.entry_names(entry)
    args = ", ".join(f"{name}: {type_}{w.arg_location(entry, i)}"
                     for i, (name, (_, type_)) in enumerate(zip(names, entry.arguments)))
    return f" ({args}) " + w.region(op.regions[0], header=False, names=names)


def _print_manual(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    ins, outs = _value(rest.pop("in_shardings", None), M.PerValue), _value(rest.pop("out_shardings", None), M.PerValue)
    axes = _value(rest.pop("manual_axes", None), M.ManualAxes)
    if ins is None or outs is None or axes is None or len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return None
    head = f"({w.uses(op.operands)}) in_shardings={ins.stripped()} out_shardings={outs.stripped()} " \
           f"manual_axes={axes.text()}"
    return head + _print_body(op, w) + w.attr_dict(rest) + f" : {_fn_type(op)}"


def _print_named(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    name = rest.pop("name", None)
    if not isinstance(name, str) or len(op.regions) != 1 or len(op.regions[0].blocks) != 1:
        return None
    head = f"<{M.string_text(name)}>({w.uses(op.operands)})"
    for keyword in ("in_shardings", "out_shardings"):
        if keyword in rest:
            value = _value(rest.pop(keyword), M.PerValue)
            if value is None:
                return None
            head += f" {keyword}={value.stripped()}"
    return head + _print_body(op, w) + w.attr_dict(rest) + f" : {_fn_type(op)}"


def _print_return(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    body = w.attr_dict(dict(op.attributes))
    if op.operands:
        body += f" {w.uses(op.operands)} : " + ", ".join(map(str, op.operand_types))
    return body


def _print_group(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    group = rest.pop("group_id", None)
    if not isinstance(group, A.IntegerAttr) or len(op.operands) != 1:
        return None
    return f" {w.use(op.operands[0])} group_id={group.value}" + w.attr_dict(rest) + f" : {op.operand_types[0]}"


def _print_barrier(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    direction = rest.pop("allowed_direction", None)
    if not isinstance(direction, A.EnumAttr) or len(op.operands) != 1:
        return None
    return (f" {w.use(op.operands[0])} allowed_direction={direction.value}" + w.attr_dict(rest)
            + f" : {op.result_types[0]}")


def _print_edge(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    text = f" {w.use(op.operands[0])}" if len(op.operands) == 1 and len(op.result_types) == 1 else None
    if text is None:
        return None
    if "sharding" in rest:
        sharding = _value(rest.pop("sharding"), M.Sharding)
        if sharding is None:
            return None
        text += f" sharding={sharding.text()}"
    return text + w.attr_dict(rest) + f" : {op.result_types[0]}"


def _print_collective(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    sharding = _value(rest.pop("out_sharding", None), M.Sharding)
    if sharding is None or len(op.operands) != 1 or len(op.result_types) != 1:
        return None
    head = ""
    reduction = rest.pop("reduction_op", None)
    if reduction is not None:
        if not isinstance(reduction, A.EnumAttr):
            return None
        head += "" if reduction.value == "sum" else f" {reduction.value}"
    axes_name = form.attribute_for("axes")
    if axes_name is not None:
        axes = M.sdy_value(rest.pop("axes" if axes_name == "unreduced_axes" else axes_name, None))
        if axes is None:
            return None
        head += f" {axes.text()}"
    return (f"{head} {w.use(op.operands[0])} out_sharding={sharding.text()}" + w.attr_dict(rest)
            + f" : {op.result_types[0]}")


PRINTERS.update({"sdy_collective": _print_collective, "sdy_mesh": _print_mesh, "sdy_sharding": _print_sharding,
                 "sdy_manual": _print_manual,
                 "sdy_named": _print_named, "sdy_return": _print_return, "sdy_group": _print_group,
                 "sdy_barrier": _print_barrier, "sdy_edge": _print_edge})
