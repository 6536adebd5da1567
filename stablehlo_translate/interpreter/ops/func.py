"""The func dialect, cf.br and region terminators (spec.md#programs, spec.md#return)."""
from ...ir.attributes import as_symbol
from ...optable import define_op
from ...text.syntax.control import BRANCH, CALL_INDIRECT, SYMBOL_TYPE
from ...text.syntax.forms import CALL, OPERANDS
from ...verification import speculatability as speculation

# The interpreter runs calls and terminators itself: they steer control flow.
define_op("func.return", syntax=OPERANDS, is_terminator=True, spec="spec.md#programs")
define_op("stablehlo.return", speculatability=speculation.always, syntax=OPERANDS, is_terminator=True, spec="spec.md#return")
define_op("func.call", syntax=CALL, attrs={"callee": as_symbol}, spec="spec.md#programs")
# Function values and branches: parsed, verified and printed; the interpreter does not run them.
define_op("func.constant", syntax=SYMBOL_TYPE, attrs={"value": as_symbol}, spec="MLIR func dialect",
          operands=0, results=1)
define_op("func.call_indirect", syntax=CALL_INDIRECT, spec="MLIR func dialect")
define_op("cf.br", syntax=BRANCH, is_terminator=True, spec="MLIR cf dialect", results=0)
