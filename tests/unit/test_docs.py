"""The commands in README.md and docs/*.md run as shown (docs/testing.md, "Commands in the docs").

Every ```sh block runs, command by command, in a scratch copy of the checkout (examples/ copied,
tools/ and tests/ linked, the shared suite linked next to it when there is one), pages in
order, so a later command may use what an earlier one wrote. A command exits 0 unless its
comment says ``exits N``; text in double quotes in its comment must appear in its output; a
```text block right after a ```sh block is the exact output of that block's last command.
```python blocks run too. The comment line before a block can mark it
(``<!-- docs-test: KIND[: reason] -->``): ``ci-clone`` (README's install and test commands,
run by .ci/run in a fresh clone), ``needs-suite`` / ``needs-jax`` (skipped without them) or
``illustrative: why`` (not run; kept few). Long campaigns run with the smaller counts of
:data:`SMALLER`.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
SUITE = ROOT.parent / "shared" / "stablehlo-suite"
MARK = re.compile(r"<!-- docs-test: (?P<kind>[a-z-]+)(?:: (?P<reason>.+?))? -->")
KINDS = {"ci-clone", "needs-suite", "needs-jax", "illustrative"}
MAX_ILLUSTRATIVE = 6
TIMEOUT = 600
# Campaigns the docs show at full size, run here with small counts (each must still occur).
SMALLER = {
    "--cases 10000": "--cases 4", "--cases 4000": "--cases 2", "--cases 5000": "--cases 2",
    "--cli-sample 200": "--cli-sample 2", "$(seq 9000 9024)": "9000",
    "for start in 0 5000 10000 15000": "for start in 0",
    "--generated 5400": "--generated 4", "--layers 13,133,1333": "--layers 2", "--repeat 10": "--repeat 1",
    "--sizes small,medium": "--sizes small --only elementwise --no-ref", "--repeat 9": "--repeat 1",
    "nice python tools/op_sweep.py": "nice python tools/op_sweep.py --prefix stablehlo.ab",
}


@dataclass
class Block:
    page: Path
    line: int
    lang: str
    text: str
    kind: str | None = None
    reason: str | None = None
    output: str | None = None  # the ```text block that follows, if any
    end: int = 0  # the index of its closing fence

    def __str__(self) -> str:
        return f"{self.page.relative_to(ROOT)}:{self.line}"


def blocks(page: Path) -> list[Block]:
    """The fenced blocks of ``page`` with their marks and expected outputs."""
    lines = page.read_text().split("\n")
    found: list[Block] = []
    i = 0
    while i < len(lines):
        fence = re.match(r"^```(\w*)\s*$", lines[i])
        if not fence:
            i += 1
            continue
        end = next(j for j in range(i + 1, len(lines)) if lines[j].startswith("```"))
        before = next((lines[j] for j in range(i - 1, -1, -1) if lines[j].strip()), "")
        mark = MARK.fullmatch(before.strip())
        block = Block(page, i + 1, fence.group(1), "\n".join(lines[i + 1:end]) + "\n",
                      mark and mark.group("kind"), mark and mark.group("reason"), end=end)
        previous = found[-1] if found else None
        if (block.lang == "text" and previous is not None and previous.lang == "sh"
                and not "".join(lines[previous.end + 1:i]).strip()):
            previous.output = block.text
        found.append(block)
        i = end + 1
    return found


def commands(text: str) -> list[str]:
    """The complete shell commands of a block (a command may span lines: bash decides)."""
    found, current = [], ""
    for line in text.split("\n"):
        if not current and (not line.strip() or line.lstrip().startswith("#")):
            continue
        current += line + "\n"
        if subprocess.run(["bash", "-n", "-c", current], capture_output=True).returncode == 0:
            found.append(current.rstrip("\n"))
            current = ""
    assert not current, f"incomplete command: {current!r}"
    return found


def comment(command: str) -> str:
    """The text after the last ``#`` that starts a comment (outside quotes) on the last line."""
    quote, start = None, None
    for i, c in enumerate(command):
        if quote:
            quote = None if c == quote else quote
        elif c in "'\"":
            quote = c
        elif c == "#" and (i == 0 or command[i - 1] in " \t"):
            start = i
            break
        elif c == "\n":
            start = None
    return command[start + 1:] if start is not None else ""


def _scratch(tmp: Path) -> Path:
    """A checkout-like directory: examples/ and docs/ copied, tools/ and tests/ linked, the suite next to it."""
    checkout = tmp / "checkout"
    checkout.mkdir()
    for name in ("examples", "docs"):
        shutil.copytree(ROOT / name, checkout / name)
    for name in ("tools", "tests", "pyproject.toml", "README.md"):
        (checkout / name).symlink_to(ROOT / name)
    if SUITE.is_dir():
        (tmp / "shared").mkdir()
        (tmp / "shared" / "stablehlo-suite").symlink_to(SUITE)
    return checkout


def _has_jax() -> bool:
    import importlib.util

    return importlib.util.find_spec("jax") is not None


def _run(command: str, cwd: Path) -> subprocess.CompletedProcess:
    for long, short in SMALLER.items():
        command = command.replace(long, short)
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1", PATH=os.pathsep.join(
        [str(Path(sys.executable).parent), os.environ.get("PATH", "")]))
    return subprocess.run(["bash", "-o", "pipefail", "-c", command], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=TIMEOUT)


def _check(block: Block, command: str, done: subprocess.CompletedProcess) -> list[str]:
    note = comment(command)
    status = re.search(r"\bexits? (\d+)", note)
    want = int(status.group(1)) if status else 0
    output = done.stdout + done.stderr
    problems = []
    if done.returncode != want:
        problems.append(f"exit {done.returncode}, expected {want}")
    problems += [f"no {text!r} in the output" for text in re.findall(r'"([^"]+)"', note) if text not in output]
    return [f"{block}: {command!r}: {p}\n{output[-2000:]}" for p in problems]


@pytest.mark.parametrize("page", PAGES, ids=lambda p: str(p.relative_to(ROOT)))
def test_commands_run_as_shown(page: Path, tmp_path: Path):
    checkout = _scratch(tmp_path)
    problems: list[str] = []
    ran = 0
    for block in blocks(page):
        if block.lang not in ("sh", "python") or block.kind in ("ci-clone", "illustrative"):
            continue
        if (block.kind == "needs-suite" and not SUITE.is_dir()) or (block.kind == "needs-jax" and not _has_jax()):
            continue
        if block.lang == "python":
            done = subprocess.run([sys.executable, "-c", block.text], cwd=checkout, capture_output=True, text=True,
                                  timeout=TIMEOUT)
            problems += _check(block, "python block", done)
            ran += 1
            continue
        done = None
        for command in commands(block.text):
            done = _run(command, checkout)
            problems += _check(block, command, done)
            ran += 1
        if block.output is not None and done is not None and done.stdout.rstrip() != block.output.rstrip():
            problems.append(f"{block}: the output differs from the ```text block:\n{done.stdout}")
    assert not problems, "\n\n".join(problems)
    if page.name == "README.md":
        assert ran >= 5


def test_every_page_is_linked_from_the_readme_and_links_resolve():
    readme = (ROOT / "README.md").read_text()
    assert all(f"(docs/{page.name})" in readme for page in PAGES[1:]), "add the page to README's list"
    for page in PAGES:
        for target in re.findall(r"\]\(([^)#:]+)(?:#[^)]*)?\)", page.read_text()):
            assert (page.parent / target).exists(), f"{page.name}: broken link {target}"


def test_marks_are_known_and_illustrative_blocks_few_and_explained():
    marked = [block for page in PAGES for block in blocks(page) if block.kind]
    assert all(block.kind in KINDS for block in marked), [str(b) for b in marked if b.kind not in KINDS]
    illustrative = [block for block in marked if block.kind == "illustrative"]
    assert all(block.reason for block in illustrative)
    assert len(illustrative) <= MAX_ILLUSTRATIVE, [str(b) for b in illustrative]


def test_readmes_install_and_test_commands_are_what_ci_runs_in_a_fresh_clone():
    """.ci/run takes the README's ci-clone block itself, so the two cannot drift apart."""
    (block,) = [b for b in blocks(ROOT / "README.md") if b.kind == "ci-clone"]
    assert "pip install '.[test]'" in block.text and "bash tools/run_tests.sh" in block.text
    assert "<!-- docs-test: ci-clone -->" in (ROOT / ".ci" / "run").read_text()


def test_every_smaller_count_still_matches_a_command():
    text = "\n".join(b.text for page in PAGES for b in blocks(page) if b.lang == "sh")
    assert [long for long in SMALLER if long not in text] == []


def test_the_command_splitter_and_comment_reader():
    assert commands("a --x 1   # note\n\nfor i in 1 2; do\n  echo $i\ndone\n# only a comment\n") == [
        "a --x 1   # note", "for i in 1 2; do\n  echo $i\ndone"]
    assert comment("stablehlo-translate x.mlir   # exits 1: \"error\"") == " exits 1: \"error\""
    assert comment("python -c \"print('#')\"") == ""


def test_the_supported_ops_page_is_current():
    sys.path.insert(0, str(ROOT / "tools"))
    try:
        import op_status
    finally:
        sys.path.remove(str(ROOT / "tools"))
    page = (ROOT / "docs" / "ops.md").read_text()
    assert f"{op_status.START}\n{op_status.table()}\n{op_status.END}" in page, \
        "run: python tools/op_status.py --readme docs/ops.md"
