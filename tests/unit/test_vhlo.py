"""VHLO tables, versions, legalization rules and the serialize/deserialize API (no shared files).

Expected values come from upstream: Version.cpp (bytecode versions), VhloToVersion.cpp
(target messages), VhloBytecode.cpp (i1 packing), VhloOps.td (version ranges).
"""
from __future__ import annotations

import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.vhlo import attr_convert, optable, versions
from stablehlo_translate.vhlo.legalize import stablehlo_to_vhlo, vhlo_to_stablehlo
from stablehlo_translate.vhlo.to_version import to_version
from stablehlo_translate.ir.types import TensorType

ADD = """func.func @main(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %0 = stablehlo.add %a, %b : tensor<2xi32>
  func.return %0 : tensor<2xi32>
}"""


@pytest.mark.parametrize("target, expected", [
    ("0.9.0", 0), ("0.9.5", 0), ("0.10.0", 1), ("0.11.0", 1), ("0.12.0", 3), ("0.13.0", 3), ("0.14.0", 4),
    ("0.15.0", 6), ("1.0.0", 6), ("1.20.0", 6)])
def test_bytecode_version_of_target(target, expected):
    assert versions.bytecode_version(versions.parse(target)) == expected


@pytest.mark.parametrize("target, message", [
    ("", "No target version specified.\nTarget version must be of the form `#.#.#`."),
    ("x.y.z", "Invalid target version argument 'x.y.z'\nTarget version must be of the form `#.#.#`."),
    ("0.0.0", "target version 0.0.0 is less than minimum supported 0.9.0"),
    ("100.10.10", "target version 100.10.10 is greater than current version 1.20.0")])
def test_bad_targets_have_upstream_messages(target, message):
    with pytest.raises(versions.VersionError) as error:
        versions.resolve_target(target)
    assert str(error.value) == message


def test_patch_versions_target_their_minor_release():
    assert versions.resolve_target("1.4.1") == (1, 4, 0)
    assert versions.resolve_target("current") == (1, 20, 0)
    assert versions.producer("current") == "StableHLO_v1.20.0"
    assert versions.producer("1.4.1") == "StableHLO_v1.4.1"


def test_op_table_versions_follow_the_td_files():
    assert optable.latest("stablehlo.add").name == "vhlo.add_v1"
    assert optable.latest("func.func").name == "vhlo.func_v1"
    assert optable.latest("chlo.erf") is None
    cbrt = optable.versions_of("cbrt")
    assert [(op.name, op.min_version, op.max_version) for op in cbrt] == [
        ("vhlo.cbrt_v1", (0, 9, 0), (1, 9, 0)), ("vhlo.cbrt_v2", (1, 10, 0), (1, 20, 0))]
    assert optable.vhlo_op("vhlo.dot_general_v2").attributes[-1] == "allow_imprecise_accumulation"
    assert optable.vhlo_op("vhlo.case_v1").regions == ("branches*",)


@pytest.mark.parametrize("values, blob", [
    ([True] + [False] * 7, b"\x01"),            # 8 elements packed in one byte (not a splat)
    ([True] * 8, b"\xff"),                      # a true splat is 0xFF
    ([False] * 16, b"\x00"),                    # a false splat is one zero byte
    ([True, False, False, False], b"\x01"),
    ([True] + [False] * 7 + [True] + [False] * 7, b"\x01\x01"),
])
def test_i1_tensors_are_bit_packed_as_upstream_writes_them(values, blob):
    array = np.array(values)
    assert attr_convert.dense_blob(array, "i1") == blob
    tensor = TensorType((len(values),), "i1")
    assert attr_convert.dense_array(blob, tensor).tolist() == values


def test_splat_and_sub_byte_tensor_data():
    assert attr_convert.dense_blob(np.full((3,), 7, np.int32), "i32") == b"\x07\x00\x00\x00"
    import ml_dtypes

    assert attr_convert.dense_blob(np.array([-1, 3], ml_dtypes.int4), "i4") == b"\x0f\x03"


def _legalized(text: str, target: str = "current"):
    return to_version(stablehlo_to_vhlo(st.parse_module(text)), versions.resolve_target(target))


def test_defaults_are_materialized_and_dropped_again():
    text = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = "stablehlo.sort"(%a) ({
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.compare GT, %x, %y : (tensor<f32>, tensor<f32>) -> tensor<i1>
    stablehlo.return %1 : tensor<i1>
  }) : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}"""
    vhlo = _legalized(text)
    sort = vhlo.body[0].regions[0].blocks[0].operations[0]
    assert sort.name == "vhlo.sort_v1"
    assert str(sort.attributes["dimension"]) == "#vhlo.integer_v1<-1 : i64>"
    assert str(sort.attributes["is_stable"]) == "#vhlo.bool_v1<false>"
    back = vhlo_to_stablehlo(vhlo)
    assert back.body[0].regions[0].blocks[0].operations[0].attributes == {}


def test_downgrade_drops_default_attributes_and_refuses_others():
    text = """func.func @main(%a: tensor<f32>) -> tensor<f32> {
  %0 = stablehlo.exponential %a : tensor<f32>
  func.return %0 : tensor<f32>
}"""
    assert _legalized(text, "1.8.0").body[0].regions[0].blocks[0].operations[0].name == "vhlo.exponential_v1"
    accurate = text.replace("%a :", "%a {result_accuracy = #stablehlo.result_accuracy<mode = "
                                     "#stablehlo.result_accuracy_mode<HIGHEST>>} :")
    with pytest.raises(Diagnostic) as error:
        _legalized(accurate, "1.8.0")
    assert error.value.message == ("failed to legalize operation 'vhlo.exponential_v2' that was explicitly "
                                   "marked illegal")
    assert error.value.follow_ups[0].message == "failed to convert VHLO to v1.8.0"


def test_api_round_trip_and_bytes_input():
    data = st.serialize(ADD, "0.9.0")
    assert data[:4] == b"ML\xefR" and b"StableHLO_v0.9.0" in data
    assert st.interpret(data, np.array([1, 2], np.int32), np.array([3, 4], np.int32))[0].tolist() == [4, 6]
    module = st.deserialize(data)
    assert st.interpret(module, np.array([1, 2], np.int32), np.array([3, 4], np.int32))[0].tolist() == [4, 6]
    assert st.parse_module(data).functions.keys() == {"main"}


def test_other_dialects_need_permission_and_round_trip_with_it():
    text = """func.func @main() {
  %0 = stablehlo.constant dense<1> : tensor<i32>
  check.expect_eq_const %0, dense<1> : tensor<i32>
  func.return
}"""
    with pytest.raises(Diagnostic, match="'check.expect_eq_const'"):
        st.serialize(text)
    module = st.deserialize(st.serialize(text, allow_other_dialects=True))
    names = [op.name for op in module.op.walk()]
    assert "check.expect_eq_const" in names and "builtin.unrealized_conversion_cast" not in names
    st.interpret(module)


def test_bytecode_properties_agree_with_the_op_table():
    from stablehlo_translate.bytecode.properties import VHLO_OPS, VHLO_PROPERTIES
    from stablehlo_translate.vhlo.td_tables import OPS

    assert {row[0] for row in OPS} == set(VHLO_OPS)
    for name, _, _, _, attributes, _, _ in OPS:
        assert VHLO_PROPERTIES.get(name, "").split() == sorted(attributes), name
