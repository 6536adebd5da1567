"""Source locations and user-facing errors, rendered MLIR-style.

Every error that reaches a user is a :class:`Diagnostic` with a :class:`Loc`
and prints as ``FILE:LINE:COL: error: MESSAGE``. Library pieces that do not
know a location (shape functions, evaluators) raise :class:`ConstraintError`
or :class:`EvalError`; the caller that knows the operation adds its location.
"""
from __future__ import annotations


class Loc:
    """A position in a source file; lines and columns count from 1. Immutable, compared and
    hashed by value, shown as a ``@dataclass(frozen=True, slots=True)`` would be (written out:
    that decorator costs more at start-up than a small run)."""

    __slots__ = ("file", "line", "col")
    __match_args__ = ("file", "line", "col")

    def __init__(self, file: str, line: int, col: int):
        object.__setattr__(self, "file", file)
        object.__setattr__(self, "line", line)
        object.__setattr__(self, "col", col)

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.col}"

    def __repr__(self) -> str:
        return f"{self.__class__.__qualname__}(file={self.file!r}, line={self.line!r}, col={self.col!r})"

    def __eq__(self, other: object) -> bool:
        if other.__class__ is self.__class__:
            return (self.file, self.line, self.col) == (other.file, other.line, other.col)
        return NotImplemented

    def __hash__(self) -> int:
        return hash((self.file, self.line, self.col))

    def __setattr__(self, name: str, value: object) -> None:
        import dataclasses

        raise dataclasses.FrozenInstanceError(f"cannot assign to field {name!r}")

    def __delattr__(self, name: str) -> None:
        import dataclasses

        raise dataclasses.FrozenInstanceError(f"cannot delete field {name!r}")

    def __reduce__(self) -> tuple:  # copy and pickle rebuild it through __init__
        return self.__class__, (self.file, self.line, self.col)


UNKNOWN_LOC = Loc("<unknown>", 0, 0)


class ShownLoc(Loc):
    """A location attribute (an artifact's op) where MLIR's handler shows it: ``<unknown>:0``
    with ``prefix`` (``loc(...): ``) before the message when it has no file position;
    ``notes``: the ``called from`` positions of a call site's callers."""

    __slots__ = ("prefix", "notes")

    def __init__(self, file: str, line: int, col: int, prefix: str = "", notes: tuple = ()):
        super().__init__(file, line, col)
        object.__setattr__(self, "prefix", prefix)
        object.__setattr__(self, "notes", notes)

    def __str__(self) -> str:
        return "<unknown>:0" if self.line == 0 and self.file == "<unknown>" else super().__str__()

    def __reduce__(self) -> tuple:
        return self.__class__, (self.file, self.line, self.col, self.prefix, self.notes)


class Diagnostic(Exception):
    """A located error (or warning/note/remark) meant for the user."""

    severity = "error"

    def __init__(self, loc: Loc, message: str, *, source_line: str | None = None,
                 follow_ups: tuple["Diagnostic", ...] = ()):
        super().__init__(message)
        self.loc = loc
        self.message = message
        self.source_line = source_line
        self.follow_ups = follow_ups
        """Diagnostics reported right after this one for the same failure (MLIR emits e.g.
        ``duplicated `index_vector_dim` entry`` and then ``failed parsing scatter dimension
        numbers attribute`` as two errors)."""

    def expand(self) -> list["Diagnostic"]:
        """This diagnostic and its follow-ups, in the order they are reported."""
        return [self, *self.follow_ups]

    def render(self) -> str:
        """``FILE:LINE:COL: error: MESSAGE`` (with the source line and a caret when known);
        follow-ups render separately (:meth:`expand`)."""
        text = f"{self.loc}: {self.severity}: {getattr(self.loc, 'prefix', '')}{self.message}"
        if self.source_line is not None:
            caret = " " * (self.loc.col - 1) + "^"
            text += f"\n{self.source_line.rstrip()}\n{caret}"
        for note in getattr(self.loc, "notes", ()):
            text += f"\n{note}: note: called from"
        return text


class Note(Diagnostic):
    """A note attached to the error before it (MLIR's ``attachNote``)."""

    severity = "note"


class Warning_(Diagnostic):
    """A warning (MLIR's ``emitWarning``): reported, but the command goes on and succeeds."""

    severity = "warning"


def is_failure(diagnostics: list[Diagnostic]) -> bool:
    """Whether ``diagnostics`` (follow-ups included) hold an error, not only warnings and remarks."""
    return any(d.severity == "error" for diagnostic in diagnostics for d in diagnostic.expand())


class Error(Diagnostic):
    """What the public API raises (``stablehlo_translate.Error``): :attr:`diagnostics` lists
    every located diagnostic of the failure in the order reported, each with ``loc``,
    ``message`` and ``render()``; ``str()`` renders them all. The first one is the error itself
    (``loc``, ``message``), so code that catches :class:`Diagnostic` keeps working."""

    @property
    def diagnostics(self) -> list[Diagnostic]:
        return self.expand()

    def __str__(self) -> str:
        return "\n".join(diagnostic.render() for diagnostic in self.expand())

    @classmethod
    def of(cls, diagnostics: "list[Diagnostic]") -> "Error":
        """One error carrying ``diagnostics`` (and their follow-ups), the first as itself."""
        first, *rest = [d for diagnostic in diagnostics for d in diagnostic.expand()]
        return cls(first.loc, first.message, source_line=first.source_line, follow_ups=tuple(rest))


class ParseError(Error):
    """Text that is not valid MLIR, or names something unknown."""


class InterpretError(Error):
    """A runtime fault or a failed check while interpreting."""


class ConstraintError(Exception):
    """A violated spec constraint, e.g. ``ConstraintError("reduce_c4", msg)``; no location yet.
    ``plain``: upstream emits it at the op's location without the ``'name' op`` prefix."""

    def __init__(self, label: str, message: str, plain: bool = False):
        super().__init__(message)
        self.label = label
        self.message = message
        self.plain = plain


class InferenceError(ConstraintError):
    """A violated constraint that upstream's shape functions (TypeInference.cpp, Base.cpp)
    report with ``emitOptionalError(location, ...)``: at the op's location, without the
    ``'name' op`` prefix that ``emitOpError`` (ODS traits, most ``verify()`` bodies) adds."""

    def __init__(self, label: str, message: str):
        super().__init__(label, message, plain=True)


class EvalError(Exception):
    """A runtime fault raised by an evaluator; the interpreter adds the op's location."""

    def __init__(self, message: str):
        super().__init__(message)
        self.message = message


def decode_text(data: bytes, filename: str) -> str:
    """The program text of ``data``; bytes that are not UTF-8 are a located error."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as error:
        line = data.count(b"\n", 0, error.start) + 1
        col = error.start - (data.rfind(b"\n", 0, error.start) + 1) + 1
        raise ParseError(Loc(filename, line, col), f"invalid UTF-8 byte 0x{data[error.start]:02x}") from None
