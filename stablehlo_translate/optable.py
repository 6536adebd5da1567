"""The op table: one :class:`OpDef` row per op, read by every mode.

A row names the op's pretty form (syntax.py), how to decode its attributes,
its shape function and its evaluator. Rows are defined in ``ops/<family>.py``
with :func:`define_op`; importing :mod:`stablehlo_translate.interpreter.ops` registers them all, and
looking an op up in :data:`OP_TABLE` imports just the family that defines it.

Evaluator convention (interpreter.py calls it)::

    eval(*operand_values, **decoded_attributes
         [, result_types=...] [, regions=...] [, ctx=...])

Operand values are numpy arrays (tuples for tuple types, :data:`TOKEN` for
tokens); an evaluator returns one value, or a tuple of values for ops with
several results. ``result_types`` is passed when the row sets
``wants_result_types``; ``regions`` (one callable per region, taking and
returning lists of values, see interpreter.RegionFn) when the op has regions;
``ctx`` (the interpreter) when the row sets ``wants_context``.

Shape functions (shapes/): ``infer(operand_types, *, result_types=..., **decoded_attributes)``
returns the result types, ``verify`` (same arguments) checks what inference cannot;
both raise diagnostics.ConstraintError, and verifier.py adds the op's location.
"""
from __future__ import annotations

import importlib
import sys
from dataclasses import field
from typing import Any, Callable

from .ir.attributes import Attribute
from .ir.records import FrozenValue, frozen_value

Decoder = Callable[[Attribute], Any]


class _Required:
    def __repr__(self) -> str:
        return "REQUIRED"


REQUIRED = _Required()


@frozen_value
class AttrSpec(FrozenValue):
    """How one attribute is decoded for the evaluator, and its default when absent."""

    decode: Decoder
    default: Any = REQUIRED
    kind: str = ""
    """The ODS constraint's summary (``attribute 'x' failed to satisfy constraint: <kind>``
    when ``decode`` rejects the attribute); empty: the decoder's own (see verifier.py)."""

    def __init__(self, decode: Decoder, default: Any = REQUIRED, kind: str = "") -> None:
        self.__dict__.update(decode=decode, default=default, kind=kind)


@frozen_value
class OpDef(FrozenValue):
    """One row of the op table: how the op is written, decoded, checked and evaluated."""

    name: str
    syntax: Any = None
    """A syntax.PrettyForm, or None when the op has only the generic form."""
    attrs: dict[str, AttrSpec] = field(default_factory=dict)
    eval: Callable | None = None
    infer: Callable | None = None
    verify: Callable | None = None
    spec: str = ""
    wants_result_types: bool = False
    wants_context: bool = False
    is_terminator: bool = False
    elementwise: bool = False
    """Applies independently per element with numpy broadcasting, so a region made only of
    such ops may run on whole slabs at once (see interpreter.RegionFn.batched)."""
    operands: int | None = None
    results: int | None = None
    """Fixed operand and result counts (ODS's NOperands/NResults traits), checked by the verifier
    before attributes and shape functions; None: variadic, or left to the shape functions."""
    quantized: str | None = None
    """How the op runs when an operand or result type is quantized (spec.md#types):
    ``"dequantize_op_quantize"`` (the spec's "For quantized types" line: quantized operands
    are dequantized, ``eval`` runs on floats with float ``result_types``, quantized results
    are quantized; also covers dequantize_compare, dequantize_select_quantize, the batch_norm
    and hybrid forms), ``"storage"`` (the spec defines the op on quantized tensors directly:
    ``eval`` moves or combines storage values, regions do their own quantized arithmetic),
    ``"typed"`` (``eval`` gets storage values plus ``operand_types`` and ``result_types`` and
    handles quantization itself), or None (quantized types are not supported)."""
    specialize: Callable | None = None
    """``specialize(op, decoded_attributes)``: a lean ``fn(*operand_values)`` with ``eval``'s
    bits for this op's static, unquantized tensor types, or None (interpreter/compiler.py
    calls it once per compiled op, with element.FAST on; the closure runs with floating-point
    errors ignored, inside Interpreter.call)."""
    speculatability: Callable | None = None
    """``fn(op, decoded_attributes, is_constant)`` -> whether the op is speculatable
    (verification/speculatability.py, upstream's ``getSpeculatability``); None: the op is not
    ConditionallySpeculatable."""

    def __init__(self, name: str, syntax: Any = None, attrs: dict[str, AttrSpec] | None = None,
                 eval: Callable | None = None, infer: Callable | None = None, verify: Callable | None = None,
                 spec: str = "", wants_result_types: bool = False, wants_context: bool = False,
                 is_terminator: bool = False, elementwise: bool = False, operands: int | None = None,
                 results: int | None = None, quantized: str | None = None,
                 specialize: Callable | None = None, speculatability: Callable | None = None) -> None:
        self.__dict__.update(  # one call, not __setattr__ per field (~60 rows load per program)
            name=name, syntax=syntax, attrs={} if attrs is None else attrs, eval=eval, infer=infer,
            verify=verify, spec=spec, wants_result_types=wants_result_types, wants_context=wants_context,
            is_terminator=is_terminator, elementwise=elementwise, operands=operands, results=results,
            quantized=quantized, specialize=specialize, speculatability=speculatability)


class OpTable(dict):
    """Rows by op name. Op families load on demand: looking a name up imports the one
    ``ops/<family>.py`` that defines it (see :func:`family_index`), and so does ``in``;
    iterating and ``len`` import every family first."""

    complete = False

    def get(self, name: str, default: Any = None) -> Any:
        row = dict.get(self, name)
        if row is None and not self.complete:
            module = family_index().get(name)
            if module is not None:
                importlib.import_module(module)
                row = dict.get(self, name)
        return default if row is None else row

    def __getitem__(self, name: str) -> OpDef:
        row = self.get(name)
        if row is None:
            raise KeyError(name)
        return row

    def load_all(self) -> "OpTable":
        if not self.complete:
            for _ in _import_families():
                pass
        return self

    def __contains__(self, name: object) -> bool:
        return self.get(name) is not None  # type: ignore[arg-type]

    def __iter__(self):
        return dict.__iter__(self.load_all())

    def __len__(self) -> int:
        return dict.__len__(self.load_all())

    def keys(self):
        return dict.keys(self.load_all())

    def values(self):
        return dict.values(self.load_all())

    def items(self):
        return dict.items(self.load_all())


OP_TABLE: OpTable = OpTable()
_OPS_PACKAGE = "stablehlo_translate.interpreter.ops"
_INDEX: dict[str, str] | None = None
_DEFINED_IN: dict[str, str] = {}
"""The module whose top-level code defined each row (importing it registers the row)."""


def family_index() -> dict[str, str]:
    """Which module of ``ops/`` defines each op: found once by importing every family and
    cached on disk (in the temporary folder, like Lark's parser cache), keyed by the
    families' file names, sizes and modification times."""
    global _INDEX
    if _INDEX is None:
        _INDEX = _cached_index()
    return _INDEX


def known_dialects() -> frozenset[str]:
    """The dialects that have rows (their unknown ops are errors, never foreign ops)."""
    return frozenset(name.split(".", 1)[0] for name in (*family_index(), *dict.keys(OP_TABLE)))


def _cached_index() -> dict[str, str]:
    import marshal
    import os

    from .disk_cache import cache_path

    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "interpreter", "ops")
    try:
        with os.scandir(folder) as entries:
            key = repr(sorted((entry.name, stat.st_mtime_ns, stat.st_size) for entry in entries
                              if entry.name.endswith(".py") for stat in (entry.stat(),)))
    except OSError:
        return _build_index()
    path = cache_path(".stablehlo_translate_ops_", repr((folder, key, sys.version_info[:2])))
    try:
        with open(path, "rb") as handle:
            index = marshal.loads(handle.read())
        if isinstance(index, dict):
            return index
    except (OSError, ValueError, EOFError, TypeError):
        pass
    index = _build_index()
    try:
        import tempfile

        fd, tmp = tempfile.mkstemp(dir=os.path.dirname(path), prefix=".stablehlo_translate_ops_")
        with os.fdopen(fd, "wb") as handle:
            handle.write(marshal.dumps(index))
        os.replace(tmp, path)
    except OSError:
        pass
    return index


def _build_index() -> dict[str, str]:
    """Imports every family; each row is indexed under the module whose top-level code
    defined it (see :func:`define_op`)."""
    for _ in _import_families():
        pass
    return dict(_DEFINED_IN)


def _import_families():
    """Imports every family module in name order, yielding each name after its import."""
    import pkgutil

    package = importlib.import_module(_OPS_PACKAGE)
    for info in sorted(pkgutil.iter_modules(package.__path__), key=lambda m: m.name):
        module = f"{_OPS_PACKAGE}.{info.name}"
        importlib.import_module(module)
        yield module
    OP_TABLE.complete = True


def define_op(name: str, *, attrs: dict[str, Any] | None = None, **fields: Any) -> OpDef:
    """Register the row for ``name``; ``attrs`` maps attribute names to a decoder or an AttrSpec."""
    if dict.__contains__(OP_TABLE, name):
        raise ValueError(f"op {name} defined twice")
    specs = {key: spec if isinstance(spec, AttrSpec) else AttrSpec(spec)
             for key, spec in (attrs or {}).items()}
    row = OpDef(name=name, attrs=specs, spec=fields.pop("spec", "spec.md#" + name.split(".", 1)[-1]),
                **fields)
    OP_TABLE[name] = row
    frame = sys._getframe(1)
    while frame is not None and frame.f_code.co_name != "<module>":
        frame = frame.f_back
    if frame is not None:
        _DEFINED_IN[name] = frame.f_globals.get("__name__", "")
    return row


class TokenValue:
    """The run-time value of ``!stablehlo.token``."""

    def __repr__(self) -> str:
        return "TOKEN"


TOKEN = TokenValue()
