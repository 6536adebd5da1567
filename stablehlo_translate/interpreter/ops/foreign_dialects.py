"""Rows of non-StableHLO ops that appear in StableHLO programs (arith.constant, tensor.cast and
builtin.unrealized_conversion_cast,
shape.shape_of as the CHLO decompositions of dynamically shaped ops emit it)."""
from typing import Any

import numpy as np

from ...ir.attributes import as_array
from ...optable import define_op
from ...text.syntax.forms import ARROW, CAST, CONSTANT
from .data_movement import constant


def tensor_cast(operand: Any) -> Any:
    """``tensor.cast`` changes only the static knowledge of a shape: the value is unchanged
    (the interpreter checks it against the result type, so a wrong cast is an error)."""
    return operand


def shape_of(operand: Any) -> Any:
    """``shape.shape_of`` of a tensor: its extents as ``tensor<Rxindex>``."""
    return np.array(operand.shape, np.int64)


define_op("arith.constant", syntax=CONSTANT, attrs={"value": as_array}, eval=constant, elementwise=True,
          spec="MLIR arith dialect")
define_op("tensor.cast", syntax=CAST, eval=tensor_cast, spec="MLIR tensor dialect", operands=1, results=1)
define_op("builtin.unrealized_conversion_cast", syntax=CAST, eval=tensor_cast, spec="MLIR builtin dialect",
          operands=1, results=1)
define_op("shape.shape_of", syntax=ARROW, eval=shape_of, spec="MLIR shape dialect", operands=1, results=1)
