"""Pretty forms of Shardy's ops (JAX exports with Shardy: ``sdy.mesh``, ``sdy.sharding_constraint``,
``sdy.reshard``). Mesh and sharding bodies stay text: attributes ``#sdy.mesh<BODY>`` and
``#sdy.sharding<BODY>`` (attributes.OpaqueAttr), as the generic form writes them.
Registered into syntax.KINDS and syntax.PRINTERS (ops/sdy.py imports this module).
"""
from __future__ import annotations

from typing import Any

from ...ir import attributes as A
from ...ir import module as ir
from .forms import KINDS, PRINTERS, Generic, PrettyForm, PrettyParse, _attr_dict, _pieces, _types, _uses, pretty

MESH = pretty("sdy_mesh")
"""``sdy.mesh @name = <["x"=2]> {attrs}``: attributes ``sym_name`` and ``mesh``."""
SHARDING = pretty("sdy_sharding")
"""``sdy.sharding_constraint %x <@mesh, [{"x"}]> {attrs} : T``: attribute ``sharding``."""
UNSUPPORTED = pretty("sdy_unsupported")
"""``sdy.manual_computation(%x) in_shardings=[<...>] ... {body} : (T) -> R``: a located error."""


def _body(value: Any, dialect_attr: str) -> str | None:
    """BODY of ``#sdy.KIND<BODY>`` kept as text, or None."""
    text = value.text if isinstance(value, A.OpaqueAttr) else ""
    opener = f"#sdy.{dialect_attr}<"
    return text[len(opener):-1] if text.startswith(opener) and text.endswith(">") else None


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
    attributes["mesh"] = A.OpaqueAttr(f"#sdy.mesh<{body}>")
    return Generic([], attributes, [], [])


def _sharding(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use", "sharding"})
    shardings, uses = found.get("sharding", ()), _uses(found)
    if len(shardings) != 1 or len(uses) != 1:
        raise p.fail(f"expected '{p.name} %operand <sharding> : type'")
    attributes = _attr_dict(found)
    attributes["sharding"] = A.OpaqueAttr(f"#sdy.sharding<{shardings[0][1]}>")
    return Generic(uses, attributes, *_types(p, 1))


def _unsupported(p: PrettyParse, form: PrettyForm) -> Generic:
    raise p.fail(f"'{p.name}' is not supported: its body runs per shard")


KINDS.update({"sdy_mesh": _mesh, "sdy_sharding": _sharding, "sdy_unsupported": _unsupported})


def _print_mesh(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    name, body = rest.pop("sym_name", None), _body(rest.pop("mesh", None), "mesh")
    if not isinstance(name, str) or body is None or op.operands or op.results:
        return None
    return f" {w.attr(A.SymbolRefAttr((name,)))} = <{body}>" + w.attr_dict(rest)


def _print_sharding(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    body = _body(rest.pop("sharding", None), "sharding")
    if body is None or len(op.operands) != 1 or op.result_types != (op.operand_types[0],):
        return None
    return f" {w.use(op.operands[0])} <{body}>" + w.attr_dict(rest) + f" : {op.result_types[0]}"


PRINTERS.update({"sdy_mesh": _print_mesh, "sdy_sharding": _print_sharding})
