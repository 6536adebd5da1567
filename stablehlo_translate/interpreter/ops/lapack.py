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

from ...ir.attributes import IntegerAttr
from .lapack_eigen import geev, geqp3, gees, gehrd, gesdd, sytrd, syevd
from .lapack_factor import geqrf, getrf, gtsv, orgqr, ormqr, potrf, trsm

Routine = Callable[[tuple, dict[str, Any], tuple], Any]
"""``routine(operands, config, result_types)`` -> the results, in order."""


# the options XLA's FFI handlers decode from a ui8 character code ('U', 'V', ...)
_CHARACTER_OPTIONS = frozenset({"uplo", "mode", "side", "trans_x", "diag", "compute_left", "compute_right", "sort"})


def option(config: dict[str, Any], name: str) -> Any:
    """A backend_config entry: a character for ``ui8`` codes, an int for other integers."""
    if name not in config:
        raise ValueError(f"missing backend_config entry '{name}'")
    value = config[name]
    if isinstance(value, IntegerAttr):
        if value.type == "ui8":
            return chr(value.value)
        if name in _CHARACTER_OPTIONS:
            raise ValueError(f"backend_config entry '{name}' must be a ui8 character code, got {value}")
        return value.value
    if not isinstance(value, bool):  # the kernels' options are integers, ui8 characters or flags
        raise ValueError(f"backend_config entry '{name}' must be an integer, got {value}")
    return value


def options(config: dict[str, Any], *names: str) -> dict[str, Any]:
    """The entries ``names`` of the config, as keyword arguments."""
    return {name: option(config, name) for name in names}


# routine: (its type letters, operand counts, evaluator)
_ROUTINES: dict[str, tuple[str, tuple[int, ...], Routine]] = {
    "potrf": ("sdcz", (1,), lambda ops, cfg, types: potrf(*ops, **options(cfg, "uplo"))),
    "getrf": ("sdcz", (1,), lambda ops, cfg, types: getrf(*ops)),
    "geqrf": ("sdcz", (1,), lambda ops, cfg, types: geqrf(*ops)),
    "orgqr": ("sd", (2,), lambda ops, cfg, types: orgqr(*ops)),
    "ungqr": ("cz", (2,), lambda ops, cfg, types: orgqr(*ops)),
    "ormqr": ("sd", (3,), lambda ops, cfg, types: ormqr(*ops, **options(cfg, "left", "transpose"))),
    "unmqr": ("cz", (3,), lambda ops, cfg, types: ormqr(*ops, **options(cfg, "left", "transpose"))),
    "geqp3": ("sdcz", (2,), lambda ops, cfg, types: geqp3(*ops)),
    "syevd": ("sd", (1,), lambda ops, cfg, types: syevd(*ops, **options(cfg, "uplo", "mode"))),
    "heevd": ("cz", (1,), lambda ops, cfg, types: syevd(*ops, **options(cfg, "uplo", "mode"))),
    "gesdd": ("sdcz", (1,), lambda ops, cfg, types: gesdd(*ops, mode=option(cfg, "mode"), u_shape=types[2].shape,
                                                    vt_shape=types[3].shape)),
    "gesvd": ("sdcz", (1,), lambda ops, cfg, types: gesdd(*ops, mode=option(cfg, "mode"), u_shape=types[2].shape,
                                                    vt_shape=types[3].shape)),
    "geev": ("sdcz", (1,), lambda ops, cfg, types: geev(*ops, **options(cfg, "compute_left", "compute_right"))),
    "gees": ("sdcz", (1,), lambda ops, cfg, types: gees(*ops, **options(cfg, "mode", "sort"))),
    "trsm": ("sdcz", (2, 3), lambda ops, cfg, types: trsm(*ops, **options(cfg, "side", "uplo", "trans_x", "diag"))),
    "gehrd": ("sdcz", (1,), lambda ops, cfg, types: gehrd(*ops, **options(cfg, "low", "high"))),
    "sytrd": ("sd", (1,), lambda ops, cfg, types: sytrd(*ops, **options(cfg, "uplo"))),
    "hetrd": ("cz", (1,), lambda ops, cfg, types: sytrd(*ops, **options(cfg, "uplo"))),
    "gtsv": ("sdcz", (4,), lambda ops, cfg, types: gtsv(*ops)),
}

_TYPES = {"s": np.dtype(np.float32), "d": np.dtype(np.float64), "c": np.dtype(np.complex64),
          "z": np.dtype(np.complex128)}

LAPACK_TARGETS: dict[str, tuple[np.dtype, tuple[int, ...], Routine]] = {
    f"lapack_{letter}{routine}_ffi": (_TYPES[letter], counts, evaluate)
    for routine, (letters, counts, evaluate) in _ROUTINES.items() for letter in letters}
"""Target name -> (element type of its operands, how many it takes, evaluator)."""
