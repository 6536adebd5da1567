#!/usr/bin/env python3
"""Fuzzes parse, verify, infer and interpret with mutated programs of the shared suite.

Each case takes one ``// -----`` chunk of a seed program (the shared suite's
interpret/ and verify/ files, this repository's lit tests and tools/fuzz_corpus/)
and applies one to three mutations: token-level (delete, duplicate, swap, splice
a token from another seed, interesting numbers, truncation) and structure-aware
(swapped element types, wrong operand counts, giant, zero or negative
dimensions, bad hex blobs, unknown or renamed attributes and enums, deep
nesting, non-UTF-8 bytes, deleted or duplicated lines). Case ``i`` of seed ``S``
is always the same input, whatever ``--jobs``.

Every case runs in a worker process, under a per-case time limit (SIGALRM, and a
hard kill from the parent when that fails) and an address-space limit, through
the library API the way the CLI uses it: parse_module, verify_module,
print_module, infer_module, interpret_module on generated arguments and
format_results. Outcomes:

- ok: the program ran; diagnostic: a ``Diagnostic`` reported the problem;
- crash: any other exception (also the interpreter's InternalError), or a dead worker;
- hang: the time limit passed; oom: a MemoryError under the memory limit.

``--cli-sample K`` also runs K of the cases through the ``stablehlo-translate``
command (raw bytes on stdin, alternating --interpret/--verify/--infer): a
traceback, ``internal error:`` or exit code 2 there is a crash. Each crashing
input is written to ``--out`` (case<i>.mlir, with case<i>.txt holding the
traceback); crashes are grouped by the innermost stablehlo_translate frame.

``--artifacts`` fuzzes portable artifacts instead: a bytecode seed (tests/data/bytecode and
the shared suite's artifacts) with one to three byte-level mutations (flipped bytes, a
cut, a splice from another artifact, an oversized varint, a duplicated range) goes through
the bytecode reader and writer (and ``vhlo.portable.deserialize`` when present); any
exception but a ``Diagnostic`` is a crash; a deserialized module is printed as ``--deserialize``
prints it. ``--exports`` does the same with what ``jax.export`` writes: saved exports
(tests/lit/jax/*/Inputs/*.jaxexport, FlatBuffers: read, described, module deserialized,
``exp.call``-style arguments checked) and JAX's artifacts (.mlirbc there); ``--jax-text``
mutates only the texts JAX wrote (tests/lit/jax: debug locations, polymorphism, sdy).
``--chlo-bytecode`` mutates MLIR bytecode of CHLO programs (every chunk with a CHLO op of the
suite's tests/ and interpret/chlo, tests/lit/opt, interpret and infer, as ``-emit-bytecode``
writes it, and jaxlib's in tests/lit/opt/Inputs) the same way; bytecode that holds no VHLO op
goes as ``stablehlo-opt`` takes it: read, verified, written again and printed.

``--sdy`` takes only seeds with Shardy's ``sdy`` dialect (Shardy's tests, tests/lit/sdy, the
LAPACK programs with sharding rules) and adds mutations of its attribute bodies (axis names,
sizes, sub-axes, priorities, factor symbols, brackets); a program with ``sdy`` ops that verifies
also goes through ``-canonicalize`` (Shardy's patterns); with ``--artifacts``, the artifacts
JAX wrote with sdy (tests/lit/sdy/Inputs).

``--passes`` runs the shape refinement passes with fuzzed options and ``types=`` strings
(tools/fuzz_passes.py).

``--generate`` runs generated valid programs instead (tools/progen.py, see
:func:`run_generated`): a verifier rejection, a print->parse (or serialize->deserialize)
difference, a crash or a hang is a finding. ``--start`` runs a later chunk of cases.

Usage: ``tools/fuzz.py --cases 10000 --seed 0 --jobs 2 --cli-sample 200``, ``tools/fuzz.py --sdy --cases 10000``,
``tools/fuzz.py --generate --cases 5000 --seed 0 --jobs 2``, ``tools/fuzz.py --artifacts --cases 10000``.
Exits 1 when a case crashes or hangs (or, with ``--generate``, on any finding).
"""
from __future__ import annotations

import argparse
import multiprocessing as mp
import os
import random
import re
import subprocess
import sys
import time
import traceback
from collections import Counter
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent))
import fuzz_passes  # noqa: E402 - tools/ is no package

ROOT = Path(__file__).resolve().parent.parent
SUITE = next((suite for suite in (ROOT.parent / "shared" / "stablehlo-suite",
                                  ROOT.parent.parent / "shared" / "stablehlo-suite")
              if suite.is_dir()), ROOT.parent / "shared" / "stablehlo-suite")
"""The shared suite next to the checkout (a worktree under wt/ looks one level further up)."""
SEED_DIRS = (SUITE / "interpret", SUITE / "verify", ROOT / "tests" / "lit", ROOT / "tools" / "fuzz_corpus")
SPLIT = re.compile(r"^[ \t]*// -----.*$", re.MULTILINE)
OUTCOMES = ("ok", "diagnostic", "crash", "hang", "oom")
FAILURES = ("crash", "hang")
GENERATED_OUTCOMES = ("ok", "diagnostic", "rejected", "roundtrip", "crash", "hang", "oom")
GENERATED_FAILURES = ("crash", "hang", "rejected", "roundtrip")
"""``--generate``: a valid program the verifier rejects, or one whose round trip differs, is a finding."""
_MP = mp.get_context("fork")

# --- seeds --------------------------------------------------------------------------------


SDY_SEED_DIRS = (SUITE / "shardy" / "tests", ROOT / "tests" / "lit" / "sdy", ROOT / "tests" / "lit" / "jax",
                 ROOT / "tests" / "lit" / "parse", ROOT / "tests" / "lit" / "errors")


def load_seeds(dirs: tuple[Path, ...] = SEED_DIRS, mention: str = "") -> list[str]:
    """The non-empty ``// -----`` chunks of every .mlir file under ``dirs`` (that contain
    ``mention``), sorted by path."""
    chunks: list[str] = []
    for directory in dirs:
        if not directory.is_dir():
            continue
        for path in sorted(directory.rglob("*.mlir")):
            if "Output" in path.parts:
                continue
            text = path.read_text(encoding="utf-8", errors="replace")
            chunks.extend(c for c in SPLIT.split(text) if ("func.func" in c or "module" in c) and mention in c)
    return chunks


# --- mutators -----------------------------------------------------------------------------

TOKEN = re.compile(r'"(?:[^"\\\n]|\\.)*"|[%@^#!][\w.$#-]*|0x[0-9a-fA-F]+|-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?'
                   r'|[A-Za-z_][\w.$]*|\S')
NUMBER = re.compile(r"(?<![\w%#@^.])-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?(?![\w.])")
ELEMENT = re.compile(r"\b(?:i1|i2|i4|i8|i16|i32|i64|ui2|ui4|ui8|ui16|ui32|ui64|si\d+|f16|f32|f64|bf16|index"
                     r"|f8E\w+|f4E2M1FN|f6E2M3FN|f6E3M2FN|complex<f(?:32|64)>)\b")
SHAPE = re.compile(r"tensor<((?:[\d?]+x)+)")
VALUE = re.compile(r"%[\w.$-]+(?:#\d+)?")
TENSOR = re.compile(r"tensor<[^<>]*(?:<[^<>]*>[^<>]*)*>")
DENSE = re.compile(r"dense<(?:[^<>]|<[^<>]*>)*>")
ARRAY = re.compile(r"array<i(?:1|64)(?::[^>]*)?>")
ATTR_KEY = re.compile(r"\b([a-z_]+) = ")
ENUM = re.compile(r"#(stablehlo|chlo)<(\w+) ?([\w ,]*)>")

NUMBERS = ("0", "-1", "1", "2", "3", "7", "255", "256", "65535", "2147483647", "2147483648", "-2147483649",
           "4294967296", "9223372036854775807", "9223372036854775808", "-9223372036854775809",
           "18446744073709551616", "100000000000000000000", "1" + "0" * 400, "1.0e308", "1.0e400",
           "-0.0", "0.5", "1.5e-45")
ELEMENTS = ("i1", "i2", "i4", "i8", "i16", "i32", "i64", "ui2", "ui4", "ui8", "ui32", "ui64", "si8", "f16",
            "f32", "f64", "bf16", "f8E4M3FN", "f8E5M2", "f8E8M0FNU", "f4E2M1FN", "complex<f32>", "complex<f64>",
            "index", "tensor<i32>", "!stablehlo.token", "tuple<i32>", "none",
            "!quant.uniform<i8:f32, 1.0:0>", "!quant.uniform<i4<-8:7>:f32:0, {0.1:1, 0.2:2}>")
DIMS = ("0", "1", "2", "?", "-1", "-5", "100000", "1000000000", "4294967296", "9223372036854775807",
        "99999999999999999999")
HEX = ('"0x"', '"0x0"', '"0xZZ"', '"0x00112233"', '"0x' + "AB" * 3 + '"', '"0x' + "FF" * 65 + '"',
       '"0X0011"', '"0x0011 "', '"00ff"', '"0x' + "0" * 4097 + '"')
ATTRS = ("dimensions = array<i64: 0>", "fuzz_attr = 1 : i32", "dimension = -1", "comparison_direction = "
         "#stablehlo<comparison_direction NE>", "precision_config = [#stablehlo<precision HIGH>]",
         "foo = #stablehlo<bar>", "x = dense<1> : tensor<2xi32>", "y = \"\\ff\"", "z = [1, [2, [3]]]",
         "w = {a = 1}", "v = unit", "u = @missing", "t = array<i64: -9223372036854775808>",
         "s = 1.0e500 : f32", "r = 300 : i8", "q = #stablehlo.scatter<update_window_dims = [9]>")
BYTES = (b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x00", b"\xe2\x82", b"\xf0\x9f\x98", b"\xfe\xff", b"\x80")
UNICODE = ("\u00e9", "\u202e", "\u0000", "\ufeff", "\U0001f600", "\u2028", "\t", "\r", "\x0b", "\\")


def _pick(rng: random.Random, pattern: re.Pattern, text: str) -> re.Match | None:
    matches = list(pattern.finditer(text))
    return rng.choice(matches) if matches else None


def _replace(text: str, match: re.Match, new: str, group: int = 0) -> str:
    return text[:match.start(group)] + new + text[match.end(group):]


def token_delete(rng: random.Random, text: str, pool: list[str]) -> str:
    m = _pick(rng, TOKEN, text)
    return _replace(text, m, "") if m else text


def token_duplicate(rng: random.Random, text: str, pool: list[str]) -> str:
    m = _pick(rng, TOKEN, text)
    return _replace(text, m, m.group() + rng.choice(("", " ")) + m.group()) if m else text


def token_swap(rng: random.Random, text: str, pool: list[str]) -> str:
    tokens = list(TOKEN.finditer(text))
    if len(tokens) < 2:
        return text
    i = rng.randrange(len(tokens) - 1)
    j = min(len(tokens) - 1, i + rng.choice((1, 1, 2, 3, rng.randrange(1, len(tokens)))))
    a, b = tokens[i], tokens[j]
    return text[:a.start()] + b.group() + text[a.end():b.start()] + a.group() + text[b.end():]


def token_splice(rng: random.Random, text: str, pool: list[str]) -> str:
    m = _pick(rng, TOKEN, text)
    donor = _pick(rng, TOKEN, rng.choice(pool))
    return _replace(text, m, donor.group()) if m and donor else text


def number(rng: random.Random, text: str, pool: list[str]) -> str:
    m = _pick(rng, NUMBER, text)
    return _replace(text, m, rng.choice(NUMBERS)) if m else text


def truncate(rng: random.Random, text: str, pool: list[str]) -> str:
    return text[:rng.randrange(len(text) + 1)]


def element_type(rng: random.Random, text: str, pool: list[str]) -> str:
    m = _pick(rng, ELEMENT, text)
    return _replace(text, m, rng.choice(ELEMENTS)) if m else text


def dimensions(rng: random.Random, text: str, pool: list[str]) -> str:
    m = _pick(rng, SHAPE, text)
    if not m:
        return _replace(text, t, t.group()[:7] + rng.choice(DIMS) + "x" + t.group()[7:]) if (
            t := _pick(rng, TENSOR, text)) else text
    dims = m.group(1).split("x")[:-1]
    action = rng.randrange(3)
    i = rng.randrange(len(dims))
    if action == 0:
        dims[i] = rng.choice(DIMS)
    elif action == 1:
        dims.insert(i, rng.choice(DIMS))
    else:
        del dims[i]
    return _replace(text, m, "".join(d + "x" for d in dims), 1)


def operand_count(rng: random.Random, text: str, pool: list[str]) -> str:
    """Drops or repeats one SSA use or one tensor type in a list."""
    m = _pick(rng, rng.choice((VALUE, TENSOR)), text)
    if not m:
        return text
    if rng.random() < 0.5:
        after = text[m.end():m.end() + 2]
        return text[:m.start()] + text[m.end() + (2 if after == ", " else 0):]
    return _replace(text, m, m.group() + ", " + m.group())


def bad_hex(rng: random.Random, text: str, pool: list[str]) -> str:
    m = _pick(rng, DENSE, text)
    if m is None:
        return text
    literal = rng.choice(HEX)
    if rng.random() < 0.3:  # a well-formed blob of a random length
        literal = '"0x' + "".join(rng.choice("0123456789ABCDEF") for _ in range(2 * rng.randrange(64))) + '"'
    return _replace(text, m, f"dense<{literal}>")


def attribute(rng: random.Random, text: str, pool: list[str]) -> str:
    """An unknown attribute, a renamed key or a bogus enum value."""
    choice = rng.randrange(4)
    if choice == 0 and (m := _pick(rng, ATTR_KEY, text)):
        return _replace(text, m, rng.choice(("fuzz", m.group(1) + "z", m.group(1)[:-1] or "x", "sym_name")), 1)
    if choice == 1 and (m := _pick(rng, ENUM, text)):
        return _replace(text, m, rng.choice(("XYZ", "", "EQ, NE", "0", m.group(3) * 2)), 3)
    if choice == 2 and (m := _pick(rng, ARRAY, text)):
        values = ", ".join(rng.choice(NUMBERS[:12]) for _ in range(rng.randrange(5)))
        return _replace(text, m, f"array<i64{': ' + values if values else ''}>")
    lines = [i for i, line in enumerate(text.splitlines(True)) if " : " in line and "=" in line]
    if not lines:
        return text
    all_lines = text.splitlines(True)
    i = rng.choice(lines)
    head, sep, tail = all_lines[i].rpartition(" : ")
    all_lines[i] = f"{head} {{{rng.choice(ATTRS)}}}{sep}{tail}"
    return "".join(all_lines)


def nested_regions(depth: int) -> str:
    """A @main whose result comes from ``depth`` stablehlo.if ops nested in each other."""
    body = "stablehlo.return %c : tensor<i1>"
    for _ in range(depth):
        body = (f'%r = "stablehlo.if"(%c) ({{\n{body}\n}}, {{\nstablehlo.return %c : tensor<i1>\n}})'
                " : (tensor<i1>) -> tensor<i1>\nstablehlo.return %r : tensor<i1>")
    return ("func.func @main() -> tensor<i1> {\n%c = stablehlo.constant dense<true> : tensor<i1>\n"
            + body.rpartition("stablehlo.return")[0] + "func.return %r : tensor<i1>\n}\n")


def nested_tuples(depth: int) -> str:
    """A @main adding two values of a tuple type nested ``depth`` deep."""
    t = "tuple<" * depth + "tensor<i32>" + ">" * depth
    return f"func.func @main(%a: {t}) -> {t} {{\n  %0 = stablehlo.add %a, %a : {t}\n  func.return %0 : {t}\n}}\n"


EMITTERS = {"regions": nested_regions, "tuples": nested_tuples}


def deep_nesting(rng: random.Random, text: str, pool: list[str]) -> str:
    n = rng.choice((40, 200, 1000, 5000, 50000))
    choice = rng.randrange(5)
    if choice == 0 and (m := _pick(rng, DENSE, text)):
        return _replace(text, m, "dense<" + "[" * n + "1" + "]" * n + ">")
    if choice == 1 and (m := _pick(rng, TENSOR, text)):
        return _replace(text, m, "tuple<" * n + m.group() + ">" * n)
    if choice == 2 and (m := _pick(rng, DENSE, text)):
        return _replace(text, m, "dense<" + "(" * n + "1" + ")" * n + ">")
    if choice == 3:
        return nested_regions(min(n, 1000))
    i = rng.randrange(len(text) + 1)
    return text[:i] + rng.choice(("(", "[", "{", "<", "loc(")) * n + text[i:]


def lines(rng: random.Random, text: str, pool: list[str]) -> str:
    """Deletes, duplicates or swaps lines, or splices in a line of another seed."""
    own = text.splitlines(True)
    if not own:
        return text
    i, j = rng.randrange(len(own)), rng.randrange(len(own))
    action = rng.randrange(4)
    if action == 0:
        del own[i]
    elif action == 1:
        own.insert(i, own[j])
    elif action == 2:
        own[i], own[j] = own[j], own[i]
    else:
        donor = rng.choice(pool).splitlines(True)
        if donor:
            own.insert(i, rng.choice(donor))
    return "".join(own)


def characters(rng: random.Random, text: str, pool: list[str]) -> str:
    i = rng.randrange(len(text) + 1)
    return text[:i] + rng.choice(UNICODE) + text[i:]


SDY_PIECE = re.compile(r'"[a-z]{1,2}"|\(\d+\)\d+|\bp\d+\b|\bz_\d+|\b[i-z]{1,3}\b|[{}\[\]<>?]|=\d+|-\d+|,')
SDY_REPLACEMENTS = ('"x"', '"y"', '"a"', '"b"', '"zz"', '""', "(1)2", "(2)2", "(0)1", "(4)8", "(1)9223372036854775807",
                    "p0", "p01", "p-1", "phigh", "z_0", "z_99999999999999999999", "i", "ij", "ji", "{", "}", "[",
                    "]", "<", ">", "?", "=0", "=-1", "=3", "=9223372036854775807", "-0", "--1", "", ",", ",,",
                    "mesh<[]>", "@missing", 'replicated={"x"}', "unreduced=max{}", ", custom", "step-1", "->")


def sdy_attribute(rng: random.Random, text: str, pool: list[str]) -> str:
    """One piece of an sdy attribute body (axis, size, sub-axis, priority, factor, bracket)
    replaced by another that is plausible or breaks one of Shardy's rules."""
    match = _pick(rng, SDY_PIECE, text)
    return text if match is None else _replace(text, match, rng.choice(SDY_REPLACEMENTS))


MUTATORS: tuple[Callable[[random.Random, str, list[str]], str], ...] = (
    token_delete, token_duplicate, token_swap, token_splice, number, truncate, element_type, element_type,
    dimensions, dimensions, operand_count, operand_count, bad_hex, attribute, attribute, deep_nesting, lines,
    lines, characters)


SDY_MUTATORS = MUTATORS + (sdy_attribute,) * len(MUTATORS)


def make_case(seeds: list[str], seed: int, index: int, mutators: tuple = MUTATORS) -> bytes:
    """Case ``index`` of run ``seed``: a seed chunk with one to three mutations, as bytes."""
    rng = random.Random(f"{seed}:{index}")
    text = rng.choice(seeds)
    for _ in range(rng.choice((1, 1, 2, 3))):
        text = rng.choice(mutators)(rng, text, seeds)
    data = text.encode("utf-8", errors="surrogatepass")
    if rng.random() < 0.04:  # non-UTF-8 bytes
        i = rng.randrange(len(data) + 1)
        data = data[:i] + rng.choice(BYTES) + data[i:]
    return data


ARTIFACT_DIRS = (ROOT / "tests" / "data" / "bytecode", SUITE / "vhlo" / "tests", SUITE / "artifacts")


EXPORT_DIRS = (ROOT / "tests" / "lit" / "jax" / "export" / "Inputs", ROOT / "tests" / "lit" / "jax" / "client" / "Inputs")


def load_artifacts(dirs: tuple[Path, ...] = ARTIFACT_DIRS, suffixes: tuple[str, ...] = (".mlirbc", ".mlir.bc")) -> list[bytes]:
    return [path.read_bytes() for d in dirs if d.is_dir()
            for path in sorted(d.iterdir()) if path.name.endswith(suffixes)]


CHLO_SEED_DIRS = (SUITE / "tests", SUITE / "interpret" / "chlo", ROOT / "tests" / "lit" / "opt",
                  ROOT / "tests" / "lit" / "interpret", ROOT / "tests" / "lit" / "infer")


def load_chlo_bytecode() -> list[bytes]:
    """``--chlo-bytecode`` seeds: MLIR bytecode of the CHLO programs of CHLO_SEED_DIRS as
    ``stablehlo-opt -emit-bytecode`` writes it, and the CHLO bytecode jaxlib wrote (lit Inputs)."""
    from stablehlo_translate.cli.opt import _write_bytecode
    from stablehlo_translate.diagnostics import Diagnostic
    from stablehlo_translate.text.parser import parse_module
    from stablehlo_translate.verification.verifier import verify_module

    out = load_artifacts((ROOT / "tests" / "lit" / "opt" / "Inputs",))
    for text in load_seeds(CHLO_SEED_DIRS, "chlo."):
        try:
            module = parse_module(text, "seed.mlir")
        except Diagnostic:
            continue
        if not verify_module(module, allow_unregistered=True):
            out.append(_write_bytecode(module))
    return out


def _flip(rng: random.Random, data: bytes, pool: list[bytes]) -> bytes:
    out = bytearray(data)
    for _ in range(rng.randint(1, 4)):
        out[rng.randrange(len(out))] = rng.choice((0, 0xFF, 0x80, 0x01, rng.randrange(256)))
    return bytes(out)


def _cut(rng: random.Random, data: bytes, pool: list[bytes]) -> bytes:
    return data[:rng.randrange(len(data))]


def _splice(rng: random.Random, data: bytes, pool: list[bytes]) -> bytes:
    other = rng.choice(pool)
    i, j = sorted(rng.randrange(len(other) + 1) for _ in range(2))
    at = rng.randrange(len(data) + 1)
    return data[:at] + other[i:j] + data[at + rng.randrange(j - i + 1):]


def _huge_varint(rng: random.Random, data: bytes, pool: list[bytes]) -> bytes:
    at = rng.randrange(len(data))
    value = rng.choice((1 << 31, 1 << 40, (1 << 64) - 1, 1 << 20))
    return data[:at] + b"\0" + value.to_bytes(8, "little") + data[at + 1:]


def _duplicate(rng: random.Random, data: bytes, pool: list[bytes]) -> bytes:
    i, j = sorted(rng.randrange(len(data) + 1) for _ in range(2))
    return data[:j] + data[i:j] + data[j:]


def _nudge(rng: random.Random, data: bytes, pool: list[bytes]) -> bytes:
    """One byte one up or down: an enum value, an attribute or type number, a count or a flag
    next to a valid one, so that more cases get past the container to the dialects' encodings."""
    out = bytearray(data)
    at = rng.randrange(len(out))
    out[at] = (out[at] + rng.choice((1, -1))) % 256
    return bytes(out)


BYTE_MUTATORS = (_flip, _flip, _cut, _splice, _huge_varint, _duplicate)
NUDGING_MUTATORS = (_nudge, _nudge, _nudge, _flip, _cut, _splice)
"""``--chlo-bytecode``: mostly small changes that keep the sections readable."""


def make_artifact_case(artifacts: list[bytes], seed: int, index: int, mutators: tuple = BYTE_MUTATORS) -> bytes:
    """Case ``index`` of run ``seed`` in ``--artifacts`` mode: a mutated artifact."""
    rng = random.Random(f"artifact:{seed}:{index}")
    data = rng.choice(artifacts)
    for _ in range(rng.choice((1, 1, 2, 3))):
        if data:
            data = rng.choice(mutators)(rng, data, artifacts)
    return data


# --- running one case ---------------------------------------------------------------------

class _Timeout(BaseException):
    """Raised by SIGALRM; a BaseException so that no ``except Exception`` swallows it."""


def _arguments(module, rng: random.Random) -> list:
    """Arrays for the entry function's arguments, when its types allow (else none)."""
    import numpy as np

    from stablehlo_translate.verification.inference import entry_function
    from stablehlo_translate.ir.module import function_type
    from stablehlo_translate.ir.types import TensorType

    func = entry_function(module)
    if func is None:
        return []
    arrays = []
    for t in function_type(func).inputs:
        if not isinstance(t, TensorType) or t.shape is None or None in t.shape:
            return []
        size = 1
        for d in t.shape:
            size *= d
        if size > 1 << 16:
            return []
        try:
            dtype = t.dtype
        except Exception:  # noqa: BLE001 - quantized and other element types: no arguments
            return []
        bits = rng.getrandbits(8) * np.ones(t.shape, np.uint8)
        arrays.append(bits.astype(dtype) if dtype.kind != "V" else bits.view(np.uint8).astype(dtype))
    return arrays


def run_case(data: bytes) -> tuple[str, str]:
    """(outcome, detail) of one input through the library API, as the CLI runs it."""
    from stablehlo_translate.diagnostics import Diagnostic
    from stablehlo_translate.verification.inference import argument_types, infer_module
    from stablehlo_translate.interpreter.executor import InternalError, interpret_module
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.text.parser import parse_module
    from stablehlo_translate.printing.results import format_results
    from stablehlo_translate.verification.verifier import verify_module

    text = data.decode("utf-8", errors="replace")
    try:
        module = parse_module(text, "fuzz.mlir")
        diagnostics = verify_module(module)
        if diagnostics:
            for diagnostic in diagnostics:
                diagnostic.render()
            return "diagnostic", diagnostics[0].message
        print_module(module)
        print_module(module, generic=True)
        if "sdy." in text:  # Shardy's canonicalization patterns (passes/sdy_canonicalize.py)
            _canonicalized(text)
        args = _arguments(module, random.Random(len(data)))
        found: list = []
        print_module(infer_module(module, argument_types(module, args) if args else None, found))
        for name, values, types in interpret_module(module, args):
            format_results(name, values, types)
            format_results(name, values, types, dense=True)
        return "ok", ""
    except Diagnostic as diagnostic:
        diagnostic.render()
        return "diagnostic", diagnostic.message
    except _Timeout:
        return "hang", ""
    except RecursionError:
        return "crash", traceback.format_exc()
    except MemoryError:
        return "oom", ""
    except InternalError as error:
        if isinstance(error.cause, MemoryError):
            return "oom", ""
        return "crash", f"{error.loc}: {error}\n" + "".join(traceback.format_exception(error.cause))
    except Exception:  # noqa: BLE001 - the point of fuzzing
        return "crash", traceback.format_exc()


def _canonicalized(text: str) -> None:
    """``-canonicalize`` on a fresh parse of ``text``; its output must print."""
    from stablehlo_translate.cli.opt import OptOptions, run_pipeline
    from stablehlo_translate.passes import parse_options
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.text.parser import parse_module

    diagnostics: list = []
    module = run_pipeline(parse_module(text, "fuzz.mlir"), OptOptions(
        (("canonicalize", parse_options("canonicalize", None)),)), diagnostics)
    if not any(d.severity == "error" for d in diagnostics):
        print_module(module)


def run_artifact_case(data: bytes) -> tuple[str, str]:
    """(outcome, detail) of one artifact through the bytecode reader and writer (and the
    VHLO deserializer when this checkout has it)."""
    from stablehlo_translate.bytecode import read_bytecode, write_bytecode
    from stablehlo_translate.diagnostics import Diagnostic

    try:
        if not data.startswith(b"ML\xefR"):
            return _run_export_case(data)
        read = read_bytecode(data, "fuzz.mlirbc")
        write_bytecode(read.module, version=read.version, producer=read.producer,
                       dialect_versions=read.dialect_versions)
        if not any(op.name.startswith("vhlo.") for op in read.module.op.walk()):
            return _run_opt_bytecode(read.module)
        try:
            from stablehlo_translate.vhlo.portable import deserialize
        except ImportError:
            return "ok", ""
        from stablehlo_translate.printing.module_printer import print_module
        from stablehlo_translate.printing.value_names import rename_like_mlir

        module = deserialize(data, "fuzz.mlirbc")
        rename_like_mlir(module)  # as --deserialize prints it
        print_module(module)
        return "ok", ""
    except Diagnostic as diagnostic:
        for each in diagnostic.expand():
            each.render()
        return "diagnostic", diagnostic.message
    except _Timeout:
        return "hang", ""
    except MemoryError:
        return "oom", ""
    except Exception:  # noqa: BLE001 - the point of fuzzing (RecursionError included)
        return "crash", traceback.format_exc()


def _run_opt_bytecode(module) -> tuple[str, str]:
    """MLIR bytecode that is no portable artifact, as ``stablehlo-opt`` takes it: verified, then
    printed and written again (``-emit-bytecode``); a ``Diagnostic`` propagates."""
    from stablehlo_translate.cli.opt import _write_bytecode
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.printing.value_names import rename_like_mlir
    from stablehlo_translate.verification.verifier import verify_module

    problems = verify_module(module, allow_unregistered=True)
    if problems:
        raise problems[0]
    _write_bytecode(module)
    rename_like_mlir(module)
    print_module(module)
    return "ok", ""


def _run_export_case(data: bytes) -> tuple[str, str]:
    """A saved JAX export read, described and its arguments made as ``exp.call`` takes them
    (symbolic dimensions 2); a ``Diagnostic`` propagates to :func:`run_artifact_case`."""
    import numpy as np

    from stablehlo_translate.dialects.jax_export import call_arguments, describe, read_export_module

    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.printing.value_names import rename_like_mlir

    export, module = read_export_module(data, "fuzz.jaxexport")
    describe(export)
    rename_like_mlir(module)
    print_module(module)
    args = [np.zeros([int(d) if d.isdigit() else 2 for d in a.shape], a.dtype if a.dtype[0] in "biuf" else "f4")
            for a in export.in_avals if a.dtype != "float0" and not a.dtype.startswith("key")]
    call_arguments(export, args, "cpu", "fuzz.jaxexport")
    return "ok", ""


# --- generated programs -------------------------------------------------------------------

def generated_program(seed: int, index: int) -> tuple[str, str, list]:
    """Generated program ``index`` of ``seed``: odd indices compose many ops with nested regions
    (progen.composed), even ones are progen's single-op programs (every op x type x shape class)."""
    sys.path.insert(0, str(ROOT / "tools"))
    import progen

    return progen.composed(seed, index) if index % 2 else progen.program(seed, index // 2)


def _round_trip(module) -> str | None:
    """How ``module`` differs from itself printed (pretty and generic) and parsed back; None
    when it does not."""
    from stablehlo_translate.ir.equality import first_difference
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.text.parser import parse_module

    for generic in (False, True):
        printed = print_module(module, generic=generic)
        try:
            again = parse_module(printed, "printed.mlir")
        except Exception as error:  # noqa: BLE001 - the printed text must parse
            return f"{'generic' if generic else 'pretty'} print does not parse: {error}\n{printed}"
        difference = first_difference(module, again)
        if difference:
            return f"{'generic' if generic else 'pretty'} print->parse: {difference}\n{printed}"
    return None


def _artifact(module):
    """(module read back from its portable artifact, problem) when the artifact writer exists on
    this branch, else (None, None). Like upstream's, the artifact drops attributes spelled with
    their default value and keeps float attributes in their type, so the check is that a second
    serialize->deserialize changes nothing (and, in run_generated, that the program computes the
    same bits)."""
    try:
        from stablehlo_translate.vhlo.portable import deserialize, serialize
    except ImportError:
        return None, None
    from stablehlo_translate.ir.equality import first_difference

    once = deserialize(serialize(module, "current"), "artifact")
    difference = first_difference(once, deserialize(serialize(once, "current"), "artifact"))
    return once, (f"serialize->deserialize is no fixpoint: {difference}" if difference else None)


def _same_bits(a, b) -> bool:
    if isinstance(a, tuple):
        return isinstance(b, tuple) and len(a) == len(b) and all(map(_same_bits, a, b))
    return getattr(a, "dtype", None) == getattr(b, "dtype", None) and (
        a.tobytes() == b.tobytes() if hasattr(a, "tobytes") else a is b)


def run_generated(seed: int, index: int) -> tuple[str, str]:
    """(outcome, detail) of generated program ``index``: parse, verify (a diagnostic on a valid
    program is reported as ``rejected``), print->parse round trips, infer, interpret."""
    from stablehlo_translate.diagnostics import Diagnostic
    from stablehlo_translate.verification.inference import argument_types, infer_module
    from stablehlo_translate.interpreter.executor import InternalError, interpret_module
    from stablehlo_translate.printing.module_printer import print_module
    from stablehlo_translate.text.parser import parse_module
    from stablehlo_translate.printing.results import format_results
    from stablehlo_translate.verification.verifier import verify_module

    name, text, args = generated_program(seed, index)
    stage = "parse"
    try:
        module = parse_module(text, f"{name}.mlir")
        stage = "verify"
        diagnostics = verify_module(module)
        if diagnostics:
            return "rejected", f"{name}: {diagnostics[0].render()}\n{text}"
        stage = "round trip"
        difference = _round_trip(module)
        if difference:
            return "roundtrip", f"{name}: {difference}\n--- source:\n{text}"
        stage = "artifact"
        artifact, difference = _artifact(module)
        if difference:
            return "roundtrip", f"{name}: {difference}\n--- source:\n{text}"
        stage = "infer"
        print_module(infer_module(module, argument_types(module, args), []))
        stage = "interpret"
        results = list(interpret_module(module, args))
        for fn, values, types in results:
            format_results(fn, values, types)
        if artifact is not None:
            stage = "artifact interpret"
            again = list(interpret_module(artifact, args))
            if not all(_same_bits(tuple(x[1]), tuple(y[1])) for x, y in zip(results, again)):
                return "roundtrip", f"{name}: the program read back from its artifact computes other bits\n{text}"
        return "ok", ""
    except Diagnostic as diagnostic:
        return ("rejected" if stage in ("parse", "verify") else "diagnostic"), f"{name}: {diagnostic.render()}\n{text}"
    except _Timeout:
        return "hang", name
    except MemoryError:
        return "oom", name
    except InternalError as error:
        if isinstance(error.cause, MemoryError):
            return "oom", name
        return "crash", (f"{name} ({stage}) {error.loc}: {error}\n" + "".join(traceback.format_exception(error.cause))
                         + f"\n{text}")
    except Exception:  # noqa: BLE001 - the point of fuzzing
        return "crash", f"{name} ({stage})\n{traceback.format_exc()}\n{text}"


def _run_payload(payload) -> tuple[str, str]:
    if isinstance(payload, bytes):
        if payload.startswith(fuzz_passes.PREFIX):
            return fuzz_passes.run_pass_case(payload)
        return run_case(payload)
    return run_generated(*payload)


def _worker(conn: Connection, timeout: float, memory_mb: int, artifacts: bool = False) -> None:
    import resource
    import signal

    limit = memory_mb << 20
    resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
    from stablehlo_translate.limits import LIMITS

    # The tool's own limits, below the harness's: an endless loop or a giant tensor in a
    # mutated program must end as a diagnostic, not as a hang or an out-of-memory kill.
    LIMITS.timeout, LIMITS.max_tensor_bytes = timeout / 2, limit // 8

    def alarm(signum, frame):
        raise _Timeout()

    signal.signal(signal.SIGALRM, alarm)
    sys.stdout = open(os.devnull, "w")  # interpreter.print output
    import stablehlo_translate.text.parser as parser

    parser._parser()  # build once, outside the time limit (bytecode reads text attributes with it)
    while True:
        try:
            index, data = conn.recv()
        except EOFError:
            return
        signal.setitimer(signal.ITIMER_REAL, timeout)
        try:
            outcome = run_artifact_case(data) if artifacts else _run_payload(data)
            signal.setitimer(signal.ITIMER_REAL, 0)
        except _Timeout:
            outcome = ("hang", "")
        conn.send((index, *outcome))


# --- the pool -----------------------------------------------------------------------------

@dataclass
class Result:
    index: int
    outcome: str
    detail: str


class _Worker:
    def __init__(self, timeout: float, memory_mb: int, artifacts: bool = False):
        self.artifacts = artifacts
        self.conn, child = _MP.Pipe()
        self.process = _MP.Process(target=_worker, args=(child, timeout, memory_mb, artifacts), daemon=True)
        self.process.start()
        child.close()
        self.case: int | None = None
        self.started = 0.0

    def stop(self) -> None:
        self.process.kill()
        self.process.join()
        self.conn.close()


def run_cases(cases: list[bytes], jobs: int = 2, timeout: float = 10.0, memory_mb: int = 2048,
              progress: bool = False, artifacts: bool = False) -> list[Result]:
    """Runs ``cases`` in ``jobs`` worker processes; a worker that dies or overruns the time
    limit by far is replaced."""
    pending = list(range(len(cases)))[::-1]
    results: list[Result] = []
    workers = [_Worker(timeout, memory_mb, artifacts) for _ in range(min(jobs, len(cases)) or 1)]
    hard_limit = timeout * 2 + 10  # the worker's start-up is outside the alarm's reach

    def feed(worker: _Worker) -> None:
        if pending:
            worker.case = pending.pop()
            worker.started = time.monotonic()
            worker.conn.send((worker.case, cases[worker.case]))
        else:
            worker.case = None

    for worker in workers:
        worker.started = time.monotonic()
        feed(worker)
    while any(w.case is not None for w in workers):
        busy = {w.conn: w for w in workers if w.case is not None}
        ready = wait(list(busy), timeout=1.0)
        for conn in ready:
            worker = busy[conn]
            try:
                index, outcome, detail = conn.recv()
            except (EOFError, OSError):
                code = worker.process.exitcode
                results.append(Result(worker.case, "crash", f"worker died (exit code {code})"))
                workers[workers.index(worker)] = worker = _replace_worker(worker, timeout, memory_mb)
            else:
                results.append(Result(index, outcome, detail))
            feed(worker)
            if progress and len(results) % 500 == 0:
                print(f"  {len(results)} cases", file=sys.stderr, flush=True)
        now = time.monotonic()
        for i, worker in enumerate(workers):
            if worker.case is not None and worker not in [busy.get(c) for c in ready] \
                    and now - worker.started > hard_limit:
                results.append(Result(worker.case, "hang", "killed after the hard time limit"))
                workers[i] = worker = _replace_worker(worker, timeout, memory_mb)
                feed(worker)
    for worker in workers:
        worker.conn.close()
        worker.process.join(5)
        if worker.process.is_alive():
            worker.process.kill()
    return sorted(results, key=lambda r: r.index)


def _replace_worker(worker: _Worker, timeout: float, memory_mb: int) -> _Worker:
    worker.stop()
    return _Worker(timeout, memory_mb, worker.artifacts)


# --- the CLI sample -----------------------------------------------------------------------

CLI_MODES = (("--interpret",), ("--verify",), ("--infer",), ("--interpret", "-split-input-file"))


def run_cli(data: bytes, mode: tuple[str, ...], timeout: float) -> tuple[str, str]:
    """(outcome, detail) of ``stablehlo-translate MODE -`` with ``data`` on stdin."""
    command = [sys.executable, "-m", "stablehlo_translate", *mode, "--timeout", str(timeout / 3), "-"]
    try:
        run = subprocess.run(command, input=data, capture_output=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return "hang", " ".join(mode)
    stderr = run.stderr.decode("utf-8", errors="replace")
    if "Traceback" in stderr or "internal error:" in stderr or run.returncode not in (0, 1):
        return "crash", f"{' '.join(mode)} exited {run.returncode}\n{stderr}"
    return ("ok" if run.returncode == 0 else "diagnostic"), ""


# --- reporting ----------------------------------------------------------------------------

def signature(detail: str) -> str:
    """Where a crash happened: the innermost stablehlo_translate function and the exception
    type, e.g. ``attributes.py _scalar_values ValueError`` (no line numbers, so that the
    signature survives edits); just ``RecursionError`` for those."""
    frames = re.findall(r'File "[^"]*?stablehlo_translate/([^"]+)", line \d+, in (\w+)', detail)
    last = [line for line in detail.strip().splitlines() if line and not line.startswith(" ")][-1:] or [""]
    kind = last[0].split(":")[0].rsplit(".", 1)[-1]
    if kind == "RecursionError":  # deep nesting: where the stack runs out says little
        return kind
    return f"{frames[-1][0]} {frames[-1][1]} {kind}" if frames else kind or "?"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--timeout", type=float, default=10.0, help="seconds per case")
    parser.add_argument("--memory-mb", type=int, default=2048, help="address-space limit per worker")
    parser.add_argument("--cli-sample", type=int, default=0, help="also run this many cases through the CLI")
    parser.add_argument("--out", type=Path, default=Path("fuzz_crashes"), help="where crashing inputs go")
    parser.add_argument("--only", type=int, nargs="*", help="run only these case numbers")
    parser.add_argument("--generate", action="store_true",
                        help="run generated valid programs (tools/progen.py) instead of mutations")
    parser.add_argument("--start", type=int, default=0, help="first case number (chunks of a long campaign)")
    parser.add_argument("--artifacts", action="store_true", help="fuzz portable artifacts (bytecode)")
    parser.add_argument("--exports", action="store_true", help="fuzz saved JAX exports (FlatBuffers)")
    parser.add_argument("--chlo-bytecode", action="store_true",
                        help="fuzz MLIR bytecode of CHLO programs (stablehlo-opt -emit-bytecode's, jaxlib's)")
    parser.add_argument("--sdy", action="store_true", help="Shardy's sdy dialect: its seeds and mutations")
    parser.add_argument("--passes", action="store_true",
                        help="the shape refinement passes with fuzzed options and types= (tools/fuzz_passes.py)")
    parser.add_argument("--jax-text", action="store_true",
                        help="mutate only the texts JAX wrote (tests/lit/jax, with debug locations)")
    parser.add_argument("--emit", nargs=2, metavar=("KIND", "DEPTH"),
                        help=f"print a program nested DEPTH deep ({', '.join(EMITTERS)}) and exit")
    options = parser.parse_args(argv)
    if options.emit:
        sys.stdout.write(EMITTERS[options.emit[0]](int(options.emit[1])))
        return 0

    indices = options.only if options.only else list(range(options.start, options.start + options.cases))
    outcomes, failures = (GENERATED_OUTCOMES, GENERATED_FAILURES) if options.generate else (OUTCOMES, FAILURES)
    if options.generate:
        cases = [(options.seed, i) for i in indices]
    elif options.artifacts or options.exports or options.chlo_bytecode:
        if options.chlo_bytecode:
            artifacts = load_chlo_bytecode()
        elif options.exports:
            artifacts = load_artifacts(EXPORT_DIRS, (".jaxexport", ".mlirbc"))
        else:
            artifacts = load_artifacts((ROOT / "tests" / "lit" / "sdy" / "Inputs",) if options.sdy else ARTIFACT_DIRS)
        options.artifacts = True
        mutators = NUDGING_MUTATORS if options.chlo_bytecode else BYTE_MUTATORS
        cases = [make_artifact_case(artifacts, options.seed, i, mutators) for i in indices]
    elif options.passes:
        seeds = fuzz_passes.load_seeds(SUITE, SPLIT)
        cases = [fuzz_passes.make_pass_case(seeds, options.seed, i, MUTATORS) for i in indices]
    elif options.jax_text:
        seeds = load_seeds((ROOT / "tests" / "lit" / "jax",))
        cases = [make_case(seeds, options.seed, i) for i in indices]
    elif options.sdy:
        seeds = load_seeds(SDY_SEED_DIRS, "sdy")
        cases = [make_case(seeds, options.seed, i, SDY_MUTATORS) for i in indices]
    else:
        seeds = load_seeds()
        cases = [make_case(seeds, options.seed, i) for i in indices]
    began = time.monotonic()
    results = run_cases(cases, options.jobs, options.timeout, options.memory_mb, progress=True,
                        artifacts=options.artifacts)
    for result in results:
        result.index = indices[result.index]
    if options.cli_sample and not options.generate:
        step = max(1, len(indices) // options.cli_sample)
        for k, position in enumerate(range(0, len(indices), step)[:options.cli_sample]):
            outcome, detail = run_cli(cases[position], CLI_MODES[k % len(CLI_MODES)], options.timeout * 3)
            if outcome in FAILURES:
                results.append(Result(indices[position], f"cli-{outcome}", detail))
    elapsed = time.monotonic() - began
    counts = Counter(r.outcome for r in results if not r.outcome.startswith("cli-"))
    what = "generated programs" if options.generate else "cases"
    print(f"{len(indices)} {what}, seed {options.seed}, {elapsed:.1f} s: "
          + ", ".join(f"{name} {counts.get(name, 0)}" for name in outcomes))
    if options.cli_sample:
        cli_failures = Counter(r.outcome for r in results if r.outcome.startswith("cli-"))
        print(f"CLI sample of {options.cli_sample}: "
              + (", ".join(f"{k} {v}" for k, v in cli_failures.items()) or "no crash or hang"))
    failing = [r for r in results if r.outcome.removeprefix("cli-") in failures]
    saved = failing + [r for r in results if r.outcome == "oom"]
    if saved:
        options.out.mkdir(parents=True, exist_ok=True)
        groups: dict[str, list[int]] = {}
        for r in saved:
            case = cases[indices.index(r.index)]
            if options.generate:
                case = generated_program(*case)[1].encode()
            suffix = ".mlirbc" if options.artifacts else ".mlir"
            (options.out / f"case{r.index}{suffix}").write_bytes(case)
            (options.out / f"case{r.index}.txt").write_text(f"{r.outcome}\n{r.detail}\n")
            groups.setdefault(f"{r.outcome} {signature(r.detail)}" if r.detail else r.outcome, []).append(r.index)
        print(f"{len(saved)} crashing, hanging or oom cases in {options.out}/ ({len(groups)} distinct):")
        for key, members in sorted(groups.items(), key=lambda kv: -len(kv[1])):
            print(f"  {len(members):5d} x {key}  (e.g. case {members[0]})")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())
