"""Process grid, run_parallel and the collective / host-communication ops.

Expected values are worked out by hand from spec.md (#all_reduce, #all_gather,
#collective_permute, ...) or with a plain numpy reference written here.
"""
import threading

import numpy as np
import pytest

import stablehlo_translate as st
from stablehlo_translate.diagnostics import Diagnostic, EvalError
from stablehlo_translate.interpreter.processes import ProcessGrid, process_groups


def parallel(callee: str, programs: str, inputs: list[str], in_types: list[str], out_types: list[str],
             extra: str = "") -> str:
    """A module whose @main runs ``programs`` on constants ``inputs`` and returns all results."""
    names = [f"%c{i}" for i in range(len(inputs))]
    constants = "\n".join(f"    {n} = stablehlo.constant {v} : {t}" for n, v, t in zip(names, inputs, in_types))
    outs = ", ".join(out_types)
    return f"""
{callee}
{extra}
func.func @main() -> ({outs}) {{
{constants}
    %r:{len(out_types)} = "interpreter.run_parallel"({", ".join(names)}) {{programs = {programs}}}
        : ({", ".join(in_types)}) -> ({outs})
    func.return {", ".join(f"%r#{i}" for i in range(len(out_types)))} : {outs}
}}"""


ALL_REDUCE_F32 = """
func.func @f(%x: tensor<3xf32>) -> tensor<3xf32> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<f32>, %b: tensor<f32>):
      %s = stablehlo.add %a, %b : tensor<f32>
      stablehlo.return %s : tensor<f32>
  }) {replica_groups = dense<[[0, 1, 2, 3]]> : tensor<1x4xi64>} : (tensor<3xf32>) -> tensor<3xf32>
  func.return %r : tensor<3xf32>
}"""


def test_process_groups_follow_the_spec_examples():
    grid = ProcessGrid(2, 2)
    groups = np.array([[0, 1]])
    assert process_groups(grid, groups, "cross_replica") == [[(0, 0), (1, 0)], [(0, 1), (1, 1)]]
    assert process_groups(grid, groups, "cross_partition") == [[(0, 0), (0, 1)], [(1, 0), (1, 1)]]
    assert process_groups(grid, groups, "cross_replica_and_partition") == [[(0, 0), (1, 0), (0, 1), (1, 1)]]
    grid = ProcessGrid(4, 2)
    assert process_groups(grid, np.array([[0, 1, 2, 3], [4, 5, 6, 7]]), "flattened_ids") == [
        [(0, 0), (0, 1), (1, 0), (1, 1)], [(2, 0), (2, 1), (3, 0), (3, 1)]]
    # -1 pads ragged groups
    assert process_groups(ProcessGrid(3, 1), np.array([[0, 1], [2, -1]]), "cross_replica") == [
        [(0, 0), (1, 0)], [(2, 0)]]


@pytest.mark.parametrize("groups, problem", [
    (np.array([[0, 0]]), "unique"), (np.array([[0, 5]]), "out of range")])
def test_process_groups_reject_bad_ids(groups, problem):
    with pytest.raises(EvalError, match=problem):
        process_groups(ProcessGrid(2, 1), groups, "cross_replica")


def test_all_reduce_float_sum_is_an_in_order_fold():
    values = [np.array(v, np.float32) for v in ([1e8, 1.0, -3.5], [1.0, 2.0, 0.25], [-1e8, 1e-3, 7.0],
                                                 [1.0, 3.0, -0.125])]
    expected = values[0]
    for v in values[1:]:
        expected = (expected + v).astype(np.float32)
    text = parallel(ALL_REDUCE_F32, "[[@f], [@f], [@f], [@f]]",
                    ["dense<[" + ", ".join(repr(float(x)) for x in v) + "]>" for v in values],
                    ["tensor<3xf32>"] * 4, ["tensor<3xf32>"] * 4)
    module = st.parse_module(text)
    for _ in range(5):  # the same bits whatever the thread scheduling
        for result in st.interpret(module):
            assert result.tobytes() == expected.tobytes()


def test_all_reduce_non_elementwise_region_runs_per_element():
    # the region calls a function, so it is not elementwise: the per-element path runs it
    callee = """
func.func private @mx(%a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %m = stablehlo.maximum %a, %b : tensor<i32>
  func.return %m : tensor<i32>
}
func.func @f(%x: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %r = "stablehlo.all_reduce"(%x) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %m = func.call @mx(%a, %b) : (tensor<i32>, tensor<i32>) -> tensor<i32>
      stablehlo.return %m : tensor<i32>
  }) {replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  func.return %r : tensor<2x2xi32>
}"""
    text = parallel(callee, "[[@f], [@f]]", ["dense<[[1, 9], [-4, 0]]>", "dense<[[5, 2], [-7, 0]]>"],
                    ["tensor<2x2xi32>"] * 2, ["tensor<2x2xi32>"] * 2)
    for result in st.interpret(text):
        np.testing.assert_array_equal(result, [[5, 9], [-4, 0]])


def test_all_gather_cross_partition_order_and_reduce_scatter():
    callee = """
func.func @g(%x: tensor<1x2xi8>) -> (tensor<4x2xi8>, tensor<1x1xi8>) {
  %g = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[1, 0]]> : tensor<1x2xi64>,
        channel_handle = #stablehlo.channel_handle<handle = 1, type = 0>} : (tensor<1x2xi8>) -> tensor<4x2xi8>
  %s = "stablehlo.reduce_scatter"(%x) ({
    ^bb0(%a: tensor<i8>, %b: tensor<i8>):
      %m = stablehlo.multiply %a, %b : tensor<i8>
      stablehlo.return %m : tensor<i8>
  }) {scatter_dimension = 1 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
      : (tensor<1x2xi8>) -> tensor<1x1xi8>
  func.return %g, %s : tensor<4x2xi8>, tensor<1x1xi8>
}"""
    # grid 2x2: process (r, p) gets x = [[10r + p, 3]]
    inputs = [f"dense<[[{10 * r + p}, 3]]>" for r in range(2) for p in range(2)]
    text = parallel(callee, "[[@g, @g], [@g, @g]]", inputs, ["tensor<1x2xi8>"] * 4,
                    ["tensor<4x2xi8>", "tensor<1x1xi8>"] * 4)
    results = st.interpret(text)
    # cross_replica_and_partition of [[1, 0]]: (1,0), (0,0), (1,1), (0,1)
    gathered = np.array([[10, 3], [0, 3], [11, 3], [1, 3]], np.int8)
    for index in range(4):
        np.testing.assert_array_equal(results[2 * index], gathered)
    # reduce_scatter, cross_replica within each partition: product of both replicas, split in 2
    products = {p: np.array([[p * (10 + p), 9]], np.int8) for p in range(2)}
    for r in range(2):
        for p in range(2):
            np.testing.assert_array_equal(results[2 * (2 * r + p) + 1], products[p][:, r:r + 1])


def test_collective_permute_and_broadcast_fill_zeros():
    callee = """
func.func @f(%x: tensor<2xf16>) -> (tensor<2xf16>, tensor<2xf16>) {
  %p = "stablehlo.collective_permute"(%x) {source_target_pairs = dense<[[2, 0], [0, 1]]> : tensor<2x2xi64>}
      : (tensor<2xf16>) -> tensor<2xf16>
  %b = "stablehlo.collective_broadcast"(%x) {replica_groups = dense<[[1, 2]]> : tensor<1x2xi64>}
      : (tensor<2xf16>) -> tensor<2xf16>
  func.return %p, %b : tensor<2xf16>, tensor<2xf16>
}"""
    inputs = ["dense<[1.0, 2.0]>", "dense<[3.0, 4.0]>", "dense<[5.0, 6.0]>"]
    text = parallel(callee, "[[@f], [@f], [@f]]", inputs, ["tensor<2xf16>"] * 3, ["tensor<2xf16>"] * 6)
    r = st.interpret(text)
    np.testing.assert_array_equal(r[0], [5, 6])  # from replica 2
    np.testing.assert_array_equal(r[2], [1, 2])  # from replica 0
    np.testing.assert_array_equal(r[4], [0, 0])  # nobody sends to replica 2
    np.testing.assert_array_equal(r[1], [0, 0])  # replica 0 is in no group
    np.testing.assert_array_equal(r[3], [3, 4])
    np.testing.assert_array_equal(r[5], [3, 4])
    assert all(x.dtype == np.float16 for x in r)


def test_all_to_all_matches_numpy_reference():
    callee = """
func.func @f(%x: tensor<3x6xi32>) -> tensor<9x2xi32> {
  %r = "stablehlo.all_to_all"(%x) {split_dimension = 1 : i64, concat_dimension = 0 : i64, split_count = 3 : i64,
        replica_groups = dense<[[2, 0, 1]]> : tensor<1x3xi64>} : (tensor<3x6xi32>) -> tensor<9x2xi32>
  func.return %r : tensor<9x2xi32>
}"""
    data = [np.arange(18, dtype=np.int32).reshape(3, 6) + 100 * i for i in range(3)]
    inputs = ["dense<" + str(d.tolist()) + ">" for d in data]
    results = st.interpret(parallel(callee, "[[@f], [@f], [@f]]", inputs, ["tensor<3x6xi32>"] * 3,
                                    ["tensor<9x2xi32>"] * 3))
    group = [2, 0, 1]
    for replica in range(3):
        position = group.index(replica)
        expected = np.concatenate([data[s][:, 2 * position:2 * position + 2] for s in group], axis=0)
        np.testing.assert_array_equal(results[replica], expected)


def test_ids_outside_run_parallel_are_a_one_process_grid():
    text = """
func.func @main() -> (tensor<ui32>, tensor<ui32>, tensor<2xi32>) {
  %r = stablehlo.replica_id : tensor<ui32>
  %p = stablehlo.partition_id : tensor<ui32>
  %c = stablehlo.constant dense<[4, 5]> : tensor<2xi32>
  %s = "stablehlo.all_reduce"(%c) ({
    ^bb0(%a: tensor<i32>, %b: tensor<i32>):
      %t = stablehlo.add %a, %b : tensor<i32>
      stablehlo.return %t : tensor<i32>
  }) {replica_groups = dense<[[0]]> : tensor<1x1xi64>} : (tensor<2xi32>) -> tensor<2xi32>
  func.return %r, %p, %s : tensor<ui32>, tensor<ui32>, tensor<2xi32>
}"""
    r, p, s = st.interpret(text)
    assert r.shape == () and r.dtype == np.uint32 and int(r) == 0 and int(p) == 0
    np.testing.assert_array_equal(s, [4, 5])


def test_collective_naming_a_missing_replica_is_an_error():
    with pytest.raises(Diagnostic, match="out of range"):
        st.interpret(ALL_REDUCE_F32.replace("@f", "@main"), np.zeros(3, np.float32))


def test_recv_without_sender_is_a_deadlock_error_not_a_hang():
    text = """
func.func @main() -> tensor<2xi32> {
  %t = stablehlo.after_all : !stablehlo.token
  %v, %t2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 5, type = 3>,
      is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi32>, !stablehlo.token)
  func.return %v : tensor<2xi32>
}"""
    with pytest.raises(Diagnostic, match="deadlock"):
        st.interpret(text)


def test_a_failing_process_aborts_the_others_and_reports_its_error():
    callee = """
func.func @bad(%x: tensor<2xi32>) -> tensor<2xi32> {
  check.expect_eq_const %x, dense<[0, 0]> : tensor<2xi32>
  func.return %x : tensor<2xi32>
}
func.func @waits(%x: tensor<2xi32>) -> tensor<2xi32> {
  %r = "stablehlo.all_gather"(%x) {all_gather_dim = 0 : i64, replica_groups = dense<[[0, 1]]> : tensor<1x2xi64>}
      : (tensor<2xi32>) -> tensor<4xi32>
  func.return %x : tensor<2xi32>
}"""
    text = parallel(callee, "[[@waits], [@bad]]", ["dense<[1, 2]>", "dense<[3, 4]>"],
                    ["tensor<2xi32>"] * 2, ["tensor<2xi32>"] * 2)
    with pytest.raises(Diagnostic, match="Element values don't match") as info:
        st.interpret(text)
    assert info.value.loc.line == 4  # the check in @bad
    assert threading.active_count() == 1


def test_send_recv_infeed_and_async_in_one_grid():
    text = """
func.func @producer(%x: tensor<2xi64>, %t: !stablehlo.token) -> !stablehlo.token {
  %s = "stablehlo.send"(%x, %t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 2>,
      is_host_transfer = true} : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  %o = "stablehlo.outfeed"(%x, %s) : (tensor<2xi64>, !stablehlo.token) -> !stablehlo.token
  func.return %o : !stablehlo.token
}
func.func @consumer(%t: !stablehlo.token) -> (tensor<2xi64>, tensor<2xi64>, tensor<4xi64>) {
  %v, %t2 = "stablehlo.recv"(%t) {channel_handle = #stablehlo.channel_handle<handle = 3, type = 3>,
      is_host_transfer = true} : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %i, %t3 = "stablehlo.infeed"(%t2) : (!stablehlo.token) -> (tensor<2xi64>, !stablehlo.token)
  %f = "stablehlo.async_start"(%v) ({
    ^bb0(%a: tensor<2xi64>):
      %c = stablehlo.concatenate %a, %a, dim = 0 : (tensor<2xi64>, tensor<2xi64>) -> tensor<4xi64>
      stablehlo.return %c : tensor<4xi64>
  }) : (tensor<2xi64>) -> !stablehlo.future<tensor<4xi64>>
  %d = "stablehlo.async_done"(%f) : (!stablehlo.future<tensor<4xi64>>) -> tensor<4xi64>
  func.return %v, %i, %d : tensor<2xi64>, tensor<2xi64>, tensor<4xi64>
}
func.func @feed() -> tensor<2xi64> {
  %c = stablehlo.constant dense<[7, 8]> : tensor<2xi64>
  func.return %c : tensor<2xi64>
}
func.func @main() -> (tensor<2xi64>, tensor<2xi64>, tensor<4xi64>) {
  %x = stablehlo.constant dense<[1, 2]> : tensor<2xi64>
  %t = stablehlo.after_all : !stablehlo.token
  %r:4 = "interpreter.run_parallel"(%x, %t, %t) {infeed = [@feed], programs = [[@producer], [@consumer]]}
      : (tensor<2xi64>, !stablehlo.token, !stablehlo.token)
      -> (!stablehlo.token, tensor<2xi64>, tensor<2xi64>, tensor<4xi64>)
  func.return %r#1, %r#2, %r#3 : tensor<2xi64>, tensor<2xi64>, tensor<4xi64>
}"""
    v, i, d = st.interpret(text)
    np.testing.assert_array_equal(v, [1, 2])
    np.testing.assert_array_equal(i, [7, 8])
    np.testing.assert_array_equal(d, [1, 2, 1, 2])


@pytest.mark.parametrize("attrs, problem", [
    ("programs = [[@f], [@f, @f]]", "must all have"),
    ("programs = [[@nope]]", "function @nope not found"),
])
def test_run_parallel_rejects_bad_programs(attrs, problem):
    text = f"""
func.func @f() -> () {{
  func.return
}}
func.func @main() -> () {{
  "interpreter.run_parallel"() {{{attrs}}} : () -> ()
  func.return
}}"""
    with pytest.raises(Diagnostic, match=problem):
        st.interpret(text)


def test_run_parallel_checks_input_count():
    text = parallel(ALL_REDUCE_F32, "[[@f], [@f]]", ["dense<[1.0, 2.0, 3.0]>"], ["tensor<3xf32>"],
                    ["tensor<3xf32>"] * 2)
    with pytest.raises(Diagnostic, match="take 2 inputs, got 1"):
        st.interpret(text)
