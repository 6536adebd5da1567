"""Rows of Shardy's ops as JAX exports them (``sdy.mesh``, ``sdy.sharding_constraint``,
``sdy.reshard``): shardings say how to split values over devices, never what they are, so
on one device the mesh computes nothing and the sharding ops are identities."""
from typing import Any

from ...diagnostics import ConstraintError
from ...optable import define_op
from ...verification.shapes import same_type
from ...text.syntax.sdy import MESH, SHARDING, UNSUPPORTED


def identity(operand: Any, sharding: str) -> Any:
    """``sdy.sharding_constraint`` / ``sdy.reshard``: the operand, unchanged."""
    return operand


def verify_same_type(operand_types: Any, *, result_types: Any, **_: Any) -> None:
    """SameOperandsAndResultType (ops.td)."""
    if not all(same_type(t, operand_types[0]) for t in (*operand_types, *result_types)):
        raise ConstraintError("SameOperandsAndResultType", "requires the same type for all operands and results")


define_op("sdy.mesh", syntax=MESH, attrs={"sym_name": str, "mesh": str}, spec="Shardy sdy dialect (ops.td Sdy_MeshOp)")
for _name, _op in (("sdy.sharding_constraint", "ShardingConstraintOp"), ("sdy.reshard", "ReshardOp")):
    define_op(_name, syntax=SHARDING, attrs={"sharding": str}, eval=identity, verify=verify_same_type,
              elementwise=True, spec=f"Shardy sdy dialect (ops.td Sdy_{_op})")
define_op("sdy.manual_computation", syntax=UNSUPPORTED, spec="Shardy sdy dialect (ops.td Sdy_ManualComputationOp)")
