"""The ``interpreter`` dialect: ``print``, ``probe`` and ``run_parallel``
(docs/interpreter_status.md#the-interpreter-dialect).

- ``interpreter.print %x`` writes ``%x = `` and the value in the result format to
  stdout, one value per write under a lock so that parallel processes never
  interleave their lines (``%x`` is the operand's name in the source).
- ``interpreter.probe %x, probe_id = "id"`` returns ``%x``; with a probe directory
  (``--probe-output-dir``) it also saves the value as ``probe<N>.npy`` and appends
  ``id,type,probe<N>.npy`` to ``index.csv`` there (see :class:`ProbeLog`).
- ``interpreter.run_parallel`` runs ``programs[replica][partition]`` as the
  processes of a grid (distributed.py), one thread each.
"""
from __future__ import annotations

import os
import sys
import threading
from functools import partial
from typing import Any

import numpy as np

from ...ir.attributes import as_str, raw
from ...diagnostics import EvalError
from ..processes import Aborted, Process, ProcessGrid
from ..npy_files import save_atomically
from ...optable import AttrSpec, define_op
from ...printing.results import format_value
from ...text.syntax.forms import OPERANDS, pretty
from ...ir.types import TensorType

INDEX_FILE = "index.csv"
_PRINT_LOCK = threading.Lock()


# --- print ---------------------------------------------------------------------------

def print_(operand: Any, *, ctx: Any) -> None:
    """Writes ``%name = <value>`` to stdout in one piece."""
    op = ctx.op
    text = f"{op.operands[0]} = {format_value(operand, op.operand_types[0])}\n"
    with _PRINT_LOCK:
        sys.stdout.write(text)
        sys.stdout.flush()


# --- probe ---------------------------------------------------------------------------

def _storage(array: np.ndarray) -> np.ndarray:
    """What a .npy file holds: numpy dtypes as they are; ml_dtypes element types (bf16,
    f8, f6, f4, 2- and 4-bit ints) as their storage bits in an unsigned integer of the
    same width (``np.load(f).view(ml_dtypes.bfloat16)`` restores them)."""
    if array.dtype.isbuiltin == 2:  # ml_dtypes (float8_e5m2 has kind "f" but no .npy descriptor)
        return np.ascontiguousarray(array).view(f"u{array.dtype.itemsize}").reshape(array.shape)
    return array


class ProbeLog:
    """The probe files of one run in ``directory``.

    Each probed value goes to a new ``probe<N>.npy`` (the smallest N not taken, so
    runs sharing a directory never overwrite each other) and one line
    ``probe_id,type,probe<N>.npy`` is appended to ``index.csv``. Reads consider only
    the lines of files this run wrote, in the order they were written.
    """

    def __init__(self, directory: str):
        self.directory = directory
        self._lock = threading.Lock()
        self._next = 0
        self._written: set[str] = set()

    def write(self, probe_id: str, value: np.ndarray, type_: TensorType) -> None:
        with self._lock:
            try:
                os.makedirs(self.directory, exist_ok=True)
                while True:
                    name = f"probe{self._next}.npy"
                    self._next += 1
                    try:
                        open(os.path.join(self.directory, name), "xb").close()  # reserves the name
                    except FileExistsError:
                        continue
                    break
                save_atomically(os.path.join(self.directory, name), _storage(np.asarray(value)))
                with open(os.path.join(self.directory, INDEX_FILE), "a", encoding="utf-8") as index:
                    index.write(f"{probe_id},{type_},{name}\n")
            except OSError as error:
                raise EvalError(f"cannot write probe '{probe_id}' to {self.directory}: {error}") from None
            self._written.add(name)

    def read(self, probe_id: str, iteration: int) -> tuple[str, np.ndarray]:
        """The type and stored array of the ``iteration``-th value probed as ``probe_id``."""
        try:
            with open(os.path.join(self.directory, INDEX_FILE), encoding="utf-8") as index:
                lines = index.read().splitlines()
            entries = []
            for line in lines:
                if line.startswith(probe_id + ","):
                    type_text, _, name = line[len(probe_id) + 1:].rpartition(",")
                    if name in self._written:
                        entries.append((type_text, name))
            if iteration >= len(entries):
                raise EvalError(f"no serialized value #{iteration} for probe '{probe_id}' in {self.directory}"
                                f" ({len(entries)} recorded)")
            type_text, name = entries[iteration]
            return type_text, np.load(os.path.join(self.directory, name), allow_pickle=False)
        except (OSError, ValueError) as error:
            raise EvalError(f"cannot read probe '{probe_id}' from {self.directory}: {error}") from None


def probe(operand: Any, *, probe_id: str, ctx: Any) -> Any:
    """The identity; records ``operand`` in the run's probe directory if it has one."""
    if ctx.probes is not None:
        ctx.probes.write(probe_id, operand, ctx.op.operand_types[0])
    return operand


def read_probe(ctx: Any, probe_id: str, iteration: int, type_: TensorType) -> np.ndarray:
    """The value probed as ``probe_id`` in its ``iteration``-th evaluation, as an array of
    ``type_`` (check.expect_serialized_eq); the recorded type must be ``type_``."""
    if ctx.probes is None:
        raise EvalError("no probe output directory: run with --probe-output-dir")
    recorded, stored = ctx.probes.read(probe_id, iteration)
    if recorded != str(type_):
        raise EvalError(f"probe '{probe_id}' recorded a {recorded}, expected {type_}")
    return stored.view(type_.dtype) if stored.dtype != type_.dtype else stored


# --- run_parallel --------------------------------------------------------------------

def _symbols(attr: Any, what: str) -> list:
    if not isinstance(attr, tuple) or not attr:
        raise EvalError(f"`{what}` must be a non-empty array of function symbols")
    return list(attr)


def run_parallel(*inputs: Any, programs: Any, infeed: Any, ctx: Any, result_types: tuple) -> Any:
    """Runs ``programs[r][p]`` as process ``(r, p)`` of a ``len(programs) x len(programs[0])``
    grid; each takes the next inputs (as many as its arguments, replica-major order) and the
    results are all programs' results in that order. ``infeed`` names functions whose
    results make up the grid's infeed queue (popped by stablehlo.infeed)."""
    rows = [_symbols(row, "programs") for row in _symbols(programs, "programs")]
    if any(len(row) != len(rows[0]) for row in rows):
        raise EvalError(f"rows of `programs` must all have {len(rows[0])} functions")
    queue = [_function(ctx, symbol) for symbol in _symbols(infeed, "infeed")] if infeed is not None else []
    grid = ProcessGrid(len(rows), len(rows[0]), queue)
    jobs, position = [], 0
    for (replica, partition), symbol in zip(grid.process_ids, [s for row in rows for s in row]):
        func = _function(ctx, symbol)
        count = len(func.regions[0].blocks[0].arguments) if func.regions else 0
        child = ctx.fork(Process(grid, replica, partition))
        jobs.append((child, partial(child.call, func, inputs[position:position + count])))
        position += count
    if position != len(inputs):
        raise EvalError(f"the programs take {position} inputs, got {len(inputs)}")
    results = run_threads(grid, jobs)
    flat = [value for process_results in results for value in process_results]
    if len(flat) != len(result_types):
        raise EvalError(f"the programs return {len(flat)} results, the op has {len(result_types)}")
    return flat[0] if len(flat) == 1 else tuple(flat)


def _function(ctx: Any, symbol: Any) -> Any:
    name = getattr(symbol, "name", str(symbol))
    func = ctx.functions.get(name)
    if func is None:
        raise EvalError(f"function @{name} not found")
    return func


def run_threads(grid: ProcessGrid, jobs: list) -> list[list[Any]]:
    """Runs each job ``(interpreter, work)`` (``work()`` runs in that interpreter's process) in
    its own thread; returns each one's results, or raises the error of the first process (in
    grid order) that failed."""
    results: list[Any] = [None] * len(jobs)
    errors: list[BaseException | None] = [None] * len(jobs)

    def run(index: int) -> None:
        interpreter, work = jobs[index]
        try:
            results[index] = work()
        except BaseException as error:  # noqa: BLE001 - re-raised in the calling thread
            errors[index] = error
        finally:
            grid.finished(interpreter.process.id, errors[index] is not None)

    threads = [threading.Thread(target=run, args=(i,), name=f"process{jobs[i][0].process.id}")
               for i in range(len(jobs))]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    failures = [e for e in errors if e is not None and not _aborted(e)]
    if failures:
        raise failures[0]
    return results


def _aborted(error: BaseException) -> bool:
    return isinstance(error, Aborted) or isinstance(getattr(error, "cause", None), Aborted)


define_op("interpreter.print", syntax=OPERANDS, eval=print_, wants_context=True, spec="interpreter", operands=1,
          results=0)
define_op("interpreter.probe", syntax=pretty("keywords", probe_id="probe_id"), attrs={"probe_id": as_str},
          eval=probe, wants_context=True, spec="interpreter")
define_op("interpreter.run_parallel", attrs={"programs": raw, "infeed": AttrSpec(raw, None)},
          eval=run_parallel, wants_context=True, wants_result_types=True, spec="interpreter")
