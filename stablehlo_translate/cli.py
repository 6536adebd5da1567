"""The ``stablehlo-translate`` command: a thin click layer over the library.

Every problem in the input is printed as ``FILE:LINE:COL: error: ...`` on
stderr and makes the exit code 1; with ``-split-input-file`` the other chunks
still run. A bug in this tool prints ``internal error:`` and exits 2.
"""
from __future__ import annotations

import os
import re
import sys
from typing import Any, NamedTuple

import click

from .limits import LIMITS, Limits

_MAX_DEPTH = 1024
"""The deepest --max-depth accepted: each level takes a few dozen Python frames."""

SPLIT_MARKER = re.compile(r"^[ \t]*// -----", re.MULTILINE)
ARGS_NOT_ARRAY = "expectected array attribute string for args, i.e. --args=[dense<1> : tensor<2xi32>, ...]"
ARGS_NOT_DENSE = "expected dense elements attribute for args elements, i.e. --args=[dense<1> : tensor<2xi32>, ...]"


class Chunk(NamedTuple):
    text: str
    line_offset: int
    module: Any = None
    """The program already read (a portable artifact); ``text`` is then empty."""


def split_input(text: str, split: bool) -> list[Chunk]:
    """The ``// -----`` separated chunks of ``text``, each with its first line's offset in the file."""
    if not split:
        return [Chunk(text, 0)]
    chunks, start, line = [], 0, 0
    for marker in SPLIT_MARKER.finditer(text):
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
    from .attributes import DenseElementsAttr
    from .parser import parse_attribute

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

    from .types import UnsupportedTypeError, element_type_name

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


class Options(NamedTuple):
    """What one run of the command does to each chunk."""

    mode: str  # "interpret", "verify" or "infer"
    args: tuple = ()
    dense: bool = False
    probe_dir: str | None = None
    verify: bool = True
    verify_diagnostics: bool = False
    allow_unregistered: bool = False
    generic: bool = False
    trace: Any = None
    """The interpreter's trace callback (--trace, --trace-out)."""
    results: list | None = None
    """Collects (function, values, types) of every run for --results-out."""
    chlo_direct: bool = False


def run_chunk(chunk: Chunk, filename: str, options: Options) -> tuple[int, str]:
    """Runs one chunk; returns an exit status and what it prints on stdout
    (``interpreter.print`` output has gone to stdout already)."""
    return run_guarded(_run_chunk, chunk, filename, options)


def run_guarded(run: Any, chunk: Chunk, filename: str, *args: Any) -> tuple[int, Any]:
    """``run(chunk, filename, *args)``: a Diagnostic it raises is printed (status 1), an
    internal error or any other exception is printed as ``internal error:`` (status 2)."""
    from .diagnostics import Diagnostic
    from .interpreter import InternalError

    try:
        return run(chunk, filename, *args)
    except Diagnostic as diagnostic:
        click.echo(diagnostic.render(), err=True)
        return 1, ""
    except InternalError as error:
        click.echo(f"{error.loc}: internal error: {error}", err=True)
        return 2, ""
    except BrokenPipeError:
        raise
    except Exception as error:  # noqa: BLE001 - a bug in this tool, never a traceback
        click.echo(f"{filename}:{chunk.line_offset + 1}:1: internal error: {type(error).__name__}: {error}",
                   err=True)
        return 2, ""


def report_diagnostics(chunk: Chunk, filename: str, diagnostics: list, verify_diagnostics: bool) -> int | None:
    """Prints ``diagnostics`` (or, with ``-verify-diagnostics``, checks them against the chunk's
    ``expected-*`` annotations); returns the chunk's exit status when it stops here, else None."""
    if verify_diagnostics:
        from .expectations import check_diagnostics

        ok, report = check_diagnostics(chunk.text, filename, diagnostics, chunk.line_offset)
        click.echo(report, err=True, nl=False)
        if not ok or diagnostics:
            return 0 if ok else 1
    elif diagnostics:
        for diagnostic in diagnostics:
            click.echo(diagnostic.render(), err=True)
        return 1
    return None


def _run_chunk(chunk: Chunk, filename: str, options: Options) -> tuple[int, str]:
    from .diagnostics import ParseError
    from .parser import parse_module
    from .verifier import verify_module

    try:
        module = chunk.module or parse_module(chunk.text, filename, line_offset=chunk.line_offset)
        diagnostics = (verify_module(module, allow_unregistered=options.allow_unregistered)
                       if options.verify else [])
    except ParseError as error:
        module, diagnostics = None, error.expand()
    if options.mode == "infer" and not diagnostics:
        from .inference import argument_types, infer_module

        arg_types = argument_types(module, options.args) if options.args else None
        module = infer_module(module, arg_types, diagnostics)
    status = report_diagnostics(chunk, filename, diagnostics, options.verify_diagnostics)
    if status is not None:
        return status, ""
    if options.mode in ("verify", "infer"):
        from .module_printer import print_module

        return 0, print_module(module, generic=options.generic)
    from .interpreter import interpret_module
    from .printer import format_results

    runs = interpret_module(module, options.args, probe_dir=options.probe_dir, trace=options.trace,
                            chlo_direct=options.chlo_direct)
    if options.results is not None:
        options.results.append(runs)
    return 0, "".join(format_results(name, values, types, dense=options.dense) for name, values, types in runs)


def _write_atomically(path: str, text: str | bytes) -> None:
    """Writes ``path`` through a temporary file and a rename: a reader never sees half a file."""
    import tempfile

    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix=".stablehlo-translate-")
    with os.fdopen(fd, "wb" if isinstance(text, bytes) else "w") as handle:
        handle.write(text)
    os.replace(tmp, path)


@click.command(context_settings={"help_option_names": ["-h", "--help"]})
@click.argument("input_file", default="-", metavar="FILE")
@click.option("--interpret", is_flag=True, help="Interpret the entry function (@main, or the only function).")
@click.option("--verify", "verify_only", is_flag=True,
              help="Verify the program against the spec's constraints and print it back.")
@click.option("--infer", "infer", is_flag=True,
              help="Print the module with every result type refined by shape inference "
                   "(--args gives the entry's argument types).")
@click.option("-split-input-file", "--split-input-file", "split", is_flag=True,
              help="Treat each '// -----' separated chunk as its own program.")
@click.option("-verify-diagnostics", "--verify-diagnostics", "verify_diagnostics", is_flag=True,
              help="Check the diagnostics against the '// expected-error {{...}}' annotations of the input.")
@click.option("-allow-unregistered-dialect", "--allow-unregistered-dialect", "allow_unregistered",
              is_flag=True, help="Accept ops of dialects this tool does not know (generic form).")
@click.option("--no-verify", is_flag=True, help="Interpret without verifying the program first.")
@click.option("--print-generic", "-mlir-print-op-generic", "--mlir-print-op-generic", "generic", is_flag=True,
              help="With --verify or --infer: print every op in the generic form.")
@click.option("--args", "args_spec", metavar="ARGS",
              help="Entry arguments: '[dense<1> : tensor<2xi32>, ...]' or comma-separated .npy/.npz files.")
@click.option("--interpreter-print-dense", "dense", is_flag=True,
              help="Print results as dense<...> : tensor<...> literals.")
@click.option("--probe-output-dir", "probe_dir", metavar="DIR",
              help="Save the values of interpreter.probe ops in DIR (probe<N>.npy and index.csv).")
@click.option("--chlo-direct", is_flag=True,
              help="Interpret CHLO ops with their direct evaluators instead of upstream's StableHLO "
                   "decompositions (faster; results may differ from upstream's in the last bits).")
@click.option("-o", "output", metavar="FILE", help="Write the output to FILE instead of stdout.")
@click.option("--results-out", metavar="FILE",
              help="Also save the results as FILE.npz (result0, result1, ...) or FILE.npy (a single result).")
@click.option("--trace", is_flag=True, help="Print every executed op's results to stderr, in execution order.")
@click.option("--trace-out", metavar="DIR", help="Save every executed op's results in DIR (trace<N>.npy, index.csv).")
@click.option("--trace-ops", metavar="NAMES", help="Trace only ops of these comma-separated names (e.g. add,while).")
@click.option("--serialize", is_flag=True, help="Write the program as a portable artifact (VHLO bytecode).")
@click.option("--deserialize", is_flag=True, help="Print the StableHLO program of a portable artifact.")
@click.option("--target", metavar="X.Y.Z|current", help="With --serialize: the StableHLO version to target.")
@click.option("--strip-debuginfo", "-strip-debuginfo", "strip_debuginfo", is_flag=True,
              help="With --serialize: write every location as unknown.")
@click.option("--allow-other-dialects", "-allow-other-dialects", "allow_other_dialects", is_flag=True,
              help="With --serialize: keep ops of other dialects (check, interpreter, ...) as they are.")
@click.option("--print-stablehlo-version", "print_version", is_flag=True,
              help="With --deserialize: print the artifact's StableHLO version first; alone: the current one.")
@click.option("--max-tensor-bytes", type=click.IntRange(min=0), default=Limits.max_tensor_bytes,
              show_default=True, help="Largest tensor a literal or an op may produce.")
@click.option("--max-iterations", type=click.IntRange(min=0), default=None,
              help="Most iterations of one while loop (default: unbounded).")
@click.option("--max-depth", type=click.IntRange(min=1, max=_MAX_DEPTH), default=Limits.max_depth,
              show_default=True, help="Deepest nesting of function calls and regions (recursion included).")
@click.option("--timeout", type=click.FloatRange(min=0), default=None, metavar="SECONDS",
              help="Time limit of each run (each chunk with -split-input-file).")
@click.option("--fast-math", is_flag=True,
              help="Sum dot_general/convolution floats with BLAS: faster, last bits may differ from the reference.")
@click.version_option(None, "--version", package_name="stablehlo-translate", prog_name="stablehlo-translate")
def main(input_file: str, interpret: bool, verify_only: bool, infer: bool, split: bool, verify_diagnostics: bool,
         allow_unregistered: bool, no_verify: bool, generic: bool, args_spec: str | None, dense: bool,
         probe_dir: str | None, output: str | None, results_out: str | None, trace: bool, trace_out: str | None,
         trace_ops: str | None, max_tensor_bytes: int, max_iterations: int | None, max_depth: int,
         timeout: float | None, chlo_direct: bool, serialize: bool, deserialize: bool, target: str | None,
         strip_debuginfo: bool, allow_other_dialects: bool, print_version: bool, fast_math: bool) -> None:
    """Parse, verify and interpret StableHLO programs (MLIR text or portable artifacts), and
    convert between text and artifacts. FILE '-' reads stdin."""
    if print_version and not (interpret or verify_only or infer or serialize or deserialize):
        from .artifact_cli import current_version_text

        click.echo(current_version_text(), nl=False)
        return
    if interpret + verify_only + infer + serialize + deserialize != 1:
        raise click.UsageError("choose one mode: --interpret, --verify, --infer, --serialize or --deserialize")
    LIMITS.max_tensor_bytes, LIMITS.max_iterations = max_tensor_bytes, max_iterations
    LIMITS.max_depth, LIMITS.timeout = max_depth, timeout
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 40 * max_depth + 1000))
    from .diagnostics import Diagnostic
    from .element import set_fast_math

    set_fast_math(fast_math)

    filename = "<stdin>" if input_file == "-" else input_file
    if serialize or deserialize:
        from .artifact_cli import ArtifactOptions

        _portable(input_file, filename, output, serialize, not no_verify, generic,
                  ArtifactOptions(target, strip_debuginfo, allow_other_dialects, print_version))
    try:
        data = read_bytes(input_file)
        args = load_args(args_spec)
        trace_fn = _tracer(trace, trace_out, trace_ops)
        if results_out is not None and not results_out.endswith((".npz", ".npy")):
            raise UsageError(f"--results-out {results_out}: the file name must end in .npz or .npy")
    except UsageError as error:
        click.echo(f"error: {error}", err=True)
        sys.exit(1)
    except Diagnostic as diagnostic:
        click.echo(diagnostic.render(), err=True)
        sys.exit(1)
    except MemoryError:
        click.echo("error: not enough memory for the --args arrays", err=True)
        sys.exit(1)
    options = Options(mode="interpret" if interpret else "infer" if infer else "verify", args=tuple(args), dense=dense,
                      probe_dir=probe_dir, verify=not no_verify or verify_diagnostics,
                      verify_diagnostics=verify_diagnostics, allow_unregistered=allow_unregistered,
                      generic=generic, trace=trace_fn, results=[] if results_out else None,
                      chlo_direct=chlo_direct)
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
    except BrokenPipeError:  # the reader went away (e.g. `| head`): stop quietly, like other filters
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        sys.exit(status)
    if output is not None:
        _write_atomically(output, "".join(written))
    if results_out is not None and status == 0:
        status = _save_results(results_out, options.results)
    sys.exit(status)


def _tracer(trace: bool, trace_out: str | None, trace_ops: str | None) -> Any:
    """The interpreter's trace callback for --trace / --trace-out / --trace-ops (None: no tracing)."""
    if trace_ops is not None and not (trace or trace_out):
        raise UsageError("--trace-ops needs --trace or --trace-out")
    if not (trace or trace_out):
        return None
    from .tracing import DirectoryTrace, TextTrace, op_filter

    ops = op_filter(trace_ops)
    tracers = [TextTrace(sys.stderr, ops)] if trace else []
    if trace_out:
        try:
            tracers.append(DirectoryTrace(trace_out, ops))
        except OSError as error:
            raise UsageError(f"cannot write the trace to {trace_out}: {error.strerror or error}") from None
    if len(tracers) == 1:
        return tracers[0]
    return lambda op, values: [t(op, values) for t in tracers]


def _save_results(path: str, runs: list) -> int:
    """--results-out: every result of the run as ``result<i>`` (``<function>.result<i>`` when
    several functions ran, ``chunk<k>.`` before that with several chunks); returns the exit status."""
    import numpy as np

    from .npy_files import save_atomically

    arrays: dict[str, Any] = {}
    functions = sum(len(chunk) for chunk in runs)
    for k, chunk in enumerate(runs):
        for name, values, _ in chunk:
            prefix = (f"chunk{k}." if len(runs) > 1 else "") + (f"{name}." if functions > 1 else "")
            for i, value in enumerate(values):
                if not isinstance(value, np.ndarray):
                    click.echo(f"error: --results-out: result #{i} of @{name} is not a tensor", err=True)
                    return 1
                arrays[f"{prefix}result{i}"] = value
    if path.endswith(".npy") and len(arrays) != 1:
        click.echo(f"error: --results-out {path}: a .npy file holds one result, the run produced "
                   f"{len(arrays)}: use .npz", err=True)
        return 1
    try:
        save_atomically(path, next(iter(arrays.values())) if path.endswith(".npy") else arrays)
    except OSError as error:
        click.echo(f"error: cannot write --results-out {path}: {error.strerror or error}", err=True)
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
    from .diagnostics import decode_text
    from .vhlo.portable import deserialize, is_artifact

    if is_artifact(data):
        return [Chunk("", 0, deserialize(data, filename))]
    return split_input(decode_text(data, filename), split)


def _or_exit(filename: str, work: Any) -> Any:
    """``work()``; or its error printed and the exit: 1 for bad input, 2 for a bug in this tool."""
    from .diagnostics import Diagnostic

    try:
        return work()
    except UsageError as error:
        click.echo(f"error: {error}", err=True)
    except Diagnostic as diagnostic:
        for each in diagnostic.expand():
            click.echo(each.render(), err=True)
    except Exception as error:  # noqa: BLE001 - a bug in this tool, never a traceback
        click.echo(f"{filename}: internal error: {type(error).__name__}: {error}", err=True)
        sys.exit(2)
    sys.exit(1)


def _portable(input_file: str, filename: str, output: str | None, serialize: bool, verify: bool, generic: bool,
              options: Any) -> None:
    """``--serialize`` / ``--deserialize``: one program in, one out; exits."""
    from .artifact_cli import deserialize_input, serialize_input

    data = _or_exit(filename, lambda: read_bytes(input_file))
    if serialize:
        out = _or_exit(filename, lambda: serialize_input(data, filename, options, verify))
    else:
        out = _or_exit(filename, lambda: deserialize_input(data, filename, options, generic).encode())
    if output is None:
        try:
            sys.stdout.buffer.write(out)
            sys.stdout.flush()
        except BrokenPipeError:
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    else:
        _write_atomically(output, out)
    sys.exit(0)
