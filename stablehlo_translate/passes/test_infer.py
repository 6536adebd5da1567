"""``--hlo-test-infer``: upstream's test pass (stablehlo/tests/TestUtils.cpp) for the shape functions,
as ``stablehlo-translate --infer`` performs it (inference.py).

``hlo_test_infer.get_return_types`` (``get_return_type_components``) becomes
``hlo_test_infer.return_types`` (``return_type_components``) carrying, as ``types0``,
``types1``, ..., the types its operand's defining op infers from its declared
operands; ``reify_return_type_shapes`` becomes the computation of its operand's
shape (shape_reification.py). Unlike upstream's pass, which changes only the test
ops, ``--infer`` also refines ``?`` result types the shape functions can tell.
Upstream's greedy rewriter then erases the ops left without uses and effects (a
reified op whose only user was the test op): so does this pass.
"""
from __future__ import annotations

from ..verification.inference import infer_module
from ..ir.module import Module
from .rewrite import Config, apply_patterns_greedily


def test_infer(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    module = infer_module(module, None, diagnostics)
    apply_patterns_greedily(module.op, (), Config(region_simplify="disabled", cse_constants=False))
    return module
