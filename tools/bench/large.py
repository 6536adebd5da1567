"""The large-program group: a generated N-layer transformer written the way JAX exports it.

Each layer (d=64, 32 tokens, 4 heads) is layer norm, attention, layer norm and an MLP:
77 ops and about 9 KB of text, pretty forms with ``loc(#locN)`` on every op and one
location alias per op kind and layer at the end, weights as arguments (12 per layer,
197 KB of f32).

    python tools/bench/large.py [--layers 13,133,1333] [--repeat 3] [--json out.json]

For each size, in a fresh process: the first parse (cold parser: the time to load it,
measured on a one-layer model, plus the parse itself), the median parse
with the parser warm (MB/s), verify and interpret seconds, the peak RSS growth while
parsing once the parser is loaded (IR peak), and the whole peak above the arguments.
Times are CPU seconds of the measuring process (user+sys): steady on a shared machine.
"""
from __future__ import annotations

import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np

D, T, H = 64, 32, 4
"""Model width, tokens, heads."""
F = 4 * D
ARGS_PER_LAYER = ("ln1_g", "ln1_b", "wq", "wk", "wv", "wo", "ln2_g", "ln2_b", "w1", "b1", "w2", "b2")


def _shapes() -> dict[str, tuple[int, ...]]:
    return {"ln1_g": (D,), "ln1_b": (D,), "wq": (D, D), "wk": (D, D), "wv": (D, D), "wo": (D, D),
            "ln2_g": (D,), "ln2_b": (D,), "w1": (D, F), "b1": (F,), "w2": (F, D), "b2": (D,)}


def _t(*dims: int) -> str:
    return "tensor<" + "".join(f"{d}x" for d in dims) + "f32>"


class _Writer:
    """Appends ops ``%N = ... loc(#locK)`` with fresh names and one location alias per op."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.locs: dict[str, int] = {}
        self.count = 0
        self.layer = 0

    def op(self, text: str, what: str) -> str:
        name = f"%{self.count}"
        self.count += 1
        loc = self.locs.setdefault(f"jit(forward)/jit(main)/layer{self.layer}/{what}", len(self.locs) + 10)
        self.lines.append(f"    {name} = {text} loc(#loc{loc})")
        return name

    def aliases(self) -> str:
        return "".join(f'#loc{n} = loc("{what}"(#loc2))\n' for what, n in self.locs.items())

    def const(self, value: str, type_: str) -> str:
        return self.op(f"stablehlo.constant dense<{value}> : {type_}", "constant")

    def reduce(self, x: str, init: str, body: str, dim: int, operand: str, result: str) -> str:
        """A scalar init constant and ``reduce ... applies stablehlo.<body>`` over ``dim``."""
        start = self.const(init, "tensor<f32>")
        return self.op(f"stablehlo.reduce({x} init: {start}) applies stablehlo.{body} across dimensions = [{dim}] : "
                       f"({operand}, tensor<f32>) -> {result}", f"reduce_{body}")

    def broadcast(self, x: str, dims: str, operand: str, result: str) -> str:
        return self.op(f"stablehlo.broadcast_in_dim {x}, dims = [{dims}] : ({operand}) -> {result}", "broadcast_in_dim")


def _layer_norm(w: _Writer, x: str, gamma: str, beta: str) -> str:
    row, full, vec = _t(T), _t(T, D), _t(D)
    total = w.reduce(x, "0.000000e+00", "add", 1, full, row)
    n = w.const("6.400000e+01", row)
    mean = w.op(f"stablehlo.divide {total}, {n} : {row}", "div")
    mean_b = w.broadcast(mean, "0", row, full)
    centered = w.op(f"stablehlo.subtract {x}, {mean_b} : {full}", "sub")
    square = w.op(f"stablehlo.multiply {centered}, {centered} : {full}", "mul")
    var_sum = w.reduce(square, "0.000000e+00", "add", 1, full, row)
    var = w.op(f"stablehlo.divide {var_sum}, {n} : {row}", "div")
    eps = w.const("9.99999997E-7", row)
    var_eps = w.op(f"stablehlo.add {var}, {eps} : {row}", "add")
    inv = w.op(f"stablehlo.rsqrt {var_eps} : {row}", "rsqrt")
    inv_b = w.broadcast(inv, "0", row, full)
    normed = w.op(f"stablehlo.multiply {centered}, {inv_b} : {full}", "mul")
    g = w.broadcast(gamma, "1", vec, full)
    scaled = w.op(f"stablehlo.multiply {normed}, {g} : {full}", "mul")
    b = w.broadcast(beta, "1", vec, full)
    return w.op(f"stablehlo.add {scaled}, {b} : {full}", "add")


def _attention(w: _Writer, x: str, wq: str, wk: str, wv: str, wo: str) -> str:
    full, heads, split = _t(T, D), _t(H, T, D // H), _t(T, H, D // H)
    scores_t, row = _t(H, T, T), _t(H, T)
    projected = []
    for weight in (wq, wk, wv):
        p = w.op(f"stablehlo.dot_general {x}, {weight}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] "
                 f": ({full}, {_t(D, D)}) -> {full}", "dot_general")
        r = w.op(f"stablehlo.reshape {p} : ({full}) -> {split}", "reshape")
        projected.append(w.op(f"stablehlo.transpose {r}, dims = [1, 0, 2] : ({split}) -> {heads}", "transpose"))
    q, k, v = projected
    scores = w.op(f"stablehlo.dot_general {q}, {k}, batching_dims = [0] x [0], contracting_dims = [2] x [2], "
                  f"precision = [DEFAULT, DEFAULT] : ({heads}, {heads}) -> {scores_t}", "dot_general")
    scale = w.const("2.500000e-01", scores_t)
    scores = w.op(f"stablehlo.multiply {scores}, {scale} : {scores_t}", "mul")
    top = w.reduce(scores, "0xFF800000", "maximum", 2, scores_t, row)
    top_b = w.broadcast(top, "0, 1", row, scores_t)
    shifted = w.op(f"stablehlo.subtract {scores}, {top_b} : {scores_t}", "sub")
    exp = w.op(f"stablehlo.exponential {shifted} : {scores_t}", "exp")
    total = w.reduce(exp, "0.000000e+00", "add", 2, scores_t, row)
    total_b = w.broadcast(total, "0, 1", row, scores_t)
    probs = w.op(f"stablehlo.divide {exp}, {total_b} : {scores_t}", "div")
    mixed = w.op(f"stablehlo.dot_general {probs}, {v}, batching_dims = [0] x [0], contracting_dims = [2] x [1], "
                 f"precision = [DEFAULT, DEFAULT] : ({scores_t}, {heads}) -> {heads}", "dot_general")
    back = w.op(f"stablehlo.transpose {mixed}, dims = [1, 0, 2] : ({heads}) -> {split}", "transpose")
    merged = w.op(f"stablehlo.reshape {back} : ({split}) -> {full}", "reshape")
    out = w.op(f"stablehlo.dot_general {merged}, {wo}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] "
               f": ({full}, {_t(D, D)}) -> {full}", "dot_general")
    return w.op(f"stablehlo.add {x}, {out} : {full}", "add")


def _mlp(w: _Writer, x: str, h: str, w1: str, b1: str, w2: str, b2: str) -> str:
    full, wide = _t(T, D), _t(T, F)
    up = w.op(f"stablehlo.dot_general {h}, {w1}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] "
              f": ({full}, {_t(D, F)}) -> {wide}", "dot_general")
    bias = w.broadcast(b1, "1", _t(F), wide)
    up = w.op(f"stablehlo.add {up}, {bias} : {wide}", "add")
    half = w.const("5.000000e-01", wide)
    act = w.op(f"stablehlo.tanh {up} : {wide}", "tanh")
    one = w.const("1.000000e+00", wide)
    act = w.op(f"stablehlo.add {act}, {one} : {wide}", "add")
    act = w.op(f"stablehlo.multiply {act}, {half} : {wide}", "mul")
    act = w.op(f"stablehlo.multiply {up}, {act} : {wide}", "mul")
    down = w.op(f"stablehlo.dot_general {act}, {w2}, contracting_dims = [1] x [0], precision = [DEFAULT, DEFAULT] "
                f": ({wide}, {_t(F, D)}) -> {full}", "dot_general")
    bias = w.broadcast(b2, "1", _t(D), full)
    down = w.op(f"stablehlo.add {down}, {bias} : {full}", "add")
    return w.op(f"stablehlo.add {x}, {down} : {full}", "add")


def transformer_text(layers: int) -> str:
    """The module text of a ``layers``-layer model: ``@main(x, weights...) -> y``."""
    shapes = _shapes()
    params = [f"%arg0: {_t(T, D)} loc(\"x\")"]
    names: list[dict[str, str]] = []
    for layer in range(layers):
        mine = {}
        for key in ARGS_PER_LAYER:
            index = 1 + layer * len(ARGS_PER_LAYER) + ARGS_PER_LAYER.index(key)
            mine[key] = f"%arg{index}"
            params.append(f"%arg{index}: {_t(*shapes[key])} loc(\"params[{layer}]['{key}']\")")
        names.append(mine)
    w = _Writer()
    x = "%arg0"
    for w.layer, p in enumerate(names):
        h = _layer_norm(w, x, p["ln1_g"], p["ln1_b"])
        x = _attention(w, h, p["wq"], p["wk"], p["wv"], p["wo"])
        h = _layer_norm(w, x, p["ln2_g"], p["ln2_b"])
        x = _mlp(w, x, h, p["w1"], p["b1"], p["w2"], p["b2"])
    head = ("module @jit_forward attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {\n"
            f"  func.func public @main({', '.join(params)}) -> ({_t(T, D)} {{jax.result_info = \"result\"}}) {{\n")
    tail = (f"    return {x} : {_t(T, D)} loc(#loc)\n  }} loc(#loc)\n}} loc(#loc)\n#loc = loc(unknown)\n"
            '#loc1 = loc("model.py":12:0)\n#loc2 = loc("forward"(#loc1))\n')
    return head + "\n".join(w.lines) + "\n" + tail + w.aliases()


def transformer_args(layers: int, seed: int = 0) -> list[np.ndarray]:
    rng = np.random.default_rng(seed)
    shapes = _shapes()
    args = [rng.standard_normal((T, D)).astype(np.float32)]
    for _ in range(layers):
        for key in ARGS_PER_LAYER:
            scale = 1.0 if key.endswith("_g") else 0.0 if key.startswith(("ln", "b")) else 1 / np.sqrt(shapes[key][0])
            args.append((rng.standard_normal(shapes[key]) * scale + (key.endswith("_g"))).astype(np.float32))
    return args


def op_count(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.startswith("    %") or line.lstrip().startswith("return"))


_clock = time.process_time


def _peak_kib() -> int:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmHWM:"):
            return int(line.split()[1])
    return 0


def measure(layers: int, repeat: int) -> dict:
    """(In a fresh process) the figures of one size; the text is generated before any timing."""
    text = transformer_text(layers)
    args = transformer_args(layers)
    arg_bytes = sum(a.nbytes for a in args)
    import stablehlo_translate as st
    from stablehlo_translate.interpreter.executor import interpret_module
    from stablehlo_translate.verification.verifier import verify_module

    start = _clock()
    small = st.parse_module(transformer_text(1))  # loads the parser and the op families used
    warm_up = _clock() - start
    verify_module(small)  # and the shape functions, so that verify is timed warm like parse
    base = _peak_kib()
    start = _clock()
    module = st.parse_module(text)
    first = warm_up + _clock() - start
    parse_peak = _peak_kib()
    start = _clock()
    problems = verify_module(module)
    verify = _clock() - start
    if problems:
        raise SystemExit(problems[0].render())
    start = _clock()
    interpret_module(module, args)
    interpret = _clock() - start
    peak = _peak_kib()
    del module
    warm = []
    for _ in range(repeat):
        start = _clock()
        st.parse_module(text)
        warm.append(_clock() - start)
    parse = statistics.median(warm)
    size = len(text.encode())
    return {"layers": layers, "ops": op_count(text), "bytes": size, "first_parse_s": first, "parse_s": parse,
            "first_extra_s": warm_up,
            "mb_per_s": size / parse / 1e6, "verify_s": verify, "interpret_s": interpret,
            "arg_bytes": arg_bytes, "ir_peak_bytes": (parse_peak - base) * 1024,
            "peak_above_args_bytes": (peak - base) * 1024 - arg_bytes}


def run(layer_counts: list[int], repeat: int) -> list[dict]:
    rows = []
    for layers in layer_counts:
        done = subprocess.run([sys.executable, __file__, "--child", str(layers), "--repeat", str(repeat)],
                              capture_output=True, text=True)
        if done.returncode:
            rows.append({"layers": layers, "error": (done.stderr.strip().splitlines() or ["failed"])[-1][:200]})
        else:
            rows.append(json.loads(done.stdout.strip().splitlines()[-1]))
    return rows


def report(rows: list[dict]) -> None:
    print("| layers | ops | MB | first parse s | parse s | MB/s | verify s | verify/parse | interpret s "
          "| IR peak MB | peak above args MB |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        if "error" in r:
            print(f"| {r['layers']} | {r['error']} |")
            continue
        print(f"| {r['layers']} | {r['ops']} | {r['bytes'] / 1e6:.2f} | {r['first_parse_s']:.3f} | {r['parse_s']:.3f} "
              f"| {r['mb_per_s']:.2f} | {r['verify_s']:.3f} | {r['verify_s'] / r['parse_s']:.0%} "
              f"| {r['interpret_s']:.3f} | {r['ir_peak_bytes'] / 1e6:.1f} | {r['peak_above_args_bytes'] / 1e6:.1f} |")
    ok = [r for r in rows if "error" not in r]
    for a, b in zip(ok, ok[1:]):
        k = b["ops"] / a["ops"]
        print(f"  {a['ops']} -> {b['ops']} ops ({k:.1f}x): parse {b['parse_s'] / a['parse_s']:.1f}x, verify "
              f"{b['verify_s'] / a['verify_s']:.1f}x, interpret {b['interpret_s'] / a['interpret_s']:.1f}x")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--layers", default="13,133,1333", help="comma-separated layer counts (~75 ops each)")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--json", type=Path, default=None)
    parser.add_argument("--child", type=int, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        print(json.dumps(measure(args.child, args.repeat)))
        return 0
    rows = run([int(n) for n in args.layers.split(",")], args.repeat)
    report(rows)
    if args.json:
        args.json.write_text(json.dumps(rows, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
