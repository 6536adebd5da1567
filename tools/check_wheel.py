#!/usr/bin/env python3
"""Checks that a built wheel holds every file of the package's source tree, and nothing else.

    python tools/check_wheel.py dist/stablehlo_translate-*.whl

The source files are those under ``stablehlo_translate/`` and ``grammar/`` (installed
as ``stablehlo_translate/grammar/``), caches excepted; the wheel must also carry
LICENSE and NOTICE in its metadata. Exit 1 with the differences listed otherwise.
"""
from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LICENSE_FILES = ("LICENSE", "NOTICE")


def source_files(root: Path = ROOT) -> set[str]:
    """Paths the wheel must contain, as they are named inside it."""
    wanted = set()
    for top, installed_as in (("stablehlo_translate", "stablehlo_translate"),
                              ("grammar", "stablehlo_translate/grammar")):
        for path in (root / top).rglob("*"):
            if path.is_file() and "__pycache__" not in path.parts and path.suffix != ".pyc":
                wanted.add(f"{installed_as}/{path.relative_to(root / top).as_posix()}")
    return wanted


def differences(wheel_names: list[str], wanted: set[str]) -> list[str]:
    """What is missing from the wheel or stray in it (empty when the wheel is right)."""
    package = {n for n in wheel_names if ".dist-info/" not in n}
    metadata = {n.rsplit("/", 1)[-1] for n in wheel_names if ".dist-info/" in n}
    problems = [f"missing from the wheel: {n}" for n in sorted(wanted - package)]
    problems += [f"not in the source tree: {n}" for n in sorted(package - wanted)]
    problems += [f"missing from the wheel's metadata: {n}" for n in LICENSE_FILES if n not in metadata]
    return problems


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    with zipfile.ZipFile(argv[0]) as wheel:
        problems = differences(wheel.namelist(), source_files())
    for problem in problems:
        print(problem)
    print(f"{argv[0]}: {'ok' if not problems else f'{len(problems)} problems'}")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
