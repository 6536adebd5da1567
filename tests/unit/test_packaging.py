"""Packaging: one version number, every package listed, the wheel checker's rules."""
import importlib.util
import os
import tomllib
from pathlib import Path

import pytest

import stablehlo_translate

ROOT = Path(__file__).resolve().parents[2]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text())
SOURCE_TREE = (ROOT / "stablehlo_translate").is_dir()

spec = importlib.util.spec_from_file_location("check_wheel", ROOT / "tools" / "check_wheel.py")
check_wheel = importlib.util.module_from_spec(spec)
spec.loader.exec_module(check_wheel)


def test_version_is_pyprojects():
    assert stablehlo_translate.__version__ == PYPROJECT["project"]["version"]


def test_changelog_names_the_version():
    assert f"## {PYPROJECT['project']['version']}" in (ROOT / "CHANGELOG.md").read_text()


@pytest.mark.skipif(not os.environ.get("STABLEHLO_TRANSLATE_REQUIRE_INSTALLED"),
                    reason="CI sets STABLEHLO_TRANSLATE_REQUIRE_INSTALLED when testing the installed wheel")
def test_tests_run_on_the_installed_wheel():
    assert "site-packages" in Path(stablehlo_translate.__file__).parts


@pytest.mark.skipif(not SOURCE_TREE, reason="no source tree next to the tests (testing the installed wheel)")
def test_every_subpackage_is_listed_in_pyproject():
    listed = set(PYPROJECT["tool"]["setuptools"]["packages"])
    found = {".".join(p.parent.relative_to(ROOT).parts)
             for p in (ROOT / "stablehlo_translate").rglob("__init__.py")}
    assert found <= listed, f"not installed: {sorted(found - listed)}"
    assert "stablehlo_translate.grammar" in listed


def test_wheel_checker_reports_missing_stray_and_metadata(tmp_path):
    (tmp_path / "stablehlo_translate" / "ops").mkdir(parents=True)
    (tmp_path / "stablehlo_translate" / "__init__.py").write_text("")
    (tmp_path / "stablehlo_translate" / "ops" / "table.json").write_text("{}")
    (tmp_path / "grammar").mkdir()
    (tmp_path / "grammar" / "mlir.lark").write_text("")
    wanted = check_wheel.source_files(tmp_path)
    assert wanted == {"stablehlo_translate/__init__.py", "stablehlo_translate/ops/table.json",
                      "stablehlo_translate/grammar/mlir.lark"}
    good = sorted(wanted) + ["x-0.1.dist-info/licenses/LICENSE", "x-0.1.dist-info/licenses/NOTICE"]
    assert check_wheel.differences(good, wanted) == []
    bad = ["stablehlo_translate/__init__.py", "stablehlo_translate/stray.py", "x-0.1.dist-info/METADATA"]
    assert check_wheel.differences(bad, wanted) == [
        "missing from the wheel: stablehlo_translate/grammar/mlir.lark",
        "missing from the wheel: stablehlo_translate/ops/table.json",
        "not in the source tree: stablehlo_translate/stray.py",
        "missing from the wheel's metadata: LICENSE",
        "missing from the wheel's metadata: NOTICE",
    ]


def test_cli_version_is_pyprojects():
    import subprocess
    import sys

    out = subprocess.run([sys.executable, "-m", "stablehlo_translate", "--version"],
                         capture_output=True, text=True, check=True).stdout
    assert out.strip() == f"stablehlo-translate, version {PYPROJECT['project']['version']}"
