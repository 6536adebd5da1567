"""The portable-artifact modes of ``stablehlo-translate``: ``--serialize``, ``--deserialize``,
``--print-stablehlo-version``, and reading an artifact wherever a program is read."""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import module as ir
from ..diagnostics import Diagnostic, Loc, decode_text


@dataclass(frozen=True)
class ArtifactOptions:
    target: str | None = None
    strip_debuginfo: bool = False
    allow_other_dialects: bool = False
    print_version: bool = False
    print_export_metadata: bool = False
    debuginfo: bool = False
    local_scope: bool = False


def load_module(data: bytes, filename: str, *, verify: bool = True, allow_unregistered: bool = False) -> ir.Module:
    """A module from an artifact (``ML\\xefR``), a saved JAX export (the artifact inside) or
    MLIR text (verified unless told not to)."""
    from ..vhlo.portable import deserialize, is_artifact

    if is_artifact(data):
        return deserialize(data, filename)
    if b"ML\xefR" in data:  # never in UTF-8 text
        from ..dialects.jax_export import read_export_module

        return read_export_module(data, filename)[1]
    from ..text.parser import parse_module
    from ..verification.verifier import verify_module

    module = parse_module(decode_text(data, filename), filename)
    if verify:
        problems = verify_module(module, allow_unregistered=allow_unregistered)
        if problems:
            raise Diagnostic(problems[0].loc, problems[0].message, follow_ups=tuple(problems[1:]))
    return module


def serialize_input(data: bytes, filename: str, options: ArtifactOptions, verify: bool) -> bytes:
    """``--serialize``: text or an artifact in, the artifact for ``--target`` out."""
    from ..vhlo.portable import serialize

    if options.target is None:
        raise Diagnostic(Loc(filename, 0, 0), "--serialize needs --target=X.Y.Z or --target=current")
    module = load_module(data, filename, verify=verify, allow_unregistered=options.allow_other_dialects)
    return serialize(module, options.target, strip_debuginfo=options.strip_debuginfo,
                     allow_other_dialects=options.allow_other_dialects)


def deserialize_input(data: bytes, filename: str, options: ArtifactOptions, generic: bool = False) -> str:
    """``--deserialize``: the StableHLO text of an artifact (MLIR text passes through the parser)."""
    from ..interpreter import ops  # noqa: F401  (registers the op table rows: the printer's pretty forms)
    from ..printing.value_names import rename_like_mlir
    from ..vhlo import versions
    from ..vhlo.portable import artifact_version

    header = ""
    if options.print_export_metadata:
        from ..dialects.jax_export import describe, read_export

        header = describe(read_export(data, filename))
    if options.print_version:
        from ..dialects.jax_export import is_export, read_export

        if is_export(data):
            data = read_export(data, filename).module
        version = artifact_version(data)
        header += ("// Failed parsing StableHLO version from portable artifact\n" if version is None else
                   f"// Reading portable artifact with StableHLO version: {versions.text(version)}\n")
    module = load_module(data, filename, verify=False, allow_unregistered=True)
    rename_like_mlir(module, generic=generic)  # MLIR's printer names values: %cst, %c, %iterArg, ...
    return header + print_text(module, generic, options.debuginfo, options.local_scope)


def print_text(module: ir.Module, generic: bool, debuginfo: bool, local_scope: bool) -> str:
    """The module as MLIR text under the printing flags (``-mlir-print-op-generic``,
    ``-mlir-print-debuginfo``, ``-mlir-print-local-scope``)."""
    from ..printing.module_printer import print_module
    from .debuginfo import DebugInfo

    return print_module(module, generic=generic, aliases=not local_scope,
                        locations=DebugInfo(local_scope) if debuginfo else None)


def current_version_text() -> str:
    """``--print-stablehlo-version`` alone: the version this tool reads and writes."""
    from ..vhlo import versions

    return f"// StableHLO version: {versions.text(versions.CURRENT)}\n"
