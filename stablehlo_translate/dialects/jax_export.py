"""Saved JAX exports: the file ``jax.export.Exported.serialize()`` writes (a FlatBuffer of
``jax/_src/export/serialization.fbs``, root table ``Exported``), read without JAX.

:func:`read_export` gives an :class:`Export`: the portable artifact inside, the shapes,
dtypes, shardings, platforms, effects and calling convention around it. :func:`module_arguments`
turns the arguments a user passes to ``exp.call`` into those of the module's ``main``
(platform index, effect tokens, kept arguments), checked as ``exp.call`` checks them.
Every read is bounds-checked: a truncated or corrupted file is a located error naming the
byte offset, never an exception of Python's.
"""
from __future__ import annotations

import struct
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from ..bytecode.stream import MAGIC, BytecodeError, ByteOffsetLoc
from ..diagnostics import Diagnostic

MAX_DEPTH = 200
"""Deepest nesting of pytrees and VJP exports read (a corrupted file could nest without end)."""

DTYPES = ("bool", "int8", "int16", "int32", "int64", "uint8", "uint16", "uint32", "uint64", "float16",
          "float32", "float64", "complex64", "complex128", "bfloat16", "int4", "uint4", "float8_e4m3b11fnuz",
          "float8_e4m3fn", "float8_e4m3fnuz", "float8_e5m2", "float8_e5m2fnuz", "float0", "float8_e4m3",
          "float8_e3m4", "float8_e8m0fnu", "float4_e2m1fn", "key<fry>", "key<rbg>", "key<unsafe_rbg>")
"""``DType`` enum values of the schema, as JAX names the dtypes."""
MEMORY_SPACES = ("", "device", "host", "any")
AXIS_TYPES = ("", "Auto", "Explicit", "Manual")
PYTREE_KINDS = ("leaf", "none", "tuple", "list", "dict", "custom")
CHECK_KINDS = ("platform", "custom_call", "shape_assertions")


class _Table:
    """One FlatBuffer table of ``data`` at ``pos``: field ``i`` read through its vtable."""

    __slots__ = ("reader", "pos", "vtable", "vsize")

    def __init__(self, reader: "_Reader", pos: int):
        self.reader, self.pos = reader, pos
        self.vtable = pos - reader.unpack("<i", pos, "table")
        self.vsize = reader.unpack("<H", self.vtable, "vtable")
        if self.vsize < 4 or self.vsize % 2:
            raise reader.error(f"vtable of size {self.vsize}", self.vtable)
        reader.unpack("<H", self.vtable + 2, "vtable")

    def _slot(self, i: int) -> int:
        at = 4 + 2 * i
        return self.reader.unpack("<H", self.vtable + at, "vtable") if at < self.vsize else 0

    def scalar(self, i: int, fmt: str, default: Any = 0) -> Any:
        off = self._slot(i)
        return default if off == 0 else self.reader.unpack("<" + fmt, self.pos + off, "field")

    def _target(self, i: int) -> int | None:
        off = self._slot(i)
        if off == 0:
            return None
        at = self.pos + off
        return at + self.reader.unpack("<I", at, "offset")

    def table(self, i: int) -> "_Table | None":
        at = self._target(i)
        return None if at is None else _Table(self.reader, at)

    def _vector(self, i: int, size: int) -> tuple[int, int]:
        at = self._target(i)
        if at is None:
            return 0, 0
        count = self.reader.unpack("<I", at, "vector length")
        if at + 4 + count * size > len(self.reader.data):
            raise self.reader.error(f"vector of {count} elements runs past the end of the file", at)
        return at + 4, count

    def scalars(self, i: int, fmt: str) -> tuple:
        start, count = self._vector(i, struct.calcsize(fmt))
        return struct.unpack_from(f"<{count}{fmt}", self.reader.data, start) if count else ()

    def bytes(self, i: int) -> bytes:
        start, count = self._vector(i, 1)
        return bytes(self.reader.data[start:start + count])

    def tables(self, i: int) -> list["_Table"]:
        start, count = self._vector(i, 4)
        return [_Table(self.reader, start + 4 * k + self.reader.unpack("<I", start + 4 * k, "offset"))
                for k in range(count)]

    def strings(self, i: int) -> list[str]:
        start, count = self._vector(i, 4)
        return [self.reader.string(start + 4 * k + self.reader.unpack("<I", start + 4 * k, "offset"))
                for k in range(count)]

    def string(self, i: int) -> str | None:
        at = self._target(i)
        return None if at is None else self.reader.string(at)


class _Reader:
    __slots__ = ("data", "filename")

    def __init__(self, data: bytes, filename: str):
        self.data, self.filename = data, filename

    def error(self, message: str, offset: int) -> BytecodeError:
        return BytecodeError(self.filename, offset, f"invalid JAX export: {message}")

    def unpack(self, fmt: str, at: int, what: str) -> Any:
        if at < 0 or at + struct.calcsize(fmt) > len(self.data):
            raise self.error(f"{what} outside the file ({len(self.data)} bytes)", at)
        return struct.unpack_from(fmt, self.data, at)[0]

    def string(self, at: int) -> str:
        count = self.unpack("<I", at, "string length")
        if at + 4 + count > len(self.data):
            raise self.error(f"string of {count} bytes runs past the end of the file", at)
        raw = bytes(self.data[at + 4:at + 4 + count])
        try:
            return raw.decode("utf-8")
        except UnicodeDecodeError:
            raise self.error("string is not UTF-8", at) from None


@dataclass
class PyTree:
    """A ``PyTreeDef`` node: ``kind`` one of :data:`PYTREE_KINDS`; ``names``: dict keys;
    ``custom``: the registered name of a custom node."""

    kind: str
    children: list["PyTree"] = field(default_factory=list)
    names: list[str] = field(default_factory=list)
    custom: str | None = None

    def paths(self, prefix: str = "") -> list[str]:
        """The key path of every leaf, in flattening order, as ``jax.tree_util.keystr`` writes it."""
        if self.kind == "leaf":
            return [prefix]
        out: list[str] = []
        for k, child in enumerate(self.children):
            key = f"[{self.names[k]!r}]" if self.kind == "dict" and k < len(self.names) else f"[{k}]"
            out.extend(child.paths(prefix + key))
        return out

    def __str__(self) -> str:
        inner = ", ".join(map(str, self.children))
        if self.kind == "leaf":
            return "*"
        if self.kind == "none":
            return "None"
        if self.kind == "tuple":
            return f"({inner}{',' if len(self.children) == 1 else ''})"
        if self.kind == "list":
            return f"[{inner}]"
        if self.kind == "dict":
            return "{" + ", ".join(f"{n!r}: {c}" for n, c in zip(self.names, self.children)) + "}"
        return f"{self.custom}[{inner}]"


@dataclass
class Aval:
    """An abstract value: ``shape`` as JAX writes dimensions (integers or expressions such as
    ``b`` or ``2*b + 1``), ``dtype`` a name of :data:`DTYPES`."""

    shape: tuple[str, ...]
    dtype: str
    memory_space: str = ""

    def __str__(self) -> str:
        space = f"{{{self.memory_space}}}" if self.memory_space not in ("", "device") else ""
        return f"{self.dtype}[{','.join(self.shape)}]{space}"

    def shape_text(self) -> str:
        """The shape as JAX's messages print it: ``(b, 3)``, ``(4,)``."""
        return "(" + ", ".join(self.shape) + ("," if len(self.shape) == 1 else "") + ")"


@dataclass
class Export:
    """What a saved export holds (the fields of ``jax.export.Exported``)."""

    function_name: str
    in_tree: PyTree
    in_avals: list[Aval]
    out_tree: PyTree
    out_avals: list[Aval]
    in_shardings: list[str | None]
    out_shardings: list[str | None]
    nr_devices: int
    platforms: list[str]
    ordered_effects: list[str]
    unordered_effects: list[str]
    disabled_checks: list[str]
    module: bytes
    calling_convention_version: int
    module_kept_var_idx: tuple[int, ...]
    uses_global_constants: bool
    serialization_version: int
    vjp: "Export | None" = None
    jax_version: str | None = None

    def arg_paths(self) -> list[str]:
        """``args[0]``, ``kwargs['x']``, ... for every flat input, as JAX's messages name them."""
        roots = self.in_tree.children if self.in_tree.kind == "tuple" and len(self.in_tree.children) == 2 else []
        if not roots:
            return [f"args{p}" for p in self.in_tree.paths()]
        return [f"args{p}" for p in roots[0].paths()] + [f"kwargs{p}" for p in roots[1].paths()]


def is_export(data: bytes) -> bool:
    """Whether ``data`` reads as a saved export (a FlatBuffer whose module is an artifact)."""
    if len(data) < 16 or data[:4] == MAGIC:
        return False
    try:
        root = _Table(_Reader(data, ""), struct.unpack_from("<I", data, 0)[0])
        start, count = root._vector(13, 1)
        return count >= 4 and data[start:start + 4] == MAGIC
    except BytecodeError:
        return False


def read_export(data: bytes, filename: str) -> Export:
    """The export saved in ``data``; a malformed file is a :class:`BytecodeError`."""
    reader = _Reader(data, filename)
    if len(data) < 8:
        raise reader.error(f"the file has {len(data)} bytes, too few for a FlatBuffer", 0)
    root = _Table(reader, reader.unpack("<I", 0, "root offset"))
    return _exported(root, 0)


def _exported(t: _Table, depth: int) -> Export:
    r = t.reader
    if depth > MAX_DEPTH:
        raise r.error("VJP exports nested too deeply", t.pos)
    unique_avals = [_aval(a) for a in t.tables(19)]
    meshes = [_mesh(m) for m in t.tables(20)]
    unique_shardings = [_named_sharding(s, meshes) for s in t.tables(21)]
    in_avals = _indexed(t, 22, unique_avals, "in_avals") or [_aval(a) for a in t.tables(3)]
    out_avals = _indexed(t, 23, unique_avals, "out_avals") or [_aval(a) for a in t.tables(5)]
    in_shardings = (_sharding_indexes(t, 24, unique_shardings) or [_sharding(s, meshes) for s in t.tables(7)]
                    or [None] * len(in_avals))
    out_shardings = (_sharding_indexes(t, 25, unique_shardings) or [_sharding(s, meshes) for s in t.tables(8)]
                     or [None] * len(out_avals))
    module = t.bytes(13)
    if module[:4] != MAGIC:
        raise r.error("the module is not a portable artifact (no MLIR bytecode magic)", t.pos)
    in_tree, out_tree = _pytree(t.table(2), 0, r, t.pos), _pytree(t.table(4), 0, r, t.pos)
    if len(in_tree.paths()) != len(in_avals) or len(out_tree.paths()) != len(out_avals):
        raise r.error(f"the pytrees have {len(in_tree.paths())} inputs and {len(out_tree.paths())} outputs, "
                      f"the avals {len(in_avals)} and {len(out_avals)}", t.pos)
    kept = tuple(t.scalars(15, "H"))
    if any(k >= len(in_avals) for k in kept):
        raise r.error(f"module_kept_var_idx {list(kept)} names an input beyond the {len(in_avals)} inputs", t.pos)
    vjp = t.table(17)
    return Export(
        function_name=t.string(1) or "", in_tree=in_tree, in_avals=in_avals, out_tree=out_tree,
        out_avals=out_avals, in_shardings=in_shardings, out_shardings=out_shardings,
        nr_devices=t.scalar(18, "I") or t.scalar(6, "h"), platforms=t.strings(9),
        ordered_effects=[e.string(0) or "" for e in t.tables(10)],
        unordered_effects=[e.string(0) or "" for e in t.tables(11)],
        disabled_checks=[_check(c) for c in t.tables(12)], module=module,
        calling_convention_version=t.scalar(14, "H"), module_kept_var_idx=kept,
        uses_global_constants=bool(t.scalar(16, "B")), serialization_version=t.scalar(0, "H"),
        vjp=None if vjp is None else _exported(vjp, depth + 1), jax_version=t.string(26))


def _enum(t: _Table, i: int, names: tuple, what: str) -> str:
    value = t.scalar(i, "b")
    if not 0 <= value < len(names):
        raise t.reader.error(f"{what} {value} is not one the schema defines", t.pos)
    return names[value]


def _aval(t: _Table) -> Aval:
    kind = t.scalar(0, "b")
    if kind != 0:
        raise t.reader.error(f"abstract value of kind {kind} (only shaped arrays are exported)", t.pos)
    return Aval(tuple(t.strings(1)), _enum(t, 2, DTYPES, "dtype"), _enum(t, 3, MEMORY_SPACES, "memory space"))


def _indexed(t: _Table, i: int, uniques: list, what: str) -> list:
    indexes = t.scalars(i, "I")
    if any(k >= len(uniques) for k in indexes):
        raise t.reader.error(f"{what} index beyond the {len(uniques)} unique values", t.pos)
    return [uniques[k] for k in indexes]


def _sharding_indexes(t: _Table, i: int, uniques: list[str]) -> list[str | None]:
    indexes = t.scalars(i, "I")
    if any(k > len(uniques) for k in indexes):
        raise t.reader.error(f"sharding index beyond the {len(uniques)} unique shardings", t.pos)
    return [None if k == 0 else uniques[k - 1] for k in indexes]


def _mesh(t: _Table) -> str:
    sizes, names = t.scalars(0, "I"), t.strings(1)
    types = [_axis_type(t.reader, v, t.pos) for v in t.scalars(2, "b")]
    if len(sizes) != len(names):
        raise t.reader.error(f"mesh with {len(names)} axis names and {len(sizes)} sizes", t.pos)
    axes = ", ".join(f"'{n}': {s}" + (f" ({types[k]})" if k < len(types) and types[k] else "")
                     for k, (n, s) in enumerate(zip(names, sizes)))
    device = t.table(3)
    kind = device.string(0) if device is not None else None
    return f"mesh[{axes}]" + (f" on {kind!r}" if kind else "")


def _axis_type(reader: _Reader, value: int, at: int) -> str:
    if not 0 <= value < len(AXIS_TYPES):
        raise reader.error(f"axis type {value} is not one the schema defines", at)
    return AXIS_TYPES[value]


def _named_sharding(t: _Table, meshes: list[str]) -> str:
    if meshes:
        index = t.scalar(3, "I")
        if index >= len(meshes):
            raise t.reader.error(f"mesh index {index} beyond the {len(meshes)} meshes", t.pos)
        mesh = meshes[index]
    else:
        inline = t.table(0)
        mesh = _mesh(inline) if inline is not None else "mesh[]"
    spec = t.table(1)
    parts: list[str] = []
    if spec is not None:
        for axis in spec.tables(0):
            names = axis.strings(0)
            parts.append("None" if not names else repr(names[0]) if len(names) == 1 else
                         "(" + ", ".join(map(repr, names)) + ")")
        for label, i in (("reduced", 1), ("unreduced", 2)):
            if spec.strings(i):
                parts.append(f"{label}={{{', '.join(map(repr, spec.strings(i)))}}}")
    memory = t.string(2)
    return f"NamedSharding({mesh}, P({', '.join(parts)}))" + (f" memory_kind={memory}" if memory else "")


def _sharding(t: _Table, meshes: list[str]) -> str | None:
    kind = t.scalar(0, "b")
    named = t.table(2)
    if named is not None:
        return _named_sharding(named, meshes)
    proto = t.bytes(1)
    return f"HloSharding(proto of {len(proto)} bytes)" if kind == 1 else None


def _check(t: _Table) -> str:
    kind = _enum(t, 0, CHECK_KINDS, "disabled safety check")
    return f"custom_call({t.string(1)!r})" if kind == "custom_call" else kind


def _pytree(t: _Table | None, depth: int, reader: _Reader, at: int) -> PyTree:
    if t is None:
        raise reader.error("missing pytree", at)
    if depth > MAX_DEPTH:
        raise reader.error("pytree nested too deeply", t.pos)
    kind = _enum(t, 0, PYTREE_KINDS, "pytree kind")
    children = [_pytree(c, depth + 1, reader, t.pos) for c in t.tables(1)]
    names = t.strings(2) if kind == "dict" else []
    if kind == "dict" and len(names) != len(children):
        raise reader.error(f"dict node with {len(names)} keys and {len(children)} children", t.pos)
    if kind in ("leaf", "none") and children:
        raise reader.error(f"{kind} node with children", t.pos)
    return PyTree(kind, children, names, t.string(3) if kind == "custom" else None)


def describe(export: Export) -> str:
    """The export's metadata, one ``name: value`` line each (``--print-export-metadata``)."""
    paths = export.arg_paths()
    lines = [
        f"function: {export.function_name}",
        f"platforms: {', '.join(export.platforms) or '(none)'}",
        f"calling convention version: {export.calling_convention_version}",
        f"serialization version: {export.serialization_version}",
        f"devices: {export.nr_devices}",
        f"input tree: {export.in_tree}",
        *(f"input {p}: {a}" + (f" sharding {s}" if s else "")
          for p, a, s in zip(paths, export.in_avals, export.in_shardings)),
        f"output tree: {export.out_tree}",
        *(f"output result{p}: {a}" + (f" sharding {s}" if s else "")
          for p, a, s in zip(export.out_tree.paths(), export.out_avals, export.out_shardings)),
        f"module kept inputs: {list(export.module_kept_var_idx)}",
        f"uses global constants: {str(export.uses_global_constants).lower()}",
        f"ordered effects: {', '.join(export.ordered_effects) or '(none)'}",
        f"unordered effects: {', '.join(export.unordered_effects) or '(none)'}",
        f"disabled safety checks: {', '.join(export.disabled_checks) or '(none)'}",
        f"vjp: {'yes' if export.vjp is not None else 'no'}",
    ]
    if export.jax_version:
        lines.insert(1, f"jax version: {export.jax_version}")
    return "".join(f"// {line}\n" for line in lines)


def _shape_text(shape: tuple) -> str:
    return "(" + ", ".join(map(str, shape)) + ("," if len(shape) == 1 else "") + ")"


def module_arguments(export: Export, args: list, platform: str, token: Any, filename: str) -> list:
    """The arguments of the module's ``main`` for ``args`` as a user passes them to
    ``exp.call`` (flattened): the platform index when the export has several platforms, a
    token per ordered effect, then the arguments the module kept. Each argument is checked
    as ``exp.call`` checks it (rank, dtype, constant dimensions; dimension variables are the
    module's shape assertions' to check), with JAX's words."""
    where = ByteOffsetLoc(filename, 0, 0)
    paths = export.arg_paths()
    if len(args) != len(export.in_avals):
        raise Diagnostic(where, f"the exported function '{export.function_name}' takes {len(export.in_avals)} "
                                f"arguments {export.in_tree}, --args gives {len(args)}")
    for path, aval, arg in zip(paths, export.in_avals, args):
        arg = np.asarray(arg)
        if len(aval.shape) != arg.ndim:
            raise Diagnostic(where, f"Rank mismatch for {path}: expected {aval.shape_text()} and called with "
                                    f"{_shape_text(arg.shape)}")
        if aval.dtype != _dtype_name(arg.dtype):
            raise Diagnostic(where, f"Dtype mismatch for {path}: expected {aval.dtype} and called with "
                                    f"{_dtype_name(arg.dtype)}")
        for k, (dim, size) in enumerate(zip(aval.shape, arg.shape)):
            if dim.isdigit() and int(dim) != size:
                raise Diagnostic(where, f"Shape mismatch for {path}.shape[{k}] (expected same constant): "
                                        f"expected {aval.shape_text()} and called with {_shape_text(arg.shape)}")
    prefix: list = []
    if platform not in export.platforms and "platform" not in export.disabled_checks:
        raise Diagnostic(where, f"Function '{export.function_name}' was exported for platforms "
                                f"'{tuple(export.platforms)}' but it is used on '{(platform,)}'.")
    if len(export.platforms) > 1:
        index = export.platforms.index(platform) if platform in export.platforms else 0
        prefix.append(np.array(index, np.int32))
    prefix += [token] * len(export.ordered_effects)
    return prefix + [np.asarray(args[i]) for i in export.module_kept_var_idx]


def _dtype_name(dtype: np.dtype) -> str:
    """JAX's name of a numpy dtype (ml_dtypes' names are JAX's)."""
    return "bool" if dtype == np.bool_ else str(dtype)


def read_export_module(data: bytes, filename: str) -> tuple[Export, Any]:
    """The export saved in ``data`` and its module (read from the artifact inside)."""
    from ..vhlo.portable import deserialize

    export = read_export(data, filename)
    return export, deserialize(export.module, filename)


def call_arguments(export: Export, args: list, platform: str, filename: str) -> tuple[list, int]:
    """:func:`module_arguments` with the interpreter's token, and how many effect tokens lead
    the module's results."""
    from ..optable import TOKEN

    return module_arguments(export, args, platform, TOKEN, filename), len(export.ordered_effects)
