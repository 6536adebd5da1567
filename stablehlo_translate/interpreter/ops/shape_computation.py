"""Rows of the arith/tensor/shape ops that shape computations are made of: what ``--infer`` emits
for ``hlo_test_infer.reify_return_type_shapes`` (shape_reification.py), and the shape ops
--shape-legalize-to-stablehlo converts. They print in MLIR's
pretty forms (syntax_shape.py); the interpreter does not run them. ``shape.shape_of``, which
the CHLO decompositions emit too, has its row and evaluator in foreign_dialects.py."""
from ...optable import define_op
from ...text.syntax.forms import ARROW, OPERANDS
from ...text.syntax.shape import CMPI, EXTRACT, OPERAND_TYPE, RESULT_TYPE, WITNESS

for _name in ("arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.maxsi", "arith.addf"):
    define_op(_name, syntax=OPERANDS, spec="MLIR arith dialect")
define_op("arith.cmpi", syntax=CMPI, spec="MLIR arith dialect")
define_op("arith.select", syntax=RESULT_TYPE, spec="MLIR arith dialect")
define_op("tensor.dim", syntax=OPERAND_TYPE, spec="MLIR tensor dialect")
define_op("tensor.extract", syntax=EXTRACT, spec="MLIR tensor dialect")
define_op("tensor.from_elements", syntax=RESULT_TYPE, spec="MLIR tensor dialect")
define_op("shape.num_elements", syntax=ARROW, spec="MLIR shape dialect", operands=1, results=1)
define_op("shape.broadcast", syntax=ARROW, spec="MLIR shape dialect", results=1)
define_op("shape.cstr_broadcastable", syntax=WITNESS, spec="MLIR shape dialect", results=1)
