"""Shardy's sdy dialect: attribute text (parse and print), bytecode encodings, checks, shards."""
from __future__ import annotations

import numpy as np
import pytest

from stablehlo_translate.bytecode.numbering import Numbering
from stablehlo_translate.dialects.sdy import model as M
from stablehlo_translate.dialects.sdy import shards, verify
from stablehlo_translate.dialects.sdy.bytecode import read_attribute, write_attribute
from stablehlo_translate.dialects.sdy.text import SdyTextError, parse_attr
from stablehlo_translate.ir.types import TensorType

PRINTED = [
    '#sdy.sharding<@mesh, [{"x"}, {"y", ?}p2], replicated={"z"}>',
    '#sdy.sharding<mesh<["a"=2]>, [], unreduced=max{"b"}>',
    '#sdy.sharding<@m, [{"a":(1)2, "a":(2)2}, {?}p0]>',
    '#sdy.sharding_per_value<[<@m, [{}]>, <@m, [{"b"}]>]>',
    '#sdy.mesh<["a"=2, "b"=4], device_ids=[1, 0, 2, 3, 4, 5, 6, 7]>',
    '#sdy.mesh<[], device_ids=[3]>',
    '#sdy.op_sharding_rule<([i, j], [j, k])->([i, k]) {i=2, j=4, k=8} reduction={j} need_replication={i}, custom>',
    '#sdy.op_sharding_rule<([], [])->([])>',
    '#sdy.propagation_edges<[{step-2 = [{"y" = operand-1 -> [operand-0, result-0]}]}]>',
]


@pytest.mark.parametrize("text", PRINTED)
def test_prints_as_read(text: str) -> None:
    assert str(parse_attr(text)) == text


@pytest.mark.parametrize("text, printed", [
    ('#sdy.mesh<["a"=2,"b"=2],device_ids=[0,1,2,3]>', '#sdy.mesh<["a"=2, "b"=2]>'),  # iota ids are dropped
    ('#sdy.sharding<@m, [{ "x" , ? }]>', '#sdy.sharding<@m, [{"x", ?}]>'),
    ('#sdy.op_sharding_rule<([z_1])->([z_1]) {i=1, j=1, k=1, l=1, m=1, n=1, o=1, p=1, q=1, r=1, s=1, t=1, u=1, '
     'v=1, w=1, x=1, y=1, z=1, z_1=2}>', None),
])
def test_normalizes_as_shardy(text: str, printed: str | None) -> None:
    assert str(parse_attr(text)) == (printed or text)


@pytest.mark.parametrize("text, messages", [
    ('#sdy.sharding<@m, [{"a"}p01]>', ["priorities with leading zeros are not allowed, got: p01",
                                       "failed to parse Sdy_TensorSharding parameter 'dim_shardings'"]),
    ('#sdy.mesh<["a"=0]>', ["axis size must be at least 1, got: 0", "failed to parse Sdy_Mesh parameter 'axes'"]),
    ('#sdy.mesh<["a"=2, "a"=2]>', ['duplicate axis name: "a"']),
    ('#sdy.op_sharding_rule<([j])->([j]) {j=2}>', ["Expecting factor index symbol 'i', received: 'j'"]),
    ('#sdy.sharding<@m, [{"a"}], bogus>', ["expected valid named axis list after comma"]),
    ('#sdy.nonsense<>', ["unknown attribute `nonsense` in dialect `sdy`"]),
])
def test_errors_are_shardys(text: str, messages: list[str]) -> None:
    with pytest.raises(SdyTextError) as caught:
        parse_attr(text)
    got = [message for _, message in caught.value.errors]
    assert len(got) >= len(messages)
    for expected, actual in zip(messages, got):
        assert expected in actual


class _Entries:
    """A bytecode writer and reader over plain lists: references are list indices."""

    def __init__(self) -> None:
        self.table: list = []
        self.strings: list[str] = []
        self.out: list = []

    # writer
    def varint(self, value: int) -> None:
        self.out.append(("v", value))

    signed_varint = varint

    def byte(self, value: int) -> None:
        self.out.append(("b", value))

    def string(self, text: str) -> None:
        self.out.append(("v", self._index(self.strings, text)))

    def attr(self, value: object) -> None:
        self.out.append(("v", self._index(self.table, value)))

    def attrs(self, values: tuple) -> None:
        self.varint(len(values))
        for value in values:
            self.attr(value)

    def optional_attr(self, value: object) -> None:
        self.out.append(("v", 0 if value is None else (self._index(self.table, value) << 1) | 1))

    @staticmethod
    def _index(table: list, value: object) -> int:
        if value not in table:
            table.append(value)
        return table.index(value)


class _Reader:
    def __init__(self, items: list, ctx: _Entries) -> None:
        self.items, self.ctx = list(items), ctx

    def varint(self) -> int:
        return self.items.pop(0)[1]

    signed_varint = byte = count = lambda self, *_: self.varint()  # noqa: E731

    def read_attr(self, r: "_Reader") -> object:
        return self.ctx.table[self.varint()]

    def attr_at(self, r: "_Reader", index: int) -> object:
        return self.ctx.table[index]

    def read_string(self, r: "_Reader") -> str:
        return self.ctx.strings[self.varint()]

    def error(self, message: str) -> Exception:
        return ValueError(message)


@pytest.mark.parametrize("text", PRINTED[:8])
def test_bytecode_round_trip(text: str) -> None:
    attr = parse_attr(text)
    ctx = _Entries()
    assert write_attribute(ctx, attr)
    reader = _Reader(ctx.out, ctx)
    assert read_attribute(reader, reader) == attr
    assert not reader.items


def test_bytecode_codes_follow_bytecode_td() -> None:
    codes = {}
    for text in ('#sdy.sharding<@m, [{"a"}]>', '#sdy.sharding<@m, [], unreduced={"a"}>',
                 '#sdy.sharding<@m, [], unreduced=min{"a"}>', '#sdy.sharding_per_value<[<@m, [], unreduced={"a"}>]>'):
        ctx = _Entries()
        write_attribute(ctx, parse_attr(text))
        codes[text] = ctx.out[0][1]
    assert list(codes.values()) == [6, 15, 17, 16]


def test_numbering_records_nested_attributes() -> None:
    numbering = Numbering()
    numbering.number_attr(parse_attr('#sdy.sharding<@m, [{"a":(1)2}]>'))
    kinds = sorted(type(getattr(e.value, "value", e.value)).__name__ for e in numbering.ordered_attrs)
    assert kinds == ["AxisRef", "DimSharding", "Sharding", "SubAxis", "SymbolRefAttr", "str"]  # str: the symbol


def _sharding(text: str) -> M.Sharding:
    return parse_attr(text).value  # type: ignore[return-value]


MESH = M.Mesh((M.MeshAxis("x", 4), M.MeshAxis("y", 2)))


@pytest.mark.parametrize("body, problem", [
    ('[{"x"}, {"y"}]', None),
    ('[{"z"}, {}]', 'unknown axis name: "z"'),
    ('[{"x"}, {"x"}]', 'duplicate axis ref: "x"'),
    ('[{"x":(1)2, "x":(2)2}, {}]', 'two consecutive sub-axes can be merged: "x":(1)2, "x":(2)2'),
    ('[{"x":(1)3}, {}]', 'sub-axis next pre-size 3 doesn\'t divide the size of the full axis 4: "x":(1)3'),
    ('[{}, {}], replicated={"y", "x"}', "replicated axes are not ordered w.r.t. mesh"),
    ('[{}]', "sharding doesn't match tensor rank: 1 != 2"),
    ('[{}p1, {}]', "dim 0 is empty and closed but has a priority"),
])
def test_sharding_checks(body: str, problem: str | None) -> None:
    sharding = _sharding(f"#sdy.sharding<@mesh, {body}>")
    assert verify.sharding_problem(sharding, TensorType((8, 4), "f32"), MESH) == problem


def test_shards_and_assembly() -> None:
    sharding = _sharding('#sdy.sharding<@mesh, [{"x"}, {"y"}]>')
    value = np.arange(32).reshape(8, 4)
    devices = shards.devices(MESH)
    assert [d for d, _ in devices] == list(range(8))
    pieces = [(where, shards.local_value(value, sharding, MESH, {"x", "y"}, where)) for _, where in devices]
    assert pieces[3][1].tolist() == [[10, 11], [14, 15]]  # x=1, y=1
    assert (shards.assemble(pieces, sharding, MESH, {"x", "y"}, (8, 4), value.dtype) == value).all()
    only_x = [(where, shards.local_value(value, sharding, MESH, {"x"}, where)) for _, where in devices]
    assert only_x[3][1].shape == (2, 4)  # y is free: the global view along it


def test_sub_axis_blocks() -> None:
    sharding = _sharding('#sdy.sharding<@mesh, [{"x":(2)2}, {}]>')
    blocks = [shards.blocks(sharding, MESH, {"x"}, where)[0] for _, where in shards.devices(MESH)]
    assert [index for index, _ in blocks] == [0, 0, 0, 0, 1, 1, 1, 1]


PROGRAM = """module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=2, "y"=1]> {stablehlo.mesh = {axes = [{name = "x", size = 2 : i64}]}}
  func.func public @main(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<2x2xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", ?}, {"y"}p1]> : tensor<2x2xf32>
    %1 = sdy.reshard %0 <mesh<["z"=4]>, [{}, {"z":(1)2}]> {k = 1 : i32} : tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
}
"""


@pytest.mark.parametrize("generic", [False, True], ids=["pretty", "generic"])
def test_print_parse_round_trip(generic: bool) -> None:
    from stablehlo_translate.ir.equality import first_difference
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.text.parser import parse_module

    module = parse_module(PROGRAM)
    text = print_module(module, generic=generic)
    again = parse_module(text)
    assert first_difference(module, again) is None
    assert print_module(again, generic=generic) == text
    if not generic:
        assert text == PROGRAM
    else:
        assert '"sdy.reshard"(%0) <{sharding = #sdy.sharding<mesh<["z"=4]>, [{}, {"z":(1)2}]>}> {k = 1 : i32}' in text


def test_sharding_ops_are_identities() -> None:
    from stablehlo_translate import interpret

    x = np.array([[1.0, -2.0], [3.5, 0.25]], np.float32)
    (result,) = interpret(PROGRAM, x)
    np.testing.assert_array_equal(result, x)


def test_manual_computation_runs_per_device() -> None:
    from stablehlo_translate import interpret

    text = """module {
  sdy.mesh @mesh = <["x"=2], device_ids=[1, 0]>
  func.func @main(%arg0: tensor<4xi32>) -> tensor<4xi32> {
    %0 = sdy.manual_computation(%arg0) in_shardings=[<@mesh, [{"x"}]>] out_shardings=[<@mesh, [{"x"}]>] manual_axes={"x"} (%arg1: tensor<2xi32>) {
      %1 = stablehlo.partition_id : tensor<ui32>
      %2 = stablehlo.convert %1 : (tensor<ui32>) -> tensor<i32>
      %3 = stablehlo.broadcast_in_dim %2, dims = [] : (tensor<i32>) -> tensor<2xi32>
      %4 = "stablehlo.all_reduce"(%arg1) <{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 1>, use_global_device_ids}> ({
      ^bb0(%a: tensor<i32>, %b: tensor<i32>):
        %s = stablehlo.add %a, %b : tensor<i32>
        stablehlo.return %s : tensor<i32>
      }) : (tensor<2xi32>) -> tensor<2xi32>
      %5 = stablehlo.multiply %4, %3 : tensor<2xi32>
      sdy.return %5 : tensor<2xi32>
    } : (tensor<4xi32>) -> tensor<4xi32>
    return %0 : tensor<4xi32>
  }
}
"""
    (result,) = interpret(text, np.array([1, 2, 10, 20], np.int32))
    # the first block is on device 1 (device_ids), the second on device 0
    assert result.tolist() == [11, 22, 0, 0]
