"""Fast paths give the same bits as the plain paths (element.FAST off, as under
STABLEHLO_TRANSLATE_PLAIN=1): scalar binary kernels in the interpreter, in-place slab
folds of lone-op reduce/reduce_window bodies, and numpy reductions over long axes."""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.interpreter import element as el


def _run(text: str, *args: np.ndarray, fast: bool) -> list[np.ndarray]:
    saved = el.FAST
    el.FAST = fast
    try:
        return st.interpret(st.parse_module(text), *args)  # a fresh parse: steps are cached per op
    finally:
        el.FAST = saved


def _same_bits(text: str, *args: np.ndarray) -> None:
    fast, plain = _run(text, *args, fast=True), _run(text, *args, fast=False)
    assert len(fast) == len(plain)
    for a, b in zip(fast, plain):
        assert a.dtype == b.dtype and a.shape == b.shape
        assert a.tobytes() == b.tobytes()


def _values(dtype: str, shape: tuple[int, ...], rng: np.random.Generator) -> np.ndarray:
    dt = np.dtype(dtype)
    if dt == np.bool_:
        return rng.integers(0, 2, shape).astype(dt)
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return rng.integers(info.min, info.max, shape, dtype=dt, endpoint=True)
    x = rng.standard_normal(shape).astype(dt) * dt.type(1e3)
    special = np.array([np.nan, np.inf, -np.inf, -0.0, 0.0, np.finfo(dt).max], dt)
    flat = x.reshape(-1)
    flat[rng.integers(0, flat.size, min(flat.size, 12))] = rng.choice(special, min(flat.size, 12))
    return x


_TYPES = {"f32": "float32", "f64": "float64", "i32": "int32", "i8": "int8", "ui16": "uint16",
          "i64": "int64", "i1": "bool"}


@pytest.mark.parametrize("ty", list(_TYPES))
@pytest.mark.parametrize("op", ["add", "subtract", "multiply", "and", "or", "xor"])
def test_binary_kernels_match_evaluators(op: str, ty: str) -> None:
    if (ty == "i1" and op == "subtract") or (ty in ("f32", "f64") and op in ("and", "or", "xor")):
        pytest.skip("not defined for this type")
    rng = np.random.default_rng(1)
    for shape in ((), (5, 7)):
        t = "tensor<" + "".join(f"{d}x" for d in shape) + ty + ">"
        text = (f"func.func @main(%a: {t}, %b: {t}) -> {t} {{\n"
                f"  %0 = stablehlo.{op} %a, %b : {t}\n  return %0 : {t}\n}}")
        _same_bits(text, _values(_TYPES[ty], shape, rng), _values(_TYPES[ty], shape, rng))


@pytest.mark.parametrize("ty", list(_TYPES))
@pytest.mark.parametrize("compare_type", ["", ", FLOAT", ", SIGNED", ", UNSIGNED", ", TOTALORDER"])
@pytest.mark.parametrize("direction", ["EQ", "NE", "LT", "LE", "GT", "GE"])
def test_compare_kernel_matches_evaluator(direction: str, compare_type: str, ty: str) -> None:
    rng = np.random.default_rng(2)
    t, r = f"tensor<6x{ty}>", "tensor<6xi1>"
    text = (f"func.func @main(%a: {t}, %b: {t}) -> {r} {{\n"
            f"  %0 = stablehlo.compare {direction}, %a, %b{compare_type} : ({t}, {t}) -> {r}\n"
            f"  return %0 : {r}\n}}")
    a = _values(_TYPES[ty], (6,), rng)
    _same_bits(text, a, np.where(rng.integers(0, 2, 6).astype(bool), a, _values(_TYPES[ty], (6,), rng)))


def test_fast_path_is_taken() -> None:
    """The kernel replaces the evaluator (so the comparisons above test two paths)."""
    module = st.parse_module("func.func @main(%a: tensor<f32>) -> tensor<f32> {\n"
                             "  %0 = stablehlo.add %a, %a : tensor<f32>\n  return %0 : tensor<f32>\n}")
    st.interpret(module, np.array(1.0, np.float32))
    add = module.functions["main"].regions[0].blocks[0].operations[0]
    assert el.FAST and add.cache["step"].fn.__name__ == "kernel"


@pytest.mark.parametrize("ty", ["f32", "f64"])
@pytest.mark.parametrize("body", ["maximum", "minimum"])
@pytest.mark.parametrize("zeros", [False, True])
def test_float_pick_folds_without_nan(ty: str, body: str, zeros: bool) -> None:
    """numpy's max/min reduce where no result is NaN or zero; ties of -0.0/+0.0 (lanes whose
    extreme is a zero) and infinities keep the sequential fold's bits."""
    rng = np.random.default_rng(4)
    dt = np.dtype(_TYPES[ty])
    x = rng.standard_normal((8, 40)).astype(dt)
    x[1, 3], x[2, 7] = np.inf, -np.inf
    if zeros:
        x[3] = -np.abs(x[3])
        x[3, [4, 9]] = [-0.0, 0.0]
        x[4] = np.abs(x[4])
        x[4, [5, 11]] = [0.0, -0.0]
    t, r = f"tensor<8x40x{ty}>", f"tensor<8x{ty}>"
    text = (f"func.func @main(%x: {t}, %i: tensor<{ty}>) -> {r} {{\n"
            f"  %0 = stablehlo.reduce(%x init: %i) applies stablehlo.{body} across dimensions = [1]"
            f" : ({t}, tensor<{ty}>) -> {r}\n  return %0 : {r}\n}}")
    for init in (np.array(-np.inf if body == "maximum" else np.inf, dt), np.array(-0.0, dt), np.array(0.0, dt)):
        _same_bits(text, x, init)


@pytest.mark.parametrize("ty", ["f32", "f64", "i32", "ui16", "i1"])
@pytest.mark.parametrize("body", ["add", "multiply", "maximum", "minimum"])
@pytest.mark.parametrize("dims,shape", [([1], (6, 5)), ([0], (6, 5)), ([0, 1], (6, 5)), ([1], (2, 40)),
                                        ([1], (40, 300)), ([0, 2], (30, 5, 40))])
def test_reduce_folds_match_region_fold(body: str, ty: str, dims: list[int], shape: tuple[int, ...]) -> None:
    """Few-step slab folds (in place or by the body's evaluator) and long-axis numpy reductions."""
    rng = np.random.default_rng(3)
    t = "tensor<" + "".join(f"{d}x" for d in shape) + ty + ">"
    out = [d for i, d in enumerate(shape) if i not in dims]
    r = "tensor<" + "".join(f"{d}x" for d in out) + ty + ">"
    text = (f"func.func @main(%x: {t}, %i: tensor<{ty}>) -> {r} {{\n"
            f"  %0 = stablehlo.reduce(%x init: %i) applies stablehlo.{body} across dimensions = {dims}"
            f" : ({t}, tensor<{ty}>) -> {r}\n  return %0 : {r}\n}}")
    x = _values(_TYPES[ty], shape, rng)
    for init in (_values(_TYPES[ty], (), rng), np.zeros((), _TYPES[ty])):
        _same_bits(text, x, init)


@pytest.mark.parametrize("ty", ["f32", "i32", "i1"])
@pytest.mark.parametrize("body", ["add", "maximum"])
def test_reduce_window_folds_match_region_fold(body: str, ty: str) -> None:
    rng = np.random.default_rng(4)
    t, r = f"tensor<9x8x{ty}>", f"tensor<4x2x{ty}>"
    text = (f"func.func @main(%x: {t}, %i: tensor<{ty}>) -> {r} {{\n"
            f'  %0 = "stablehlo.reduce_window"(%x, %i) <{{window_dimensions = array<i64: 3, 2>, '
            f"window_strides = array<i64: 2, 3>, window_dilations = array<i64: 1, 2>}}> ({{\n"
            f"  ^bb0(%a: tensor<{ty}>, %b: tensor<{ty}>):\n"
            f"    %1 = stablehlo.{body} %a, %b : tensor<{ty}>\n"
            f"    stablehlo.return %1 : tensor<{ty}>\n"
            f"  }}) : ({t}, tensor<{ty}>) -> {r}\n  return %0 : {r}\n}}")
    _same_bits(text, _values(_TYPES[ty], (9, 8), rng), _values(_TYPES[ty], (), rng))


@pytest.mark.parametrize("axis, operand, indices, ivd", [
    (0, (6, 4), (5, 1), 1),        # an embedding lookup, as JAX emits it
    (0, (6, 4, 3), (2, 5), 2),     # index_vector_dim == rank: implicit trailing 1
    (1, (3, 7, 2), (4, 1), 1),     # rows along a middle axis
    (0, (5, 2), (3, 1), 1),        # out-of-range starts are clamped
])
def test_row_gather_matches_general_gather(axis: int, operand: tuple, indices: tuple, ivd: int) -> None:
    rng = np.random.default_rng(5)
    x = rng.standard_normal(operand).astype(np.float32)
    idx = rng.integers(-3, operand[axis] + 3, indices).astype(np.int32)
    batch = [d for i, d in enumerate(indices) if i != ivd or ivd == len(indices)]
    offsets = list(range(len(batch), len(batch) + len(operand) - 1))
    out = batch + [d for i, d in enumerate(operand) if i != axis]
    sizes = [1 if i == axis else d for i, d in enumerate(operand)]
    t = lambda shape, e: "tensor<" + "".join(f"{d}x" for d in shape) + e + ">"
    text = (f"func.func @main(%x: {t(operand, 'f32')}, %i: {t(indices, 'i32')}) -> {t(out, 'f32')} {{\n"
            f'  %0 = "stablehlo.gather"(%x, %i) {{dimension_numbers = #stablehlo.gather<offset_dims = {offsets}, '
            f"collapsed_slice_dims = [{axis}], start_index_map = [{axis}], index_vector_dim = {ivd}>, "
            f"slice_sizes = array<i64: {', '.join(map(str, sizes))}>}} : ({t(operand, 'f32')}, {t(indices, 'i32')})"
            f" -> {t(out, 'f32')}\n  return %0 : {t(out, 'f32')}\n}}")
    _same_bits(text, x, idx)


@pytest.mark.parametrize("ty, low, high", [("ui8", 0, 255), ("ui32", 0, 2**32 - 1), ("i64", -2**63, 2**63 - 1),
                                           ("ui64", 0, 2**64 - 1), ("i8", -128, 127)])
def test_row_gather_index_types(ty: str, low: int, high: int) -> None:
    rng = np.random.default_rng(6)
    dt = np.dtype(_TYPES.get(ty, {"ui8": "uint8", "ui32": "uint32", "ui64": "uint64"}.get(ty)))
    idx = np.array([*rng.integers(0, 8, 6).tolist(), low, high, 5, 0], dtype=dt).reshape(10, 1)
    text = (f"func.func @main(%x: tensor<6x4xf32>, %i: tensor<10x1x{ty}>) -> tensor<10x4xf32> {{\n"
            f'  %0 = "stablehlo.gather"(%x, %i) {{dimension_numbers = #stablehlo.gather<offset_dims = [1], '
            f"collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, "
            f"slice_sizes = array<i64: 1, 4>}} : (tensor<6x4xf32>, tensor<10x1x{ty}>) -> tensor<10x4xf32>\n"
            f"  return %0 : tensor<10x4xf32>\n}}")
    _same_bits(text, rng.standard_normal((6, 4)).astype(np.float32), idx)


@pytest.mark.parametrize("body", ["add", "multiply"])
@pytest.mark.parametrize("dims,shape", [([1], (40, 300)), ([0, 2], (30, 5, 40)), ([0], (300, 3))])
def test_complex_long_axis_folds_match_region_fold(body: str, dims: list[int], shape: tuple[int, ...]) -> None:
    rng = np.random.default_rng(4)
    ty = "complex<f32>"
    t = "tensor<" + "".join(f"{d}x" for d in shape) + ty + ">"
    r = "tensor<" + "".join(f"{d}x" for i, d in enumerate(shape) if i not in dims) + ty + ">"
    text = (f"func.func @main(%x: {t}, %i: tensor<{ty}>) -> {r} {{\n"
            f"  %0 = stablehlo.reduce(%x init: %i) applies stablehlo.{body} across dimensions = {dims}"
            f" : ({t}, tensor<{ty}>) -> {r}\n  return %0 : {r}\n}}")
    x = (rng.standard_normal(shape) + 1j * rng.standard_normal(shape)).astype(np.complex64)
    _same_bits(text, x, np.array(0.5 - 0.25j, np.complex64))


@pytest.mark.parametrize("ty", ["f32", "i32", "complex<f32>", "bf16", "f16"])
@pytest.mark.parametrize("indices, ivd", [("12x1", 1), ("3x4", 2), ("12", 1)])
def test_row_scatter_add_matches_general_scatter(ty: str, indices: str, ivd: int) -> None:
    """Repeated rows (combined in update order) and out-of-range rows (skipped)."""
    rng = np.random.default_rng(10)
    shape = tuple(int(d) for d in indices.split("x"))
    batch = shape if ivd == len(shape) else shape[:ivd] + shape[ivd + 1:]
    idx = rng.integers(-2, 7, shape).astype(np.int32)
    updates_shape = "x".join(map(str, batch + (5, 3)))
    rank = len(batch)
    t_in, t_up, t_ix = f"tensor<5x5x3x{ty}>", f"tensor<{updates_shape}x{ty}>", f"tensor<{indices}xi32>"
    text = (f"func.func @main(%x: {t_in}, %i: {t_ix}, %u: {t_up}) -> {t_in} {{\n"
            f'  %0 = "stablehlo.scatter"(%x, %i, %u) <{{scatter_dimension_numbers = #stablehlo.scatter<'
            f"update_window_dims = [{rank}, {rank + 1}], inserted_window_dims = [0], "
            f"scatter_dims_to_operand_dims = [0], index_vector_dim = {ivd}>}}> ({{\n"
            f"  ^bb0(%a: tensor<{ty}>, %b: tensor<{ty}>):\n    %s = stablehlo.add %a, %b : tensor<{ty}>\n"
            f"    stablehlo.return %s : tensor<{ty}>\n  }}) : ({t_in}, {t_ix}, {t_up}) -> {t_in}\n"
            f"  return %0 : {t_in}\n}}")

    def values(shape):
        x = rng.standard_normal(shape) * 100
        if ty == "i32":
            return x.astype(np.int32)
        if ty.startswith("complex"):
            return (x + 1j * rng.standard_normal(shape)).astype(np.complex64)
        import ml_dtypes
        return x.astype({"f32": np.float32, "bf16": ml_dtypes.bfloat16, "f16": np.float16}[ty])
    _same_bits(text, values((5, 5, 3)), idx, values(batch + (5, 3)))


@pytest.mark.parametrize("ty", ["f32", "f64", "bf16"])
@pytest.mark.parametrize("lhs, rhs, out, dims, window", [
    ("1x3x9x8", "4x3x3x2", "1x4x9x8", "[b, f, 0, 1]x[o, i, 0, 1]->[b, f, 0, 1]",
     "stride = [1, 1], pad = [[1, 1], [0, 1]], lhs_dilate = [1, 1], rhs_dilate = [1, 1]"),
    ("2x9x8x3", "2x3x3x5", "2x4x2x5", "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]",
     "stride = [2, 3], pad = [[0, 0], [0, 0]], lhs_dilate = [1, 1], rhs_dilate = [2, 1], reverse = [true, false]"),
    ("1x2x7", "3x2x3", "1x3x13", "[b, f, 0]x[o, i, 0]->[b, f, 0]",
     "stride = [1], pad = [[2, 0]], lhs_dilate = [2], rhs_dilate = [1]"),
    ("1x2x3", "1x2x3", "1x1x1", "[b, f, 0]x[o, i, 0]->[b, f, 0]",
     "stride = [1], pad = [[0, 0]], lhs_dilate = [1], rhs_dilate = [1]"),
])
def test_ungrouped_float_convolution_matches_im2col(ty: str, lhs: str, rhs: str, out: str, dims: str,
                                                     window: str) -> None:
    rng = np.random.default_rng(8)
    dt = np.dtype(_TYPES.get(ty, "float32")) if ty != "bf16" else None
    shape = lambda s: tuple(int(d) for d in s.split("x"))
    values = [rng.standard_normal(shape(s)).astype(np.float32) for s in (lhs, rhs)]
    if ty == "bf16":
        import ml_dtypes
        values = [v.astype(ml_dtypes.bfloat16) for v in values]
    else:
        values = [v.astype(dt) for v in values]
        special = np.array([np.inf, -np.inf, 0.0, -0.0, 1e-45, 3e38], dt)  # no NaN: einsum sums
        for v in values:
            v.reshape(-1)[rng.integers(0, v.size, 3)] = rng.choice(special, 3)
    tl, tr, to = (f"tensor<{s}x{ty}>" for s in (lhs, rhs, out))
    text = (f"func.func @main(%a: {tl}, %b: {tr}) -> {to} {{\n"
            f"  %0 = stablehlo.convolution(%a, %b) dim_numbers = {dims}, window = {{{window}}} "
            f"{{batch_group_count = 1 : i64, feature_group_count = 1 : i64}} : ({tl}, {tr}) -> {to}\n"
            f"  return %0 : {to}\n}}")
    _same_bits(text, *values)


@pytest.mark.parametrize("ty", ["f32", "complex<f32>", "f64"])
@pytest.mark.parametrize("m, k, n", [(9, 5, 3), (3, 5, 9), (70, 4, 2)])
def test_narrow_matmul_computed_transposed(ty: str, m: int, k: int, n: int) -> None:
    rng = np.random.default_rng(9)
    dt = {"f32": np.float32, "complex<f32>": np.complex64, "f64": np.float64}[ty]
    a, b = ((rng.standard_normal(s) + (1j * rng.standard_normal(s) if ty.startswith("complex") else 0)).astype(dt)
            for s in ((2, m, k), (2, k, n)))
    ta, tb, to = (f"tensor<2x{x}x{y}x{ty}>" for x, y in ((m, k), (k, n), (m, n)))
    text = (f"func.func @main(%a: {ta}, %b: {tb}) -> {to} {{\n"
            f"  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] "
            f": ({ta}, {tb}) -> {to}\n  return %0 : {to}\n}}")
    _same_bits(text, a, b)


@pytest.mark.parametrize("ty", ["f32", "f64"])
@pytest.mark.parametrize("nan", [False, True])
@pytest.mark.parametrize("b, m, k, n", [(2, 3, 5, 4), (1, 64, 300, 64), (3, 17, 40, 33), (4, 1, 9, 1),
                                        (2, 1, 9, 5), (2, 5, 9, 1)])
def test_blocked_matmul_sums_in_order(ty: str, nan: bool, b: int, m: int, k: int, n: int) -> None:
    """Sums by numpy's einsum (no NaN operand) or by blocks of products (several blocks for
    k=300) give the plain loop's bits, with infinities, zeros of both signs and subnormals."""
    rng = np.random.default_rng(11)
    dt = {"f32": np.float32, "f64": np.float64}[ty]
    special = np.array([np.inf, -np.inf, 0.0, -0.0, 1e-45, -3e-39, 3e38, 1.0], dt)
    lhs, rhs = (rng.standard_normal(s).astype(dt) for s in ((b, m, k), (b, k, n)))
    for x in (lhs, rhs):
        picks = rng.random(x.shape) < 0.05
        x[picks] = rng.choice(special, size=int(picks.sum()))
    if nan:
        lhs[0, 0, 1] = np.array([0x7FC00001 if dt == np.float32 else 0x7FF8000000000001],
                                np.uint32 if dt == np.float32 else np.uint64).view(dt)[0]
    ta, tb, to = (f"tensor<{b}x{x}x{y}x{ty}>" for x, y in ((m, k), (k, n), (m, n)))
    text = (f"func.func @main(%a: {ta}, %b: {tb}) -> {to} {{\n"
            f"  %0 = stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [2] x [1] "
            f": ({ta}, {tb}) -> {to}\n  return %0 : {to}\n}}")
    _same_bits(text, lhs, rhs)


def test_einsum_sums_only_where_the_probe_finds_the_reference_order(monkeypatch) -> None:
    """A contraction summing in another order (here BLAS) fails linalg's probe and is not used."""
    from stablehlo_translate.interpreter.ops import linalg

    assert linalg.einsum_in_order(np.dtype(np.float32))  # numpy's einsum, as the tests above rely on
    monkeypatch.setattr(linalg, "_IN_ORDER", {})
    monkeypatch.setattr(linalg, "_einsum_sequential", np.matmul)
    assert not linalg.einsum_in_order(np.dtype(np.float32))
    assert not linalg.einsum_in_order(np.dtype(np.float64))


@pytest.mark.parametrize("name", ["exp", "tanh", "log1p"])
def test_f32_libm_results_are_glibc_rounded_once(name):
    """element.libm_real on f32 recomputes with libm (math) every element near an f32
    rounding boundary (bit test); every element equals math's double rounded to f32,
    subnormal, overflowing and tiny results included."""
    import math

    rng = np.random.default_rng(7)
    x = np.concatenate([rng.uniform(-110, 90, 30000), rng.uniform(-1e-3, 1e-3, 5000),
                        [88.72283, 88.72284, -103.97, -87.33655, 0.0, -0.0]]).astype(np.float32)
    if name == "log1p":
        x = np.abs(x)
    got = el.libm_real(name, x)
    fn = getattr(math, name)

    def reference(v: float) -> float:
        try:
            return fn(v)
        except OverflowError:
            return math.inf
    with np.errstate(over="ignore"):
        want = np.array([reference(float(v)) for v in x]).astype(np.float32)
    assert got.dtype == np.float32 and got.tobytes() == want.tobytes()


def test_floating_point_errors_are_ignored_inside_and_restored_after(recwarn):
    before = np.geterr()
    text = ("func.func @main(%x: tensor<2xf32>) -> tensor<2xf32> {\n"
            "  %0 = stablehlo.divide %x, %x : tensor<2xf32>\n  return %0 : tensor<2xf32>\n}")
    (result,) = st.interpret(text, np.array([0.0, 2.0], np.float32))
    assert np.isnan(result[0]) and result[1] == 1.0
    assert not [w for w in recwarn if issubclass(w.category, RuntimeWarning)]
    assert np.geterr() == before
