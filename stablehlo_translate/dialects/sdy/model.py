"""Shardy's attributes (``attrs.td``) as frozen values, each printing itself as Shardy prints it.

``text()`` is the attribute's body without ``#sdy.mnemonic``; ``str()`` of an
:class:`SdyAttr` is the full ``#sdy.mnemonic<...>`` text. Builders normalize as Shardy's do
(a mesh's iota ``device_ids`` are dropped).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Union

from ...ir.attributes import OpaqueAttr, SymbolRefAttr
from ...printing.module_printer import string_text

K_START_AT_Z = ord("z") - ord("i")  # 17
REDUCTION_OPS = ("sum", "max", "min")
EDGE_TYPES = ("operand", "result")
DIRECTIONS = ("NONE", "FORWARD", "BACKWARD", "BOTH")


def factor_symbol(index: int) -> str:
    """``factorSymbolString`` (utils.cc): i..z, then z_1, z_2, ..."""
    return chr(ord("i") + index) if index <= K_START_AT_Z else f"z_{index - K_START_AT_Z}"


@dataclass(frozen=True)
class MeshAxis:
    name: str
    size: int

    def text(self) -> str:
        return f"{string_text(self.name)}={self.size}"


@dataclass(frozen=True)
class Mesh:
    axes: tuple[MeshAxis, ...] = ()
    device_ids: tuple[int, ...] = ()

    @staticmethod
    def build(axes: tuple[MeshAxis, ...], device_ids: tuple[int, ...]) -> "Mesh":
        """Sdy_Mesh's builder: iota device ids are left out."""
        if axes and len(device_ids) == total_size(axes) and device_ids == tuple(range(len(device_ids))):
            device_ids = ()
        return Mesh(axes, device_ids)

    def text(self) -> str:
        ids = f", device_ids=[{', '.join(map(str, self.device_ids))}]" if self.device_ids else ""
        return "<[" + ", ".join(a.text() for a in self.axes) + "]" + ids + ">"

    def is_maximal(self) -> bool:
        return not self.axes and len(self.device_ids) == 1

    def sizes(self) -> dict[str, int]:
        return {a.name: a.size for a in self.axes}

    def names(self) -> list[str]:
        return [a.name for a in self.axes]

    def devices(self) -> list[int]:
        return list(self.device_ids) if self.device_ids else list(range(total_size(self.axes)))


def total_size(axes: tuple[MeshAxis, ...]) -> int:
    size = 1
    for axis in axes:
        size *= axis.size
    return size


@dataclass(frozen=True)
class SubAxis:
    pre_size: int
    size: int

    def text(self) -> str:
        return f"({self.pre_size}){self.size}"

    @property
    def next_pre_size(self) -> int:
        return self.pre_size * self.size


@dataclass(frozen=True)
class AxisRef:
    name: str
    sub: SubAxis | None = None

    def text(self) -> str:
        return string_text(self.name) + (f":{self.sub.text()}" if self.sub else "")

    def size(self, mesh: Mesh) -> int:
        return self.sub.size if self.sub else mesh.sizes()[self.name]

    @property
    def pre_size(self) -> int:
        return self.sub.pre_size if self.sub else 1

    def next_pre_size(self, mesh: Mesh) -> int:
        return self.sub.next_pre_size if self.sub else mesh.sizes()[self.name]

    def can_merge(self, other: "AxisRef") -> bool:
        return (other.name == self.name and self.sub is not None and other.sub is not None
                and self.sub.next_pre_size == other.sub.pre_size)

    def less(self, other: "AxisRef") -> bool:
        """AxisRefAttr::operator<."""
        if self.name != other.name:
            return self.name < other.name
        if self.sub is None:
            return other.pre_size > 1
        if other.sub is None:
            return self.pre_size == 1
        return (self.sub.pre_size, self.sub.size) < (other.sub.pre_size, other.sub.size)


def axis_list_text(axes: tuple[AxisRef, ...]) -> str:
    return ", ".join(a.text() for a in axes)


def mesh_less(mesh: Mesh, lhs: AxisRef, rhs: AxisRef) -> bool:
    """AxisRefAttr::getMeshComparator."""
    if lhs.name == rhs.name:
        return lhs.less(rhs)
    names = mesh.names()
    return names.index(lhs.name) < names.index(rhs.name)


@dataclass(frozen=True)
class DimSharding:
    axes: tuple[AxisRef, ...] = ()
    is_closed: bool = True
    priority: int | None = None

    def text(self) -> str:
        body = axis_list_text(self.axes)
        if not self.is_closed:
            body += ", ?" if self.axes else "?"
        return "{" + body + "}" + (f"p{self.priority}" if self.priority is not None else "")

    def sharded_size(self, mesh: Mesh) -> int:
        size = 1
        for axis in self.axes:
            size *= axis.size(mesh)
        return size


MeshOrRef = Union[Mesh, str]
"""An inlined mesh, or the name of an ``sdy.mesh`` symbol."""


@dataclass(frozen=True)
class Sharding:
    mesh: MeshOrRef
    dims: tuple[DimSharding, ...] = ()
    replicated: tuple[AxisRef, ...] = ()
    unreduced: tuple[AxisRef, ...] = ()
    reduction: str = "sum"

    def text(self) -> str:
        mesh = "mesh" + self.mesh.text() if isinstance(self.mesh, Mesh) else str(SymbolRefAttr((self.mesh,)))
        body = f"<{mesh}, [" + ", ".join(d.text() for d in self.dims) + "]"
        if self.replicated:
            body += ", replicated={" + axis_list_text(self.replicated) + "}"
        if self.unreduced:
            body += ", unreduced=" + ("" if self.reduction == "sum" else self.reduction)
            body += "{" + axis_list_text(self.unreduced) + "}"
        return body + ">"

    def all_axes(self) -> list[AxisRef]:
        return [a for d in self.dims for a in d.axes] + list(self.replicated) + list(self.unreduced)


@dataclass(frozen=True)
class PerValue:
    shardings: tuple[Sharding, ...] = ()

    def stripped(self) -> str:
        return "[" + ", ".join(s.text() for s in self.shardings) + "]"

    def text(self) -> str:
        return f"<{self.stripped()}>"


@dataclass(frozen=True)
class DimMapping:
    factors: tuple[int, ...] = ()

    def text(self) -> str:
        return "".join(map(factor_symbol, self.factors))


@dataclass(frozen=True)
class TensorMapping:
    dims: tuple[DimMapping, ...] = ()

    def text(self) -> str:
        return "[" + ", ".join(d.text() for d in self.dims) + "]"


@dataclass(frozen=True)
class Rule:
    factor_sizes: tuple[int, ...] = ()
    operands: tuple[TensorMapping, ...] = ()
    results: tuple[TensorMapping, ...] = ()
    reduction: tuple[int, ...] = ()
    need_replication: tuple[int, ...] = ()
    permutation: tuple[int, ...] = ()
    blocked: tuple[int, ...] = ()
    custom: bool = False

    def text(self) -> str:
        body = "<(" + ", ".join(m.text() for m in self.operands) + ")->("
        body += ", ".join(m.text() for m in self.results) + ")"
        if self.factor_sizes:
            body += " {" + ", ".join(f"{factor_symbol(i)}={s}" for i, s in enumerate(self.factor_sizes)) + "}"
        for name, factors in (("reduction", self.reduction), ("need_replication", self.need_replication),
                              ("permutation", self.permutation), ("blocked_propagation", self.blocked)):
            if factors:
                body += f" {name}={{" + ", ".join(map(factor_symbol, factors)) + "}"
        return body + (", custom" if self.custom else "") + ">"


@dataclass(frozen=True)
class AxisRefList:
    axes: tuple[AxisRef, ...] = ()

    def text(self) -> str:
        return "{" + axis_list_text(self.axes) + "}"


@dataclass(frozen=True)
class ListOfAxisRefLists:
    lists: tuple[AxisRefList, ...] = ()

    def text(self) -> str:
        return "[" + ", ".join(a.text() for a in self.lists) + "]"


@dataclass(frozen=True)
class AllToAllParam:
    axes: tuple[AxisRef, ...]
    src_dim: int
    tgt_dim: int

    def text(self) -> str:
        return "{" + axis_list_text(self.axes) + f"}}: {self.src_dim}->{self.tgt_dim}"


@dataclass(frozen=True)
class AllToAllParamList:
    params: tuple[AllToAllParam, ...] = ()

    def text(self) -> str:
        return "[" + ", ".join(p.text() for p in self.params) + "]"


@dataclass(frozen=True)
class ManualAxes:
    names: tuple[str, ...] = ()

    def text(self) -> str:
        return "{" + ", ".join(map(string_text, self.names)) + "}"


@dataclass(frozen=True)
class EdgeValueRef:
    type: str
    index: int

    def text(self) -> str:
        return f"{self.type}-{self.index}"


@dataclass(frozen=True)
class AxisEdges:
    """AxisToPropagationDetailsAttr."""

    axis: AxisRef
    source: EdgeValueRef
    targets: tuple[EdgeValueRef, ...]

    def text(self) -> str:
        return (f"{{{self.axis.text()} = {self.source.text()} -> ["
                + ", ".join(t.text() for t in self.targets) + "]}")


@dataclass(frozen=True)
class EdgeStep:
    """PropagationOneStepAttr."""

    step: int
    entries: tuple[AxisEdges, ...]

    def text(self) -> str:
        return f"{{step-{self.step} = [" + ", ".join(e.text() for e in self.entries) + "]}"


@dataclass(frozen=True)
class PropagationEdges:
    steps: tuple[EdgeStep, ...] = ()

    def text(self) -> str:
        return "<[" + ", ".join(s.text() for s in self.steps) + "]>"


MNEMONICS = {
    Mesh: "mesh", MeshAxis: "mesh_axis", SubAxis: "sub_axis_info", AxisRef: "axis_ref",
    DimSharding: "dimension_sharding", Sharding: "sharding", PerValue: "sharding_per_value",
    DimMapping: "dim_mapping", TensorMapping: "tensor_mapping", Rule: "op_sharding_rule",
    AxisRefList: "axis_ref_list", ListOfAxisRefLists: "list_of_axis_ref_lists",
    AllToAllParam: "all_to_all_param", AllToAllParamList: "all_to_all_param_list",
    ManualAxes: "manual_axes", EdgeValueRef: "edge_value_ref", AxisEdges: "axis_to_propagation_details",
    EdgeStep: "propagation_one_step", PropagationEdges: "propagation_edges",
}
_ANGLED = (Mesh, Sharding, PerValue, Rule, PropagationEdges)
"""Values whose text carries its own ``<...>`` (the others are wrapped in one)."""


def full_text(value: object) -> str:
    """``#sdy.mnemonic<...>`` of a model value."""
    body = value.text()  # type: ignore[attr-defined]
    return f"#sdy.{MNEMONICS[type(value)]}" + (body if isinstance(value, _ANGLED) else f"<{body}>")


class SdyAttr(OpaqueAttr):
    """An sdy attribute: its Shardy text (``OpaqueAttr.text``, so printers and equality treat
    it as any other dialect attribute) and its model value (``value``)."""

    __slots__ = ("value",)

    def __init__(self, value: object) -> None:
        super().__init__(full_text(value))
        object.__setattr__(self, "value", value)

    write_bytecode: Any
    """Shardy's encoding through a bytecode dialect writer: set by the package to
    dialects/sdy/bytecode.py's encoder, which imports this module."""


def sdy_value(attr: object, kind: type | None = None) -> object | None:
    """The model value of ``attr`` (of class ``kind`` if given), else None."""
    value = attr.value if isinstance(attr, SdyAttr) else None
    return value if kind is None or isinstance(value, kind) else None
