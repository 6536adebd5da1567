"""Portable artifacts: StableHLO modules as VHLO bytecode for a target version and back
(upstream's Serialization.cpp ``serializePortableArtifact`` / ``deserializePortableArtifact``)."""
from __future__ import annotations

from ..ir import module as ir
from ..diagnostics import Diagnostic, Loc
from ..gc_pause import paused_gc
from . import versions

MAGIC = b"ML\xefR"


def serialize(module: ir.Module, target: str = "current", *, strip_debuginfo: bool = False,
              allow_other_dialects: bool = False) -> bytes:
    """The artifact of ``module`` for ``target`` (``X.Y.Z`` or ``current``): StableHLO ->
    VHLO -> the target's VHLO ops, written as the target's bytecode version with producer
    ``StableHLO_vX.Y.Z``. Errors are located :class:`Diagnostic` s."""
    from ..bytecode import write_bytecode
    from .legalize import stablehlo_to_vhlo
    from .to_version import vhlo_to_version

    vhlo_module = vhlo_to_version(stablehlo_to_vhlo(module, allow_other_dialects), target)
    exact = versions.parse(target) or versions.CURRENT
    return write_bytecode(vhlo_module, version=versions.bytecode_version(exact), producer=versions.producer(target),
                          dialect_versions={}, strip_debuginfo=strip_debuginfo)


def deserialize(data: bytes, filename: str = "<artifact>") -> ir.Module:
    """The StableHLO module of an artifact of any version from 0.9.0 to the current one.

    The cyclic garbage collector is paused meanwhile (see gc_pause)."""
    from ..bytecode import read_bytecode
    from .legalize import vhlo_to_stablehlo
    from .to_version import upgrade

    with paused_gc():
        try:
            module = read_bytecode(data, filename).module
            return vhlo_to_stablehlo(upgrade(module))
        except Diagnostic as error:
            note = Diagnostic(Loc(filename, 0, 0), "failed to deserialize portable artifact using StableHLO_v"
                              + versions.text(versions.CURRENT))
            raise Diagnostic(error.loc, error.message, follow_ups=(*error.follow_ups, note)) from None


def is_artifact(data: bytes) -> bool:
    return data[:4] == MAGIC


def artifact_version(data: bytes) -> versions.Version | None:
    """The StableHLO version in an artifact's producer string (``getPortableArtifactVersion``),
    None when ``data`` is not a StableHLO artifact."""
    if len(data) < 19 or not is_artifact(data):
        return None
    end = data.find(b"\0")
    if end < 0:
        return None
    header = data[:end]
    at = header.find(b"StableHLO_v")
    if at < 0:
        return None
    return versions.parse(header[at + len(b"StableHLO_v"):].decode("latin-1"))
