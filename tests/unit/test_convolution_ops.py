"""convolution and dynamic_conv against a loop-per-output reference written from the
formulas of spec.md#convolution (pad with interior dilation, slice windows, reverse,
dot product; group counts by split and concatenate)."""
import itertools

import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.ir.attributes import StructAttr
from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.interpreter.ops.convolution import convolution, dynamic_conv
from stablehlo_translate.ir.types import TensorType

pytestmark = pytest.mark.filterwarnings("error")


def conv_dims(lhs, rhs, out):
    """Layouts as strings like "b01f", "01io", "bf01" -> the StructAttr the parser builds."""
    def pos(layout, ch):
        return layout.index(ch)

    def spatial(layout):
        return tuple(layout.index(str(i)) for i in range(len(layout) - 2))
    return StructAttr("conv", (
        ("input_batch_dimension", pos(lhs, "b")), ("input_feature_dimension", pos(lhs, "f")),
        ("input_spatial_dimensions", spatial(lhs)), ("kernel_input_feature_dimension", pos(rhs, "i")),
        ("kernel_output_feature_dimension", pos(rhs, "o")), ("kernel_spatial_dimensions", spatial(rhs)),
        ("output_batch_dimension", pos(out, "b")), ("output_feature_dimension", pos(out, "f")),
        ("output_spatial_dimensions", spatial(out))))


def to_layout(canonical, layout, canon):
    """Array in canonical layout string ``canon`` (e.g. "b01f") -> layout ``layout``."""
    return canonical.transpose([canon.index(ch) for ch in layout])


def ref_conv_canonical(x, k, strides, padding, ldil, rdil, reverse):
    """x [b, s.., f], k [s.., i, o] with feature/batch groups 1: the spec's loop."""
    n = x.ndim - 2
    shape = list(x.shape)
    for d in range(n):  # interior padding lhs_dilation - 1, then edge padding (negative slices)
        size = (shape[1 + d] - 1) * ldil[d] + 1 if shape[1 + d] else 0
        lo, hi = padding[d]
        dilated = np.zeros(shape[:1 + d] + [size] + shape[2 + d:], x.dtype)
        idx = [slice(None)] * x.ndim
        idx[1 + d] = slice(0, size, ldil[d])
        dilated[tuple(idx)] = x
        before = np.zeros(shape[:1 + d] + [max(lo, 0)] + shape[2 + d:], x.dtype)
        after = np.zeros(shape[:1 + d] + [max(hi, 0)] + shape[2 + d:], x.dtype)
        x = np.concatenate([before, dilated, after], axis=1 + d)
        idx[1 + d] = slice(max(-lo, 0), x.shape[1 + d] - max(-hi, 0))
        x = x[tuple(idx)]
        shape = list(x.shape)
    ks = k.shape[:n]
    span = [(ks[d] - 1) * rdil[d] + 1 for d in range(n)]
    outs = [max(0, (shape[1 + d] - span[d]) // strides[d] + 1) for d in range(n)]
    out = np.zeros((x.shape[0], *outs, k.shape[-1]), np.result_type(x, k))
    for b in range(x.shape[0]):
        for pos in itertools.product(*map(range, outs)):
            window = x[(b, *(slice(p * s, p * s + w, r) for p, s, w, r in zip(pos, strides, span, rdil)))]
            window = window[tuple(slice(None, None, -1) if rv else slice(None) for rv in reverse)]
            for o in range(k.shape[-1]):
                out[(b, *pos, o)] = np.sum(window * k[..., o])
    return out


def ref_conv(x, k, strides, padding, ldil, rdil, reverse, fg, bg):
    if fg > 1:
        xs, ks = np.split(x, fg, axis=-1), np.split(k, fg, axis=-1)
        return np.concatenate([ref_conv(a, b, strides, padding, ldil, rdil, reverse, 1, 1)
                               for a, b in zip(xs, ks)], axis=-1)
    if bg > 1:
        xs, ks = np.split(x, bg, axis=0), np.split(k, bg, axis=-1)
        return np.concatenate([ref_conv(a, b, strides, padding, ldil, rdil, reverse, 1, 1)
                               for a, b in zip(xs, ks)], axis=-1)
    return ref_conv_canonical(x, k, strides, padding, ldil, rdil, reverse)


CASES = [
    # (lhs layout, rhs layout, out layout, batch, features, out features, spatial, kernel,
    #  strides, padding, lhs_dilation, rhs_dilation, reversal, feature groups, batch groups)
    ("b01f", "01io", "b01f", 2, 3, 4, (5, 6), (2, 3), (1, 1), ((0, 0), (0, 0)), (1, 1), (1, 1), (0, 0), 1, 1),
    ("bf01", "oi01", "b01f", 1, 2, 3, (7, 5), (3, 2), (2, 1), ((1, 2), (-1, 1)), (1, 2), (2, 1), (1, 0), 1, 1),
    ("0bf1", "i0o1", "f01b", 2, 4, 6, (6, 4), (2, 2), (1, 2), ((2, -1), (0, 3)), (2, 1), (1, 1), (0, 1), 2, 1),
    ("b01f", "01io", "b01f", 4, 2, 6, (4, 4), (2, 2), (1, 1), ((0, 1), (1, 0)), (1, 1), (1, 2), (0, 0), 1, 2),
    ("bf0", "io0", "bf0", 3, 2, 2, (9,), (3,), (3,), ((-2, 0),), (1,), (3,), (1,), 1, 1),
    ("bf012", "io012", "b012f", 1, 2, 2, (3, 4, 3), (2, 1, 2), (1, 1, 1), ((0, 0), (1, 0), (0, 1)),
     (1, 1, 2), (1, 1, 1), (0, 0, 1), 1, 1),
    ("b0f", "0io", "b0f", 1, 1, 1, (2,), (4,), (1,), ((0, 0),), (1,), (1,), (0,), 1, 1),  # no window fits
]


def run_case(case, dtype, element_type, rng):
    (ll, rl, ol, b, f, o, sp, ks, strides, padding, ldil, rdil, rev, fg, bg) = case
    n = len(sp)
    canon_l = "b" + "".join(map(str, range(n))) + "f"
    canon_k = "".join(map(str, range(n))) + "io"
    x = rng.integers(-9, 9, (b, *sp, f)).astype(dtype)
    k = rng.integers(-9, 9, (*ks, f // fg, o)).astype(dtype)
    expected = ref_conv(x.astype(np.int64), k.astype(np.int64), strides, padding, ldil, rdil, rev, fg, bg)
    expected = to_layout(expected, ol, canon_l)
    got = convolution(to_layout(x, ll, canon_l), to_layout(k, rl, canon_k),
                      dimension_numbers=conv_dims(ll, rl, ol), window_strides=strides,
                      padding=np.array(padding, np.int64).reshape(n, 2), lhs_dilation=ldil, rhs_dilation=rdil,
                      window_reversal=rev, feature_group_count=fg, batch_group_count=bg,
                      result_types=(TensorType(expected.shape, element_type),))
    return got, expected


@pytest.mark.parametrize("case", CASES)
def test_convolution_matches_spec_reference_int(case):
    got, expected = run_case(case, np.int32, "i32", np.random.default_rng(7))
    assert got.dtype == np.int32 and got.shape == expected.shape
    assert np.array_equal(got, expected)


@pytest.mark.parametrize("case", CASES[:4])
def test_convolution_matches_spec_reference_float(case):
    got, expected = run_case(case, np.float32, "f32", np.random.default_rng(8))
    assert got.dtype == np.float32
    np.testing.assert_array_equal(got, expected.astype(np.float32))  # small integers: exact in f32


def test_convolution_integer_wraps_and_mixed_result_type():
    x = np.full((1, 2, 1), 100, np.int8)
    k = np.full((2, 1, 1), 100, np.int8)
    dn = conv_dims("b0f", "0io", "b0f")
    wrapped = convolution(x, k, dimension_numbers=dn, result_types=(TensorType((1, 1, 1), "i8"),))
    assert wrapped.dtype == np.int8 and int(wrapped[0, 0, 0]) == ((20000 + 128) % 256) - 128
    wide = convolution(x, k, dimension_numbers=dn, result_types=(TensorType((1, 1, 1), "i32"),))
    assert wide.dtype == np.int32 and int(wide[0, 0, 0]) == 20000


def test_convolution_rejects_bad_groups():
    x = np.ones((1, 4, 3), np.float32)
    k = np.ones((1, 3, 2), np.float32)
    with pytest.raises(EvalError):
        convolution(x, k, dimension_numbers=conv_dims("b0f", "0io", "b0f"), feature_group_count=2,
                    result_types=(TensorType((1, 4, 2), "f32"),))


def test_dynamic_conv_takes_padding_operand():
    x = np.arange(5, dtype=np.int64).reshape(1, 5, 1)
    k = np.ones((3, 1, 1), np.int64)
    got = dynamic_conv(x, k, np.array([[1, 1]], np.int64), dimension_numbers=conv_dims("b0f", "0io", "b0f"),
                       result_types=(TensorType((1, 5, 1), "i64"),))
    assert got[0, :, 0].tolist() == [0 + 1, 0 + 1 + 2, 1 + 2 + 3, 2 + 3 + 4, 3 + 4]


def test_convolution_through_the_interpreter():
    (r,) = st.interpret("""
    func.func @main(%x: tensor<1x4x4x1xf32>, %k: tensor<2x2x1x1xf32>) -> tensor<1x3x3x1xf32> {
      %r = stablehlo.convolution(%x, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
        window = {stride = [1, 1], pad = [[0, 0], [0, 0]], rhs_dilate = [1, 1], reverse = [false, true]}
        {batch_group_count = 1 : i64, feature_group_count = 1 : i64}
        : (tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x3x3x1xf32>
      func.return %r : tensor<1x3x3x1xf32>
    }""", np.arange(16, dtype=np.float32).reshape(1, 4, 4, 1), np.array([1, 2, 3, 4], np.float32).reshape(2, 2, 1, 1))
    x = np.arange(16, dtype=np.float32).reshape(4, 4)
    k = np.array([[2, 1], [4, 3]], np.float32)  # reversed along the second spatial dim
    expected = [[np.sum(x[i:i + 2, j:j + 2] * k) for j in range(3)] for i in range(3)]
    assert r[0, :, :, 0].tolist() == expected


def test_dynamic_conv_rejects_bad_padding_shape():
    x = np.ones((1, 5, 1), np.int64)
    k = np.ones((3, 1, 1), np.int64)
    with pytest.raises(EvalError):
        dynamic_conv(x, k, np.array([1, 1, 1], np.int64), dimension_numbers=conv_dims("b0f", "0io", "b0f"),
                     result_types=(TensorType((1, 5, 1), "i64"),))
