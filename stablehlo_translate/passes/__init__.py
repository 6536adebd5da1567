"""The passes ``stablehlo-opt`` runs, by upstream's names: one table row per pass.

A row names the submodule of this package that implements the pass, its entry
function and the help text ``stablehlo-opt --help`` shows, plus the options the
pass accepts (``--NAME=opt=value`` or ``--NAME="opt1=v1 opt2=v2"``, as MLIR parses them).

An entry is ``entry(module, options, diagnostics) -> module``: it transforms the
:class:`~stablehlo_translate.ir.module.Module` (in place or as a new one) and returns it;
``options`` maps option names to their text (only options given on the command
line); problems are appended to ``diagnostics`` as located
:class:`~stablehlo_translate.diagnostics.Diagnostic` (an ``error`` makes the
pipeline stop, as a failed MLIR pass does; remarks do not). Modules load lazily.
"""
from __future__ import annotations

import importlib
from typing import Callable


class PassInfo:
    """A pass: its submodule of ``stablehlo_translate.passes``, the entry function in it
    (``entry(module, options, diagnostics) -> module``), its help text and the (name, help) of
    each option it accepts. A plain class: cheaper to define at start-up than a NamedTuple."""

    __slots__ = ("module", "entry", "help", "options", "anchor", "class_name")

    def __init__(self, module: str, entry: str, help: str, options: tuple[tuple[str, str], ...] = (),
                 anchor: str | None = None, class_name: str = ""):
        self.module, self.entry, self.help, self.options = module, entry, help, options
        self.anchor, self.class_name = anchor, class_name
        """``anchor``: the op the pass runs on (None: any op); ``class_name``: upstream's pass class."""


_ASSUME_PURE = ("assume-no-undeclared-side-effects",
                "Allow dead code to be eliminated in some situations (e.g. dead while loops) under the assumption "
                "that ops are pure unless declared with explicit MLIR `MemoryEffects`.")
_ELEMENT_LIMIT = ("fold-op-element-limit", "Upper limit on how many elements an op's result may have before the op "
                                           "is no longer folded. Splat folds are exempt from this limit.")
_OPTIMIZE_FLOAT = ("optimize-float", "Allow float optimizations that, though mathematically equivalent, may result "
                                     "in slightly different quantization of floating-point values.")


PASSES: dict[str, PassInfo] = {
    "inline": PassInfo("inline", "inline", "Inline function calls"),
    "strip-debuginfo": PassInfo("strip_debuginfo", "strip_debuginfo",
                                "Strip debug info from all operations"),
    "stablehlo-legalize-composite-to-call": PassInfo(
        "composite_to_call", "legalize_composite_to_call",
        "Replaces composite ops with a call to their decomposition",
        (("except", "Names of composites that should not be replaced with calls."),)),
    "interpreter-instrument-with-probe": PassInfo(
        "instrument_with_probe", "instrument_with_probe",
        "Instrument the model with interpreter.probe ops after every StableHLO op",
        (("useDebugInfo", "Whether to use the debug info (named locations) of each op as the probe id."),)),
    "hlo-test-infer": PassInfo("test_infer", "test_infer",
                               "Uses test ops to invoke InferShapedTypeOpInterface methods"),
    "chlo-legalize-to-stablehlo": PassInfo("chlo_legalize", "chlo_legalize_to_stablehlo",
                                           "Legalizes from CHLO ops flow to StableHLO and Shape ops"),
    "chlo-pre-serialization-pipeline": PassInfo("chlo_legalize", "chlo_legalize_to_stablehlo",
                                                "Lower as much as possible to StableHLO, including CHLO, "
                                                "Shape dialect, and index types."),
    "stablehlo-legalize-to-vhlo": PassInfo(
        "vhlo", "stablehlo_legalize_to_vhlo", "Legalize StableHLO to VHLO",
        (("allow-other-dialects", "Allow serialization to use other (potentially unstable) dialects."),)),
    "vhlo-to-version": PassInfo("vhlo", "vhlo_to_version", "Convert between versions of VHLO",
                                (("target", "The target version. Must be a version of the form #.#.# ."),)),
    "vhlo-legalize-to-stablehlo": PassInfo("vhlo", "vhlo_legalize_to_stablehlo", "Legalize VHLO to StableHLO"),
    "stablehlo-deserialize": PassInfo("vhlo", "stablehlo_deserialize",
                                      "Portable artifacts to StableHLO: vhlo-to-version=target=current, then "
                                      "vhlo-legalize-to-stablehlo (modules without VHLO pass unchanged)"),
    "stablehlo-refine-arguments": PassInfo(
        "refine_arguments", "refine_arguments", "Refines the argument shapes of the main function.",
        (("types", "The new types to be used for the main function's arguments, specified as an MLIR "
                   "TypeRange 'tensor<1x2xf32>, ...'"),)),
    "stablehlo-refine-shapes": PassInfo("refine_shapes", "refine_shapes",
                                        "Refines shapes across a StableHLO program."),
    "stablehlo-canonicalize-dynamism": PassInfo("canonicalize_dynamism", "canonicalize_dynamism",
                                                "Canonicalizes dynamic StableHLO ops into static ops."),
    "stablehlo-check-shape-assertions": PassInfo(
        "check_shape_assertions", "check_shape_assertions", "Check stablehlo.custom_call @shape_assertion ops.",
        (("enable-shape-assertions", "Whether shape assertions may generate errors."),)),
    "shape-legalize-to-stablehlo": PassInfo("shape_legalize", "shape_legalize_to_stablehlo",
                                            "Legalize shape-related ops to StableHLO.", (), "func.func",
                                            "ShapeLegalizeToStablehloPass"),
    "stablehlo-aggressive-folder": PassInfo(
        "optimization", "aggressive_folder", "Folds StableHLO operations",
        (_ASSUME_PURE, _ELEMENT_LIMIT, _OPTIMIZE_FLOAT), "func.func", "StablehloAggressiveFolderPass"),
    "stablehlo-aggressive-simplification": PassInfo(
        "optimization", "aggressive_simplification", "Canonicalizes StableHLO operations",
        (_ELEMENT_LIMIT,), "func.func", "StablehloAggressiveSimplificationPass"),
    "stablehlo-target-independent-optimization": PassInfo(
        "optimization", "target_independent_optimization",
        "Runs canonicalizers, folders, and other target-independent optimizations.",
        (_ASSUME_PURE, _ELEMENT_LIMIT, _OPTIMIZE_FLOAT), "func.func",
        "StablehloTargetIndependentOptimizationPass"),
    "stablehlo-complex-math-expander": PassInfo(
        "complex_math_expander", "complex_math_expander", "Expander for StableHLO complex math operations.",
        (), "func.func", "StablehloComplexMathExpanderPass"),
    "stablehlo-compatibility-expander": PassInfo(
        "compatibility_expander", "compatibility_expander", "Compatibility expander for StableHLO operations.",
        (("target", "The target version. Must be a version of the form #.#.#."),), "builtin.module",
        "StablehloCompatibilityExpanderPass"),
    "stablehlo-convert-to-signless": PassInfo(
        "convert_to_signless", "convert_to_signless", "Pass to transform the IR to be on signless integers.",
        (), "builtin.module", "StablehloConvertToSignlessPass"),
    "stablehlo-legalize-quant-to-math": PassInfo(
        "legalize_quant_to_math", "legalize_quant_to_math",
        "Convert from StableHLO quantized ops to StableHLO primitive math ops.", (), "func.func",
        "StablehloLegalizeQuantToMathPass"),
    "stablehlo-legalize-deprecated-ops": PassInfo(
        "legalize_deprecated_ops", "legalize_deprecated_ops", "Legalize deprecated ops to well-supported ops.",
        (("fail-on-unused", "Fail on (mostly) unused ops that are deprecated without any fallback."),),
        "func.func", "StablehloLegalizeDeprecatedOpsPass"),
    "stablehlo-legalize-quantized-op-to-qdq": PassInfo(
        "quantized_qdq", "legalize_quantized_op_to_qdq",
        "Decompose quantized StableHLO operation to (de-quantize, floating-point operation and quantize) pattern.",
        (), "func.func", "StablehloLegalizeQuantizedOpToQDQPass"),
    "stablehlo-legalize-qdq-to-quantized-op": PassInfo(
        "quantized_qdq", "legalize_qdq_to_quantized_op",
        "Fuse (de-quantize, floating-point operation and quantize) pattern into StableHLO quantized operation",
        (), "func.func", "StablehloLegalizeQDQToQuantizedOpPass"),
    "stablehlo-wrap-in-composite": PassInfo(
        "wrap_in_composite", "wrap_in_composite", "Wraps a non-composite  StableHLO op in a composite op.",
        (("op-names", "The names of the ops to wrap."), ("version", "The version number of the composite op.")),
        "builtin.module", "StablehloWrapInCompositePass"),
    "hlo-test-broadcast": PassInfo("test_broadcast", "test_broadcast",
                                   "Uses test ops to invoke BroadcastUtils methods.", (), "func.func",
                                   "HloTestBroadcastPass"),
    "hlo-test-speculatability": PassInfo(
        "test_speculatability", "test_speculatability",
        "Uses test ops to invoke ConditionallySpeculatable::getSpeculatability.", (), "func.func",
        "HloTestSpeculatabilityPass"),
    "canonicalize": PassInfo(
        "optimization", "canonicalize", "Canonicalize operations",
        (("top-down", "Seed the worklist in general top-down order"),
         ("region-simplify", "Perform control flow optimizations to the region tree (disabled, normal, aggressive)"),
         ("max-iterations", "Max. iterations between applying patterns / simplifying regions"),
         ("max-num-rewrites", "Max. number of pattern rewrites within an iteration"),
         ("test-convergence", "Test only: Fail pass on non-convergence to detect cyclic pattern"),
         ("disable-patterns", "Labels of patterns that should be filtered out during application"),
         ("enable-patterns", "Labels of patterns that should be used during application, all other patterns "
                             "are filtered out"))),
}


class PassOptionError(Exception):
    """A pass name or pass option that the registry does not accept."""


def lookup(name: str) -> Callable:
    """The entry function of the pass ``name`` (imports its module)."""
    info = PASSES[name]
    return getattr(importlib.import_module(f"{__name__}.{info.module}"), info.entry)


def parse_options(name: str, text: str | None) -> dict[str, str]:
    """The options of pass ``name`` given as ``text`` (what follows ``--NAME=``):
    space-separated ``key=value`` (or bare ``key``, meaning ``true``), values in
    quotes or braces may contain spaces; a key the pass does not declare is an error."""
    if text is None:
        return {}
    declared = {key for key, _ in PASSES[name].options}
    options: dict[str, str] = {}
    for key, value in _split_options(text.strip()):
        if key not in declared:
            raise PassOptionError(f"no such option {key}")
        options[key] = value
    if PASSES[name].module in ("optimization", "check_shape_assertions"):  # checked as llvm::cl parses them
        from .optimization import OptionValueError, check_options

        try:
            check_options(options)
        except OptionValueError as error:
            raise PassOptionError(str(error)) from None
    return options


def split_top_level(text: str, openers: str = "({", closers: str = ")}") -> list[str]:
    """``text`` split at the commas outside ``openers``...``closers`` and double quotes (the
    ``>`` of ``->`` closes nothing), parts stripped, empty ones dropped."""
    parts, depth, start, quoted = [], 0, 0, False
    for i, char in enumerate(text):
        if char == '"':
            quoted = not quoted
        elif quoted:
            continue
        elif char in openers:
            depth += 1
        elif char in closers and not (char == ">" and text[i - 1:i] == "-"):
            depth -= 1
        elif char == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    parts.append(text[start:])
    return [part.strip() for part in parts if part.strip()]


_CLOSERS = {'"': '"', "'": "'", "{": "}"}


def _split_options(text: str) -> list[tuple[str, str]]:
    """``a=1 b="x y" c={p=1 q=2} d`` -> [(a, 1), (b, x y), (c, p=1 q=2), (d, true)]."""
    pairs: list[tuple[str, str]] = []
    i = 0
    while i < len(text):
        if text[i].isspace():
            i += 1
            continue
        start = i
        while i < len(text) and not text[i].isspace() and text[i] != "=":
            i += 1
        key = text[start:i]
        if i >= len(text) or text[i] != "=":
            pairs.append((key, "true"))
            continue
        i += 1
        if i < len(text) and text[i] in _CLOSERS:
            close = text.find(_CLOSERS[text[i]], i + 1)
            if close < 0:
                raise PassOptionError(f"unterminated value of option {key}")
            pairs.append((key, text[i + 1:close]))
            i = close + 1
            continue
        start = i
        while i < len(text) and not text[i].isspace():
            i += 1
        pairs.append((key, text[start:i]))
    return pairs
