"""Shardy's attribute syntax (``attrs.td`` assembly formats, ``parsers.cc``), read into model values.

:func:`parse_attr` reads ``#sdy.mnemonic<...>``; the ``parse_*`` methods of :class:`Cursor`
read the stripped forms the ops' custom directives use. A failure raises :class:`SdyTextError`
with MLIR's and Shardy's messages, each at its offset in the text, innermost first (the
ODS-generated parsers add ``failed to parse Sdy_X parameter 'y' ...`` as they unwind).
"""
from __future__ import annotations

import re
from contextlib import contextmanager
from typing import Callable, Iterator, TypeVar

from ...ir.attributes import decode_string
from . import model as M
from . import verify

T = TypeVar("T")
_TOKEN = re.compile(r'\s*(?:(?P<string>"(?:[^"\\\n]|\\.)*")|(?P<word>[A-Za-z_][\w$.]*)'
                    r'|(?P<int>0x[0-9A-Fa-f]+|\d+)|(?P<symbol>@(?:[A-Za-z_$.][\w$.-]*|"(?:[^"\\\n]|\\.)*"))'
                    r'|(?P<arrow>->)|(?P<punct>[-<>\[\]{}(),=:?*]))')
INT64_MAX = 2 ** 63 - 1


class SdyTextError(Exception):
    """Errors as (offset in the text, message), in the order MLIR reports them."""

    def __init__(self, errors: list[tuple[int, str]]):
        super().__init__(errors[0][1])
        self.errors = errors


def _array(name: str) -> str:
    return f"`::llvm::ArrayRef<{name}>`"


class Scanner:
    """MLIR's AsmParser over ``text[start:end]`` (tokens skip white space)."""

    def __init__(self, text: str, start: int = 0, end: int | None = None):
        self.text, self.pos, self.end = text, start, len(text) if end is None else end
        self.reported: list[tuple[int, str]] = []
        """Errors reported without failing the parse (they fail it at the end)."""

    # --- tokens ---------------------------------------------------------------------------
    def peek(self) -> tuple[str, str, int, int]:
        """(kind, text, start, end) of the next token; kind "" at the end or on a stray character."""
        match = _TOKEN.match(self.text, self.pos, self.end)
        if match is None or match.lastgroup is None:
            at = self.pos + (len(self.text[self.pos:self.end]) - len(self.text[self.pos:self.end].lstrip()))
            return ("", "", at, at)
        return (match.lastgroup, match.group(match.lastgroup), match.start(match.lastgroup), match.end())

    def here(self) -> int:
        return self.peek()[2]

    def fail(self, message: str, at: int | None = None) -> SdyTextError:
        return SdyTextError([(self.here() if at is None else at, message)])

    def optional(self, punct: str) -> bool:
        kind, text, _, end = self.peek()
        if kind in ("punct", "arrow") and text == punct:
            self.pos = end
            return True
        return False

    def expect(self, punct: str) -> None:
        if not self.optional(punct):
            raise self.fail(f"expected '{punct}'")

    def optional_keyword(self, word: str | None = None) -> str | None:
        kind, text, _, end = self.peek()
        if kind == "word" and (word is None or text == word):
            self.pos = end
            return text
        return None

    def keyword(self, word: str | None = None) -> str:
        found = self.optional_keyword(word)
        if found is None:
            raise self.fail(f"expected '{word}'" if word else "expected valid keyword")
        return found

    def string(self) -> str:
        kind, text, _, end = self.peek()
        if kind != "string":
            raise self.fail("expected string")
        self.pos = end
        return decode_string(text)

    def integer(self) -> int:
        at = self.here()
        negative = self.optional("-")
        kind, text, _, end = self.peek()
        if kind != "int":
            raise self.fail("expected integer value")
        self.pos = end
        value = int(text, 0)
        value = -value if negative else value
        if not -INT64_MAX - 1 <= value <= INT64_MAX:
            raise self.fail("integer value too large", at)
        return value

    def comma_list(self, element: Callable[[], T], close: str) -> list[T]:
        """``a, b, ...`` up to (not including) ``close``, possibly empty."""
        items: list[T] = []
        if self.peek()[1] == close:
            return items
        items.append(element())
        while self.optional(","):
            items.append(element())
        return items

    def bracketed(self, opener: str, element: Callable[[], T], closer: str) -> list[T]:
        """``opener a, b, ... closer``."""
        self.expect(opener)
        items = self.comma_list(element, closer)
        self.expect(closer)
        return items

    @contextmanager
    def context(self, message: str) -> Iterator[None]:
        """On failure inside, MLIR's follow-up ``message`` at the place parsing stopped."""
        try:
            yield
        except SdyTextError as error:
            error.errors.append((self.here(), message))
            raise


    def wrapped(self, element: Callable[[], T]) -> T:
        self.expect("<")
        value = element()
        self.expect(">")
        return value

    def run(self, parse: Callable[[], T]) -> T:
        """``parse()`` over the whole text; errors reported on the way come first."""
        try:
            value = parse()
            self.done()
        except SdyTextError as error:
            error.errors[:0] = self.reported
            raise
        if self.reported:
            raise SdyTextError(self.reported)
        return value

    def done(self) -> None:
        kind, text, start, _ = self.peek()
        if start < self.end and self.text[start:self.end].strip():
            raise self.fail("expected '>'" if kind else f"unexpected character '{self.text[start]}'")




class _ShardingBodies(Scanner):
    """Meshes, axes, dimension shardings and shardings (``attrs.td``'s sharding attributes)."""

    # --- attributes -------------------------------------------------------------------------
    def mesh_body(self) -> M.Mesh:
        """``<["a"=2, ...](, device_ids=[...])?>``."""
        self.expect("<")
        self.expect("[")
        axes: list[M.MeshAxis] = []
        if not self.optional("]"):
            with self.context(f"failed to parse Sdy_Mesh parameter 'axes' which is to be a {_array('MeshAxisAttr')}"):
                axes = self.comma_list(self.mesh_axis, "]")
            self.expect("]")
        ids: list[int] = []
        if self.optional(","):
            self.keyword("device_ids")
            self.expect("=")
            self.expect("[")
            with self.context("failed to parse Sdy_Mesh parameter 'device_ids' which is to be a "
                              f"{_array('int64_t')}"):
                ids = self.comma_list(self.integer, "]")
            self.expect("]")
        at = self.here()
        self.expect(">")
        mesh = M.Mesh.build(tuple(axes), tuple(ids))
        problem = verify.mesh_problem(mesh)
        if problem:
            raise self.fail(problem, at)
        return mesh

    def mesh_axis(self) -> M.MeshAxis:
        with self.context("failed to parse Sdy_MeshAxis parameter 'name' which is to be a `::llvm::StringRef`"):
            name = self.string()
        self.expect("=")
        with self.context("failed to parse Sdy_MeshAxis parameter 'size' which is to be a `int64_t`"):
            size = self.integer()
        if size <= 0:
            raise self.fail(f"axis size must be at least 1, got: {size}")
        return M.MeshAxis(name, size)

    def axis_ref(self) -> M.AxisRef:
        with self.context("failed to parse Sdy_AxisRef parameter 'name' which is to be a `::llvm::StringRef`"):
            name = self.string()
        if not self.optional(":"):
            return M.AxisRef(name)
        self.expect("(")
        with self.context("failed to parse Sdy_SubAxisInfo parameter 'pre_size' which is to be a `int64_t`"):
            pre = self.integer()
        self.expect(")")
        with self.context("failed to parse Sdy_SubAxisInfo parameter 'size' which is to be a `int64_t`"):
            size = self.integer()
        return M.AxisRef(name, M.SubAxis(pre, size))

    def axis_refs(self, close: str = "}") -> tuple[M.AxisRef, ...]:
        return tuple(self.comma_list(self.axis_ref, close))

    def dim_sharding(self) -> M.DimSharding:
        """DimensionShardingAttr::parse."""
        self.expect("{")
        axes: list[M.AxisRef] = []
        closed = True
        while not self.optional("}"):
            if axes:
                self.expect(",")
            if self.optional("?"):
                closed = False
                self.expect("}")
                break
            axes.append(self.axis_ref())
        priority = None
        kind, word, start, end = self.peek()
        if kind == "word":
            self.pos = end
            digits = word[1:]
            if len(word) < 2 or word[0] != "p" or not digits.isdigit() or not digits.isascii():
                raise self.fail(f"expecting priority in format 'p<number>', got: {word}")
            if digits.startswith("0") and len(digits) > 1:
                raise self.fail(f"priorities with leading zeros are not allowed, got: {word}")
            if int(digits) > INT64_MAX:
                raise self.fail(f"expecting integer priority, got: {word}")
            priority = int(digits)
        return M.DimSharding(tuple(axes), closed, priority)

    def mesh_or_ref(self) -> M.MeshOrRef:
        if self.optional_keyword("mesh"):
            try:
                return self.mesh_body()
            except SdyTextError as error:
                error.errors.append((self.here(), "failed to parse MeshAttr"))
                raise
        kind, text, start, end = self.peek()
        if kind != "symbol":
            raise SdyTextError([(start, "expected attribute value"),
                                (start, "expecting MeshAttr or FlatSymbolRefAttr, got: ")])
        self.pos = end
        return decode_string(text[1:]) if text[1] == '"' else text[1:]

    def _named_axes(self, parameter: str, equals: bool) -> tuple[M.AxisRef, ...]:
        try:
            if equals:
                self.expect("=")
            self.expect("{")
            with self.context("failed to parse axis list which is expected to be an `ArrayRef<AxisRefAttr>`"):
                axes = self.axis_refs()
            self.expect("}")
        except SdyTextError as error:
            error.errors.append((self.here(), f"failed to parse Sdy_TensorSharding parameter '{parameter}'"))
            raise
        return axes

    def sharding_body(self) -> M.Sharding:
        """``<@mesh, [{...}, ...], replicated={...}, unreduced=max{...}>``."""
        self.expect("<")
        mesh = self.mesh_or_ref()
        self.expect(",")
        self.expect("[")
        dims: list[M.DimSharding] = []
        if not self.optional("]"):
            with self.context("failed to parse Sdy_TensorSharding parameter 'dim_shardings' which is to be a "
                              f"{_array('DimensionShardingAttr')}"):
                dims = self.comma_list(self.dim_sharding, "]")
            self.expect("]")
        replicated: tuple[M.AxisRef, ...] = ()
        unreduced: tuple[M.AxisRef, ...] = ()
        reduction = "sum"
        while self.optional(","):
            if not replicated and self.optional_keyword("replicated"):
                replicated = self._named_axes("replicated_axes", True)
            elif not unreduced and self.optional_keyword("unreduced"):
                if self.optional("="):
                    reduction = self.optional_keyword("sum") or self.optional_keyword("max") or \
                        self.optional_keyword("min") or "sum"
                unreduced = self._named_axes("unreduced_axes", False)
            else:
                raise self.fail("failed to parse Sdy_TensorSharding, expected valid named axis list after comma")
        self.expect(">")
        return M.Sharding(mesh, tuple(dims), replicated, unreduced, reduction)

    def per_value_body(self) -> M.PerValue:
        self.expect("<")
        self.expect("[")
        shardings: list[M.Sharding] = []
        if not self.optional("]"):
            with self.context("failed to parse Sdy_TensorShardingPerValue parameter 'shardings' which is to be a "
                              f"{_array('TensorShardingAttr')}"):
                shardings = self.comma_list(self.sharding_body, "]")
            self.expect("]")
        self.expect(">")
        return M.PerValue(tuple(shardings))


class Cursor(_ShardingBodies):
    """MLIR's AsmParser over an sdy attribute: sharding rules, collective parameters, manual axes
    and propagation edges on top of the sharding bodies."""

    # --- sharding rules -------------------------------------------------------------------
    def _factor_index(self, symbols: str, at: int) -> tuple[int, str]:
        """parseFactorSymbolIndex: the index of the first factor of ``symbols`` and the rest."""
        if not symbols.startswith("z_"):
            symbol = symbols[0]
            if not "i" <= symbol <= "z":
                raise self.fail(f"expecting symbol from 'i' to 'z'. Received: '{symbol}'", at)
            return ord(symbol) - ord("i"), symbols[1:]
        digits = re.match(r"\d*", symbols[2:]).group()  # type: ignore[union-attr]
        if not digits:
            raise self.fail(f"expecting integer after 'z_'. Received: '{symbols}'", at)
        if digits[0] == "0":
            raise self.fail(f"expecting positive integer without leading zeros. Received: '{digits}'", at)
        value = int(digits)
        if value > INT64_MAX:  # Shardy reports it and goes on with index 0 (parsers.cc)
            self.reported.append((at, f"expecting symbol index <=2^63-1. Received: '{digits}'"))
            value = 0
        return value + M.K_START_AT_Z, symbols[2 + len(digits):]

    def _symbols(self, symbols: str, at: int) -> tuple[int, ...]:
        indices = []
        while symbols:
            index, symbols = self._factor_index(symbols, at)
            indices.append(index)
        return tuple(indices)

    def dim_mapping(self) -> M.DimMapping:
        kind, word, start, end = self.peek()
        if kind != "word":
            return M.DimMapping(())  # (the verifier reports it)
        self.pos = end
        return M.DimMapping(self._symbols(word, self.here()))

    def tensor_mapping(self) -> M.TensorMapping:
        self.expect("[")
        dims: list[M.DimMapping] = []
        if not self.optional("]"):
            with self.context("failed to parse Sdy_TensorMapping parameter 'dim_mappings' which is to be a "
                              f"{_array('DimMappingAttr')}"):
                dims = self.comma_list(self.dim_mapping, "]")
            self.expect("]")
        return M.TensorMapping(tuple(dims))

    def _mappings(self, parameter: str) -> tuple[M.TensorMapping, ...]:
        self.expect("(")
        with self.context(f"failed to parse Sdy_OpShardingRule parameter '{parameter}' which is to be a "
                          f"{_array('TensorMappingAttr')}"):
            mappings = [self.tensor_mapping()]  # at least one (an ODS array parameter)
            while self.optional(","):
                mappings.append(self.tensor_mapping())
        self.expect(")")
        return tuple(mappings)

    def _braced_list(self, element: Callable[[], T]) -> list[T]:
        """MLIR's parseCommaSeparatedList with OptionalBraces."""
        if not self.optional("{"):
            return []
        items = self.comma_list(element, "}")
        self.expect("}")
        return items

    def _factor_size(self, expected: list[int]) -> int:
        kind, word, start, end = self.peek()
        if kind != "word":
            raise self.fail("expected valid keyword")
        self.pos = end
        at = self.here()
        index, rest = self._factor_index(word, at)
        if index != expected[0]:
            raise self.fail("expecting factor indices to be ordered like an iota ([0,1,2,...], e.g. {i=#, j=#, ...})."
                            f" Expecting factor index symbol '{M.factor_symbol(expected[0])}', received: "
                            f"'{M.factor_symbol(index)}'", at)
        expected[0] += 1
        if rest:
            raise self.fail(f"expecting single factor symbol: {rest}", at)
        self.expect("=")
        return self.integer()

    def _factor(self) -> int:
        kind, word, start, end = self.peek()
        if kind != "word":
            raise self.fail("expected valid keyword")
        self.pos = end
        return self._factor_index(word, self.here())[0]

    def rule_body(self) -> M.Rule:
        self.expect("<")
        operands = self._mappings("operand_mappings")
        self.expect("->")
        results = self._mappings("result_mappings")
        expected = [0]
        sizes = self._braced_list(lambda: self._factor_size(expected))
        groups = []
        for name in ("reduction", "need_replication", "permutation", "blocked_propagation"):
            factors: list[int] = []
            if self.optional_keyword(name):
                self.expect("=")
                factors = self._braced_list(self._factor)
            groups.append(tuple(factors))
        custom = False
        if self.optional(","):
            self.keyword("custom")
            custom = True
        self.expect(">")
        reduction, replication, permutation, blocked = groups
        return M.Rule(tuple(sizes), operands, results, reduction, replication, permutation, blocked, custom)

    # --- collectives and manual axes ------------------------------------------------------
    def axis_ref_list(self) -> M.AxisRefList:
        return M.AxisRefList(tuple(self.bracketed("{", self.axis_ref, "}")))

    def list_of_axis_ref_lists(self) -> M.ListOfAxisRefLists:
        return M.ListOfAxisRefLists(tuple(self.bracketed("[", self.axis_ref_list, "]")))

    def all_to_all_param(self) -> M.AllToAllParam:
        axes = tuple(self.bracketed("{", self.axis_ref, "}"))
        self.expect(":")
        src = self.integer()
        self.expect("->")
        return M.AllToAllParam(axes, src, self.integer())

    def all_to_all_params(self) -> M.AllToAllParamList:
        return M.AllToAllParamList(tuple(self.bracketed("[", self.all_to_all_param, "]")))

    def manual_axes(self) -> M.ManualAxes:
        return M.ManualAxes(tuple(self.bracketed("{", self.string, "}")))

    # --- propagation edges ----------------------------------------------------------------
    def edge_ref(self) -> M.EdgeValueRef:
        kind, word, start, end = self.peek()
        if word not in M.EDGE_TYPES:
            raise self.fail("expected one of [operand, result] for edge node type enum")
        self.pos = end
        self.expect("-")
        return M.EdgeValueRef(word, self.integer())

    def axis_edges(self) -> M.AxisEdges:
        self.expect("{")
        axis = self.axis_ref()
        self.expect("=")
        source = self.edge_ref()
        self.expect("->")
        targets = self.bracketed("[", self.edge_ref, "]")
        self.expect("}")
        return M.AxisEdges(axis, source, tuple(targets))

    def edge_step(self) -> M.EdgeStep:
        self.expect("{")
        self.keyword("step")
        self.expect("-")
        step = self.integer()
        self.expect("=")
        entries = self.bracketed("[", self.axis_edges, "]")
        self.expect("}")
        return M.EdgeStep(step, tuple(entries))

    def propagation_edges_body(self) -> M.PropagationEdges:
        self.expect("<")
        steps = self.bracketed("[", self.edge_step, "]")
        at = self.here()
        self.expect(">")
        edges = M.PropagationEdges(tuple(steps))
        problem = verify.edges_problem(edges)
        if problem:
            raise self.fail(problem, at)
        return edges


_BODIES: dict[str, Callable[[Cursor], object]] = {
    "mesh": Cursor.mesh_body,
    "sharding": Cursor.sharding_body,
    "sharding_per_value": Cursor.per_value_body,
    "op_sharding_rule": Cursor.rule_body,
    "propagation_edges": Cursor.propagation_edges_body,
    "mesh_axis": lambda c: c.wrapped(c.mesh_axis),
    "axis_ref": lambda c: c.wrapped(c.axis_ref),
    "dimension_sharding": lambda c: c.wrapped(c.dim_sharding),
    "axis_ref_list": lambda c: c.wrapped(c.axis_ref_list),
    "list_of_axis_ref_lists": lambda c: c.wrapped(c.list_of_axis_ref_lists),
    "all_to_all_param": lambda c: c.wrapped(c.all_to_all_param),
    "all_to_all_param_list": lambda c: c.wrapped(c.all_to_all_params),
    "manual_axes": lambda c: c.wrapped(c.manual_axes),
    "dim_mapping": lambda c: c.wrapped(c.dim_mapping),
    "tensor_mapping": lambda c: c.wrapped(c.tensor_mapping),
    "sub_axis_info": lambda c: c.wrapped(lambda: _sub_axis(c)),
}


def _sub_axis(c: Cursor) -> M.SubAxis:
    c.expect("(")
    pre = c.integer()
    c.expect(")")
    return M.SubAxis(pre, c.integer())


def parse_attr(text: str, start: int = 0, end: int | None = None) -> M.SdyAttr:
    """``#sdy.mnemonic<...>`` that is ``text[start:end]``: its attribute."""
    match = re.compile(r"#sdy\.([A-Za-z_][\w$.]*)").match(text, start, len(text) if end is None else end)
    if match is None:
        raise SdyTextError([(start, "expected an sdy attribute")])
    body = _BODIES.get(match.group(1))
    if body is None:
        raise SdyTextError([(start + 1, f"unknown attribute `{match.group(1)}` in dialect `sdy`")])
    cursor = Cursor(text, match.end(), end)
    return M.SdyAttr(cursor.run(lambda: body(cursor)))
