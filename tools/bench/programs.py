"""Whole programs: the JAX-style transformer against XLA CPU, and the per-op cost of a chain of small ops.

    python tools/bench/programs.py [--layers 24,240] [--chain 1000] [--repeat 7] [--json out.json]

Transformer (large.py's program): the first run (op by op) and the second (compiles the
function), then the median CPU time of ``--repeat`` runs of ``interpret`` on the parsed module, faithful and with
``fast=True``, against XLA CPU executing the same text (reference.py, a subprocess); the
ratios are the targets (<= 10x faithful, <= 5x fast). Chain: ``--chain`` small ops
(elementwise, compare/select, transpose, reshape on 8x8 f32) in one function; the per-op cost is
the slope between that chain and one of a tenth of its length (the call's fixed cost cancels).
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import large  # noqa: E402
import reference  # noqa: E402

CHAIN_KINDS = (
    "%{o} = stablehlo.add %{a}, %{b} : {t}",
    "%{o} = stablehlo.multiply %{a}, %{b} : {t}",
    "%{o} = stablehlo.subtract %{a}, %{b} : {t}",
    "%{o} = stablehlo.maximum %{a}, %{b} : {t}",
    "%{o} = stablehlo.negate %{a} : {t}",
    "%{o}_c = stablehlo.compare  GT, %{a}, %{b},  FLOAT : ({t}, {t}) -> tensor<8x8xi1>\n"
    "    %{o} = stablehlo.select %{o}_c, %{a}, %{b} : tensor<8x8xi1>, {t}",
    "%{o} = stablehlo.transpose %{a}, dims = [1, 0] : ({t}) -> {t}",
    "%{o} = stablehlo.abs %{a} : {t}",
    "%{o}_r = stablehlo.reshape %{a} : ({t}) -> tensor<64xf32>\n"
    "    %{o} = stablehlo.reshape %{o}_r : (tensor<64xf32>) -> {t}",
    "%{o} = stablehlo.minimum %{a}, %{b} : {t}",
)


def chain_text(ops: int) -> str:
    """``@main(x, y)``: ``ops`` ops (compare/select and the reshape pair count two) chained."""
    t = "tensor<8x8xf32>"
    lines = [f"func.func @main(%arg0: {t}, %arg1: {t}) -> {t} {{"]
    prev, before, count, index = "arg0", "arg1", 0, 0
    while count < ops:
        kind = CHAIN_KINDS[index % len(CHAIN_KINDS)]
        name = f"v{index}"
        lines.append("    " + kind.format(o=name, a=prev, b=before, t=t))
        count += kind.count("stablehlo.")
        prev, before, index = name, prev, index + 1
    lines += [f"    return %{prev} : {t}", "}"]
    return "\n".join(lines) + "\n"


def _runs(module, args, repeat: int, fast: bool = False) -> list[float]:
    """CPU times of ``2 + repeat`` runs: the first (op by op), the second (compiles), the rest."""
    import stablehlo_translate as st

    times = []
    for _ in range(2 + repeat):
        start = reference.CLOCK()
        st.interpret(module, *args, fast=fast)
        times.append(reference.CLOCK() - start)
    return times


def _median_run(module, args, repeat: int, fast: bool = False) -> float:
    return statistics.median(_runs(module, args, repeat, fast)[2:])


def transformer(layers: int, repeat: int, use_xla: bool = True) -> dict:
    import stablehlo_translate as st

    text, args = large.transformer_text(layers), large.transformer_args(layers)
    module = st.parse_module(text)
    first, second, *rest = _runs(module, args, repeat)
    row = {"layers": layers, "ops": large.op_count(text), "first": first, "second": second,
           "faithful": statistics.median(rest), "fast": _median_run(module, args, repeat, fast=True)}
    if use_xla:
        timing = reference.run("xla", text, args, max(repeat, 10), 10.0, reference_timeout(layers))
        if timing.error:
            row["xla_error"] = timing.error
        else:
            row["xla"] = statistics.median(timing.times)
    return row


def reference_timeout(layers: int) -> float:
    return 120.0 + layers


def chain(ops: int, repeat: int) -> dict:
    import numpy as np

    import stablehlo_translate as st

    rng = np.random.default_rng(0)
    args = [rng.standard_normal((8, 8)).astype(np.float32) for _ in range(2)]
    short = max(ops // 10, 1)
    times = {n: _median_run(st.parse_module(chain_text(n)), args, repeat) for n in (short, ops)}
    return {"ops": ops, "seconds": times[ops], "per_op": (times[ops] - times[short]) / (ops - short)}


def report(rows: list[dict], chained: dict | None) -> None:
    print("| layers | ops | 1st run ms | 2nd run ms | faithful ms | fast ms | XLA ms | faithful/XLA (<= 10x) "
          "| fast/XLA (<= 5x) |")
    print("|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        xla = r.get("xla")

        def ratio(t: float, xla: float | None = xla, row: dict = r) -> str:
            return f"{t / xla:.1f}x" if xla else row.get("xla_error", "-")
        print(f"| {r['layers']} | {r['ops']} | {r['first'] * 1e3:.1f} | {r['second'] * 1e3:.1f} "
              f"| {r['faithful'] * 1e3:.2f} | {r['fast'] * 1e3:.2f} "
              f"| {xla * 1e3 if xla else float('nan'):.2f} | {ratio(r['faithful'])} | {ratio(r['fast'])} |")
    if chained:
        print(f"chain of {chained['ops']} small ops: {chained['seconds'] * 1e3:.2f} ms, "
              f"{chained['per_op'] * 1e6:.2f} us per op (target <= 3 us)")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", default="24,240")
    parser.add_argument("--chain", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--no-xla", action="store_true")
    parser.add_argument("--json", type=Path, default=None)
    args = parser.parse_args(argv)
    use_xla = not args.no_xla and reference.available() is None
    rows = [transformer(int(n), args.repeat, use_xla) for n in args.layers.split(",") if n]
    chained = chain(args.chain, args.repeat) if args.chain else None
    report(rows, chained)
    if args.json:
        args.json.write_text(json.dumps({"transformer": rows, "chain": chained}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
