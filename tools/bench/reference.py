"""Times program text on the C++ StableHLO reference interpreter and on XLA CPU (needs jax).

Each run happens in a subprocess (this file run as a script) because the
reference interpreter aborts the whole process on errors. The parent writes the
text and the inputs to a temporary directory, the child parses/compiles once,
then times repeated runs of the parsed module (as our interpreter is timed),
and writes its timings as JSON on stdout and its results to an .npz file.

    eval_module: jaxlib.mlir.dialects.stablehlo.eval_module(module, [DenseElementsAttr])
    xla:         jax's CPU client: compile_and_load(text) then execute_sharded(buffers)
"""
from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

BACKENDS = ("cpp", "xla")
CLOCK = time.process_time
"""Runs are timed in CPU time of the process (all its threads): on a shared, loaded machine
waiting for a core does not count, so backends timed in different processes compare."""


def available() -> str | None:
    """None when jax and jaxlib with the reference interpreter are importable, else why not."""
    if importlib.util.find_spec("jax") is None or importlib.util.find_spec("jaxlib") is None:
        return "jax/jaxlib are not installed (pip install '.[bench]')"
    probe = subprocess.run([sys.executable, "-c", "from jaxlib.mlir.dialects import stablehlo; stablehlo.eval_module"],
                           capture_output=True, text=True)
    if probe.returncode:
        return "jaxlib.mlir.dialects.stablehlo.eval_module is not available: " + probe.stderr.strip()[-200:]
    return None


@dataclass
class Timing:
    """What one backend did with one program: run times (s), results, or the error."""

    times: list[float] = field(default_factory=list)
    outputs: list[np.ndarray] | None = None
    setup: float = 0.0
    """Parse (cpp) or compile (xla) time, in seconds, not part of ``times``."""
    error: str | None = None


def run(backend: str, text: str, inputs: list[np.ndarray], repeat: int, budget: float,
        timeout: float) -> Timing:
    """Runs ``text`` on ``backend`` up to ``repeat`` times (stopping once ``budget`` seconds
    are spent, after at least one run), in a subprocess killed after ``timeout`` seconds."""
    with tempfile.TemporaryDirectory(prefix="bench-") as tmp:
        folder = Path(tmp)
        (folder / "program.mlir").write_text(text)
        np.savez(folder / "inputs.npz", *inputs)
        try:
            done = subprocess.run([sys.executable, __file__, backend, tmp, str(repeat), str(budget)],
                                  capture_output=True, text=True, timeout=timeout)
        except subprocess.TimeoutExpired:
            return Timing(error=f"timed out after {timeout:g} s")
        if done.returncode:
            tail = (done.stderr.strip().splitlines() or [f"exit code {done.returncode}"])[-1]
            return Timing(error=f"exit {done.returncode}: {tail[:200]}")
        report = json.loads(done.stdout.strip().splitlines()[-1])
        with np.load(folder / "outputs.npz") as saved:
            outputs = [saved[f"arr_{i}"] for i in range(len(saved.files))]
        return Timing(report["times"], outputs, report["setup"])


def _repeat(call, repeat: int, budget: float) -> tuple[list[float], list]:
    times: list[float] = []
    outputs = None
    while len(times) < repeat and (not times or sum(times) < budget):
        start = CLOCK()
        outputs = call()
        times.append(CLOCK() - start)
    return times, outputs


def _run_cpp(text: str, inputs: list[np.ndarray], repeat: int, budget: float):
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir
    from jaxlib.mlir.dialects import stablehlo

    with jax_mlir.make_ir_context():
        start = time.perf_counter()
        module = ir.Module.parse(text)
        setup = time.perf_counter() - start
        args = [ir.DenseElementsAttr.get(np.ascontiguousarray(a), shape=a.shape) for a in inputs]
        times, results = _repeat(lambda: stablehlo.eval_module(module, args), repeat, budget)
        return times, [np.array(r) for r in results], setup


def _run_xla(text: str, inputs: list[np.ndarray], repeat: int, budget: float):
    import jax
    from jax._src import compiler
    from jax._src.lib import xla_client

    jax.config.update("jax_enable_x64", True)  # keep i64/f64 arguments as they are
    device = jax.devices("cpu")[0]
    start = time.perf_counter()
    executable = device.client.compile_and_load(text, xla_client.DeviceList((device,)),
                                                compiler.get_compile_options(1, 1))
    setup = time.perf_counter() - start
    buffers = [jax.device_put(a, device) for a in inputs]

    def call():
        results = executable.execute_sharded(buffers).disassemble_into_single_device_arrays()
        arrays = [r[0] for r in results]
        for a in arrays:
            a.block_until_ready()
        return arrays

    call()  # the first run allocates; the reference interpreter has no such warm-up cost
    times, results = _repeat(call, repeat, budget)
    return times, [np.asarray(r) for r in results], setup


def _child(backend: str, folder: str, repeat: str, budget: str) -> None:
    path = Path(folder)
    with np.load(path / "inputs.npz") as saved:
        inputs = [saved[f"arr_{i}"] for i in range(len(saved.files))]
    runner = _run_cpp if backend == "cpp" else _run_xla
    times, outputs, setup = runner((path / "program.mlir").read_text(), inputs, int(repeat), float(budget))
    np.savez(path / "outputs.npz", *outputs)
    print(json.dumps({"times": times, "setup": setup}))


if __name__ == "__main__":
    _child(*sys.argv[1:])
