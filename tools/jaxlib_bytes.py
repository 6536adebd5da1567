"""Byte identity with jaxlib's artifact writer (jaxlib from the ``bench`` extra).

    python tools/jaxlib_bytes.py [--target 1.17.0] [--list] [PATH ...]

Each program (an .mlir file, every ``// -----`` chunk of it; default: the shared suite's
``interpret/`` programs and tests/lit/jax) is serialized for ``--target`` with debug info
stripped twice: by jaxlib (``stablehlo.serialize_portable_artifact`` after MLIR's
``strip-debuginfo``, other dialects kept) and by us (``--serialize --strip-debuginfo
--allow-other-dialects``); the bytes are compared. Prints ``identical: K/N`` over the
programs jaxlib serializes, and for the others why they differ: ``writer version`` when the
only difference is the use-list orders that our version rewrites leave (jaxlib's writer is
StableHLO {jaxlib's current version}: an op whose current VHLO version there is already the
target's is written as created, never rewritten, e.g. ``custom_call_v1`` at 1.17.0 where we
downgrade ``custom_call_v2``), ``sdy`` when the program has Shardy attributes (their bytecode
encodings are the sdy dialect's, issue 23 point 2), ``interpreter dialect`` when it has ops of
the interpreter's dialect (registered by upstream's tool and ours, which verify
``interpreter.run_parallel`` and write ``interpreter.probe`` as registered; jaxlib knows
neither), ``chlo 1.17`` when the bytes agree once CHLO ops are written as jaxlib's CHLO defines
them (its ``chlo.top_k`` has no ``is_stable`` property; CHLO is not versioned), else ``bytes`` (a real difference, listed
with ``--list``). Programs go to both writers in our generic form, so that ops of dialects
jaxlib does not register (the interpreter's ``check``) need no parser of theirs.

``--emit-bytecode`` compares instead MLIR bytecode of the module as it is (``stablehlo-opt
--strip-debuginfo -emit-bytecode``) with jaxlib's ``module.operation.write_bytecode`` after
``strip-debuginfo`` (default programs: the suite's ``tests/ops_chlo_roundtrip.mlir`` and
tests/lit/opt/chlo_bytecode.mlir), after the producer strings (MLIR's is ``MLIR`` and its LLVM
version); ``--save FILE`` writes jaxlib's bytes of the one program given (a lit test's expectation).
"""
from __future__ import annotations

import argparse
import contextlib
import glob
import io
import os
import sys
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parents[1]
_CANDIDATES = (ROOT.parent / "shared" / "stablehlo-suite", ROOT.parent.parent / "shared" / "stablehlo-suite")
SUITE = next((p for p in _CANDIDATES if p.is_dir()), _CANDIDATES[0])


def _jaxlib(emit):
    """jaxlib's bytes of a program (None when jaxlib refuses it): parsed, debug info stripped,
    then ``emit(module)``."""
    from jax._src.interpreters import mlir as jax_mlir
    from jaxlib.mlir import ir, passmanager

    def write(text: str) -> bytes | None:
        context = jax_mlir.make_ir_context()
        context.allow_unregistered_dialects = True
        with context:
            try:
                module = ir.Module.parse(text)
                passmanager.PassManager.parse("builtin.module(strip-debuginfo)").run(module.operation)
                return emit(module)
            except Exception:  # noqa: BLE001 - jaxlib refuses the program: not counted
                return None
    return write


def _jaxlib_writer(target: str):
    from jaxlib.mlir.dialects import stablehlo

    write = _jaxlib(lambda module: bytes(stablehlo.serialize_portable_artifact(module, target, True)))
    return write, stablehlo.get_current_version()


def _jaxlib_bytecode_writer():
    def emit(module) -> bytes:
        out = io.BytesIO()
        module.operation.write_bytecode(out)
        return out.getvalue()
    return _jaxlib(emit)


def _ours_bytecode(text: str, name: str) -> bytes | None:
    """``stablehlo-opt --strip-debuginfo -emit-bytecode``'s bytes."""
    from stablehlo_translate.cli.opt import _write_bytecode
    from stablehlo_translate.diagnostics import Diagnostic
    from stablehlo_translate.passes.strip_debuginfo import strip_debuginfo
    from stablehlo_translate.text.parser import parse_module

    try:
        return _write_bytecode(strip_debuginfo(parse_module(text, name), {}, []))
    except Diagnostic:
        return None


@contextlib.contextmanager
def _chlo_1_17() -> Iterator[None]:
    """Our writer with ``chlo.top_k`` as jaxlib's CHLO (1.17.0) declares it (no ``is_stable``)."""
    from stablehlo_translate.bytecode import properties

    saved = properties._OTHER["chlo.top_k"]
    properties._OTHER["chlo.top_k"] = (("k",), set())
    try:
        yield
    finally:
        properties._OTHER["chlo.top_k"] = saved


def _ours_bytecode_chlo_1_17(text: str, name: str) -> bytes | None:
    with _chlo_1_17():
        return _ours_bytecode(text, name)


def after_producer(data: bytes) -> bytes:
    """The bytes after the header's producer string (magic, version varint, producer, NUL)."""
    return data[data.index(b"\0", 5) + 1:]


def _compare_bytecode(paths: list[str], save: str | None, listing: bool) -> int:
    write = _jaxlib_bytecode_writer()
    found = programs(paths or [str(SUITE / "tests" / "ops_chlo_roundtrip.mlir"),
                               str(ROOT / "tests" / "lit" / "opt" / "chlo_bytecode.mlir")])
    if save is not None:
        if len(found) != 1:
            sys.exit("--save takes one program")
        theirs = write(_generic(found[0][1], found[0][0]) or "")
        if theirs is None:
            sys.exit("jaxlib refuses the program")
        Path(save).write_bytes(theirs)
    counts = {"identical": 0, "chlo 1.17": 0, "bytes": 0, "jaxlib refuses": 0, "we refuse": 0}
    for name, original in found:
        text = _generic(original, name)
        theirs = None if text is None else write(text)
        ours = None if text is None else _ours_bytecode(text, name)
        if theirs is None:
            kind = "jaxlib refuses"
        elif ours is None:
            kind = "we refuse"
        elif after_producer(ours) == after_producer(theirs):
            kind = "identical"
        elif after_producer(theirs) == after_producer(_ours_bytecode_chlo_1_17(text, name) or b""):
            kind = "chlo 1.17"
        else:
            kind = "bytes"
        counts[kind] += 1
        if listing and kind != "identical":
            print(f"{kind}: {name}")
    total = len(found) - counts["jaxlib refuses"]
    print("MLIR bytecode (-emit-bytecode) against jaxlib's write_bytecode, debug info stripped")
    print(f"identical: {counts['identical']}/{total}")
    for kind in ("chlo 1.17", "bytes", "we refuse", "jaxlib refuses"):
        print(f"{kind}: {counts[kind]}")
    return 0 if counts["bytes"] == counts["we refuse"] == 0 else 1


def _ours(text: str, name: str, target: str, use_lists: bool) -> bytes | None:
    from stablehlo_translate.diagnostics import Diagnostic
    from stablehlo_translate.text.parser import parse_module
    from stablehlo_translate.vhlo import use_lists as recorder
    from stablehlo_translate.vhlo.portable import serialize

    saved = recorder.record
    if not use_lists:  # the casts' use-list orders stay: only the version rewrites' are left out
        recorder.record = lambda module, rewritten: saved(module, [])
    try:
        return serialize(parse_module(text, name), target, strip_debuginfo=True, allow_other_dialects=True)
    except Diagnostic:
        return None
    finally:
        recorder.record = saved


def _ours_chlo_1_17(text: str, name: str, target: str) -> tuple[bytes | None, bytes | None]:
    """Our bytes with CHLO's properties as jaxlib's CHLO (StableHLO 1.17.0) declares them, with
    and without the version rewrites' use-list orders."""
    with _chlo_1_17():
        return _ours(text, name, target, use_lists=True), _ours(text, name, target, use_lists=False)


def _generic(text: str, name: str) -> str | None:
    """The program in our generic form (None when we cannot read it)."""
    from stablehlo_translate.diagnostics import Diagnostic
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.text.parser import parse_module

    try:
        return print_module(parse_module(text, name), generic=True)
    except Diagnostic:
        return None


def programs(paths: list[str]) -> list[tuple[str, str]]:
    """(name, text) of every chunk of the given files (default: the suite's interpret/ and
    tests/lit/jax)."""
    from stablehlo_translate.cli.translate import split_input

    if not paths:
        paths = sorted(glob.glob(str(SUITE / "interpret" / "*.mlir"))) + sorted(
            glob.glob(str(ROOT / "tests" / "lit" / "jax" / "**" / "*.mlir"), recursive=True))
    out = []
    for path in paths:
        text = Path(path).read_text()
        chunks = split_input(text, True)
        for k, chunk in enumerate(chunks):
            out.append((f"{os.path.relpath(path)}" + (f"#{k}" if len(chunks) > 1 else ""), chunk.text))
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--target", default="1.17.0")
    parser.add_argument("--list", action="store_true", help="name every program that differs")
    parser.add_argument("--emit-bytecode", action="store_true",
                        help="compare MLIR bytecode of the module as it is (stablehlo-opt -emit-bytecode)")
    parser.add_argument("--save", metavar="FILE", help="with --emit-bytecode: write jaxlib's bytes of the program")
    parser.add_argument("paths", nargs="*")
    a = parser.parse_args()
    if a.emit_bytecode:
        sys.exit(_compare_bytecode(a.paths, a.save, a.list))
    write, jaxlib_version = _jaxlib_writer(a.target)
    counts = {"identical": 0, "writer version": 0, "sdy": 0, "chlo 1.17": 0, "interpreter dialect": 0, "bytes": 0,
              "jaxlib refuses": 0, "we refuse": 0}
    for name, original in programs(a.paths):
        text = _generic(original, name)
        if text is None:
            counts["we refuse" if write(original) is not None else "jaxlib refuses"] += 1
            continue
        theirs = write(text)
        if theirs is None:
            counts["jaxlib refuses"] += 1
            continue
        ours = _ours(text, name, a.target, use_lists=True)
        if ours != theirs and '"interpreter.' in text:
            kind = "interpreter dialect"
        elif ours is None:
            kind = "we refuse"
        elif ours == theirs:
            kind = "identical"
        elif _ours(text, name, a.target, use_lists=False) == theirs:
            kind = "writer version"
        elif "sdy." in text:
            kind = "sdy"
        elif '"chlo.' in text and theirs in _ours_chlo_1_17(text, name, a.target):
            kind = "chlo 1.17"
        else:
            kind = "bytes"
        counts[kind] += 1
        if a.list and kind != "identical":
            print(f"{kind}: {name} ({len(theirs)} bytes from jaxlib, {len(ours or b'')} from us)")
    total = len(programs(a.paths)) - counts["jaxlib refuses"] - counts["interpreter dialect"]
    print(f"jaxlib {jaxlib_version} writer, target {a.target}, debug info stripped")
    print(f"identical: {counts['identical']}/{total}")
    for kind in ("writer version", "sdy", "chlo 1.17", "bytes", "we refuse", "interpreter dialect", "jaxlib refuses"):
        print(f"{kind}: {counts[kind]}")
    sys.exit(0 if counts["bytes"] == counts["we refuse"] == 0 else 1)


if __name__ == "__main__":
    main()
