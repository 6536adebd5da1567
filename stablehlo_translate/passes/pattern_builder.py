"""Pattern rewrites written as builder calls: :class:`RewriteBuilder` is the CHLO decompositions'
:class:`~stablehlo_translate.dialects.chlo_builder.Builder` (elementwise ops with inferred result
types, ``getConstantLike``) creating its ops through the greedy driver's
:class:`~stablehlo_translate.passes.rewrite.Rewriter`, before the op being rewritten, so that
an expansion reads like upstream's DRR pattern and creates its ops in the same order.
"""
from __future__ import annotations

from typing import Any, Sequence

from ..ir.types import Type
from ..dialects.chlo_builder import Builder, Value
from .rewrite import Rewriter


def _no_chlo(*_: object) -> list[Value]:
    raise NotImplementedError("CHLO ops are not expanded in a rewrite pattern")


class RewriteBuilder(Builder):
    """A builder whose ops ``rw`` creates (named, indexed and queued by the rewriter)."""

    def __init__(self, rw: Rewriter, at: Any = None) -> None:
        super().__init__(None, _no_chlo)  # type: ignore[arg-type]
        self.rw = rw
        self.at = at
        """Where the ops are (Rewriter.create's ``like``; None: the op being rewritten)."""

    def op(self, name: str, operands: Sequence[Value], result_types: Sequence[Type],
           attributes: dict | None = None, regions: tuple = ()) -> list[Value]:
        new = self.rw.create(name, [v.name for v in operands], list(result_types), attributes, regions,
                             like=self.at)
        return [Value(n, t) for n, t in zip(new.results, result_types)]

    def value(self, name: str) -> Value:
        """An existing SSA value with its type."""
        return Value(name, self.rw.type_of(name))
