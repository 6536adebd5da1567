#!/usr/bin/env bash
# The whole test suite: unit tests, lit tests, and upstream's test files (../shared/stablehlo-suite,
# or $STABLEHLO_SUITE) run through lit with our commands, against a checked-in baseline.
set -euo pipefail
cd "$(dirname "$0")/.."
pytest -q tests/unit  # the installed package, as users get it
lit -q tests/lit
python tools/conformance.py  # skipped (and says why) when there is no ../shared suite
