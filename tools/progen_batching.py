"""``gather``/``scatter`` programs with batching dimensions and their arguments, for the
preservation check of ``--stablehlo-compatibility-expander`` (tools/preserve.py ``--batching N``).

    from progen_batching import generate_batching
    for name, text, args in generate_batching(seed=0, n=100):
        ...

Program ``i`` depends only on ``(seed, i)``. The operand has the batching dimensions, one indexed
(collapsed or inserted) dimension and one window dimension, in a random order; the indices have
the batching dimensions in another order, one more batch dimension and the index vector dimension
at a random place (or none: ``index_vector_dim`` is the rank); index types i8, ui8, i16, i32, so
that a batching dimension of 130 or 260 elements needs the wider iota the expander promotes to.
Indices run one past each end (gather clamps, scatter skips).
"""
from __future__ import annotations

import itertools
from typing import Iterator

import numpy as np

INDEX_TYPES = ("i32", "i8", "ui8", "i16")
_DTYPES = {"i32": np.int32, "i8": np.int8, "ui8": np.uint8, "i16": np.int16}


def _t(shape, element: str) -> str:
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def _ints(values) -> str:
    return "[" + ", ".join(str(v) for v in values) + "]"


def batching_program(seed: int, index: int) -> tuple[str, str, list[np.ndarray]]:
    rng = np.random.default_rng([seed, index, 11])
    scatter = index % 2 == 1
    batch = [int(rng.choice((1, 2, 3, 130 if rng.random() < 0.15 else 2))) for _ in range(int(rng.integers(1, 3)))]
    indexed, window = int(rng.integers(2, 5)), int(rng.integers(1, 4))
    # operand dimensions: ("b", i) batching i, ("x",) indexed, ("w",) window, shuffled
    parts = [("b", i) for i in range(len(batch))] + [("x",), ("w",)]
    order = list(rng.permutation(len(parts)))
    operand_parts = [parts[i] for i in order]
    operand_shape = [batch[p[1]] if p[0] == "b" else indexed if p[0] == "x" else window for p in operand_parts]
    x_dim = operand_parts.index(("x",))
    by_position = sorted(range(len(batch)), key=lambda i: operand_parts.index(("b", i)))  # the spec wants
    operand_batching = [operand_parts.index(("b", i)) for i in by_position]  # operand_batching_dims sorted
    # indices: the batching dimensions in another order, one extra batch dimension, maybe a vector dim
    extra = int(rng.integers(1, 4))
    index_parts = [("b", i) for i in rng.permutation(len(batch))] + [("k",)]
    index_parts = [index_parts[i] for i in rng.permutation(len(index_parts))]
    index_shape = [batch[p[1]] if p[0] == "b" else extra for p in index_parts]
    rank = len(index_shape)
    vector_dim = int(rng.integers(0, rank + 1))
    with_vector = vector_dim < rank or rng.random() < 0.5
    if with_vector:
        index_shape.insert(vector_dim, 1)
        index_parts.insert(vector_dim, ("v",))
    indices_batching = [index_parts.index(("b", i)) for i in by_position]
    element = str(rng.choice(INDEX_TYPES))
    low, high = (0, indexed) if element == "ui8" else (-1, indexed)
    indices = rng.integers(low, high + 1, index_shape).astype(_DTYPES[element])
    batch_shape = [d for d, p in zip(index_shape, index_parts) if p != ("v",)]
    operand = rng.integers(-50, 50, operand_shape).astype(np.int32)
    vector = vector_dim if with_vector else len(index_shape)
    result_shape = batch_shape + [window]
    if not scatter:
        numbers = (f"#stablehlo.gather<offset_dims = [{len(result_shape) - 1}], collapsed_slice_dims = [{x_dim}], "
                   f"operand_batching_dims = {_ints(operand_batching)}, start_indices_batching_dims = "
                   f"{_ints(indices_batching)}, start_index_map = [{x_dim}], index_vector_dim = {vector}>")
        sizes = [window if p == ("w",) else 1 for p in operand_parts]
        body = (f'    %0 = "stablehlo.gather"(%arg0, %arg1) {{dimension_numbers = {numbers}, '
                f"slice_sizes = array<i64: {', '.join(map(str, sizes))}>, indices_are_sorted = false}} : "
                f"({_t(operand_shape, 'i32')}, {_t(index_shape, element)}) -> {_t(result_shape, 'i32')}\n")
        text = (f"func.func @main(%arg0: {_t(operand_shape, 'i32')}, %arg1: {_t(index_shape, element)}) -> "
                f"{_t(result_shape, 'i32')} {{\n{body}    func.return %0 : {_t(result_shape, 'i32')}\n}}\n")
        return f"batching/gather/{index}", text, [operand, indices]
    updates = rng.integers(-50, 50, result_shape).astype(np.int32)
    numbers = (f"#stablehlo.scatter<update_window_dims = [{len(result_shape) - 1}], inserted_window_dims = [{x_dim}], "
               f"input_batching_dims = {_ints(operand_batching)}, scatter_indices_batching_dims = "
               f"{_ints(indices_batching)}, scatter_dims_to_operand_dims = [{x_dim}], index_vector_dim = {vector}>")
    body = (f'    %0 = "stablehlo.scatter"(%arg0, %arg1, %arg2) <{{scatter_dimension_numbers = {numbers}}}> ({{\n'
            "    ^bb0(%a: tensor<i32>, %b: tensor<i32>):\n      %s = stablehlo.add %a, %b : tensor<i32>\n"
            "      stablehlo.return %s : tensor<i32>\n"
            f"    }}) : ({_t(operand_shape, 'i32')}, {_t(index_shape, element)}, {_t(result_shape, 'i32')}) -> "
            f"{_t(operand_shape, 'i32')}\n")
    text = (f"func.func @main(%arg0: {_t(operand_shape, 'i32')}, %arg1: {_t(index_shape, element)}, "
            f"%arg2: {_t(result_shape, 'i32')}) -> {_t(operand_shape, 'i32')} {{\n{body}"
            f"    func.return %0 : {_t(operand_shape, 'i32')}\n}}\n")
    return f"batching/scatter/{index}", text, [operand, indices, updates]


def generate_batching(seed: int, n: int, start: int = 0) -> Iterator[tuple[str, str, list[np.ndarray]]]:
    for index in itertools.islice(itertools.count(start), n):
        yield batching_program(seed, index)
