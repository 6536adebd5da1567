"""Portable artifacts against upstream's files in ../shared (skipped without them).

- every ``stablehlo_legalize_to_vhlo.X_Y_Z.mlir`` serializes for X.Y.Z to its ``.mlir.bc``
  byte for byte (upstream's RUN line ``diff %s.bc``);
- every ``vhlo/tests/*.mlir.bc`` deserializes to the module of its ``.mlir``;
- the committed VHLO tables are what tools/gen_vhlo_table.py makes of the td files;
- the figures of tools/artifacts_suite.py do not fall below tools/artifacts_baseline.json.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from stablehlo_translate.ir.equality import first_difference
from stablehlo_translate.text.parser import parse_module
from stablehlo_translate.vhlo.legalize import stablehlo_to_vhlo, vhlo_to_stablehlo
from stablehlo_translate.vhlo.portable import deserialize, serialize

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import artifacts_suite as suite  # noqa: E402  (finds ../shared next to the checkout or its worktrees)
import gen_vhlo_table  # noqa: E402

sys.path.pop(0)
SUITE = suite.SUITE
TESTS = SUITE / "vhlo" / "tests"
pytestmark = pytest.mark.skipif(not TESTS.is_dir(), reason="needs ../shared/stablehlo-suite")

VERSIONED = sorted(p.name for p in TESTS.glob("stablehlo_legalize_to_vhlo.*_*_*.mlir")) if TESTS.is_dir() else []
BYTECODE = sorted(p.name for p in TESTS.glob("*.mlir.bc")) if TESTS.is_dir() else []


@pytest.mark.parametrize("name", VERSIONED)
def test_serialize_is_byte_identical_to_upstream(name):
    target = name.split(".")[1].replace("_", ".")
    module = parse_module((TESTS / name).read_text(), name)
    assert serialize(module, target, strip_debuginfo=True) == (TESTS / (name + ".bc")).read_bytes()


@pytest.mark.parametrize("name", [n for n in BYTECODE if not n.startswith("invalid_")])
def test_every_upstream_artifact_reads_as_its_text(name):
    text = (TESTS / name[:-len(".bc")]).read_text()
    expected = vhlo_to_stablehlo(stablehlo_to_vhlo(parse_module(text)))
    assert first_difference(deserialize((TESTS / name).read_bytes(), name), expected) is None


def test_generated_tables_match_the_td_files():
    from stablehlo_translate.vhlo import td_tables  # the installed file (CI tests the wheel)

    committed = Path(td_tables.__file__).read_text()
    assert gen_vhlo_table.render(SUITE / "vhlo") == committed


def test_suite_figures_do_not_regress():
    baseline = json.loads((ROOT / "tools" / "artifacts_baseline.json").read_text())["counts"]
    figures = suite.Figures()
    suite.byte_identical(figures)
    suite.vhlo_tests(figures)
    suite.cxx_artifacts(figures, None)
    suite.roundtrip(figures)
    for name, (ok, total) in figures.counts.items():
        assert total == baseline[name][1], name
        assert ok >= baseline[name][0], (name, figures.failures.get(name, [])[:5])


def _chunks(pattern: str, needle: str = "func.func"):
    import re

    from stablehlo_translate.cli.translate import split_input

    for path in sorted(TESTS.glob(pattern)):
        version = re.search(r"\.(\d+_\d+_\d+)\.mlir$", path.name)
        target = version.group(1).replace("_", ".") if version else "1.4.1"
        for chunk in split_input(path.read_text(), True):
            if needle in chunk.text:
                yield pytest.param(path, target, chunk, id=f"{path.name}:{chunk.line_offset + 1}")


@pytest.mark.parametrize("path, target, chunk",
                         list(_chunks("vhlo_to_version_downgrade_invalid.*.mlir", "failed to legalize operation")))
def test_upstream_refusals_name_the_op_and_the_target(path, target, chunk):
    import re

    from stablehlo_translate.diagnostics import Diagnostic
    from stablehlo_translate.vhlo.to_version import vhlo_to_version

    wanted = re.findall(r"failed to legalize operation(?: '[^']+')?", chunk.text)[0]
    module = parse_module(chunk.text, str(path), line_offset=chunk.line_offset)
    with pytest.raises(Diagnostic) as error:
        vhlo_to_version(stablehlo_to_vhlo(module), target)
    first, then = (d.message for d in error.value.expand())
    assert first.startswith(wanted) and first.endswith("that was explicitly marked illegal")
    assert then == f"failed to convert VHLO to v{target}"


@pytest.mark.parametrize("path, target, chunk", list(_chunks("vhlo_to_version_downgrade*.mlir", "CHECK: vhlo.")))
def test_upstream_downgrades_write_the_older_ops(path, target, chunk):
    import re

    from stablehlo_translate.vhlo.to_version import vhlo_to_version

    module = vhlo_to_version(stablehlo_to_vhlo(parse_module(chunk.text, str(path))), target)
    written = {op.name for op in module.op.walk()}
    for name in re.findall(r"CHECK: (vhlo\.\w+)", chunk.text):
        assert name in written


@pytest.mark.parametrize("name", [n for n in VERSIONED if n.split(".")[1].startswith("0_") and
                                  int(n.split(".")[1].split("_")[1]) <= 16])
def test_generic_vhlo_text_meets_upstream_check_lines(name):
    """The generic form of our VHLO module for X.Y.Z against the file's CHECK lines (from
    0.17.0 on the files also check MLIR's renaming of region arguments, which our printer
    does not do)."""
    import shutil
    import subprocess

    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.vhlo.to_version import vhlo_to_version

    filecheck = shutil.which("filecheck")
    if filecheck is None:
        pytest.skip("needs filecheck")
    target = name.split(".")[1].replace("_", ".")
    module = vhlo_to_version(stablehlo_to_vhlo(parse_module((TESTS / name).read_text())), target)
    run = subprocess.run([filecheck, str(TESTS / name)], input=print_module(module, generic=True),
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stderr[:2000]


@pytest.mark.parametrize("target", ["1.0.0", "1.17.0"])
def test_chlo_attributes_of_a_cxx_artifact_read_as_their_text_parses(target):
    """jaxlib keeps chlo attributes in MLIR's textual fallback, which omits empty lists."""
    from stablehlo_translate.ir.attributes import EnumAttr
    from stablehlo_translate.bytecode import read_bytecode

    data = (suite.ARTIFACTS / f"ragged_dot__0.v{target}.mlirbc").read_bytes()
    ragged = next(op for op in read_bytecode(data).module.op.walk() if op.name == "chlo.ragged_dot")
    assert ragged.attributes["precision_config"] == (EnumAttr("precision", "DEFAULT", "chlo"),) * 2
    text = (suite.ARTIFACTS / "ragged_dot__0.mlir").read_text()
    assert "lhs_batching_dimensions = []" in text
    assert first_difference(deserialize(data), vhlo_to_stablehlo(stablehlo_to_vhlo(parse_module(text), True))) is None
