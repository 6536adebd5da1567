"""parser.py: the whole suite parses; generic and pretty forms agree; types, names, locations, errors."""
import re
from pathlib import Path

import numpy as np
import pytest

from stablehlo_translate.ir import attributes as A
from stablehlo_translate.diagnostics import ParseError
from stablehlo_translate.text.parser import parse_attribute, parse_module, parse_type
from stablehlo_translate.ir.types import QuantizedType, TensorType, TokenType, TupleType

SUITE = Path(__file__).resolve().parents[3] / "shared" / "stablehlo-suite"
FILES = sorted(SUITE.glob("interpret/*.mlir")) + sorted(SUITE.glob("interpret/chlo/*.mlir")) + [
    SUITE / "verify" / "ops_stablehlo_roundtrip.mlir", SUITE / "verify" / "print_stablehlo.mlir"]


def chunks(path: Path):
    offset = 0
    for chunk in re.split(r"^// -----\s*$", path.read_text(), flags=re.M):
        yield chunk, offset
        offset += chunk.count("\n")


@pytest.mark.skipif(not SUITE.exists(), reason="suite not available")
def test_every_suite_chunk_parses():
    failures = []
    for path in FILES:
        for chunk, offset in chunks(path):
            try:
                parse_module(chunk, str(path), offset)
            except ParseError as error:
                failures.append(error.render())
    assert not failures, f"{len(failures)} chunks fail:\n" + "\n".join(failures[:20])


def ops(text: str) -> list:
    return [op for op in parse_module(text).op.walk() if op.name not in ("builtin.module", "func.func")]


def same(a, b) -> None:
    assert (a.name, a.operands, a.results, a.operand_types, a.result_types) == \
           (b.name, b.operands, b.results, b.operand_types, b.result_types)
    assert a.attributes == b.attributes


ARGS = "%a: tensor<2x3xf32>, %b: tensor<2x3xf32>, %p: tensor<2x3xi1>, %t: tuple<tensor<f32>, !stablehlo.token>"
PAIRS = [
    ('stablehlo.add %a, %b : tensor<2x3xf32>',
     '"stablehlo.add"(%a, %b) : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>'),
    ('stablehlo.select %p, %a, %b : tensor<2x3xi1>, tensor<2x3xf32>',
     '"stablehlo.select"(%p, %a, %b) : (tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>'),
    ('stablehlo.compare  EQ, %a, %b,  FLOAT : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>',
     '"stablehlo.compare"(%a, %b) {comparison_direction = #stablehlo<comparison_direction EQ>, '
     'compare_type = #stablehlo.comparison_type<FLOAT>} : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xi1>'),
    ('stablehlo.slice %a [0:2:2, 1:3] : (tensor<2x3xf32>) -> tensor<1x2xf32>',
     '"stablehlo.slice"(%a) {start_indices = array<i64: 0, 1>, limit_indices = array<i64: 2, 3>, '
     'strides = array<i64: 2, 1>} : (tensor<2x3xf32>) -> tensor<1x2xf32>'),
    ('stablehlo.get_tuple_element %t[0] : (tuple<tensor<f32>, !stablehlo.token>) -> tensor<f32>',
     '"stablehlo.get_tuple_element"(%t) {index = 0 : i32} : (tuple<tensor<f32>, !stablehlo.token>) -> tensor<f32>'),
    ('stablehlo.reduce_precision %a, format = e5m10 : tensor<2x3xf32>',
     '"stablehlo.reduce_precision"(%a) {exponent_bits = 5 : i32, mantissa_bits = 10 : i32} '
     ': (tensor<2x3xf32>) -> tensor<2x3xf32>'),
    ('stablehlo.constant dense<[1, 2]> : tensor<2xi64>',
     '"stablehlo.constant"() {value = dense<[1, 2]> : tensor<2xi64>} : () -> tensor<2xi64>'),
    ('stablehlo.transpose %a, dims = [1, 0] : (tensor<2x3xf32>) -> tensor<3x2xf32>',
     '"stablehlo.transpose"(%a) {permutation = array<i64: 1, 0>} : (tensor<2x3xf32>) -> tensor<3x2xf32>'),
    ('stablehlo.dot_general %a, %b, batching_dims = [0] x [0], contracting_dims = [1] x [1], '
     'precision = [DEFAULT, HIGHEST] : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>',
     '"stablehlo.dot_general"(%a, %b) {dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = [0], '
     'rhs_batching_dimensions = [0], lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [1]>, '
     'precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision HIGHEST>]} '
     ': (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2xf32>'),
    ('stablehlo.fft %a, type = FFT, length = [3] : (tensor<2x3xf32>) -> tensor<2x3xf32>',
     '"stablehlo.fft"(%a) {fft_type = #stablehlo<fft_type FFT>, fft_length = array<i64: 3>} '
     ': (tensor<2x3xf32>) -> tensor<2x3xf32>'),
    ('stablehlo.custom_call @"foo-bar"(%a) {has_side_effect = true} : (tensor<2x3xf32>) -> tensor<2x3xf32>',
     '"stablehlo.custom_call"(%a) {call_target_name = "foo-bar", has_side_effect = true} '
     ': (tensor<2x3xf32>) -> tensor<2x3xf32>'),
]


@pytest.mark.parametrize("pretty_text,generic_text", PAIRS)
def test_pretty_and_generic_forms_agree(pretty_text, generic_text):
    wrap = "func.func @f(" + ARGS + ") {{\n  %0 = {}\n  func.return\n}}"
    same(ops(wrap.format(pretty_text))[0], ops(wrap.format(generic_text))[0])


def test_convolution_pretty_form():
    text = """func.func @f(%l: tensor<1x4x4x1xf32>, %k: tensor<2x2x1x1xf32>) {
  %0 = stablehlo.convolution(%l, %k) dim_numbers = [b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f],
    window = {stride = [1, 1], pad = [[0, 1], [1, 0]], rhs_dilate = [1, 1]}
    {feature_group_count = 1 : i64, batch_group_count = 1 : i64}
    : (tensor<1x4x4x1xf32>, tensor<2x2x1x1xf32>) -> tensor<1x4x4x1xf32>
  func.return
}"""
    attrs = ops(text)[0].attributes
    assert attrs["dimension_numbers"].get("kernel_input_feature_dimension") == 2
    assert attrs["padding"].array.tolist() == [[0, 1], [1, 0]]
    assert attrs["window_strides"] == A.DenseArrayAttr("i64", (1, 1))


def test_reduce_applies_and_while_regions():
    text = """func.func @f(%x: tensor<2x3xi64>) {
  %i = stablehlo.constant dense<0> : tensor<i64>
  %r = stablehlo.reduce(%x init: %i) applies stablehlo.add across dimensions = [1]
    : (tensor<2x3xi64>, tensor<i64>) -> tensor<2xi64>
  %w:2 = stablehlo.while(%a = %i, %b = %i) : tensor<i64>, tensor<i64>
  cond {
    %c = stablehlo.compare LT, %a, %b : (tensor<i64>, tensor<i64>) -> tensor<i1>
    stablehlo.return %c : tensor<i1>
  } do {
    stablehlo.return %a, %b : tensor<i64>, tensor<i64>
  }
  func.return
}"""
    body = ops(text)
    reduce = body[1]
    assert reduce.attributes["dimensions"] == A.DenseArrayAttr("i64", (1,))
    block = reduce.regions[0].entry
    assert [t for _, t in block.arguments] == [TensorType((), "i64")] * 2
    assert [op.name for op in block.operations] == ["stablehlo.add", "stablehlo.return"]
    loop = next(op for op in body if op.name == "stablehlo.while")
    assert loop.results == ("%w#0", "%w#1") and len(loop.regions) == 2
    assert [n for n, _ in loop.regions[0].entry.arguments] == ["%a", "%b"]
    assert loop.regions[0].entry.operations[0].operand_types == (TensorType((), "i64"),) * 2


def test_multi_result_names_and_uses():
    text = """func.func @f(%x: tensor<i32>) {
  %0:2 = "test.two"(%x) : (tensor<i32>) -> (tensor<i32>, tensor<f32>)
  %a, %b = "test.two"(%0, %0#1) : (tensor<i32>, tensor<f32>) -> (tensor<i32>, tensor<f32>)
  func.return %a, %b : tensor<i32>, tensor<f32>
}"""
    first, second, ret = ops(text)
    assert first.results == ("%0#0", "%0#1")
    assert second.operands == ("%0#0", "%0#1") and second.results == ("%a", "%b")
    assert ret.operand_types == (TensorType((), "i32"), TensorType((), "f32"))


def test_func_module_and_aliases():
    text = """#enc = #sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed) }>
!tok = !stablehlo.token
module @m attributes {foo.bar = 1 : i32} {
  func.func private @decl(tensor<2xf32, #enc>) -> !tok
  func.func public @g(%a: tensor<f32> {my.attr}) -> (tensor<f32> {res.attr = 1 : i32}) {
    return %a : tensor<f32>
  }
}"""
    module = parse_module(text)
    assert module.op.attributes["sym_name"] == "m"
    decl, g = module.body
    assert decl.regions == () and decl.attributes["sym_visibility"] == "private"
    fn = decl.attributes["function_type"].type
    assert fn.inputs[0].encoding.startswith("#sparse_tensor.encoding<") and fn.results == (TokenType(),)
    assert g.attributes["arg_attrs"] == ({"my.attr": A.UNIT},)
    assert g.regions[0].entry.arguments == (("%a", TensorType((), "f32")),)
    assert g.regions[0].entry.operations[0].name == "func.return"


def test_types():
    assert parse_type("tensor<?x3xf32, #stablehlo.bounds<4, ?>>") == TensorType((None, 3), "f32", bounds=(4, None))
    assert parse_type("tensor<?xf32, #stablehlo.type_extensions<bounds = [4]>>").bounds == (4,)
    assert parse_type("tensor<*xi8>").shape is None
    assert parse_type("tuple<tuple<>, !stablehlo.token>") == TupleType((TupleType(()), TokenType()))
    assert parse_type("!quant.uniform<i8:f32, 2.0:15>") == QuantizedType("i8", "f32", (2.0,), (15,))
    per_axis = parse_type("tensor<2x!quant.uniform<i8<-127:127>:f32:1, {0.1:2, 0.2:3}>>").element_type
    assert per_axis == QuantizedType("i8", "f32", (0.1, 0.2), (2, 3), 1, -127, 127)
    assert parse_type("(tensor<f32>) -> ()").results == ()
    assert parse_type("tensor<2xcomplex<f64>>").element_type == "complex<f64>"


def test_attributes():
    value = parse_attribute("[dense<1> : tensor<2xi32>, dense<2.0> : tensor<f32>]")
    assert value[0].array.tolist() == [1, 1] and value[1].array.dtype == np.float32
    attrs = parse_attribute('{a = 1 : i32, b = 2.5, c, d = @x::@y, e = "q\\22", f = array<i64: 1>, '
                            'g = #stablehlo.channel_handle<handle = 1, type = 0>, h = #mhlo.sharding<{replicated}>,'
                            ' i = #stablehlo.conv<raw input_batch_dimension = 0, input_spatial_dimensions = [1]>}')
    assert attrs["a"] == A.IntegerAttr(1, "i32") and attrs["b"] == A.FloatAttr(2.5)
    assert attrs["c"] is A.UNIT and attrs["d"] == A.SymbolRefAttr(("x", "y")) and attrs["e"] == 'q"'
    assert attrs["g"] == A.StructAttr("channel_handle", (("handle", 1), ("type", 0)))
    assert attrs["h"] == A.OpaqueAttr("#mhlo.sharding<{replicated}>")
    assert attrs["i"].get("input_spatial_dimensions") == (1,)


def test_locations_with_line_offset():
    text = """func.func @f() {
  %0 = stablehlo.constant dense<1> : tensor<i32> loc("x.py":3:7)
  stablehlo.return loc(#loc1)
}
#loc1 = loc(fused[unknown, "n"("a.py":1:2)])"""
    module = parse_module(text, "file.mlir", line_offset=40)
    func = module.body[0]
    const, ret = func.regions[0].entry.operations
    assert func.loc.line == 41 and (const.loc.line, const.loc.col) == (42, 8)  # MLIR: the op name's position
    assert const.location == 'loc("x.py":3:7)'
    assert ret.location == 'loc(fused[unknown, "n"("a.py":1:2)])'


@pytest.mark.parametrize("text,message,line,col", [
    ("func.func @f() {\n  %0 = foo.bar : tensor<f32>\n}", "custom op 'foo.bar' is unknown", 2, 8),
    ("func.func @f() {\n  %0 = stablehlo.abs %9 : tensor<f32>\n}", "use of undeclared SSA value name", 2, 22),
    ("func.func @f(%a: tensor<tf32>) {\n}", "not supported", 1, 18),
    ("func.func @f() {\n  %0 = stablehlo.abs $x\n}", "unexpected character '$'", 2, 22),
    ("func.func @f(%a: tensor<f32>) {\n  func.return %a : tensor<f32>)\n}", "expected operation name in quotes", 2, 31),  # jaxlib's text and place
    ("func.func @f() {", "expected operation name in quotes", 1, 15),  # jaxlib: at the end of ')'
])
def test_errors(text, message, line, col):
    with pytest.raises(ParseError) as raised:
        parse_module(text, "e.mlir", line_offset=10)
    error = raised.value
    assert message in error.message
    assert (error.loc.line, error.loc.col) == (line + 10, col)
    assert error.render().splitlines()[-1] == " " * (col - 1) + "^"


def test_generic_form_of_unregistered_op_parses():
    (op,) = ops('"any.op"() ({\n^bb0(%x: tensor<f32>):\n  "any.yield"(%x) : (tensor<f32>) -> ()\n}) : () -> ()')[:1]
    assert op.name == "any.op" and op.regions[0].entry.arguments[0][0] == "%x"


def test_large_hex_constant():
    data = np.arange(1 << 20, dtype=np.float32)
    text = ('func.func @f() {\n  %0 = stablehlo.constant dense<"0x' + data.tobytes().hex().upper()
            + '"> : tensor<1048576xf32>\n  func.return\n}')
    (const, _) = ops(text)
    assert np.array_equal(const.attributes["value"].array, data)


DOT = "lhs_batching_dimensions = [0], rhs_batching_dimensions = [0]"
ALGORITHM = ("lhs_precision_type = f32, rhs_precision_type = f32, accumulation_type = f32, "
             "lhs_component_count = {}, rhs_component_count = 1, num_primitive_operations = 1, "
             "allow_imprecise_accumulation = false")


@pytest.mark.parametrize("text,expected", [
    # parseStruct kinds: a repeated or unknown key, then "failed parsing ... attribute" at the same place
    ("module attributes {a = #stablehlo.dot<lhs_batching_dimensions = [0],\n lhs_batching_dimensions = [1]>} {}",
     [("duplicated `lhs_batching_dimensions` entry", 2, 2),
      ("failed parsing dot dimension numbers attribute", 2, 2)]),
    ("module attributes {a = #stablehlo.scatter<index_vector_dim = 1, bogus = [0]>} {}",
     [("expected one of: `update_window_dims`, `inserted_window_dims`, `input_batching_dims`, "
       "`scatter_indices_batching_dims`, `scatter_dims_to_operand_dims`, `index_vector_dim`", 1, 65),
      ("failed parsing scatter dimension numbers attribute", 1, 65)]),
    # a missing comma: "expected '>'" after the last token of the field (the next line starts with
    # a comment), the follow-up at the unexpected token
    ("module attributes {a = #stablehlo.gather<offset_dims = [1]\n  // note\n  index_vector_dim = 1>} {}",
     [("expected '>'", 1, 59), ("failed parsing gather dimension numbers attribute", 3, 3)]),
    # attribute verification while parsing, at the attribute
    ("module attributes {\n a = #stablehlo.dot_algorithm<" + ALGORITHM.format(0) + ">} {}",
     [("lhs component count must be positive", 2, 6)]),
    ("func.func private @f() -> !stablehlo.foobar", [("unknown stablehlo type: foobar", 1, 27)]),
    ("func.func private @f() -> !stablehlo.foobar<1>", [("unknown stablehlo type: foobar", 1, 27)]),
    ("func.func private @f(tensor<!quant.uniform<i8:f32, 0.0>>)",
     [("scale 0.000000e+00 out of expressed type range", 1, 29)]),
    ("func.func private @f(tensor<!quant.uniform<i8:bf16, 4.0e+38>>)",
     [("scale 4.000000e+38 out of expressed type range", 1, 29)]),
    ("func.func private @f(tensor<2x!quant.uniform<i8:f32:-1, {1.0, 1.0}>>)",
     [("illegal quantized dimension: -1", 1, 31)]),
    ("func.func private @f(tensor<!quant.uniform<f8E4M3FN:f32, 1.0>>)", [("illegal storage type prefix", 1, 29)]),
    ("func.func private @f(tensor<complex<!stablehlo.token>>)", [("invalid element type for complex", 1, 37)]),
    ("func.func private @f() -> tensor<2xi32> attributes {v = dense<1> : tensor<*xi32>}",
     [("elements literal type must have static shape", 1, 57)]),
])
def test_attribute_and_type_errors(text, expected):
    """Errors upstream's attribute and type parsers report, each diagnostic at its own place."""
    with pytest.raises(ParseError) as raised:
        parse_module(text, "e.mlir")
    found = [(d.message, d.loc.line, d.loc.col) for d in raised.value.expand()]
    assert [(m, line, col) for (m, line, col), (want, _, _) in zip(found, expected) if want in m] == found
    assert [(line, col) for _, line, col in found] == [(line, col) for _, line, col in expected]


def test_valid_structs_and_algorithms_parse():
    module = parse_module("module attributes {a = #stablehlo.dot<" + DOT + ",>, b = #stablehlo.gather<>, "
                          "c = #stablehlo.dot_algorithm<" + ALGORITHM.format(1) + ">} {}")
    attrs = module.op.attributes
    assert attrs["a"].get("rhs_batching_dimensions") == (0,)
    assert all(isinstance(name, str) and type(name) is str for name, _ in attrs["a"].fields)
    assert attrs["b"].fields == ()
    assert attrs["c"].get("lhs_component_count") == 1


def test_integer_types_of_any_width_parse():
    """MLIR's iN/uiN of any width: the type parses (it has no numpy dtype, so ops reject it later)."""
    assert parse_type("tensor<3xi10>") == TensorType((3,), "i10")
    assert parse_type("ui24") == "ui24"
    with pytest.raises(ParseError, match="unknown element type i99999999"):
        parse_type("tensor<i99999999>")


def test_other_dialect_encodings_print_on_one_line():
    """A multi-line encoding (an alias of ``#sparse_tensor.encoding<{...}>``) keeps its text with
    white space and comments outside strings collapsed, so types print on one line."""
    module = parse_module('#CSR = #sparse_tensor.encoding<{\n  map = (d0) -> (d0 : compressed), // c\n'
                          '  name = "a  b"\n}>\nfunc.func private @f(tensor<10xf32, #CSR>)')
    (arg,) = module.functions["f"].attributes["function_type"].type.inputs
    assert arg.encoding == '#sparse_tensor.encoding<{ map = (d0) -> (d0 : compressed), name = "a  b" }>'


def _first_too_deep(text: str, limit: int) -> int | None:
    """Reference: walk the text character by character ('->' closes nothing)."""
    depth = 0
    for offset, char in enumerate(text):
        if char in "([{<":
            depth += 1
            if depth > limit:
                return offset
        elif char in ")]}>" and not (char == ">" and offset and text[offset - 1] == "-"):
            depth -= 1
    return None


@pytest.mark.parametrize("chunk", [5, 64, 1 << 18])
def test_nesting_depth_check_matches_a_character_walk(monkeypatch, chunk):
    import random

    from stablehlo_translate.text import parser

    monkeypatch.setattr(parser, "_DEPTH_CHUNK", chunk)
    rng, found = random.Random(chunk), 0
    for _ in range(400):
        bias = rng.random()
        text = "".join(rng.choice("([{<" if rng.random() < bias else "([{<)]}>-x é\n") for _ in range(rng.choice([50, 300, 900])))
        expected = _first_too_deep(text, parser.MAX_NESTING)
        assert parser._too_deep(text) == expected
        found += expected is not None
    assert found > 50


def test_simple_tensor_tokens_split_as_the_grammar_reads_them():
    """type_callbacks._simple_tensor (str methods) against the longest-dimensions-first regex split."""
    import random

    from stablehlo_translate.text import type_callbacks

    split = re.compile(r"tensor<((?:(?:\d+|\?)x)*)(.*)>")
    token = re.compile(r"tensor<((\d+|\?)x)*(complex<\w+>|[A-Za-z_]\w*)>")
    rng, checked = random.Random(3), 0
    pieces = ["1", "20", "?", "0", "x", "xf32", "f32", "index", "complex<f32>", "i1", "x1", "\u0663", "_", "xx"]
    for _ in range(20000):
        text = "tensor<" + "".join(rng.choice(pieces) for _ in range(rng.randint(1, 6))) + ">"
        if not token.fullmatch(text):
            continue
        dims, element = split.match(text).groups()
        assert type_callbacks._simple_tensor(text) == (type_callbacks._dims(dims), element)
        checked += 1
    assert checked > 2000


_WHILE = """func.func @main(%x: tensor<i32>) -> tensor<i32> {{
  %0 = "stablehlo.while"(%x) ({{
  ^bb0(%y: tensor<i32>):
    %c = stablehlo.constant dense<true> : tensor<i1>
    stablehlo.return %c : tensor<i1>
  }}, {{
  ^bb0(%y: tensor<i32>):
    {body}
    stablehlo.return %y : tensor<i32>
  }}) : (tensor<i32>) -> tensor<i32>
  {after}
  return %0 : tensor<i32>
}}
"""


@pytest.mark.parametrize("body, after, error", [
    ("", "%y = stablehlo.constant dense<1> : tensor<i32>", None),  # the region's names end with it
    ("", "%d = stablehlo.add %c, %c : tensor<i1>", "11:22: error: use of undeclared SSA value name"),
    ("%x = stablehlo.constant dense<1> : tensor<i32>", "", "8:5: error: redefinition of SSA value '%x'"),
    ("%c = stablehlo.constant dense<1> : tensor<i32>", "%c = stablehlo.constant dense<2> : tensor<i32>", None),
])
def test_nested_regions_see_the_enclosing_values_and_their_own_end_with_them(body, after, error):
    text = _WHILE.format(body=body, after=after)
    if error is None:
        parse_module(text)
        return
    with pytest.raises(ParseError) as caught:
        parse_module(text)
    assert error in caught.value.render()


_IMPORTS_OF_A_PARSE = """
import json, re, sys
before = set(sys.modules)
from stablehlo_translate.text import parser
parser._driver()
compiled, compile = [], re._compile
re._compile = lambda pattern, flags: compiled.append(str(pattern)) or compile(pattern, flags)
parser.parse_module(open(sys.argv[1], encoding="utf-8").read(), sys.argv[1])
print(json.dumps({"imported": sorted(set(sys.modules) - before), "compiled": compiled}))
"""


def test_a_typical_parse_compiles_no_regex_and_imports_no_rare_module(tmp_path):
    """Start-up: the lexer's expressions come from the tables' cached engine code, and the
    checks, forms and helpers of rarer constructs are imported only by files that have them."""
    import json
    import subprocess
    import sys

    sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools" / "bench"))
    import startup

    path = tmp_path / "jax.mlir"
    path.write_text(startup.jax_style_text())
    done = subprocess.run([sys.executable, "-c", _IMPORTS_OF_A_PARSE, str(path)], capture_output=True, text=True,
                          check=True, cwd=tmp_path)
    report = json.loads(done.stdout)
    assert report["compiled"] == []
    rare = {"pathlib", "importlib.util", "stablehlo_translate.text.parse_checks", "stablehlo_translate.text.syntax.structured",
            "stablehlo_translate.ir.ods_defaults", "lark"}
    assert not rare & set(report["imported"]), rare & set(report["imported"])


def test_complex_number_attribute():
    """``#complex.number<:f32 re, im>`` is a typed attribute, printed as MLIR prints it."""
    from stablehlo_translate.ir.attributes import ComplexNumberAttr, complex_number

    attr = complex_number("#complex.number<:f32 1.5, -0.1>")
    assert isinstance(attr, ComplexNumberAttr) and attr.type == "complex<f32>"
    assert attr.value == complex(1.5, float(np.float32(-0.1)))
    assert str(attr) == "#complex.number<:f32 1.500000e+00, -1.000000e-01> : complex<f32>"
    assert complex_number("#complex.number<:i32 1, 2>") is None
    module = parse_module('func.func @f() -> () {\n  "foo.bar"() {v = #complex.number<:f64 2.0, 0.5> : complex<f64>} : () -> ()\n'
                          '  func.return\n}\n', "x.mlir")
    op = module.functions["f"].regions[0].blocks[0].operations[0]
    assert op.attributes["v"] == ComplexNumberAttr(2.0, 0.5, "f64")
