"""The LAPACK custom call targets JAX emits on CPU: ``lapack_<t><routine>_ffi``, t in
s, d, c, z (f32, f64, complex<f32>, complex<f64>), one row per target.

A call's attributes come as JAX writes them (``api_version = 4``): the routine's
options in ``mhlo.backend_config`` (or a dictionary ``backend_config``), characters
as their ``ui8`` codes (``uplo = 76`` is 'L'). Layouts only say how XLA lays
the buffers out: the evaluators work on the logical matrices, leading
dimensions being batch dimensions, and return the results in JAX's order.
"""
from __future__ import annotations

from typing import Any, Callable

import numpy as np

from ..attributes import IntegerAttr
from .lapack_eigen import geev, gees, gehrd, gesdd, sytrd, syevd
from .lapack_factor import geqrf, getrf, gtsv, orgqr, potrf, trsm

Routine = Callable[[tuple, dict[str, Any], tuple], Any]
"""``routine(operands, config, result_types)`` -> the results, in order."""


def option(config: dict[str, Any], name: str) -> Any:
    """A backend_config entry: a character for ``ui8`` codes, an int for other integers."""
    if name not in config:
        raise ValueError(f"missing backend_config entry '{name}'")
    value = config[name]
    if isinstance(value, IntegerAttr):
        return chr(value.value) if value.type == "ui8" else value.value
    return value


def _chars(*names: str) -> Callable[[dict[str, Any]], dict[str, Any]]:
    return lambda config: {name: option(config, name) for name in names}


# routine: (its type letters, evaluator)
_ROUTINES: dict[str, tuple[str, Routine]] = {
    "potrf": ("sdcz", lambda ops, cfg, types: potrf(*ops, **_chars("uplo")(cfg))),
    "getrf": ("sdcz", lambda ops, cfg, types: getrf(*ops)),
    "geqrf": ("sdcz", lambda ops, cfg, types: geqrf(*ops)),
    "orgqr": ("sd", lambda ops, cfg, types: orgqr(*ops)),
    "ungqr": ("cz", lambda ops, cfg, types: orgqr(*ops)),
    "syevd": ("sd", lambda ops, cfg, types: syevd(*ops, **_chars("uplo", "mode")(cfg))),
    "heevd": ("cz", lambda ops, cfg, types: syevd(*ops, **_chars("uplo", "mode")(cfg))),
    "gesdd": ("sdcz", lambda ops, cfg, types: gesdd(*ops, mode=option(cfg, "mode"), u_shape=types[2].shape,
                                                    vt_shape=types[3].shape)),
    "gesvd": ("sdcz", lambda ops, cfg, types: gesdd(*ops, mode=option(cfg, "mode"), u_shape=types[2].shape,
                                                    vt_shape=types[3].shape)),
    "geev": ("sdcz", lambda ops, cfg, types: geev(*ops, **_chars("compute_left", "compute_right")(cfg))),
    "gees": ("sdcz", lambda ops, cfg, types: gees(*ops, **_chars("mode", "sort")(cfg))),
    "trsm": ("sdcz", lambda ops, cfg, types: trsm(*ops, **_chars("side", "uplo", "trans_x", "diag")(cfg))),
    "gehrd": ("sdcz", lambda ops, cfg, types: gehrd(*ops, **_chars("low", "high")(cfg))),
    "sytrd": ("sd", lambda ops, cfg, types: sytrd(*ops, **_chars("uplo")(cfg))),
    "hetrd": ("cz", lambda ops, cfg, types: sytrd(*ops, **_chars("uplo")(cfg))),
    "gtsv": ("sdcz", lambda ops, cfg, types: gtsv(*ops)),
}

_TYPES = {"s": np.dtype(np.float32), "d": np.dtype(np.float64), "c": np.dtype(np.complex64),
          "z": np.dtype(np.complex128)}

LAPACK_TARGETS: dict[str, tuple[np.dtype, Routine]] = {
    f"lapack_{letter}{routine}_ffi": (_TYPES[letter], evaluate)
    for routine, (letters, evaluate) in _ROUTINES.items() for letter in letters}
"""Target name -> (element type of its matrix operands, evaluator)."""
