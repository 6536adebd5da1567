"""Portable artifacts with Shardy (``sdy``) attributes and ops through this package and jaxlib.

For each program (every chunk of ``tests/lit/sdy/*.mlir`` and ``tests/lit/jax/*.mlir`` that
mentions ``sdy``, and the artifacts JAX wrote in ``tests/lit/sdy/Inputs``) jaxlib writes the
portable artifact (``serialize_portable_artifact`` with mixed serialization, as ``jax.export``
does), then:

- bytes: this package reads jaxlib's artifact and writes it back: the same bytes;
- text: this package writes the artifact from the module's text, and jaxlib reads it back with
  every ``sdy`` op and attribute as jaxlib parses them from that text (compared in jaxlib's
  printing; the StableHLO ops around them are the artifact writer's business, checked by
  tools/artifacts_suite.py).

Prints ``bytes K/N, text K/N`` over the programs jaxlib can write (its bundled Shardy may be
older than the syntax of a file), and each program that differs or that jaxlib refuses. Needs jax (``bench`` extra):
``python tools/sdy_artifacts.py [FILES...]``.
"""
from __future__ import annotations

import glob
import sys
from pathlib import Path

from jax._src.interpreters import mlir as jax_mlir
from jax._src.lib import _jax

from stablehlo_translate.bytecode import read_bytecode, write_bytecode
from stablehlo_translate.text.parser import parse_module
from stablehlo_translate.vhlo.portable import serialize

ROOT = Path(__file__).resolve().parents[1]
TARGET = "1.15.0"


def programs(files: list[str]) -> list[tuple[str, str | bytes]]:
    """(name, module text or artifact bytes) of every program with sdy in ``files``."""
    found: list[tuple[str, str | bytes]] = []
    for path in files:
        if path.endswith(".mlirbc"):
            found.append((path, Path(path).read_bytes()))
            continue
        for index, chunk in enumerate(Path(path).read_text().split("\n// -----")):
            if "sdy." in chunk:
                found.append((f"{path}#{index}", chunk))
    return found


def jaxlib_artifact(text: str) -> bytes:
    with jax_mlir.make_ir_context():
        return _jax.mlir.serialize_portable_artifact(text, TARGET, True)


def jaxlib_text(artifact: bytes) -> str:
    with jax_mlir.make_ir_context():
        return jaxlib_print(str(_jax.mlir.deserialize_portable_artifact(artifact)))


def jaxlib_print(text: str) -> str:
    """The module of ``text`` as jaxlib prints it, without locations."""
    from jaxlib.mlir import ir

    with jax_mlir.make_ir_context():
        return ir.Module.parse(text).operation.get_asm(enable_debug_info=False)


def check(name: str, artifact: bytes, program: str | bytes) -> tuple[bool, bool]:
    read = read_bytecode(artifact, name)
    same_bytes = write_bytecode(read.module, version=read.version, producer=read.producer,
                                dialect_versions=read.dialect_versions) == artifact
    try:
        text = program if isinstance(program, str) else jaxlib_text(artifact)
        expected = _sdy_lines(jaxlib_print(text))
        jaxlib_text(artifact)
    except Exception as error:  # noqa: BLE001 - jaxlib cannot read its own artifact back: no reference
        print(f"{name}: jaxlib cannot read its artifact back: {str(error).splitlines()[0][:160]}")
        return same_bytes, False
    ours = serialize(parse_module(text, name), TARGET, allow_other_dialects=True)
    return same_bytes, _sdy_lines(jaxlib_text(ours)) == expected


def _sdy_lines(text: str) -> list[str]:
    """The sdy ops and every sdy attribute (with where it is) of jaxlib's printing of a module."""
    found = []
    for op in parse_module(text).op.walk():
        if op.name.startswith("sdy."):
            found.append(op.name)
        for key, value in op.attributes.items():
            if "#sdy" in str(value):
                found.append(f"{op.name} {key} = {value}")
    return found


def main() -> int:
    files = sys.argv[1:] or sorted(glob.glob(str(ROOT / "tests/lit/sdy/*.mlir"))
                                   + glob.glob(str(ROOT / "tests/lit/sdy/Inputs/*.mlirbc"))
                                   + glob.glob(str(ROOT / "tests/lit/jax/*.mlir")))
    found = []
    for name, program in programs(files):
        try:  # programs jaxlib's Shardy cannot read (newer syntax than it bundles) are left out
            found.append((name, program if isinstance(program, bytes) else jaxlib_artifact(program), program))
        except Exception as error:  # noqa: BLE001 - jaxlib raises its own kinds
            print(f"{name}: jaxlib refuses it: {str(error).splitlines()[0][:160]}")
    counts = [0, 0]
    for name, artifact, program in found:
        try:
            results = check(name, artifact, program)
        except Exception as error:  # noqa: BLE001 - reported per program (jaxlib raises its own kinds)
            results = (False, False)
            print(f"{name}: {type(error).__name__}: {str(error).splitlines()[0][:200]}")
        for i, ok in enumerate(results):
            counts[i] += ok
        if not all(results):
            print(f"{name}: bytes {'same' if results[0] else 'DIFFER'}, text {'same' if results[1] else 'DIFFERS'}")
    print(f"bytes {counts[0]}/{len(found)}, text {counts[1]}/{len(found)}")
    return 0 if counts == [len(found)] * 2 else 1


if __name__ == "__main__":
    sys.exit(main())
