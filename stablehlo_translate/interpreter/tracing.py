"""``--trace`` and ``--trace-out``: every executed op's results, in execution order.

Both are ``trace(op, values)`` callbacks for the interpreter (see
interpreter.TraceFn). :class:`TextTrace` writes, for each result,
``LOC: %name = <op name> <value>`` with the value in the result format
(regions that run on whole slabs at once, e.g. a reduction body, show the
slab). :class:`DirectoryTrace` saves each tensor result as ``trace<N>.npy``
(N counts from 0 in execution order; see npy_files for the format) and appends
``N,location,ssa name,op name,type,file`` to ``index.csv``; tokens and tuples get
a line without a file. ``ops`` limits either to ops of those names. Processes of
``interpreter.run_parallel`` share a trace; a lock keeps each op's lines together.
"""
from __future__ import annotations

import csv
import io
import os
import threading
from typing import IO, Any, Iterable

import numpy as np

from ..ir.module import Operation
from ..ir.types import TensorType, Type

INDEX_FILE = "index.csv"


def op_filter(names: str | None) -> frozenset[str] | None:
    """``--trace-ops``: comma-separated op names; ``add`` stands for ``stablehlo.add``."""
    if names is None:
        return None
    wanted = {name.strip() for name in names.split(",") if name.strip()}
    return frozenset(wanted | {"stablehlo." + name for name in wanted if "." not in name})


def _runtime_type(value: Any, declared: Type) -> Type:
    """The declared type, with the shape the value has now (dynamic or slab shapes)."""
    if isinstance(declared, TensorType) and isinstance(value, np.ndarray):
        return TensorType(value.shape, declared.element_type)
    return declared


def _results(op: Operation, values: tuple) -> Iterable[tuple[str, Any, Type]]:
    return zip(op.results, values, op.result_types)


class TextTrace:
    """Writes each traced result to ``stream`` (stderr for ``--trace``)."""

    def __init__(self, stream: IO[str], ops: frozenset[str] | None = None):
        self.stream, self.ops = stream, ops
        self._lock = threading.Lock()

    def __call__(self, op: Operation, values: tuple) -> None:
        if self.ops is not None and op.name not in self.ops:
            return
        from ..printing.results import format_value

        text = "".join(f"{op.loc}: {name} = {op.name} {format_value(value, _runtime_type(value, declared))}\n"
                       for name, value, declared in _results(op, values))
        with self._lock:
            self.stream.write(text)
            self.stream.flush()


class DirectoryTrace:
    """Saves each traced tensor result in ``directory`` and indexes it in index.csv."""

    def __init__(self, directory: str, ops: frozenset[str] | None = None):
        os.makedirs(directory, exist_ok=True)
        self.directory, self.ops, self.count = directory, ops, 0
        self._lock = threading.Lock()
        with open(os.path.join(directory, INDEX_FILE), "w", encoding="utf-8") as index:
            index.write("n,location,name,op,type,file\n")

    def __call__(self, op: Operation, values: tuple) -> None:
        if self.ops is not None and op.name not in self.ops:
            return
        from ..diagnostics import InterpretError, UNKNOWN_LOC

        try:
            with self._lock:
                self._write(op, values)
        except OSError as error:
            raise InterpretError(op.loc or UNKNOWN_LOC, f"cannot write the trace to {self.directory}: "
                                                        f"{error.strerror or error}") from None

    def _write(self, op: Operation, values: tuple) -> None:
        from .npy_files import save_atomically

        lines = io.StringIO()
        writer = csv.writer(lines, lineterminator="\n")
        for name, value, declared in _results(op, values):
            file = ""
            if isinstance(value, np.ndarray):
                file = f"trace{self.count}.npy"
                save_atomically(os.path.join(self.directory, file), value)
            writer.writerow([self.count, str(op.loc), name, op.name, str(_runtime_type(value, declared)), file])
            self.count += 1
        with open(os.path.join(self.directory, INDEX_FILE), "a", encoding="utf-8") as index:
            index.write(lines.getvalue())  # one write per op: the index never holds half a line
