"""The optimization passes on the greedy rewriter: ``--stablehlo-aggressive-folder``,
``--stablehlo-aggressive-simplification``, ``--stablehlo-target-independent-optimization`` and
MLIR's ``canonicalize`` (StableHLO's canonicalization patterns: FoldConstantCaseOp), each run on
every ``func.func`` of the module as upstream's func-anchored passes are.

A rewrite that has not converged after ``max-iterations`` (10) makes the pass fail with the
greedy driver's words (:data:`~stablehlo_translate.passes.rewrite.NON_CONVERGENCE`); for
``canonicalize`` only with ``test-convergence``, as upstream's canonicalizer.
"""
from __future__ import annotations

from typing import Any

from ..diagnostics import Diagnostic
from ..ir.module import Module, Operation
from .folder import FolderOptions, folder_patterns
from .rewrite import NON_CONVERGENCE, Config, Pattern, Rewriter, apply_patterns_greedily
from .simplify import declarative_patterns
from .simplify_ops import structural_patterns

TRUE = ("", "true", "TRUE", "True", "1")
FALSE = ("false", "FALSE", "False", "0")


class OptionValueError(ValueError):
    """An option value llvm::cl's parser rejects (the message is its words)."""


def parse_bool(name: str, text: str) -> bool:
    if text in TRUE:
        return True
    if text in FALSE:
        return False
    raise OptionValueError(f"for the --{name} option: '{text}' is invalid value for boolean argument! Try 0 or 1")


def parse_int(name: str, text: str) -> int:
    try:
        return int(text, 0)
    except ValueError:
        raise OptionValueError(f"for the --{name} option: '{text}' value invalid for long argument!") from None


def parse_choice(name: str, text: str, choices: tuple[str, ...]) -> str:
    if text not in choices:
        raise OptionValueError(f"for the --{name} option: Cannot find option named '{text}'!")
    return text


KINDS: dict[str, Any] = {
    "assume-no-undeclared-side-effects": parse_bool, "enable-shape-assertions": parse_bool, "optimize-float": parse_bool, "fold-op-element-limit": parse_int,
    "top-down": parse_bool, "test-convergence": parse_bool, "max-iterations": parse_int,
    "max-num-rewrites": parse_int, "cse-constants": parse_bool, "fold": parse_bool,
    "region-simplify": lambda n, t: parse_choice(n, t, ("disabled", "normal", "aggressive")),
    "disable-patterns": lambda n, t: tuple(p for p in t.split(",") if p),
    "enable-patterns": lambda n, t: tuple(p for p in t.split(",") if p),
}
"""How each option of these passes reads its text (llvm::cl's parsers)."""


def check_options(options: dict[str, str]) -> dict[str, Any]:
    """The options' values; raises OptionValueError with llvm::cl's message."""
    return {name: KINDS[name](name, text) if name in KINDS else text for name, text in options.items()}


def _folder_options(values: dict[str, Any]) -> FolderOptions:
    return FolderOptions(values.get("assume-no-undeclared-side-effects", False),
                         values.get("fold-op-element-limit", 65536), values.get("optimize-float", True))


def _run(module: Module, patterns: list[Pattern], config: Config, check: bool = True) -> Module:
    for func in [op for op in module.body if op.name == "func.func" and op.regions and op.regions[0].blocks]:
        if not apply_patterns_greedily(func, patterns, config) and check:
            raise Diagnostic(func.loc, NON_CONVERGENCE.format(config.max_iterations))
    return module


def aggressive_folder(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    return _run(module, folder_patterns(_folder_options(check_options(options))), Config())


def aggressive_simplification(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    return _run(module, simplification_patterns(check_options(options).get("fold-op-element-limit", 65536)),
                Config())


def simplification_patterns(limit: int) -> list[Pattern]:
    """populateStablehloCanonicalizationPatterns."""
    return declarative_patterns() + structural_patterns(limit)


def target_independent_optimization(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    values = check_options(options)
    folder = _folder_options(values)
    return _run(module, folder_patterns(folder, benefit=2) + simplification_patterns(folder.fold_op_element_limit),
                Config())


def canonicalize(module: Module, options: dict[str, str], diagnostics: list) -> Module:
    values = check_options(options)
    config = Config(top_down=values.get("top-down", True), max_iterations=values.get("max-iterations", 10),
                    max_num_rewrites=values.get("max-num-rewrites", -1),
                    region_simplify=values.get("region-simplify", "normal"),
                    cse_constants=values.get("cse-constants", True))
    patterns = [p for p in canonicalization_patterns(module)
                if p.name not in values.get("disable-patterns", ())
                and (not values.get("enable-patterns") or p.name in values["enable-patterns"])]
    return _run(module, patterns, config, check=values.get("test-convergence", False))


def canonicalization_patterns(module: Module) -> list[Pattern]:
    """The canonicalization patterns StableHLO's ops register (CaseOp: FoldConstantCaseOp), and
    Shardy's (passes/sdy_canonicalize.py) when the module uses the ``sdy`` dialect."""
    patterns = [Pattern("FoldConstantCaseOp", "stablehlo.case", _constant_case, _inline_case)]
    if any(op.name.startswith("sdy.") for op in module.op.walk()):
        from ..dialects.sdy.shards import module_meshes
        from .sdy_canonicalize import sdy_patterns

        patterns += sdy_patterns(module_meshes(module.op))
    return patterns


def _constant_case(op: Operation, rw: Rewriter) -> Any:
    attr = rw.constant(op.operands[0])
    if attr is None or attr.array.size == 0:
        return None
    index = int(attr.array.reshape(-1)[0])
    return index if 0 <= index < len(op.regions) else None


def _inline_case(op: Operation, rw: Rewriter, index: int) -> None:
    block = op.regions[index].blocks[-1]
    ops = rw.ops_of(block)
    mapping: dict[str, str] = {}
    for inner in ops[:-1]:
        rw.clone(inner, mapping)
    rw.replace_op(op, [mapping.get(v, v) for v in ops[-1].operands])

