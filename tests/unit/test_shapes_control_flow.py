"""Shape functions of while, if, case and composite (shapes/control_flow.py); expected types and
messages from the spec and upstream's diagnostics, by hand."""
from __future__ import annotations

import pytest

from stablehlo_translate.diagnostics import ConstraintError
from stablehlo_translate.text.parser import parse_type
from stablehlo_translate.verification.shapes import RegionTypes
from stablehlo_translate.verification.shapes.control_flow import SHAPE_FUNCTIONS, verify_decomposition
from stablehlo_translate.verification.verifier import region_verifier


def types(texts: list[str]) -> tuple:
    return tuple(map(parse_type, texts))


def region(args: list[str], results: list[str]) -> RegionTypes:
    return RegionTypes(types(args), types(results))


def run(op: str, operands: list[str], results: list[str], regions: list[RegionTypes], **attrs):
    verify, infer = SHAPE_FUNCTIONS[op]
    kwargs = {"result_types": types(results), "regions": tuple(regions), **attrs}
    for check in (verify, region_verifier(f"stablehlo.{op}")):  # as the verifier runs them
        if check is not None:
            check(types(operands), **kwargs)
    return None if infer is None else [str(t) for t in infer(types(operands), **kwargs)]


COND = region(["tensor<i32>", "tensor<f32>"], ["tensor<i1>"])
BODY = region(["tensor<i32>", "tensor<f32>"], ["tensor<i32>", "tensor<f32>"])

POSITIVE = [
    ("while", ["tensor<i32>", "tensor<f32>"], ["tensor<i32>", "tensor<f32>"], [COND, BODY], {},
     ["tensor<i32>", "tensor<f32>"]),
    # a body may yield a more specific shape than the loop carries
    ("while", ["tensor<?xf32>"], ["tensor<?xf32>"],
     [region(["tensor<?xf32>"], ["tensor<i1>"]), region(["tensor<?xf32>"], ["tensor<4xf32>"])], {},
     ["tensor<?xf32>"]),
    ("if", ["tensor<i1>"], ["tensor<2xf32>"], [region([], ["tensor<2xf32>"]), region([], ["tensor<2xf32>"])], {},
     ["tensor<2xf32>"]),
    # branches of different sizes: the least specific type
    ("if", ["tensor<i1>"], ["tensor<?xf32>"], [region([], ["tensor<2xf32>"]), region([], ["tensor<?xf32>"])], {},
     ["tensor<?xf32>"]),
    ("if", ["tensor<i1>"], ["!stablehlo.token"], [region([], ["!stablehlo.token"]),
                                                   region([], ["!stablehlo.token"])], {}, ["!stablehlo.token"]),
    ("case", ["tensor<i32>"], ["tensor<f32>", "tensor<3xi64>"],
     [region([], ["tensor<f32>", "tensor<3xi64>"])] * 3, {}, ["tensor<f32>", "tensor<3xi64>"]),
    ("composite", ["tensor<f32>"], ["tensor<f32>"], [], {"name": "f00._.$"}, None),
]


COMPOSITE_NAME = ("name must be a valid namespaced op name, i.e. it must match the following regular expression: "
                  '^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ e.g. "my_namespace.my_op"')
"""upstream's verifyCompositeOp text (TypeInference.cpp)."""


@pytest.mark.parametrize("op, operands, results, regions, attrs, expected", POSITIVE)
def test_valid_ops_infer_their_result_types(op, operands, results, regions, attrs, expected):
    assert run(op, operands, results, regions, **attrs) == expected


NEGATIVE = [
    ("while", ["tensor<i32>", "tensor<f32>"], [region(["tensor<i32>"], ["tensor<i1>"]), BODY], {}, "while_c1",
     "expect operands to be compatible with condition block arguments but got 'tensor<i32>', 'tensor<f32>' vs "
     "'tensor<i32>'"),
    ("while", ["tensor<i32>", "tensor<f32>"], [COND, region(["tensor<i32>", "tensor<f64>"], ["tensor<i32>",
                                                                                           "tensor<f32>"])], {},
     "while_c2", "expect operands to be compatible with body block arguments but got 'tensor<i32>', "
     "'tensor<f32>' vs 'tensor<i32>', 'tensor<f64>'"),
    ("while", ["tensor<i32>", "tensor<f32>"], [COND, region(["tensor<i32>", "tensor<f32>"], ["tensor<i32>"])], {},
     "while_c2", "expect operands to be compatible with body block return types but got 'tensor<i32>', "
     "'tensor<f32>' vs 'tensor<i32>'"),
    ("while", ["tensor<i32>", "tensor<f32>"], [region(["tensor<i32>", "tensor<f32>"], ["tensor<1xi1>"]), BODY], {},
     "while_c1", "expect condition block return a zero-ranked tensor of i1 but got 'tensor<1xi1>'"),
    ("if", ["tensor<1xi1>"], [region([], ["tensor<f32>"])] * 2, {}, "if_i1",
     "operand should be rank 0 tensor but got rank 1"),
    ("if", ["tensor<i1>"], [region([], ["tensor<f32>"]), region(["tensor<f32>"], ["tensor<f32>"])], {}, "if_c1",
     "branch 1 must have 0 arguments, but found 1"),
    ("if", ["tensor<i1>"], [region([], ["tensor<f32>", "tensor<f32>"]), region([], ["tensor<f32>"])], {}, "if_c2",
     "branch 0 and branch 1 have mismatched return types: 'tensor<f32>', 'tensor<f32>' vs 'tensor<f32>'"),
    ("case", ["tensor<i32>"], [], {}, "case_c1", "expect at least one branch"),
    ("case", ["tensor<i32>"], [region([], ["tensor<f32>"]), region([], ["tensor<i32>"])], {}, "case_c3",
     "branch 0 and branch 1 have mismatched return types: 'tensor<f32>' vs 'tensor<i32>'"),
    ("case", ["tensor<i64>"], [region([], ["tensor<f32>"])], {}, "case_i1",
     "operand #0 must be ranked tensor of 32-bit signless integer values, but got 'tensor<i64>'"),
    ("composite", [], [], {"name": "foo.%"}, "composite_c1", COMPOSITE_NAME),
    ("composite", [], [], {"name": "0.foo"}, "composite_c1", COMPOSITE_NAME),
    ("composite", [], [], {"name": "foo"}, "composite_c1", COMPOSITE_NAME),
    ("composite", [], [], {"name": "_foo.bar"}, "composite_c1", COMPOSITE_NAME),
    ("composite", [], [], {"name": "f$o.bar"}, "composite_c1", COMPOSITE_NAME),
]


@pytest.mark.parametrize("op, operands, regions, attrs, label, message", NEGATIVE)
def test_invalid_ops_name_the_violated_constraint(op, operands, regions, attrs, label, message):
    with pytest.raises(ConstraintError) as error:
        run(op, operands, [], regions, **attrs)
    assert (error.value.label, error.value.message) == (label, message)


def test_if_results_must_be_tensors_or_tokens():
    with pytest.raises(ConstraintError) as error:
        run("if", ["tensor<i1>"], ["memref<2xf32>"], [region([], ["memref<2xf32>"])] * 2)
    assert error.value.message.startswith("result #0 must be variadic of ranked tensor of ")
    assert error.value.message.endswith(", but got 'memref<2xf32>'")


@pytest.mark.parametrize("operands, results, inputs, outputs, label, message", [
    (["tensor<f32>"], [], [], [], "composite_c3", "has 1 operand(s), but decomposition has 0"),
    (["tensor<f32>"], [], ["tensor<f64>"], [], "composite_c3",
     "operand at index 0 has type 'tensor<f32>', but decomposition has type 'tensor<f64>'"),
    ([], ["tensor<f32>"], [], [], "composite_c4", "has 1 result(s), but decomposition has 0"),
    ([], ["tensor<f32>"], [], ["tensor<f64>"], "composite_c4",
     "result at index 0 has type 'tensor<f32>', but decomposition has type 'tensor<f64>'"),
])
def test_composite_decomposition_signature(operands, results, inputs, outputs, label, message):
    verify_decomposition(types(["tensor<f32>"]), (), types(["tensor<f32>"]), ())
    with pytest.raises(ConstraintError) as error:
        verify_decomposition(types(operands), types(results), types(inputs), types(outputs))
    assert (error.value.label, error.value.message) == (label, message)
