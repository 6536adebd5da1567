"""Rows of upstream's ``hlo_test_infer`` test ops (generic form only; nothing to interpret).

``stablehlo-opt --hlo-test-infer`` rewrites ``get_return_types`` (and
``get_return_type_components``) into ``return_types`` (``return_type_components``)
carrying the types its operand's defining op infers as ``types0``, ``types1``, ...;
``--infer`` does the same (inference.py). ``reify_return_type_shapes`` is
accepted and left as written. Their attributes are discardable (no decoders).
"""
from ...optable import define_op

_SPEC = "stablehlo/tests/TestUtils.cpp (hlo-test-infer)"

for _name in ("get_return_types", "return_types", "get_return_type_components", "return_type_components",
              "reify_return_type_shapes"):
    define_op(f"hlo_test_infer.{_name}", spec=_SPEC)
