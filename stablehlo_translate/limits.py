"""Resource limits of a run: hitting one is a located error naming the limit, never a crash.

The CLI sets :data:`LIMITS` from its options (``--max-tensor-bytes``, ``--max-iterations``,
``--max-depth``, ``--timeout``); library users may assign its fields directly.
"""
from __future__ import annotations

import time


class Limits:
    """The limits (class attributes: the defaults; a plain class, cheaper to define than a dataclass)."""

    max_tensor_bytes: int = 4 << 30
    """Largest tensor a literal or an op may produce (4 GiB by default)."""
    max_iterations: int | None = None
    """Most iterations of one while loop (unbounded by default)."""
    max_depth: int = 128
    """Deepest nesting of function calls and region runs (recursion included)."""
    timeout: float | None = None
    """Seconds one run may take, checked at every call and region run."""


LIMITS = Limits()


class LimitExceeded(Exception):
    """A limit was hit; the message names it (the caller adds the location)."""


def check_tensor_bytes(shape: tuple[int, ...], itemsize: int) -> None:
    """Raises when a tensor of ``shape`` would exceed ``--max-tensor-bytes``."""
    size = itemsize
    for dim in shape:
        size *= dim
    if size > LIMITS.max_tensor_bytes:
        raise LimitExceeded(f"a tensor of {size} bytes exceeds --max-tensor-bytes={LIMITS.max_tensor_bytes}")


def deadline() -> float | None:
    """The monotonic time a run starting now must end by, or None."""
    return None if LIMITS.timeout is None else time.monotonic() + LIMITS.timeout
