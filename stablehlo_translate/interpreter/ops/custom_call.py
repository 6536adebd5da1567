"""``stablehlo.custom_call`` (spec.md#custom_call): the check targets test programs call
and the targets JAX emits on CPU.

``@check.eq`` (used by JAX-exported test programs) compares its two operands
(integers exactly, floats within 0.0001, as the reference tool does) and
returns ``true`` in its ``tensor<i1>`` result; ``@check.expect_eq``,
``@check.expect_almost_eq`` (tolerance 0.001) and ``@check.expect_close``
(at most 3 ULP) run the check dialect's checks. JAX's LAPACK targets run as
ops/lapack.py's table says; its shape assertions, dynamic reduce_window and rng_bit_generator as
ops/jax_targets.py does; its sharding annotations are identities; its host
callbacks are errors (the Python function lives in the exporting process).
Other targets are unsupported.
"""
from __future__ import annotations

from typing import Any

import numpy as np

from .. import element as el
from ...ir.attributes import as_bool, as_enum, as_str, raw
from ...diagnostics import EvalError
from ...optable import AttrSpec, define_op
from ...verification.shapes import row_fields
from ...verification.shapes.misc import SHAPE_FUNCTIONS
from ...text.syntax.forms import CUSTOM_CALL
from ...ir.types import Type, element_type_name
from .check import expect_almost_eq, expect_close, expect_eq

_CHECKS = {
    "check.eq": lambda actual, expected: expect_almost_eq(actual, expected, 0.0001),
    "check.expect_eq": expect_eq,
    "check.expect_almost_eq": lambda actual, expected: expect_almost_eq(actual, expected, 0.001),
    "check.expect_close": lambda actual, expected: expect_close(actual, expected, 3, 0),
}


_IDENTITIES = frozenset({"Sharding", "SPMDFullToShardShape", "SPMDShardToFullShape", "annotate_device_placement"})
_JAX_TARGETS = frozenset({"shape_assertion", "stablehlo.dynamic_reduce_window", "stablehlo.dynamic_rng_bit_generator"})
_CALLBACKS = frozenset({"xla_python_cpu_callback", "xla_ffi_python_cpu_callback", "xla_python_gpu_callback",
                        "xla_ffi_python_gpu_callback"})


def custom_call(*operands: Any, call_target_name: str, result_types: tuple[Type, ...], ctx: Any = None,
                backend_config: Any = None, **attributes: Any) -> Any:
    """Runs the check, LAPACK routine or identity named by ``call_target_name``; a check's
    results (if any) are ``true``."""
    check = _CHECKS.get(call_target_name)
    shape_operands = ctx.op.attributes.get("indices_of_shape_operands") if ctx is not None else None
    if shape_operands is not None or call_target_name in _JAX_TARGETS:
        from . import jax_targets  # imported by the programs that need it (start-up)

        if shape_operands is not None:
            operands, result_types = jax_targets.split_shape_operands(operands, result_types, shape_operands)
        if call_target_name == "shape_assertion":
            return jax_targets.shape_assertion(operands, ctx.op.operand_types, result_types, ctx.op.attributes)
        if call_target_name == "stablehlo.dynamic_reduce_window":
            return jax_targets.dynamic_reduce_window(operands, ctx, attributes["called_computations"])
        if call_target_name == "stablehlo.dynamic_rng_bit_generator":
            return jax_targets.dynamic_rng_bit_generator(operands, result_types, ctx.op.attributes)
    if check is None:
        if call_target_name.startswith("lapack_") and call_target_name in _lapack_targets():
            config = backend_config if isinstance(backend_config, dict) else attributes["mhlo.backend_config"]
            return _lapack(call_target_name, operands, config or {}, result_types)
        if call_target_name == "ApproxTopK":
            config = backend_config if isinstance(backend_config, dict) else attributes["mhlo.backend_config"]
            return approx_top_k(operands, config or {}, result_types, ctx, attributes["called_computations"])
        if call_target_name in _IDENTITIES:
            if len(operands) != len(result_types):
                raise EvalError(f"custom call target '{call_target_name}' expects as many results as operands")
            return operands[0] if len(operands) == 1 else (tuple(operands) or None)
        if call_target_name in _CALLBACKS:
            raise EvalError(f"custom call target '{call_target_name}' calls back into Python (a host callback "
                            f"such as jax.debug.print or jax.pure_callback): the function lives in the process "
                            f"that exported the program and cannot run here")
        raise EvalError(f"unsupported custom call target '{call_target_name}'")
    if len(operands) != 2:
        raise EvalError(f"custom call target '{call_target_name}' expects 2 operands, got {len(operands)}")
    check(*operands)
    results = tuple(np.ones(t.shape, dtype=np.bool_) for t in result_types)
    return results[0] if len(results) == 1 else (results or None)


def approx_top_k(operands: tuple, config: dict[str, Any], result_types: tuple[Type, ...], ctx: Any,
                 called: tuple) -> tuple:
    """``ApproxTopK`` as XLA runs it on CPU (its fallback: an exact sort, then the first
    ``result size`` elements along ``reduction_dim``): operands are N inputs then their N
    initial values; the comparator must be one GT (largest first) or LT compare of the first
    input's pair of arguments, as ``lax.approx_max_k``/``approx_min_k`` write it. Ties keep
    the input order."""
    from .lapack import option

    inputs = operands[:len(operands) // 2]
    try:
        dim = option(config, "reduction_dim")
    except ValueError as error:
        raise EvalError(f"custom call target 'ApproxTopK': {error}") from None
    func = ctx.functions.get(called[0].path[-1]) if called and ctx is not None else None
    descending = _direction(func) if func is not None else None
    if descending is None or not inputs or len(result_types) != len(inputs):
        raise EvalError("custom call target 'ApproxTopK' is supported with one GT or LT comparator of its "
                        "first input and as many results as inputs")
    key = inputs[0]
    if not isinstance(dim, int) or not -key.ndim <= dim < key.ndim:
        raise EvalError(f"custom call target 'ApproxTopK': reduction_dim {dim} is out of range for rank {key.ndim}")
    if descending:
        key = -key if el.kind(key.dtype) == "f" else ~key  # order-reversing, no overflow
    order = np.argsort(key, axis=dim, kind="stable")
    order = np.take(order, np.arange(result_types[0].shape[dim]), axis=dim)
    return tuple(np.take_along_axis(x, order, axis=dim) for x in inputs)


def _direction(func: Any) -> bool | None:
    """True for a ``GT`` comparator of arguments 0 and 1 (largest first), False for ``LT``
    (either with the arguments swapped the other way), None for any other comparator."""
    block = func.regions[0].blocks[0] if func.regions else None
    if block is None or len(block.operations) != 2 or len(block.arguments) < 2:
        return None
    compare, ret = block.operations
    if compare.name != "stablehlo.compare" or tuple(ret.operands) != tuple(compare.results):
        return None
    first, second = (name for name, _ in block.arguments[:2])
    direction = {"GT": True, "LT": False}.get(as_enum(compare.attributes.get("comparison_direction", "")))
    if direction is None or tuple(compare.operands) not in ((first, second), (second, first)):
        return None
    return direction if tuple(compare.operands) == (first, second) else not direction


_LAPACK_INT = np.dtype(np.int32)
"""LAPACK's integers in JAX's kernels (geqp3's column order)."""


def _lapack_targets() -> dict[str, Any]:
    """ops/lapack.py's table, imported on the first LAPACK target (a start-up cost otherwise)."""
    from .lapack import LAPACK_TARGETS

    return LAPACK_TARGETS


def _lapack(target: str, operands: tuple, config: dict[str, Any], result_types: tuple[Type, ...]) -> Any:
    """Runs a LAPACK target on its operands; results take the declared element types."""
    dtype, counts, routine = _lapack_targets()[target]
    if len(operands) not in counts or any(not isinstance(o, np.ndarray) or o.dtype not in (dtype, _LAPACK_INT)
                                          for o in operands):
        raise EvalError(f"custom call target '{target}' expects {' or '.join(map(str, counts))} "
                        f"{element_type_name(dtype)} tensor operands")
    try:
        results = routine(operands, config, result_types)
    except (ValueError, IndexError, OverflowError) as error:  # numpy's LinAlgError is a ValueError
        raise EvalError(f"custom call target '{target}': {error}") from None
    results = (results,) if isinstance(results, np.ndarray) else results
    if len(results) != len(result_types):
        raise EvalError(f"custom call target '{target}' has {len(results)} results, the op declares "
                        f"{len(result_types)}")
    results = tuple(np.asarray(r).astype(t.dtype, copy=False) for r, t in zip(results, result_types))
    return results[0] if len(results) == 1 else results


define_op("stablehlo.custom_call", **row_fields(SHAPE_FUNCTIONS, "custom_call"), syntax=CUSTOM_CALL, eval=custom_call, wants_result_types=True,
          attrs={"call_target_name": as_str, "backend_config": AttrSpec(raw, None),
                 "has_side_effect": AttrSpec(as_bool, False), "api_version": AttrSpec(raw, None),
                 "operand_layouts": AttrSpec(raw, None), "mhlo.backend_config": AttrSpec(raw, None), "result_layouts": AttrSpec(raw, None),
                 "output_operand_aliases": AttrSpec(raw, ()), "called_computations": AttrSpec(raw, ())},
          wants_context=True)
