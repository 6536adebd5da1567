"""Compares --results-out FILE with JAX's results: same keys, shapes and dtypes, values within
--tol (relative and absolute; --tol 0: every bit, -0.0 and NaN payloads included); integers and
booleans exactly. Prints `agree N`."""
import argparse
import sys

import numpy as np

parser = argparse.ArgumentParser()
parser.add_argument("--tol", type=float, default=1e-5)
parser.add_argument("got")
parser.add_argument("want")
a = parser.parse_args()
got, want = np.load(a.got), np.load(a.want)
if sorted(got.files) != sorted(want.files):
    sys.exit(f"results {sorted(got.files)}, JAX gave {sorted(want.files)}")
for key in want.files:
    g, w = got[key], want[key]
    if g.shape != w.shape or g.dtype != w.dtype:
        sys.exit(f"{key}: {g.dtype}{list(g.shape)}, JAX gave {w.dtype}{list(w.shape)}")
    if a.tol == 0:
        if g.tobytes() != w.tobytes():
            sys.exit(f"{key}: {g} , JAX gave {w} (bits differ)")
    elif w.dtype.kind in "fc":
        np.testing.assert_allclose(g.astype(np.complex128 if w.dtype.kind == "c" else np.float64),
                                   w.astype(np.complex128 if w.dtype.kind == "c" else np.float64),
                                   rtol=a.tol, atol=a.tol, err_msg=key)
    elif not np.array_equal(g, w):
        sys.exit(f"{key}: {g} , JAX gave {w}")
print("agree", len(want.files))
