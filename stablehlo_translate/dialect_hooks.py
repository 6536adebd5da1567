"""What lower layers need from a dialect that lives in a higher one: the IR prints the dialect's
attributes and types through it, the module printer its ops' declared forms and inherent
attributes. VHLO's entry is filled by vhlo/__init__.py, which importing the package
stablehlo_translate imports, so it is there whatever the entry point (a NamedTuple: dataclasses
would cost start-up)."""
from __future__ import annotations

from typing import Any, Callable, NamedTuple


class DialectHooks(NamedTuple):
    text: Callable[[Any], str]
    """MLIR text of one of the dialect's attributes, types or parameters (ir/dialect_attrs.py)."""
    print_pretty: Callable[[Any, Any], str | None]
    """An op (and the module printer) -> its declared form after the op's name, or None."""
    inherent_attributes: Callable[[str], set[str]]
    """An op name -> the attributes its generic form prints as properties."""


DIALECTS: dict[str, DialectHooks] = {}
"""Hooks by dialect name (``"vhlo"``)."""


PLUGINS: dict[str, str] = {"sdy": "stablehlo_translate.dialects.sdy"}
"""Dialects whose attribute syntax and bytecode a higher layer implements (dialects/), by the module
that does, loaded on first use: it defines ``parse_attr(text, start, end)`` (raising its
``SdyTextError``, whose ``errors`` are ``(offset, message)`` pairs) and ``read_attribute(reader, ctx)``
(the attribute's bytecode encoding)."""


def plugin(dialect: str) -> Any:
    """The module that implements ``dialect``'s attributes (see :data:`PLUGINS`)."""
    import importlib

    return importlib.import_module(PLUGINS[dialect])


def inherent_attribute_error(op_name: str, attributes: dict[str, Any]) -> str | None:
    """ODS's complaint about the first of ``attributes`` (an op's inherent ones, as written in its
    custom form's attr-dict) that fails its constraint, or None; verification implements it."""
    import importlib

    module = importlib.import_module("stablehlo_translate.verification.attr_constraints")
    return module.inherent_attribute_error(op_name, attributes)
