"""VHLO, StableHLO's versioned dialect: the op table (generated from upstream's td files),
StableHLO <-> VHLO legalization, version conversion and portable artifacts (portable.py).

Importing the package fills VHLO's entry of dialect_hooks.DIALECTS (how ir/ prints VHLO's
attributes and types and printing/ its ops), each hook importing its module when first called."""
from __future__ import annotations

from typing import Any

from ..dialect_hooks import DIALECTS, DialectHooks


def _text(value: Any) -> str:
    from .text import text

    return text(value)


def _print_pretty(op: Any, printer: Any) -> str | None:
    from .pretty import print_pretty

    return print_pretty(op, printer)


def _inherent_attributes(name: str) -> set[str]:
    from .optable import vhlo_op

    row = vhlo_op(name)
    return set(row.attributes) if row is not None else set()


DIALECTS["vhlo"] = DialectHooks(_text, _print_pretty, _inherent_attributes)
