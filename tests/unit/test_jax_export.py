"""Saved JAX exports (dialects/jax_export.py), the JAX custom call targets' pieces
(interpreter/ops/jax_targets.py) and locations as MLIR shows and reads them."""
from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest

from stablehlo_translate.bytecode import locations as L
from stablehlo_translate.bytecode.stream import BytecodeError
from stablehlo_translate.diagnostics import Diagnostic, EvalError
from stablehlo_translate.dialects import jax_export as J
from stablehlo_translate.interpreter.ops.jax_targets import format_message
from stablehlo_translate.ir.attributes import OpaqueAttr
from stablehlo_translate.text.resolver import expand_location

INPUTS = Path(__file__).resolve().parents[1] / "lit" / "jax" / "export" / "Inputs"
EXPORTS = sorted(INPUTS.glob("*.jaxexport"))


def test_exports_checked_in():
    assert len(EXPORTS) >= 30


@pytest.mark.parametrize("path", EXPORTS, ids=lambda p: p.stem)
def test_every_export_reads_and_takes_its_arguments(path):
    data = path.read_bytes()
    assert J.is_export(data)
    export = J.read_export(data, path.name)
    assert export.platforms and export.module[:4] == b"ML\xefR"
    assert J.describe(export).startswith(f"// function: {export.function_name}\n")
    args = list(np.load(INPUTS / f"{path.stem}.args.npz").values())
    main = J.module_arguments(export, args, "cpu", "TOKEN", path.name)
    expected = (len(export.platforms) > 1) + len(export.ordered_effects) + len(export.module_kept_var_idx)
    assert len(main) == expected


def test_every_cut_of_an_export_is_an_error_or_reads():
    data = (INPUTS / "pytree_kwargs.jaxexport").read_bytes()
    for end in range(0, len(data), 7):
        try:
            J.read_export(data[:end], "cut.jaxexport")
        except BytecodeError as error:
            assert "invalid JAX export" in error.message or "too few" in error.message


def test_corrupted_offsets_are_errors():
    data = bytearray((INPUTS / "multiplatform.jaxexport").read_bytes())
    rng = np.random.default_rng(0)
    for _ in range(300):
        bad = bytearray(data)
        at = int(rng.integers(0, len(bad) - 4)) & ~3
        bad[at:at + 4] = int(rng.choice([0, 1, 0x7FFFFFFF, 0xFFFFFFFF, len(bad)])).to_bytes(4, "little")
        try:
            J.read_export(bytes(bad), "bad.jaxexport")
        except BytecodeError:
            pass


def test_calls_checked_as_exp_call_checks_them():
    export = J.read_export((INPUTS / "poly_elementwise.jaxexport").read_bytes(), "p.jaxexport")
    with pytest.raises(Diagnostic, match=r"Rank mismatch for args\[0\]: expected \(b, 3\) and called with \(4,\)"):
        J.module_arguments(export, [np.zeros(4, np.float32)], "cpu", None, "p")
    with pytest.raises(Diagnostic, match=r"Dtype mismatch for args\[0\]: expected float32 and called with int32"):
        J.module_arguments(export, [np.zeros((4, 3), np.int32)], "cpu", None, "p")
    with pytest.raises(Diagnostic, match=r"was exported for platforms '\('cpu',\)' but it is used on '\('tpu',\)'"):
        J.module_arguments(export, [np.zeros((4, 3), np.float32)], "tpu", None, "p")


def test_format_message_is_formatv():
    assert format_message("b = {0}, {1}; {{0}", [3, -2]) == "b = 3, -2; {0}"
    assert format_message("{0:x} {1,5} {3}", [7, 8]) == "7 8 -1"
    assert format_message("no inputs {0}", []) == "no inputs {0}"


@pytest.mark.parametrize("text", [
    'loc(unknown)', 'loc("a.py":1:2)', 'loc("a.py":1:2 to :9)', 'loc("a.py":1:2 to 3:4)', 'loc("a.py":7)',
    'loc("n")', 'loc("n"("a.py":1:2))', 'loc(callsite("f"("a.py":3:4) at callsite("g" at "b.py":7:8)))',
    'loc(fused["a", unknown])', 'loc(fused<"meta">["x", "y"])', 'loc(fused<{k = 1 : i32}>["x"])',
    'loc("fused<"("a":1:1))',
])
def test_locations_read_back_as_written(text):
    assert f"loc({L.parse_location(text).body()})" == text


def test_shown_locations_follow_mlir():
    assert str(L.shown(L.parse_location('loc("j"(callsite("f"("a.py":5:19 to :29) at "b.py":9:1)))'))) == "a.py:5:19"
    call = L.shown(L.parse_location('loc(callsite("f"("a.py":3:4) at callsite("g" at "c.py":9:10)))'))
    assert (str(call), [str(n) for n in call.notes]) == ("a.py:3:4", ["c.py:9:10"])
    named = L.shown(L.parse_location('loc("shape_assertion")'))
    assert (str(named), named.prefix) == ("<unknown>:0", 'loc("shape_assertion"): ')
    assert L.shown(L.UNKNOWN).prefix == ""
    assert Diagnostic(named, "msg").render() == '<unknown>:0: error: loc("shape_assertion"): msg'


def test_location_aliases_expand_at_any_depth():
    aliases = {"#loc1": OpaqueAttr('loc("f"(#loc2))'), "#loc2": OpaqueAttr('loc("a.py":1:2)'),
               "#a": OpaqueAttr("loc(#b)"), "#b": OpaqueAttr("loc(#a)")}
    assert expand_location("loc(callsite(#loc1 at #loc2))", aliases) == \
        'loc(callsite("f"("a.py":1:2) at "a.py":1:2))'
    assert expand_location('loc("#loc1")', aliases) == 'loc("#loc1")'  # inside a string: no alias
    expand_location("loc(#a)", aliases)  # a cycle ends


def test_eval_errors_have_no_location_yet():
    from stablehlo_translate.interpreter.ops.jax_targets import shape_assertion
    from stablehlo_translate.ir.types import TensorType

    i1, i32 = TensorType((), "i1"), TensorType((), "i32")
    with pytest.raises(EvalError, match="^b = 2$"):
        shape_assertion((np.bool_(False), np.int32(2)), (i1, i32), (), {"error_message": "b = {0}"})
    assert shape_assertion((np.bool_(True),), (i1,), (), {"error_message": "x"}) is None
