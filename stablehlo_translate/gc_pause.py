"""Pausing Python's cyclic garbage collector around whole-module walks.

Parsing, reading an artifact and verifying make many small objects and no cycles; with the
collector on, each full collection walks the whole (growing) module again, which makes
those steps superlinear in the program's size."""
from __future__ import annotations

import gc
from contextlib import contextmanager
from typing import Iterator


@contextmanager
def paused_gc() -> Iterator[None]:
    """Disables the collector for the ``with`` body; re-enables it only if it was enabled."""
    collecting = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if collecting:
            gc.enable()
