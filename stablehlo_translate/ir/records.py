"""Frozen value classes (types, attributes) without the start-up cost of ``@dataclass(frozen=True)``.

That decorator compiles five or six methods from source text for each class at every start;
:func:`frozen_value` (and :func:`record`, for ``eq=False`` classes) gives the same equality,
hash, repr and immutability from precompiled methods, each class writing its ``__init__``
(assigning through ``object.__setattr__``). The dataclass metadata (``dataclasses.fields``,
``replace``, ``is_dataclass``, ``__match_args__``) is made by ``dataclasses.dataclass`` the
first time something asks for it (most runs never do).
"""
from __future__ import annotations

import dataclasses
from operator import attrgetter


class _Metadata:
    """A class attribute that ``@dataclass`` sets (``__dataclass_fields__``, ``__match_args__``,
    ``__dataclass_params__``), put on a record class whose dataclass processing waits: the first
    time it is asked for, it runs the processing (which sets the real attributes) and gives
    the class's value."""

    def __init__(self, name: str):
        self.name = name

    def __get__(self, instance: object, owner: type) -> object:
        pending = next(cls for cls in owner.__mro__ if cls.__dict__.get(self.name) is self)
        for name in _METADATA:
            delattr(pending, name)  # (@dataclass leaves an attribute the class defines alone)
        template = pending.__dict__.get("_slots_of")
        if template is None:
            dataclasses.dataclass(init=False, repr=False, eq=False)(pending)
        else:  # a slots class: the class as written (with its field defaults) is processed
            dataclasses.dataclass(init=False, repr=False, eq=False)(template)
            for name in _METADATA:
                setattr(pending, name, getattr(template, name))
        return getattr(owner, self.name)


_METADATA = ("__dataclass_fields__", "__dataclass_params__", "__match_args__")


class Record:
    """The dataclass repr (the fields whose ``repr`` flag is set)."""

    __slots__ = ()

    def __repr__(self) -> str:
        return (self.__class__.__qualname__ + "("
                + ", ".join(f"{name}={getattr(self, name)!r}" for name in self._shown) + ")")


class FrozenValue(Record):
    """Equality and hash over the compared fields (as a tuple, same class only), and no
    assignment after ``__init__``."""

    __slots__ = ()

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return self._compared(self) == self._compared(other)
        return NotImplemented

    def __hash__(self) -> int:
        return hash(self._compared(self))

    def __setattr__(self, name: str, value: object) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")


def _getter(names: tuple[str, ...]):
    """A function of an instance giving the tuple of its ``names`` attributes."""
    if len(names) > 1:
        return attrgetter(*names)
    if names:
        (name,) = names
        return lambda self: (getattr(self, name),)
    return lambda self: ()


def _own_fields(cls: type) -> dict[str, tuple[bool, bool]] | None:
    """``{name: (repr, compare)}`` of ``cls``'s fields in dataclass order (its record bases'
    fields first) read from the annotations, without dataclass processing; None when an
    annotation may be a ClassVar, InitVar or KW_ONLY (then only ``@dataclass`` knows)."""
    found: dict[str, tuple[bool, bool]] = {}
    for klass in reversed(cls.__mro__):
        if not issubclass(klass, Record) or klass in (Record, FrozenValue):
            continue
        for name, annotation in klass.__dict__.get("__annotations__", {}).items():
            if not isinstance(annotation, str) or any(word in annotation for word in ("ClassVar", "InitVar", "KW_ONLY")):
                return None
            default = klass.__dict__.get(name)
            found[name] = (default.repr, default.compare) if isinstance(default, dataclasses.Field) else (True, True)
    return found


def record(cls: type | None = None, *, slots: bool = False):
    """A dataclass of ``cls`` (a :class:`Record` with its own ``__init__``; identity equality),
    as ``@dataclass(eq=False, slots=slots)`` would make it (its dataclass processing waits until
    something asks for the metadata: see :class:`_Metadata`)."""
    if cls is None:
        return lambda cls: record(cls, slots=slots)
    found = _own_fields(cls)
    if found is None:
        cls = dataclasses.dataclass(init=False, repr=False, eq=False, slots=slots)(cls)
        found = {f.name: (f.repr, f.compare) for f in dataclasses.fields(cls)}
    else:
        if slots:
            cls = _with_slots(cls, found)
        for name in _METADATA:
            setattr(cls, name, _Metadata(name))
    cls._shown = tuple(name for name, (shown, _) in found.items() if shown)
    cls._record_fields = found
    return cls


def _with_slots(cls: type, fields: dict) -> type:
    """``cls`` remade with a slot per field, as ``@dataclass(slots=True)`` remakes it (the class
    as written is kept as ``_slots_of``, for the dataclass metadata)."""
    inherited = {name for klass in cls.__mro__[1:-1] for name in klass.__dict__.get("__slots__", ())}
    namespace = {key: value for key, value in cls.__dict__.items() if key not in fields and key not in ("__dict__", "__weakref__")}
    namespace["__slots__"] = tuple(name for name in fields if name not in inherited)
    namespace["_slots_of"] = cls
    made = type(cls)(cls.__name__, cls.__bases__, namespace)
    made.__qualname__ = cls.__qualname__
    return made


def frozen_value(cls: type) -> type:
    """A dataclass of ``cls`` (a :class:`FrozenValue` with its own ``__init__``) whose fields'
    ``compare``/``repr`` flags drive equality, hash and repr as ``@dataclass(frozen=True)`` would."""
    cls = record(cls)
    cls._compared = staticmethod(_getter(tuple(name for name, (_, compared) in cls._record_fields.items() if compared)))
    return cls
