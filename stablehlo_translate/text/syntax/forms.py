"""Pretty (custom assembly) forms of ops, grouped by the shape of their syntax.

An op's row in the op table names its :class:`PrettyForm`; the parser turns
every pretty form into the same generic Operation, and the printer turns the
Operation back into the pretty text. ``keywords`` maps the keyword a pretty
form writes (``dims``) to the attribute it stands for (``broadcast_dimensions``).
Each kind has a parse function (KINDS) and its inverse print function (PRINTERS);
the kinds with structured attributes or regions live in structured.py, which registers them
here when imported by the op families that use them (start-up: a file without such ops never loads it).
"""
from __future__ import annotations

import dataclasses
import re
from operator import attrgetter
from typing import Any, Callable

from ...ir import attributes as A
from ...ir import module as ir
from ...ir.records import FrozenValue
from ...ir.types import FunctionType, TensorType, TupleType, Type, complex_part_type, is_complex


class PrettyForm(FrozenValue):
    """An op's pretty form: its ``kind`` (a key of KINDS and PRINTERS) and ``keywords``, the
    (keyword, attribute) pairs it writes. A frozen value (records.py), built without
    ``@dataclass`` processing (start-up)."""

    __slots__ = ("kind", "keywords")
    _shown = ("kind", "keywords")
    _compared = staticmethod(attrgetter("kind", "keywords"))

    def __init__(self, kind: str, keywords: tuple[tuple[str, str], ...] = ()):
        object.__setattr__(self, "kind", kind)
        object.__setattr__(self, "keywords", keywords)

    def attribute_for(self, keyword: str) -> str | None:
        for key, attr in self.keywords:
            if key == keyword:
                return attr
        return None


def pretty(kind: str, **keywords: str) -> PrettyForm:
    return PrettyForm(kind, tuple(keywords.items()))


OPERANDS = pretty("operands")
"""``op %a, %b {attrs} : T`` or ``: (T, T) -> T`` (elementwise ops, convert, reshape, tuple ...)."""
CONSTANT = pretty("constant")
"""``stablehlo.constant dense<...> : T``."""
COMPARE = pretty("compare")
"""``stablehlo.compare EQ, %a, %b, SIGNED : (T, T) -> T``."""
SLICE = pretty("slice")
"""``stablehlo.slice %a [0:4:2, 1:3] : (T) -> T``."""
GET_TUPLE_ELEMENT = pretty("get_tuple_element")
"""``stablehlo.get_tuple_element %t[0] : (tuple<...>) -> T``."""
REDUCE_PRECISION = pretty("reduce_precision")
"""``stablehlo.reduce_precision %a, format = e5m10 : T`` (exponent_bits, mantissa_bits)."""
CHECK_CONST = pretty("check_const")
"""``check.expect_eq_const %a, dense<...> : T {attrs}``: the literal is attribute ``value``."""
CALL = pretty("call")
"""``func.call @f(%a, %b) : (T, T) -> R``: the symbol is attribute ``callee``."""
CUSTOM_CALL = pretty("custom_call")
"""``stablehlo.custom_call @target(%a) {attrs} : (T) -> R``: the target is attribute ``call_target_name`` (a str)."""
FN_SIG = pretty("fn_sig")
"""``chlo.broadcast_add %a, %b {attrs} : (T, U) -> R``: operands, always the full function type."""
ARROW = pretty("arrow")
"""``chlo.erf %a : T -> R``, ``chlo.next_after %a, %b : T, U -> R``: operand types, ``->``, results."""
TOP_K = pretty("top_k")
"""``chlo.top_k(%a, k = 8) {attrs} : T -> (V, I)``: ``k`` is an i64 attribute."""


# --- Parsing pretty forms -------------------------------------------------------------
# The grammar (grammar/stablehlo.lark) reads any pretty form as a flat list of
# pieces: ("use", tok), ("word", tok), ("kw", key_tok, value), ("symbol", ref),
# ("parens", items: ("use", tok), ("kw", key_tok, value), ...), ("index", items), ("dict", d), ("props", d), ("region", blocks),
# ("literal", dense), ("applies", op_name_tok), ("string", s); a signature
# ("fn", FunctionType) or ("list", types); and a trailer ("while", cond, body),
# ("reducer", arg_groups, blocks) or ("to", type). Each kind below maps them to
# the generic operation.

class LocatedError(Exception):
    """A parse error at a line and column of the text being parsed (1-based, chunk-relative)."""

    def __init__(self, message: str, line: int, col: int, follow_ups: tuple[tuple[str, int, int], ...] = ()):
        super().__init__(message)
        self.message, self.line, self.col = message, line, col
        self.follow_ups = follow_ups
        """Further errors reported with this one, as (message, line, col)."""


class SpanText(str):
    """A piece's source text (``raw``) and where it starts (1-based ``line``, ``col``)."""

    raw: str
    line: int
    col: int

    def __new__(cls, raw: str, line: int, col: int) -> "SpanText":
        self = super().__new__(cls, " ".join(raw.split()))
        self.raw, self.line, self.col = raw, line, col
        return self


class AxisEntries(list):
    """A braced list that holds Shardy sub-axes (``{"x":(1)2, "y"}``): (name, value) pairs in
    order, a sub-axis value being ``("sub_axis", pre_size, size)`` (names may repeat)."""

    def items(self) -> "AxisEntries":
        return self


class PrettyParse:
    """One pretty-form op as the grammar read it."""

    __slots__ = ("name", "pieces", "signature", "trailer", "n_results", "use", "line", "col")

    def __init__(self, name: str, pieces: list, signature: tuple | None, trailer: tuple | None, n_results: int,
                 use: Callable[[Any], tuple[str, Type]], line: int, col: int):
        self.name, self.pieces, self.signature, self.trailer = name, pieces, signature, trailer
        self.n_results, self.line, self.col = n_results, line, col
        self.use = use
        """Resolves an operand token to ``(name, type)`` in the current scope."""

    def fail(self, message: str) -> LocatedError:
        return LocatedError(message, self.line, self.col)


class Generic:
    """What a pretty form stands for: operands (tokens), attributes, types and regions."""

    __slots__ = ("operands", "attributes", "operand_types", "result_types", "regions", "successors")

    def __init__(self, operands: list, attributes: dict, operand_types: list | None, result_types: list,
                 regions: list | None = None, successors: tuple[str, ...] = ()):
        self.operands, self.attributes = operands, attributes
        self.operand_types, self.result_types = operand_types, result_types
        self.regions = [] if regions is None else regions
        """Each an ir.Region, or (raw blocks, entry arguments or None)."""
        self.successors = successors
        """Block labels (``^bb1``) of a branch."""


_ALWAYS = {"dict", "props"}


def _pieces(p: PrettyParse, allowed: set[str]) -> dict[str, list]:
    """Pieces by category; an unexpected piece is an error."""
    found: dict[str, list] = {}
    previous = None
    for piece in p.pieces:
        kind = piece[0]
        if kind == "use" and previous == "use":
            raise LocatedError(f"expected ',' before {piece[1]}", piece[1].line, piece[1].column)
        previous = kind
        if kind == "comma":
            continue
        if kind not in allowed and kind not in _ALWAYS and not (kind == "word" and piece[1] == "attributes"):
            shown = piece[1] if kind in ("word", "use", "kw") else kind
            raise p.fail(f"unexpected {shown!s} in custom op '{p.name}'")
        found.setdefault(kind, []).append(piece)
    return found


def _attr_dict(found: dict[str, list]) -> dict:
    merged: dict = {}
    for _, value in [*found.get("props", ()), *found.get("dict", ())]:
        merged.update(value)
    return merged


def _uses(found: dict[str, list]) -> list:
    return [piece[1] for piece in found.get("use", ())]


def _paren_uses(p: PrettyParse, found: dict[str, list]) -> list:
    uses = []
    for _, items in found.get("parens", ()):
        for item in items:
            if item[0] != "use":
                raise p.fail(f"unexpected operand syntax in custom op '{p.name}'")
            uses.append(item[1])
    return uses


_RETURNS = frozenset({"func.return", "stablehlo.return", "scf.yield"})
_OWN_SINGLE_TYPE = frozenset({"stablehlo.complex"})
"""Ops whose one type ``: T`` is not their operands' type (ComplexOpType)."""
_PAIRWISE = frozenset({"stablehlo.optimization_barrier"})
"""Ops typed by upstream's PairwiseOpType (``: T, U``: operand and result types alike)."""


def _types(p: PrettyParse, n_operands: int) -> tuple[list | None, list]:
    """Operand types (None: take them from the operands' definitions) and result types."""
    sig = p.signature
    if sig is None:
        if p.n_results:
            raise p.fail(f"expected ':' and the result types of '{p.name}'")
        return None, []
    if p.name == "stablehlo.tuple":  # parseTupleOpType: one type, a tuple of the operands' types
        if sig[0] == "fn" or not isinstance(sig[1][0], TupleType):
            raise p.fail(f"custom op '{p.name}' expected tuple type")
        return list(sig[1][0].types), [sig[1][0]]
    if p.name == "stablehlo.select" and not (sig[0] == "fn" or len(sig[1]) == 2):
        raise p.fail(f"custom op '{p.name}' expected functional type or list of two types")  # parseSelectOpType
    if sig[0] == "list" and p.name in _PAIRWISE:  # parsePairwiseOpType: results = operand types
        return list(sig[1]), list(sig[1])
    if sig[0] == "fn":  # counts checked by the resolver, operands first (assignFromFunctionType)
        fn = sig[1]
        return list(fn.inputs), list(fn.results)
    types = sig[1]
    if p.name == "stablehlo.complex" and len(types) == 1 and not (
            isinstance(types[0], TensorType) and is_complex(types[0].element_type)):
        raise p.fail(f"custom op '{p.name}' expected tensor with complex element type")  # parseComplexOpType
    if not p.n_results:  # a terminator's ``operands : types``; check ops list fewer
        return (types if len(types) == n_operands or p.name in _RETURNS else None), []
    if len(types) == p.n_results:
        if p.name in _OWN_SINGLE_TYPE:
            return None, list(types)
        if p.n_results == 1 and n_operands:
            return [types[0]] * n_operands, list(types)  # upstream's SameOperandsAndResultType
        return (list(types) if n_operands == len(types) else None), list(types)  # PairwiseOpType
    if p.n_results == 1:
        if p.name == "stablehlo.select" and n_operands == 3 and len(types) == 2:
            return [types[0], types[1], types[1]], [types[1]]  # upstream's SelectOpType
        return None, [types[-1]]
    raise p.fail(f"'{p.name}' has {p.n_results} results but its signature gives {len(types)} types")


class MalformedList(Exception):
    """A ``[...]`` integer list MLIR's list parsers reject: ``messages`` are (prefixed with the
    custom op, text) in MLIR's order (see list_int)."""

    def __init__(self, messages: tuple[tuple[bool, str], ...]):
        super().__init__(messages[0][1])
        self.messages = messages


def list_int(value: Any, dims: bool = False) -> int:
    """One element of a ``[...]`` integer list, or MalformedList: DenseArrayAttr's parseInteger and
    then parseRSquare fail; ``dims``: parseCommaSeparatedList's list stops at the failing element."""
    if isinstance(value, A.IntegerAttr) and type(value.value) is int:
        if value.type == "i64":  # no ': type' written
            return value.value
        raise MalformedList(((False, "expected ',' or ']'" if dims else "expected ']'"),))
    if dims:
        raise MalformedList(((True, "expected integer value"),))
    raise MalformedList(((True, "expected integer value"), (False, "expected ']'")))


_MARKERS = frozenset({"pair", "conv", "struct", "shardings", "sharding", "axes"})  # kw_value's non-list tuples


def bracket_list(value: Any) -> tuple:
    """A ``[...]`` value, or MalformedList with parseLSquare's ``expected '['``."""
    if isinstance(value, tuple) and not (value and isinstance(value[0], str) and value[0] in _MARKERS):
        return value
    raise MalformedList(((False, "expected '['"),))


def _i64s(values: Any, dims: bool = False) -> A.DenseArrayAttr:
    """A ``[...]`` of integers as an i64 array (``dims``: read by parseCommaSeparatedList, see list_int)."""
    return A.DenseArrayAttr("i64", tuple(list_int(v, dims) for v in bracket_list(values)))


def _word(value: Any) -> str | None:
    """A bare word written as a value (``FFT``, ``e5m10``) or None."""
    if isinstance(value, A.TypeAttr) and isinstance(value.type, str):
        return value.type
    return None


def keyword_value(attribute: str, value: Any) -> Any:
    """A pretty-form keyword value -> the generic attribute value for ``attribute``."""
    if isinstance(value, A.IntegerAttr):
        return A.IntegerAttr(value.value, "i64")
    if isinstance(value, tuple):
        if attribute == "precision_config":
            return tuple(A.EnumAttr("precision", _word(v) or str(v)) for v in value)
        return _i64s(value)
    word = _word(value)
    if word is not None:
        return A.EnumAttr(attribute, word)
    return value


_PRECISIONS = ("DEFAULT", "HIGH", "HIGHEST")
_I64_LISTS = frozenset({"broadcast_dimensions", "dimensions", "permutation", "broadcast_sizes", "slice_sizes",
                        "fft_length"})  # keyword attributes that are DenseI64ArrayAttr in upstream's ODS


def check_precision_config(p: PrettyParse, key: Any, value: Any) -> None:
    """parsePrecisionConfigImpl's ``[...]`` after ``precision =``, each element read by
    PrecisionAttr's parser; errors at the keyword (our values keep no place)."""
    if not isinstance(value, tuple) or value[:1] in (("struct",), ("shardings",), ("sharding",)):
        raise LocatedError("expected '['", key.line, key.column + len(key) + 2)  # just after '='
    failed = (f"custom op '{p.name}' failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a "
              "`::mlir::stablehlo::Precision`", key.line, key.column)
    for element in value:
        word = _word(element)
        if word is None:
            raise LocatedError(f"custom op '{p.name}' expected valid keyword", key.line, key.column, (failed,))
        if word not in _PRECISIONS:
            raise LocatedError(f"custom op '{p.name}' expected ::mlir::stablehlo::Precision to be one of: "
                               + ", ".join(_PRECISIONS), key.line, key.column, (failed,))


def _precision_config_start(p: PrettyParse) -> None:
    """parsePrecisionConfig after ``%lhs, %rhs``: nothing, or ``, precision =`` (``expected
    'precision'`` at the token after the comma, ``expected '='`` just after the keyword)."""
    pieces = [piece for piece in p.pieces if piece[0] not in ("dict", "props")]
    if [piece[0] for piece in pieces[:4]] != ["use", "comma", "use", "comma"]:
        return
    after = pieces[4] if len(pieces) > 4 else None
    if after is not None and after[0] == "word" and str(after[1]) == "precision":
        raise LocatedError("expected '='", after[1].line, after[1].column + len(after[1]))
    if after is None or after[0] != "kw" or str(after[1]) != "precision":
        token = after[1] if after is not None and after[0] in ("kw", "word", "use") else None
        message = f"custom op '{p.name}' expected 'precision'"
        raise LocatedError(message, token.line, token.column) if token is not None else p.fail(message)


def _keywords_into(p: PrettyParse, form: PrettyForm, found: dict[str, list], attributes: dict) -> None:
    for _, key, value in found.get("kw", ()):
        attribute = form.attribute_for(str(key))
        if attribute is None:
            raise LocatedError(f"unknown keyword '{key}' in custom op '{p.name}'", key.line, key.column)
        if attribute == "precision_config":
            check_precision_config(p, key, value)
        elif attribute in _I64_LISTS:
            bracket_list(value)
        attributes[attribute] = keyword_value(attribute, value)


def _simple(p: PrettyParse, form: PrettyForm, allowed: set[str]) -> Generic:
    found = _pieces(p, allowed)
    operands = _uses(found) + _paren_uses(p, found)
    attributes = _attr_dict(found)
    _keywords_into(p, form, found, attributes)
    operand_types, result_types = _types(p, len(operands))
    return Generic(operands, attributes, operand_types, result_types)


def _operands(p: PrettyParse, form: PrettyForm) -> Generic:
    return _simple(p, form, {"use", "parens"})


def _keywords(p: PrettyParse, form: PrettyForm) -> Generic:
    keyword = _VARIADIC_WITH_ATTRIBUTE.get(p.name)
    if keyword is not None:
        _variadic_with_attribute(p, keyword)
    if form.attribute_for("precision") == "precision_config":
        _precision_config_start(p)
    return _simple(p, form, {"use", "kw"})


_VARIADIC_WITH_ATTRIBUTE = {"stablehlo.concatenate": "dim", "stablehlo.dynamic_slice": "sizes"}  # and the keyword


def _variadic_with_attribute(p: PrettyParse, keyword: str) -> None:
    """parseVariadicOperandWithAttribute: each operand followed by ',' (``expected ','`` just after
    the operand), then the format's literal keyword (``expected 'KEYWORD'``, prefixed)."""
    pieces, i = p.pieces, 0
    while i < len(pieces) and pieces[i][0] == "use":
        use = pieces[i][1]
        if i + 1 == len(pieces) or pieces[i + 1][0] != "comma":
            raise LocatedError("expected ','", use.line, use.column + len(use))
        i += 2
    after = pieces[i] if i < len(pieces) else None
    if after is None or after[0] != "kw" or str(after[1]) != keyword:
        token = after[1] if after is not None and after[0] in ("kw", "word", "use") else None
        message = f"custom op '{p.name}' expected '{keyword}'"
        raise LocatedError(message, token.line, token.column) if token is not None else p.fail(message)


def _constant(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"literal", "parens", "number"})
    attributes = _attr_dict(found)
    if found.get("number") and p.name != "arith.constant":  # only arith.constant takes a bare scalar
        raise p.fail(f"unexpected {found['number'][0][1]} in custom op '{p.name}'")
    literals = found.get("literal", ())
    if literals:
        attributes["value"] = literals[0][1]
    numbers = found.get("number", ())
    if numbers and not literals and p.signature is not None and p.signature[0] == "list" \
            and len(p.signature[1]) == 1:  # ``arith.constant 0 : index``: a typed scalar attribute
        attributes["value"] = _scalar(numbers[0][1], numbers[0][2], p.signature[1][0])
    elif numbers and not literals and p.signature is None and isinstance(numbers[0][2], bool):
        return Generic([], {**attributes, "value": numbers[0][2]}, [], ["i1"])  # ``arith.constant true``
    elif numbers:
        raise p.fail(f"expected ': type' after the value of '{p.name}'")
    if p.signature is None:
        if "value" not in attributes:
            raise p.fail("expected a literal after 'stablehlo.constant'")
        return Generic([], attributes, [], [attributes["value"].type])
    return Generic([], attributes, [], _types(p, 0)[1])


def _scalar(token: Any, value: int | float | bool, type_: Type) -> Any:
    """The number ``token`` written before ``: type_`` as the attribute MLIR makes of it, with
    MLIR's complaints (literal_rules) at the number."""
    if isinstance(value, bool):
        return value
    from ...ir.literal_rules import typed_number_error

    problem = typed_number_error(str(token), type_)
    if problem is not None:
        raise LocatedError(problem[1], token.line, token.column + (problem[0] or 0))
    if isinstance(type_, str) and (type_.startswith("f") or type_ == "bf16"):
        return A.FloatAttr(A.rounded_to(float(value), type_), type_)
    width = A.signless_width(type_)
    if width > 1 and int(value) >> (width - 1) > 0:  # MLIR keeps the bits: 255 : i8 is -1
        value = int(value) - (1 << width)
    return A.IntegerAttr(int(value), type_)


def _compare(p: PrettyParse, form: PrettyForm) -> Generic:
    generic = _simple(p, form, {"use", "word"})
    words = [str(w[1]) for w in p.pieces if w[0] == "word" and w[1] != "attributes"]
    if not 1 <= len(words) <= 2:
        raise p.fail("expected 'DIRECTION, %lhs, %rhs[, TYPE]' in 'stablehlo.compare'")
    generic.attributes["comparison_direction"] = A.EnumAttr("comparison_direction", words[0])
    if len(words) == 2:
        generic.attributes["compare_type"] = A.EnumAttr("comparison_type", words[1])
    return generic


def _index(p: PrettyParse) -> list[tuple[int, ...]]:
    indices = [piece[1] for piece in p.pieces if piece[0] == "index"]
    if len(indices) != 1:
        raise p.fail(f"expected one '[...]' in custom op '{p.name}'")
    if any(not all(isinstance(i, int) for i in item) for item in indices[0]):
        raise p.fail(f"expected integers in the '[...]' of custom op '{p.name}'")
    return indices[0]


def _slice(p: PrettyParse, form: PrettyForm) -> Generic:
    generic = _simple(p, form, {"use", "index"})
    items = _index(p)
    if any(not 2 <= len(item) <= 3 for item in items):
        raise p.fail("expected 'start:limit[:stride]' in 'stablehlo.slice'")
    generic.attributes.update(start_indices=A.DenseArrayAttr("i64", tuple(i[0] for i in items)),
                              limit_indices=A.DenseArrayAttr("i64", tuple(i[1] for i in items)),
                              strides=A.DenseArrayAttr("i64", tuple(i[2] if len(i) == 3 else 1 for i in items)))
    return generic


def _get_tuple_element(p: PrettyParse, form: PrettyForm) -> Generic:
    generic = _simple(p, form, {"use", "index"})
    items = _index(p)
    if len(items) != 1 or len(items[0]) != 1:
        raise p.fail("expected '%tuple[index]' in 'stablehlo.get_tuple_element'")
    generic.attributes["index"] = A.IntegerAttr(items[0][0], "i32")
    return generic


_FORMAT = r"e([0-9]+)m([0-9]+)"
"""(Compiled when first used, through re's cache, as _WORD: start-up.)"""


def _reduce_precision(p: PrettyParse, form: PrettyForm) -> Generic:
    """upstream's parseExponentMantissa, its errors at the value (the op's line: our values keep no place)."""
    found = _pieces(p, {"use", "kw"})
    attributes = _attr_dict(found)
    for _, key, value in found.get("kw", ()):
        if str(key) != "format":
            raise LocatedError(f"custom op '{p.name}' expected 'format'", key.line, key.column)
        word = _word(value)
        if word is None:
            raise p.fail(f"custom op '{p.name}' expected valid keyword")
        match = re.fullmatch(_FORMAT, word)
        if match is None:
            raise p.fail(f"custom op '{p.name}' expected exponent mantissa in format e#m#, saw {word}")
        for group, name, part in ((1, "exponent_bits", "exponent"), (2, "mantissa_bits", "mantissa")):
            bits = int(match.group(group))
            if bits > 2**31 - 1:  # StringRef::getAsInteger into an int
                raise p.fail(f"custom op '{p.name}' unable to parse {part} '{match.group(group)}'")
            attributes[name] = A.IntegerAttr(bits, "i32")
    return Generic(_uses(found), attributes, *_types(p, len(found.get("use", ()))))


def _check_const(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"use", "literal"})
    literals = found.get("literal", ())
    if len(literals) != 1:
        raise p.fail(f"expected '%value, dense<...> : type' in '{p.name}'")
    attributes = _attr_dict(found)
    attributes["value"] = literals[0][1]
    operand_types, result_types = _types(p, len(found.get("use", ())))
    return Generic(_uses(found), attributes, operand_types, result_types)


def _symbol(p: PrettyParse, found: dict[str, list], message: str = "") -> A.SymbolRefAttr:
    symbols = found.get("symbol", ())
    if len(symbols) != 1:
        raise p.fail(message or f"expected '@name(...)' in '{p.name}'")
    return symbols[0][1]


def _call(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"symbol", "parens"})
    operands = _paren_uses(p, found)
    attributes = _attr_dict(found)
    attributes["callee"] = _symbol(p, found)
    return Generic(operands, attributes, *_types(p, len(operands)))


def _custom_call(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"symbol", "parens"})
    operands = _paren_uses(p, found)
    attributes = _attr_dict(found)
    attributes["call_target_name"] = _symbol(  # parseCustomCallTarget's parseSymbolName
        p, found, f"custom op '{p.name}' expected valid '@'-identifier for symbol name").name
    return Generic(operands, attributes, *_types(p, len(operands)))


def _top_k(p: PrettyParse, form: PrettyForm) -> Generic:
    found = _pieces(p, {"parens"})
    items = [item for _, group in found.get("parens", ()) for item in group]
    uses = [item[1] for item in items if item[0] == "use"]
    keys = {str(item[1]): item[2] for item in items if item[0] == "kw"}
    names = [str(item[1]) for item in items if item[0] == "kw"]
    if len(uses) != 1 or names not in (["k"], ["k", "is_stable"]) or len(items) != len(names) + 1:
        raise p.fail(f"expected '(%operand, k = N)' or '(%operand, k = N, is_stable = B)' in '{p.name}'")
    attributes = _attr_dict(found)
    attributes["k"] = keyword_value("k", keys["k"])
    if "is_stable" in keys:
        attributes["is_stable"] = keys["is_stable"]
    return Generic(uses, attributes, *_types(p, 1))


KINDS: dict[str, Callable[[PrettyParse, PrettyForm], Generic]] = {
    "operands": _operands, "fn_sig": _operands, "arrow": _operands, "top_k": _top_k, "keywords": _keywords, "constant": _constant, "compare": _compare,
    "slice": _slice, "get_tuple_element": _get_tuple_element, "reduce_precision": _reduce_precision,
    "check_const": _check_const, "call": _call, "custom_call": _custom_call,
}
"""Pretty-form kind -> the function turning its pieces into the generic operation."""


def convert(form: PrettyForm, p: PrettyParse) -> Generic:
    """The generic operation a pretty form stands for."""
    kind = KINDS.get(form.kind)
    if kind is None:
        raise p.fail(f"custom op '{p.name}' has no parser for its form '{form.kind}'")
    return kind(p, form)


# --- Printing pretty forms: the inverse of each kind's parse ------------------------------
# Each printer returns the text after the op name, or None when the form cannot spell the
# op exactly (then the op prints in the generic form). ``w`` is the module printer:
# w.use(name), w.uses(names), w.attr(value), w.attr_dict(attrs, keyword=False),
# w.region(region, header=True, names=None), w.entry_names(block), w.arg_location(block, i).

def _fn_sig(op: ir.Operation) -> str:
    return " : " + str(FunctionType(tuple(op.operand_types), tuple(op.result_types)))


def _short_sig(op: ir.Operation) -> str:
    """``: T`` when every operand and the one result have type T (``: T, U`` when results pair
    with operands, or list a no-result op's operands), else the function type."""
    ins, outs = tuple(op.operand_types), tuple(op.result_types)
    if not outs:
        return " : " + ", ".join(map(str, ins)) if ins else ""
    if op.name == "stablehlo.select" and len(ins) == 3 and ins[1] == ins[2] == outs[0]:
        return f" : {ins[0]}, {outs[0]}"  # upstream's SelectOpType form (even when the predicate's type is the same)
    if len(outs) == 1 and all(t == outs[0] for t in ins):
        return f" : {outs[0]}"
    if len(outs) > 1 and ins == outs:
        return " : " + ", ".join(map(str, outs))
    if op.name == "stablehlo.tuple" and getattr(outs[0], "types", None) == ins:
        return f" : {outs[0]}"  # upstream's TupleOpType: the tuple type alone
    if op.name == "stablehlo.complex" and len(ins) == 2 and ins[0] == ins[1] == _real_type(outs[0]):
        return f" : {outs[0]}"  # upstream's ComplexOpType form
    return _fn_sig(op)


def _real_type(type_: Any) -> Any:
    """The tensor type ``type_`` with its complex element type replaced by the part type."""
    if not isinstance(type_, TensorType) or not is_complex(type_.element_type):
        return None
    return dataclasses.replace(type_, element_type=complex_part_type(type_.element_type))


_WORD = r"[A-Za-z_][\w$]*"


def _parsed_as(value: Any) -> Any:
    """What our grammar reads back from the keyword text printed for ``value`` (before
    keyword_value), or None when no keyword text exists."""
    if isinstance(value, A.IntegerAttr):
        return A.IntegerAttr(value.value)
    if isinstance(value, A.DenseArrayAttr):
        return tuple(v if isinstance(v, bool) else A.IntegerAttr(v) for v in value.values)
    if isinstance(value, A.EnumAttr) and re.fullmatch(_WORD, value.value):
        return A.TypeAttr(value.value)
    if isinstance(value, tuple) and all(isinstance(v, A.EnumAttr) for v in value):
        parsed = tuple(_parsed_as(v) for v in value)
        return None if None in parsed else parsed
    if isinstance(value, (bool, str)) or (isinstance(value, A.FloatAttr) and value.type == "f64"):
        return value
    return None


def keyword_text(attribute: str, value: Any, w: Any) -> str | None:
    """The text of ``key = VALUE`` for ``attribute`` when it reads back as exactly ``value``."""
    from ...ir.equality import values_equal

    parsed = _parsed_as(value)
    try:
        if parsed is None or not values_equal(keyword_value(attribute, parsed), value):
            return None
    except MalformedList:  # e.g. a float array: no keyword text
        return None
    if isinstance(value, A.DenseArrayAttr):
        return "[" + ", ".join(w.attr(v) for v in value.values) + "]"
    if isinstance(value, A.EnumAttr):
        return value.value
    if isinstance(value, tuple):
        return "[" + ", ".join(v.value for v in value) + "]"
    if isinstance(value, A.IntegerAttr):
        return str(value.value)
    return w.attr(value).removesuffix(" : f64")


def _keyword_parts(form: PrettyForm, rest: dict, w: Any) -> list[str] | None:
    """``key = value`` for each keyword attribute present (removed from ``rest``)."""
    parts = []
    for key, attribute in form.keywords:
        if attribute in rest:
            text = keyword_text(attribute, rest.pop(attribute), w)
            if text is None:
                return None
            parts.append(f"{key} = {text}")
    return parts


_VARIADIC_FIRST = frozenset({"stablehlo.return", "stablehlo.tuple", "stablehlo.after_all"})
"""Ops whose format starts with a variadic operand list: ODS prints the space before it even when empty."""


def _print_operands(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    text = " " + w.uses(op.operands) if op.operands or op.name in _VARIADIC_FIRST else ""
    if op.name == "func.return" and op.attributes:  # its format: attr-dict ($operands^ `:` type($operands))?
        return w.attr_dict(op.attributes) + text + _short_sig(op)
    if op.name == "stablehlo.tuple" and [getattr(t, "types", 0) for t in op.result_types] != [tuple(op.operand_types)]:
        return None  # parseTupleOpType reads the tuple type alone
    if not op.operands and op.name == "stablehlo.optimization_barrier":
        text = "()"  # upstream's PairwiseOpType prints an empty operand list
    return text + w.attr_dict(op.attributes) + (_fn_sig(op) if op.name in _FUNCTIONAL_TYPE else _short_sig(op))


def _print_keywords(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    parts = _keyword_parts(form, rest, w)
    if parts is None:
        return None
    items = [w.use(n) for n in op.operands] + parts
    sig = _fn_sig(op) if op.name in _FUNCTIONAL_TYPE else _short_sig(op)
    return (" " + ", ".join(items) if items else "") + w.attr_dict(rest) + sig


_FUNCTIONAL_TYPE = frozenset(f"stablehlo.{name}" for name in (
    "broadcast_in_dim", "transpose", "pad", "dynamic_slice", "get_dimension_size", "broadcast", "concatenate",
    "dynamic_iota", "set_dimension_size", "dot", "einsum", "unary_einsum", "fft", "rng", "rng_bit_generator",
    "bitcast_convert", "reshape"))
"""Ops whose upstream format ends in ``functional-type(operands, results)`` even when all types agree."""


def _print_constant(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    value = rest.pop("value", None)
    if isinstance(value, (A.IntegerAttr, A.FloatAttr)) and not op.operands and op.result_types == (value.type,):
        return w.attr_dict(rest) + " " + w.attr(value)  # arith.constant 1 : index
    if isinstance(value, bool) and not op.operands and op.result_types == ("i1",):
        return w.attr_dict(rest) + " " + ("true" if value else "false")
    if not isinstance(value, A.DenseElementsAttr) or op.operands or len(op.results) != 1:
        return None
    if value.type == op.result_types[0]:
        return w.attr_dict(rest) + " " + w.attr(value)
    return f"() <{{value = {w.attr(value)}}}>" + w.attr_dict(rest) + _fn_sig(op)


def _enum(value: Any, kind: str) -> str | None:
    ok = isinstance(value, A.EnumAttr) and value.kind == kind and value.dialect == "stablehlo"
    return value.value if ok and re.fullmatch(_WORD, value.value) else None


def _print_compare(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    direction = _enum(rest.pop("comparison_direction", None), "comparison_direction")
    kind = rest.pop("compare_type", None)
    kind_text = None if kind is None else _enum(kind, "comparison_type")
    if direction is None or (kind is not None and kind_text is None) or len(op.operands) != 2:
        return None
    text = f" {direction}, {w.uses(op.operands)}" + (f", {kind_text}" if kind_text else "")
    return text + w.attr_dict(rest) + _fn_sig(op)


def _i64_array(value: Any) -> tuple[int, ...] | None:
    ok = isinstance(value, A.DenseArrayAttr) and value.element_type == "i64"
    return tuple(value.values) if ok and all(type(v) is int for v in value.values) else None


def _print_slice(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    starts, limits, strides = (_i64_array(rest.pop(k, None)) for k in ("start_indices", "limit_indices", "strides"))
    if starts is None or limits is None or strides is None or not len(starts) == len(limits) == len(strides) \
            or len(op.operands) != 1:
        return None
    items = ", ".join(f"{a}:{b}" + (f":{c}" if c != 1 else "") for a, b, c in zip(starts, limits, strides))
    return f" {w.use(op.operands[0])} [{items}]" + w.attr_dict(rest) + _fn_sig(op)


def _print_get_tuple_element(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    index = rest.pop("index", None)
    if not (isinstance(index, A.IntegerAttr) and index.type == "i32" and index.value >= 0) or len(op.operands) != 1:
        return None
    return f" {w.use(op.operands[0])}[{index.value}]" + w.attr_dict(rest) + _fn_sig(op)


def _print_reduce_precision(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    bits = [rest.pop(k, None) for k in ("exponent_bits", "mantissa_bits")]
    if not all(isinstance(b, A.IntegerAttr) and b.type == "i32" and b.value >= 0 for b in bits):
        return None
    text = f" {w.uses(op.operands)}, format = e{bits[0].value}m{bits[1].value}"
    return text + w.attr_dict(rest) + _short_sig(op)


def _print_check_const(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    value = rest.pop("value", None)
    if not isinstance(value, A.DenseElementsAttr) or op.results or not op.operands:
        return None
    return f" {w.uses(op.operands)}, {w.attr(value)}" + w.attr_dict(rest)


def _print_call(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    callee = rest.pop("callee", None)
    if not isinstance(callee, A.SymbolRefAttr) or any("::" in p for p in callee.path):
        return None
    return f" {w.attr(callee)}({w.uses(op.operands)})" + w.attr_dict(rest) + _fn_sig(op)


def _print_custom_call(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    target = rest.pop("call_target_name", None)
    if not isinstance(target, str) or "::" in target:
        return None
    return f" {w.attr(A.SymbolRefAttr((target,)))}({w.uses(op.operands)})" + w.attr_dict(rest) + _fn_sig(op)


def _print_fn_sig(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    return " " + w.uses(op.operands) + w.attr_dict(op.attributes) + _fn_sig(op)


def _arrow_sig(op: ir.Operation) -> str:
    outs = ", ".join(map(str, op.result_types))
    if len(op.result_types) != 1 or isinstance(op.result_types[0], FunctionType):
        outs = f"({outs})"
    return " : " + ", ".join(map(str, op.operand_types)) + " -> " + outs


def _print_arrow(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    if not op.operands:
        return None
    return " " + w.uses(op.operands) + w.attr_dict(op.attributes) + _arrow_sig(op)


def _print_top_k(op: ir.Operation, form: PrettyForm, w: Any) -> str | None:
    rest = dict(op.attributes)
    k = rest.pop("k", None)
    stable = rest.pop("is_stable", True)  # an optional group anchored on is_stable: left out at its default
    if not (isinstance(k, A.IntegerAttr) and k.type == "i64") or len(op.operands) != 1 or not isinstance(stable, bool):
        return None
    flag = "" if stable else ", is_stable = false"
    return f"({w.use(op.operands[0])}, k = {k.value}{flag})" + w.attr_dict(rest) + _arrow_sig(op)


PRINTERS: dict[str, Callable[[ir.Operation, PrettyForm, Any], "str | None"]] = {
    "operands": _print_operands, "fn_sig": _print_fn_sig, "arrow": _print_arrow, "top_k": _print_top_k, "keywords": _print_keywords, "constant": _print_constant,
    "compare": _print_compare, "slice": _print_slice, "get_tuple_element": _print_get_tuple_element,
    "reduce_precision": _print_reduce_precision, "check_const": _print_check_const,
    "call": _print_call, "custom_call": _print_custom_call,
}
"""Pretty-form kind -> the function printing an operation in that form (None: not representable)."""


_WITH_REGIONS = {"reduce", "while", "scan", "sdy_manual", "sdy_named", "scf_for"}


def print_pretty(form: PrettyForm, op: ir.Operation, w: Any) -> str | None:
    """The pretty text of ``op`` after its name, or None when only the generic form fits."""
    printer = PRINTERS.get(form.kind)
    if printer is None or (op.regions and form.kind not in _WITH_REGIONS):
        return None
    return printer(op, form, w)
