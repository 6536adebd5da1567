"""Invalid programs written from upstream's checks (TypeInference.cpp, StablehloOps.cpp, Base.cpp),
one table per op family: each program breaks one or more constraints and must report upstream's
message for the check upstream runs first (parse-time checks at the parse step, then the op's
checks in upstream's order). The messages are upstream's texts with the values these programs give."""
from __future__ import annotations

import pytest

from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.text.parser import parse_module
from stablehlo_translate.verification.verifier import verify_module


def first_error(text: str) -> str:
    try:
        module = parse_module(text, "t.mlir")
    except Diagnostic as error:
        return error.message
    diagnostics = verify_module(module, allow_unregistered=True)
    assert diagnostics, "expected an error"
    return diagnostics[0].message


def scatter(operand: str, indices: str, updates: str, numbers: str, result: str | None = None,
            element: str = "f32", body_element: str | None = None) -> str:
    b = body_element or element
    return f"""
func.func @f(%o: {operand}, %i: {indices}, %u: {updates}) -> {result or operand} {{
  %0 = "stablehlo.scatter"(%o, %i, %u) ({{
  ^bb0(%a: tensor<{b}>, %c: tensor<{b}>):
    %s = stablehlo.add %a, %c : tensor<{b}>
    "stablehlo.return"(%s) : (tensor<{b}>) -> ()
  }}) {{scatter_dimension_numbers = #stablehlo.scatter<{numbers}>}}
    : ({operand}, {indices}, {updates}) -> {result or operand}
  func.return %0 : {result or operand}
}}"""


DIMS = "update_window_dims = [1], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], " \
       "index_vector_dim = 1"

SCATTER = [
    # verifyScatterOp: the updates' rank (C4) before the dimension numbers (C7: not sorted)
    (scatter("tensor<?x?x?xf32>", "tensor<10x2xi32>", "tensor<10x300xf32>",
             "update_window_dims = [1, 0], inserted_window_dims = [0, 1], scatter_dims_to_operand_dims = [0, 1], "
             "index_vector_dim = 1"),
     "expects updates tensor must be of rank 3 ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), "
     "where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == "
     "rank-of('scatter_indices')), but got 2."),
    # index_vector_dim == rank(indices) expands the indices by a trailing 1
    (scatter("tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x300xf32>",
             DIMS.replace("index_vector_dim = 1", "index_vector_dim = 2")),
     "expects updates tensor must be of rank 3 ( == rank-of('scatter_indices') - 1 + size-of('update_window_dims'), "
     "where 'scatter_indices' is expanded by a trailing 1 dimension if 'index_vector_dim' == "
     "rank-of('scatter_indices')), but got 2."),
    # C22 before the update computation and the updates' rank
    (scatter("tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x300xf32>",
             DIMS.replace("index_vector_dim = 1", "index_vector_dim = 3")),
     "Expects index_vector_dim to be in range [0, rank-of('scatter_indices')] i.e. [0, 2]. got: 3."),
    # the update computation (C23) before the updates' rank; its init values are the updates' elements
    (scatter("tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x300xi32>", DIMS),
     "The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's "
     "corresponding init-value element-type: 'tensor<f32>' vs 'tensor<i32>'"),
    (scatter("tensor<200x100x300xf32>", "tensor<10x2xi32>", "tensor<10x301xf32>", DIMS),
     "expects bounds of the window dimensions of updates to not exceed the bounds of the corresponding dimensions "
     "of operand. For dimension 1, updates bound is 301, operand bound is 300."),
    (scatter("tensor<200x100x300xf32>", "tensor<11x2xi32>", "tensor<10x300xf32>", DIMS),
     "expects bounds of the scatter dimensions of updates to be same as the bounds of the corresponding dimensions "
     "of scatter indices. For scatter dimension 0, updates bound is 10 , scatter_indices bound is 11."),
]


@pytest.mark.parametrize("text, message", SCATTER)
def test_scatter(text, message):
    assert first_error(text) == message  # verifyScatterOp: emitOptionalError, no op prefix


BOUNDS = [
    # Base.cpp verifyBounds, at parse time (TypeExtensionsAttr::verifyEncoding)
    ("func.func @f(%a: tensor<?x?xf32, #stablehlo.bounds<3>>) -> tensor<?x?xf32> {\n"
     "  %0 = stablehlo.abs %a : (tensor<?x?xf32, #stablehlo.bounds<3>>) -> tensor<?x?xf32>\n"
     "  func.return %0 : tensor<?x?xf32>\n}",
     "Bounds length is 1, expected to be equal to rank(2) of the tensor 'tensor<?x?xf32>'"),
    ("func.func @f(%a: tensor<3x?xf32, #stablehlo.bounds<3, ?>>) -> tensor<3x?xf32> {\n"
     "  func.return %a : tensor<3x?xf32>\n}",
     "Static dimension 0 cannot have a bound, use ShapedType::kDynamic to indicate a missing bound in tensor "
     "'tensor<3x?xf32>'"),
]


@pytest.mark.parametrize("text, message", BOUNDS)
def test_bounds(text, message):
    assert first_error(text) == message


def async_start(arg: str, body: str, result: str, returned: str) -> str:
    return f"""
func.func @f(%x: tensor<2x4xf32>) -> {result} {{
  %0 = "stablehlo.async_start"(%x) ({{
  ^bb0({arg}):
{body}
    "stablehlo.return"(%r) : ({returned}) -> ()
  }}) : (tensor<2x4xf32>) -> {result}
  func.return %0 : {result}
}}"""


def permute(t: str) -> str:
    return (f'    %r = "stablehlo.collective_permute"(%a) {{source_target_pairs = dense<[[0, 1]]> : tensor<1x2xi64>}} '
            f': ({t}) -> {t}')
FUTURE = "!stablehlo.future<tensor<2x4xf32>>"

ASYNC = [
    # upstream's async_start inference: operand count, operand types, one op, a collective or slice
    (async_start("%a: tensor<2x4xf32>, %b: tensor<2x4xf32>", permute("tensor<2x4xf32>"), FUTURE,
                 "tensor<2x4xf32>"),
     ["number of operands (1) must match number of region arguments (2)", "failed to infer returned types"]),
    (async_start("%a: tensor<2x4xi32>", permute("tensor<2x4xi32>"), FUTURE, "tensor<2x4xi32>"),
     ["operand type 'tensor<2x4xf32>' at index 0 must match region argument type 'tensor<2x4xi32>'",
      "failed to infer returned types"]),
    (async_start("%a: tensor<2x4xf32>", '    %r = stablehlo.abs %a : tensor<2x4xf32>', FUTURE, "tensor<2x4xf32>"),
     ["region must contain a collective or slice operation", "failed to infer returned types"]),
    (async_start("%a: tensor<2x4xf32>", '    %n = stablehlo.abs %a : tensor<2x4xf32>\n'
                 + permute("tensor<2x4xf32>").replace("(%a)", "(%n)"), FUTURE, "tensor<2x4xf32>"),
     ["region must contain exactly one operation and a return", "failed to infer returned types"]),
    (async_start("%a: tensor<2x4xf32>", permute("tensor<2x4xf32>"), "!stablehlo.future<tensor<2x4xi32>>",
                 "tensor<2x4xf32>"),
     ["inferred type(s) '!stablehlo.future<tensor<2x4xf32>>' are incompatible with return type(s) of operation "
      "'!stablehlo.future<tensor<2x4xi32>>'", "failed to infer returned types"]),
    # the wrapped op is verified too (all_gather_dim out of range)
    (async_start("%a: tensor<2x4xf32>", '    %r = "stablehlo.all_gather"(%a) {all_gather_dim = 2 : i64, '
                 'replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x4xf32>) -> tensor<2x8xf32>',
                 "!stablehlo.future<tensor<2x8xf32>>", "tensor<2x8xf32>"),
     ["all_gather_dim must be a valid index of operand"]),
    # ODS: one region
    (f'func.func @f(%x: tensor<2x4xf32>) -> {FUTURE} {{\n  %0 = "stablehlo.async_start"(%x) : (tensor<2x4xf32>) '
     f'-> {FUTURE}\n  func.return %0 : {FUTURE}\n}}', ["requires one region"]),
]


def all_errors(text: str) -> list[str]:
    module = parse_module(text, "t.mlir")
    return [d.message for d in verify_module(module, allow_unregistered=True)]


@pytest.mark.parametrize("text, messages", ASYNC)
def test_async_start(text, messages):
    errors = all_errors(text)
    assert errors == [m if m.startswith("all_gather_dim") else f"'stablehlo.async_start' op {m}" for m in messages]


def test_async_done():
    text = async_start("%a: tensor<2x4xf32>", permute("tensor<2x4xf32>"), FUTURE, "tensor<2x4xf32>")
    valid = text.replace("func.return %0 : " + FUTURE, '%1 = "stablehlo.async_done"(%0) : (' + FUTURE
                         + ') -> tensor<2x4xf32>\n  func.return %0 : ' + FUTURE)
    assert all_errors(valid) == []
    wrong = valid.replace(") -> tensor<2x4xf32>\n  func.return", ") -> tensor<2x4xi32>\n  func.return")
    assert all_errors(wrong) == ["'stablehlo.async_done' op inferred type(s) 'tensor<2x4xf32>' are incompatible with "
                                 "return type(s) of operation 'tensor<2x4xi32>'",
                                 "'stablehlo.async_done' op failed to infer returned types"]


def conv(dims: str = "[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]", window: str = "stride = [1, 1]") -> str:
    return f"""
func.func @f(%x: tensor<1x8x8x3xf32>, %k: tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32> {{
  %0 = stablehlo.convolution(%x, %k) dim_numbers = {dims}, window = {{{window}}}
    {{batch_group_count = 1 : i64, feature_group_count = 1 : i64}}
    : (tensor<1x8x8x3xf32>, tensor<3x3x3x4xf32>) -> tensor<1x6x6x4xf32>
  func.return %0 : tensor<1x6x6x4xf32>
}}"""


CONVOLUTION_PARSE = [
    # parseWindowAttributes
    (conv(window="stide = [1, 1]"), "Unexpected keyword stide"),
    (conv(window="pad = [[0, 0], [0, x]]"), "expected integer value"),
    (conv(window="pad = [[0, 0, 0], [0, 0]]"), "Expected array with 2 elements, got 3 elements instead"),
    # each window keyword once: parseWindowAttributes erases it from the allowed set
    (conv(window="stride = [1, 1], pad = [[0, 0], [0, 0]], stride = [1, 1]"), "Unexpected keyword stride"),
    (conv(window="reverse = [false, false], reverse = [false, false]"), "Unexpected keyword reverse"),
    # parseConvolutionDimensions, one [...] at a time
    (conv("[b, 0, 1, f, f]x[0, 1, i, o]->[b, 0, 1, f]"), "Unexpected keyword f"),
    (conv("[b, 0, -1, f]x[0, 1, i, o]->[b, 0, 1, f]"), "Unexpected dimension -1"),
    (conv("[b, 0, 0, f]x[0, 1, i, o]->[b, 0, 1, f]"), "Duplicate entries for spatial dimension 0"),
    (conv("[b, 0, 1, feature]x[0, 1, i, o]->[b, 0, 1, f]"), "Unexpected keyword feature"),
    (conv("[b, 0, 1, f]x[0, 1, i, b]->[b, 0, 1, f]"), "Unexpected dimension b, expecting o"),
    (conv("[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1]"), "Expected dimensions f not specified"),
    (conv("[b, 0, 2, f]x[0, 1, i, o]->[b, 0, 1, f]"), "Expected spatial dimensions 1 not specified"),
]


@pytest.mark.parametrize("text, message", CONVOLUTION_PARSE)
def test_convolution_parse(text, message):
    """Errors of the op's custom parser carry MLIR's ``custom op 'NAME'`` prefix."""
    assert first_error(text) == f"custom op 'stablehlo.convolution' {message}"


def reduce(inputs: list[str], inits: list[str], dims: str, result: list[str], body_type: str = "tensor<f32>",
           returned: int | None = None) -> str:
    n = len(inputs)
    operands = [f"%x{i}" for i in range(2 * n)]
    args = ", ".join(f"%a{i}: {body_type}" for i in range(2 * n))
    ret = ", ".join(f"%a{i}" for i in range(n if returned is None else returned))
    ret_types = ", ".join([body_type] * (n if returned is None else returned))
    sig = ", ".join(f"{o}: {t}" for o, t in zip(operands, inputs + inits))
    results = ", ".join(result)
    return f"""
func.func @f({sig}) {{
  %0:{len(result)} = "stablehlo.reduce"({", ".join(operands)}) ({{
  ^bb0({args}):
    "stablehlo.return"({ret}) : ({ret_types}) -> ()
  }}) {{dimensions = array<i64: {dims}>}} : ({", ".join(inputs + inits)}) -> ({results})
  func.return
}}"""


REDUCE = [
    # verifyReduceOp: one error each (the verifier reports them, before type inference would)
    (reduce(["tensor<2x3xf32>", "tensor<3x2xf32>"], ["tensor<f32>"] * 2, "1", ["tensor<2xf32>"] * 2),
     ["expects all inputs to have compatible shapes. Shape at input-index 1 is not compatible with shape at "
      "input-index 0"]),
    (reduce(["tensor<?x?xf32>"], ["tensor<f32>"], "2", ["tensor<?xf32>"]),
     ["Out-of-bounds dimension 2, expected to be in range [0, 2)"]),
    (reduce(["tensor<?x?xf32>"], ["tensor<f32>"], "1, 1", ["tensor<?xf32>"]),
     ["Duplicate reduction dimension: 1"]),
    (reduce(["tensor<?x?xf32>"], ["tensor<f32>"], "1", ["tensor<?xf32>"], returned=0),
     ["The reduction-region expected to return some value(s)"]),
    (reduce(["tensor<8x5xf32>"], ["tensor<4xf32>"], "0", ["tensor<5xf32>"], body_type="tensor<4xf32>"),
     ["The shape of reduction-region's argument at index 1 is not compatible with that of reduce-op's "
      "input-parameter at index 0"]),
]


@pytest.mark.parametrize("text, messages", REDUCE)
def test_reduce(text, messages):
    assert all_errors(text) == messages  # verifyReduceOp: emitOptionalError, no op prefix


@pytest.mark.parametrize("inner", ["stablehlo.divide", "stablehlo.reshape", "other.add"])
def test_reduce_applies_commutative_binary_op(inner):
    text = ("func.func @f(%a: tensor<?x?xf32>, %i: tensor<f32>) -> tensor<?xf32> {\n"
            f"  %0 = stablehlo.reduce(%a init: %i) applies {inner} across dimensions = [1]"
            " : (tensor<?x?xf32>, tensor<f32>) -> tensor<?xf32>\n  func.return %0 : tensor<?xf32>\n}")
    assert first_error(text) == ("expected the inner-op to be a commutative binary-op from the stablehlo dialect, "
                                 "with zero region, producing single result")


def reduce_window(attrs: str, body: str = "tensor<f32>") -> str:
    return f"""
func.func @f(%a: tensor<4x2xf32>, %i: tensor<f32>) -> tensor<2x2xf32> {{
  %0 = "stablehlo.reduce_window"(%a, %i) ({{
  ^bb0(%x: {body}, %y: {body}):
    "stablehlo.return"(%x) : ({body}) -> ()
  }}) {{{attrs}}} : (tensor<4x2xf32>, tensor<f32>) -> tensor<2x2xf32>
  func.return %0 : tensor<2x2xf32>
}}"""


REDUCE_WINDOW = [
    # verifyReduceWindowOp: the window before the body, one error each
    (reduce_window("window_dimensions = array<i64: 2>", body="tensor<i32>"),
     ["expects window-dimensions size == input rank, but got window-dimensions size: 1 and input: "
      "'tensor<4x2xf32>' with rank = 2."]),
    (reduce_window("window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 0, 1>"),
     ["expects window to have positive stride for 0-th window dimension, but got 0."]),
    (reduce_window("window_dimensions = array<i64: 2, 1>, window_strides = array<i64: 2, 1>", body="tensor<i32>"),
     ["The element-type of reduction-region's result type at index 0 is expected to be promotable from the op's "
      "corresponding init-value element-type: 'tensor<i32>' vs 'tensor<f32>'"]),
]


@pytest.mark.parametrize("text, messages", REDUCE_WINDOW)
def test_reduce_window(text, messages):
    assert all_errors(text) == messages  # verifyReduceWindowOp: emitOptionalError, no op prefix


REDUCE_BODY = """
func.func @f(%a: tensor<7x5xf32>, %i: tensor<f32>) -> {result} {{
  %0 = "stablehlo.reduce"(%a, %i) ({{
  ^bb0(%x: tensor<f32>, %y: {arg}):
{inner}
    %s = "stablehlo.add"(%x, %y) : (tensor<f32>, {arg}) -> tensor<f32>
    "stablehlo.return"(%s) : (tensor<f32>) -> ()
  }}) {{dimensions = array<i64: 0>}} : (tensor<7x5xf32>, tensor<f32>) -> {result}
  func.return %0 : {result}
}}"""

ORDER = [
    # MLIR: the op's verify() (on entering it), its nested ops, then InferTypeOpInterface's check
    # (verifyWithRegions): a bad op in the body is reported before the reduce's inferred type
    (REDUCE_BODY.format(result="tensor<6xf32>", arg="tensor<f32>",
                        inner='    %z = "stablehlo.abs"(%x) : (tensor<f32>) -> tensor<2xf32>'),
     ["'stablehlo.abs' op all non-scalar operands/results must have the same shape and base type"]),
    (REDUCE_BODY.format(result="tensor<6xf32>", arg="tensor<f32>", inner=""),
     ["'stablehlo.reduce' op inferred type(s) 'tensor<5xf32>' are incompatible with return type(s) of operation "
      "'tensor<6xf32>'", "'stablehlo.reduce' op failed to infer returned types"]),
    # ... while the reduce's own verify() (the body's signature) comes before its nested ops
    (REDUCE_BODY.format(result="tensor<6xf32>", arg="tensor<i32>",
                        inner='    %z = "stablehlo.abs"(%x) : (tensor<f32>) -> tensor<2xf32>'),
     ["The type of reduction-region's parameter at index 1 is different than the "
      "corresponding result type: 'tensor<i32>' vs 'tensor<f32>'"]),
]


@pytest.mark.parametrize("text, messages", ORDER)
def test_verify_then_nested_ops_then_inference(text, messages):
    assert all_errors(text) == messages


DICTIONARIES = [
    # MLIR's parseAttributeDict: a key at most once (a string key names the same attribute)
    ("func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %0 = stablehlo.abs %a {x = 1, x = 2} : tensor<2xf32>\n"
     "  func.return %0 : tensor<2xf32>\n}", "duplicate key 'x' in dictionary attribute", (2, 33)),
    ('func.func @f() attributes {a = 1, "a" = 2} {\n  func.return\n}', "duplicate key 'a' in dictionary attribute",
     (1, 35)),
    ('func.func @f() {\n  "other.op"() {d = {stride = 1, stride = 2}} : () -> ()\n  func.return\n}',
     "duplicate key 'stride' in dictionary attribute", (2, 34)),
]


@pytest.mark.parametrize("text, message, where", DICTIONARIES)
def test_duplicate_dictionary_keys(text, message, where):
    with pytest.raises(Diagnostic) as error:
        parse_module(text, "t.mlir")
    assert error.value.message == message
    assert (error.value.loc.line, error.value.loc.col) == where


def program(body: str, args: str = "%x: tensor<4x2xf32>") -> str:
    return f"func.func @f({args}) {{\n{body}\n  func.return\n}}"


PERMUTE = '  %0 = "stablehlo.collective_permute"(%x) {{source_target_pairs = dense<{pairs}> : tensor<{n}x2xi64>}} ' \
          ': (tensor<4x2xf32>) -> tensor<4x2xf32>'
BROADCAST = '  %0 = "stablehlo.collective_broadcast"(%x) {{replica_groups = dense<{groups}> : tensor<{shape}xi64>}} ' \
            ': (tensor<4x2xf32>) -> tensor<4x2xf32>'
CONV = ('  %0 = "stablehlo.convolution"(%a, %b) {{dimension_numbers = #stablehlo.conv<{dims}>, {extra}'
        'feature_group_count = 1 : i64, batch_group_count = 1 : i64}} '
        ': (tensor<1x4x4x2xf32>, tensor<3x3x2x1xf32>) -> tensor<1x2x2x1xf32>')
CONV_ARGS = "%a: tensor<1x4x4x2xf32>, %b: tensor<3x3x2x1xf32>"
RAW = ("raw input_batch_dimension = {b}, input_feature_dimension = 3, input_spatial_dimensions = [1, 2], "
       "kernel_input_feature_dimension = 2, kernel_output_feature_dimension = 3, kernel_spatial_dimensions = [0, 1], "
       "output_batch_dimension = 0, output_feature_dimension = 3, output_spatial_dimensions = [1, 2]")
PER_TENSOR = "!quant.uniform<i8:f32, 0.5:3>"

PORTED = [
    # verifyCollectivePermuteOp walks the pairs element by element
    ("collective_permute", program(PERMUTE.format(pairs="[[0, 1], [0, -1]]", n=2)), "duplicate sources not allowed."),
    ("collective_permute", program(PERMUTE.format(pairs="[[0, 1], [-1, 2]]", n=2)),
     "replica ids in source_target_pairs must be >= 0."),
    ("collective_permute", program(PERMUTE.format(pairs="[[0, 1], [2, 1]]", n=2)), "duplicate targets not allowed."),
    # verifyCollectiveBroadcastOp
    ("collective_broadcast", program(BROADCAST.format(groups="[0, 1]", shape="2")),
     "replica groups should be a rank 2 tensor,but instead it is of rank 1"),
    ("collective_broadcast", program(BROADCAST.format(groups="[[0, -1]]", shape="1x2")),
     "replica_groups values must be positive, but was given -1"),
    ("collective_broadcast", program(BROADCAST.format(groups="[[1, 1]]", shape="1x2")), "replica id #1 seen more than once"),
    # verifyReplicaGroups
    ("all_gather", program('  %0 = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<> : '
                           'tensor<0x0xi64>, channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>, '
                           'use_global_device_ids} : (tensor<4x2xf32>) -> tensor<4x2xf32>'),
     "if `use_global_device_ids` is set, the replica groups cannot be empty"),
    # isSpatialDimensionsValid: sizes, then every number in range, then each group distinct
    ("convolution", program(CONV.format(dims="[b, 0, 1, 2, f]x[0, 1, i, o]->[b, 0, 1, f]", extra=""), CONV_ARGS),
     "expects the same size for input, kernel and output spatial-dimensions, but got 3, 2, and 2 resp."),
    ("convolution", program(CONV.format(dims=RAW.format(b=4), extra=""), CONV_ARGS),
     "expects input, kernel, and output dimension-numbers to be in-range [0, 4)."),
    ("convolution", program(CONV.format(dims=RAW.format(b=-1), extra=""), CONV_ARGS),
     "expects input, kernel, and output dimension-numbers to be in-range [0, 4)."),
    # convertPaddingAttribute, before the window attributes
    ("convolution", program(CONV.format(dims="[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]",
                                        extra="padding = dense<0> : tensor<2x3xi64>, "), CONV_ARGS),
     "expects the shape of padding-attribute to be {N, 2}, but got {2, 3}."),
    # verifyBitcastConvertOp
    ("bitcast_convert", program('  %0 = stablehlo.bitcast_convert %x : (tensor<4x2xf32>) -> tensor<4xcomplex<f32>>'),
     "cannot convert between real and complex types, but got: 'tensor<4x2xf32>' and 'tensor<4xcomplex<f32>>'"),
    # verifyRealDynamicSliceOp: start, limit, strides in turn
    ("real_dynamic_slice", program('  %0 = stablehlo.real_dynamic_slice %x, %i, %i, %i : (tensor<4x2xf32>, '
                                   'tensor<3xindex>, tensor<3xindex>, tensor<3xindex>) -> tensor<?x?xf32>',
                                   "%x: tensor<4x2xf32>, %i: tensor<3xindex>"),
     "has mismatched number of operand rank (2) and start_indices size (3)"),
    # ... after the AllTypesMatch trait of its index operands
    ("real_dynamic_slice", program('  %0 = stablehlo.real_dynamic_slice %x, %i, %j, %i : (tensor<4x2xf32>, '
                                   'tensor<2xindex>, tensor<1xindex>, tensor<2xindex>) -> tensor<?x?xf32>',
                                   "%x: tensor<4x2xf32>, %i: tensor<2xindex>, %j: tensor<1xindex>"),
     "'stablehlo.real_dynamic_slice' op failed to verify that all of {start_indices, limit_indices, strides} have same type"),
    # verifyCompositeOp
    ("composite", program('  %0 = stablehlo.composite "_x.y" %x {decomposition = @f} : (tensor<4x2xf32>) -> '
                          'tensor<4x2xf32>'),
     'name must be a valid namespaced op name, i.e. it must match the following regular expression: '
     '^[a-zA-Z][a-zA-Z0-9_]*([.][a-zA-Z0-9_$]+)+$ e.g. "my_namespace.my_op"'),
    # CustomCallOp::verify
    ("custom_call", program('  %0 = stablehlo.custom_call @foo(%x) {operand_layouts = [dense<[1, 0]> : '
                            'tensor<2xindex>]} : (tensor<4x2xf32>) -> tensor<4x2xf32>'),
     "'stablehlo.custom_call' op Layout attributes should be specified for either both operands and results or none."),
    # verifyBinaryOpQuantizationConstraints (add_c2)
    ("add", program(f'  %0 = stablehlo.add %q, %q : (tensor<2x{PER_TENSOR}>, tensor<2x{PER_TENSOR}>) -> tensor<2xf32>',
                    f"%q: tensor<2x{PER_TENSOR}>"),
     "expects  all operands and results to be either quantized or non-quantized"),
]


@pytest.mark.parametrize("op, text, message", PORTED)
def test_ported_checks(op, text, message):
    assert first_error(text) == message


def test_add_quantization_dimensions():
    """add_c6: the message names both element types (as MLIR prints them)."""
    lhs, result = "!quant.uniform<i8:f32:0, {0.5:3}>", "!quant.uniform<i8:f32:1, {0.5:3, 0.5:3, 0.5:3}>"
    text = program(f"  %0 = stablehlo.add %q, %q : (tensor<1x3x{lhs}>, tensor<1x3x{lhs}>) -> tensor<1x3x{result}>",
                   f"%q: tensor<1x3x{lhs}>")
    assert first_error(text).startswith("quantization_dimension of lhs and result are not same '")


def test_add_element_types_plain():
    """verifyAddOp emits at the op's location without the op prefix (its text starts with 'op ')."""
    text = program('  %0 = "stablehlo.add"(%x, %y) : (tensor<4x2xf32>, tensor<4x2xf16>) -> tensor<4x2xf32>',
                   "%x: tensor<4x2xf32>, %y: tensor<4x2xf16>")
    assert first_error(text) == "op requires the same element type for all operands and results"


def test_rng_normal_takes_floats():
    text = program('  %0 = stablehlo.rng %a, %b, %s, distribution = NORMAL : (tensor<i32>, tensor<i32>, '
                   'tensor<1xi64>) -> tensor<3xi32>', "%a: tensor<i32>, %b: tensor<i32>, %s: tensor<1xi64>")
    assert all_errors(text) == ["mu and sigma must be floats",
                                "'stablehlo.rng' op failed to infer returned types"]


def test_unknown_stablehlo_attribute():
    text = 'func.func @f() {\n  "other.op"() {d = #stablehlo.nonsense<1>} : () -> ()\n  func.return\n}'
    with pytest.raises(Diagnostic) as error:
        parse_module(text, "t.mlir")
    assert (error.value.message, error.value.loc.line, error.value.loc.col) == ("unknown StableHLO attribute", 2, 32)
