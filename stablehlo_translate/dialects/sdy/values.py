"""Where an ``sdy`` check finds a value's sharding: a function's use lists (:class:`Uses`) and
``getSharding`` (utils.cc) over them (:func:`sharding_of`)."""
from __future__ import annotations

from typing import Any

from ...bytecode.locations import AtArgument
from . import model as M


class Uses:
    """Per function: how many times each value is used, the op defining each result, and the
    function's own arguments (for the data-flow-edge checks)."""

    def __init__(self, func: Any):
        self.counts: dict[str, int] = {}
        self.defining: dict[str, Any] = {}
        self.users: dict[str, list[Any]] = {}
        """The ops using each value, once per use."""
        self.owners: dict[str, tuple[Any, int]] = {}
        """Block arguments: the op whose region holds the block, and the argument's index."""
        self.blocks: dict[str, Any] = {}
        """Block arguments: their block."""
        entry = func.regions[0].entry if func.regions and func.regions[0].blocks else None
        self.arguments = {name for name, _ in entry.arguments} if entry is not None else set()
        for op in func.walk():
            for name in op.operands:
                self.counts[name] = self.counts.get(name, 0) + 1
                self.users.setdefault(name, []).append(op)
            for name in op.results:
                self.defining[name] = op
            for region in op.regions:
                for block in region.blocks:
                    for index, (name, _) in enumerate(block.arguments):
                        self.owners[name] = (op, index)
                        self.blocks[name] = block


DATA_FLOW_OPS = ("sdy.named_computation", "sdy.manual_computation")


def located_at(name: str, uses: Uses) -> Any:
    """What stands for ``name``'s location (Value::getLoc): its defining op, or its block
    argument's location (an object with the op's ``loc``), None when unknown."""
    op = uses.defining.get(name)
    if op is not None or name not in uses.blocks:
        return op
    return AtArgument(uses.blocks[name], uses.owners[name][1])


def owner(name: str, uses: Uses) -> tuple[Any, int, bool] | None:
    """(the op defining ``name`` or holding it as a block argument, its index, whether a result)."""
    op = uses.defining.get(name)
    if op is not None:
        return op, op.results.index(name), True
    found = uses.owners.get(name)
    return (found[0], found[1], False) if found is not None else None


def _manual_axes(op: Any) -> tuple[str, ...]:
    axes = M.sdy_value(op.attributes.get("manual_axes"), M.ManualAxes)
    return axes.names if axes is not None else ()


def erase_manual_axes(sharding: M.Sharding, manual: tuple[str, ...]) -> M.Sharding:
    """eraseManualAxes: each dimension's leading manual axes, and manual replicated and
    unreduced axes, dropped."""
    if not manual:
        return sharding
    dims = []
    for dim in sharding.dims:
        first_free = next((i for i, a in enumerate(dim.axes) if a.name not in manual), len(dim.axes))
        dims.append(M.DimSharding(dim.axes[first_free:], dim.is_closed, dim.priority))
    return M.Sharding(sharding.mesh, tuple(dims), tuple(a for a in sharding.replicated if a.name not in manual),
                      tuple(a for a in sharding.unreduced if a.name not in manual), sharding.reduction)


def _indexed(attr: Any, index: int) -> M.Sharding | None:
    per_value = M.sdy_value(attr, M.PerValue)
    if per_value is None or not 0 <= index < len(per_value.shardings):
        return None
    return per_value.shardings[index]


def sharding_of(name: str, uses: Uses | None) -> M.Sharding | None:
    """getSharding: the sharding a value carries, or None."""
    found = owner(name, uses) if uses is not None else None
    if found is None:
        return None
    op, index, is_result = found
    attrs = op.attributes
    if op.name in DATA_FLOW_OPS:
        users = uses.users.get(name, []) if uses is not None else []
        if len(users) == 1 and users[0].name == "sdy.data_flow_edge":
            return M.sdy_value(users[0].attributes.get("sharding"), M.Sharding)
        key = "out_shardings" if is_result else "in_shardings"
        sharding = _indexed(attrs.get(key), index)
        if op.name == "sdy.manual_computation" and not is_result and sharding is not None:
            return erase_manual_axes(sharding, _manual_axes(op))
        return sharding
    if not is_result:
        if op.name != "func.func":
            return None
        arg_attrs = attrs.get("arg_attrs") or ()
        entry = arg_attrs[index] if index < len(arg_attrs) else None
        return M.sdy_value(entry.get("sdy.sharding"), M.Sharding) if isinstance(entry, dict) else None
    for key in ("sharding", "out_sharding"):
        if op.name.startswith("sdy.") and key in attrs:
            return M.sdy_value(attrs[key], M.Sharding)
    return _indexed(attrs.get("sdy.sharding"), index)
