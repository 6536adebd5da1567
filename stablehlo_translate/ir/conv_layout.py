"""The custom syntax of ConvDimensionNumbers (spec.md#convolution): ``[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]``
read into the attribute's fields (with upstream's parser messages) and printed back."""
from __future__ import annotations

import itertools
from typing import Any

from . import attributes as A


def check_conv_layout(dims: tuple, allowed: str) -> str | None:
    """Upstream's ``parseConvolutionDimensions`` on one ``[...]`` of ``dim_numbers`` (``allowed``:
    its two non-spatial letters, ``"bf"`` or ``"io"``): an error message, or None. ``dims`` are
    the parsed items (IntegerAttr for numbers, TypeAttr for words)."""
    remaining = list(allowed)
    spatial: set[int] = set()
    for item in dims:
        value = getattr(item, "value", None)
        if isinstance(value, int) and not isinstance(value, bool):
            if value < 0:
                return f"Unexpected dimension {value}"
            if value in spatial:
                return f"Duplicate entries for spatial dimension {value}"
            spatial.add(value)
            continue
        word = str(getattr(item, "type", item))
        if len(word) != 1 or not remaining:
            return f"Unexpected keyword {word}"
        if word not in remaining:
            return f"Unexpected dimension {word}, expecting {', '.join(remaining)}"
        remaining.remove(word)
    if remaining:
        return f"Expected dimensions {', '.join(remaining)} not specified"
    gaps = (d for d in range(max(spatial, default=-1) + 1) if d not in spatial)
    missing = [str(d) for d in itertools.islice(gaps, 10)]  # lazily: a dimension may be 2**32
    if missing:
        return f"Expected spatial dimensions {', '.join(missing)} not specified"
    return None


def conv_dimension_numbers(lhs: tuple, rhs: tuple, out: tuple) -> tuple[tuple[str, Any], ...]:
    """``[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`` -> ConvDimensionNumbers fields (spec.md#convolution);
    a malformed layout is a ValueError with upstream's parser message (check_conv_layout)."""
    def layout(dims: tuple, batch: str, feature: str) -> tuple[int, int, tuple[int, ...]]:
        problem = check_conv_layout(dims, batch + feature)
        if problem is not None:
            raise ValueError(problem)
        names = [v.type if isinstance(v, A.TypeAttr) else A.as_int(v) for v in dims]
        spatial = sorted((n, i) for i, n in enumerate(names) if isinstance(n, int))
        try:
            return names.index(batch), names.index(feature), tuple(i for _, i in spatial)
        except ValueError:
            raise ValueError(f"convolution layout {names} needs '{batch}' and '{feature}'") from None

    ib, if_, isp = layout(lhs, "b", "f")
    ki, ko, ksp = layout(rhs, "i", "o")
    ob, of, osp = layout(out, "b", "f")
    return (("input_batch_dimension", ib), ("input_feature_dimension", if_),
            ("input_spatial_dimensions", isp), ("kernel_input_feature_dimension", ki),
            ("kernel_output_feature_dimension", ko), ("kernel_spatial_dimensions", ksp),
            ("output_batch_dimension", ob), ("output_feature_dimension", of),
            ("output_spatial_dimensions", osp))


def conv_layout_text(struct: A.StructAttr) -> str | None:
    """ConvDimensionNumbers fields -> ``[b, 0, 1, f]x[0, 1, i, o]->[b, 0, 1, f]`` (None if the
    fields are not exactly what that text reads back as)."""
    def layout(batch: Any, feature: Any, spatial: Any, names: str) -> list | None:
        if not isinstance(spatial, tuple) or not all(type(d) is int for d in (batch, feature, *spatial)):
            return None
        slots: list = [None] * (2 + len(spatial))
        for position, name in [(batch, names[0]), (feature, names[1]), *((d, i) for i, d in enumerate(spatial))]:
            if not 0 <= position < len(slots) or slots[position] is not None:
                return None
            slots[position] = name
        return slots

    values = [value for _, value in struct.fields]
    if len(values) != 9:
        return None
    parts = [layout(values[0], values[1], values[2], "bf"), layout(values[3], values[4], values[5], "io"),
             layout(values[6], values[7], values[8], "bf")]
    if None in parts:
        return None
    as_attrs = [tuple(A.TypeAttr(s) if isinstance(s, str) else A.IntegerAttr(s) for s in part) for part in parts]
    if conv_dimension_numbers(*as_attrs) != struct.fields:
        return None
    return "x".join("[" + ", ".join(map(str, part)) + "]" for part in parts[:2]) + \
        "->[" + ", ".join(map(str, parts[2])) + "]"
