"""tools/import_cycles.py: the installed package has no import cycle, lazy (function-level)
imports included (lint-imports' layers contract sees the layers; this sees every module); and
tools/sizes.py: no module over 800 lines, no class over 300."""
import pathlib
import sys
import textwrap

import stablehlo_translate

ROOT = pathlib.Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import import_cycles  # noqa: E402
import sizes  # noqa: E402

PACKAGE = pathlib.Path(stablehlo_translate.__file__).parent


def _graph(root: pathlib.Path) -> dict[str, set[str]]:
    known = import_cycles.module_names(root)
    return {name: import_cycles.imports(name, path, known) for name, path in known.items()}


def test_the_package_has_no_import_cycle():
    graph = _graph(PACKAGE)
    assert len(graph) > 100  # the whole package was read
    assert import_cycles.cycles(graph) == []


def test_a_lazy_relative_import_cycle_is_found(tmp_path):
    files = {
        "pkg/__init__.py": "",
        "pkg/low/__init__.py": "",
        "pkg/low/a.py": "def f():\n    from ..high import b\n    return b\n",
        "pkg/high/__init__.py": "",
        "pkg/high/b.py": "from ..low.a import f\nfrom . import c\n",
        "pkg/high/c.py": "import pkg.low\n",
    }
    for name, text in files.items():
        (tmp_path / name).parent.mkdir(parents=True, exist_ok=True)
        (tmp_path / name).write_text(textwrap.dedent(text))
    graph = _graph(tmp_path / "pkg")
    assert graph["pkg.low.a"] == {"pkg.high.b"}  # `from ..high import b`: the module b
    assert graph["pkg.high.b"] == {"pkg.low.a", "pkg.high.c"}
    assert graph["pkg.high.c"] == {"pkg.low"}
    assert import_cycles.cycles(graph) == [["pkg.high.b", "pkg.low.a"]]


def test_modules_stay_under_800_lines_and_classes_under_300():
    modules, classes = sizes.sizes(PACKAGE)
    assert len(classes) > 100
    assert modules[0][0] <= 800, modules[0]
    assert classes[0][0] <= 300, classes[0]
