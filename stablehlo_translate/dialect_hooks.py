"""What lower layers need from a dialect that lives in a higher one: VHLO (vhlo/__init__.py fills
its entry, and importing the package stablehlo_translate imports vhlo, so the entry is there
whatever the entry point). The IR prints the dialect's attributes and types through it, and the
module printer its ops' declared forms and inherent attributes."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable


@dataclass(frozen=True)
class DialectHooks:
    text: Callable[[Any], str]
    """MLIR text of one of the dialect's attributes, types or parameters (ir/dialect_attrs.py)."""
    print_pretty: Callable[[Any, Any], "str | None"]
    """An op (and the module printer) -> its declared form after the op's name, or None."""
    inherent_attributes: Callable[[str], "set[str]"]
    """An op name -> the attributes its generic form prints as properties."""


DIALECTS: dict[str, DialectHooks] = {}
"""Hooks by dialect name (``"vhlo"``)."""
