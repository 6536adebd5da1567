"""Shardy's ``sdy`` dialect: attribute model, text syntax, bytecode encodings and checks.

The package is the dialect's plugin (dialect_hooks.PLUGINS): the text front end parses ``#sdy``
attributes with :func:`parse_attr`, the bytecode reader decodes them with :func:`read_attribute`,
and the writer finds their encoding on the attribute (``SdyAttr.write_bytecode``)."""
from . import model
from .bytecode import read_attribute, write_attribute
from .text import SdyTextError, parse_attr

model.SdyAttr.write_bytecode = lambda attr, w: write_attribute(w, attr)

__all__ = ["SdyTextError", "parse_attr", "read_attribute"]
