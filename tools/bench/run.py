"""The benchmark suite: our interpreter against numpy by hand, the C++ reference and XLA CPU.

    python -m tools.bench [--sizes small,medium,large] [--repeat N] [--only NAME,...]
                          [--ref-sizes small,medium] [--no-ref] [--no-extras] [--profile] [--json out.json]
                          [--baseline DIR] [--large-layers 13,133,1333]

For each workload and size it parses the program once, checks one run of
``interpret`` against the numpy reference (numpy by hand with our semantics, bit for bit:
see workloads.py), then reports the median CPU time of ``--repeat`` timed runs of
``interpret`` on the parsed module and of the numpy function, and the while loop's cost
per iteration (:func:`while_slope`). With jax installed (``pip install '.[bench]'``) the same text also runs
on the C++ reference interpreter (only at ``--ref-sizes``: it is slow) and on XLA
CPU, each in a subprocess. Then: parse throughput, start-up against importing numpy and
ml_dtypes, the per-file wall median over the interpret suite (startup.py; ``--baseline DIR``
measures another checkout interleaved), the large-program group (large.py) and peak RSS.
"""
from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import statistics
import subprocess
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
import large  # noqa: E402
import reference  # noqa: E402
import startup  # noqa: E402
from workloads import SIZES, WORKLOADS, Workload  # noqa: E402

import stablehlo_translate as st  # noqa: E402

REF_TIMEOUT = 300.0
"""Seconds one reference/XLA subprocess may take (a workload it cannot finish is reported as such)."""
RSS_MIN_LIVE = 4 << 20
"""Below this many bytes of live tensors, allocator noise swamps a peak-RSS ratio."""
REF_BUDGET = 20.0
"""Seconds of reference runs after which no further repeat starts."""


def median_time(call, repeat: int) -> float:
    """The median CPU time (reference.CLOCK) of ``repeat`` calls, in seconds."""
    times = []
    for _ in range(repeat):
        start = reference.CLOCK()
        call()
        times.append(reference.CLOCK() - start)
    return statistics.median(times)


def bench_workload(work: Workload, size: str, repeat: int, ref_sizes: set[str], use_ref: bool) -> dict:
    """Times one workload at one size on every available backend; returns the row."""
    text, inputs = work.build(size)
    n = work.scale(SIZES[size])
    row: dict = {"workload": work.name, "size": size, "shape": work.shape(n), "n": n}
    module = st.parse_module(text)
    actual = st.interpret(module, *inputs)
    problem = work.check(actual, inputs)
    if problem:
        row["error"] = f"wrong result: {problem}"
        return row
    row["ours"] = median_time(lambda inputs=inputs: st.interpret(module, *inputs), repeat)
    row["numpy"] = median_time(lambda: work.numpy(*inputs), repeat)
    if use_ref:
        for backend in reference.BACKENDS:
            if backend == "cpp" and size not in ref_sizes:
                continue
            timing = reference.run(backend, text, inputs, repeat, REF_BUDGET, REF_TIMEOUT)
            if timing.error is None:  # XLA sums in its own order and has its own exp, tanh...
                problem = work.check(timing.outputs, inputs, exact=None if backend == "cpp" else False)
                timing.error = problem and f"disagrees with numpy: {problem}"
            if timing.error:
                row[backend + "_error"] = timing.error
            else:
                row[backend] = statistics.median(timing.times)
    return row


LOOP_COUNTS = (64, 1024)
"""Iteration counts of the while loop whose time difference gives the per-iteration cost."""


def while_slope(repeat: int, use_ref: bool) -> dict:
    """The per-iteration cost of the bench's scalar while loop, ours and the C++ reference's:
    the slope between two iteration counts of one parsed program (each call's fixed cost
    cancels out)."""
    work = WORKLOADS["while_loop"]
    text, (_, x) = work.build(LOOP_COUNTS[0])
    module = st.parse_module(text)
    runs = {n: [np.asarray(n, np.int64), x] for n in LOOP_COUNTS}
    lo, hi = LOOP_COUNTS
    times: dict[str, dict[int, float]] = {"ours": {}}
    for n, inputs in runs.items():
        problem = work.check(st.interpret(module, *inputs), inputs)
        if problem:
            return {"error": f"wrong result: {problem}"}
        times["ours"][n] = median_time(lambda inputs=inputs: st.interpret(module, *inputs), repeat)
        if use_ref:
            timing = reference.run("cpp", text, inputs, repeat, REF_BUDGET, REF_TIMEOUT)
            if timing.error is None and (problem := work.check(timing.outputs, inputs)):
                timing.error = f"disagrees with numpy: {problem}"
            if timing.error:
                return {"ours": (times["ours"][hi] - times["ours"][lo]) / (hi - lo) if hi in times["ours"] else None,
                        "cpp_error": timing.error}
            times.setdefault("cpp", {})[n] = statistics.median(timing.times)
    return {name: (t[hi] - t[lo]) / (hi - lo) for name, t in times.items()}


def profile_workload(work: Workload, size: str, repeat: int, top: int = 12) -> str:
    """cProfile's top functions (own time) over ``repeat`` interpret runs."""
    text, inputs = work.build(size)
    module = st.parse_module(text)
    st.interpret(module, *inputs)
    profiler = cProfile.Profile()
    profiler.enable()
    for _ in range(repeat):
        st.interpret(module, *inputs)
    profiler.disable()
    stats = pstats.Stats(profiler)
    total = stats.total_tt or 1e-12
    entries = sorted(stats.stats.items(), key=lambda kv: kv[1][2], reverse=True)[:top]
    lines = [f"{work.name} ({size}, {repeat} runs, {total * 1e3:.1f} ms profiled):"]
    for (path, line, func), (_, calls, own, cumulative, _) in entries:
        lines.append(f"  {100 * own / total:5.1f}% own {100 * cumulative / total:5.1f}% cum "
                     f"{calls:>8} calls  {Path(path).name}:{line}({func})")
    return "\n".join(lines)


# --- parse throughput, start-up, peak RSS ----------------------------------------------------

def hex_constant_text(n: int = 1024) -> str:
    """A module returning one n x n f32 constant written as a hex string (~8 MB for n=1024)."""
    data = np.random.default_rng(0).standard_normal((n, n)).astype(np.float32)
    return (f"func.func @main() -> tensor<{n}x{n}xf32> {{\n"
            f'  %0 = stablehlo.constant dense<"0x{data.tobytes().hex().upper()}"> : tensor<{n}x{n}xf32>\n'
            f"  return %0 : tensor<{n}x{n}xf32>\n}}\n")


def op_heavy_text(ops: int = 600) -> str:
    """A module of ~``ops`` ops of many kinds and forms on 4x4 tensors, chained."""
    t, v, s = "tensor<4x4xf32>", "tensor<4xf32>", "tensor<f32>"
    kinds = [
        "%{o} = stablehlo.add %{a}, %{b} : {t}",
        "%{o} = stablehlo.multiply %{a}, %{b} : {t}",
        "%{o} = stablehlo.tanh %{a} : {t}",
        "%{o} = stablehlo.transpose %{a}, dims = [1, 0] : ({t}) -> {t}",
        "%{o} = stablehlo.dot_general %{a}, %{b}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] : ({t}, {t}) -> {t}",
        "%{o}_c = stablehlo.compare  GT, %{a}, %{b},  FLOAT : ({t}, {t}) -> tensor<4x4xi1>\n"
        "    %{o} = stablehlo.select %{o}_c, %{a}, %{b} : tensor<4x4xi1>, {t}",
        "%{o}_r = stablehlo.reduce(%{a} init: %zero) applies stablehlo.add across dimensions = [1] : ({t}, {s}) -> {v}\n"
        "    %{o} = stablehlo.broadcast_in_dim %{o}_r, dims = [0] : ({v}) -> {t}",
        "%{o}_k = stablehlo.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [0.5, 0.25, 0.125, 1.0], "
        "[-1.0, -2.0, -3.0, -4.0]]> : {t}\n    %{o} = stablehlo.subtract %{a}, %{o}_k : {t}",
        '%{o} = "stablehlo.reduce_window"(%{a}, %zero) <{{window_dimensions = array<i64: 2, 2>, '
        "padding = dense<[[0, 1], [0, 1]]> : tensor<2x2xi64>}}> ({{\n"
        "    ^bb0(%{o}_x: {s}, %{o}_y: {s}):\n      %{o}_m = stablehlo.maximum %{o}_x, %{o}_y : {s}\n"
        "      stablehlo.return %{o}_m : {s}\n    }}) : ({t}, {s}) -> {t}",
    ]
    lines = ["func.func @main(%arg0: tensor<4x4xf32>, %arg1: tensor<4x4xf32>) -> tensor<4x4xf32> {",
             "    %zero = stablehlo.constant dense<0.000000e+00> : tensor<f32>"]
    prev, before = "arg0", "arg1"
    while count_ops("\n".join(lines)) < ops:
        name = f"v{len(lines)}"
        lines.append("    " + kinds[len(lines) % len(kinds)].format(o=name, a=prev, b=before, t=t, v=v, s=s))
        prev, before = name, prev
    lines += [f"    return %{prev} : {t}", "}"]
    return "\n".join(lines) + "\n"


def count_ops(text: str) -> int:
    """The ops of a module in pretty form: one per line that defines a value or returns."""
    return sum(1 for line in text.splitlines()
               if line.lstrip().startswith(("%", "return", "stablehlo.return", "func.func")))


def parse_throughput(repeat: int) -> list[dict]:
    rows = []
    for name, text in [("hex constant", hex_constant_text()), ("op-heavy", op_heavy_text())]:
        seconds = median_time(lambda text=text: st.parse_module(text), repeat)
        ops = count_ops(text)
        rows.append({"file": name, "bytes": len(text.encode()), "ops": ops, "seconds": seconds,
                     "mb_per_s": len(text.encode()) / seconds / 1e6})
    return rows


def _status_kib(field: str) -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])
    raise RuntimeError(f"no {field} in /proc/self/status")


def rss_child(name: str, size: str) -> None:
    """(In a subprocess) peak RSS growth of one interpret run and of the numpy function."""
    work = WORKLOADS[name]
    text, inputs = work.build(size)
    module = st.parse_module(text)
    report = {"inputs": sum(a.nbytes for a in inputs)}
    for label, call in [("numpy", lambda: work.numpy(*inputs)), ("ours", lambda: st.interpret(module, *inputs))]:
        Path("/proc/self/clear_refs").write_text("5")  # resets VmHWM to the current RSS
        before = _status_kib("VmRSS")
        outputs = call()
        report[label + "_growth"] = (_status_kib("VmHWM") - before) * 1024
        report["outputs"] = sum(np.asarray(a).nbytes for a in outputs)
        del outputs
    print(json.dumps(report))


def peak_rss(names: list[str], size: str) -> list[dict]:
    """Peak RSS of each workload at ``size``, each in a fresh process: (inputs + growth during
    the run) against the live tensors it cannot avoid (inputs + outputs)."""
    rows = []
    for name in names:
        done = subprocess.run([sys.executable, __file__, "--rss-child", name, size],
                              capture_output=True, text=True)
        if done.returncode:
            rows.append({"workload": name, "error": done.stderr.strip().splitlines()[-1][:200]})
            continue
        r = json.loads(done.stdout.strip().splitlines()[-1])
        live = r["inputs"] + r["outputs"]
        rows.append({"workload": name, "live_bytes": live, "ours_growth": r["ours_growth"],
                     "numpy_growth": r["numpy_growth"],
                     "ours_ratio": (r["inputs"] + r["ours_growth"]) / live if live >= RSS_MIN_LIVE else None,
                     "numpy_ratio": (r["inputs"] + r["numpy_growth"]) / live if live >= RSS_MIN_LIVE else None})
    return rows


# --- reporting -----------------------------------------------------------------------------

def _ms(seconds: float | None) -> str:
    if seconds is None:
        return "-"
    return f"{seconds * 1e3:.3f}" if seconds < 0.01 else f"{seconds * 1e3:.1f}"


def _ratio(num: float | None, den: float | None) -> str:
    return "-" if num is None or den is None else f"{num / den:.3g}x"


def print_table(rows: list[dict]) -> None:
    header = ["workload", "size", "shape", "ours ms", "numpy ms", "ours/numpy", "C++ ref ms", "ref/ours",
              "XLA ms", "ours/XLA"]
    table = [header]
    for r in rows:
        if "error" in r:
            table.append([r["workload"], r["size"], r["shape"], r["error"]] + [""] * 6)
            continue
        table.append([r["workload"], r["size"], r["shape"], _ms(r["ours"]), _ms(r["numpy"]),
                      _ratio(r["ours"], r["numpy"]),
                      _ms(r.get("cpp")) if "cpp_error" not in r else "error",
                      _ratio(r.get("cpp"), r["ours"]),
                      _ms(r.get("xla")) if "xla_error" not in r else "error",
                      _ratio(r["ours"], r.get("xla"))])
    widths = [max(len(str(line[i])) for line in table) for i in range(len(header))]
    for index, line in enumerate(table):
        print("| " + " | ".join(str(c).ljust(w) for c, w in zip(line, widths)) + " |")
        if index == 0:
            print("|" + "|".join("-" * (w + 2) for w in widths) + "|")
    for r in rows:
        for backend in reference.BACKENDS:
            if r.get(backend + "_error"):
                print(f"  {r['workload']} {r['size']} on {backend}: {r[backend + '_error']}")


def _geomean_line(label: str, ratios: dict[str, float], geo_format: str, worst_format: str, pick) -> None:
    """One target line: the geometric mean of ``ratios`` and the worst one (``pick``: max or min)."""
    if ratios:
        geo = float(np.exp(np.mean(np.log(list(ratios.values())))))
        worst = pick(ratios, key=ratios.get)
        print(f"  {label}: geomean {geo_format.format(geo)}, worst {worst} {worst_format.format(ratios[worst])}")


def print_targets(rows: list[dict], loop: dict | None = None) -> None:
    """The issue's targets, checked against this run's numbers."""
    print("\nTargets:")
    medium = [r for r in rows if r["size"] == "medium" and "ours" in r and WORKLOADS[r["workload"]].tensor]
    _geomean_line("medium vs numpy by hand", {r["workload"]: r["ours"] / r["numpy"] for r in medium},
                  "{:.2f}x (target <= 1.5x)", "{:.2f}x (target <= 3x each)", max)
    _geomean_line("medium vs C++ reference", {r["workload"]: r["cpp"] / r["ours"] for r in medium if "cpp" in r},
                  "{:.0f}x (target >= 500x)", "{:.1f}x (target >= 100x each)", min)
    large = [r for r in rows if r["size"] == "large" and "ours" in r]
    if large:
        over = [f"{r['workload']} {r['ours'] / r['numpy']:.1f}x" for r in large if r["ours"] > 2 * r["numpy"]]
        print(f"  large within 2x of numpy: {len(large) - len(over)}/{len(large)}"
              + (f"; over: {', '.join(over)}" if over else ""))
    if loop and loop.get("ours") is not None:
        lo, hi = LOOP_COUNTS
        ref = (f", C++ reference {loop['cpp'] * 1e6:.2f} us: {loop['cpp'] / loop['ours']:.1f}x faster"
               if "cpp" in loop else f" ({loop['cpp_error']})" if "cpp_error" in loop else "")
        print(f"  while loop, per iteration ({lo} vs {hi} iterations): ours {loop['ours'] * 1e6:.2f} us{ref} "
              f"(target >= 2x faster)")
    elif loop:
        print(f"  while loop: {loop.get('error')}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.bench", description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", default="small,medium,large")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--only", default=None, help="comma-separated workload names")
    parser.add_argument("--ref-sizes", default="small,medium", help="sizes run on the C++ reference")
    parser.add_argument("--no-ref", action="store_true", help="skip the C++ reference and XLA")
    parser.add_argument("--no-extras", action="store_true", help="skip parse, start-up and peak RSS")
    parser.add_argument("--profile", action="store_true", help="print cProfile hot spots per workload")
    parser.add_argument("--json", type=Path, default=None, help="write all numbers to this file")
    parser.add_argument("--blas-threads", type=int, default=None,
                        help="BLAS threads (OPENBLAS/OMP/MKL_NUM_THREADS); 1 gives stable timings on a busy machine")
    parser.add_argument("--baseline", type=Path, default=None,
                        help="another checkout whose start-up and suite times are measured interleaved with ours")
    parser.add_argument("--large-layers", default="13,133,1333",
                        help="layer counts of the large-program group (~77 ops each)")
    parser.add_argument("--rss-child", nargs=2, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.blas_threads and os.environ.get("OPENBLAS_NUM_THREADS") != str(args.blas_threads):
        # BLAS reads these once, when numpy loads: restart the process with them set.
        for var in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
            os.environ[var] = str(args.blas_threads)
        os.execv(sys.executable, [sys.executable, *sys.orig_argv[1:]])
    if args.rss_child:
        rss_child(*args.rss_child)
        return 0
    sizes = [s for s in args.sizes.split(",") if s]
    names = args.only.split(",") if args.only else list(WORKLOADS)
    unknown = [n for n in names if n not in WORKLOADS] + [s for s in sizes if s not in SIZES]
    if unknown:
        parser.error(f"unknown workload or size: {', '.join(unknown)}; workloads: {', '.join(WORKLOADS)}")
    use_ref = not args.no_ref
    if use_ref and (why := reference.available()):
        print(f"C++ reference and XLA columns skipped: {why}")
        use_ref = False
    load = os.getloadavg()[0]
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {os.cpu_count()} cores, load {load:.1f}, "
          f"BLAS threads {os.environ.get('OPENBLAS_NUM_THREADS', 'default')}"
          + (" (busy machine: timings are noisy)" if load > (os.cpu_count() or 1) else "") + "\n")
    rows = []
    for size in sizes:
        for name in names:
            rows.append(bench_workload(WORKLOADS[name], size, args.repeat, set(args.ref_sizes.split(",")), use_ref))
            print(f"  {name} {size} done", file=sys.stderr)
    print_table(rows)
    loop = while_slope(max(args.repeat, 5), use_ref) if "while_loop" in names else None
    print_targets(rows, loop)
    report: dict = {"workloads": rows, "while_per_iteration": loop}
    if args.profile:
        print("\nHot spots (cProfile, own time):")
        for size in sizes:
            for name in names:
                print(profile_workload(WORKLOADS[name], size, args.repeat))
    if not args.no_extras:
        report["parse"] = parse_throughput(args.repeat)
        print("\nParse throughput:")
        for r in report["parse"]:
            print(f"  {r['file']}: {r['bytes'] / 1e6:.2f} MB, {r['ops']} ops, {_ms(r['seconds'])} ms, "
                  f"{r['mb_per_s']:.2f} MB/s")
        print()
        report["startup"] = startup.startup(max(args.repeat, 10), args.baseline)
        report["suite"] = startup.suite_per_file(1, args.baseline) if startup.SUITE.is_dir() else None
        startup.report(report["startup"], report["suite"])
        print("\nLarge programs (JAX-style transformer):")
        report["large"] = large.run([int(n) for n in args.large_layers.split(",") if n], 3)
        large.report(report["large"])
        report["rss"] = peak_rss(names, sizes[-1])
        print(f"\nPeak RSS at {sizes[-1]} ((inputs + growth during the run) / (inputs + outputs); target <= 3):")
        for r in report["rss"]:
            if "error" in r:
                print(f"  {r['workload']}: {r['error']}")
            elif r["ours_ratio"] is None:
                print(f"  {r['workload']}: live {r['live_bytes'] / 1e6:.2f} MB, too small for a ratio; growth "
                      f"ours {r['ours_growth'] / 1e6:.2f} MB, numpy {r['numpy_growth'] / 1e6:.2f} MB")
            else:
                print(f"  {r['workload']}: ours {r['ours_ratio']:.2f}, numpy {r['numpy_ratio']:.2f} "
                      f"(live {r['live_bytes'] / 1e6:.2f} MB)")
    if args.json:
        args.json.write_text(json.dumps(report, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
