"""``--interpreter-instrument-with-probe[=useDebugInfo=true]``: an ``interpreter.probe`` after every
tensor result (upstream's stablehlo/reference/InterpreterInstrumentWithProbe.cpp).

Ops are visited in post-order (nested ops before the op that holds them), as
MLIR's ``walk``; ``stablehlo.constant`` and ops without results are skipped.
Each tensor result gets the next id ``probeN`` (N = 1, 2, ...), or with
``useDebugInfo`` and a named location ``loc("name@...")`` the id
``name.N``; the probe follows the op (the probes of a multi-result op in reverse
order, as each is inserted right after the op) and every later use of the value
reads the probe's result.
"""
from __future__ import annotations

import re

from ..ir.attributes import decode_string
from ..diagnostics import Diagnostic
from ..ir.module import Module, Operation
from ..ir.types import TensorType

_NAME_LOC = re.compile(r'loc\(\s*("(?:\\.|[^"\\])*")\s*[()]')
_TRUE, _FALSE = ("true", "1", ""), ("false", "0")


def instrument_with_probe(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    value = options.get("useDebugInfo", "false").strip().lower()
    if value not in _TRUE + _FALSE:
        raise Diagnostic(module.op.loc, f"invalid useDebugInfo value '{value}': expected true or false")
    state = _State(value in _TRUE, {name for op in module.op.walk() for name in op.results})
    state.block_ops(module.op)
    return module


class _State:
    def __init__(self, use_debug_info: bool, taken: set[str]):
        self.use_debug_info = use_debug_info
        self.taken = taken
        self.count = 0
        self.rename: dict[str, str] = {}
        """Probed value -> the probe's result, which later uses read."""

    def block_ops(self, op: Operation) -> None:
        """Instruments the blocks nested in ``op`` (post-order: each op's regions before the op)."""
        for region in op.regions:
            for block in region.blocks:
                instrumented: list[Operation] = []
                for nested in block.operations:
                    self.use_probes(nested)
                    if nested.name == "func.func":  # each function names its values anew
                        outer, self.rename = self.rename, {}
                        self.block_ops(nested)
                        self.rename = outer
                    else:
                        self.block_ops(nested)
                    instrumented.append(nested)
                    instrumented.extend(reversed(self.probes(nested)))
                block.operations = instrumented

    def use_probes(self, op: Operation) -> None:
        if any(name in self.rename for name in op.operands):
            op.operands = tuple(self.rename.get(name, name) for name in op.operands)
            op.cache.clear()

    def probes(self, op: Operation) -> list[Operation]:
        if op.name == "stablehlo.constant":
            return []
        probes = []
        for name, type_ in zip(op.results, op.result_types):
            if not isinstance(type_, TensorType):
                continue
            self.count += 1
            result = self.fresh(name)
            probes.append(Operation("interpreter.probe", (name,), (result,), (type_,), (type_,),
                                    {"probe_id": self.probe_id(op)}, loc=op.loc, location=op.location))
            self.rename[name] = result
        return probes

    def probe_id(self, op: Operation) -> str:
        match = _NAME_LOC.match(op.location or "") if self.use_debug_info else None
        prefix = decode_string(match.group(1)).split("@")[0] + "." if match else "probe"
        return f"{prefix}{self.count}"

    def fresh(self, name: str) -> str:
        base = name.partition("#")[0].lstrip("%")
        candidate, n = f"%{base}_probe", 0
        while candidate in self.taken:
            n += 1
            candidate = f"%{base}_probe{n}"
        self.taken.add(candidate)
        return candidate
