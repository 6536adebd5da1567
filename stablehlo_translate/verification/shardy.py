"""Shardy's checks (dialects/sdy/verify.py) as the verifier meets ``sdy`` ops and attributes.

:class:`ShardyChecks` keeps what those checks need across ops: the module's meshes (found when
an op first needs them), the manual axes bound by the enclosing ``sdy.manual_computation`` ops,
and the current function's use lists for the data-flow-edge checks. Each check returns the
diagnostics to report (empty when the op passes)."""
from __future__ import annotations

from typing import Any

from ..diagnostics import UNKNOWN_LOC, Diagnostic, Note
from ..ir.module import Operation


def op_error(op: Operation, message: str) -> Diagnostic:
    """``emitOpError``: the message at the op, after its name."""
    return Diagnostic(op.loc or UNKNOWN_LOC, f"'{op.name}' op {message}")


def has_sdy(op: Operation) -> bool:
    """Whether Shardy checks ``op``: an sdy op, or one with an ``sdy.*`` attribute."""
    return op.name.startswith("sdy.") or any(k.startswith("sdy.") for k in op.attributes)


class ShardyChecks:
    def __init__(self, module_op: Operation) -> None:
        self.module_op = module_op
        self.meshes: dict | None = None
        """Shardy's meshes by symbol (found when an op first needs them)."""
        self.manual: dict[str, Operation] = {}
        """Axes bound by the enclosing ``sdy.manual_computation`` ops."""
        self.uses: tuple | None = None
        """(function, its values.Uses) for the checks that look up values (data flow edges, collectives)."""

    def module_meshes(self) -> dict:
        if self.meshes is None:
            from ..dialects.sdy import shards

            self.meshes = shards.module_meshes(self.module_op)
        return self.meshes

    def function(self, func: Operation, inputs: tuple, results: tuple) -> list[Diagnostic]:
        """The shardings of ``func``'s arguments and results against its signature."""
        if "sdy.sharding" not in repr(func.attributes.get("arg_attrs")) + repr(func.attributes.get("res_attrs")):
            return []
        from ..dialects.sdy import verify

        problem = verify.function_problem(func, inputs, results, self.module_meshes())
        return [op_error(func, problem)] if problem else []

    def values(self, func: Operation | None) -> Any:
        """The values.Uses of ``func`` (built once per function), or None outside one."""
        if func is None:
            return None
        if self.uses is None or self.uses[0] is not func:
            from ..dialects.sdy.values import Uses

            self.uses = (func, Uses(func))
        return self.uses[1]

    def check(self, op: Operation, check: str, func: Operation | None = None) -> list[Diagnostic]:
        """One of Shardy's checks (a function of dialects/sdy/verify.py or collectives.py) on
        ``op``, with its note."""
        from ..dialects.sdy import collectives, verify

        meshes = self.module_meshes()
        if check == "edge_problem":
            problem = verify.edge_problem(op, self.values(func))
        elif check == "collective_problem":
            problem = collectives.collective_problem(op, self.values(func), meshes, self.manual)
        elif check == "resharding_problem":
            problem = collectives.resharding_problem(op, self.values(func), meshes)
        elif check == "attributes_problem":
            problem = verify.attributes_problem(op, meshes, self.manual, self.values(func))
        else:
            problem = getattr(verify, check)(op, meshes, self.manual)
        if not problem:
            return []
        found = [op_error(op, message) for message in (problem, *getattr(problem, "more", ()))]
        parent = getattr(problem, "parent", None)
        if parent is not None:
            found.append(Note(parent.loc or UNKNOWN_LOC, problem.note))
        return found

    def op(self, op: Operation, func: Operation | None) -> tuple[list[Diagnostic], tuple[str, ...]]:
        """Shardy's op checks of ``op``, and the manual axes it binds for the ops inside
        (release them with :meth:`release` after its regions)."""
        from ..dialects.sdy import collectives, verify

        found = self.check(op, "op_problem")
        if not found and func is not None and op.operands:
            if op.name in ("sdy.data_flow_edge", "sdy.func_data_flow_edge"):
                found = self.check(op, "edge_problem", func)
            elif op.name in collectives.CHECKS:
                found = self.check(op, "collective_problem", func)
            elif op.name in ("sdy.reshard", "sdy.sharding_constraint"):
                found = self.check(op, "resharding_problem", func)
        if found:
            return found, ()
        axes = verify.M.sdy_value(op.attributes.get("manual_axes"), verify.M.ManualAxes) \
            if op.name == "sdy.manual_computation" else None
        bound = tuple(a for a in axes.names if a not in self.manual) if axes is not None else ()
        self.manual.update(dict.fromkeys(bound, op))
        return [], bound

    def release(self, bound: tuple[str, ...]) -> None:
        for axis in bound:
            del self.manual[axis]
