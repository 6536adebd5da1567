"""MLIR bytecode, pure Python: the container reader and writer used for portable artifacts.

``read_bytecode`` turns bytes into a :class:`BytecodeModule` (an ``ir.Module`` whose ops
are named as in the file, plus the header's version, producer and dialect versions);
``write_bytecode`` writes a module back, numbering strings, dialects, attributes and
types in the order upstream's writer does, so that a module read from upstream's output
is written back byte for byte.
"""
from __future__ import annotations

from .reader import BytecodeModule, is_bytecode, read_bytecode

__all__ = ["BytecodeModule", "is_bytecode", "read_bytecode", "write_bytecode"]


def __getattr__(name: str):
    """``write_bytecode`` on first use: reading an artifact does not load the writer."""
    if name == "write_bytecode":
        from .writer import write_bytecode

        return write_bytecode
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
