"""One test per row of vhlo/to_version.py ``CHANGES``: a program using what version N of the op
added is refused for a target before N with upstream's messages, and written as version N
from the version that introduced it; without the feature it downgrades to version N-1."""
import pytest

import stablehlo_translate as st
from stablehlo_translate.vhlo import optable
from stablehlo_translate.vhlo.legalize import stablehlo_to_vhlo
from stablehlo_translate.vhlo.to_version import CHANGES, to_version
from stablehlo_translate.vhlo.versions import Version, text

ACCURACY = ("cbrt", "cosine", "exponential", "exponential_minus_one", "log", "log_plus_one", "logistic",
            "rsqrt", "sine", "sqrt", "tan", "tanh")
_HIGHEST = ("{result_accuracy = #stablehlo.result_accuracy<atol = 0.000000e+00, rtol = 0.000000e+00, ulps = 0, "
            "mode = #stablehlo.result_accuracy_mode<HIGHEST>>}")


def _unary(op: str, attrs: str) -> str:
    return (f"func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {{\n"
            f"  %0 = \"stablehlo.{op}\"(%a) {attrs} : (tensor<4xf32>) -> tensor<4xf32>\n"
            f"  func.return %0 : tensor<4xf32>\n}}")


_GATHER = """func.func @main(%operand: tensor<2x3x4xf32>, %indices: tensor<2x5x1xi64>{size}) -> {result} {{
  %0 = "stablehlo.{op}"(%operand, %indices{size_operand}) {{
    dimension_numbers = #stablehlo.gather<offset_dims = {offset}, collapsed_slice_dims = [2]{batching},
      start_index_map = [2], index_vector_dim = 2>,
    {slice_sizes}indices_are_sorted = false
  }} : (tensor<2x3x4xf32>, tensor<2x5x1xi64>{size_type}) -> {result}
  func.return %0 : {result}
}}"""


def _gather(op: str, batching: bool) -> str:
    """Rows of a 2x3x4 operand gathered by 2x5 indices: with a batching dimension (the indices'
    first one picks the operand's first), or taking whole 2x3 slices."""
    dynamic = op == "dynamic_gather"
    sizes = "1, 3, 1" if batching else "2, 3, 1"
    return _GATHER.format(
        op=op, size=", %sizes: tensor<3xi64>" if dynamic else "", size_operand=", %sizes" if dynamic else "",
        size_type=", tensor<3xi64>" if dynamic else "", offset="[2]" if batching else "[2, 3]",
        result="tensor<2x5x3xf32>" if batching else "tensor<2x5x2x3xf32>",
        batching=", operand_batching_dims = [0], start_indices_batching_dims = [0]" if batching else "",
        slice_sizes="" if dynamic else f"slice_sizes = array<i64: {sizes}>,\n    ")


_SCATTER = """func.func @main(%input: tensor<2x3x4xf32>, %indices: {indices}, %updates: {updates})
    -> tensor<2x3x4xf32> {{
  %0 = "stablehlo.scatter"(%input, %indices, %updates) ({{
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }}) {{
    scatter_dimension_numbers = #stablehlo.scatter<update_window_dims = {window}, inserted_window_dims = [2]{batching},
      scatter_dims_to_operand_dims = [2], index_vector_dim = {vector_dim}>
  }} : (tensor<2x3x4xf32>, {indices}, {updates}) -> tensor<2x3x4xf32>
  func.return %0 : tensor<2x3x4xf32>
}}"""


def _scatter(batching: bool) -> str:
    """The mirror of :func:`_gather`: rows added with a batching dimension, or whole 2x3 slices."""
    if batching:
        return _SCATTER.format(indices="tensor<2x5x1xi64>", updates="tensor<2x5x3xf32>", window="[2]", vector_dim=2,
                               batching=", input_batching_dims = [0], scatter_indices_batching_dims = [0]")
    return _SCATTER.format(indices="tensor<5x1xi64>", updates="tensor<5x2x3xf32>", window="[1, 2]", vector_dim=1,
                           batching="")


_ALL_REDUCE = """func.func @main(%a: tensor<f32>, %b: tensor<f32>) -> ({types}) {{
  %0:{n} = "stablehlo.all_reduce"({operands}) ({{
  ^bb0(%x: tensor<f32>, %y: tensor<f32>):
    %1 = stablehlo.add %x, %y : tensor<f32>
    stablehlo.return %1 : tensor<f32>
  }}) {{replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>}} : ({types}) -> ({types})
  func.return {results} : {types}
}}"""

_ALL_GATHER = """func.func @main(%a: tensor<16x8xf32>, %b: tensor<16x8xf32>) -> ({out}) {{
  %0:{n} = "stablehlo.all_gather"({operands}) {{all_gather_dim = 1 : i64,
    replica_groups = dense<[[0], [1]]> : tensor<2x1xi64>}} : ({ins}) -> ({out})
  func.return {results} : {out}
}}"""

_ALL_TO_ALL = """func.func @main(%a: tensor<4x16xf32>, %b: tensor<5x16xf32>) -> ({out}) {{
  %0:{n} = "stablehlo.all_to_all"({operands}) {{split_dimension = 1 : i64, concat_dimension = 0 : i64,
    split_count = 4 : i64, replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>,
    channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>}} : ({ins}) -> ({out})
  func.return {results} : {out}
}}"""


def _variadic(template: str, types: list[tuple[str, str]], n: int) -> str:
    ins = ", ".join(t for t, _ in types[:n])
    out = ", ".join(t for _, t in types[:n])
    return template.format(n=n, operands=", ".join(["%a", "%b"][:n]), ins=ins, out=out, types=out,
                           results=", ".join(f"%0#{i}" for i in range(n))).replace("%0:1 =", "%0 =").replace(
        "func.return %0#0 :", "func.return %0 :")


_COLLECTIVE_BROADCAST = """func.func @main(%a: tensor<16x8xf32>, %root: tensor<1xi32>) -> tensor<16x8xf32> {{
  %0 = "stablehlo.collective_broadcast"(%a{root}) {{replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>{dynamic}}}
    : (tensor<16x8xf32>{root_type}) -> tensor<16x8xf32>
  func.return %0 : tensor<16x8xf32>
}}"""

_COMPOSITE = """func.func @main(%a: tensor<f32>) -> tensor<f32> {{
  %0 = "stablehlo.composite"(%a) {region}{{name = "test.composite", composite_attributes = {{}},
    decomposition = @decomposition, version = 1 : i32}} : (tensor<f32>) -> tensor<f32>
  func.return %0 : tensor<f32>
}}
func.func private @decomposition(%a: tensor<f32>) -> tensor<f32> {{
  func.return %a : tensor<f32>
}}"""

_CUSTOM_CALL = """func.func @main(%a: tensor<64x256xf32>) -> tensor<64x256xf32> {{
  %0 = "stablehlo.custom_call"(%a) {{call_target_name = "foo", operand_layouts = [dense<[1, 0]> : tensor<2xindex>],
    result_layouts = [dense<[1, 0]> : tensor<2xindex>]{tilings}}} : (tensor<64x256xf32>) -> tensor<64x256xf32>
  func.return %0 : tensor<64x256xf32>
}}"""

_DOT_GENERAL = """func.func @main(%a: tensor<2x2x2xf32>, %b: tensor<2x2x2xf32>) -> tensor<2x2x2xf32> {{
  %0 = "stablehlo.dot_general"(%a, %b) {{dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0],
    rhs_batching_dimensions = [0], lhs_contracting_dimensions = [2], rhs_contracting_dimensions = [1]>{algorithm}}}
    : (tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
  func.return %0 : tensor<2x2x2xf32>
}}"""
_ALGORITHM = (",\n    algorithm = #stablehlo.dot_algorithm<lhs_precision_type = tf32, rhs_precision_type = tf32, "
              "accumulation_type = f32, lhs_component_count = 1, rhs_component_count = 1, "
              "num_primitive_operations = 1, allow_imprecise_accumulation = false>")

_SEND = """func.func @main(%a: tensor<f32>, %t: !stablehlo.token) -> !stablehlo.token {{
  %0 = "stablehlo.send"(%a, %t) {{{pairs}channel_handle = #stablehlo.channel_handle<handle = 0, type = 2>,
    is_host_transfer = true}} : (tensor<f32>, !stablehlo.token) -> !stablehlo.token
  func.return %0 : !stablehlo.token
}}"""
_RECV = """func.func @main(%t: !stablehlo.token) -> (tensor<f32>, !stablehlo.token) {{
  %0:2 = "stablehlo.recv"(%t) {{{pairs}channel_handle = #stablehlo.channel_handle<handle = 0, type = 3>,
    is_host_transfer = true}} : (!stablehlo.token) -> (tensor<f32>, !stablehlo.token)
  func.return %0#0, %0#1 : tensor<f32>, !stablehlo.token
}}"""
_PAIRS = "source_target_pairs = dense<[[0, 1], [1, 2]]> : tensor<2x2xi64>,\n    "

_F32 = [("tensor<f32>", "tensor<f32>")]
# (op base, version N) -> (a program using what N added, the same program without it)
CASES: dict[tuple[str, int], tuple[str, str]] = {
    ("all_reduce", 2): (_variadic(_ALL_REDUCE, _F32 * 2, 2), _variadic(_ALL_REDUCE, _F32 * 2, 1)),
    ("all_gather", 2): (_variadic(_ALL_GATHER, [("tensor<16x8xf32>", "tensor<16x16xf32>")] * 2, 2),
                        _variadic(_ALL_GATHER, [("tensor<16x8xf32>", "tensor<16x16xf32>")] * 2, 1)),
    ("all_to_all", 2): (_variadic(_ALL_TO_ALL, [("tensor<4x16xf32>", "tensor<16x4xf32>"),
                                                ("tensor<5x16xf32>", "tensor<20x4xf32>")], 2),
                        _variadic(_ALL_TO_ALL, [("tensor<4x16xf32>", "tensor<16x4xf32>")], 1)),
    ("collective_broadcast", 2): (
        _COLLECTIVE_BROADCAST.format(root=", %root", dynamic=", has_dynamic_root", root_type=", tensor<1xi32>"),
        _COLLECTIVE_BROADCAST.format(root="", dynamic="", root_type="")),
    ("composite", 2): (_COMPOSITE.format(region="({\n  ^bb0(%x: tensor<f32>):\n    stablehlo.return %x : "
                                                "tensor<f32>\n  }) "), _COMPOSITE.format(region="")),
    ("custom_call", 2): (_CUSTOM_CALL.format(tilings=",\n    result_tilings = [[dense<[8, 128]> : tensor<2xindex>]]"),
                         _CUSTOM_CALL.format(tilings="")),
    ("dot_general", 2): (_DOT_GENERAL.format(algorithm=_ALGORITHM), _DOT_GENERAL.format(algorithm="")),
    ("gather", 2): (_gather("gather", True), _gather("gather", False)),
    ("dynamic_gather", 2): (_gather("dynamic_gather", True), _gather("dynamic_gather", False)),
    ("scatter", 2): (_scatter(True), _scatter(False)),
    ("send", 2): (_SEND.format(pairs=_PAIRS), _SEND.format(pairs="")),
    ("recv", 2): (_RECV.format(pairs=_PAIRS), _RECV.format(pairs="")),
} | {(op, 2): (_unary(op, _HIGHEST), _unary(op, "")) for op in ACCURACY}


def _before(version: Version) -> Version:
    major, minor, _ = version
    assert minor > 0, version
    return (major, minor - 1, 0)


def _ops(program: str, target: Version) -> list[str]:
    module = to_version(stablehlo_to_vhlo(st.parse_module(program)), target)
    return [op.name for op in module.op.walk() if op.name.startswith("vhlo.") and op.name != "vhlo.func_v1"
            and op.name != "vhlo.return_v1"]


def test_every_change_has_a_case():
    assert set(CASES) | {("dynamic_conv", 2)} == set(CHANGES)


@pytest.mark.parametrize("key", sorted(CASES), ids=lambda key: f"{key[0]}_v{key[1]}")
def test_downgrade_before_the_feature_is_refused(key):
    base, number = key
    newer = optable.vhlo_op(f"vhlo.{base}_v{number}")
    before = text(_before(newer.min_version))
    with_feature, without = CASES[key]
    st.verify(with_feature)
    st.verify(without)
    with pytest.raises(st.Error) as caught:
        st.serialize(with_feature, before)
    assert [d.message for d in caught.value.diagnostics] == [
        f"failed to legalize operation 'vhlo.{base}_v{number}' that was explicitly marked illegal",
        f"failed to convert VHLO to v{before}"]
    op_line = next(i for i, line in enumerate(with_feature.split("\n"), 1) if f'"stablehlo.{base}"' in line)
    assert caught.value.loc.line == op_line  # at the op
    assert f"vhlo.{base}_v{number}" in _ops(with_feature, newer.min_version)
    assert f"vhlo.{base}_v{number - 1}" in _ops(without, _before(newer.min_version))
    st.serialize(without, before)


def test_dynamic_conv_downgrade_writes_the_padding_v1_had():
    program = """func.func @main(%a: tensor<1x8x8x1xf32>, %w: tensor<3x3x1x1xf32>, %p: tensor<2x2xi64>)
    -> tensor<1x8x8x1xf32> {
  %0 = "stablehlo.dynamic_conv"(%a, %w, %p) {
    dimension_numbers = #stablehlo.conv<[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]>,
    feature_group_count = 1 : i64, batch_group_count = 1 : i64}
    : (tensor<1x8x8x1xf32>, tensor<3x3x1x1xf32>, tensor<2x2xi64>) -> tensor<1x8x8x1xf32>
  func.return %0 : tensor<1x8x8x1xf32>
}"""
    old = to_version(stablehlo_to_vhlo(st.parse_module(program)), (0, 19, 0))
    (conv,) = [op for op in old.op.walk() if op.name.startswith("vhlo.dynamic_conv")]
    assert conv.name == "vhlo.dynamic_conv_v1"
    assert str(conv.attributes["padding"]).startswith("#vhlo.tensor_v1<dense<0> : tensor<2x2xi64>")
    back = st.deserialize(st.serialize(program, "0.19.0"))
    (conv,) = [op for op in back.op.walk() if op.name == "stablehlo.dynamic_conv"]
    assert "padding" not in conv.attributes


_PROMOTABLE_REDUCE = """func.func @main(%a: tensor<4x4xf32>, %init: tensor<f32>) -> tensor<4xf64> {
  %0 = "stablehlo.reduce"(%a, %init) ({
  ^bb0(%x: tensor<f64>, %y: tensor<f64>):
    %1 = stablehlo.add %x, %y : tensor<f64>
    stablehlo.return %1 : tensor<f64>
  }) {dimensions = array<i64: 0>} : (tensor<4x4xf32>, tensor<f32>) -> tensor<4xf64>
  func.return %0 : tensor<4xf64>
}"""
_DICT_BACKEND_CONFIG = """func.func @main(%a: tensor<4xf32>) -> tensor<4xf32> {
  %0 = stablehlo.custom_call @foo(%a) {backend_config = {k = 1 : i32}, api_version = 4 : i32}
    : (tensor<4xf32>) -> tensor<4xf32>
  func.return %0 : tensor<4xf32>
}"""
_I2 = """func.func @main(%a: tensor<4xi2>) -> tensor<4xi2> {
  %0 = stablehlo.add %a, %a : tensor<4xi2>
  func.return %0 : tensor<4xi2>
}"""


@pytest.mark.parametrize("program, last_refused, op, line", [
    (_PROMOTABLE_REDUCE, "0.16.0", "vhlo.reduce_v1", 2),  # reductions in a wider type: 0.17.0
    (_DICT_BACKEND_CONFIG, "1.2.0", "vhlo.custom_call_v2", 2),  # dictionary backend_config: 1.3.0 (upstream's name)
    (_I2, "1.1.0", "vhlo.func_v1", 1),  # i2: 1.2.0
], ids=["promotable_reduce", "dict_backend_config", "i2"])
def test_versioned_constraints_and_types_are_refused_before_their_version(program, last_refused, op, line):
    with pytest.raises(st.Error) as caught:
        st.serialize(program, last_refused)
    assert [d.message for d in caught.value.diagnostics] == [
        f"failed to legalize operation '{op}' that was explicitly marked illegal",
        f"failed to convert VHLO to v{last_refused}"]
    assert caught.value.loc.line == line
    major, minor, _ = (int(part) for part in last_refused.split("."))
    st.serialize(program, f"{major}.{minor + 1}.0")
