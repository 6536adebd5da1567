"""Invalid programs written from upstream's checks (TypeInference.cpp, StablehloOps.cpp, Base.cpp),
one table per op family: each program breaks one or more constraints and must report upstream's
message for the check upstream runs first (parse-time checks at the parse step, then the op's
checks in upstream's order). The messages are upstream's texts with the values these programs give."""
from __future__ import annotations

import pytest

from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.parser import parse_module
from stablehlo_translate.verifier import verify_module


def first_error(text: str) -> str:
    try:
        module = parse_module(text, "t.mlir")
    except Diagnostic as error:
        return error.message
    diagnostics = verify_module(module, allow_unregistered=True)
    assert diagnostics, "expected an error"
    return diagnostics[0].message


def scatter(operand: str, indices: str, updates: str, numbers: str, result: str | None = None,
            element: str = "f32", body_element: str | None = None) -> str:
    b = body_element or element
    return f"""
func.func @f(%o: {operand}, %i: {indices}, %u: {updates}) -> {result or operand} {{
  %0 = "stablehlo.scatter"(%o, %i, %u) ({{
  ^bb0(%a: tensor<{b}>, %c: tensor<{b}>):
    %s = stablehlo.add %a, %c : tensor<{b}>
    "stablehlo.return"(%s) : (tensor<{b}>) -> ()
  }}) {{scatter_dimension_numbers = #stablehlo.scatter<{numbers}>}}
    : ({operand}, {indices}, {updates}) -> {result or operand}
  func.return %0 : {result or operand}
}}"""


DIMS = "update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], " \
       "index_vector_dim = 1"

SCATTER = [
    # verifyScatterOp: the updates' rank (C4) before the dimension numbers (C7: not sorted)
    (scatter("tensor<?x?x?xf32>", "tensor<10x2xi32>", "tensor<10x300xf32>",
             "update_window_dims = [1, 0], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], "
             "index_vector_dim = 1"),
     "expects updates tensor must be of rank 3 ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), "
     "where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == "
     "rank-of('scatter_indices')), but got 2."),
    # index_vector_dim == rank(indices) expands the indices by a trailing 1
    (scatter("tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x300xf32>",
             DIMS.replace("index_vector_dim = 1", "index_vector_dim = 2")),
     "expects updates tensor must be of rank 3 ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), "
     "where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == "
     "rank-of('scatter_indices')), but got 2."),
    # C22 before the update computation and the updates' rank
    (scatter("tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x300xf32>",
             DIMS.replace("index_vector_dim = 1", "index_vector_dim = 3")),
     "Expects index_vector_dim to be in range [0, rank-of('scatter_indices')] i.e. [0, 2]. got: 3."),
    # the update computation (C23) before the updates' rank; its init values are the updates' elements
    (scatter("tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x300xi32>", DIMS),
     "The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's "
     "corresponding init-value element-type: 'tensor<f32>' vs 'tensor<i32>'"),
    (scatter("tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x301xf32>", DIMS),
     "expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions "
     "of operand. For dimension 1, updates bound is 301, operand bound is 300."),
    (scatter("tensor<200x100x300xf32>", "tensor<11x2xi32>", "tensor<10x300xf32>", DIMS),
     "expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions "
     "of scatter indices. For scatter dimension 0, updates bound is 10 , scatter_indices bound is 11."),
]


@pytest.mark.parametrize("text, message", SCATTER)
def test_scatter(text, message):
    assert first_error(text) == f"'stablehlo.scatter' op {message}"
