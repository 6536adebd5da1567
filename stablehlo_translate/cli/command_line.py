"""Command lines without importing click on the common path.

A command's options are declared once, as data (:class:`Opt`). The click command is built
from that table only when it is needed (``--help``, ``--version``, a usage error, anything
unusual); importing click and building the command cost more than a small run. The common
command lines (known options, ``--opt value``, ``--opt=value``, one positional FILE or ``-``,
``--``) are read by :func:`recognize`, which gives the same parameter values as click's
parse whenever it accepts a command line (tests/unit/test_command_line.py compares the two),
and declines everything else, which then goes through click, errors and usage included.
"""
from __future__ import annotations

import os
import sys
from typing import Any, Callable

FLAG, TEXT, INT, FLOAT = "flag", "text", "int", "float"
"""Kinds of option: an ``is_flag`` option, a string value, a ``click.IntRange``, a ``click.FloatRange``."""


class Opt:
    """One option: its spellings, the parameter it sets, its kind, default, metavar and help;
    ``low``/``high``: the closed range of an INT or FLOAT option (None: unbounded)."""

    __slots__ = ("names", "dest", "help", "kind", "default", "metavar", "low", "high", "show_default")

    def __init__(self, names: tuple[str, ...], dest: str, help: str, kind: str = FLAG, default: Any = None,
                 metavar: str | None = None, low: float | None = None, high: float | None = None,
                 show_default: bool = False):
        self.names, self.dest, self.help, self.kind, self.default = names, dest, help, kind, default
        self.metavar, self.low, self.high, self.show_default = metavar, low, high, show_default
        if kind == FLAG:
            self.default = False

    def convert(self, value: str) -> Any:
        """The value click gives for ``value`` (the same conversion and range check), or
        :data:`DECLINED` where click reports an error."""
        if self.kind == TEXT:
            return value
        try:
            number = int(value) if self.kind == INT else float(value)
        except ValueError:
            return DECLINED
        if (self.low is not None and number < self.low) or (self.high is not None and number > self.high):
            return DECLINED
        return number

    def click_decorator(self) -> Callable[[Any], Any]:
        """The ``click.option`` this row declares."""
        import click

        attrs: dict[str, Any] = {"help": self.help}
        if self.kind == FLAG:
            attrs["is_flag"] = True
        else:
            if self.metavar is not None:
                attrs["metavar"] = self.metavar
            if self.kind != TEXT:
                attrs["default"] = self.default
                kind = click.IntRange if self.kind == INT else click.FloatRange
                attrs["type"] = kind(min=self.low, max=self.high)
            if self.show_default:
                attrs["show_default"] = True
        return click.option(*self.names, self.dest, **attrs)


DECLINED = object()
"""What :meth:`Opt.convert` returns for a value click would refuse."""


def recognize(options: tuple[Opt, ...], argv: list[str], argument: str, argument_default: str) -> dict | None:
    """The parameters click would parse from ``argv`` (``argument``: the one optional positional
    parameter), or None when ``argv`` is not a plain command line of ``options`` (unknown
    options, ``--help``, a missing or refused value, a flag given a value, two positionals...):
    click then parses it and reports what is wrong."""
    if any(name[:1] == "_" and name.endswith("_COMPLETE") for name in os.environ):
        return None  # a shell asks for completions: click's business
    spellings = {name: opt for opt in options for name in opt.names}
    params = {opt.dest: opt.default for opt in options}
    positionals: list[str] = []
    i, count = 0, len(argv)
    while i < count:
        arg = argv[i]
        i += 1
        if arg == "--":
            positionals.extend(argv[i:])
            break
        if arg[:1] != "-" or arg == "-":
            positionals.append(arg)
            continue
        name, equals, value = arg.partition("=")
        opt = spellings.get(name)
        if opt is None or (equals and (opt.kind == FLAG or len(name) == 2)):
            return None  # click: no such option; a flag given a value; "-o=x" is "-o" "=x"
        if opt.kind == FLAG:
            params[opt.dest] = True
            continue
        if not equals:
            if i == count:
                return None  # click: the option requires an argument
            value = argv[i]
            i += 1
        value = opt.convert(value)
        if value is DECLINED:
            return None
        params[opt.dest] = value
    if len(positionals) > 1:
        return None  # click: an unexpected extra argument
    params[argument] = positionals[0] if positionals else argument_default
    return params


def run_standalone(callback: Callable[..., Any], params: dict, teardown: bool = True) -> None:
    """``callback(**params)`` as click's ``Command.main`` runs a command: exit status 0 when it
    returns, "Aborted!" and 1 on Ctrl-C or end of input, 1 on a broken pipe. Without
    ``teardown`` (the process's own entry point), the process ends through :func:`exit_now`."""
    try:
        callback(**params)
        status: Any = 0
    except SystemExit as done:
        status = done.code
    except (EOFError, KeyboardInterrupt):
        echo("", err=True)
        echo("Aborted!", err=True)
        status = 1
    except OSError as error:
        import errno

        if error.errno != errno.EPIPE:
            raise
        for stream in (sys.stdout, sys.stderr):  # no "Exception ignored" when Python flushes at exit
            try:
                os.dup2(os.open(os.devnull, os.O_WRONLY), stream.fileno())
            except (OSError, ValueError, AttributeError):
                pass
        status = 1
    if not teardown:
        exit_now(status)
    sys.exit(status)


def exit_now(status: Any) -> None:
    """``sys.exit(status)`` without Python's teardown, as mypy ends its runs: freeing every
    module and object (numpy's included) takes as long as a small run. The standard streams
    are flushed first; the commands' files are closed and their threads joined by then. A
    status that is not a number, a stream that cannot be flushed, or an ``atexit`` handler
    someone registered (coverage, say; none of ours) takes the usual way out."""
    import atexit

    if status is None:
        status = 0
    if isinstance(status, int) and not getattr(atexit, "_ncallbacks", lambda: 1)():
        try:
            sys.stdout.flush()
            sys.stderr.flush()
        except (OSError, ValueError, AttributeError):
            sys.exit(status)
        os._exit(status & 0xFF)
    sys.exit(status)


_COLLECTOR_PAUSED = False


def start_process() -> None:
    """What a command does first as the process's entry point, before numpy is imported: the
    collector paused (:func:`pause_collector`), and OpenBLAS (numpy's BLAS) asked to put its
    idle worker threads to sleep at once (``OPENBLAS_THREAD_TIMEOUT=4``, its minimum; a user's
    own setting wins) instead of spinning ~0.1 s after numpy's import, which took 20-35 ms of
    CPU from a small run on 2 cores. The number of threads, hence every result, is unchanged."""
    os.environ.setdefault("OPENBLAS_THREAD_TIMEOUT", "4")
    pause_collector()


def pause_collector() -> None:
    """Turns Python's cyclic garbage collector off for the start of a run: imports (numpy's
    included), reading, parsing and verifying the input make no garbage cycles worth its time
    (~10 ms of collections a run). :func:`resume_collector` turns it back on."""
    global _COLLECTOR_PAUSED
    import gc

    if gc.isenabled():
        gc.disable()
        _COLLECTOR_PAUSED = True


def resume_collector() -> None:
    """Turns the collector back on (if :func:`pause_collector` turned it off) before work that may
    make garbage cycles at every step (interpreting loops); what is alive now is frozen, never
    scanned again."""
    global _COLLECTOR_PAUSED
    import gc

    if _COLLECTOR_PAUSED:
        _COLLECTOR_PAUSED = False
        gc.freeze()
        gc.enable()


def echo(text: str, err: bool = False, nl: bool = True) -> None:
    """``click.echo(text, err=err, nl=nl)``: the text and a newline written and flushed. What
    click changes on the way (ANSI escapes on a stream that is not a terminal, a stream with
    no or an ASCII encoding) still goes through click."""
    stream = sys.stderr if err else sys.stdout
    if stream is None:
        return
    if "\x1b" in text or not _plain_text_stream(stream):
        import click

        click.echo(text, err=err, nl=nl)
        return
    if nl:
        text += "\n"
    if text:
        stream.write(text)
    stream.flush()


def _plain_text_stream(stream: Any) -> bool:
    """A text stream click writes to as it is (its encoding and errors set, not ASCII)."""
    import codecs
    import io

    encoding = getattr(stream, "encoding", None)
    if not isinstance(stream, io.TextIOBase) or encoding is None or getattr(stream, "errors", None) is None:
        return False
    try:
        return codecs.lookup(encoding).name != "ascii"
    except LookupError:
        return True
