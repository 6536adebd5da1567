"""SSA values renamed the way MLIR's printer names them (AsmPrinter's SSANameState), for ``stablehlo-opt``.

Each region is numbered after the whole region that holds it, starting from the
counters its parent reached: results get ``%0``, ``%1``, ... (one number per op,
``%3#1`` for its second result), entry-block arguments ``%arg0``, ``%arg1``, ...,
other block arguments numbers. Sibling regions start from the same counters and
may reuse numbers. In the pretty form some ops name their values as upstream's
do (``OpAsmOpInterface``): ``stablehlo.constant`` ``%c`` (integer elements) or
``%cst``, ``tensor.cast`` ``%cast``, the fixed results of batch norm,
``rng_bit_generator`` and ``chlo.top_k`` by their ODS names, ``stablehlo.while``'s region arguments
``%iterArg``, ``chlo.scan``'s ``%input`` and ``%carry``; a name already in use
in the scope gets the next ``_N`` suffix (one counter per scope chain).
"""
from __future__ import annotations

import re

from ..ir.attributes import IntegerAttr
from ..ir.module import Block, Module, Operation, Region

_INTEGER_TYPE = re.compile(r"[su]?i\d+")
"""MLIR's IntegerType (i1 included; not index, not quantized types)."""

_RESULT_NAMES = {
    "stablehlo.batch_norm_training": ("output", "batch_mean", "batch_var"),
    "stablehlo.batch_norm_grad": ("grad_operand", "grad_scale", "grad_offset"),
    "stablehlo.rng_bit_generator": ("output_state", "output"),
    "chlo.top_k": ("values", "indices"),
    "tensor.cast": ("cast",),
    "memref.cast": ("cast",),
    "func.constant": ("f",),
}


def rename_like_mlir(module: Module, *, generic: bool = False) -> None:
    """Renames every value of ``module`` in place (see the module docstring)."""
    names = _Namer(generic)
    names.number(module.op)
    _rewrite_region_list(module.op.regions, names.new, [])


class _Namer:
    def __init__(self, generic: bool):
        self.generic = generic
        self.new: dict[tuple[int, int], str] = {}
        """(id of op or block, result or argument index) -> new name."""
        self.value = self.argument = self.conflict = 0
        self.used: list[set[str]] = [set()]

    def number(self, top: Operation) -> None:
        contexts = [(region, 0, 0, 0, self.used) for region in reversed(top.regions)]
        self.op(top)
        while contexts:
            region, self.value, self.argument, self.conflict, parent = contexts.pop()
            self.used = parent + [set()]
            self.region(region)
            nested = [(r, self.value, self.argument, self.conflict, self.used)
                      for block in region.blocks for op in block.operations for r in op.regions]
            contexts.extend(reversed(nested))

    def region(self, region: Region) -> None:
        for index, block in enumerate(region.blocks):
            for k in range(len(block.arguments)):
                given = self.new.get((id(block), k))
                if isinstance(given, tuple):  # named by the op that holds the region
                    self.set(block, k, given[1])
                elif index == 0:
                    self.set(block, k, f"arg{self.argument}")
                    self.argument += 1
                else:
                    self.set(block, k, "")
            for op in block.operations:
                self.block_argument_names(op)
                self.op(op)

    def block_argument_names(self, op: Operation) -> None:
        """Names ``op`` gives the entry arguments of its regions (before they are numbered)."""
        if self.generic or op.name not in ("stablehlo.while", "chlo.scan"):
            return
        segments = op.attributes.get("operandSegmentSizes")
        inputs = segments.values[0] if op.name == "chlo.scan" and segments is not None else 0
        for region in op.regions:
            if region.blocks:
                for k in range(len(region.blocks[0].arguments)):
                    name = "iterArg" if op.name == "stablehlo.while" else "input" if k < inputs else "carry"
                    self.new[(id(region.blocks[0]), k)] = ("deferred", name)  # named with its region

    def op(self, op: Operation) -> None:
        if not op.results:
            return
        names = () if self.generic else _result_names(op)
        for k, name in enumerate(names):
            self.set(op, k, name)
        if not names:
            base = f"%{self.value}"
            self.value += 1
            for k in range(len(op.results)):
                self.new[(id(op), k)] = base if len(op.results) == 1 else f"{base}#{k}"

    def set(self, owner: Operation | Block, index: int, name: str) -> None:
        if not name:
            self.new[(id(owner), index)] = f"%{self.value}"
            self.value += 1
            return
        if any(name in scope for scope in self.used):
            while True:
                candidate = f"{name}_{self.conflict}"
                self.conflict += 1
                if not any(candidate in scope for scope in self.used):
                    name = candidate
                    break
        self.used[-1].add(name)
        self.new[(id(owner), index)] = f"%{name}"


def _result_names(op: Operation) -> tuple[str, ...]:
    if op.name == "stablehlo.constant" and len(op.results) == 1:
        element = getattr(op.result_types[0], "element_type", None)
        return ("c",) if isinstance(element, str) and _INTEGER_TYPE.fullmatch(element) else ("cst",)
    if op.name == "arith.constant" and len(op.results) == 1:
        return (_arith_constant_name(op.attributes.get("value")),)
    names = _RESULT_NAMES.get(op.name, ())
    return names if len(names) == len(op.results) else ()


def _arith_constant_name(value: object) -> str:
    """arith.constant's getAsmResultNames: ``c<N>`` for an index, ``c<N>_iW`` for an integer,
    ``true``/``false`` for an i1, ``cst`` otherwise."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if not isinstance(value, IntegerAttr):
        return "cst"
    if value.type == "i1":
        return "true" if value.value else "false"
    return f"c{value.value}" + ("" if value.type == "index" else f"_{value.type}")


def _rewrite_region_list(regions: tuple[Region, ...], new: dict, scopes: list[dict[str, str]]) -> None:
    for region in regions:
        scope: dict[str, str] = {}
        for block in region.blocks:
            for k, (name, _) in enumerate(block.arguments):
                scope[name] = _final(new, block, k)
            for op in block.operations:
                for k, name in enumerate(op.results):
                    scope[name] = _final(new, op, k)
        chain = scopes + [scope]
        for block in region.blocks:
            block.arguments = tuple((scope[name], type_) for name, type_ in block.arguments)
            for op in block.operations:
                op.operands = tuple(_lookup(chain, name) for name in op.operands)
                _rewrite_region_list(op.regions, new, chain)
                op.results = tuple(scope[name] for name in op.results)
                op.cache.clear()


def _final(new: dict, owner: Operation | Block, index: int) -> str:
    name = new[(id(owner), index)]
    if isinstance(name, tuple):
        raise AssertionError(f"value {index} of {owner} was not numbered")
    return name


def _lookup(chain: list[dict[str, str]], name: str) -> str:
    for scope in reversed(chain):
        if name in scope:
            return scope[name]
    return name
