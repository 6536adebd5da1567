"""The func dialect and region terminators (spec.md#programs, spec.md#return)."""
from ...ir.attributes import as_symbol
from ...optable import define_op
from ...text.syntax.forms import CALL, OPERANDS
from ...verification import speculatability as speculation

# The interpreter runs calls and terminators itself: they steer control flow.
define_op("func.return", syntax=OPERANDS, is_terminator=True, spec="spec.md#programs")
define_op("stablehlo.return", speculatability=speculation.always, syntax=OPERANDS, is_terminator=True, spec="spec.md#return")
define_op("func.call", syntax=CALL, attrs={"callee": as_symbol}, spec="spec.md#programs")
