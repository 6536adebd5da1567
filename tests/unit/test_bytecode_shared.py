"""Byte-exact round trip of every artifact upstream's C++ writer produced in ../shared
(tools/bytecode_roundtrip.py); skipped when the shared suite is absent."""
from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path

import pytest

from stablehlo_translate.bytecode import read_bytecode
from stablehlo_translate.diagnostics import Diagnostic

TOOLS = Path(__file__).resolve().parents[2] / "tools"


def _tool():
    spec = importlib.util.spec_from_file_location("bytecode_roundtrip", TOOLS / "bytecode_roundtrip.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules["bytecode_roundtrip"] = module
    spec.loader.exec_module(module)
    return module


TOOL = _tool()
FILES = TOOL.shared_files()
REFUSED = {"invalid_vhlo_future.mlir.bc"}  # a VHLO op from the future: upstream refuses it too
pytestmark = pytest.mark.skipif(not FILES, reason="../shared/stablehlo-suite is absent")


def test_every_shared_artifact_is_written_back_byte_for_byte():
    differing = []
    for path in FILES:
        data = Path(path).read_bytes()
        if Path(path).name in REFUSED:
            with pytest.raises(Diagnostic):
                read_bytecode(data, path)
            continue
        out = TOOL.roundtrip(data, path)
        if out != data:
            differing.append(f"{Path(path).name} at byte {TOOL.first_difference(out, data)}")
    assert not differing, differing


def test_truncated_shared_artifacts_are_diagnostics():
    rng = random.Random(1)
    for path in rng.sample(FILES, 40):
        data = Path(path).read_bytes()
        for cut in sorted(rng.sample(range(len(data)), min(len(data), 60))):
            with pytest.raises(Diagnostic):
                read_bytecode(data[:cut], path)
