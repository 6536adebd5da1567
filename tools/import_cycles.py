"""Import cycles of a package, counting every import statement, lazy (function-level) ones too:
``python tools/import_cycles.py [PACKAGE_DIR]`` (default ``stablehlo_translate``) prints each
strongly connected component of the module import graph and exits 1 if there is one.

An import names the most specific module it loads (``from . import attributes`` is the module
``attributes``; ``from .types import Type`` is ``types``); the parent packages' ``__init__``
that Python also runs are not counted (import-linter counts the same way). Imports through
importlib by a computed name (optable's op families) are invisible here, by design."""
from __future__ import annotations

import ast
import pathlib
import sys

from stablehlo_translate.passes.inline import strongly_connected


def module_names(root: pathlib.Path) -> dict[str, pathlib.Path]:
    """Dotted name of every module under the package directory `root`."""
    names = {}
    for path in root.rglob("*.py"):
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        names[".".join(parts)] = path
    return names


def imports(name: str, path: pathlib.Path, known: dict[str, pathlib.Path]) -> set[str]:
    """Modules of the package that `name` imports anywhere in its body."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")
                anchor = anchor[: len(anchor) - node.level + 1]
                base = ".".join(anchor + ([base] if base else []))
            targets = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base
                       for alias in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                found.add(target)
    return found


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module, each sorted."""
    components = strongly_connected(sorted(graph), {name: sorted(graph[name]) for name in graph})
    return sorted(sorted(component) for component in components if len(component) > 1)


def main() -> int:
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "stablehlo_translate")
    known = module_names(root)
    graph = {name: imports(name, path, known) for name, path in known.items()}
    found = cycles(graph)
    for component in found:
        print(f"cycle of {len(component)} modules:")
        for member in component:
            inside = sorted(graph[member] & set(component))
            print(f"  {member} -> {', '.join(inside)}")
    print(f"{len(found)} import cycle(s) in {len(known)} modules")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
