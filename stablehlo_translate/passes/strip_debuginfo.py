"""``--strip-debuginfo``: every op's and block argument's location becomes ``loc(unknown)``, as
MLIR's pass does.

Diagnostics about the stripped module are then reported at ``<unknown>``, and an
artifact written from it carries unknown locations.
"""
from __future__ import annotations

from ..diagnostics import UNKNOWN_LOC
from ..ir.module import Module

UNKNOWN_LOCATION = "loc(unknown)"


def strip_debuginfo(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    for op in module.op.walk():
        op.location = UNKNOWN_LOCATION
        op.loc = UNKNOWN_LOC
        for region in op.regions:
            for block in region.blocks:
                block.arg_locations = (UNKNOWN_LOCATION,) * len(block.arguments)
    return module
