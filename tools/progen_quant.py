"""Quantized programs with their float arguments, for the preservation check of
``--stablehlo-legalize-quant-to-math`` (tools/preserve.py ``--quantized N``).

    from progen_quant import generate_quantized
    for name, text, args in generate_quantized(seed=0, n=100):
        ...   # @main takes f32 tensors and returns quantized ones (storage values)

Program ``i`` depends only on ``(seed, i)``: its f32 arguments are quantized (per tensor, or per
axis for a dot/convolution rhs), one quantized op runs on them, and @main returns its result.
The ops: ``uniform_quantize`` (also requantize), ``uniform_dequantize``, ``add``, ``dot``,
``dot_general`` (batching dims too), NHWC ``convolution`` (with padding), their hybrid forms (f32
lhs), ops that only move data (``reshape``, ``transpose``, ``maximum``) and ops the lowering
decomposes (``multiply``, ``abs``, ``tanh``). Arguments include values on rounding ties
(``(k + 0.5) * scale``) and beyond the storage range.
"""
from __future__ import annotations

import itertools
from typing import Iterator

import numpy as np

SCALES = (1.0, 0.5, 0.25, 2.0, 0.1, 0.3, 0.0625, 3.0, 0.07)
STORAGES = ("i8", "i8", "i8", "i16", "i4", "i32", "ui8")
KINDS = ("quantize", "quantize_axis", "dequantize", "requantize", "add", "add_mixed", "dot", "dot_general",
         "dot_general_axis", "dot_hybrid", "conv", "conv_hybrid", "reshape", "transpose", "maximum", "multiply",
         "abs", "tanh")


def _range(storage: str) -> tuple[int, int]:
    width = int(storage.lstrip("ui"))
    return (0, (1 << width) - 1) if storage.startswith("u") else (-(1 << (width - 1)), (1 << (width - 1)) - 1)


class _Program:
    def __init__(self, rng: np.random.Generator):
        self.rng = rng
        self.lines: list[str] = []
        self.args: list[tuple[str, np.ndarray]] = []
        self.count = 0

    def pick(self, options):
        return options[int(self.rng.integers(len(options)))]

    def qtype(self, storage: str | None = None, axis: int | None = None, size: int = 0,
              zero: bool = False) -> str:
        storage = storage or self.pick(STORAGES)
        low, high = _range(storage)

        def zp() -> int:
            return 0 if zero else int(self.rng.integers(max(low, -5), min(high, 5) + 1))
        if axis is None:
            return f"!quant.uniform<{storage}:f32, {self.pick(SCALES)!r}:{zp()}>"
        params = ", ".join(f"{self.pick(SCALES)!r}:{zp()}" for _ in range(size))
        return f"!quant.uniform<{storage}:f32:{axis}, {{{params}}}>"

    def arg(self, shape: tuple[int, ...]) -> str:
        name = f"%arg{len(self.args)}"
        scale = self.pick(SCALES)
        ties = (self.rng.integers(-40, 40, shape) + 0.5) * scale
        spread = self.rng.normal(0.0, 30.0 * scale, shape)
        values = np.where(self.rng.random(shape) < 0.3, ties, spread).astype(np.float32)
        self.args.append((name, values))
        return name

    def emit(self, text: str) -> str:
        self.count += 1
        name = f"%v{self.count}"
        self.lines.append(f"    {name} = {text}")
        return name

    def quantize(self, value: str, shape: tuple[int, ...], qtype: str) -> str:
        return self.emit(f"stablehlo.uniform_quantize {value} : ({_t(shape, 'f32')}) -> {_t(shape, qtype)}")


def _t(shape: tuple[int, ...], element: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def _dot(p: _Program, kind: str) -> tuple[str, str]:
    m, k, n = (int(p.rng.integers(1, 5)) for _ in range(3))
    lhs_q = p.qtype("i8")
    if kind == "dot_general_axis":  # result scales proportional to the rhs's (upstream assumes it)
        scales = [p.pick(SCALES) for _ in range(n)]
        ratio = p.pick(SCALES)
        rhs_q = "!quant.uniform<i8:f32:1, {" + ", ".join(f"{s!r}:0" for s in scales) + "}>"
        res_q = "!quant.uniform<i32:f32:1, {" + ", ".join(f"{s * ratio!r}:0" for s in scales) + "}>"
    else:  # the spec wants a zero rhs zero point (dot_general C?, "Zero point of rhs should be 0")
        rhs_q, res_q = p.qtype("i8", zero=True), p.qtype(p.pick(("i32", "i8")))
    lhs = p.arg((m, k))
    rhs = p.quantize(p.arg((k, n)), (k, n), rhs_q)
    if kind == "dot_hybrid":
        result = p.emit(f"stablehlo.dot_general {lhs}, {rhs}, contracting_dims = [1] x [0] : "
                        f"({_t((m, k), 'f32')}, {_t((k, n), rhs_q)}) -> {_t((m, n), 'f32')}")
        return result, _t((m, n), "f32")
    ql = p.quantize(lhs, (m, k), lhs_q)
    if kind == "dot":
        result = p.emit(f"stablehlo.dot {ql}, {rhs} : ({_t((m, k), lhs_q)}, {_t((k, n), rhs_q)}) -> "
                        f"{_t((m, n), res_q)}")
    else:
        result = p.emit(f"stablehlo.dot_general {ql}, {rhs}, contracting_dims = [1] x [0] : "
                        f"({_t((m, k), lhs_q)}, {_t((k, n), rhs_q)}) -> {_t((m, n), res_q)}")
    return result, _t((m, n), res_q)


def _conv(p: _Program, hybrid: bool) -> tuple[str, str]:
    b, h, w, c, o = 1, int(p.rng.integers(2, 5)), int(p.rng.integers(2, 5)), int(p.rng.integers(1, 3)), 2
    pad = int(p.rng.integers(0, 2))
    lhs_q, rhs_q, res_q = p.qtype("i8"), p.qtype("i8", zero=True), p.qtype("i32")
    lhs = p.arg((b, h, w, c))
    rhs = p.quantize(p.arg((2, 2, c, o)), (2, 2, c, o), rhs_q)
    out = (b, h + 2 * pad - 1, w + 2 * pad - 1, o)
    window = f"window = {{stride = [1, 1], pad = [[{pad}, {pad}], [{pad}, {pad}]]}}"
    attrs = "{batch_group_count = 1 : i64, feature_group_count = 1 : i64}"
    if hybrid:
        result = p.emit(f"stablehlo.convolution({lhs}, {rhs}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
                        f"{window} {attrs} : ({_t((b, h, w, c), 'f32')}, {_t((2, 2, c, o), rhs_q)}) -> "
                        f"{_t(out, 'f32')}")
        return result, _t(out, "f32")
    ql = p.quantize(lhs, (b, h, w, c), lhs_q)
    result = p.emit(f"stablehlo.convolution({ql}, {rhs}) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f], "
                    f"{window} {attrs} : ({_t((b, h, w, c), lhs_q)}, {_t((2, 2, c, o), rhs_q)}) -> "
                    f"{_t(out, res_q)}")
    return result, _t(out, res_q)


def _elementwise(p: _Program, kind: str) -> tuple[str, str]:
    shape = tuple(int(d) for d in p.rng.integers(1, 5, int(p.rng.integers(1, 3))))
    q = p.qtype()
    x = p.quantize(p.arg(shape), shape, q)
    if kind == "quantize":
        return x, _t(shape, q)
    if kind == "dequantize":
        return p.emit(f"stablehlo.uniform_dequantize {x} : ({_t(shape, q)}) -> {_t(shape, 'f32')}"), \
            _t(shape, "f32")
    if kind == "requantize":
        r = p.qtype()
        return p.emit(f"stablehlo.uniform_quantize {x} : ({_t(shape, q)}) -> {_t(shape, r)}"), _t(shape, r)
    if kind == "reshape":
        flat = (int(np.prod(shape)),)
        return p.emit(f"stablehlo.reshape {x} : ({_t(shape, q)}) -> {_t(flat, q)}"), _t(flat, q)
    if kind == "transpose":
        perm = list(reversed(range(len(shape))))
        out = tuple(shape[i] for i in perm)
        return p.emit(f"stablehlo.transpose {x}, dims = {perm} : ({_t(shape, q)}) -> {_t(out, q)}"), _t(out, q)
    storage = q.split("<")[1].split(":")[0]
    if kind in ("abs", "tanh"):
        r = q if kind == "abs" else p.qtype(storage)
        return p.emit(f"\"stablehlo.{kind}\"({x}) : ({_t(shape, q)}) -> {_t(shape, r)}"), _t(shape, r)
    same = kind in ("add", "maximum")
    y_q = q if same else p.qtype(storage)
    r = q if same else p.qtype(storage)
    y = p.quantize(p.arg(shape), shape, y_q)
    op = "add" if kind.startswith("add") else kind
    return p.emit(f"stablehlo.{op} {x}, {y} : ({_t(shape, q)}, {_t(shape, y_q)}) -> {_t(shape, r)}"), _t(shape, r)


def quantized_program(seed: int, index: int) -> tuple[str, str, list[np.ndarray]]:
    rng = np.random.default_rng([seed, index, 7])
    p = _Program(rng)
    kind = KINDS[index % len(KINDS)]
    if kind == "quantize_axis":
        shape = (int(rng.integers(1, 4)), int(rng.integers(1, 4)))
        q = p.qtype(axis=1, size=shape[1])
        result, type_ = p.quantize(p.arg(shape), shape, q), _t(shape, q)
    elif kind.startswith("dot"):
        result, type_ = _dot(p, kind)
    elif kind.startswith("conv"):
        result, type_ = _conv(p, kind == "conv_hybrid")
    else:
        result, type_ = _elementwise(p, kind)
    params = ", ".join(f"{name}: {_t(values.shape, 'f32')}" for name, values in p.args)
    text = (f"func.func @main({params}) -> {type_} {{\n" + "\n".join(p.lines)
            + f"\n    func.return {result} : {type_}\n}}\n")
    return f"quantized/{kind}/{index}", text, [values for _, values in p.args]


def generate_quantized(seed: int, n: int, start: int = 0) -> Iterator[tuple[str, str, list[np.ndarray]]]:
    for index in itertools.islice(itertools.count(start), n):
        yield quantized_program(seed, index)


def differences(seed: int, n: int) -> dict[str, list[int]]:
    """Per kind: programs, programs whose result differs after ``--stablehlo-legalize-quant-to-math``
    (interpreted both ways), the largest difference (storage units, or f32 ulps) and differing elements."""
    import preserve
    from stablehlo_translate.cli.opt import OptOptions, run_pipeline

    steps = preserve.pipeline_of("stablehlo-legalize-quant-to-math")
    stats: dict[str, list[int]] = {}
    for name, text, args in generate_quantized(seed, n):
        before = preserve.run(preserve.parse_module(text, name), args)[0][0]
        lowered = run_pipeline(preserve.parse_module(text, name), OptOptions(steps), [])
        after = preserve.run(preserve.parse_module(preserve.printed(lowered), name), args)[0][0]
        if before.dtype == np.float32:
            before, after = before.view(np.int32), after.view(np.int32)
        gap = np.abs(before.astype(np.int64) - after.astype(np.int64))
        row = stats.setdefault(name.split("/")[1], [0, 0, 0, 0])
        row[0] += 1
        if gap.any():
            row[1] += 1
            row[2] = max(row[2], int(gap.max()))
            row[3] += int(np.count_nonzero(gap))
    return stats


if __name__ == "__main__":
    import argparse
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    parser = argparse.ArgumentParser(description="quantized programs; --differences N tabulates how "
                                                 "--stablehlo-legalize-quant-to-math changes their results")
    parser.add_argument("--differences", type=int, default=360, metavar="N")
    parser.add_argument("--seed", type=int, default=0)
    options = parser.parse_args()
    print(f"{'kind':18} {'programs':>8} {'differ':>7} {'max gap':>8} {'elements':>9}")
    for kind, (count, differ, gap, elements) in sorted(differences(options.seed, options.differences).items()):
        print(f"{kind:18} {count:8} {differ:7} {gap:8} {elements:9}")
