"""Byte-exact round trip of upstream-written bytecode: read each file, write it back with the
same version, producer and dialect versions, and compare.

    python tools/bytecode_roundtrip.py [FILES...]   (default: every .mlir.bc / .mlirbc of ../shared)

Prints ``K/N identical`` and, per differing file, the first differing byte offset.
``--speed`` instead times reading every shared ``NAME.v1.17.0.mlirbc`` against parsing its
``NAME.mlir`` (the same module as text).
"""
from __future__ import annotations

import glob
import sys
import time
from pathlib import Path

from stablehlo_translate.bytecode import read_bytecode, write_bytecode
from stablehlo_translate.diagnostics import Diagnostic

ROOT = Path(__file__).resolve().parents[1]
# ../shared next to the checkout (a git worktree under wt/ looks one level further up)
SUITE = next((p / "shared" / "stablehlo-suite" for p in (ROOT.parent, ROOT.parent.parent)
              if (p / "shared" / "stablehlo-suite").is_dir()), ROOT.parent / "shared" / "stablehlo-suite")


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


def speed(repeat: int = 3) -> int:
    from stablehlo_translate import parse_module

    pairs = [(Path(p), Path(p.replace(".v1.17.0.mlirbc", ".mlir"))) for p in shared_files() if ".v1.17.0." in p]
    texts = [(t.read_text(), str(t)) for _, t in pairs]
    artifacts = [(a.read_bytes(), str(a)) for a, _ in pairs]

    def best(run) -> float:  # the fastest of ``repeat`` runs over all modules (after a warm-up)
        run()
        times = []
        for _ in range(repeat):
            begin = time.perf_counter()
            run()
            times.append(time.perf_counter() - begin)
        return min(times)

    parse = best(lambda: [parse_module(*item) for item in texts])
    read = best(lambda: [read_bytecode(*item) for item in artifacts])
    print(f"{len(pairs)} modules: parsing the text {parse:.2f} s, reading the artifacts {read:.2f} s "
          f"({parse / read:.1f}x faster)")
    return 0


def main(argv: list[str]) -> int:
    if argv == ["--speed"]:
        return speed()
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
