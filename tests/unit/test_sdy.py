"""syntax_sdy.py and ops/sdy.py: Shardy ops read, print back (pretty and generic) and run as
identities; their bodies are kept as text."""
import numpy as np
import pytest

from stablehlo_translate import interpret
from stablehlo_translate.diagnostics import ParseError
from stablehlo_translate.ir.equality import first_difference
from stablehlo_translate.printing.module_printer import print_module
from stablehlo_translate.text.parser import parse_module

PROGRAM = """module @jit_f attributes {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} {
  sdy.mesh @mesh = <["x"=1, "y"=1]> {stablehlo.mesh = {axes = [{name = "x", size = 1 : i64}]}}
  func.func public @main(%arg0: tensor<2x2xf32> {sdy.sharding = #sdy.sharding<@mesh, [{"x"}, {}]>}) -> tensor<2x2xf32> {
    %0 = sdy.sharding_constraint %arg0 <@mesh, [{"x", ?}, {"y"}p1], replicated={}> : tensor<2x2xf32>
    %1 = sdy.reshard %0 <mesh<["z"=1]>, [{}, {"z":(1)1}]> {k = 1 : i32} : tensor<2x2xf32>
    return %1 : tensor<2x2xf32>
  }
}
"""


@pytest.mark.parametrize("generic", [False, True], ids=["pretty", "generic"])
def test_print_parse_round_trip(generic):
    module = parse_module(PROGRAM)
    text = print_module(module, generic=generic)
    again = parse_module(text)
    assert first_difference(module, again) is None
    assert print_module(again, generic=generic) == text
    if not generic:
        assert text == PROGRAM


def test_bodies_are_attributes_of_the_generic_op():
    text = print_module(parse_module(PROGRAM), generic=True)
    assert '"sdy.mesh"() <{mesh = #sdy.mesh<["x"=1, "y"=1]>, sym_name = "mesh"}>' in text
    assert '"sdy.reshard"(%0) <{sharding = #sdy.sharding<mesh<["z"=1]>, [{}, {"z":(1)1}]>}> {k = 1 : i32}' in text


def test_sharding_ops_are_identities():
    x = np.array([[1.0, -2.0], [3.5, 0.25]], np.float32)
    (result,) = interpret(PROGRAM, x)
    np.testing.assert_array_equal(result, x)
    assert result.dtype == np.float32


def test_unsupported_manual_computation_is_located():
    text = PROGRAM.replace("%1 = sdy.reshard", "%1 = sdy.manual_computation(%0) in_shardings=[<@mesh, [{}]>] "
                           "out_shardings=[<@mesh, [{}]>] manual_axes={} (%b: tensor<2x2xf32>) {\n"
                           "      sdy.return %b : tensor<2x2xf32>\n    } : (tensor<2x2xf32>) -> tensor<2x2xf32>\n"
                           "    %2 = sdy.reshard")
    with pytest.raises(ParseError, match="'sdy.manual_computation' is not supported") as error:
        parse_module(text)
    assert "5:10" in error.value.render()
