"""``tools/fuzz.py --passes``: the shape refinement passes under fuzzed options.

A case is a seed chunk (the refinement passes' lit tests, upstream's tests/transforms files of
these passes and the polymorphic JAX exports), mutated half of the time by fuzz.py's mutators,
run through ``stablehlo-opt``'s pipeline code in process with a random pipeline of
refine-arguments, refine-shapes, canonicalize-dynamism, check-shape-assertions and
shape-legalize-to-stablehlo, whose options are fuzzed: ``types=`` strings made from the entry
function's argument types with wrong counts, ranks, dimensions, element types, garbage and
truncation, boolean options with odd values, unknown options, and ``--pass-pipeline`` texts with
broken nesting. A ``Diagnostic``, a usage error or an exit status of 1 is fine; any other
exception is a crash. Case ``i`` of seed ``S`` is always the same input.
"""
from __future__ import annotations

import contextlib
import io
import json
import random
import re
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PREFIX = b"//FUZZ-PASSES "
"""A pass case's bytes: this prefix, its pass arguments as JSON, a newline, the program."""

ARGUMENT = re.compile(r"%arg\d+\s*:\s*((?:tensor<[^>]*>|!stablehlo\.token|[\w.!<>]+))")
TYPES = ("tensor<f32>", "tensor<4xf32>", "tensor<?xf32>", "tensor<*xf32>", "tensor<2x3xi32>", "tensor<0x4xf32>",
         "!stablehlo.token", "tuple<tensor<f32>>", "tensor<4xf32, #stablehlo.bounds<8>>", "index", "i32",
         "tensor<-1xf32>", "tensor<99999999999999999999xf32>", "tensor<4xcomplex<f32>>", "!foo.bar",
         "!stablehlo.wrapped<tensor<f32>>", "tensor<4x?xf32>", "")
GARBAGE = ("", ",", ",,", "tensor<", ">", "tensor<4xf32", "(", ")", "{", "}", "'", '"', " ", "\\", "\u00e9", "%0",
           "tensor<4xf32>>", "@main", "0x10")
BOOLS = ("true", "false", "1", "0", "maybe", "", "TRUE", "-1", "2")
PASSES = ("stablehlo-refine-arguments", "stablehlo-refine-shapes", "stablehlo-canonicalize-dynamism",
          "stablehlo-check-shape-assertions", "shape-legalize-to-stablehlo")
SEED_FILES = ("stablehlo_refine_shapes.mlir", "stablehlo_refine_parameters.mlir",
              "stablehlo_canonicalize_dynamism.mlir", "stablehlo_check_shape_assertions.mlir",
              "shape_legalize_to_stablehlo.mlir")


def load_seeds(suite: Path, split: re.Pattern) -> list[str]:
    """Chunks of the refinement tests (ours and upstream's) and of the JAX export programs."""
    paths = [suite / "tests" / "transforms" / name for name in SEED_FILES]
    paths += sorted((ROOT / "tests" / "lit" / "opt").glob("refine*.mlir"))
    paths += sorted((ROOT / "tests" / "lit" / "opt").glob("shape_legalize*.mlir"))
    paths += sorted((ROOT / "tests" / "lit" / "jax" / "export").glob("*.mlir"))
    chunks: list[str] = []
    for path in paths:
        if path.is_file():
            text = path.read_text(encoding="utf-8", errors="replace")
            chunks.extend(c for c in split.split(text) if "func.func" in c)
    return chunks


def _type(rng: random.Random, declared: str) -> str:
    """A refinement for ``declared``: itself, a static version, or something wrong."""
    choice = rng.random()
    if choice < 0.4:
        return re.sub(r"\?", lambda _: str(rng.choice((0, 1, 2, 3, 5, 8))), declared)
    if choice < 0.55:
        return declared
    if choice < 0.7:
        return re.sub(r"tensor<((?:[\d?]+x)*)", lambda m: "tensor<" + rng.choice(("", "1x", "2x2x", "?x", "3x")),
                      declared, count=1)
    if choice < 0.8:
        return re.sub(r"x(\w+)>$", lambda m: "x" + rng.choice(("i32", "f64", "i1", "index")) + ">", declared)
    if choice < 0.9:
        return rng.choice(TYPES)
    return declared[:rng.randrange(len(declared) + 1)] + rng.choice(GARBAGE)


def types_option(rng: random.Random, program: str) -> str:
    """A ``types=`` value: one refinement per argument of the program's first function, with
    arguments dropped, added or replaced by garbage now and then."""
    declared = ARGUMENT.findall(program.split("func.func", 1)[-1].split("{", 1)[0])
    types = [_type(rng, t) for t in declared]
    if rng.random() < 0.15 and types:
        types.pop(rng.randrange(len(types)))
    if rng.random() < 0.15:
        types.insert(rng.randrange(len(types) + 1), rng.choice(TYPES))
    text = ",".join(types)
    if rng.random() < 0.1:
        position = rng.randrange(len(text) + 1)
        text = text[:position] + rng.choice(GARBAGE) + text[position:]
    return text


def _options(rng: random.Random, name: str, program: str) -> str | None:
    """The option text of one pass (None: no options)."""
    if rng.random() < 0.1:
        return rng.choice(("bogus=1", "types", "=", "types=", "enable-shape-assertions", " ", "{", "a=b c=d"))
    if name == "stablehlo-refine-arguments":
        return "types=" + types_option(rng, program)
    if name == "stablehlo-check-shape-assertions" and rng.random() < 0.7:
        return "enable-shape-assertions=" + rng.choice(BOOLS)
    return None


def pass_arguments(rng: random.Random, program: str) -> dict:
    """The passes of a case, as flags or as a ``--pass-pipeline`` text."""
    passes = [(name, _options(rng, name, program)) for name in
              rng.sample(PASSES, rng.randint(1, 4)) if rng.random() < 0.9]
    if rng.random() < 0.5 or not passes:
        passes.insert(0, ("stablehlo-refine-arguments", _options(rng, "stablehlo-refine-arguments", program)))
    if rng.random() < 0.35:
        parts = []
        for name, options in passes:
            text = name + ("{" + options.replace(",", ", ") + "}" if options is not None else "")
            nested = name in ("stablehlo-canonicalize-dynamism", "shape-legalize-to-stablehlo")
            parts.append(f"func.func({text})" if nested and rng.random() < 0.7 else text)
        pipeline = "builtin.module(" + ",".join(parts) + ")"
        if rng.random() < 0.2:
            cut = rng.randrange(len(pipeline) + 1)
            pipeline = pipeline[:cut] + rng.choice(GARBAGE) + pipeline[cut:]
        return {"pipeline": pipeline}
    return {"passes": passes}


def make_pass_case(seeds: list[str], seed: int, index: int, mutators: tuple) -> bytes:
    """Case ``index`` of ``seed``: a program and its pass arguments (see the module)."""
    rng = random.Random(seed * 1_000_003 + index * 7919 + 17)
    program = rng.choice(seeds)
    if rng.random() < 0.5:
        for _ in range(rng.randint(1, 2)):
            program = rng.choice(mutators)(rng, program, seeds)
    return PREFIX + json.dumps(pass_arguments(rng, program)).encode() + b"\n" + program.encode("utf-8", "replace")


def run_pass_case(data: bytes) -> tuple[str, str]:
    """(outcome, detail) of one pass case, through the pipeline code ``stablehlo-opt`` runs."""
    from stablehlo_translate.cli.opt import OptOptions, _run_chunk, parse_pipeline
    from stablehlo_translate.cli.translate import Chunk, UsageError
    from stablehlo_translate.diagnostics import Diagnostic
    from stablehlo_translate.passes import PassOptionError, parse_options

    header, _, body = data[len(PREFIX):].partition(b"\n")
    arguments = json.loads(header)
    text = body.decode("utf-8", errors="replace")
    try:
        with contextlib.redirect_stderr(io.StringIO()):
            try:
                passes = (parse_pipeline(arguments["pipeline"]) if "pipeline" in arguments
                          else [tuple(p) for p in arguments["passes"]])
                pipeline = tuple((name, parse_options(name, options)) for name, options in passes)
            except (UsageError, PassOptionError):
                return "diagnostic", "usage"
            status, _ = _run_chunk(Chunk(text, 0), "fuzz.mlir", OptOptions(pipeline))
        return ("ok" if status == 0 else "diagnostic"), ""
    except Diagnostic as diagnostic:
        return "diagnostic", diagnostic.message
    except MemoryError:
        return "oom", ""
    except Exception:  # noqa: BLE001 - the point of fuzzing (RecursionError included)
        return "crash", traceback.format_exc() + f"\n{header.decode()}"
