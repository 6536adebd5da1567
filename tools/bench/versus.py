"""Every workload of tools/bench, this checkout against another one, in alternating processes.

    python tools/bench/versus.py BASELINE_DIR [--sizes small,medium] [--rounds 3]

Each round runs one process per checkout (baseline first, ``PYTHONPATH`` set to it): per
workload and size, after three warm-up calls, 9 batches of ``interpret`` calls of ~20 ms
each, and the second-best batch's CPU time per call. Prints per workload the medians over
rounds and the per-round ratios ours/baseline: the "nothing slower" check of a change on
a shared machine (a workload is slower when every round's ratio is above 1).
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def measure(sizes: list[str]) -> dict[str, float]:
    """CPU seconds per ``interpret`` call of each workload at ``sizes``, in this process."""
    sys.path.insert(0, str(HERE))
    from workloads import WORKLOADS

    import stablehlo_translate as st

    times = {}
    for size in sizes:
        for name, work in WORKLOADS.items():
            text, args = work.build(size)
            module = st.parse_module(text)
            for _ in range(3):
                st.interpret(module, *args)
            start = time.process_time()
            st.interpret(module, *args)
            calls = max(1, int(0.02 / max(time.process_time() - start, 1e-6)))
            batches = []
            for _ in range(9):
                start = time.process_time()
                for _ in range(calls):
                    st.interpret(module, *args)
                batches.append((time.process_time() - start) / calls)
            times[f"{name}/{size}"] = sorted(batches)[1]
    return times


def run(checkout: Path, sizes: list[str]) -> dict[str, float]:
    env = dict(os.environ, PYTHONPATH=str(checkout))
    out = subprocess.run([sys.executable, str(HERE / "versus.py"), "--measure", ",".join(sizes)], env=env,
                         cwd=checkout, check=True, capture_output=True, text=True).stdout
    return json.loads(out.splitlines()[-1])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("baseline", type=Path, nargs="?")
    parser.add_argument("--sizes", default="small,medium")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--measure", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.measure:
        print(json.dumps(measure(args.measure.split(","))))
        return 0
    if args.baseline is None:
        parser.error("the baseline checkout is required")
    sizes, ours = args.sizes.split(","), HERE.parents[1]
    rounds = [(run(args.baseline.resolve(), sizes), run(ours, sizes)) for _ in range(args.rounds)]
    print(f"load {os.getloadavg()[0]:.1f}; CPU ms per call, medians of {args.rounds} rounds")
    print("| workload | baseline ms | ours ms | ours/baseline | per round |")
    print("|---|---|---|---|---|")
    for key in rounds[0][0]:
        base = statistics.median(b[key] for b, _ in rounds)
        new = statistics.median(n[key] for _, n in rounds)
        each = ", ".join(f"{n[key] / b[key]:.2f}" for b, n in rounds)
        print(f"| {key} | {base * 1e3:.4f} | {new * 1e3:.4f} | {new / base:.2f}x | {each} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
