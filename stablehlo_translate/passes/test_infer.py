"""``--hlo-test-infer``: upstream's test pass (stablehlo/tests/TestUtils.cpp) for the shape functions.

Each ``hlo_test_infer.get_return_types`` (``get_return_type_components``) becomes
``hlo_test_infer.return_types`` (``return_type_components``) carrying, as ``types0``,
``types1``, ..., the types its operand's defining op infers from its declared
operands, as ``stablehlo-translate --infer`` rewrites them (inference.py); every
other op, its types included, stays as written.
"""
from __future__ import annotations

from ..inference import TEST_OPS, rewrite_test_op
from ..ir import Module, Operation


def test_infer(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    defs: dict[str, Operation] = {result: op for op in module.op.walk() for result in op.results}
    for op in module.op.walk():
        for region in op.regions:
            for block in region.blocks:
                block.operations = [rewrite_test_op(o, defs) if o.name in TEST_OPS else o
                                    for o in block.operations]
    return module
