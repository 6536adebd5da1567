"""The ``stablehlo-opt`` command: the passes named on the command line, in order, then the module printed.

Passes come from the registry (``stablehlo_translate/passes``), as ``--NAME``,
``-NAME``, ``--NAME=opt=value`` or ``--pass-pipeline='builtin.module(a,b{opt=v})'``.
Each chunk is parsed, verified, transformed by each pass (and verified after
each, as MLIR's ``-verify-each`` does) and printed in the pretty form (or the
generic form, or as bytecode); with ``-split-input-file`` the outputs are joined
with ``// -----`` lines as MLIR's tools join them. Diagnostics, exit codes and
``-verify-diagnostics`` are those of ``stablehlo-translate`` (cli.py).
"""
from __future__ import annotations

import sys
from typing import Any

from .translate import (ALLOW_UNREGISTERED, BYTECODE_MAGIC, VERIFY_DIAGNOSTICS, Chunk, UsageError, read_bytes,
                  report_diagnostics, run_guarded, split_input, stdout_failed, write_output)
from .command_line import TEXT, Opt, echo, recognize, resume_collector, run_standalone, start_process
from ..diagnostics import decode_text
from ..passes import PASSES, PassOptionError, lookup, parse_options

OUTPUT_SPLIT_MARKER = "\n// -----\n"
"""What MLIR's tools write between the outputs of two ``-split-input-file`` chunks."""


class OptOptions:
    """What the command does to each chunk: the passes with their options, and how to print
    (a plain class: cheaper to define at start-up than a dataclass)."""

    __slots__ = ("pipeline", "verify_diagnostics", "allow_unregistered", "generic", "emit_bytecode", "local_scope",
                 "debuginfo")

    def __init__(self, pipeline: tuple[tuple[str, dict[str, str]], ...], verify_diagnostics: bool = False,
                 allow_unregistered: bool = False, generic: bool = False, emit_bytecode: bool = False,
                 local_scope: bool = False, debuginfo: bool = False):
        self.pipeline, self.verify_diagnostics = pipeline, verify_diagnostics
        self.allow_unregistered, self.generic = allow_unregistered, generic
        self.emit_bytecode, self.local_scope, self.debuginfo = emit_bytecode, local_scope, debuginfo


def split_pass_arguments(args: list[str]) -> tuple[list[tuple[str, str | None]], list[str]]:
    """Separates pass flags (``-NAME``, ``--NAME``, ``--NAME=options``), in order, from the other arguments."""
    passes, rest = [], []
    for arg in args:
        name, _, options = arg.lstrip("-").partition("=")
        if arg.startswith("-") and name in PASSES:
            passes.append((name, options if "=" in arg else None))
        else:
            rest.append(arg)
    return passes, rest


def parse_pipeline(text: str, anchor: str = "builtin.module") -> list[tuple[str, str | None]]:
    """The passes of ``--pass-pipeline``: ``builtin.module(a, b{opt=v}, func.func(c))``, flattened
    in order (each pass runs on the ops it is anchored on); a pass anchored on another op than
    the pass manager it is in is refused with MLIR's message."""
    passes: list[tuple[str, str | None]] = []
    for element in _top_level_split(text.strip()):
        head, brace, rest = element.partition("{")
        if "(" in head and element.endswith(")"):
            nested, _, inner = element.partition("(")
            if nested.strip() not in ("builtin.module", "func.func", "any"):
                raise UsageError(f"'{nested.strip()}' does not refer to a registered pass or pass pipeline")
            passes.extend(parse_pipeline(inner[:-1], nested.strip()))
            continue
        name = head.strip()
        if name not in PASSES:
            raise UsageError(f"'{name}' does not refer to a registered pass or pass pipeline")
        info = PASSES[name]
        if info.anchor is not None and anchor not in (info.anchor, "any"):
            raise UsageError(f"Can't add pass '{info.class_name}' restricted to '{info.anchor}' on a PassManager "
                             f"intended to run on '{anchor}', did you intend to nest?")
        passes.append((name, rest[:-1] if brace and rest.endswith("}") else None))
    return passes


def _top_level_split(text: str) -> list[str]:
    """``text`` split at the commas outside parentheses and braces, empty parts dropped."""
    parts, depth, start = [], 0, 0
    for i, char in enumerate(text):
        if char in "({":
            depth += 1
        elif char in ")}":
            depth -= 1
            if depth < 0:
                raise UsageError("encountered extra closing ')' creating unbalanced parentheses while parsing "
                                 "pipeline")
        elif char == "," and depth == 0:
            parts.append(text[start:i])
            start = i + 1
    if depth:
        raise UsageError("encountered unbalanced parentheses while parsing pipeline")
    parts.append(text[start:])
    return [part.strip() for part in parts if part.strip()]


def run_pipeline(module, options: OptOptions, diagnostics: list):
    """The module after each pass of ``options.pipeline``; stops at the first pass that reports an
    error (appended to ``diagnostics``), like a failed MLIR pass."""
    from ..diagnostics import Diagnostic, is_failure
    from ..verification.verifier import verify_module

    for name, pass_options in options.pipeline:
        try:
            module = lookup(name)(module, pass_options, diagnostics)
        except Diagnostic as diagnostic:
            diagnostics.extend(diagnostic.expand())
        if is_failure(diagnostics):
            return module
        diagnostics.extend(verify_module(module, allow_unregistered=options.allow_unregistered))
        if is_failure(diagnostics):
            return module
    return module


def _run_chunk(chunk: Chunk, filename: str, options: OptOptions) -> tuple[int, str | bytes]:
    from ..diagnostics import ParseError
    from ..text.parser import parse_module
    from ..verification.verifier import verify_module

    module, diagnostics = None, []
    try:
        module = (_read_bytecode(chunk.text, filename) if isinstance(chunk.text, bytes)
                  else parse_module(chunk.text, filename, line_offset=chunk.line_offset))
        diagnostics = verify_module(module, allow_unregistered=options.allow_unregistered)
    except ParseError as error:
        diagnostics = error.expand()
    if not diagnostics:
        resume_collector()  # passes may make a module per step: the garbage collector runs
        module = run_pipeline(module, options, diagnostics)
    text = chunk if isinstance(chunk.text, str) else Chunk("", 0)
    status = report_diagnostics(text, filename, diagnostics, options.verify_diagnostics)
    if status is not None:
        return status, ""
    if options.emit_bytecode:
        return 0, _write_bytecode(module)
    from ..printing.value_names import rename_like_mlir
    from ..printing.module_printer import print_module

    rename_like_mlir(module, generic=options.generic)
    locations = None
    if options.debuginfo:
        from .debuginfo import locations_text

        locations = locations_text(module.op, options.local_scope)
    return 0, print_module(module, generic=options.generic, aliases=not options.local_scope, locations=locations)


def _read_bytecode(data: bytes, filename: str):
    """The module of an MLIR bytecode file as it is: a portable artifact's VHLO ops stay VHLO
    ops, as upstream's stablehlo-opt reads them (``--vhlo-legalize-to-stablehlo`` converts them)."""
    from ..bytecode import read_bytecode

    return read_bytecode(data, filename).module


def _write_bytecode(module) -> bytes:
    """``-emit-bytecode``: MLIR bytecode of the module's ops as they are, StableHLO ops included
    (attributes this package has no bytecode encoding for in their text form, which MLIR's
    reader parses; inherent attributes in the dictionary, which MLIR moves into properties),
    so reading it back gives the same module."""
    from ..bytecode import write_bytecode
    from ..vhlo import versions

    return write_bytecode(module, version=versions.bytecode_version(versions.CURRENT),
                          producer=versions.producer("current"), dialect_versions={})


OPTIONS = (
    Opt(("-split-input-file", "--split-input-file"), "split",
        "Treat each '// -----' separated chunk as its own module; join the outputs with '// -----'."),
    VERIFY_DIAGNOSTICS,
    ALLOW_UNREGISTERED,
    Opt(("-mlir-print-op-generic", "--mlir-print-op-generic"), "generic", "Print every op in the generic form."),
    Opt(("-emit-bytecode", "--emit-bytecode"), "emit_bytecode", "Write MLIR bytecode instead of text."),
    Opt(("-pass-pipeline", "--pass-pipeline"), "pipeline_text",
        "The passes as a textual pipeline, e.g. 'builtin.module(inline,strip-debuginfo)'.", TEXT,
        metavar="PIPELINE"),
    Opt(("-mlir-disable-threading", "--mlir-disable-threading"), "disable_threading",
        "Accepted for compatibility (this tool runs on one thread)."),
    Opt(("-mlir-print-local-scope", "--mlir-print-local-scope"), "local_scope",
        "Print attributes, types and locations inline, without alias definitions."),
    Opt(("-mlir-print-debuginfo", "--mlir-print-debuginfo"), "debuginfo",
        "Print each op's location (loc(...)) after it."),
    Opt(("-o",), "output", "Write the output to FILE instead of stdout.", TEXT, metavar="FILE"),
)
"""The command's options besides the passes, in --help order (see :mod:`command_line`)."""


def main(argv: list[str] | None = None) -> None:
    """The ``stablehlo-opt`` command (``argv``: default ``sys.argv[1:]``): the pass flags are
    taken out first; a plain rest runs without click, anything else goes through click. As
    the process's entry point (no ``argv``), it ends without Python's teardown (see cli.main)."""
    entry, argv = argv is None, sys.argv[1:] if argv is None else list(argv)
    if entry:
        start_process()
    params = recognized(argv)
    if params is None:
        command().main(argv)
    else:
        run_standalone(optimize, params, teardown=not entry)


def recognized(argv: list[str]) -> dict | None:
    """The parameters of :func:`optimize` for a plain command line (the same as the click
    command's parse), or None: click's business."""
    passes, rest = split_pass_arguments(argv)
    params = None if unknown_single_dash(rest) else recognize(OPTIONS, rest, "input_file", "-")
    return None if params is None else params | {"passes": passes}


def unknown_single_dash(args: list[str]) -> str | None:
    """The first argument (its part before ``=``) spelled like ``-long-name`` that is no option
    of :data:`OPTIONS` (the help options included), or None."""
    known = {name for opt in OPTIONS for name in opt.names} | {"-h", "-o"}
    for arg in args:
        name = arg.partition("=")[0]
        if name.startswith("-") and not name.startswith("--") and len(name) > 2 and name not in known:
            return name
    return None


def command() -> Any:
    """The click command of :data:`OPTIONS` (for --help, usage errors, ``click.testing``)."""
    import click

    class OptCommand(click.Command):
        """Takes the pass flags out of the arguments (in order) and lists the passes in ``--help``."""

        def parse_args(self, ctx: click.Context, args: list[str]) -> list[str]:
            ctx.meta["passes"], rest = split_pass_arguments(args)
            name = unknown_single_dash(rest)
            if name:  # click would read an unknown -long-name as short options (-d for -debug-only)
                raise click.NoSuchOption(name, ctx=ctx)
            return super().parse_args(ctx, rest)

        def format_options(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
            super().format_options(ctx, formatter)
            rows = []
            for name, info in PASSES.items():
                rows.append((f"--{name}", info.help))
                rows.extend((f"    {option}=VALUE", text) for option, text in info.options)
            with formatter.section("Passes (run in the order given)"):
                formatter.write_dl(rows)

    @click.pass_context
    def run(ctx: click.Context, **params: Any) -> None:
        optimize(passes=ctx.meta["passes"], **params)

    run = click.version_option(None, "--version", package_name="stablehlo-translate", prog_name="stablehlo-opt")(run)
    for opt in reversed(OPTIONS):
        run = opt.click_decorator()(run)
    run = click.argument("input_file", default="-", metavar="FILE")(run)
    return click.command("main", cls=OptCommand, help=optimize.__doc__,
                         context_settings={"help_option_names": ["-h", "--help"]})(run)


def optimize(passes: list[tuple[str, str | None]], input_file: str, split: bool, verify_diagnostics: bool,
             allow_unregistered: bool, generic: bool, emit_bytecode: bool, pipeline_text: str | None,
             disable_threading: bool, local_scope: bool, debuginfo: bool, output: str | None) -> None:
    """Run StableHLO passes on a module (MLIR text or bytecode) and print it. FILE '-' reads stdin."""
    from ..diagnostics import Diagnostic

    del disable_threading
    filename = "<stdin>" if input_file == "-" else input_file
    try:
        if pipeline_text is not None:
            if passes:
                raise UsageError("'-pass-pipeline' option can't be used with individual pass options")
            passes = parse_pipeline(pipeline_text)
        pipeline = tuple((name, parse_options(name, text)) for name, text in passes)
        data = read_bytes(input_file)
        chunks = ([Chunk(data, 0)] if data.startswith(BYTECODE_MAGIC)
                  else split_input(decode_text(data, filename), split))
    except (UsageError, PassOptionError) as error:
        echo(f"error: {error}", err=True)
        sys.exit(1)
    except Diagnostic as diagnostic:
        echo(diagnostic.render(), err=True)
        sys.exit(1)
    options = OptOptions(pipeline, verify_diagnostics, allow_unregistered, generic, emit_bytecode, local_scope,
                         debuginfo)
    status, outputs = 0, []
    for chunk in chunks:
        chunk_status, printed = run_guarded(_run_chunk, chunk, filename, options)
        status = max(status, chunk_status)
        outputs.append(printed)
    _emit(outputs, output)
    sys.exit(status)


def _emit(outputs: list[str | bytes], output: str | None) -> None:
    """Writes the chunks' outputs joined with MLIR's split marker, to ``output`` or stdout."""
    if any(isinstance(o, bytes) for o in outputs):
        marker = OUTPUT_SPLIT_MARKER.encode()
        joined: str | bytes = marker.join(o if isinstance(o, bytes) else o.encode() for o in outputs)
    else:
        joined = OUTPUT_SPLIT_MARKER.join(outputs)
    if output is not None:
        write_output(output, joined)
        return
    try:
        if isinstance(joined, bytes):
            sys.stdout.buffer.write(joined)
        else:
            sys.stdout.write(joined)
        sys.stdout.flush()
    except OSError as error:
        stdout_failed(error)
