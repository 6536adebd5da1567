"""gather, dynamic_gather, scatter and torch_index_select.

Expected values come from the spec examples (spec.md#gather, spec.md#scatter), the
interpret suite, hand computation, and plain element-by-element Python references
written here from the spec's formulas (never from the code under test).
"""
from __future__ import annotations


import ml_dtypes
import numpy as np
import pytest

from stablehlo_translate import interpret
from stablehlo_translate.diagnostics import EvalError, InterpretError
from stablehlo_translate.interpreter.ops import indexing
from stablehlo_translate.interpreter.ops.indexing import SliceDims


def assert_same(actual, expected) -> None:
    assert isinstance(actual, np.ndarray)
    assert actual.dtype == expected.dtype and actual.shape == expected.shape
    assert np.ascontiguousarray(actual).tobytes() == np.ascontiguousarray(expected).tobytes()


# --- element-by-element references, straight from the spec's formulas ----------------

def _start_index(indices, batch_index, ivd):
    if ivd < indices.ndim:
        return [int(indices[tuple(batch_index[:ivd]) + (k,) + tuple(batch_index[ivd:])])
                for k in range(indices.shape[ivd])]
    return [int(indices[tuple(batch_index)])]


def _full_index(dims: SliceDims, shape, indices, out_index, window_dims_of_out, clamp_sizes):
    """operand_index / result_index of spec.md#gather and spec.md#scatter for one element."""
    rank = len(shape)
    batch_axes = [d for d in range(len(out_index)) if d not in dims.window_dims]
    batch_index = [out_index[d] for d in batch_axes]
    start = _start_index(indices, batch_index, dims.index_vector_dim)
    full = [0] * rank
    for k, d in enumerate(dims.start_index_map):
        s = start[k]
        if clamp_sizes is not None:
            s = min(max(s, 0), shape[d] - clamp_sizes[d])
        full[d] += s
    for d, d_start in zip(dims.operand_batching_dims, dims.indices_batching_dims):
        full[d] += batch_index[d_start - (0 if d_start < dims.index_vector_dim else 1)]
    slice_axes = [d for d in range(rank) if d not in dims.collapsed_dims
                  and d not in dims.operand_batching_dims]
    for axis, d in zip(dims.window_dims, slice_axes):
        full[d] += out_index[axis]
    return full


def ref_gather(operand, indices, dims: SliceDims, slice_sizes, result_shape):
    out = np.zeros(result_shape, operand.dtype)
    for out_index in np.ndindex(*result_shape):
        full = _full_index(dims, operand.shape, indices, out_index, dims.window_dims, slice_sizes)
        out[out_index] = operand[tuple(full)]
    return out


def ref_scatter(inputs, indices, updates, dims: SliceDims, body):
    results = [x.copy() for x in inputs]
    shape = inputs[0].shape
    for update_index in np.ndindex(*updates[0].shape):
        full = _full_index(dims, shape, indices, update_index, dims.window_dims, None)
        if all(0 <= i < n for i, n in zip(full, shape)):
            new = body(*[r[tuple(full)] for r in results], *[u[update_index] for u in updates])
            for r, v in zip(results, new):
                r[tuple(full)] = v
    return results


# --- gather ---------------------------------------------------------------------------

SUITE_OPERAND = np.arange(1, 25, dtype=np.int64).reshape(3, 4, 2)
SUITE_INDICES = np.array([[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]], np.int64)
SUITE_DIMS = SliceDims((2, 3), (0,), (), (), (1, 0), 2)


def test_gather_suite_case_clamps_start_indices():
    result = indexing.gather(SUITE_OPERAND, SUITE_INDICES, dimension_numbers=SUITE_DIMS,
                             slice_sizes=(1, 2, 2))
    expected = np.array([[[[1, 2], [3, 4]], [[3, 4], [5, 6]], [[13, 14], [15, 16]]],
                         [[[9, 10], [11, 12]], [[11, 12], [13, 14]], [[17, 18], [19, 20]]]],
                        np.int64)
    assert_same(result, expected)  # [0, 9]: the start along dim 0 clamps from 9 to 2


def test_gather_spec_example_with_batching_dims():
    operand = np.arange(1, 49, dtype=np.int32).reshape(2, 3, 4, 2)
    indices = np.array([[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]],
                        [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]], np.int64)
    dims = SliceDims((3, 4), (1,), (0,), (1,), (2, 1), 3)
    result = indexing.gather(operand, indices, dimension_numbers=dims, slice_sizes=(1, 1, 2, 2))
    expected = np.array([[[[[1, 2], [3, 4]], [[3, 4], [5, 6]], [[13, 14], [15, 16]]],
                          [[[33, 34], [35, 36]], [[35, 36], [37, 38]], [[41, 42], [43, 44]]]],
                         [[[[1, 2], [3, 4]], [[13, 14], [15, 16]], [[21, 22], [23, 24]]],
                          [[[43, 44], [45, 46]], [[33, 34], [35, 36]], [[27, 28], [29, 30]]]]],
                        np.int32)
    assert_same(result, expected)


def test_gather_implicit_index_vector_dim_and_negative_clamp():
    # index_vector_dim == rank(start_indices): each index is a 1-vector; -5 clamps to 0, 7 to 3.
    operand = np.array([10, 11, 12, 13, 14], np.int8)
    indices = np.array([[-5, 2], [7, 1]], np.int32)
    dims = SliceDims((2,), (), (), (), (0,), 2)
    result = indexing.gather(operand, indices, dimension_numbers=dims, slice_sizes=(2,))
    expected = np.array([[[10, 11], [12, 13]], [[13, 14], [11, 12]]], np.int8)
    assert_same(result, expected)


def test_gather_index_vector_dim_first_and_offset_dim_first():
    operand = np.arange(12, dtype=np.float32).reshape(3, 4)
    indices = np.array([[2, 0, 1], [1, 3, 0]], np.uint8)  # index vectors are columns
    dims = SliceDims((0,), (0,), (), (), (0, 1), 0)
    result = indexing.gather(operand, indices, dimension_numbers=dims, slice_sizes=(1, 2))
    # columns: (2, 1) -> row 2, cols 1..2; (0, 3) -> row 0, start clamps to 2; (1, 0)
    expected = np.array([[9, 2, 4], [10, 3, 5]], np.float32)
    assert_same(result, expected)


@pytest.mark.parametrize("seed", range(6))
def test_gather_matches_reference_on_random_cases(seed):
    rng = np.random.default_rng(seed)
    operand = rng.integers(-100, 100, size=(3, 5, 4)).astype(np.int16)
    # batching: operand dim 0 with indices dim 1; start_index_map over dims 2 and 1.
    indices = rng.integers(-2, 7, size=(2, 3, 2, 4)).astype(np.int64)
    dims = SliceDims((1, 4), (), (0,), (1,), (2, 1), 2)
    slice_sizes = (1, 3, 2)
    result = indexing.gather(operand, indices, dimension_numbers=dims, slice_sizes=slice_sizes)
    shape = (2, 3, 3, 4, 2)  # batch axes 0, 2, 3 (indices dims 0, 1, 3); windows 3 and 2
    assert result.shape == shape
    assert_same(result, ref_gather(operand, indices, dims, slice_sizes, shape))


def test_gather_empty_slices_and_bool_and_bf16():
    operand = np.array([[True, False], [False, True]])
    dims = SliceDims((1,), (0,), (), (), (0,), 1)
    result = indexing.gather(operand, np.array([[1], [0]], np.int64), dimension_numbers=dims,
                             slice_sizes=(1, 0))
    assert_same(result, np.zeros((2, 0), bool))
    result = indexing.gather(operand, np.array([[1], [0]], np.int64), dimension_numbers=dims,
                             slice_sizes=(1, 2))
    assert_same(result, np.array([[False, True], [True, False]]))
    bf = np.array([1.5, -2.0, 3.25], ml_dtypes.bfloat16)
    result = indexing.gather(bf, np.array([2, 0], np.int32), dimension_numbers=SliceDims(
        (), (0,), (), (), (0,), 1), slice_sizes=(1,))
    assert_same(result, np.array([3.25, 1.5], ml_dtypes.bfloat16))


def test_gather_unsigned_huge_index_clamps_high():
    operand = np.array([1, 2, 3], np.int32)
    indices = np.array([np.iinfo(np.uint64).max], np.uint64)
    result = indexing.gather(operand, indices, dimension_numbers=SliceDims((), (0,), (), (), (0,), 1),
                             slice_sizes=(1,))
    assert_same(result, np.array([3], np.int32))


def test_gather_bad_slice_sizes_are_eval_errors():
    with pytest.raises(EvalError, match="gather_c21"):
        indexing.gather(SUITE_OPERAND, SUITE_INDICES, dimension_numbers=SUITE_DIMS,
                        slice_sizes=(1, 5, 2))
    with pytest.raises(EvalError, match="gather_c20"):
        indexing.gather(SUITE_OPERAND, SUITE_INDICES, dimension_numbers=SUITE_DIMS, slice_sizes=(1, 2))


def test_dynamic_gather_takes_slice_sizes_operand():
    result = indexing.dynamic_gather(SUITE_OPERAND, SUITE_INDICES, np.array([1, 2, 2], np.int32),
                                     dimension_numbers=SUITE_DIMS)
    assert_same(result, ref_gather(SUITE_OPERAND, SUITE_INDICES, SUITE_DIMS, (1, 2, 2), (2, 3, 2, 2)))
    with pytest.raises(EvalError, match="gather_c21"):
        indexing.dynamic_gather(SUITE_OPERAND, SUITE_INDICES, np.array([1, 9, 2], np.int64),
                                dimension_numbers=SUITE_DIMS)


def test_gather_of_many_rows():
    operand = np.arange(1000 * 64, dtype=np.float32).reshape(1000, 64)
    indices = np.random.default_rng(0).integers(0, 1000, size=(20000, 1))
    dims = SliceDims((1,), (0,), (), (), (0,), 1)
    result = indexing.gather(operand, indices, dimension_numbers=dims, slice_sizes=(1, 64))
    assert_same(result, operand[indices[:, 0]])


# --- torch_index_select ---------------------------------------------------------------

def test_torch_index_select_plain_batched_and_negative():
    operand = np.arange(1, 13, dtype=np.int32).reshape(3, 2, 2)
    result = indexing.torch_index_select(operand, np.array([0, 2], np.int32), dim=0, batch_dims=0)
    assert_same(result, operand[[0, 2]])
    result = indexing.torch_index_select(operand, np.array(1, np.int64), dim=1, batch_dims=0)
    assert_same(result, operand[:, 1])
    lhs = np.array([[6, 7], [8, 9]], np.int32)
    rhs = np.array([[[[0, 1], [1, 0]], [[0, 0], [1, 1]]], [[[1, 1], [0, 0]], [[0, 1], [1, 0]]]])
    result = indexing.torch_index_select(lhs, rhs, dim=1, batch_dims=1)
    expected = np.array([[[[6, 7], [7, 6]], [[6, 6], [7, 7]]],
                         [[[9, 9], [8, 8]], [[8, 9], [9, 8]]]], np.int32)
    assert_same(result, expected)
    lhs = np.array([[[100, 101], [110, 111]], [[200, 201], [210, 211]]], np.int32)
    rhs = np.array([[[0, 1], [1, 0]], [[0, 0], [1, 1]]], np.int32)
    result = indexing.torch_index_select(lhs, rhs, dim=-1, batch_dims=-1)
    assert_same(result, np.array([[[100, 101], [111, 110]], [[200, 200], [211, 211]]], np.int32))


def test_torch_index_select_middle_axes_and_errors():
    operand = np.arange(2 * 3 * 4 * 5).reshape(2, 3, 4, 5).astype(np.float64)
    index = np.array([[3, 0, 3], [1, 1, 2]], np.int64)  # batch 2, then 3 picks along dim 2
    result = indexing.torch_index_select(operand, index, dim=2, batch_dims=1)
    expected = np.empty((2, 3, 3, 5))
    for b in range(2):
        for m in range(3):
            for i in range(3):
                expected[b, m, i] = operand[b, m, index[b, i]]
    assert_same(result, expected)
    with pytest.raises(EvalError, match="out of range"):
        indexing.torch_index_select(operand, index + 2, dim=2, batch_dims=1)
    with pytest.raises(EvalError, match="do not fit"):
        indexing.torch_index_select(operand, index, dim=0, batch_dims=1)


# --- scatter ---------------------------------------------------------------------------

def _t(shape, element_type):
    return "tensor<" + "".join(f"{n}x" for n in shape) + element_type + ">"


def _list(values):
    return "[" + ", ".join(str(v) for v in values) + "]"


BODIES = {
    "add": "%0 = stablehlo.add %a0, %b0 : {s}\n stablehlo.return %0 : {s}",
    "maximum": "%0 = stablehlo.maximum %a0, %b0 : {s}\n stablehlo.return %0 : {s}",
    "minimum": "%0 = stablehlo.minimum %a0, %b0 : {s}\n stablehlo.return %0 : {s}",
    "assign": "stablehlo.return %b0 : {s}",
    # order-dependent elementwise body: 2 * current - update
    "twice_minus": ("%0 = stablehlo.add %a0, %a0 : {s}\n %1 = stablehlo.subtract %0, %b0 : {s}\n"
                    " stablehlo.return %1 : {s}"),
    # the same through a call: not elementwise, so the per-update path
    "call": ("%0 = func.call @twice_minus(%a0, %b0) : ({s}, {s}) -> {s}\n"
             " stablehlo.return %0 : {s}"),
}


def scatter_program(element_type, input_shape, index_shape, index_type, update_shape,
                    dims: SliceDims, body: str, count: int = 1) -> str:
    s = f"tensor<{element_type}>"
    inputs = ", ".join(f"%x{i}: {_t(input_shape, element_type)}" for i in range(count))
    updates = ", ".join(f"%u{i}: {_t(update_shape, element_type)}" for i in range(count))
    results = ", ".join([_t(input_shape, element_type)] * count)
    args = ", ".join(f"%a{i}: {s}" for i in range(count)) + ", " + ", ".join(
        f"%b{i}: {s}" for i in range(count))
    names = [f"%x{i}" for i in range(count)] + ["%idx"] + [f"%u{i}" for i in range(count)]
    types = [_t(input_shape, element_type)] * count + [_t(index_shape, index_type)] + [
        _t(update_shape, element_type)] * count
    return f"""
func.func private @twice_minus(%p: {s}, %q: {s}) -> {s} {{
  %0 = stablehlo.add %p, %p : {s}
  %1 = stablehlo.subtract %0, %q : {s}
  func.return %1 : {s}
}}
func.func @main({inputs}, %idx: {_t(index_shape, index_type)}, {updates}) -> ({results}) {{
  %r:{count} = "stablehlo.scatter"({", ".join(names)}) ({{
    ^bb0({args}):
      {body.format(s=s)}
  }}) {{
    scatter_dimension_numbers = #stablehlo.scatter<
      update_window_dims = {_list(dims.window_dims)},
      inserted_window_dims = {_list(dims.collapsed_dims)},
      input_batching_dims = {_list(dims.operand_batching_dims)},
      scatter_indices_batching_dims = {_list(dims.indices_batching_dims)},
      scatter_dims_to_operand_dims = {_list(dims.start_index_map)},
      index_vector_dim = {dims.index_vector_dim}>,
    indices_are_sorted = false, unique_indices = false
  }} : ({", ".join(types)}) -> ({results})
  func.return {", ".join(f"%r#{i}" for i in range(count))} : {results}
}}
"""


ROWS = SliceDims((1,), (0,), (), (), (0,), 1)  # update rows of a 2-d input, indices shape (n, 1)


def run_rows(element_type, body, inputs, index, updates):
    program = scatter_program(element_type, inputs.shape, index.shape, "i64", updates.shape,
                              ROWS, BODIES[body])
    (result,) = interpret(program, inputs, index, updates)
    return result


def _wrap_body(fn, dtype):
    return lambda a, b: [np.array(fn(a, b)).astype(dtype)]


def test_scatter_suite_case_add_skips_out_of_bounds_and_keeps_input():
    inputs = np.arange(1, 25, dtype=np.int64).reshape(3, 4, 2)
    indices = np.array([[[0, 2], [1, 0], [2, 1]], [[0, 1], [1, 0], [0, 9]]], np.int64)
    updates = np.ones((2, 3, 2, 2), np.int64)
    dims = SliceDims((2, 3), (0,), (), (), (1, 0), 2)
    (result,) = interpret(scatter_program("i64", (3, 4, 2), (2, 3, 2), "i64", (2, 3, 2, 2), dims,
                                          BODIES["add"]), inputs, indices, updates)
    expected = np.array([[[1, 2], [5, 6], [7, 8], [7, 8]],
                         [[10, 11], [12, 13], [14, 15], [16, 17]],
                         [[18, 19], [20, 21], [21, 22], [23, 24]]], np.int64)
    assert_same(result, expected)
    assert inputs[0, 1, 0] == 3


def test_scatter_spec_example_with_batching_dims():
    inputs = np.arange(1, 49, dtype=np.int64).reshape(2, 3, 4, 2)
    indices = np.array([[[[0, 0], [1, 0], [2, 1]], [[0, 1], [1, 1], [0, 9]]],
                        [[[0, 0], [2, 1], [2, 2]], [[1, 2], [0, 1], [1, 0]]]], np.int64)
    updates = np.ones((2, 2, 3, 2, 2), np.int64)
    dims = SliceDims((3, 4), (1,), (0,), (1,), (2, 1), 3)
    (result,) = interpret(scatter_program("i64", inputs.shape, indices.shape, "i64", updates.shape,
                                          dims, BODIES["add"]), inputs, indices, updates)
    expected = np.array([[[[3, 4], [6, 7], [6, 7], [7, 8]], [[9, 10], [11, 12], [15, 16], [17, 18]],
                          [[17, 18], [19, 20], [22, 23], [24, 25]]],
                         [[[25, 26], [28, 29], [30, 31], [31, 32]],
                          [[35, 36], [38, 39], [38, 39], [39, 40]],
                          [[41, 42], [44, 45], [46, 47], [47, 48]]]], np.int64)
    assert_same(result, expected)


def test_scatter_partially_out_of_bounds_window_skips_only_outside_elements():
    inputs = np.zeros((2, 4), np.int32)
    index = np.array([[1], [-1]], np.int64)
    updates = np.array([[1, 2, 3, 4], [5, 6, 7, 8]], np.int32)
    # both updates go to row 0 (dim 0 inserted), windows of 4 along dim 1 starting at 1 and -1
    program = scatter_program("i32", (2, 4), (2, 1), "i64", (2, 4),
                              SliceDims((1,), (0,), (), (), (1,), 1), BODIES["add"])
    (result,) = interpret(program, inputs, index, updates)
    # update 0 -> row 0, cols 1..4 (col 4 skipped); update 1 -> row 0, cols -1..2 (col -1 skipped)
    assert_same(result, np.array([[6, 8, 10, 3], [0, 0, 0, 0]], np.int32))


@pytest.mark.parametrize("body,fn", [
    ("add", lambda a, b: a + b), ("maximum", max), ("minimum", min), ("assign", lambda a, b: b),
    ("twice_minus", lambda a, b: 2 * a - b), ("call", lambda a, b: 2 * a - b)])
def test_scatter_int_bodies_with_repeated_targets(body, fn):
    rng = np.random.default_rng(1)
    inputs = rng.integers(-9, 9, size=(4, 3)).astype(np.int32)
    index = np.array([[2], [0], [2], [5], [2], [0], [-1], [3]], np.int64)
    updates = rng.integers(-9, 9, size=(8, 3)).astype(np.int32)
    expected = ref_scatter([inputs], index, [updates], ROWS, _wrap_body(fn, np.int32))[0]
    assert_same(run_rows("i32", body, inputs, index, updates), expected)


def test_scatter_integer_add_wraps_and_int4_and_bool():
    inputs = np.array([[120, 0]], np.int8)
    index = np.zeros((3, 1), np.int64)
    updates = np.array([[5, 1], [5, 1], [-100, 1]], np.int8)
    assert_same(run_rows("i8", "add", inputs, index, updates), np.array([[30, 3]], np.int8))
    inputs = np.array([[7, -8]], ml_dtypes.int4)
    updates = np.array([[1, -1], [1, -1]], ml_dtypes.int4)
    assert_same(run_rows("i4", "add", inputs, index[:2], updates),
                np.array([[-7, 6]], ml_dtypes.int4))
    inputs = np.array([[False, True]])
    updates = np.array([[False, False], [True, False]])
    assert_same(run_rows("i1", "add", inputs, index[:2], updates), np.array([[True, True]]))
    assert_same(run_rows("i1", "minimum", inputs, index[:2], updates), np.array([[False, False]]))


def test_scatter_float_add_is_sequential_in_update_order():
    inputs = np.array([[1e8, 0.0]], np.float32)
    index = np.zeros((4, 1), np.int64)
    updates = np.array([[1.0, 0.1], [1.0, 0.2], [1.0, 0.3], [-1e8, 0.4]], np.float32)
    expected = inputs.copy()
    for u in updates:
        expected[0] = expected[0] + u  # float32 step by step
    assert_same(run_rows("f32", "add", inputs, index, updates), expected)
    assert expected[0, 0] == 0.0  # the order matters: 1e8 + 1 rounds back to 1e8


def test_scatter_bf16_add_rounds_each_step():
    inputs = np.array([[256.0]], ml_dtypes.bfloat16)
    index = np.zeros((3, 1), np.int64)
    updates = np.array([[1.0], [1.0], [-256.0]], ml_dtypes.bfloat16)
    # 256 + 1 rounds to 256 in bf16 (8 bits of precision), twice; then 256 - 256 = 0.
    assert_same(run_rows("bf16", "add", inputs, index, updates), np.zeros((1, 1), ml_dtypes.bfloat16))


def test_scatter_float_max_propagates_nan_and_orders_zeros():
    inputs = np.array([[-0.0, 1.0, 2.0]], np.float32)
    index = np.zeros((2, 1), np.int64)
    updates = np.array([[0.0, np.nan, 5.0], [-0.0, 3.0, np.nan]], np.float32)
    result = run_rows("f32", "maximum", inputs, index, updates)
    assert np.signbit(result[0, 0]) == False  # noqa: E712 - +0.0 beats -0.0
    assert np.isnan(result[0, 1]) and np.isnan(result[0, 2])
    result = run_rows("f32", "minimum", inputs, index, updates)
    assert np.signbit(result[0, 0]) and np.isnan(result[0, 1]) and np.isnan(result[0, 2])


def test_scatter_variadic_elementwise_and_assign():
    x0 = np.array([[1, 2]], np.int64)
    x1 = np.array([[1.0, 1.0]], np.float64)
    index = np.zeros((3, 1), np.int64)
    u0 = np.array([[1, 1], [2, 2], [3, 3]], np.int64)
    u1 = np.array([[2.0, 3.0], [4.0, 5.0], [0.5, 0.5]], np.float64)
    body = ("%0 = stablehlo.add %a0, %b0 : tensor<{e0}>\n %1 = stablehlo.multiply %a1, %b1 : tensor<{e1}>\n"
            " stablehlo.return %0, %1 : tensor<{e0}>, tensor<{e1}>")
    program = _variadic_program(body)
    r0, r1 = interpret(program, x0, x1, index, u0, u1)
    assert_same(r0, np.array([[7, 8]], np.int64))
    assert_same(r1, np.array([[4.0, 7.5]], np.float64))
    program = _variadic_program("stablehlo.return %b0, %b1 : tensor<{e0}>, tensor<{e1}>")
    r0, r1 = interpret(program, x0, x1, index, u0, u1)
    assert_same(r0, np.array([[3, 3]], np.int64))
    assert_same(r1, np.array([[0.5, 0.5]], np.float64))


def _variadic_program(body: str) -> str:
    return f"""
func.func @main(%x0: tensor<1x2xi64>, %x1: tensor<1x2xf64>, %idx: tensor<3x1xi64>,
                %u0: tensor<3x2xi64>, %u1: tensor<3x2xf64>) -> (tensor<1x2xi64>, tensor<1x2xf64>) {{
  %r:2 = "stablehlo.scatter"(%x0, %x1, %idx, %u0, %u1) ({{
    ^bb0(%a0: tensor<i64>, %a1: tensor<f64>, %b0: tensor<i64>, %b1: tensor<f64>):
      {body.format(e0="i64", e1="f64")}
  }}) {{
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = [1],
      inserted_window_dims = [0], scatter_dims_to_operand_dims = [0], index_vector_dim = 1>
  }} : (tensor<1x2xi64>, tensor<1x2xf64>, tensor<3x1xi64>, tensor<3x2xi64>, tensor<3x2xf64>)
      -> (tensor<1x2xi64>, tensor<1x2xf64>)
  func.return %r#0, %r#1 : tensor<1x2xi64>, tensor<1x2xf64>
}}
"""


@pytest.mark.parametrize("seed", range(4))
def test_scatter_matches_reference_with_batching_dims(seed):
    rng = np.random.default_rng(seed)
    inputs = rng.integers(-50, 50, size=(2, 5, 4)).astype(np.int64)
    # input batching dim 0 <-> indices dim 0; index vectors along indices dim 2 map to (2, 1).
    indices = rng.integers(-1, 5, size=(2, 3, 2)).astype(np.int32)
    dims = SliceDims((2,), (1,), (0,), (0,), (2, 1), 2)
    updates = rng.integers(-50, 50, size=(2, 3, 2)).astype(np.int64)
    program = scatter_program("i64", inputs.shape, indices.shape, "i32", updates.shape, dims,
                              BODIES["twice_minus"])
    (result,) = interpret(program, inputs, indices, updates)
    expected = ref_scatter([inputs], indices, [updates], dims, _wrap_body(lambda a, b: 2 * a - b,
                                                                            np.int64))[0]
    assert_same(result, expected)


def test_scatter_into_scalar_and_empty_updates():
    dims = SliceDims((), (), (), (), (), 1)
    program = scatter_program("i32", (), (3, 0), "i64", (3,), dims, BODIES["twice_minus"])
    (result,) = interpret(program, np.array(1, np.int32), np.zeros((3, 0), np.int64),
                          np.array([1, 2, 3], np.int32))
    assert_same(result, np.array(((1 * 2 - 1) * 2 - 2) * 2 - 3, np.int32))
    program = scatter_program("f32", (2, 2), (0, 1), "i64", (0, 2), ROWS, BODIES["add"])
    (result,) = interpret(program, np.ones((2, 2), np.float32), np.zeros((0, 1), np.int64),
                          np.zeros((0, 2), np.float32))
    assert_same(result, np.ones((2, 2), np.float32))


def test_scatter_shape_mismatch_is_an_error():
    program = scatter_program("i32", (4, 3), (2, 1), "i64", (3, 2), ROWS, BODIES["add"])
    with pytest.raises(InterpretError, match="scatter_c4"):  # 3 updates for 2 indices
        interpret(program, np.zeros((4, 3), np.int32), np.zeros((2, 1), np.int64),
                  np.zeros((3, 2), np.int32))
    program = scatter_program("i32", (4, 3), (2, 1), "i64", (2, 4), ROWS, BODIES["add"])
    with pytest.raises(InterpretError, match="scatter_c4"):  # window 4 > dimension 3
        interpret(program, np.zeros((4, 3), np.int32), np.zeros((2, 1), np.int64),
                  np.zeros((2, 4), np.int32))


@pytest.mark.parametrize("body", ["add", "twice_minus", "assign"])
def test_scatter_of_many_rows(body):
    rng = np.random.default_rng(0)
    inputs = np.zeros((100, 8), np.float32)
    index = rng.integers(0, 100, size=(20000, 1))
    updates = rng.random((20000, 8), dtype=np.float32)
    program = scatter_program("f32", inputs.shape, index.shape, "i64", updates.shape, ROWS,
                              BODIES[body])
    result = interpret(program, inputs, index, updates)[0]
    if body == "add":
        expected = inputs.copy()
        np.add.at(expected, index[:, 0], updates)
        assert_same(result, expected)
