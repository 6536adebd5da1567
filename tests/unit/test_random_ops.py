"""rng and rng_bit_generator.

The block functions are pinned by the Random123 known-answer vectors
(Threefry2x32-20 and Philox4x32-10); XLA's layouts are pinned by the spec's
rng_bit_generator example, by the output of an XLA CPU run (THREE_FRY, state
[0, 0], ui32[3, 2]) and by layouts rebuilt in the tests from XLA's description.
"""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate import interpret
from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.interpreter.ops import random as rnd
from stablehlo_translate.ir.types import TensorType

U32, U64 = np.uint32, np.uint64


def words(*values) -> list[np.ndarray]:
    return [np.array([v], U32) for v in values]


@pytest.mark.parametrize("counter, key, expected", [
    ((0, 0), (0, 0), (0x6B200159, 0x99BA4EFE)),
    ((0xFFFFFFFF, 0xFFFFFFFF), (0xFFFFFFFF, 0xFFFFFFFF), (0x1CB996FC, 0xBB002BE7)),
    ((0x243F6A88, 0x85A308D3), (0x13198A2E, 0x03707344), (0xC4923A9C, 0x483DF7A0)),
])
def test_threefry2x32_known_answers(counter, key, expected):
    out = rnd.threefry2x32(*words(*counter), *key)
    assert tuple(int(x[0]) for x in out) == expected


@pytest.mark.parametrize("counter, key, expected", [
    ((0, 0, 0, 0), (0, 0), (0x6627E8D5, 0xE169C58D, 0xBC57AC4C, 0x9B00DBD8)),
    ((0xFFFFFFFF,) * 4, (0xFFFFFFFF, 0xFFFFFFFF), (0x408F276D, 0x41C83B0E, 0xA20BC7C6, 0x6D5451FD)),
    ((0x243F6A88, 0x85A308D3, 0x13198A2E, 0x03707344), (0xA4093822, 0x299F31D0),
     (0xD16CFE09, 0x94FDCCEB, 0x5001E420, 0x24126EA1)),
])
def test_philox4x32_known_answers(counter, key, expected):
    out = rnd.philox4x32(words(*counter), *key)
    assert tuple(int(x[0]) for x in out) == expected


def generate(state, algorithm, shape, element_type):
    return rnd.rng_bit_generator(np.array(state, U64), rng_algorithm=algorithm,
                                 result_types=(None, TensorType(shape, element_type)))


def test_threefry_spec_example_64_bit():
    state, out = generate([1, 2], "THREE_FRY", (2, 2), "ui64")
    assert state.tolist() == [1, 6]
    assert out.dtype == U64
    assert out.tolist() == [[9236835810183407956, 16087790271692313299],
                            [18212823393184779219, 2658481902456610144]]


def test_threefry_32_bit_matches_xla_cpu():
    state, out = generate([0, 0], "THREE_FRY", (3, 2), "ui32")
    assert state.tolist() == [0, 3]
    assert out[0].tolist() == [0x6B200159, 0x99BA4EFE]  # the known answer of counter 0
    assert out.tolist() == [[1797259609, 2579123966], [1351547692, 3235790642],
                            [1688610540, 4229293427]]


def blocks_threefry(key: int, counters) -> tuple[list[int], list[int]]:
    x0, x1 = [], []
    for c in counters:
        a, b = rnd.threefry2x32(*words(c & 0xFFFFFFFF, c >> 32), key & 0xFFFFFFFF, key >> 32)
        x0.append(int(a[0]))
        x1.append(int(b[0]))
    return x0, x1


def test_threefry_32_bit_odd_shape_splits_largest_axis():
    key, counter = 0x0123456789ABCDEF, 2**64 - 2  # counters wrap around
    state, out = generate([key, counter], "THREE_FRY", (3, 5), "i32")
    assert state.tolist() == [key, (counter + 9) % 2**64]  # 3 x ceil(5 / 2) blocks
    x0, x1 = blocks_threefry(key, [(counter + i) % 2**64 for i in range(9)])
    expected = [[v for j in range(3) for v in (x0[3 * r + j], x1[3 * r + j])][:5] for r in range(3)]
    assert out.dtype == np.int32
    assert out.view(U32).tolist() == expected


def test_threefry_scalar_and_narrow_outputs():
    key, counter = 7, 11
    x0, x1 = blocks_threefry(key, [counter])
    state, out = generate([key, counter], "THREE_FRY", (), "f32")
    assert state.tolist() == [key, counter + 1] and out.shape == () and out.dtype == np.float32
    assert int(out.view(U32)) == x0[0]
    state, out = generate([key, counter], "THREE_FRY", (2,), "ui16")
    assert out.tolist() == [x0[0] & 0xFFFF, x1[0] & 0xFFFF] and state.tolist() == [key, counter + 1]


def philox_blocks(key: int, low: int, high: int, n: int) -> list[list[int]]:
    result = []
    for i in range(n):
        c = (high << 64) + low + i
        ws = [(c >> (32 * j)) & 0xFFFFFFFF for j in range(4)]
        out = rnd.philox4x32(words(*ws), key & 0xFFFFFFFF, key >> 32)
        result.append([int(x[0]) for x in out])
    return result


def test_philox_three_word_state_with_carry():
    key, low, high = 99, 2**64 - 1, 5
    state, out = generate([key, low, high], "PHILOX", (2, 3), "ui32")
    assert state.tolist() == [key, 1, 6]  # two blocks, the 128-bit counter carries
    flat = [w for block in philox_blocks(key, low, high, 2) for w in block][:6]
    assert out.tolist() == [flat[:3], flat[3:]]


def test_philox_two_word_state_uses_key_as_counter_high_and_default_is_philox():
    key, low = 3, 40
    state, out = generate([key, low], "DEFAULT", (3,), "ui64")
    assert state.tolist() == [key, low + 2]  # ceil(3 / 2) blocks
    b = philox_blocks(key, low, key, 2)
    expected = [b[0][0] | b[0][1] << 32, b[0][2] | b[0][3] << 32, b[1][0] | b[1][1] << 32]
    assert out.tolist() == expected
    same_state, same = generate([key, low], "PHILOX", (3,), "ui64")
    assert same.tolist() == expected and same_state.tolist() == state.tolist()


def test_philox_bits_bitcast_to_bf16():
    _, out = generate([1, 2], "PHILOX", (5,), "bf16")
    flat = [w & 0xFFFF for block in philox_blocks(1, 2, 1, 2) for w in block][:5]
    assert out.view(np.uint16).tolist() == flat


@pytest.mark.parametrize("state, algorithm, element_type, message", [
    ([1, 2, 3], "THREE_FRY", "ui32", "THREE_FRY needs a state of 2"),
    ([1], "PHILOX", "ui32", "PHILOX needs a state of 2 or 3"),
    ([1, 2], "THREE_FRY", "i1", "unsupported output element type"),
    ([1, 2], "THREE_FRY", "i4", "unsupported output element type"),
    ([1, 2], "THREE_FRY", "complex<f32>", "unsupported output element type"),
])
def test_rng_bit_generator_errors(state, algorithm, element_type, message):
    with pytest.raises(EvalError, match=message):
        generate(state, algorithm, (2,), element_type)


RNG = """
func.func @main(%a: tensor<{t}>, %b: tensor<{t}>) -> (tensor<400x{t}>, tensor<400x{t}>) {{
  %shape = stablehlo.constant dense<[400]> : tensor<1xi64>
  %0 = stablehlo.rng %a, %b, %shape, distribution = {d} : (tensor<{t}>, tensor<{t}>, tensor<1xi64>) -> tensor<400x{t}>
  %1 = stablehlo.rng %a, %b, %shape, distribution = {d} : (tensor<{t}>, tensor<{t}>, tensor<1xi64>) -> tensor<400x{t}>
  func.return %0, %1 : tensor<400x{t}>, tensor<400x{t}>
}}
"""


@pytest.mark.parametrize("t, dtype, a, b", [
    ("i32", np.int32, -3, 4), ("ui8", np.uint8, 250, 255), ("i64", np.int64, -2**62, 2**62),
    ("f32", np.float32, -1.0, 2.0), ("f16", np.float16, 0.0, 1e-3)])
def test_rng_uniform_in_half_open_range(t, dtype, a, b):
    x, y = interpret(RNG.format(t=t, d="UNIFORM"), np.array(a, dtype), np.array(b, dtype))
    for v in (x, y):
        assert v.dtype == dtype and v.shape == (400,)
        assert (v >= dtype(a)).all() and (v < dtype(b)).all()
    assert len(np.unique(x)) > 1 and not np.array_equal(x, y)  # a stream, not a constant
    again, _ = interpret(RNG.format(t=t, d="UNIFORM"), np.array(a, dtype), np.array(b, dtype))
    np.testing.assert_array_equal(x, again)  # deterministic across runs


def test_rng_integer_range_covers_every_value():
    x, _ = interpret(RNG.format(t="i32", d="UNIFORM"), np.array(-3, np.int32), np.array(4, np.int32))
    assert sorted(set(x.tolist())) == list(range(-3, 4))


def test_rng_normal_moments_and_seed_override(monkeypatch):
    x, _ = interpret(RNG.format(t="f64", d="NORMAL"), np.array(5.0), np.array(2.0))
    assert x.dtype == np.float64
    assert abs(x.mean() - 5.0) < 0.5 and abs(x.std() - 2.0) < 0.5
    monkeypatch.setenv("STABLEHLO_TRANSLATE_SEED", "123")
    y, _ = interpret(RNG.format(t="f64", d="NORMAL"), np.array(5.0), np.array(2.0))
    assert not np.array_equal(x, y)
    monkeypatch.setenv("STABLEHLO_TRANSLATE_SEED", "many")
    with pytest.raises(Exception, match="STABLEHLO_TRANSLATE_SEED"):
        interpret(RNG.format(t="f64", d="NORMAL"), np.array(5.0), np.array(2.0))


def test_rng_errors():
    with pytest.raises(Exception, match="NORMAL needs a floating-point type"):
        interpret(RNG.format(t="i32", d="NORMAL"), np.array(0, np.int32), np.array(1, np.int32))
    with pytest.raises(Exception, match="UNIFORM needs a < b"):
        interpret(RNG.format(t="f32", d="UNIFORM"), np.array(1, np.float32), np.array(1, np.float32))
