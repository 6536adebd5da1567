"""The ``stablehlo-translate`` command: a thin click layer over the library (click is
imported only when a command line needs it: :mod:`command_line`).

Every problem in the input is printed as ``FILE:LINE:COL: error: ...`` on
stderr and makes the exit code 1; with ``-split-input-file`` the other chunks
still run. A bug in this tool prints ``internal error:`` and exits 2.
"""
from __future__ import annotations

import os
import re
import sys
from typing import Any

from .command_line import (FLOAT, INT, TEXT, Opt, echo, recognize, resume_collector, run_standalone,
                           start_process)
from ..limits import LIMITS, Limits

_MAX_DEPTH = 1024
"""The deepest --max-depth accepted: each level takes a few dozen Python frames."""

SPLIT_MARKER = r"^[ \t]*// -----"
"""A line starting a chunk of ``-split-input-file`` (compiled on first use, not at start-up)."""
BYTECODE_MAGIC = b"ML\xefR"
"""The first bytes of MLIR bytecode, portable artifacts included (vhlo.portable.is_artifact),
checked without importing the artifact reader."""
ARGS_NOT_ARRAY = "expectected array attribute string for args, i.e. --args=[dense<1> : tensor<2xi32>, ...]"
ARGS_NOT_DENSE = "expected dense elements attribute for args elements, i.e. --args=[dense<1> : tensor<2xi32>, ...]"


class Chunk:
    """One program of the input: its text and the number of lines before it in the file;
    ``module``: the program already read (a portable artifact; ``text`` is then empty);
    ``export``: the saved JAX export it came from (dialects.jax_export.Export), if any.
    A plain class: cheaper to define at start-up than a NamedTuple."""

    __slots__ = ("text", "line_offset", "module", "export")

    def __init__(self, text: str | bytes, line_offset: int, module: Any = None, export: Any = None):
        self.text, self.line_offset, self.module, self.export = text, line_offset, module, export

    def __repr__(self) -> str:
        return f"Chunk(line_offset={self.line_offset}, {len(self.text)} characters)"


def split_input(text: str, split: bool) -> list[Chunk]:
    """The ``// -----`` separated chunks of ``text``, each with its first line's offset in the file."""
    if not split:
        return [Chunk(text, 0)]
    chunks, start, line = [], 0, 0
    for marker in re.finditer(SPLIT_MARKER, text, re.MULTILINE):
        chunks.append(Chunk(text[start:marker.start()], line))
        line += text.count("\n", start, marker.start())
        end = text.find("\n", marker.end())
        start = len(text) if end < 0 else end + 1
        line += 1
    chunks.append(Chunk(text[start:], line))
    return chunks


class UsageError(Exception):
    """Bad command-line input (not located in the program text)."""


def load_args(spec: str | None) -> list[Any]:
    """``--args``: an MLIR array of dense literals, or comma-separated .npy/.npz paths."""
    if spec is None:
        return []
    spec = spec.strip()
    paths = [p.strip() for p in spec.split(",")] if spec else []
    if paths and all(p.endswith((".npy", ".npz")) for p in paths):
        return _load_numpy_files(paths)
    if not spec.startswith("["):
        raise UsageError(ARGS_NOT_ARRAY)
    from ..ir.attributes import DenseElementsAttr
    from ..text.parser import parse_attribute

    attr = parse_attribute(spec, filename="<args>")
    if not isinstance(attr, tuple):
        raise UsageError(ARGS_NOT_ARRAY)
    if not all(isinstance(a, DenseElementsAttr) for a in attr):
        raise UsageError(ARGS_NOT_DENSE)
    return [a.array for a in attr]


def _load_numpy_files(paths: list[str]) -> list[Any]:
    """The arrays of .npy files and .npz archives (in the order they were saved), in native
    byte order; a file numpy cannot read, or a dtype with no StableHLO element type, is an error."""
    import zipfile

    import numpy as np

    from ..ir.types import UnsupportedTypeError, element_type_name

    arrays: list[Any] = []
    for path in paths:
        try:
            loaded = np.load(path, allow_pickle=False)
            if isinstance(loaded, np.ndarray):
                found = [loaded]
            else:
                with loaded:
                    found = [loaded[key] for key in loaded.files]
        except (OSError, ValueError, EOFError, zipfile.BadZipFile) as error:
            raise UsageError(f"cannot read --args file {path}: {error}") from None
        for array in found:
            if not array.dtype.isnative:
                array = array.astype(array.dtype.newbyteorder("="))
            try:
                element_type_name(array.dtype)
            except UnsupportedTypeError as error:
                raise UsageError(f"cannot use --args file {path}: {error}") from None
            arrays.append(array)
    return arrays


class Options:
    """What one run of the command does to each chunk: ``mode`` "interpret", "verify" or "infer";
    ``trace``: the interpreter's trace callback (--trace, --trace-out); ``results``: collects
    (function, values, types) of every run for --results-out; ``platform``: the one a saved JAX
    export runs for."""

    __slots__ = ("mode", "args", "dense", "probe_dir", "verify", "verify_diagnostics", "allow_unregistered",
                 "generic", "trace", "results", "chlo_direct", "platform")

    def __init__(self, mode: str, args: tuple = (), dense: bool = False, probe_dir: str | None = None,
                 verify: bool = True, verify_diagnostics: bool = False, allow_unregistered: bool = False,
                 generic: bool = False, trace: Any = None, results: list | None = None, chlo_direct: bool = False,
                 platform: str = "cpu"):
        self.mode, self.args, self.dense, self.probe_dir, self.verify = mode, args, dense, probe_dir, verify
        self.verify_diagnostics, self.allow_unregistered, self.generic = verify_diagnostics, allow_unregistered, generic
        self.trace, self.results, self.chlo_direct, self.platform = trace, results, chlo_direct, platform


def run_chunk(chunk: Chunk, filename: str, options: Options) -> tuple[int, str]:
    """Runs one chunk; returns an exit status and what it prints on stdout
    (``interpreter.print`` output has gone to stdout already)."""
    return run_guarded(_run_chunk, chunk, filename, options)


def run_guarded(run: Any, chunk: Chunk, filename: str, *args: Any) -> tuple[int, Any]:
    """``run(chunk, filename, *args)``: a Diagnostic it raises is printed (status 1), an
    internal error or any other exception is printed as ``internal error:`` (status 2)."""
    from ..diagnostics import Diagnostic
    from ..interpreter.executor import InternalError

    try:
        return run(chunk, filename, *args)
    except Diagnostic as diagnostic:
        echo(diagnostic.render(), err=True)
        return 1, ""
    except InternalError as error:
        echo(f"{error.loc}: internal error: {error}", err=True)
        return 2, ""
    except BrokenPipeError:
        raise
    except Exception as error:  # noqa: BLE001 - a bug in this tool, never a traceback
        echo(f"{filename}:{chunk.line_offset + 1}:1: internal error: {type(error).__name__}: {error}", err=True)
        return 2, ""


def report_diagnostics(chunk: Chunk, filename: str, diagnostics: list, verify_diagnostics: bool) -> int | None:
    """Prints ``diagnostics`` (or, with ``-verify-diagnostics``, checks them against the chunk's
    ``expected-*`` annotations); returns the chunk's exit status when it stops here, else None
    (no diagnostics, or only warnings: the output follows)."""
    from ..diagnostics import is_failure

    if verify_diagnostics:
        from .expectations import check_diagnostics

        ok, report = check_diagnostics(chunk.text, filename, diagnostics, chunk.line_offset)
        echo(report, err=True, nl=False)
        if not ok or is_failure(diagnostics):
            return 0 if ok else 1
    elif diagnostics:
        for diagnostic in diagnostics:
            echo(diagnostic.render(), err=True)
        if is_failure(diagnostics):
            return 1
    return None


def _run_chunk(chunk: Chunk, filename: str, options: Options) -> tuple[int, str]:
    from ..diagnostics import ParseError
    from ..text.parser import parse_module
    from ..verification.verifier import verify_module

    try:
        module = chunk.module or parse_module(chunk.text, filename, line_offset=chunk.line_offset)
        diagnostics = (verify_module(module, allow_unregistered=options.allow_unregistered)
                       if options.verify else [])
    except ParseError as error:
        module, diagnostics = None, error.expand()
    if options.mode == "infer" and not diagnostics:
        from ..verification.inference import argument_types, infer_module

        arg_types = argument_types(module, options.args) if options.args else None
        module = infer_module(module, arg_types, diagnostics)
    status = report_diagnostics(chunk, filename, diagnostics, options.verify_diagnostics)
    if status is not None:
        return status, ""
    if options.mode in ("verify", "infer"):
        from ..printing.module_printer import print_module

        return 0, print_module(module, generic=options.generic)
    from ..interpreter.executor import interpret_module
    from ..printing.results import format_results

    resume_collector()
    args, tokens = options.args, 0
    if chunk.export is not None:  # arguments as exp.call takes them; results without effect tokens
        from ..dialects.jax_export import call_arguments

        args, tokens = call_arguments(chunk.export, list(args), options.platform, filename)
    runs = interpret_module(module, args, probe_dir=options.probe_dir, trace=options.trace,
                            chlo_direct=options.chlo_direct)
    if tokens:
        runs = [(name, values[tokens:], types[tokens:]) for name, values, types in runs]
    if options.results is not None:
        options.results.append(runs)
    return 0, "".join(format_results(name, values, types, dense=options.dense) for name, values, types in runs)


def write_output(path: str, text: str | bytes) -> None:
    """Writes ``-o`` ``path`` through a temporary file and a rename, so that a reader never sees
    half a file; a path that is no regular file (/dev/null, a pipe, a symbolic link such as
    /dev/stdout) is written in place. A file that cannot be written is reported as MLIR's
    tools report it, and the exit status is 1."""
    import stat
    import tempfile

    mode = "wb" if isinstance(text, bytes) else "w"
    try:
        try:
            regular = stat.S_ISREG(os.lstat(path).st_mode)
        except FileNotFoundError:
            regular = True
        if not regular:
            with open(path, mode) as handle:
                handle.write(text)
            return
        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(os.path.abspath(path)), prefix=".stablehlo-translate-")
        try:
            with os.fdopen(fd, mode) as handle:
                handle.write(text)
            os.replace(tmp, path)
        except BaseException:
            os.unlink(tmp)
            raise
    except OSError as error:
        echo(f"error: cannot open output file '{path}': {error.strerror or error}", err=True)
        sys.exit(1)


def stdout_failed(error: OSError) -> None:
    """After a failed write to stdout: returns when the reader went away (e.g. ``| head``: the
    command stops quietly, like other filters); any other failure (a full disk) is an error
    and exit 1. Either way stdout then points at /dev/null: Python's flush at exit finds
    nothing to complain about."""
    os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    if not isinstance(error, BrokenPipeError):
        echo(f"error: cannot write the output: {error.strerror or error}", err=True)
        sys.exit(1)


VERIFY_DIAGNOSTICS = Opt(("-verify-diagnostics", "--verify-diagnostics"), "verify_diagnostics",
                         "Check the diagnostics against the '// expected-error {{...}}' annotations of the input.")
ALLOW_UNREGISTERED = Opt(("-allow-unregistered-dialect", "--allow-unregistered-dialect"), "allow_unregistered",
                         "Accept ops of dialects this tool does not know (generic form).")
"""Options stablehlo-opt shares."""
OPTIONS = (
    Opt(("--interpret",), "interpret", "Interpret the entry function (@main, or the only function)."),
    Opt(("--verify",), "verify_only", "Verify the program against the spec's constraints and print it back."),
    Opt(("--infer",), "infer", "Print the module with every result type refined by shape inference "
                               "(--args gives the entry's argument types)."),
    Opt(("-split-input-file", "--split-input-file"), "split",
        "Treat each '// -----' separated chunk as its own program."),
    VERIFY_DIAGNOSTICS,
    ALLOW_UNREGISTERED,
    Opt(("--no-verify",), "no_verify", "Interpret without verifying the program first."),
    Opt(("--print-generic", "-mlir-print-op-generic", "--mlir-print-op-generic"), "generic",
        "With --verify or --infer: print every op in the generic form."),
    Opt(("--args",), "args_spec", "Entry arguments: '[dense<1> : tensor<2xi32>, ...]' or comma-separated "
                                  ".npy/.npz files.", TEXT, metavar="ARGS"),
    Opt(("--interpreter-print-dense",), "dense", "Print results as dense<...> : tensor<...> literals."),
    Opt(("--probe-output-dir",), "probe_dir",
        "Save the values of interpreter.probe ops in DIR (probe<N>.npy and index.csv).", TEXT, metavar="DIR"),
    Opt(("--chlo-direct",), "chlo_direct",
        "Interpret CHLO ops with their direct evaluators instead of upstream's StableHLO "
        "decompositions (faster; results may differ from upstream's in the last bits)."),
    Opt(("-o",), "output", "Write the output to FILE instead of stdout.", TEXT, metavar="FILE"),
    Opt(("--results-out",), "results_out",
        "Also save the results as FILE.npz (result0, result1, ...) or FILE.npy (a single result).", TEXT,
        metavar="FILE"),
    Opt(("--trace",), "trace", "Print every executed op's results to stderr, in execution order."),
    Opt(("--trace-out",), "trace_out", "Save every executed op's results in DIR (trace<N>.npy, index.csv).",
        TEXT, metavar="DIR"),
    Opt(("--trace-ops",), "trace_ops", "Trace only ops of these comma-separated names (e.g. add,while).", TEXT,
        metavar="NAMES"),
    Opt(("--serialize",), "serialize", "Write the program as a portable artifact (VHLO bytecode)."),
    Opt(("--deserialize",), "deserialize", "Print the StableHLO program of a portable artifact."),
    Opt(("--target",), "target", "With --serialize: the StableHLO version to target.", TEXT,
        metavar="X.Y.Z|current"),
    Opt(("--strip-debuginfo", "-strip-debuginfo"), "strip_debuginfo",
        "With --serialize: write every location as unknown."),
    Opt(("--allow-other-dialects", "-allow-other-dialects"), "allow_other_dialects",
        "With --serialize: keep ops of other dialects (check, interpreter, ...) as they are."),
    Opt(("--platform",), "platform", "With a saved JAX export: the platform it runs for (its platform index "
                                     "argument; default: cpu).", TEXT, metavar="NAME"),
    Opt(("--print-export-metadata",), "print_export_metadata",
        "With --deserialize of a saved JAX export: print its shapes, dtypes, shardings, platforms, calling "
        "convention and effects first."),
    Opt(("--print-stablehlo-version",), "print_version",
        "With --deserialize: print the artifact's StableHLO version first; alone: the current one."),
    Opt(("--max-tensor-bytes",), "max_tensor_bytes", "Largest tensor a literal or an op may produce.", INT,
        Limits.max_tensor_bytes, low=0, show_default=True),
    Opt(("--max-iterations",), "max_iterations", "Most iterations of one while loop (default: unbounded).",
        INT, low=0),
    Opt(("--max-depth",), "max_depth", "Deepest nesting of function calls and regions (recursion included).",
        INT, Limits.max_depth, low=1, high=_MAX_DEPTH, show_default=True),
    Opt(("--timeout",), "timeout", "Time limit of each run (each chunk with -split-input-file).", FLOAT,
        metavar="SECONDS", low=0),
    Opt(("--fast-math",), "fast_math",
        "Sum dot_general/convolution floats with BLAS: faster, last bits may differ from the reference."),
)
"""The command's options, in --help order (the click command is built from them when needed)."""
MODES = ("interpret", "verify_only", "infer", "serialize", "deserialize")


def main(argv: list[str] | None = None) -> None:
    """The ``stablehlo-translate`` command (``argv``: default ``sys.argv[1:]``, and the process
    then ends without Python's teardown: :func:`command_line.exit_now`). A plain command line
    runs without click; ``--help``, ``--version``, usage errors and anything unusual go
    through the click command built from :data:`OPTIONS`."""
    entry, argv = argv is None, sys.argv[1:] if argv is None else list(argv)
    if entry:
        start_process()
    params = recognize(OPTIONS, argv, "input_file", "-")
    modes = 0 if params is None else sum(params[mode] for mode in MODES)
    if params is None or not (modes == 1 or (modes == 0 and params["print_version"])):
        command().main(argv)
    else:
        run_standalone(translate, params, teardown=not entry)


def command() -> Any:
    """The click command of :data:`OPTIONS` (for --help, usage errors, ``click.testing``)."""
    import click

    run = click.version_option(None, "--version", package_name="stablehlo-translate",
                               prog_name="stablehlo-translate")(translate)
    for opt in reversed(OPTIONS):
        run = opt.click_decorator()(run)
    run = click.argument("input_file", default="-", metavar="FILE")(run)
    return click.command("main", context_settings={"help_option_names": ["-h", "--help"]})(run)


def translate(input_file: str, interpret: bool, verify_only: bool, infer: bool, split: bool,
              verify_diagnostics: bool, allow_unregistered: bool, no_verify: bool, generic: bool,
              args_spec: str | None, dense: bool, probe_dir: str | None, output: str | None,
              results_out: str | None, trace: bool, trace_out: str | None, trace_ops: str | None,
              max_tensor_bytes: int, max_iterations: int | None, max_depth: int, timeout: float | None,
              chlo_direct: bool, serialize: bool, deserialize: bool, target: str | None, strip_debuginfo: bool,
              allow_other_dialects: bool, platform: str | None, print_export_metadata: bool, print_version: bool,
              fast_math: bool) -> None:
    """Parse, verify and interpret StableHLO programs (MLIR text or portable artifacts), and
    convert between text and artifacts. FILE '-' reads stdin."""
    if print_version and not (interpret or verify_only or infer or serialize or deserialize):
        from .artifacts import current_version_text

        echo(current_version_text(), nl=False)
        return
    if interpret + verify_only + infer + serialize + deserialize != 1:
        import click

        raise click.UsageError("choose one mode: --interpret, --verify, --infer, --serialize or --deserialize")
    LIMITS.max_tensor_bytes, LIMITS.max_iterations = max_tensor_bytes, max_iterations
    LIMITS.max_depth, LIMITS.timeout = max_depth, timeout
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 40 * max_depth + 1000))
    from ..diagnostics import Diagnostic
    from ..interpreter.element import set_fast_math

    set_fast_math(fast_math)

    filename = "<stdin>" if input_file == "-" else input_file
    if serialize or deserialize:
        from .artifacts import ArtifactOptions

        _portable(input_file, filename, output, serialize, not no_verify, generic,
                  ArtifactOptions(target, strip_debuginfo, allow_other_dialects, print_version, print_export_metadata))
    try:
        data = read_bytes(input_file)
        args = load_args(args_spec)
        trace_fn = _tracer(trace, trace_out, trace_ops)
        if results_out is not None and not results_out.endswith((".npz", ".npy")):
            raise UsageError(f"--results-out {results_out}: the file name must end in .npz or .npy")
    except UsageError as error:
        echo(f"error: {error}", err=True)
        sys.exit(1)
    except Diagnostic as diagnostic:
        echo(diagnostic.render(), err=True)
        sys.exit(1)
    except MemoryError:
        echo("error: not enough memory for the --args arrays", err=True)
        sys.exit(1)
    options = Options(mode="interpret" if interpret else "infer" if infer else "verify", args=tuple(args), dense=dense,
                      probe_dir=probe_dir, verify=not no_verify or verify_diagnostics,
                      verify_diagnostics=verify_diagnostics, allow_unregistered=allow_unregistered,
                      generic=generic, trace=trace_fn, results=[] if results_out else None,
                      chlo_direct=chlo_direct, platform=platform or "cpu")
    written: list[str] = []
    status = 0
    chunks = _or_exit(filename, lambda: _chunks(data, filename, split))
    try:
        for index, chunk in enumerate(chunks):
            chunk_status, printed = run_chunk(chunk, filename, options)
            status = max(status, chunk_status)
            if options.mode != "interpret" and split and index and printed:
                printed = "// -----\n" + printed
            if output is None:
                sys.stdout.write(printed)
                sys.stdout.flush()
            else:
                written.append(printed)
    except OSError as error:
        stdout_failed(error)
        sys.exit(status)
    if output is not None:
        write_output(output, "".join(written))
    if results_out is not None and status == 0:
        status = _save_results(results_out, options.results)
    sys.exit(status)


def _tracer(trace: bool, trace_out: str | None, trace_ops: str | None) -> Any:
    """The interpreter's trace callback for --trace / --trace-out / --trace-ops (None: no tracing)."""
    if trace_ops is not None and not (trace or trace_out):
        raise UsageError("--trace-ops needs --trace or --trace-out")
    if not (trace or trace_out):
        return None
    from ..interpreter.tracing import DirectoryTrace, TextTrace, op_filter

    ops = op_filter(trace_ops)
    tracers = [TextTrace(sys.stderr, ops)] if trace else []
    if trace_out:
        try:
            tracers.append(DirectoryTrace(trace_out, ops))
        except OSError as error:
            raise UsageError(f"cannot write the trace to {trace_out}: {error.strerror or error}") from None
    if len(tracers) == 1:
        return tracers[0]

    def trace_all(op: Any, values: Any) -> None:
        for tracer in tracers:
            tracer(op, values)

    return trace_all


def _save_results(path: str, runs: list) -> int:
    """--results-out: every result of the run as ``result<i>`` (``<function>.result<i>`` when
    several functions ran, ``chunk<k>.`` before that with several chunks); tokens are left out
    and not counted, as ``--args`` takes none; returns the exit status."""
    import numpy as np

    from ..interpreter.npy_files import save_atomically
    from ..optable import TokenValue

    arrays: dict[str, Any] = {}
    functions = sum(len(chunk) for chunk in runs)
    for k, chunk in enumerate(runs):
        for name, values, _ in chunk:
            prefix = (f"chunk{k}." if len(runs) > 1 else "") + (f"{name}." if functions > 1 else "")
            kept = [(i, value) for i, value in enumerate(values) if not isinstance(value, TokenValue)]
            for k, (i, value) in enumerate(kept):
                if not isinstance(value, np.ndarray):
                    echo(f"error: --results-out: result #{i} of @{name} is not a tensor", err=True)
                    return 1
                arrays[f"{prefix}result{k}"] = value
    if path.endswith(".npy") and len(arrays) != 1:
        echo(f"error: --results-out {path}: a .npy file holds one result, the run produced "
             f"{len(arrays)}: use .npz", err=True)
        return 1
    try:
        save_atomically(path, next(iter(arrays.values())) if path.endswith(".npy") else arrays)
    except OSError as error:
        echo(f"error: cannot write --results-out {path}: {error.strerror or error}", err=True)
        return 1
    return 0


def read_bytes(path: str) -> bytes:
    """The contents of ``path`` (``-``: stdin); an unreadable file is a UsageError."""
    try:
        if path == "-":
            return sys.stdin.buffer.read()
        with open(path, "rb") as handle:  # not pathlib: its import costs more than a small run
            return handle.read()
    except OSError as error:
        raise UsageError(f"cannot read {path}: {error.strerror}") from None


def _chunks(data: bytes, filename: str, split: bool) -> list[Chunk]:
    """The programs of the input: an artifact is one (``-split-input-file`` means nothing for
    it), text is split at ``// -----`` when asked."""
    from ..diagnostics import decode_text

    if data.startswith(BYTECODE_MAGIC):
        from ..vhlo.portable import deserialize

        return [Chunk("", 0, deserialize(data, filename))]
    if BYTECODE_MAGIC in data:  # never in UTF-8 text: a saved JAX export holds an artifact
        from ..dialects.jax_export import read_export_module

        export, module = read_export_module(data, filename)
        return [Chunk("", 0, module, export)]
    return split_input(decode_text(data, filename), split)


def _or_exit(filename: str, work: Any) -> Any:
    """``work()``; or its error printed and the exit: 1 for bad input, 2 for a bug in this tool."""
    from ..diagnostics import Diagnostic

    try:
        return work()
    except UsageError as error:
        echo(f"error: {error}", err=True)
    except Diagnostic as diagnostic:
        for each in diagnostic.expand():
            echo(each.render(), err=True)
    except Exception as error:  # noqa: BLE001 - a bug in this tool, never a traceback
        echo(f"{filename}: internal error: {type(error).__name__}: {error}", err=True)
        sys.exit(2)
    sys.exit(1)


def _portable(input_file: str, filename: str, output: str | None, serialize: bool, verify: bool, generic: bool,
              options: Any) -> None:
    """``--serialize`` / ``--deserialize``: one program in, one out; exits. The conversions
    make a module per step: the garbage collector runs."""
    from .artifacts import deserialize_input, serialize_input

    resume_collector()
    data = _or_exit(filename, lambda: read_bytes(input_file))
    if serialize:
        out = _or_exit(filename, lambda: serialize_input(data, filename, options, verify))
    else:
        out = _or_exit(filename, lambda: deserialize_input(data, filename, options, generic).encode())
    if output is None:
        try:
            sys.stdout.buffer.write(out)
            sys.stdout.flush()
        except OSError as error:
            stdout_failed(error)
    else:
        write_output(output, out)
    sys.exit(0)
