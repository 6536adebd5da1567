"""Bit tests of the fast paths behind the medium benchmarks (docs/benchmarks.md): each gives
the plain path's bits (element.FAST off, as under STABLEHLO_TRANSLATE_PLAIN=1) on edge values:
infinities, NaN, signed zeros, subnormals, values at and near rounding boundaries."""
from __future__ import annotations

import math

import numpy as np
import pytest

from stablehlo_translate.interpreter import element as el

_F32 = np.dtype(np.float32)


def _midpoints(rng: np.random.Generator, count: int, scale: float = 1.0) -> np.ndarray:
    """Doubles exactly halfway between two adjacent f32 values."""
    low = (rng.uniform(0.5, 2.0, count) * scale).astype(np.float32)
    return (low.astype(np.float64) + np.nextafter(low, np.float32(np.inf)).astype(np.float64)) / 2


def _check_clear(r: np.ndarray) -> np.ndarray | None:
    """element._rounded_clear_of_boundaries, and that it is right when it answers."""
    with np.errstate(over="ignore"):
        got = el._rounded_clear_of_boundaries(r)
    if got is not None:
        assert np.isfinite(r).all() and not el.near_rounding_boundary(r, _F32).any()
        assert got.dtype == _F32 and got.shape == r.shape
        assert got.tobytes() == r.astype(np.float32).tobytes()
    return got


def test_f32_rounding_is_clear_only_away_from_every_boundary():
    rng = np.random.default_rng(3)
    plain = rng.uniform(0.3, 3.0, 4096)
    assert _check_clear(plain) is not None  # the usual case takes the fast path
    assert _check_clear(-plain) is not None
    assert _check_clear(np.array(1.5)) is not None  # 0-d stays 0-d
    spacing = np.spacing(1.0)
    tiny, huge = 2.0 ** -126, float(np.finfo(np.float32).max)
    for mid in _midpoints(rng, 8).tolist() + _midpoints(rng, 4, 2.0 ** 100).tolist() + [huge + 2.0 ** 103]:
        for ulps in range(-9, 10):  # within the 4-ULP margin and somewhat beyond
            r = plain.copy()
            r[1234] = mid + ulps * spacing * mid
            if abs(ulps) <= 4:
                assert _check_clear(r) is None, (mid, ulps)
            else:
                _check_clear(r)
    edges = [np.nan, np.inf, -np.inf, 0.0, -0.0, 1e-40, -1e-40, 2.0 ** -149, tiny, tiny * (1 - 2.0 ** -30),
             huge * 2, 2.0 ** 128, -(2.0 ** 128), 1e300, 1e-300, -0.5]
    for value in edges:
        r = plain.copy()
        r[7] = value
        _check_clear(r)
        if not (np.isfinite(value) and abs(value) > tiny):
            assert _check_clear(r) is None, value
    mixed = np.concatenate([plain, -plain])
    assert _check_clear(mixed) is not None  # both signs: by magnitude


@pytest.mark.parametrize("name", ["exp", "tanh", "log", "sin", "expm1", "log1p", "atan2", "pow"])
@pytest.mark.parametrize("sign", [1, -1])
def test_f32_libm_fast_results_are_glibc_rounded_once(name, sign):
    """libm_real on f32 arrays the fast path takes (one-signed normal results; both signs as
    well): every element is math's double rounded once to f32, as the plain path gives."""
    rng = np.random.default_rng(11)
    x = (sign * rng.uniform(0.05, 3.0, 20000)).astype(np.float32)
    args = [np.abs(x)] if name in ("log", "log1p") else [x]
    if name in ("atan2", "pow"):
        args = [np.abs(x), rng.uniform(0.5, 2.0, x.size).astype(np.float32)]
    got = el.libm_real(name, *args)
    fn = getattr(math, name)
    want = np.array([fn(*(float(a[i]) for a in args)) for i in range(x.size)]).astype(np.float32)
    assert got.dtype == np.float32 and got.tobytes() == want.tobytes()
    saved = el.FAST
    el.FAST = False
    try:
        assert el.libm_real(name, *args).tobytes() == got.tobytes()
    finally:
        el.FAST = saved


@pytest.mark.parametrize("name", ["maximum", "minimum"])
@pytest.mark.parametrize("dtype", [np.float32, np.float64])
def test_native_maximum_minimum_keep_the_picked_operands_bits(name, dtype):
    """element.binary_kernel's maximum/minimum: numpy's pick where no NaN or equal zeros
    occur, the full rules where they do (signed zero ties, NaN payloads of either side)."""
    rng = np.random.default_rng(5)
    kernel = el.binary_kernel(name, np.dtype(dtype), {})
    plain = getattr(el, name)
    x, y = rng.standard_normal(300).astype(dtype), rng.standard_normal(300).astype(dtype)
    quiet = np.array([0x7FC00001, 0xFFC00002], np.uint32).view(np.float32).astype(dtype)
    specials = {"clean": [], "ties": [(0.0, -0.0), (-0.0, 0.0), (-0.0, -0.0), (1.5, 1.5)],
                "nan x": [(quiet[0], 1.0)], "nan y": [(2.0, quiet[1])], "nans": [(quiet[0], quiet[1])],
                "inf": [(np.inf, -np.inf), (-np.inf, 3.0)], "subnormal": [(1e-45, -1e-45), (5e-324, 0.0)]}
    for pairs in specials.values():
        a, b = x.copy(), y.copy()
        for i, (u, v) in enumerate(pairs):
            a[17 * i + 3], b[17 * i + 3] = u, v
        with np.errstate(all="ignore"):
            assert kernel(a, b).tobytes() == plain(a, b).tobytes()
            assert kernel(a, np.broadcast_to(dtype(0.0), a.shape)).tobytes() == plain(a, np.zeros_like(a)).tobytes()
            assert kernel(a, np.broadcast_to(dtype(-0.0), a.shape)).tobytes() == plain(a, -np.zeros_like(a)).tobytes()


def _runs(text: str, *args: np.ndarray) -> None:
    """The program's results on the walker's first run and the compiled later runs (where
    ops' ``specialize`` closures run) equal the plain path's, bit for bit."""
    import stablehlo_translate as st

    saved = el.FAST
    el.FAST = False
    try:
        plain = st.interpret(st.parse_module(text), *args)
    finally:
        el.FAST = saved
    module = st.parse_module(text)
    for _ in range(3):
        got = st.interpret(module, *args)
        assert [(g.dtype, g.shape, g.tobytes()) for g in got] == [(p.dtype, p.shape, p.tobytes()) for p in plain]


def _scatter_text(rows: int, cols: int, count: int, ty: str, index_ty: str, body: str = "add") -> str:
    t, u, ix = f"tensor<{rows}x{cols}x{ty}>", f"tensor<{count}x{cols}x{ty}>", f"tensor<{count}x1x{index_ty}>"
    return (f"func.func @main(%x: {t}, %i: {ix}, %u: {u}) -> {t} {{\n"
            f'  %0 = "stablehlo.scatter"(%x, %i, %u) <{{scatter_dimension_numbers = #stablehlo.scatter<'
            f"update_window_dims = [1], inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], "
            f"index_vector_dim = 1>}}> ({{\n  ^bb0(%a: tensor<{ty}>, %b: tensor<{ty}>):\n"
            f"    %1 = stablehlo.{body} %a, %b : tensor<{ty}>\n    stablehlo.return %1 : tensor<{ty}>\n"
            f"  }}) : ({t}, {ix}, {u}) -> {t}\n  return %0 : {t}\n}}")


@pytest.mark.parametrize("ty,index_ty", [("f32", "i32"), ("f64", "i64"), ("i32", "i8"), ("f32", "ui32"),
                                         ("ui8", "i16"), ("f32", "ui64")])
@pytest.mark.parametrize("body", ["add", "maximum"])
def test_row_scatter_add_gives_the_plain_bits(ty, index_ty, body):
    """Row scatter-add (indexing.specialize_scatter): repeated rows summed in update order,
    out-of-bounds rows (negative, past the end) skipped, NaN/inf/-0.0 and wrapping ints."""
    rng = np.random.default_rng(2)
    dt = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "ui8": np.uint8}[ty]
    idt = {"i32": np.int32, "i64": np.int64, "i8": np.int8, "ui32": np.uint32, "i16": np.int16,
           "ui64": np.uint64}[index_ty]
    rows, cols, count = 6, 5, 40
    signed = np.dtype(idt).kind == "i"
    index = rng.integers(-2 if signed else 0, rows + 2, (count, 1)).astype(idt)
    if dt in (np.float32, np.float64):
        x = rng.standard_normal((rows, cols)).astype(dt)
        u = (rng.standard_normal((count, cols)) * 1e3).astype(dt)
        x[0, 0], x[1, 1], u[3, 2], u[4, 0], u[5, 1] = -0.0, np.inf, np.nan, -np.inf, -0.0
        u[7] = np.array([1e38, 1e-45, -1e-45, 3e38, -0.0])[:cols].astype(dt)
    else:
        info = np.iinfo(dt)
        x = rng.integers(info.min, info.max, (rows, cols), endpoint=True).astype(dt)
        u = rng.integers(info.min, info.max, (count, cols), endpoint=True).astype(dt)
    _runs(_scatter_text(rows, cols, count, ty, index_ty, body), x, index, u)
    in_bounds = np.abs(index.astype(np.int64)) % rows  # every row inside: no filtering
    _runs(_scatter_text(rows, cols, count, ty, index_ty, body), x, in_bounds.astype(idt), u)


@pytest.mark.parametrize("ty", ["f32", "f64"])
@pytest.mark.parametrize("body", ["add", "multiply"])
@pytest.mark.parametrize("shape,dims", [((40, 33), [1]), ((33, 40), [0]), ((5, 20, 7), [1]), ((6, 4, 30), [0, 2]),
                                        ((64, 18), [0]), ((3, 2, 17), [2])])
def test_reduce_over_a_long_axis_gives_the_plain_bits(ty, body, shape, dims):
    """specialize_reduce's float add/multiply of several lanes (reduction._rows_fold): a
    sequential fold per lane from the init value, whichever axes are reduced, on values
    with NaN, infinities, signed zeros, subnormals and sums that cancel."""
    rng = np.random.default_rng(9)
    dt = np.float32 if ty == "f32" else np.float64
    x = (rng.standard_normal(shape) * (1.0 if body == "multiply" else 1e4)).astype(dt)
    flat = x.reshape(-1)
    specials = [np.nan, np.inf, -np.inf, -0.0, 0.0, 1e-45 if ty == "f32" else 5e-324, 3e38, -3e38]
    flat[rng.choice(flat.size, len(specials), replace=False)] = specials
    kept = [d for d in range(len(shape)) if d not in dims]
    t, r = f"tensor<{'x'.join(map(str, shape))}x{ty}>", f"tensor<{''.join(f'{shape[d]}x' for d in kept)}{ty}>"
    init = "-0.000000e+00" if body == "add" else "1.000000e+00"
    text = (f"func.func @main(%x: {t}) -> {r} {{\n  %c = stablehlo.constant dense<{init}> : tensor<{ty}>\n"
            f"  %0 = stablehlo.reduce(%x init: %c) applies stablehlo.{body} across dimensions = {dims} "
            f": ({t}, tensor<{ty}>) -> {r}\n  return %0 : {r}\n}}")
    _runs(text, x)
    _runs(text, np.abs(x))  # no cancelling signs: other sums


def _sort_text(shape: tuple[int, ...], ty: str, dimension: int, direction: str, compare_type: str) -> str:
    t = f"tensor<{'x'.join(map(str, shape))}x{ty}>"
    return (f"func.func @main(%x: {t}) -> {t} {{\n"
            f'  %0 = "stablehlo.sort"(%x) <{{dimension = {dimension} : i64, is_stable = true}}> ({{\n'
            f"  ^bb0(%a: tensor<{ty}>, %b: tensor<{ty}>):\n"
            f"    %1 = stablehlo.compare {direction}, %a, %b, {compare_type} : (tensor<{ty}>, tensor<{ty}>) -> tensor<i1>\n"
            f"    stablehlo.return %1 : tensor<i1>\n  }}) : ({t}) -> {t}\n  return %0 : {t}\n}}")


@pytest.mark.parametrize("ty,compare_type", [("f32", "FLOAT"), ("f64", "FLOAT"), ("i32", "SIGNED"),
                                             ("ui16", "UNSIGNED"), ("i8", "UNSIGNED"), ("f32", "TOTALORDER")])
@pytest.mark.parametrize("direction", ["LT", "GT"])
@pytest.mark.parametrize("case", ["plain", "duplicates", "zeros", "signed zeros", "nan", "extremes"])
def test_one_operand_sort_gives_the_stable_sorts_bits(ty, compare_type, direction, case):
    """sorting._values_order (numpy's fastest sort where the sorted bits are unique) and its
    fallbacks: duplicates, zeros of one or both signs, NaN, infinities and subnormals, along
    either dimension."""
    rng = np.random.default_rng(4)
    dt = {"f32": np.float32, "f64": np.float64, "i32": np.int32, "ui16": np.uint16, "i8": np.int8}[ty]
    shape = (7, 50)
    if np.dtype(dt).kind == "f":
        x = rng.standard_normal(shape).astype(dt)
        extra = {"plain": [], "duplicates": [1.5, 1.5, -2.0, -2.0], "zeros": [0.0, 0.0, 0.0],
                 "signed zeros": [0.0, -0.0, -0.0, 0.0], "nan": [np.nan, 1.0, -np.nan],
                 "extremes": [np.inf, -np.inf, 1e-45, -1e-45, 5e-324]}[case]
    else:
        info = np.iinfo(dt)
        x = rng.integers(info.min, info.max, shape, endpoint=True).astype(dt)
        extra = {"duplicates": [3, 3, 3], "zeros": [0, 0], "extremes": [info.min, info.max, info.min]}.get(case, [])
    flat = x.reshape(-1)
    with np.errstate(all="ignore"):
        for i, value in enumerate(extra):
            flat[i * 23 % flat.size] = value
            flat[(i * 23 + 5) % flat.size] = value
    for dimension in (0, 1):
        _runs(_sort_text(shape, ty, dimension, direction, compare_type), x)


@pytest.mark.parametrize("ty", ["f32", "f64", "i32"])
@pytest.mark.parametrize("body,init", [("maximum", "-inf"), ("maximum", "0"), ("minimum", "inf"), ("add", "0")])
@pytest.mark.parametrize("case", ["plain", "signed zeros", "nan", "extremes"])
@pytest.mark.parametrize("window,strides,dilations", [((2, 2), (2, 2), (1, 1)), ((3, 2), (1, 2), (1, 1)),
                                                      ((2, 3), (2, 1), (2, 1)), ((1, 1), (1, 1), (1, 1))])
def test_reduce_window_gives_the_plain_bits(ty, body, init, case, window, strides, dilations):
    """specialize_reduce_window (strided views folded by reduction.fold_slabs; maximum and
    minimum by numpy's pick where no NaN or zero results): pooling windows with strides and
    dilations over NaN, signed zeros, infinities and subnormals, from the identity or not."""
    rng = np.random.default_rng(6)
    shape = (9, 12)
    dt = {"f32": np.float32, "f64": np.float64, "i32": np.int32}[ty]
    if dt == np.int32:
        x = rng.integers(-1000, 1000, shape).astype(dt)
        init_text = {"-inf": "-2147483648", "inf": "2147483647", "0": "0"}[init]
    else:
        x = rng.standard_normal(shape).astype(dt)
        extra = {"plain": [], "signed zeros": [0.0, -0.0, -0.0, 0.0, -0.0], "nan": [np.nan, -np.nan, 1.0],
                 "extremes": [np.inf, -np.inf, 1e-45, -1e-45]}[case]
        for i, value in enumerate(extra):
            x[i % 9, (3 * i) % 12], x[(i + 4) % 9, (5 * i + 1) % 12] = value, value
        init_text = {"-inf": "0xFF800000" if ty == "f32" else "0xFFF0000000000000",
                     "inf": "0x7F800000" if ty == "f32" else "0x7FF0000000000000", "0": "0.000000e+00"}[init]
    out = [(n - ((w - 1) * d + 1)) // s + 1 for n, w, s, d in zip(shape, window, strides, dilations)]
    t, r, s0 = f"tensor<9x12x{ty}>", f"tensor<{out[0]}x{out[1]}x{ty}>", f"tensor<{ty}>"

    def ints(values):
        return ", ".join(map(str, values))
    text = (f"func.func @main(%x: {t}) -> {r} {{\n  %c = stablehlo.constant dense<{init_text}> : {s0}\n"
            f'  %0 = "stablehlo.reduce_window"(%x, %c) <{{window_dimensions = array<i64: {ints(window)}>, '
            f"window_strides = array<i64: {ints(strides)}>, window_dilations = array<i64: {ints(dilations)}>}}> ({{\n"
            f"  ^bb0(%a: {s0}, %b: {s0}):\n    %1 = stablehlo.{body} %a, %b : {s0}\n"
            f"    stablehlo.return %1 : {s0}\n  }}) : ({t}, {s0}) -> {r}\n  return %0 : {r}\n}}")
    _runs(text, x)
