"""Attributes and types of dialects held by mnemonic and parameters (VHLO's, for artifacts).

``DialectAttr("vhlo", "string_v1", ("main",))`` is ``#vhlo.string_v1<"main">``.
Parameters follow the order of the ``parameters`` list of the def in upstream's
``VhloAttrs.td`` / ``VhloTypes.td``:

- attribute or type parameters: :class:`DialectAttr` / :class:`DialectType` (or the
  builtin attribute and type objects of ``attributes.py`` / ``types.py``);
- ``ArrayRef<int64_t>``: a tuple of ints (a dynamic dimension is ``None``);
  ``ArrayRef<Attribute>`` / ``ArrayRef<Type>``: a tuple of attributes / types;
- ``StringRef``: ``str``; integers: ``int``; ``bool``: ``bool``;
- ``APInt``: the integer's value as the text prints it (unsigned for ``ui`` types);
  ``APFloat``: the integer bit pattern of the value in its float type;
- enums (``comparison_direction_v1`` ...): the enumerator's name, e.g. ``"EQ"``;
- dictionaries: a tuple of ``(name attribute, value attribute)`` pairs;
- ``tensor_v1`` data: ``bytes`` exactly as the bytecode blob holds them.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..dialect_hooks import DIALECTS


def _params_text(params: tuple) -> str:
    return "<" + ", ".join(map(str, params)) + ">" if params else ""


def _text(value: "DialectAttr | DialectType", sigil: str) -> str:
    """MLIR's text for the values of dialects with hooks (VHLO's: vhlo/text.py), else
    ``#dialect.name<params>``."""
    hooks = DIALECTS.get(value.dialect)
    if hooks is not None:
        return hooks.text(value)
    return f"{sigil}{value.dialect}.{value.name}{_params_text(value.params)}"


@dataclass(frozen=True)
class DialectAttr:
    dialect: str
    name: str
    params: tuple = ()

    def __str__(self) -> str:
        return _text(self, "#")


@dataclass(frozen=True)
class DialectType:
    dialect: str
    name: str
    params: tuple = ()

    def __str__(self) -> str:
        return _text(self, "!")
