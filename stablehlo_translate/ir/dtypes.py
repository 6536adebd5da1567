"""The one table mapping element types (by their MLIR spelling) to numpy / ml_dtypes dtypes."""
from __future__ import annotations

import ml_dtypes
import numpy as np


class UnsupportedTypeError(ValueError):
    """An element type this tool cannot represent (e.g. ``tf32``)."""


ELEMENT_DTYPES: dict[str, np.dtype] = {
    "i1": np.dtype(np.bool_),
    "i2": np.dtype(ml_dtypes.int2), "ui2": np.dtype(ml_dtypes.uint2),
    "i4": np.dtype(ml_dtypes.int4), "ui4": np.dtype(ml_dtypes.uint4),
    "i8": np.dtype(np.int8), "ui8": np.dtype(np.uint8),
    "i16": np.dtype(np.int16), "ui16": np.dtype(np.uint16),
    "i32": np.dtype(np.int32), "ui32": np.dtype(np.uint32),
    "i64": np.dtype(np.int64), "ui64": np.dtype(np.uint64),
    "index": np.dtype(np.int64),
    "f4E2M1FN": np.dtype(ml_dtypes.float4_e2m1fn),
    "f6E2M3FN": np.dtype(ml_dtypes.float6_e2m3fn),
    "f6E3M2FN": np.dtype(ml_dtypes.float6_e3m2fn),
    "f8E3M4": np.dtype(ml_dtypes.float8_e3m4),
    "f8E4M3": np.dtype(ml_dtypes.float8_e4m3),
    "f8E4M3FN": np.dtype(ml_dtypes.float8_e4m3fn),
    "f8E4M3FNUZ": np.dtype(ml_dtypes.float8_e4m3fnuz),
    "f8E4M3B11FNUZ": np.dtype(ml_dtypes.float8_e4m3b11fnuz),
    "f8E5M2": np.dtype(ml_dtypes.float8_e5m2),
    "f8E5M2FNUZ": np.dtype(ml_dtypes.float8_e5m2fnuz),
    "f8E8M0FNU": np.dtype(ml_dtypes.float8_e8m0fnu),
    "bf16": np.dtype(ml_dtypes.bfloat16),
    "f16": np.dtype(np.float16),
    "f32": np.dtype(np.float32),
    "f64": np.dtype(np.float64),
    "complex<f32>": np.dtype(np.complex64),
    "complex<f64>": np.dtype(np.complex128),
}
# MLIR spells signed integers both ``iN`` (signless, signed in StableHLO) and ``siN``.
ELEMENT_DTYPES.update({f"si{n}": ELEMENT_DTYPES[f"i{n}"] for n in (2, 4, 8, 16, 32, 64)})

UNSUPPORTED_ELEMENT_TYPES = frozenset({"tf32"})
