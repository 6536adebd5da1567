"""Quantization constraints of the data-movement ops and quantized operand validity
(shapes/quantization.py, shapes/__init__.py quantization_valid)."""
from __future__ import annotations

import pytest

from stablehlo_translate.text.parser import parse_type
from stablehlo_translate.verification.shapes import quantization_valid, storage_range
from stablehlo_translate.verification.shapes.data_movement import SHAPE_FUNCTIONS as DATA_MOVEMENT
from stablehlo_translate.verification.shapes.dynamic_shapes import SHAPE_FUNCTIONS as DYNAMIC
from stablehlo_translate.verification.shapes.elementwise import SHAPE_FUNCTIONS as ELEMENTWISE
from shape_tables import assert_violates

TABLES = {**ELEMENTWISE, **DYNAMIC, **DATA_MOVEMENT}

AXIS2 = "!quant.uniform<i8:f32:2, {0.1:-30, 0.5:-20}>"
AXIS0_1 = "!quant.uniform<i8:f32:0, {0.1:-30}>"
PT = "!quant.uniform<i8:f32, 0.1:-30>"


def run(op: str, operands: list[str], results: list[str], **attrs) -> None:
    verify, infer = TABLES[op]
    operand_types = tuple(map(parse_type, operands))
    result_types = tuple(map(parse_type, results))
    if verify is not None:
        verify(operand_types, result_types=result_types, **attrs)
    if infer is not None:
        infer(operand_types, result_types=result_types, **attrs)


POSITIVE = [
    ("broadcast_in_dim", [f"tensor<1x2x2x{AXIS2}>"], ["tensor<1x2x3x2x!quant.uniform<i8:f32:3, {0.1:-30, 0.5:-20}>>"],
     {"broadcast_dimensions": (0, 1, 3)}),
    ("broadcast_in_dim", [f"tensor<1x2x2x{AXIS0_1}>"], ["tensor<2x2x2x!quant.uniform<i8:f32:0, {0.1:-30, 0.1:-30}>>"],
     {"broadcast_dimensions": (0, 1, 2)}),
    ("reshape", [f"tensor<1x2x2x{AXIS2}>"], ["tensor<2x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>"], {}),
    ("transpose", [f"tensor<1x2x2x{AXIS2}>"], ["tensor<1x2x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>"],
     {"permutation": (0, 2, 1)}),
    ("transpose", [f"tensor<1x2x2x{PT}>"], [f"tensor<1x2x2x{PT}>"], {"permutation": (0, 2, 1)}),
    ("slice", [f"tensor<3x4x{PT}>"], [f"tensor<1x2x{PT}>"],
     {"start_indices": (1, 0), "limit_indices": (2, 4), "strides": (1, 2)}),
    ("optimization_barrier", [f"tensor<2x{PT}>", "!stablehlo.token"], [f"tensor<2x{PT}>", "!stablehlo.token"], {}),
    ("add", [f"tensor<1x?x2x{AXIS2.replace(':2,', ':1,')}>"] * 2,
     [f"tensor<1x?x2x{AXIS2.replace(':2,', ':1,')}>"], {}),
    ("dynamic_reshape", [f"tensor<1x2x2x{AXIS2}>", "tensor<2xi64>"],
     ["tensor<2x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>"], {}),
]


@pytest.mark.parametrize("op, operands, results, attrs", POSITIVE)
def test_positive(op, operands, results, attrs):
    run(op, operands, results, **attrs)


NEGATIVE = [
    # per-axis quantized operands where only per-tensor ones are allowed (the ops' ODS types)
    ("concatenate", [f"tensor<1x2x2x{AXIS0_1}>"] * 2, [f"tensor<2x2x2x{AXIS0_1}>"], {"dimension": 0},
     "concatenate_c1", "operand #0 must be variadic of ranked tensor of"),
    ("optimization_barrier", [f"tensor<1x2x2x{AXIS0_1}>"], [f"tensor<1x2x2x{AXIS0_1}>"], {},
     "optimization_barrier_c1", "operand #0 must be variadic of ranked tensor of"),
    ("slice", [f"tensor<3x4x{AXIS0_1.replace('{0.1:-30}', '{0.1:-30, 0.1:-30, 0.1:-30}')}>"],
     [f"tensor<1x2x{AXIS0_1}>"], {"start_indices": (1, 0), "limit_indices": (2, 4), "strides": (1, 2)},
     "slice_c1", "operand #0 must be ranked tensor of"),
    ("dynamic_slice", [f"tensor<1x4x{AXIS0_1}>", "tensor<i64>", "tensor<i64>"], [f"tensor<1x4x{AXIS0_1}>"],
     {"slice_sizes": (1, 4)}, "dynamic_slice_c1", "operand #0 must be ranked tensor of"),
    ("dynamic_update_slice", [f"tensor<1x4x{PT}>", f"tensor<1x4x{AXIS0_1}>", "tensor<i64>", "tensor<i64>"],
     [f"tensor<1x4x{PT}>"], {}, "dynamic_update_slice_c1", "operand #1 must be ranked tensor of"),
    ("pad", [f"tensor<1x2x{AXIS0_1}>", f"tensor<{PT}>"], [f"tensor<1x2x{AXIS0_1}>"],
     {"edge_padding_low": (0, 0), "edge_padding_high": (0, 0), "interior_padding": (0, 0)},
     "pad_c1", "operand #0 must be ranked tensor of"),
    ("reverse", [f"tensor<1x2x{AXIS0_1}>"], [f"tensor<1x2x{AXIS0_1}>"], {"dimensions": (1,)},
     "reverse_c1", "operand #0 must be ranked tensor of"),
    # invalid quantized types: zero point out of storage range, bad quantized dimension
    ("add", ["tensor<1x2x!quant.uniform<i8:f32, 1.0:300>>"] * 2, ["tensor<1x2x!quant.uniform<i8:f32, 1.0:300>>"],
     {}, "add_c1", "but got 'tensor<1x2x!quant.uniform<i8:f32, 1.000000e+00:300>>'"),
    ("add", ["tensor<1x2x!quant.uniform<i8<-100:100>:f32, 1.0:-101>>"] * 2,
     ["tensor<1x2x!quant.uniform<i8<-100:100>:f32, 1.0:-101>>"], {}, "add_c1", "operand #0 must be"),
    ("add", [f"tensor<1x5x2x{AXIS2.replace(':2,', ':10,')}>"] * 2, [f"tensor<1x5x2x{AXIS2.replace(':2,', ':10,')}>"],
     {}, "add_c1", "operand #0 must be ranked tensor of"),
    ("add", [f"tensor<1x5x2x{AXIS2.replace(':2,', ':1,')}>"] * 2, [f"tensor<1x5x2x{AXIS2.replace(':2,', ':1,')}>"],
     {}, "add_c1", "operand #0 must be ranked tensor of"),
    # broadcast_in_dim C1, C6
    ("broadcast_in_dim", [f"tensor<1x2x1x{PT}>"], ["tensor<1x2x3x2x!quant.uniform<i8:f32, 0.2:-30>>"],
     {"broadcast_dimensions": (0, 1, 2)}, "broadcast_in_dim_c1", "expect same quantization scale and zero_point"),
    ("broadcast_in_dim", ["tensor<1x2x1x!quant.uniform<i8:f32:2, {0.1:-30}>>"],
     ["tensor<1x2x3x2x!quant.uniform<i8:f32:3, {0.1:-30, 0.1:-30}>>"], {"broadcast_dimensions": (0, 1, 2)},
     "broadcast_in_dim_c6", "result quantization_dimension 3 not same as broadcast_dimensions[2] = 2"),
    ("broadcast_in_dim", ["tensor<1x2x1x!quant.uniform<i8:f32:2, {0.1:-30}>>"],
     ["tensor<1x2x3x2x!quant.uniform<i8:f32:3, {0.2:2, 0.5:-20}>>"], {"broadcast_dimensions": (0, 1, 3)},
     "broadcast_in_dim_c6", "mismatch result scale 0 (2.000000e-01) and operand scale 0 (1.000000e-01)"),
    ("broadcast_in_dim", ["tensor<1x2x1x!quant.uniform<i8:f32:2, {0.1:-30}>>"],
     ["tensor<1x2x3x2x!quant.uniform<i8:f32:3, {0.1:-30, 0.1:-20}>>"], {"broadcast_dimensions": (0, 1, 3)},
     "broadcast_in_dim_c6", "mismatch result zero_point 1 (-20) and operand zero_point 0 (-30)"),
    # transpose C1, C4
    ("transpose", [f"tensor<1x2x2x{PT}>"], ["tensor<1x2x2x!quant.uniform<i8:f32, 0.1:-20>>"],
     {"permutation": (0, 2, 1)}, "transpose_c1", "expect same quantization scale and zero_point"),
    ("transpose", [f"tensor<1x2x2x{AXIS0_1}>"], ["tensor<1x2x2x!quant.uniform<i8:f32:0, {0.2:-30}>>"],
     {"permutation": (0, 2, 1)}, "transpose_c1", "expect same quantization scales and zero_points"),
    ("transpose", [f"tensor<1x2x2x{AXIS0_1}>"], ["tensor<1x2x2x!quant.uniform<i8:f32:1, {0.1:-30, 0.5:-20}>>"],
     {"permutation": (0, 2, 1)}, "transpose_c4", "operand quantization_dimension 0 is not same as permutation[1] = 2"),
    # reshape / dynamic_reshape C1, C3
    ("reshape", [f"tensor<1x2x2x{PT}>"], ["tensor<4x!quant.uniform<i8:f32, 0.1:-29>>"], {},
     "reshape_c1", "expect same quantization scale and zero_point"),
    ("reshape", ["tensor<1x2x2x!quant.uniform<i8:f32:0, {1.0:17}>>"],
     ["tensor<1x2x2x!quant.uniform<i8:f32:0, {1.0:18}>>"], {}, "reshape_c1",
     "expect same quantization scales and zero_points"),
    ("reshape", ["tensor<1x2x3x4x5x!quant.uniform<i8:f32:0, {1.0:17}>>"],
     ["tensor<2x3x20x!quant.uniform<i8:f32:1, {1.0:17, 1.0:17, 1.0:17}>>"], {}, "reshape_c3",
     "expect same quantization dimension size for operand and result"),
    ("reshape", ["tensor<1x2x3x4x5x!quant.uniform<i8:f32:0, {1.0:17}>>"],
     ["tensor<2x1x3x20x!quant.uniform<i8:f32:1, {1.0:17}>>"], {}, "reshape_c3",
     "product of dimensions before quantization dimension must match between operand and result for 1 and 2"),
    ("dynamic_reshape", ["tensor<1x2x2x!quant.uniform<i8:f32:0, {1.0:17}>>", "tensor<3xi64>"],
     ["tensor<1x2x2x!quant.uniform<i8:f32:0, {1.0:18}>>"], {}, "dynamic_reshape_c1",
     "expect same quantization scales and zero_points"),
]


@pytest.mark.parametrize("op, operands, results, attrs, label, message", NEGATIVE)
def test_negative(op, operands, results, attrs, label, message):
    assert_violates(run, op, operands, results, attrs, label, message)


def test_storage_range_and_validity():
    assert storage_range(parse_type("tensor<!quant.uniform<u4:f32, 1.0>>").element_type) == (0, 15)
    assert storage_range(parse_type("tensor<!quant.uniform<i8<-7:7>:f32, 1.0>>").element_type) == (-7, 7)
    assert quantization_valid(parse_type("tensor<2x!quant.uniform<i8:f32:0, {1.0:127, 1.0:-128}>>"))
    assert not quantization_valid(parse_type("tensor<2x!quant.uniform<i8:f32:0, {1.0:128, 1.0:0}>>"))
    assert quantization_valid(parse_type("tensor<?x!quant.uniform<i8:f32:0, {1.0, 1.0, 1.0}>>"))
