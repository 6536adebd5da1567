"""The .npy/.npz files this tool writes (``--results-out``, ``--trace-out``, probe files).

Every file appears whole or not at all: it is written to a temporary file in
the same directory and renamed over the target. Element types numpy lacks
(bf16, f8, f6, f4, i4, i2, ... from ml_dtypes) are stored under their ml_dtypes
name, so ``np.load`` gives them back as they were in any process that has
imported ml_dtypes (jax does); numpy's own types are stored as ``np.save`` does.
"""
from __future__ import annotations

import os
import tempfile
from typing import IO, Mapping

import numpy as np


def write_npy(handle: IO[bytes], array: np.ndarray) -> None:
    """Writes ``array`` in the .npy format, ml_dtypes element types by name."""
    if array.dtype.isbuiltin != 2:  # 2: a type defined outside numpy (ml_dtypes)
        np.save(handle, array, allow_pickle=False)
        return
    np.lib.format.write_array_header_1_0(handle, {"descr": array.dtype.name, "fortran_order": False,
                                                  "shape": array.shape})
    handle.write(np.ascontiguousarray(array).tobytes())


def save_atomically(path: str, arrays: np.ndarray | Mapping[str, np.ndarray]) -> None:
    """Writes one array as a .npy file, or named arrays as an (uncompressed) .npz archive,
    at ``path`` through a temporary file and os.replace."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, tmp = tempfile.mkstemp(dir=directory, prefix="." + os.path.basename(path) + ".")
    try:
        with os.fdopen(fd, "wb") as handle:
            if isinstance(arrays, np.ndarray):
                write_npy(handle, arrays)
            else:
                import zipfile  # only for .npz: not on every start-up

                with zipfile.ZipFile(handle, "w", zipfile.ZIP_STORED) as archive:
                    for name, array in arrays.items():
                        with archive.open(name + ".npy", "w", force_zip64=True) as member:
                            write_npy(member, array)
        os.replace(tmp, path)
    except BaseException:
        os.unlink(tmp)
        raise
