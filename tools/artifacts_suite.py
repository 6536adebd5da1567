"""Portable-artifact figures against the shared suite (issue 10's done-when list).

    python tools/artifacts_suite.py [--json FILE] [--jax] [--only NAME,...]

- ``byte_identical``: ``--serialize --target=X.Y.Z --strip-debuginfo`` of every
  ``vhlo/tests/stablehlo_legalize_to_vhlo.X_Y_Z.mlir`` equals its ``.mlir.bc``;
- ``vhlo_tests_read``: every ``vhlo/tests/*.mlir.bc`` deserializes to the module of its
  ``.mlir`` (both through StableHLO -> VHLO -> StableHLO so that defaults compare equal;
  locations ignored); ``vhlo_tests_interpret``: same interpreter output where the text runs;
- ``cxx_artifacts_read`` / ``cxx_artifacts_interpret``: every ``artifacts/*.mlirbc`` (jaxlib's
  writer) reads as its ``.mlir`` and ``--interpret`` prints the same (``cxx_artifacts_lack_check_attrs``:
  files whose check ops the C++ writer left without attributes); ``cxx_refusals``: each
  refusal of ``artifacts/index.json`` is ours too, naming the op; ``cxx_accepted``: what
  jaxlib wrote, we write too; ``cxx_same_vhlo``: and our VHLO module for the target is the
  one in jaxlib's artifact (SSA names and locations aside);
- ``roundtrip``: ``--serialize --target=current | --deserialize`` gives back the module of
  every chunk of interpret/, verify/print_stablehlo.mlir, verify/ops_stablehlo_roundtrip.mlir
  (structurally, SSA names aside; ``roundtrip_canonical``: after dropping the attributes
  VHLO restores as defaults; ``roundtrip_printed``: our printer's text, names included;
  ``roundtrip_refused``: chunks upstream refuses too);
- ``jaxlib_reads_ours`` (``--jax``): jaxlib's ``deserialize_portable_artifact`` of our
  artifact prints what it prints for its own, for every chunk and target of artifacts/;
- ``speed``: reading an artifact vs parsing its text (best of 3, same module).
Prints ``name: K/N`` lines; ``--json`` writes the figures (the baseline of
tests/unit/test_artifacts_suite.py).
"""
from __future__ import annotations

import argparse
import contextlib
import glob
import io
import json
import re
import sys
import time
from pathlib import Path

from stablehlo_translate.diagnostics import Diagnostic
from stablehlo_translate.ir.equality import first_difference
from stablehlo_translate.printing.module_printer import print_module
from stablehlo_translate.text.parser import parse_module
from stablehlo_translate.vhlo.legalize import stablehlo_to_vhlo, vhlo_to_stablehlo
from stablehlo_translate.bytecode import read_bytecode
from stablehlo_translate.vhlo.portable import deserialize, serialize
from stablehlo_translate.vhlo.to_version import vhlo_to_version

_ROOT = Path(__file__).resolve().parents[1]
_CANDIDATES = (_ROOT.parent / "shared" / "stablehlo-suite", _ROOT.parent.parent / "shared" / "stablehlo-suite")
SUITE = next((p for p in _CANDIDATES if p.is_dir()), _CANDIDATES[0])
"""../shared next to the checkout (or next to the directory of worktrees)."""
VHLO_TESTS = SUITE / "vhlo" / "tests"
ARTIFACTS = SUITE / "artifacts"


def _canonical(module):
    """The module as VHLO gives it back: defaults dropped, struct fields in print order."""
    return vhlo_to_stablehlo(stablehlo_to_vhlo(module, allow_other_dialects=True))


def _interpret(module) -> str:
    """What ``--interpret`` prints for ``module`` (results, or the first error's message)."""
    from stablehlo_translate.interpreter.executor import interpret_module
    from stablehlo_translate.printing.results import format_results

    out = io.StringIO()
    try:
        with contextlib.redirect_stdout(out):
            runs = interpret_module(module)
            return out.getvalue() + "".join(format_results(n, v, t) for n, v, t in runs)
    except Diagnostic as error:
        return out.getvalue() + "error: " + error.message


class Figures:
    def __init__(self) -> None:
        self.counts: dict[str, list[int]] = {}
        self.failures: dict[str, list[str]] = {}
        self.speed: dict[str, float] = {}

    def add(self, name: str, ok: bool, what: str) -> None:
        count = self.counts.setdefault(name, [0, 0])
        count[0] += ok
        count[1] += 1
        if not ok:
            self.failures.setdefault(name, []).append(what)


def _read(fig: Figures, figure: str, path: Path):
    """The module of an artifact, or None with the reason counted against ``figure``."""
    try:
        return deserialize(path.read_bytes(), str(path))
    except Diagnostic as error:
        fig.add(figure, False, f"{path.name}: {error.message}")
        return None


def byte_identical(fig: Figures) -> None:
    for path in sorted(VHLO_TESTS.glob("stablehlo_legalize_to_vhlo.*_*_*.mlir")):
        target = path.name.split(".")[1].replace("_", ".")
        try:
            out = serialize(parse_module(path.read_text(), str(path)), target, strip_debuginfo=True)
        except Diagnostic as error:
            fig.add("byte_identical", False, f"{path.name}: {error.message}")
            continue
        fig.add("byte_identical", out == (path.parent / (path.name + ".bc")).read_bytes(), path.name)


def vhlo_tests(fig: Figures) -> None:
    for bc in sorted(VHLO_TESTS.glob("*.mlir.bc")):
        text = bc.with_suffix("")
        try:
            expected = _canonical(parse_module(text.read_text(), str(text)))
        except Diagnostic:
            continue  # the .mlir is not a valid module (invalid_vhlo_future.mlir)
        got = _read(fig, "vhlo_tests_read", bc)
        if got is None:
            continue
        difference = first_difference(got, expected)
        fig.add("vhlo_tests_read", difference is None, f"{bc.name}: {difference}")
        if not any(not f.regions[0].blocks[0].arguments for f in expected.functions.values()
                   if f.regions and f.regions[0].blocks):
            continue
        wanted = _interpret(parse_module(text.read_text(), str(text)))
        if not wanted.startswith("error:"):
            fig.add("vhlo_tests_interpret", _interpret(got) == wanted, bc.name)


def cxx_artifacts(fig: Figures, only: set[str] | None) -> None:
    index = json.loads((ARTIFACTS / "index.json").read_text())["chunks"]
    for name, targets in sorted(index.items()):
        if only and name not in only:
            continue
        text_path = ARTIFACTS / f"{name}.mlir"
        parsed = parse_module(text_path.read_text(), str(text_path))
        try:
            expected = _canonical(parsed)
        except Diagnostic:
            expected = None  # VHLO cannot hold it: every target must be a refusal
        wanted = None
        for target, status in targets.items():
            artifact = ARTIFACTS / f"{name}.v{target}.mlirbc"
            if status != "ok":
                try:
                    serialize(parsed, target, allow_other_dialects=True)
                    fig.add("cxx_refusals", False, f"{name} {target}: we wrote it")
                except Diagnostic as error:
                    named = re.search(r"'[\w-]+\.[\w.-]+'", error.message) is not None
                    fig.add("cxx_refusals", named, f"{name} {target}: {error.message}")
                continue
            try:
                ours = vhlo_to_version(stablehlo_to_vhlo(parsed, allow_other_dialects=True), target)
                fig.add("cxx_accepted", True, name)
                theirs = read_bytecode(artifact.read_bytes()).module
                same = first_difference(ours, theirs)
                if same is None or not _check_attrs_dropped(ours, theirs, canonical=False):
                    fig.add("cxx_same_vhlo", same is None, f"{artifact.name}: {same}")
            except Diagnostic as error:
                fig.add("cxx_accepted", False, f"{name} {target}: {error.message}")
            got = _read(fig, "cxx_artifacts_read", artifact)
            if got is None:
                continue
            difference = first_difference(got, expected)
            if difference is not None and _check_attrs_dropped(got, expected):
                fig.add("cxx_artifacts_lack_check_attrs", False, artifact.name)
                continue
            fig.add("cxx_artifacts_read", difference is None, f"{artifact.name}: {difference}")
            wanted = _interpret(parsed) if wanted is None else wanted
            fig.add("cxx_artifacts_interpret", _interpret(got) == wanted, artifact.name)


def _check_attrs_dropped(got, expected, canonical: bool = True) -> bool:
    """The C++ writer wrote ``check`` ops without their attributes (bytecode version 0 keeps
    no properties of ops it does not know; jaxlib reads those files the same way): the
    modules are equal once those attributes are dropped."""
    def drop(module):
        module = _canonical(module) if canonical else module
        for op in module.op.walk():
            if op.name.startswith("check."):
                op.attributes = {}
        return module
    return first_difference(drop(got), drop(expected)) is None


def roundtrip_chunks():
    from stablehlo_translate.cli.translate import split_input

    files = sorted(glob.glob(str(SUITE / "interpret" / "*.mlir"))) + [
        str(SUITE / "verify" / "print_stablehlo.mlir"), str(SUITE / "verify" / "ops_stablehlo_roundtrip.mlir")]
    for path in files:
        for i, chunk in enumerate(split_input(Path(path).read_text(), True)):
            try:
                module = parse_module(chunk.text, path, line_offset=chunk.line_offset)
            except Diagnostic:
                continue
            if module.body or module.op.attributes:
                yield f"{Path(path).name}#{i}", module


def roundtrip(fig: Figures) -> None:
    for name, module in roundtrip_chunks():
        try:
            data = serialize(module, "current", allow_other_dialects=True)
        except Diagnostic as error:  # upstream refuses these too (interpreter.run_parallel)
            fig.add("roundtrip_refused", False, f"{name}: {error.message}")
            continue
        try:
            back = deserialize(data)
        except Diagnostic as error:
            fig.add("roundtrip", False, f"{name}: {error.message}")
            continue
        fig.add("roundtrip", first_difference(back, module) is None, f"{name}: {first_difference(back, module)}")
        canonical = first_difference(back, _canonical(module))
        fig.add("roundtrip_canonical", canonical is None, f"{name}: {canonical}")
        fig.add("roundtrip_printed", print_module(back) == print_module(_canonical(module)), name)


def speed(fig: Figures) -> None:
    """Reading an artifact vs parsing the same module's text (op-heavy and constant-heavy)."""
    import numpy as np

    ops = "\n".join(f"    %{i + 1} = stablehlo.add %{i}, %arg0 : tensor<4xf32>" for i in range(2000))
    op_heavy = (f"func.func @main(%arg0: tensor<4xf32>) -> tensor<4xf32> {{\n    %0 = stablehlo.abs %arg0 : "
                f"tensor<4xf32>\n{ops}\n    return %2000 : tensor<4xf32>\n}}\n")
    values = ", ".join(f"{v:.6e}" for v in np.random.default_rng(0).standard_normal(200_000).astype(np.float32))
    constant_heavy = ("func.func @main() -> tensor<200000xf32> {\n    %0 = stablehlo.constant dense<["
                      f"{values}]> : tensor<200000xf32>\n    return %0 : tensor<200000xf32>\n}}\n")
    for name, text in (("op_heavy", op_heavy), ("constant_heavy", constant_heavy)):
        data = serialize(parse_module(text), "current")
        parse = min(_timed(lambda text=text: parse_module(text)) for _ in range(3))
        read = min(_timed(lambda data=data: deserialize(data)) for _ in range(3))
        fig.speed[f"{name}_parse_s"] = round(parse, 4)
        fig.speed[f"{name}_read_s"] = round(read, 4)
        fig.speed[f"{name}_speedup"] = round(parse / read, 2)


def _timed(fn) -> float:
    start = time.perf_counter()
    fn()
    return time.perf_counter() - start


JAX_SCRIPT = r"""
import json, re, sys
from jaxlib.mlir import ir
from jaxlib.mlir.dialects import stablehlo

def printed(module):
    # jaxlib's own version-0 artifacts hold check ops without attributes: compare without them
    return re.sub(r'("check\.[\w.]+"\([^)]*\)) <?\{.*\}>?', r"\1", str(module))

for line in sys.stdin:
    ours, theirs = json.loads(line)
    ctx = ir.Context(); ctx.allow_unregistered_dialects = True; stablehlo.register_dialect(ctx)
    try:
        a = printed(stablehlo.deserialize_portable_artifact(ctx, open(ours, "rb").read()))
        b = printed(stablehlo.deserialize_portable_artifact(ctx, open(theirs, "rb").read()))
        print(json.dumps(a == b or "prints differently"), flush=True)
    except Exception as error:
        print(json.dumps(str(error)[:200]), flush=True)
"""


def jaxlib_verdicts(pairs: list[tuple[str, str]]) -> list:
    """For each (our artifact, jaxlib's artifact): True when jaxlib reads both into the same
    module, else why not. One jaxlib process reads them in turn; an abort is that pair's verdict."""
    import subprocess

    verdicts: list = []
    while len(verdicts) < len(pairs):
        rest = pairs[len(verdicts):]
        run = subprocess.run([sys.executable, "-c", JAX_SCRIPT], capture_output=True, text=True, timeout=3600,
                             input="".join(json.dumps(pair) + "\n" for pair in rest))
        verdicts += [json.loads(line) for line in run.stdout.splitlines()]
        if run.returncode != 0 and len(verdicts) < len(pairs):
            theirs = pairs[len(verdicts)][1]
            alone = subprocess.run([sys.executable, "-c", JAX_SCRIPT], capture_output=True, text=True,
                                   timeout=600, input=json.dumps((theirs, theirs)) + "\n")
            verdicts.append(f"jaxlib exited with {run.returncode}"
                            + (" (on its own artifact too)" if alone.returncode != 0 else ""))
    return verdicts


def jaxlib_reads_ours(fig: Figures, only: set[str] | None) -> None:
    import tempfile

    index = json.loads((ARTIFACTS / "index.json").read_text())["chunks"]
    with tempfile.TemporaryDirectory() as tmp:
        pairs, names = [], []
        for name, targets in sorted(index.items()):
            if only and name not in only:
                continue
            parsed = parse_module((ARTIFACTS / f"{name}.mlir").read_text())
            for target, status in targets.items():
                if status != "ok":
                    continue
                ours = Path(tmp) / f"{name}.{target}.bc"
                ours.write_bytes(serialize(parsed, target, allow_other_dialects=True))
                pairs.append((str(ours), str(ARTIFACTS / f"{name}.v{target}.mlirbc")))
                names.append(f"{name} {target}")
        verdicts = jaxlib_verdicts(pairs)
    for name, verdict in zip(names, verdicts):
        fig.add("jaxlib_reads_ours", verdict is True, f"{name}: {verdict}")


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--json", help="write the figures to this file")
    parser.add_argument("--jax", action="store_true", help="also check that jaxlib reads our artifacts")
    parser.add_argument("--only", help="comma-separated artifact chunk names (artifacts/ checks only)")
    parser.add_argument("-v", "--verbose", action="store_true", help="list every failure")
    args = parser.parse_args()
    only = set(args.only.split(",")) if args.only else None
    fig = Figures()
    byte_identical(fig)
    vhlo_tests(fig)
    cxx_artifacts(fig, only)
    roundtrip(fig)
    if args.jax:
        jaxlib_reads_ours(fig, only)
    speed(fig)
    for name, (ok, total) in fig.counts.items():
        print(f"{name}: {ok}/{total}")
        for what in fig.failures.get(name, [])[: None if args.verbose else 5]:
            print(f"    {what}")
    for name, value in fig.speed.items():
        print(f"{name}: {value}")
    if args.json:
        Path(args.json).write_text(json.dumps({"counts": fig.counts, "speed": fig.speed}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
