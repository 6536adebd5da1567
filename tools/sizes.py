"""Lines of every module and every class of a package, longest first:
``python tools/sizes.py [PACKAGE_DIR] [--top N]`` (DEVELOPERS.md: no module over 800 lines, no
class over about 300)."""
from __future__ import annotations

import argparse
import ast
import pathlib


def sizes(root: pathlib.Path) -> tuple[list[tuple[int, str]], list[tuple[int, str]]]:
    """(lines, module path) and (lines, ``path:Class``), each longest first."""
    modules, classes = [], []
    for path in sorted(root.rglob("*.py")):
        text = path.read_text()
        modules.append((len(text.splitlines()), str(path)))
        for node in ast.walk(ast.parse(text, str(path))):
            if isinstance(node, ast.ClassDef):
                classes.append(((node.end_lineno or node.lineno) - node.lineno + 1, f"{path}:{node.name}"))
    return sorted(modules, reverse=True), sorted(classes, reverse=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("root", nargs="?", default="stablehlo_translate")
    parser.add_argument("--top", type=int, default=10, help="rows of each list (0: all)")
    options = parser.parse_args()
    modules, classes = sizes(pathlib.Path(options.root))
    for kind, rows in (("module", modules), ("class", classes)):
        for lines, name in rows[:options.top or None]:
            print(f"{kind:6} {lines:5} {name}")


if __name__ == "__main__":
    main()
