"""Whole-process cost: start-up on small files and the per-file wall time over the interpret suite.

    python tools/bench/startup.py [--repeat 10] [--python PY | --install VENV] [--baseline DIR] [--suite-repeat 1]
                                  [--no-suite] [--breakdown]

Start-up runs ``stablehlo-translate --interpret`` the way a user does (the console script
installed next to ``--python``, default this interpreter; ``python -m stablehlo_translate``
when there is none) on a one-op file and on a ~30 KB JAX-style file (a 20x20 ``add`` with its
expected values), and ``python -c "import numpy, ml_dtypes"`` with the same interpreter,
interleaved, median of ``--repeat`` runs each of the wall time and of the CPU time (user +
sys of the process and its threads), after one warm-up run (bytecode and parser caches
written, as installed). Measure a wheel install with ``--python VENV/bin/python``, or with
``--install VENV``: this checkout installed (not editable, as a user installs it) into VENV,
created with its dependencies the first time and the package reinstalled each time (an
editable install's import hook imports pathlib, re and urllib in every process, numpy's too,
which hides part of our import cost).
``--baseline DIR`` adds the same runs of another checkout (its ``stablehlo_translate`` first
on PYTHONPATH, with its grammar copied inside the package so that it does not read ours; both
then run as ``python -m``), interleaved with ours: on a shared machine only a comparison made
in the same minutes means anything. The suite group runs every file of the shared interpret
suite file by file (``-split-input-file``, the way its RUN lines do) and reports the median
wall time per file. ``--breakdown`` adds the CPU time of each stage of a run (imports, parser
tables, parse, verify, interpret, print) in one process: where the time above numpy's goes.
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np

SUITE = next((p / "shared" / "stablehlo-suite" / "interpret" for p in Path(__file__).resolve().parents
              if (p / "shared" / "stablehlo-suite" / "interpret").is_dir()), Path("missing"))
ONE_OP = ("func.func @main() -> tensor<i32> {\n  %0 = stablehlo.constant dense<1> : tensor<i32>\n"
          "  return %0 : tensor<i32>\n}\n")


def jax_style_text() -> str:
    """A JAX test module: 20x20 f64 operands and expected values as decimal literals, ~30 KB."""
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((20, 20)) * 3, rng.standard_normal((20, 20)) * 3

    def literal(x: np.ndarray) -> str:
        return "[" + ", ".join("[" + ", ".join(f"{v:.16e}" for v in row) + "]" for row in x) + "]"

    t = "tensor<20x20xf64>"
    return f'''// RUN: stablehlo-translate --interpret %s
module @jit_testcase attributes {{mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32}} {{
  func.func public @main() -> ({t} {{jax.result_info = "", mhlo.layout_mode = "default"}}) {{
    %0:2 = call @inputs() : () -> ({t}, {t}) loc(#loc2)
    %1 = call @expected() : () -> {t} loc(#loc2)
    %2 = stablehlo.add %0#0, %0#1 : {t} loc(#loc3)
    stablehlo.custom_call @check.expect_close(%2, %1) {{has_side_effect = true}} : ({t}, {t}) -> () loc(#loc4)
    return %2 : {t} loc(#loc)
  }} loc(#loc)
  func.func private @inputs() -> ({t} {{mhlo.layout_mode = "default"}}, {t} {{mhlo.layout_mode = "default"}}) {{
    %cst = stablehlo.constant dense<{literal(a)}> : {t} loc(#loc)
    %cst_0 = stablehlo.constant dense<{literal(b)}> : {t} loc(#loc)
    return %cst, %cst_0 : {t}, {t} loc(#loc)
  }} loc(#loc)
  func.func private @expected() -> ({t} {{mhlo.layout_mode = "default"}}) {{
    %cst = stablehlo.constant dense<{literal(a + b)}> : {t} loc(#loc)
    return %cst : {t} loc(#loc)
  }} loc(#loc)
}} loc(#loc)
#loc = loc(unknown)
#loc1 = loc("/tmp/add_test.py":10:0)
#loc2 = loc("jit(func)/jit(main)/pjit[name=inputs]"(#loc1))
#loc3 = loc("jit(func)/jit(main)/add"(#loc1))
#loc4 = loc("jit(func)/jit(main)/check"(#loc1))
'''


def _environment(checkout: Path | None) -> dict[str, str]:
    """As installed (bytecode written and read, stdio buffered: a workplace's PYTHONDONTWRITEBYTECODE
    and PYTHONUNBUFFERED dropped); a checkout's package first on the path."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONDONTWRITEBYTECODE", "PYTHONUNBUFFERED")}
    if checkout is not None:
        env["PYTHONPATH"] = str(checkout)
    return env


def prepare_baseline(checkout: Path, into: Path) -> Path:
    """A copy of ``checkout``'s package with its grammar inside (an editable install of ours
    would otherwise lend it our grammar folder)."""
    shutil.copytree(checkout / "stablehlo_translate", into / "stablehlo_translate",
                    ignore=shutil.ignore_patterns("__pycache__"))
    if (checkout / "grammar").is_dir() and not (into / "stablehlo_translate" / "grammar").exists():
        shutil.copytree(checkout / "grammar", into / "stablehlo_translate" / "grammar",
                        ignore=shutil.ignore_patterns("__pycache__"))
    return into


def timed(argv: list[str], env: dict[str, str], cwd: str) -> tuple[float, float]:
    """Wall and CPU (user + sys) seconds of one run of ``argv``; a failed run raises."""
    start = time.perf_counter()
    process = subprocess.Popen(argv, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env, cwd=cwd)
    stderr = process.stderr.read()
    _, status, usage = os.wait4(process.pid, 0)
    wall = time.perf_counter() - start
    process.stderr.close()
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode:
        raise RuntimeError(f"{' '.join(argv)} failed: {stderr.decode()[-300:]}")
    return wall, usage.ru_utime + usage.ru_stime


def interleaved(commands: dict[str, tuple[list[str], dict[str, str]]], repeat: int) -> dict[str, dict[str, float]]:
    """Median wall and CPU seconds of each command, run in turn ``repeat`` times after one
    warm-up each (from a neutral folder: ``python -m`` looks in the current one first)."""
    neutral = tempfile.gettempdir()
    for argv, env in commands.values():
        subprocess.run(argv, capture_output=True, env=env, cwd=neutral)
    times: dict[str, list[tuple[float, float]]] = {name: [] for name in commands}
    for _ in range(repeat):
        for name, (argv, env) in commands.items():
            times[name].append(timed(argv, env, neutral))
    return {name: {"wall": statistics.median(w for w, _ in values), "cpu": statistics.median(c for _, c in values)}
            for name, values in times.items()}


def install(venv: Path) -> str:
    """The python of ``venv`` with this checkout installed in it (not editable): pip installs
    the dependencies when it creates the venv, then only the package, anew each time."""
    checkout = Path(__file__).resolve().parents[2]
    python = venv / "bin" / "python"
    quiet = {"check": True, "stdout": subprocess.DEVNULL}
    if not python.exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], **quiet)
        subprocess.run([str(python), "-m", "pip", "install", "-q", str(checkout)], **quiet)
    else:
        subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", "--force-reinstall", str(checkout)],
                       **quiet)
    return str(python)


def entry_point(python: str, module: bool = False) -> list[str]:
    """How a user starts the tool with ``python``'s install: its console script, or
    ``python -m stablehlo_translate`` when there is none (or ``module`` asks for it)."""
    script = Path(python).parent / "stablehlo-translate"
    return [python, "-m", "stablehlo_translate"] if module or not script.is_file() else [str(script)]


def startup(repeat: int, baseline: Path | None = None, python: str = sys.executable) -> dict[str, dict[str, float]]:
    """Median wall and CPU seconds of ``numpy`` (the import) and of ``LABEL FILE`` runs."""
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        folder = Path(tmp)
        (folder / "one_op.mlir").write_text(ONE_OP)
        (folder / "jax_add_20x20.mlir").write_text(jax_style_text())
        checkouts = {"ours": None}
        if baseline is not None:
            checkouts["baseline"] = prepare_baseline(baseline, folder / "baseline")
        commands = {"numpy": ([python, "-c", "import numpy, ml_dtypes"], _environment(None))}
        for label, checkout in checkouts.items():
            env = _environment(checkout)
            for name in ("one_op", "jax_add_20x20"):
                argv = entry_point(python, module=baseline is not None) + ["--interpret", str(folder / f"{name}.mlir")]
                commands[f"{label} {name}"] = (argv, env)
        return interleaved(commands, repeat)


def suite_per_file(repeat: int, baseline: Path | None = None, python: str = sys.executable) -> dict[str, float]:
    """Median over the suite's files of each file's wall time (median of ``repeat`` runs)."""
    files = sorted(SUITE.glob("*.mlir")) + sorted(SUITE.glob("chlo/*.mlir"))
    with tempfile.TemporaryDirectory(prefix="bench-suite-") as tmp:
        checkouts = {"ours": None}
        if baseline is not None:
            checkouts["baseline"] = prepare_baseline(baseline, Path(tmp) / "baseline")
        per_file: dict[str, list[float]] = {label: [] for label in checkouts}
        for path in files:
            argv = entry_point(python, module=baseline is not None) + ["--interpret", "-split-input-file", str(path)]
            commands = {label: (argv, _environment(checkout)) for label, checkout in checkouts.items()}
            try:
                for label, seconds in interleaved(commands, repeat).items():
                    per_file[label].append(seconds["wall"])
            except RuntimeError:
                continue  # a file that fails is conformance's business, not a timing
    return {label: statistics.median(values) for label, values in per_file.items() if values} | {
        "files": len(files)}


STAGES = """
import contextlib, io, json, os, sys, time
os.environ.setdefault("OPENBLAS_THREAD_TIMEOUT", "4")  # as the command does before numpy loads
clock, times = time.process_time, {}
def stage(name, start):
    times[name] = clock() - start
    return clock()
t = clock()
import numpy, ml_dtypes
t = stage("import numpy, ml_dtypes (BLAS threads asleep)", t)
import stablehlo_translate.cli.translate as cli
from stablehlo_translate.cli.command_line import pause_collector, resume_collector
pause_collector()  # as the command does from its start on (command_line.start_process)
t = stage("import cli (click only when needed)", t)
from stablehlo_translate.text import parser
from stablehlo_translate.verification import verifier
from stablehlo_translate.interpreter import executor as interpreter
from stablehlo_translate.printing import results as printer
t = stage("import parser, verifier, interpreter, printer", t)
with open(sys.argv[1], "rb") as handle:
    (chunk,) = cli._chunks(handle.read(), sys.argv[1], False)
t = stage("read input (artifact or text)", t)
text = chunk.text
parser._driver()
t = stage("parser tables (cache load)", t)
module = parser.parse_module(text, sys.argv[1])
t = stage("first parse", t)
assert verifier.verify_module(module) == []
t = stage("verify", t)
resume_collector()
runs = interpreter.interpret_module(module, [])
t = stage("interpret (op families imported)", t)
"".join(printer.format_results(name, values, types) for name, values, types in runs)
t = stage("print results", t)
print(json.dumps(times))
"""
"""Where a process spends its CPU time, stage by stage (each stage's imports include what the
earlier ones did not load; OpenBLAS's threads and the garbage collector set as the command
sets them; the command's exit without Python's teardown is not measured here). Reaches into parser
internals: update with the parser."""


def breakdown(repeat: int, python: str = sys.executable) -> dict[str, dict[str, float]]:
    """Median CPU seconds of each of :data:`STAGES` on the one-op and the JAX-style file."""
    figures: dict[str, dict[str, float]] = {}
    with tempfile.TemporaryDirectory(prefix="bench-startup-") as tmp:
        for name, text in (("one_op", ONE_OP), ("jax_add_20x20", jax_style_text())):
            path = Path(tmp) / f"{name}.mlir"
            path.write_text(text)
            runs = [json.loads(subprocess.run([python, "-c", STAGES, str(path)], capture_output=True, text=True,
                                              check=True, cwd=tmp, env=_environment(None)).stdout)
                    for _ in range(repeat + 1)][1:]
            figures[name] = {stage: statistics.median(run[stage] for run in runs) for stage in runs[0]}
    return figures


def report_breakdown(figures: dict[str, dict[str, float]]) -> None:
    names = list(figures)
    print("CPU ms by stage, median (" + ", ".join(names) + "):")
    for stage in figures[names[0]]:
        print(f"  {stage:46s}" + "".join(f"{figures[name][stage] * 1e3:8.1f}" for name in names))
    print(f"  {'total':46s}" + "".join(f"{sum(figures[name].values()) * 1e3:8.1f}" for name in names))


def report(figures: dict[str, dict[str, float]], suite: dict[str, float] | None) -> None:
    numpy = figures["numpy"]
    print(f"Start-up, whole process, medians (load {os.getloadavg()[0]:.1f}); python -c 'import numpy, "
          f"ml_dtypes': wall {numpy['wall'] * 1e3:.0f} ms, CPU {numpy['cpu'] * 1e3:.0f} ms (target <= 1.3x):")
    for name, seconds in figures.items():
        if name != "numpy":
            print(f"  {name}: wall {seconds['wall'] * 1e3:.0f} ms = {seconds['wall'] / numpy['wall']:.2f}x, "
                  f"CPU {seconds['cpu'] * 1e3:.0f} ms = {seconds['cpu'] / numpy['cpu']:.2f}x")
    if suite:
        print(f"Interpret suite, per-file wall median over {suite['files']} files: "
              + ", ".join(f"{k} {v * 1e3:.0f} ms" for k, v in suite.items() if k != "files"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=10)
    parser.add_argument("--suite-repeat", type=int, default=1)
    parser.add_argument("--baseline", type=Path, default=None, help="another checkout to compare with")
    parser.add_argument("--python", default=sys.executable, help="the interpreter of the install to measure")
    parser.add_argument("--install", type=Path, default=None,
                        help="install this checkout (not editable) into this venv and measure that")
    parser.add_argument("--no-suite", action="store_true")
    parser.add_argument("--breakdown", action="store_true", help="also the CPU time of each stage of a run")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    if args.install is not None:
        args.python = install(args.install)
    figures = startup(args.repeat, args.baseline, args.python)
    suite = None if args.no_suite or not SUITE.is_dir() else suite_per_file(args.suite_repeat, args.baseline, args.python)
    report(figures, suite)
    if args.breakdown:
        report_breakdown(breakdown(args.repeat, args.python))
    if args.json:
        args.json.write_text(json.dumps({"startup": figures, "suite": suite}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
