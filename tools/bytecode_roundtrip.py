"""Byte-exact round trip of upstream-written bytecode: read each file, write it back with the
same version, producer and dialect versions, and compare.

    python tools/bytecode_roundtrip.py [FILES...]   (default: every .mlir.bc / .mlirbc of ../shared)

Prints ``K/N identical`` and, per differing file, the first differing byte offset.
"""
from __future__ import annotations

import glob
import sys
from pathlib import Path

from stablehlo_translate.bytecode import read_bytecode, write_bytecode
from stablehlo_translate.diagnostics import Diagnostic

SUITE = Path(__file__).resolve().parents[1].parent.parent / "shared" / "stablehlo-suite"


def shared_files() -> list[str]:
    return sorted(glob.glob(str(SUITE / "vhlo" / "tests" / "*.mlir.bc"))
                  + glob.glob(str(SUITE / "artifacts" / "*.mlirbc")))


def roundtrip(data: bytes, name: str = "<artifact>") -> bytes:
    read = read_bytecode(data, name)
    return write_bytecode(read.module, version=read.version, producer=read.producer,
                          dialect_versions=read.dialect_versions)


def first_difference(a: bytes, b: bytes) -> int:
    for i, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return i
    return min(len(a), len(b))


def main(argv: list[str]) -> int:
    files = argv or shared_files()
    same = refused = 0
    for path in files:
        data = Path(path).read_bytes()
        try:
            out = roundtrip(data, path)
        except Diagnostic as error:
            refused += 1
            print(f"{path}: refused: {error.message}")
            continue
        if out == data:
            same += 1
        else:
            print(f"{path}: differs at byte {first_difference(out, data)} "
                  f"(wrote {len(out)} bytes, expected {len(data)})")
    print(f"{same}/{len(files)} identical ({refused} refused by the reader)")
    return 0 if same + refused == len(files) else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
