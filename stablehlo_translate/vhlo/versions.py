"""VHLO versions: the current one, target validation, bytecode version and producer
(upstream's Version.cpp, VhloToVersion.cpp ``validateTargetVersion``, Serialization.cpp)."""
from __future__ import annotations

import re

Version = tuple[int, int, int]

CURRENT: Version = (1, 20, 0)
"""The StableHLO version this tool implements (the shared suite's upstream commit)."""
MINIMUM: Version = (0, 9, 0)

_VERSION = re.compile(r"^([0-9]+)\.([0-9]+)\.([0-9]+)$")


class VersionError(ValueError):
    """A target version that is malformed or out of range (upstream's message text)."""


def text(version: Version) -> str:
    return ".".join(map(str, version))


def parse(value: str) -> Version | None:
    """``"1.2.3"`` -> ``(1, 2, 3)``; None when it is not ``#.#.#``."""
    match = _VERSION.match(value)
    return tuple(int(g) for g in match.groups()) if match else None  # type: ignore[return-value]


def from_td(value: str) -> Version:
    """A version of the td files (``"current"`` is :data:`CURRENT`)."""
    return CURRENT if value == "current" else parse(value)  # type: ignore[return-value]


def resolve_target(target: str) -> Version:
    """The version ``--target`` names (``current`` is :data:`CURRENT`); the patch is dropped,
    as upstream's VhloToVersion does."""
    if target == "current":
        return CURRENT
    version = parse(target)
    if version is None:
        if not target:
            raise VersionError("No target version specified.\nTarget version must be of the form `#.#.#`.")
        raise VersionError(f"Invalid target version argument '{target}'\n"
                           "Target version must be of the form `#.#.#`.")
    if version < MINIMUM:
        raise VersionError(f"target version {text(version)} is less than minimum supported {text(MINIMUM)}")
    if CURRENT < version:
        raise VersionError(f"target version {text(version)} is greater than current version {text(CURRENT)}")
    return version[0], version[1], 0


def bytecode_version(version: Version) -> int:
    """The MLIR bytecode format version upstream writes for a target (Version::getBytecodeVersion)."""
    if version < (0, 10, 0):
        return 0
    if version < (0, 12, 0):
        return 1
    if version < (0, 14, 0):
        return 3
    if version < (0, 15, 0):
        return 4
    return 6


def producer(target: str) -> str:
    """The producer string of an artifact: ``StableHLO_v`` and the target as given
    (``current`` spelled as the current version)."""
    return "StableHLO_v" + (text(CURRENT) if target == "current" else target)
