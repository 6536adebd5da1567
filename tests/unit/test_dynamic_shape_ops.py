"""broadcast and the dynamic-shape ops: evaluators on arrays, and `?` result types in programs.

Expected values are written by hand or with plain numpy indexing.
"""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate import interpret
from stablehlo_translate.diagnostics import EvalError
from stablehlo_translate.interpreter.ops import dynamic_shapes as ds
from stablehlo_translate.ir.types import TensorType


def i64(values) -> np.ndarray:
    return np.array(values, dtype=np.int64)


def result(shape, element_type) -> tuple[TensorType]:
    return (TensorType(shape, element_type),)


def test_broadcast_prepends_axes():
    x = np.array([1, 2, 3], np.int16)
    r = ds.broadcast(x, broadcast_sizes=(2, 1))
    assert r.shape == (2, 1, 3) and r.dtype == np.int16
    assert r.tolist() == [[[1, 2, 3]], [[1, 2, 3]]]
    s = ds.broadcast(np.array(2.5, np.float32), broadcast_sizes=())
    assert s.shape == () and s.dtype == np.float32
    with pytest.raises(EvalError, match="non-negative"):
        ds.broadcast(x, broadcast_sizes=(-1,))


def test_dynamic_broadcast_in_dim_suite_case_and_hints():
    x = i64([[1], [2], [3]])
    r = ds.dynamic_broadcast_in_dim(x, i64([3, 2, 2]), broadcast_dimensions=(0, 2),
                                    known_expanding_dimensions=(1,), known_nonexpanding_dimensions=(0,),
                                    result_types=result((None, 2, None), "i64"))
    assert r.shape == (3, 2, 2)
    assert r.tolist() == [[[k, k], [k, k]] for k in (1, 2, 3)]
    with pytest.raises(EvalError, match="known to expand"):
        ds.dynamic_broadcast_in_dim(x, i64([3, 2, 2]), broadcast_dimensions=(0, 2),
                                    known_expanding_dimensions=(0,), known_nonexpanding_dimensions=(),
                                    result_types=result((3, 2, 2), "i64"))
    with pytest.raises(EvalError, match="known not to expand"):
        ds.dynamic_broadcast_in_dim(x, i64([3, 2, 2]), broadcast_dimensions=(0, 2),
                                    known_expanding_dimensions=(), known_nonexpanding_dimensions=(1,),
                                    result_types=result((3, 2, 2), "i64"))
    with pytest.raises(EvalError, match="c8"):
        ds.dynamic_broadcast_in_dim(x, i64([3, 2, 2]), broadcast_dimensions=(0, 2),
                                    known_expanding_dimensions=(1,), known_nonexpanding_dimensions=(1,),
                                    result_types=result((3, 2, 2), "i64"))


@pytest.mark.parametrize("bad, message", [
    (i64([3, -1]), "negative"), (i64([[3, 2]]), "1-dimensional"), (np.array([3.0, 2.0]), "integer"),
    (i64([3, 2, 2]), "rank")])
def test_shape_operands_are_checked(bad, message):
    with pytest.raises(EvalError, match=message):
        ds.dynamic_iota(bad, iota_dimension=0, result_types=result((None, None), "i32"))


def test_dynamic_iota_and_reshape():
    r = ds.dynamic_iota(np.array([2, 3], np.int32), iota_dimension=1, result_types=result((2, None), "f32"))
    assert r.dtype == np.float32 and r.tolist() == [[0, 1, 2], [0, 1, 2]]
    x = np.arange(6, dtype=np.uint8)
    r = ds.dynamic_reshape(x, i64([3, 2]), result_types=result((None, None), "ui8"))
    assert r.dtype == np.uint8 and r.tolist() == [[0, 1], [2, 3], [4, 5]]
    with pytest.raises(EvalError, match="reshape_c2"):
        ds.dynamic_reshape(x, i64([4, 2]), result_types=result((None, None), "ui8"))


def test_dynamic_pad_suite_case():
    x = i64([[0, 0, 0, 0], [0, 1, 2, 0], [0, 3, 4, 0], [0, 5, 6, 0], [0, 0, 0, 0]])
    r = ds.dynamic_pad(x, i64(-1), i64([1, -1]), i64([1, -1]), i64([0, 1]))
    # Rows: one -1 row each side; columns: drop the outer zero columns, then interleave -1.
    expected = np.full((7, 5), -1, np.int64)
    expected[1:6, 1::2] = x[:, 1:3]
    np.testing.assert_array_equal(r, expected)
    with pytest.raises(EvalError, match="dynamic_pad_c2: interior_padding has 1 elements"):
        ds.dynamic_pad(x, i64(-1), i64([0, 0]), i64([0, 0]), i64([0]))
    with pytest.raises(EvalError, match="pad_c3"):
        ds.dynamic_pad(x, i64(-1), i64([0, 0]), i64([0, 0]), i64([0, -1]))


def test_real_dynamic_slice():
    x = np.arange(20, dtype=np.float64).reshape(4, 5)
    r = ds.real_dynamic_slice(x, i64([1, 0]), i64([4, 5]), i64([2, 2]))
    np.testing.assert_array_equal(r, x[1:4:2, 0:5:2])
    with pytest.raises(EvalError, match="slice_c3"):
        ds.real_dynamic_slice(x, i64([0, 0]), i64([5, 5]), i64([1, 1]))
    with pytest.raises(EvalError, match="strides has 1 elements"):
        ds.real_dynamic_slice(x, i64([0, 0]), i64([1, 1]), i64([1]))


def test_set_dimension_size():
    x = np.arange(12, dtype=np.int32).reshape(3, 4)
    dynamic = ds.set_dimension_size(x, np.array(2, np.int32), dimension=1,
                                    result_types=result((3, None), "i32"))
    np.testing.assert_array_equal(dynamic, x[:, :2])
    static = ds.set_dimension_size(x, np.array(2, np.int32), dimension=1, result_types=result((3, 4), "i32"))
    assert static is x
    sized = ds.set_dimension_size(x, np.array(1, np.int32), dimension=0, result_types=result((1, 4), "i32"))
    np.testing.assert_array_equal(sized, x[:1])
    with pytest.raises(EvalError, match="size 5 is out of range"):
        ds.set_dimension_size(x, np.array(5, np.int32), dimension=1, result_types=result((3, None), "i32"))
    with pytest.raises(EvalError, match="dimension 2 is out of range"):
        ds.set_dimension_size(x, np.array(1, np.int32), dimension=2, result_types=result((3, 4), "i32"))


PROGRAM = """
func.func @main(%x: tensor<?xf32>, %n: tensor<i64>) -> (tensor<?x?xf32>, tensor<?xi32>) {
  %shape = stablehlo.constant dense<[2, 3]> : tensor<2xi64>
  %b = stablehlo.dynamic_broadcast_in_dim %x, %shape, dims = [1] : (tensor<?xf32>, tensor<2xi64>) -> tensor<?x?xf32>
  %len = stablehlo.reshape %n : (tensor<i64>) -> tensor<1xi64>
  %i = stablehlo.dynamic_iota %len, dim = 0 : (tensor<1xi64>) -> tensor<?xi32>
  func.return %b, %i : tensor<?x?xf32>, tensor<?xi32>
}
"""


def test_dynamic_result_types_in_a_program():
    b, i = interpret(PROGRAM, np.array([1.0, 2.0, 3.0], np.float32), i64(4))
    np.testing.assert_array_equal(b, np.array([[1, 2, 3], [1, 2, 3]], np.float32))
    assert i.dtype == np.int32 and i.tolist() == [0, 1, 2, 3]
