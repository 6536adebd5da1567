"""Facts of CHLO's op definitions (``ChloOps.td``) that several layers read."""
from __future__ import annotations

CHLO_BROADCAST_OPS = tuple(f"chlo.broadcast_{name}" for name in """
    add atan2 divide maximum minimum multiply next_after polygamma power remainder shift_left
    shift_right_arithmetic shift_right_logical subtract zeta and or xor complex compare""".split())
"""The ``CHLO_BroadcastBinaryElementwiseOp`` ops, by mnemonic: two operands and an optional
``broadcast_dimensions`` (``broadcast_compare`` also ``comparison_direction`` and an optional
``compare_type``)."""
