"""The interpreter's trace hook: every executed op with results, regions included, in order."""
import numpy as np

import stablehlo_translate as st

WHILE_LOOP = """
func.func @main(%n: tensor<i64>) -> tensor<i64> {
  %zero = stablehlo.constant dense<0> : tensor<i64>
  %r:2 = stablehlo.while(%i = %zero, %acc = %zero) : tensor<i64>, tensor<i64>
    cond {
      %c = stablehlo.compare LT, %i, %n : (tensor<i64>, tensor<i64>) -> tensor<i1>
      stablehlo.return %c : tensor<i1>
    } do {
      %one = stablehlo.constant dense<1> : tensor<i64>
      %next = stablehlo.add %i, %one : tensor<i64>
      %sum = stablehlo.add %acc, %next : tensor<i64>
      stablehlo.return %next, %sum : tensor<i64>, tensor<i64>
    }
  func.return %r#1 : tensor<i64>
}
"""


def test_trace_sees_every_iteration_in_order():
    seen = []
    results = st.interpret(WHILE_LOOP, np.int64(2),
                           trace=lambda op, values: seen.append((op.name, op.results, [int(v) for v in values])))
    assert int(results[0]) == 3
    assert seen == [
        ("stablehlo.constant", ("%zero",), [0]),
        ("stablehlo.compare", ("%c",), [1]),
        ("stablehlo.constant", ("%one",), [1]), ("stablehlo.add", ("%next",), [1]), ("stablehlo.add", ("%sum",), [1]),
        ("stablehlo.compare", ("%c",), [1]),
        ("stablehlo.constant", ("%one",), [1]), ("stablehlo.add", ("%next",), [2]), ("stablehlo.add", ("%sum",), [3]),
        ("stablehlo.compare", ("%c",), [0]),
        ("stablehlo.while", ("%r#0", "%r#1"), [2, 3]),
    ]


def test_trace_carries_source_locations():
    locs = []
    st.interpret(WHILE_LOOP, np.int64(1), trace=lambda op, values: locs.append((op.loc.line, op.loc.col)))
    assert locs[0] == (3, 11) and locs[1] == (6, 12) and locs[-1] == (4, 10)  # each op name's position
