"""Rows of non-StableHLO ops that appear in StableHLO programs (arith.constant, arith.index_cast,
tensor.cast, builtin.unrealized_conversion_cast, memref.cast, bufferization.to_tensor/to_buffer,
shape.const_shape, and shape.shape_of as the CHLO
decompositions of dynamically shaped ops emit it)."""
from typing import Any

import numpy as np

from ...ir.attributes import as_array
from ...optable import define_op
from ...text.syntax.forms import ARROW, CONSTANT, OPERANDS
from ...text.syntax.structured import CAST
from ...text.syntax.shape import CONST_SHAPE
from ...text.syntax.scf import INSERT, SCF_FOR
from .data_movement import constant


def tensor_cast(operand: Any) -> Any:
    """``tensor.cast`` changes only the static knowledge of a shape: the value is unchanged
    (the interpreter checks it against the result type, so a wrong cast is an error)."""
    return operand


def index_cast(operand: Any, *, result_types: Any) -> Any:
    """``arith.index_cast`` between index and integer tensors: sign-extended or truncated."""
    return operand.astype(result_types[0].dtype)


def shape_of(operand: Any) -> Any:
    """``shape.shape_of`` of a tensor: its extents as ``tensor<Rxindex>``."""
    return np.array(operand.shape, np.int64)


define_op("arith.constant", syntax=CONSTANT, attrs={"value": as_array}, eval=constant, elementwise=True,
          spec="MLIR arith dialect")
define_op("tensor.cast", syntax=CAST, eval=tensor_cast, spec="MLIR tensor dialect", operands=1, results=1)
define_op("builtin.unrealized_conversion_cast", syntax=CAST, eval=tensor_cast, spec="MLIR builtin dialect",
          operands=1, results=1)
for _name in ("memref.cast", "bufferization.to_tensor", "bufferization.to_buffer"):
    define_op(_name, syntax=CAST, spec=f"MLIR {_name.split('.')[0]} dialect", operands=1, results=1)
define_op("scf.for", syntax=SCF_FOR, spec="MLIR scf dialect")
define_op("scf.yield", syntax=OPERANDS, is_terminator=True, spec="MLIR scf dialect")
define_op("tensor.insert", syntax=INSERT, spec="MLIR tensor dialect", operands=None, results=1)
define_op("arith.index_cast", syntax=CAST, eval=index_cast, wants_result_types=True, spec="MLIR arith dialect",
          operands=1, results=1)
define_op("shape.const_shape", syntax=CONST_SHAPE, attrs={"shape": as_array}, eval=lambda shape: shape,
          spec="MLIR shape dialect", operands=0, results=1)
define_op("shape.shape_of", syntax=ARROW, eval=shape_of, spec="MLIR shape dialect", operands=1, results=1)
