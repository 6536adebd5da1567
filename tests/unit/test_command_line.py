"""The fast command-line recognizer gives exactly click's parse whenever it accepts a command line.

Thousands of generated command lines (every option spelling, values attached and separate,
repeated options, ``--``, ``-``, unknown options, missing and refused values, options after
FILE) go through both; where the recognizer declines, click runs instead, so only its
acceptances need to agree, but it must accept the common forms (else click is back on the path).
"""
from __future__ import annotations

import contextlib
import io
import os
import random

import click
import pytest

from stablehlo_translate.cli import translate as cli, opt as opt_cli
from stablehlo_translate.cli.command_line import FLAG, recognize

VALUES = ["x.npy", "", "-", "--", "-x", "--interpret", "[dense<1> : tensor<i32>]", "0", "1", "-1", "+7", " 5 ",
          "1_0", "128", "1024", "1025", "0x10", "abc", "1.5", "-0.5", "nan", "inf", "1e3", "=", "a=b"]
ODD = ["--bogus", "-x", "-h", "--help", "--version", "--", "-", "-o=out", "-oout", "--interpret=1", "--interpret=",
       "-split", "---interpret", "-=", "--=x", "--trace-ops="]
FILES = ["f.mlir", "g.mlir", "-", "dir/h.mlir"]


def tokens(options) -> list[list[str]]:
    """The pieces a command line is made of: each flag, each value option in both forms, odd ones."""
    pieces: list[list[str]] = [[name] for opt in options if opt.kind == FLAG for name in opt.names]
    for opt in options:
        if opt.kind != FLAG:
            for name in opt.names:
                pieces += [[name, value] for value in VALUES] + [[f"{name}={value}"] for value in VALUES]
                pieces.append([name])  # a missing value when it comes last
    return pieces + [[odd] for odd in ODD] + [[f] for f in FILES]


def click_parse(command: click.Command, argv: list[str]) -> dict | None:
    """click's parameters for ``argv`` (and the passes, for stablehlo-opt), or None when click
    refuses it or stops (--help, --version)."""
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            ctx = command.make_context("prog", list(argv))
    except (click.exceptions.ClickException, click.exceptions.Exit):
        return None
    return ctx.params | ({"passes": ctx.meta["passes"]} if "passes" in ctx.meta else {})


def shown(params: dict) -> dict:
    """Values with their types (5 and 5.0 differ; nan equals nan)."""
    return {name: f"{type(value).__name__} {value!r}" for name, value in params.items()}


def generated(options, count: int, seed: int) -> list[list[str]]:
    rng = random.Random(seed)
    pieces = tokens(options)
    lines = [piece + [file] for piece in pieces for file in ("f.mlir", "-")] + [[file] + piece for piece in pieces
                                                                                   for file in ("f.mlir",)]
    lines.append([])
    for _ in range(count):
        line = [word for _ in range(rng.randint(1, 6)) for word in rng.choice(pieces)]
        if rng.random() < 0.7:
            line.insert(rng.randint(0, len(line)), rng.choice(FILES))
        lines.append(line)
    return lines


@pytest.fixture(autouse=True)
def no_shell_completion(monkeypatch):
    for name in [n for n in os.environ if n.endswith("_COMPLETE")]:
        monkeypatch.delenv(name)


def accepted_as_click_parses(command: click.Command, lines: list[list[str]], recognizer) -> int:
    """How many of ``lines`` ``recognizer`` accepts, each checked against click's parse."""
    accepted = 0
    for argv in lines:
        ours = recognizer(argv)
        if ours is not None:
            theirs = click_parse(command, argv)
            assert theirs is not None, f"accepted what click refuses: {argv}"
            assert shown(ours) == shown(theirs), argv
            accepted += 1
    return accepted


@pytest.mark.parametrize("seed", range(3))
def test_translate_recognizer_agrees_with_click(seed):
    lines = generated(cli.OPTIONS, 3000, seed)
    translate = lambda argv: recognize(cli.OPTIONS, argv, "input_file", "-")  # noqa: E731
    assert accepted_as_click_parses(cli.command(), lines, translate) > 1500


COMMON = [
    ["--interpret", "f.mlir"], ["f.mlir", "--interpret"], ["--interpret", "-split-input-file", "f.mlir"],
    ["--interpret", "--args=[dense<1> : tensor<i32>]", "-"], ["--interpret", "--args", "a.npy,b.npz", "f.mlir"],
    ["--verify", "-verify-diagnostics", "-split-input-file", "f.mlir"], ["--serialize", "f.mlir", "-o", "out"],
    ["--interpret", "--max-depth=1024", "--timeout", "2.5", "--max-iterations", "0", "--", "-f.mlir"],
    ["--infer", "--print-generic", "--args", "-"], ["--interpret"], ["--interpret", "-"], ["--print-stablehlo-version"],
]


PASS_PIECES = [["--inline"], ["-inline"], ["--strip-debuginfo"], ["--vhlo-to-version=target=1.0.0"],
               ["-stablehlo-legalize-composite-to-call=except=a,b"], ["---inline"], ["--inline="], ["-debug-only"]]


@pytest.mark.parametrize("seed", range(2))
def test_opt_recognizer_agrees_with_click(seed):
    rng = random.Random(seed)
    lines = generated(opt_cli.OPTIONS, 2000, seed)
    for argv in lines:
        for _ in range(rng.randint(0, 3)):
            argv.insert(rng.randint(0, len(argv)), *rng.choice(PASS_PIECES))
    assert accepted_as_click_parses(opt_cli.command(), lines, opt_cli.recognized) > 500


@pytest.mark.parametrize("argv", COMMON, ids=" ".join)
def test_common_command_lines_skip_click(argv):
    params = recognize(cli.OPTIONS, argv, "input_file", "-")
    assert params is not None and shown(params) == shown(click_parse(cli.command(), argv))


@pytest.mark.parametrize("argv", [["f.mlir"], ["-split-input-file", "--inline", "-verify-diagnostics", "f.mlir"],
                                  ["--pass-pipeline=builtin.module(inline)", "-"], ["-emit-bytecode", "-o", "x", "f"],
                                  ["-vhlo-to-version=target=1.0.0", "-mlir-print-op-generic", "f.mlir"]], ids=" ".join)
def test_common_opt_command_lines_skip_click(argv):
    params = opt_cli.recognized(argv)
    assert params is not None and shown(params) == shown(click_parse(opt_cli.command(), argv))


@pytest.mark.parametrize("argv", [["--interpret", "--max-depth=0", "f"], ["--interpret", "f", "g"], ["-h"],
                                  ["--interpret", "--args"], ["--interpret=1", "f"], ["-o=x", "--verify"],
                                  ["--interpret", "--bogus", "f"], ["--version"], ["--interpret", "-x"]])
def test_what_click_must_report_is_left_to_click(argv):
    assert recognize(cli.OPTIONS, argv, "input_file", "-") is None


def test_main_leaves_mode_errors_to_click(capsys):
    with pytest.raises(SystemExit) as done:
        cli.main(["--interpret", "--verify", "f.mlir"])
    assert done.value.code == 2 and "Error: choose one mode" in capsys.readouterr().err


def test_collector_paused_for_start_up_only():
    import gc

    from stablehlo_translate.cli.command_line import pause_collector, resume_collector

    assert gc.isenabled()
    try:
        pause_collector()
        assert not gc.isenabled()
        resume_collector()
        assert gc.isenabled()
        gc.disable()  # a collector the caller turned off stays off
        pause_collector()
        resume_collector()
        assert not gc.isenabled()
    finally:
        gc.unfreeze()
        gc.enable()


@pytest.mark.parametrize("preset", [None, "20"])
def test_entry_point_lets_openblas_threads_sleep_unless_the_user_says_otherwise(preset):
    import subprocess
    import sys

    env = {k: v for k, v in os.environ.items() if k != "OPENBLAS_THREAD_TIMEOUT"}
    if preset:
        env["OPENBLAS_THREAD_TIMEOUT"] = preset
    code = ("import gc, os; from stablehlo_translate.cli.command_line import start_process; start_process(); "
            "print(os.environ['OPENBLAS_THREAD_TIMEOUT'], gc.isenabled())")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, check=True)
    assert done.stdout.split() == [preset or "4", "False"]


@pytest.mark.parametrize("text", ["", "a", "a\nb\n", "f.mlir:1:2: error: é ∀", "\x1b[31mred\x1b[0m line"])
@pytest.mark.parametrize("nl", [True, False])
@pytest.mark.parametrize("err", [True, False])
def test_echo_writes_what_click_echo_writes(capsys, text, nl, err):
    from stablehlo_translate.cli.command_line import echo

    click.echo(text, err=err, nl=nl)
    theirs = capsys.readouterr()
    echo(text, err=err, nl=nl)
    assert capsys.readouterr() == theirs


@pytest.mark.parametrize("handler", [False, True])
def test_exit_without_teardown_flushes_and_keeps_atexit_handlers(tmp_path, handler):
    import subprocess
    import sys

    code = ("import atexit, sys\n"
            + ("atexit.register(lambda: print('atexit ran', file=sys.stderr))\n" if handler else "")
            + "class Torn:\n    def __del__(self):\n        sys.stderr.write(' torn down')\n"
            "kept = Torn()\n"
            "from stablehlo_translate.cli.command_line import run_standalone\n"
            "def work():\n    sys.stdout.write('out')\n    sys.stderr.write('err')\n    sys.exit(3)\n"
            "run_standalone(work, {}, teardown=False)\n")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert (done.returncode, done.stdout) == (3, "out")
    assert done.stderr == ("erratexit ran\n torn down" if handler else "err")
