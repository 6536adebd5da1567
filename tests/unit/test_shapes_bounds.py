"""Sizes and bounds merged dimension by dimension (shapes/__init__.py), row by row of the rule
tables in upstream's Base.cpp (inferConcatenatedDimAndBound, inferMostSpecificDimAndBound,
inferLeastSpecificDimAndBound); ``None`` is ``?`` / no bound."""
from __future__ import annotations

import pytest

from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.verification.shapes import (concatenated_dim_and_bound, least_specific_dim_and_bound,
                                        most_specific_dim_and_bound)

# (left size, right size, left bound, right bound) -> (size, bound)
CONCATENATED = [
    ((3, 4, None, None), (7, None)),      # c0: X, Y -> X+Y
    ((3, None, None, None), (None, None)),  # c1: X, ? -> ?
    ((3, None, None, 5), (None, 8)),      # c2: X, (?, B) -> (?, X+B)
    ((None, None, None, None), (None, None)),  # c3
    ((None, None, None, 5), (None, None)),  # c4: ?, (?, B) -> ?
    ((None, None, 2, 5), (None, 7)),      # c5: (?, B), (?, C) -> (?, B+C)
]

MOST_SPECIFIC = [
    ((3, 3, None, None), (3, None)),      # c0
    ((3, None, None, None), (3, None)),   # c1
    ((3, None, None, 5), (3, None)),      # c2: bound >= X
    ((None, None, None, None), (None, None)),  # c4
    ((None, None, None, 5), (None, 5)),   # c5
    ((None, None, 7, 5), (None, 5)),      # c6: min
]

LEAST_SPECIFIC = [
    ((3, 3, None, None), (3, None)),      # c0
    ((3, None, None, None), (None, None)),  # c1
    ((3, None, None, 5), (None, 5)),      # c2: max(X, B)
    ((6, None, None, 5), (None, 6)),
    ((None, None, None, None), (None, None)),  # c3
    ((None, None, None, 5), (None, None)),  # c4
    ((None, None, 7, 5), (None, 7)),      # c5: max
]


@pytest.mark.parametrize("args, expected", CONCATENATED)
def test_concatenated(args, expected):
    assert concatenated_dim_and_bound(*args) == expected


@pytest.mark.parametrize("args, expected", MOST_SPECIFIC)
def test_most_specific(args, expected):
    assert most_specific_dim_and_bound(0, *args, "l") == expected


@pytest.mark.parametrize("args, expected", LEAST_SPECIFIC)
def test_least_specific(args, expected):
    assert least_specific_dim_and_bound(0, *args, "l") == expected


@pytest.mark.parametrize("fn, args, message", [
    (most_specific_dim_and_bound, (2, 3, 4, None, None), "Mismatched dimension sizes 3 and 4 in dimension 2"),
    (most_specific_dim_and_bound, (1, 6, None, None, 5), "Mismatched dimension size 6 and bound 5 in dimension 1"),
    (least_specific_dim_and_bound, (0, 3, 4, None, None), "Mismatched dimension sizes 3 and 4 in dimension 0"),
])
def test_errors(fn, args, message):
    with pytest.raises(ConstraintError) as error:
        fn(*args, "label")
    assert error.value.message == message
