"""Shared helper of the shape-function table tests (tests/unit/test_shapes_*.py)."""
from __future__ import annotations

from typing import Any

import pytest

from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.text.parser import parse_type


def run_shape_functions(table: dict, op: str, operands: list[str], results: list[str],
                        **attrs: Any) -> list[str] | None:
    """Runs ``table[op]``'s verify then infer (where the row has them) on the types given as
    text, as the verifier calls them; returns the inferred types as text, or None."""
    verify, infer = table[op]
    operand_types = tuple(map(parse_type, operands))
    result_types = tuple(map(parse_type, results))
    if verify is not None:
        verify(operand_types, result_types=result_types, **attrs)
    if infer is None:
        return None
    return [str(t) for t in infer(operand_types, result_types=result_types, **attrs)]


def assert_violates(run, op: str, operands: list[str], results: list[str], attrs: dict, label: str,
                    message: str) -> None:
    """``run(op, operands, results, **attrs)`` raises the ConstraintError ``label`` (the
    constraint the case violates) with ``message`` in its text."""
    with pytest.raises(ConstraintError) as error:
        run(op, operands, results, **attrs)
    assert error.value.label == label
    assert message in error.value.message
