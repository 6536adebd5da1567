"""VHLO ops in the pretty forms upstream declares (``assemblyFormat`` of VhloOps.td, read
into ``td_tables.OP_FORMATS``): today ``vhlo.func_v1`` alone, as
``vhlo.func_v1 @f(%arg0: T) -> (R) {...} {attributes}``. The format's directives are
interpreted here; an op whose values a directive cannot spell prints generically."""
from __future__ import annotations

import re
from typing import Any, Callable

from .td_tables import OP_FORMATS

_TOKEN = re.compile(r"\s*(?:custom<(\w+)>\(([^)]*)\)|(attr-dict)|`([^`]*)`|\$(\w+))")


def _directives(fmt: str) -> list[tuple] | None:
    """The format as (kind, ...) pieces; None when it uses one this printer lacks."""
    pieces, pos = [], 0
    while pos < len(fmt.rstrip()):
        match = _TOKEN.match(fmt, pos)
        if match is None:
            return None
        custom, args, attr_dict, literal, variable = match.groups()
        if custom:
            pieces.append(("custom", custom, tuple(a.strip().lstrip("$") for a in args.split(","))))
        elif attr_dict:
            pieces.append(("attr-dict",))
        else:  # literals and bare variables: no VHLO op declares them
            return None
        pos = match.end()
    return pieces


_FORMATS = {f"vhlo.{name}": _directives(fmt) for name, fmt in OP_FORMATS.items()}


def _function_body(op: Any, printer: Any, name: Any, body: Any, function_type: Any) -> str | None:
    """``custom<FunctionBody>``: ``@name(%arg: T, ...) -> (R, ...) {ops}`` (printFunctionBody)."""
    from ..ir.attribute_text import symbol_text

    if getattr(name, "name", None) != "string_v1" or getattr(function_type, "name", None) != "type_v1":
        return None
    fn = function_type.params[0]
    if getattr(fn, "name", None) != "func_v1" or body is None or not body.blocks:
        return None
    inputs, outputs = fn.params
    entry = body.blocks[0]
    if tuple(t for _, t in entry.arguments) != tuple(inputs):
        return None
    args = ", ".join(f"{printer.arg_name(n, t)}: {t}" for n, t in entry.arguments)
    results = ", ".join(str(t) for t in outputs)
    return f"{symbol_text(name.params[0])}({args}) -> ({results}) " + printer.region(body, header=False)


_CUSTOM: dict[str, Callable[..., str | None]] = {"FunctionBody": _function_body}


def print_pretty(op: Any, printer: Any) -> str | None:
    """``op`` in its declared pretty form; None when it has none or cannot use it."""
    pieces = _FORMATS.get(op.name)
    if pieces is None or op.operands or op.results or op.successors:  # no directive prints these
        return None
    region_names = _region_names(op)
    if region_names is None:
        return None
    used, parts = set(), [op.name]
    for piece in pieces:
        if piece[0] == "custom":
            directive = _CUSTOM.get(piece[1])
            values = [region_names.get(a, op.attributes.get(a)) for a in piece[2]]
            text = None if directive is None else directive(op, printer, *values)
            if text is None:
                return None
            used.update(piece[2])
            parts.append(text)
        else:  # attr-dict: what the directives did not print, inherent and discardable alike
            from ..ir.attribute_text import dict_text

            rest = {k: op.attributes[k] for k in sorted(op.attributes) if k not in used}
            if rest:
                parts.append(dict_text(rest))
    return " ".join(parts)


def _region_names(op: Any) -> dict[str, Any] | None:
    from .optable import vhlo_op

    row = vhlo_op(op.name)
    if row is None or len(row.regions) != len(op.regions):
        return None
    return dict(zip(row.regions, op.regions))
