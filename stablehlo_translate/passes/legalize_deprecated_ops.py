"""``--stablehlo-legalize-deprecated-ops[=fail-on-unused=BOOL]``: deprecated StableHLO ops become
their supported forms (upstream's StablehloLegalizeDeprecatedOps.cpp and its DRR patterns), a
partial dialect conversion of each function:

- ``broadcast`` -> ``broadcast_in_dim`` (the operand's dimensions are the result's last ones);
- ``create_token`` -> ``after_all`` without operands;
- ``cross-replica-sum`` -> ``all_reduce`` of the same replica groups summing with ``add``;
- ``dot`` -> ``dot_general`` contracting the lhs's last dimension with the rhs's first;
- ``unary_einsum`` -> ``einsum`` of a constant one and the operand, config ``","`` + the equation.

``map`` and ``rng`` have no replacement: with ``fail-on-unused`` (the default) the function's first
one is MLIR's "failed to legalize operation ... that was explicitly marked illegal" and the pass fails.
"""
from __future__ import annotations

from typing import Callable

from ..diagnostics import Diagnostic
from ..ir.attributes import DenseArrayAttr, StructAttr
from ..ir.module import Block, Module, Operation
from ..ir.types import TensorType
from ..dialects.chlo_builder import Builder, Namer, Value, scalar_array
from .optimization import parse_bool

_NO_REPLACEMENT = ("stablehlo.map", "stablehlo.rng")


def legalize_deprecated_ops(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    try:
        fail_on_unused = parse_bool("fail-on-unused", options.get("fail-on-unused", "true"))
    except ValueError as error:  # llvm::cl's words, reported as the pass's error
        raise Diagnostic(module.op.loc, str(error)) from None
    taken = {name for op in module.op.walk() for name in op.results} | {
        name for op in module.op.walk() for region in op.regions for block in region.blocks
        for name, _ in block.arguments}
    namer = Namer(taken)
    for func in [op for op in module.op.walk() if op.name == "func.func"]:
        for op in func.walk():
            if op.name in _NO_REPLACEMENT and fail_on_unused:
                raise Diagnostic(op.loc, f"failed to legalize operation '{op.name}' that was explicitly marked "
                                         "illegal")
        for block in [b for op in func.walk() for region in op.regions for b in region.blocks]:
            _convert_block(block, namer)
    return module


def _convert_block(block: Block, namer: Namer) -> None:
    converted: list[Operation] = []
    for op in block.operations:
        convert = _CONVERSIONS.get(op.name)
        if convert is None:
            converted.append(op)
            continue
        b = Builder(namer, _no_chlo, op.loc)
        convert(b, op)
        for new in b.ops:
            new.location = op.location
        b.ops[-1].results = op.results  # the replacement's results keep the names later uses read
        converted.extend(b.ops)
    block.operations = converted


def _no_chlo(*_: object) -> list[Value]:
    raise NotImplementedError("no CHLO op in these conversions")


def _operands(op: Operation) -> list[Value]:
    return [Value(name, type_) for name, type_ in zip(op.operands, op.operand_types)]  # type: ignore[arg-type]


def _broadcast(b: Builder, op: Operation) -> list[str]:
    result = op.result_types[0]
    sizes = op.attributes.get("broadcast_sizes")
    count = len(sizes.values) if isinstance(sizes, DenseArrayAttr) else 0
    rank = len(result.shape) if isinstance(result, TensorType) else count
    return [b.op1("stablehlo.broadcast_in_dim", _operands(op), result,
                  {"broadcast_dimensions": DenseArrayAttr("i64", tuple(range(count, rank)))}).name]


def _create_token(b: Builder, op: Operation) -> list[str]:
    return [b.op("stablehlo.after_all", [], op.result_types, dict(op.attributes))[0].name]


def _cross_replica_sum(b: Builder, op: Operation) -> list[str]:
    element = TensorType((), op.result_types[0].element_type)  # type: ignore[union-attr]
    inner, (lhs, rhs) = b.block([element, element])
    total = inner.add(lhs, rhs)
    inner.op("stablehlo.return", [total], [])
    attributes = {"replica_groups": op.attributes["replica_groups"]}
    return [v.name for v in b.op("stablehlo.all_reduce", _operands(op), op.result_types, attributes,
                                 (Builder.region(inner, [lhs, rhs]),))]


def _dot(b: Builder, op: Operation) -> list[str]:
    lhs = op.operand_types[0]
    rank = len(lhs.shape) if isinstance(lhs, TensorType) else 1
    numbers = StructAttr("dot", (("lhs_batching_dimensions", ()), ("rhs_batching_dimensions", ()),
                                 ("lhs_contracting_dimensions", (rank - 1,)), ("rhs_contracting_dimensions", (0,))))
    attributes = {key: value for key, value in op.attributes.items() if key == "precision_config"}
    attributes["dot_dimension_numbers"] = numbers
    return [b.op1("stablehlo.dot_general", _operands(op), op.result_types[0], attributes).name]


def _unary_einsum(b: Builder, op: Operation) -> list[str]:
    operand = _operands(op)[0]
    scalar = TensorType((), operand.type.element_type)
    one = b.constant(scalar_array(1, scalar.element_type), scalar)
    config = "," + str(op.attributes.get("einsum_config", ""))
    return [b.op1("stablehlo.einsum", [one, operand], op.result_types[0], {"einsum_config": config}).name]


_CONVERSIONS: dict[str, Callable[[Builder, Operation], object]] = {
    "stablehlo.broadcast": _broadcast, "stablehlo.create_token": _create_token,
    "stablehlo.cross-replica-sum": _cross_replica_sum, "stablehlo.dot": _dot,
    "stablehlo.unary_einsum": _unary_einsum}
