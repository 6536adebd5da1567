"""module_printer + ir_equal: parse(print(parse(x))) equals parse(x) for every chunk of the suite,
in pretty and generic mode, and printing is a fixed point (printing the reparse gives the same text)."""
import re
from pathlib import Path

import pytest

from stablehlo_translate.diagnostics import ParseError
from stablehlo_translate.ir.equality import first_difference
from stablehlo_translate.printing.module_printer import print_module
from stablehlo_translate.text.parser import parse_module

SUITE = Path(__file__).resolve().parents[3] / "shared" / "stablehlo-suite"
VALID = sorted(SUITE.glob("interpret/*.mlir")) + sorted(SUITE.glob("interpret/chlo/*.mlir")) + [
    SUITE / "verify" / "ops_stablehlo_roundtrip.mlir", SUITE / "verify" / "print_stablehlo.mlir"]
MIXED = [SUITE / "verify" / name for name in
         ("ops_stablehlo.mlir", "infer_stablehlo.mlir", "ops_chlo.mlir", "ops_stablehlo_quantized.mlir")]
"""Files with intentionally invalid chunks: chunks that do not parse are skipped."""


def _chunks():
    for path in VALID + MIXED:
        for index, chunk in enumerate(re.split(r"^// -----\s*$", path.read_text(), flags=re.M)):
            yield f"{path.relative_to(SUITE)}#{index}", chunk, path in MIXED


def _loop_with_refined_carries(module) -> bool:
    """A ``stablehlo.while`` whose results or region arguments have other types than its operands:
    upstream's printWhileOp (which we follow) states the operands' types only, so its pretty text
    does not parse back, in MLIR either."""
    def walk(ops):
        for op in ops:
            if op.name == "stablehlo.while":
                types = tuple(op.operand_types)
                if tuple(op.result_types) != types or any(
                        tuple(t for _, t in r.entry.arguments) != types for r in op.regions if r.blocks):
                    return True
            if any(walk(block.operations) for region in op.regions for block in region.blocks):
                return True
        return False
    return walk(module.op.regions[0].blocks[0].operations if module.op.regions else [])


def _roundtrip_failures(generic: bool) -> tuple[list[str], int]:
    failures, checked = [], 0
    for name, chunk, may_fail in _chunks():
        try:
            module = parse_module(chunk)
        except ParseError:
            if may_fail:
                continue
            raise
        if not generic and _loop_with_refined_carries(module):
            continue
        checked += 1
        text = print_module(module, generic=generic)
        try:
            again = parse_module(text)
        except ParseError as error:
            failures.append(f"{name}: printed text does not parse: {error.render()}")
            continue
        difference = first_difference(module, again)
        if difference:
            failures.append(f"{name}: {difference}")
        elif print_module(again, generic=generic) != text:
            failures.append(f"{name}: printing is not a fixed point")
    return failures, checked


@pytest.mark.skipif(not SUITE.exists(), reason="suite not available")
@pytest.mark.parametrize("generic", [False, True], ids=["pretty", "generic"])
def test_every_suite_chunk_round_trips(generic):
    failures, checked = _roundtrip_failures(generic)
    assert checked > 1000
    assert not failures, f"{len(failures)} of {checked} chunks fail:\n" + "\n".join(failures[:30])
