"""Frozen value classes (types, attributes) without the start-up cost of ``@dataclass(frozen=True)``.

That decorator compiles five or six methods from source text for each class at every start;
:func:`frozen_value` (and :func:`record`, for ``eq=False`` classes) keeps the dataclass metadata (``dataclasses.fields``/``replace`` work) and
gives the same equality, hash, repr and immutability from precompiled methods; each class writes
its ``__init__`` (assigning through ``object.__setattr__``).
"""
from __future__ import annotations

import dataclasses
from operator import attrgetter


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


def record(cls: type | None = None, *, slots: bool = False):
    """A dataclass of ``cls`` (a :class:`Record` with its own ``__init__``; identity equality),
    as ``@dataclass(eq=False, slots=slots)`` would make it."""
    if cls is None:
        return lambda cls: record(cls, slots=slots)
    cls = dataclasses.dataclass(init=False, repr=False, eq=False, slots=slots)(cls)
    cls._shown = tuple(f.name for f in dataclasses.fields(cls) if f.repr)
    return cls


def frozen_value(cls: type) -> type:
    """A dataclass of ``cls`` (a :class:`FrozenValue` with its own ``__init__``) whose fields'
    ``compare``/``repr`` flags drive equality, hash and repr as ``@dataclass(frozen=True)`` would."""
    cls = record(cls)
    cls._compared = staticmethod(_getter(tuple(f.name for f in dataclasses.fields(cls) if f.compare)))
    return cls
