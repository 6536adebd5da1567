"""Random numbers: rng and rng_bit_generator (spec.md#rng, spec.md#rng_bit_generator).

``rng_bit_generator`` produces the same bits as XLA's expansion of the op
(RngBitGeneratorExpander with ThreeFry2x32-20 and Philox4x32-10):

* THREE_FRY, state ``ui64[2] = [key, counter]``: the 32-bit key words are the
  low/high halves of ``key``; each block's input is ``counter + i`` split into
  low/high words. 64-bit outputs take one block per element (``x0 | x1 << 32``);
  32-bit outputs split the shape in two along its first even axis (or its
  largest axis, or a new axis for scalars) and interleave ``x0`` and ``x1``
  along it; narrower outputs keep the low bits of the 32-bit ones. The new
  state is ``[key, counter + blocks]``.
* PHILOX, state ``ui64[3] = [key, counter_low, counter_high]`` (a 128-bit
  counter) or ``ui64[2] = [key, counter_low]`` (then the counter's high word
  is ``key``, as in XLA). Block ``i`` encrypts ``counter + i``; its four words
  (two 64-bit values) are laid out round-robin; 32-bit outputs use four words
  per block, 64-bit ones two values, narrower ones the low bits of 32-bit ones.
  The new state is ``[key, counter + blocks]`` (only the low word for ``ui64[2]``).
* DEFAULT is PHILOX, XLA's choice on CPU and GPU.

Float outputs are the generated bits reinterpreted (bitcast) in the result type.

``rng`` is implementation-defined (spec.md#rng); here it draws from numpy's
PCG64 generator seeded with :data:`SEED`, or the ``STABLEHLO_TRANSLATE_SEED``
environment variable when set, or an ``rng_seed`` attribute of the interpreter
(for a future CLI option). Each interpreter (one per ``interpret`` call or
``-split-input-file`` chunk) has its own stream, so runs are reproducible and
successive ``rng`` ops in one run draw different numbers.
"""
from __future__ import annotations

import os
import weakref
from typing import Any, Sequence

import numpy as np

from ...ir.attributes import as_enum
from ...diagnostics import EvalError
from ...optable import define_op
from ...verification.shapes import row_fields
from ...verification.shapes.misc import SHAPE_FUNCTIONS
from ...text.syntax.forms import pretty
from ...ir.types import TensorType, bit_width, is_float, is_integer
from ...verification import speculatability as speculation
from .dynamic_shapes import shape_operand

SEED = 0
"""The seed of ``rng`` unless ``STABLEHLO_TRANSLATE_SEED`` or the interpreter's ``rng_seed`` is set."""

U32 = np.uint32
U64 = np.uint64
_MASK32 = U64(0xFFFFFFFF)
_THREEFRY_ROTATIONS = (13, 15, 26, 6, 17, 29, 16, 24)
_THREEFRY_PARITY = U32(0x1BD11BDA)
_PHILOX_M = (U64(0xD2511F53), U64(0xCD9E8D57))
_PHILOX_W = (U32(0x9E3779B9), U32(0xBB67AE85))


def _split64(x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Low and high 32-bit words of uint64 values."""
    return (x & _MASK32).astype(U32), (x >> U64(32)).astype(U32)


def _join64(low: np.ndarray, high: np.ndarray) -> np.ndarray:
    return low.astype(U64) | (high.astype(U64) << U64(32))


def _key_word(k: Any) -> np.ndarray:
    """A 32-bit key word as a 1-element array (uint32 wrap-around is silent for arrays only)."""
    return np.array(k, U32).reshape(1)


def threefry2x32(x0: np.ndarray, x1: np.ndarray, k0: Any, k1: Any) -> tuple[np.ndarray, np.ndarray]:
    """Threefry-2x32 with 20 rounds (Salmon et al. 2011) on uint32 arrays of counters."""
    k0, k1 = _key_word(k0), _key_word(k1)
    ks = (k0, k1, _THREEFRY_PARITY ^ k0 ^ k1)
    x0 = x0 + ks[0]
    x1 = x1 + ks[1]
    for block in range(5):
        rotations = _THREEFRY_ROTATIONS[4 * (block % 2):4 * (block % 2) + 4]
        for r in rotations:
            x0 = x0 + x1
            x1 = (x1 << U32(r)) | (x1 >> U32(32 - r))
            x1 = x1 ^ x0
        x0 = x0 + ks[(block + 1) % 3]
        x1 = x1 + ks[(block + 2) % 3] + U32(block + 1)
    return x0, x1


def philox4x32(x: Sequence[np.ndarray], k0: Any, k1: Any) -> tuple[np.ndarray, ...]:
    """Philox-4x32 with 10 rounds (Salmon et al. 2011) on four uint32 arrays of counter words."""
    x0, x1, x2, x3 = x
    k0, k1 = _key_word(k0), _key_word(k1)
    for _ in range(10):
        p0 = x0.astype(U64) * _PHILOX_M[0]
        p1 = x2.astype(U64) * _PHILOX_M[1]
        hi0, lo0 = (p0 >> U64(32)).astype(U32), (p0 & _MASK32).astype(U32)
        hi1, lo1 = (p1 >> U64(32)).astype(U32), (p1 & _MASK32).astype(U32)
        x0, x1, x2, x3 = hi1 ^ x1 ^ k0, lo1, hi0 ^ x3 ^ k1, lo0
        k0, k1 = k0 + _PHILOX_W[0], k1 + _PHILOX_W[1]
    return x0, x1, x2, x3


def _threefry_bits(state: np.ndarray, shape: tuple[int, ...], bits: int) -> tuple[np.ndarray, np.ndarray]:
    """XLA's ThreeFry bit generator: (uint32 or uint64 array of ``shape``, new state)."""
    if state.shape != (2,):
        raise EvalError(f"rng_bit_generator_c2: THREE_FRY needs a state of 2 elements, got "
                        f"{state.size}")
    key, counter = state[0:1], state[1:2]
    k0, k1 = _split64(key)
    if bits == 64:
        blocks = int(np.prod(shape))
        x0, x1 = threefry2x32(*_split64(counter + np.arange(blocks, dtype=U64)), k0, k1)
        values = _join64(x0, x1).reshape(shape)
    else:
        axis = _split_axis(shape)
        half = list(shape) or [1]
        half[axis] = -(-half[axis] // 2)
        blocks = int(np.prod(half))
        x0, x1 = threefry2x32(*_split64(counter + np.arange(blocks, dtype=U64)), k0, k1)
        if not shape:
            values = x0.reshape(())
        else:
            pairs = np.stack([x0.reshape(half), x1.reshape(half)], axis=axis + 1)
            full = list(half)
            full[axis] *= 2
            values = pairs.reshape(full)[tuple(slice(0, n) for n in shape)]
    return values, np.concatenate([key, counter + U64(blocks)])


def _split_axis(shape: tuple[int, ...]) -> int:
    """The axis XLA splits in halves: the first even one, else the first largest (0 for scalars)."""
    for axis, n in enumerate(shape):
        if n % 2 == 0:
            return axis
    return int(np.argmax(shape)) if shape else 0


def _philox_bits(state: np.ndarray, shape: tuple[int, ...], bits: int) -> tuple[np.ndarray, np.ndarray]:
    """XLA's Philox bit generator: (uint32 or uint64 array of ``shape``, new state)."""
    if state.shape not in ((2,), (3,)):
        raise EvalError(f"rng_bit_generator_c2: PHILOX needs a state of 2 or 3 elements, got "
                        f"{state.size}")
    key = state[0:1]
    low, high = (state[1:2], state[2:3]) if state.size == 3 else (state[1:2], state[0:1])
    size = int(np.prod(shape))
    per_block = 4 if bits == 32 else 2
    blocks = -(-size // per_block)
    counters = low + np.arange(blocks, dtype=U64)
    carry = (counters < low).astype(U64)
    words = (*_split64(counters), *_split64(high + carry))
    x = philox4x32(words, *_split64(key))
    if bits == 64:
        x = (_join64(x[0], x[1]), _join64(x[2], x[3]))
    values = np.stack(x, axis=1).reshape(-1)[:size].reshape(shape)
    new_low = low + U64(blocks)
    new_state = [key, new_low] if state.size == 2 else [key, new_low, high + (new_low < low).astype(U64)]
    return values, np.concatenate(new_state)


_GENERATORS = {"THREE_FRY": _threefry_bits, "PHILOX": _philox_bits, "DEFAULT": _philox_bits}


def rng_bit_generator(initial_state: np.ndarray, *, rng_algorithm: str,
                      result_types: Sequence[TensorType]) -> tuple[np.ndarray, np.ndarray]:
    """spec.md#rng_bit_generator: ``(output_state, output)``, XLA's bits (see the module doc)."""
    generate = _GENERATORS.get(rng_algorithm)
    if generate is None:
        raise EvalError(f"unknown rng_algorithm {rng_algorithm}")
    if initial_state.dtype != U64 or initial_state.ndim != 1:
        raise EvalError("rng_bit_generator_c1: initial_state must be a 1-dimensional ui64 tensor")
    output_type = result_types[1]
    if not isinstance(output_type, TensorType) or not output_type.is_static:
        raise EvalError(f"rng_bit_generator: output type {output_type} must be a static tensor")
    element, dtype, shape = output_type.element_type, output_type.dtype, tuple(output_type.shape)
    width = bit_width(element)
    if not (is_integer(element) or is_float(element)) or width not in (8, 16, 32, 64):
        raise EvalError(f"rng_bit_generator: unsupported output element type {output_type.element_type}")
    values, new_state = generate(initial_state, shape, 64 if width == 64 else 32)
    if width < 32:
        values = values.astype(np.dtype(f"u{width // 8}"))
    return new_state, values.view(dtype)


_STREAMS: weakref.WeakKeyDictionary = weakref.WeakKeyDictionary()


def _stream(ctx: Any) -> np.random.Generator:
    """The interpreter's ``rng`` stream, created on first use from the chosen seed."""
    stream = _STREAMS.get(ctx)
    if stream is None:
        seed = getattr(ctx, "rng_seed", None)
        if seed is None:
            text = os.environ.get("STABLEHLO_TRANSLATE_SEED")
            try:
                seed = SEED if text is None else int(text, 0)
            except ValueError:
                raise EvalError(f"STABLEHLO_TRANSLATE_SEED={text!r} is not an integer") from None
        stream = _STREAMS[ctx] = np.random.Generator(np.random.PCG64(seed))
    return stream


def rng(a: np.ndarray, b: np.ndarray, shape: np.ndarray, *, rng_distribution: str,
        result_types: Sequence[TensorType], ctx: Any) -> np.ndarray:
    """spec.md#rng: UNIFORM over ``[a, b)`` or NORMAL with mean ``a`` and deviation ``b``."""
    dims = shape_operand(shape, "rng_c3: shape")
    dtype = result_types[0].dtype
    if a.shape != () or b.shape != () or a.dtype != dtype or b.dtype != dtype:
        raise EvalError("rng_c1: a and b must be 0-d tensors of the result's element type")
    stream = _stream(ctx)
    lo, hi = a.item(), b.item()
    if rng_distribution == "NORMAL":
        if dtype.kind != "f":
            raise EvalError("rng_c2: NORMAL needs a floating-point type")
        if not float(hi) >= 0:  # NaN included
            raise EvalError(f"rng: NORMAL needs a deviation b >= 0, got {hi}")
        return stream.normal(float(lo), float(hi), dims).astype(dtype)
    if rng_distribution != "UNIFORM":
        raise EvalError(f"unknown rng_distribution {rng_distribution}")
    if not lo < hi:
        raise EvalError(f"rng: UNIFORM needs a < b, got a = {lo} and b = {hi}")
    if dtype.kind == "f":
        values = (stream.random(dims) * (float(hi) - float(lo)) + float(lo)).astype(dtype)
        return np.where(values < b, values, a)  # rounding to the type may reach b
    return stream.integers(int(lo), int(hi), dims, dtype=np.uint64 if dtype == U64 else np.int64,
                           endpoint=False).astype(dtype)


define_op("stablehlo.rng", **row_fields(SHAPE_FUNCTIONS, "rng"), syntax=pretty("keywords", distribution="rng_distribution"),
          attrs={"rng_distribution": as_enum}, wants_result_types=True, wants_context=True, eval=rng)
define_op("stablehlo.rng_bit_generator", speculatability=speculation.if_static_dim_in_output_is_static_in_input, **row_fields(SHAPE_FUNCTIONS, "rng_bit_generator"), syntax=pretty("keywords", algorithm="rng_algorithm"),
          attrs={"rng_algorithm": as_enum}, wants_result_types=True, eval=rng_bit_generator)
