"""lit configuration that runs upstream StableHLO test files, unchanged, with this package's commands.

    lit -sv tools/lit --param suite=/path/to/stablehlo/stablehlo/tests
    lit -sv tools/lit/interpret/add.mlir           # default suite: ../shared/stablehlo-suite

A path under ``tools/lit`` names the same path under the suite directory (the
``suite`` parameter or ``$STABLEHLO_SUITE``; default ``../shared/stablehlo-suite``
next to this checkout), as an LLVM build directory names its source tree.
RUN lines find ``stablehlo-translate`` and ``stablehlo-opt`` (also for Shardy's ``sdy_opt``) of the Python
environment lit runs in (pip install '.[test]'), ``FileCheck`` is the ``filecheck``
package (Python FileCheck: no ``--dump-input``; see the README), ``not``,
``diff`` and ``%if`` are lit's own, and the ``asserts`` feature is absent, so
``%if asserts %{ ... %}`` lines (upstream's debug-build checks) do nothing.
``%t`` files go under the ``exec_root`` parameter (default: a directory in $TMPDIR).
"""
import getpass
import os
import sys
import tempfile

import lit.formats

here = os.path.dirname(os.path.abspath(__file__))
default_suite = os.path.join(here, "..", "..", "..", "shared", "stablehlo-suite")
suite = lit_config.params.get("suite") or os.environ.get("STABLEHLO_SUITE") or default_suite
if not os.path.isdir(suite):
    lit_config.fatal(f"no StableHLO test suite at {suite}: pass --param suite=DIR")

config.name = "stablehlo-suite"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".mlir"]
config.excludes = ["Inputs", "lit.cfg.py"]
config.test_source_root = os.path.abspath(suite)
config.test_exec_root = lit_config.params.get("exec_root") or os.path.join(
    tempfile.gettempdir(), f"stablehlo-lit-{getpass.getuser()}")

# The console scripts installed next to the interpreter running lit.
bin_dir = os.path.dirname(sys.executable)
config.environment["PATH"] = os.pathsep.join([bin_dir, os.environ.get("PATH", "")])
config.substitutions.append((r"\bFileCheck\b", "filecheck"))
config.substitutions.append((r"\bsdy_opt\b", "stablehlo-opt"))  # Shardy's tests (shardy/tests)
