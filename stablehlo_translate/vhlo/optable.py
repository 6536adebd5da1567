"""The VHLO op table (td_tables.OPS) indexed: every op version, and per StableHLO op its
versions from oldest to newest. ``func.func``/``func.call``/``func.return`` are
``func_v1``/``call_v1``/``return_v1`` (``stablehlo.return`` is ``return_v1`` too)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from . import td_tables
from .versions import Version, from_td


@dataclass(frozen=True)
class VhloOp:
    name: str              # "vhlo.add_v1"
    base: str              # "add"
    version: int           # 1
    min_version: Version
    max_version: Version
    operands: tuple[str, ...]
    attributes: tuple[str, ...]
    regions: tuple[str, ...]
    results: tuple[str, ...]

    def available(self, target: Version) -> bool:
        return self.min_version <= target <= self.max_version


_FUNC_OPS = {"func": "func.func", "call": "func.call"}


@lru_cache(maxsize=None)
def _tables() -> tuple[dict[str, VhloOp], dict[str, tuple[VhloOp, ...]]]:
    by_name: dict[str, VhloOp] = {}
    by_base: dict[str, list[VhloOp]] = {}
    for mnemonic, low, high, operands, attributes, regions, results in td_tables.OPS:
        base, _, number = mnemonic.rpartition("_v")
        op = VhloOp("vhlo." + mnemonic, base, int(number), from_td(low), from_td(high),
                    operands, attributes, regions, results)
        by_name[op.name] = op
        by_base.setdefault(base, []).append(op)
    return by_name, {base: tuple(sorted(ops, key=lambda o: o.version)) for base, ops in by_base.items()}


def vhlo_op(name: str) -> VhloOp | None:
    """The row of ``vhlo.add_v1``."""
    return _tables()[0].get(name)


def versions_of(base: str) -> tuple[VhloOp, ...]:
    """Every version of an op (``"add"``), oldest first."""
    return _tables()[1].get(base, ())


def latest(stablehlo_name: str) -> VhloOp | None:
    """The current VHLO version of a StableHLO (or func) op, None when VHLO has no such op."""
    dialect, _, base = stablehlo_name.partition(".")
    if dialect == "func":
        base = base if base in ("func", "call", "return") else ""
    elif dialect != "stablehlo":
        return None
    found = versions_of(base)
    return found[-1] if found else None


def stablehlo_name(op: VhloOp, in_function_body: bool) -> str:
    """The StableHLO (or func) op a VHLO op legalizes to."""
    if op.base == "return":
        return "func.return" if in_function_body else "stablehlo.return"
    return _FUNC_OPS.get(op.base) or "stablehlo." + op.base
