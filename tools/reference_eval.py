"""Runs self-contained programs (no arguments) on the C++ reference interpreter
(``jaxlib.mlir.dialects.stablehlo.eval_module``), many per subprocess.

The reference aborts the whole process on some inputs, so a child process runs
the programs in order and reports each one as it finishes; when a child dies,
the program it was running is marked aborted and a new child resumes after it.

    results = run_programs(texts, timeout=60)   # [list of arrays | error string]
"""
from __future__ import annotations

import json
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np


def run_programs(texts: list[str], timeout: float = 120.0) -> list[list[np.ndarray] | str]:
    """Each program's ``@main`` results on the reference, or why there are none."""
    results: list[list[np.ndarray] | str] = [""] * len(texts)
    with tempfile.TemporaryDirectory(prefix="refeval-") as tmp:
        folder = Path(tmp)
        (folder / "programs.json").write_text(json.dumps(texts))
        start = 0
        while start < len(texts):
            done = _run_child(folder, start, timeout)
            results[start:start + len(done)] = done
            start += len(done)
    return results


def _run_child(folder: Path, start: int, timeout: float) -> list[list[np.ndarray] | str]:
    """Runs programs from ``start`` on until the child ends; the finished ones' results
    (the child stops early when one aborts or the timeout expires)."""
    log = folder / "log.txt"
    with open(log, "w") as out:
        try:
            proc = subprocess.run([sys.executable, __file__, str(folder), str(start)], stdout=out,
                                  stderr=subprocess.PIPE, text=True, timeout=timeout)
            tail = (proc.stderr.strip().splitlines() or [""])[-1][:200]
        except subprocess.TimeoutExpired:
            tail = f"timed out after {timeout:g} s"
    lines = log.read_text().splitlines()
    if not lines or lines[0] != "ready":
        raise RuntimeError(f"the reference interpreter did not start: {tail}")
    finished: list[list[np.ndarray] | str] = []
    for line in lines[1:]:
        index, status = line.split(" ", 1)
        if int(index) != start + len(finished):
            break
        if status == "ok":
            with np.load(folder / f"out{index}.npz") as saved:
                finished.append([saved[f"arr_{i}"] for i in range(len(saved.files))])
        else:
            finished.append("reference error: " + status)
    if start + len(finished) < len(json.loads((folder / "programs.json").read_text())):
        finished.append(f"reference aborted: {tail}" if tail else "reference aborted")
    return finished


def _child(folder: str, start: str) -> None:
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    path = Path(folder)
    texts = json.loads((path / "programs.json").read_text())
    with jax_mlir.make_ir_context():
        print("ready", flush=True)
        for index in range(int(start), len(texts)):
            try:
                module = ir.Module.parse(texts[index])
                outputs = [np.array(r) for r in stablehlo.eval_module(module, [])]
            except Exception as error:  # noqa: BLE001 - reported as the program's outcome
                print(index, str(error).replace("\n", " ")[:300], flush=True)
                continue
            np.savez(path / f"out{index}.npz", *outputs)
            print(index, "ok", flush=True)


if __name__ == "__main__":
    _child(*sys.argv[1:])
