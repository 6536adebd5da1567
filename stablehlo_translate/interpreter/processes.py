"""The StableHLO process grid of ``interpreter.run_parallel`` (spec.md#parallel-execution).

A :class:`ProcessGrid` holds ``num_replicas x num_partitions`` processes that
run as threads. They meet only through the grid, whose state is guarded by one
condition variable:

- collectives rendezvous with the other members of their process group
  (:meth:`ProcessGrid.rendezvous`): the last member to arrive combines all
  members' values, in process-group order, so results never depend on scheduling;
- ``send``/``recv`` pass values through FIFO channels keyed by channel id;
- ``infeed`` pops the grid's infeed queue, ``outfeed`` appends to its outfeed.

When every running process is blocked and no wait can make progress, each
blocked process gets an :class:`EvalError` naming what it waits for instead of
hanging; when a process fails, the others are aborted.
"""
from __future__ import annotations

import threading
from collections import deque
from dataclasses import dataclass, field
from typing import Any, Callable, Sequence

import numpy as np

from ..diagnostics import EvalError

ProcessId = tuple[int, int]
"""``(replica_id, partition_id)``."""


class Aborted(Exception):
    """Raised in a process whose grid was aborted because another process failed."""


@dataclass
class _Meeting:
    """One collective in progress: each member's value, then each member's result."""

    op: str
    values: dict[ProcessId, Any] = field(default_factory=dict)
    results: list[Any] | None = None
    error: BaseException | None = None
    collected: int = 0


class ProcessGrid:
    """Shared state of the processes of one ``run_parallel``."""

    def __init__(self, num_replicas: int, num_partitions: int,
                 infeed: Sequence[Callable[[], list[Any]]] = ()):
        self.num_replicas, self.num_partitions = num_replicas, num_partitions
        self._cond = threading.Condition()
        self._running: set[ProcessId] = {(r, p) for r in range(num_replicas) for p in range(num_partitions)}
        self._waiting: dict[ProcessId, tuple[Callable[[], bool], str]] = {}
        self._aborted = False
        self._deadlock = False
        self._meetings: dict[tuple, _Meeting] = {}
        self._channels: dict[Any, deque] = {}
        self._infeed: deque = deque(infeed)
        self.outfeed: list[list[Any]] = []

    @property
    def process_ids(self) -> list[ProcessId]:
        """Every process, replica-major (the order of run_parallel's ``programs``)."""
        return [(r, p) for r in range(self.num_replicas) for p in range(self.num_partitions)]

    # --- Waiting ------------------------------------------------------------------------

    def _wait(self, process: ProcessId, ready: Callable[[], bool], what: str) -> None:
        """Blocks (lock held) until ``ready()``; raises on deadlock or abort."""
        self._waiting[process] = (ready, what)
        try:
            while not ready():
                if not self._deadlock:
                    if self._aborted:
                        raise Aborted()
                    if self._deadlocked():
                        self._deadlock = True
                        self._cond.notify_all()
                if self._deadlock:
                    raise EvalError(f"deadlock: process {process} waits for {what}, and every other "
                                    f"running process is blocked too")
                self._cond.wait()
        finally:
            del self._waiting[process]

    def _deadlocked(self) -> bool:
        return (set(self._waiting) >= self._running
                and not any(ready() for ready, _ in self._waiting.values()))

    def finished(self, process: ProcessId, failed: bool) -> None:
        """Marks ``process`` done; a failure aborts the processes still running."""
        with self._cond:
            self._running.discard(process)
            self._aborted |= failed
            self._cond.notify_all()

    # --- Collectives --------------------------------------------------------------------

    def rendezvous(self, process: ProcessId, key: tuple, group: Sequence[ProcessId], op: str, value: Any,
                   combine: Callable[[list[Any]], list[Any]]) -> Any:
        """Meets the other members of ``group`` at ``key``; returns this member's share of
        ``combine([value of each member, in group order])``, computed once by the last to arrive."""
        with self._cond:
            meeting = self._meetings.setdefault(key, _Meeting(op))
            if meeting.op != op:
                raise EvalError(f"processes of group {list(group)} disagree on the collective: {meeting.op} vs {op}")
            meeting.values[process] = value
            last = len(meeting.values) == len(group)
            if not last:
                self._wait(process, lambda: meeting.results is not None or meeting.error is not None,
                           f"{op} with processes {list(group)}")
        if last:
            try:
                results = combine([meeting.values[member] for member in group])
            except BaseException as error:  # noqa: BLE001 - shared with every member
                meeting.error = error
            else:
                meeting.results = results
            with self._cond:
                self._cond.notify_all()
        with self._cond:
            meeting.collected += 1
            if meeting.collected == len(group):
                del self._meetings[key]
        if meeting.error is not None:
            if last:
                raise meeting.error
            raise EvalError(f"{op} failed in another process of group {list(group)}")
        return meeting.results[list(group).index(process)]

    # --- Channels, infeed, outfeed ------------------------------------------------------

    def send(self, channel: Any, values: list[Any]) -> None:
        with self._cond:
            self._channels.setdefault(channel, deque()).append(values)
            self._cond.notify_all()

    def recv(self, process: ProcessId, channel: Any) -> list[Any]:
        with self._cond:
            queue = self._channels.setdefault(channel, deque())
            self._wait(process, lambda: bool(queue), f"a value on channel {channel}")
            return queue.popleft()

    def pop_infeed(self) -> Callable[[], list[Any]]:
        with self._cond:
            if not self._infeed:
                raise EvalError("the infeed is empty")
            return self._infeed.popleft()

    def push_outfeed(self, values: list[Any]) -> None:
        with self._cond:
            self.outfeed.append(values)


@dataclass
class Process:
    """One process's position in its grid; counts its collectives per process group."""

    grid: ProcessGrid
    replica_id: int
    partition_id: int
    _counts: dict[tuple, int] = field(default_factory=dict)

    @property
    def id(self) -> ProcessId:
        return (self.replica_id, self.partition_id)

    def rendezvous(self, group: Sequence[ProcessId], op: str, value: Any,
                   combine: Callable[[list[Any]], list[Any]]) -> Any:
        """Joins this process's next collective with ``group`` (see ProcessGrid.rendezvous)."""
        group = tuple(group)
        count = self._counts.get(group, 0)
        self._counts[group] = count + 1
        return self.grid.rendezvous(self.id, (group, count), group, op, value, combine)


def single_process() -> Process:
    """The 1x1 grid that ops run in outside ``run_parallel``."""
    return Process(ProcessGrid(1, 1), 0, 0)


# --- Process groups (spec.md#collective-ops) ---------------------------------------------

def _id_lists(groups: np.ndarray, size: int, what: str) -> list[list[int]]:
    """The rows of a replica_groups tensor without their -1 padding, checked to be unique
    ids in ``[0, size)``."""
    groups = np.asarray(groups)
    table = groups.reshape(len(groups), -1).tolist() if groups.size else []
    rows = [[int(i) for i in row if i >= 0] for row in table]
    flat = [i for row in rows for i in row]
    if len(set(flat)) != len(flat):
        raise EvalError(f"{what} must be unique, got {rows}")
    bad = [i for i in flat if i >= size]
    if bad:
        raise EvalError(f"{what} {bad[0]} is out of range: the process grid has {size}")
    return rows


def process_groups(grid: ProcessGrid, groups: np.ndarray, mode: str) -> list[list[ProcessId]]:
    """spec.md#cross_replica, #cross_partition, #cross_replica_and_partition, #flattened_ids."""
    replicas, partitions = grid.num_replicas, grid.num_partitions
    if mode == "cross_replica":
        return [[(r, p) for r in row] for row in _id_lists(groups, replicas, "replica ids")
                for p in range(partitions)]
    if mode == "cross_partition":
        return [[(r, p) for p in row] for row in _id_lists(groups, partitions, "partition ids")
                for r in range(replicas)]
    if mode == "cross_replica_and_partition":
        return [[(r, p) for p in range(partitions) for r in row]
                for row in _id_lists(groups, replicas, "replica ids")]
    assert mode == "flattened_ids", mode
    return [[divmod(i, partitions) for i in row]
            for row in _id_lists(groups, replicas * partitions, "flattened process ids")]


def group_of(process: ProcessId, groups: list[list[ProcessId]]) -> list[ProcessId] | None:
    """The group that contains ``process``, or None."""
    for group in groups:
        if process in group:
            return group
    return None
