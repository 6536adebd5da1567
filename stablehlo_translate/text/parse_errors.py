"""Syntax errors worded and placed as MLIR's recursive-descent parser reports them.

Our LALR parser fails with a state: the terminals it would accept, what is on its value stack
(the open construct) and the offending token. :func:`mlir_syntax_error` maps that state to the
diagnostic MLIR's parser (mlir/lib/AsmParser: Parser.cpp, TypeParser.cpp, AttributeParser.cpp,
AsmParserImpl.h) emits where its descent would stop on the same token:

- an operation is expected (a block, after an op): ``expected operation name in quotes``
  (``parseOperation``), or for ``%name`` not followed by ``=`` the result-list errors;
- a type is expected: ``expected non-function type`` (``parseNonFunctionType``), or
  ``expected attribute value`` where an attribute may also stand (``parseAttribute``); a
  dimension not followed by ``x``: ``expected 'x' in dimension list``;
- only ``:`` fits: ``expected ':' followed by operation type`` after a generic op,
  ``expected ':' and type for SSA operand`` in a block's arguments, else ``expected ':'``;
- an SSA value is expected in a generic op's operands or block arguments: ``expected SSA operand``;
- in an attribute dictionary: ``expected '}' in attribute dictionary`` after an entry,
  ``expected attribute name`` after a comma;
- a bracketed list neither continued nor closed: ``parseCommaSeparatedList``'s ``expected ')'``
  (``... to end operand list``) or ``expected ',' or ']'``; ``expected '->' in function type``;
- ``#stablehlo<kind >`` without a value: ``expected valid keyword or string``;
- only one punctuation token fits: ``expected 'X'``.

These are ``emitWrongTokenError`` messages: reported just after the last token before the
offending one (:func:`wrong_token_position`). Other states keep the parser's plain
``unexpected 'X'`` at the token. :func:`mixed_function_arguments` and
:func:`dotted_identifier_error` serve the grammar callbacks and the lexer's errors.
"""
from __future__ import annotations

from typing import Any

TYPE_STARTS = frozenset({"TENSOR_SIMPLE", "TENSOR_OPEN", "TUPLE_OPEN", "QUANT_OPEN", "COMPLEX_TYPE", "BANG_ID",
                         "BANG_OPEN", "BARE_OPEN"})
"""Terminals that start a (non-function) type in mlir.lark."""
VALUE_STARTS = frozenset({"INT", "FLOAT", "HEX", "STRING", "DENSE", "ARRAY", "LSQB", "HASH_ID", "HASH_OPEN"})
"""Terminals that start an attribute value but not a type."""
OP_STARTS = frozenset({"RESULT_DEF", "OP_NAME", "STRING"})
"""An operation may start here (an op's results, a pretty op's name, a generic op's name)."""
OP_HEADS = frozenset({"OP_NAME", "RETURN_KW", "CALL_KW", "CALL_INDIRECT_KW", "CONSTANT_KW", "COMPOSITE_KW", "FUNC_KW", "MODULE_KW"})
OPENERS = frozenset({"LPAR", "LSQB", "LBRACE", "LESSTHAN"})
PUNCTUATION = {"COLON": ":", "COMMA": ",", "EQUAL": "=", "LPAR": "(", "RPAR": ")", "LSQB": "[", "RSQB": "]",
               "LBRACE": "{", "RBRACE": "}", "LESSTHAN": "<", "MORETHAN": ">", "ARROW": "->", "QMARK": "?",
               "STAR": "*"}


def wrong_token_position(text: str, pos: int) -> int:
    """Where MLIR's ``emitWrongTokenError`` reports an error on the token at ``pos`` (``len(text)``
    for the end of input, which MLIR moves one character back first): just after the last
    non-blank character before it, skipping blank lines and line comments; at the token when
    nothing precedes it."""
    if pos >= len(text):
        pos = max(len(text) - 1, 0)
    before = text[:pos]
    while True:
        before = before.rstrip(" \t")
        if not before:
            return pos
        if before[-1] not in "\r\n":
            return len(before)
        before = before[:-1]
        line_start = max(before.rfind("\n"), before.rfind("\r")) + 1
        comment = before.find("//", line_start)
        if comment != -1:
            before = before[:comment]


def _kind(item: Any) -> str | None:
    return getattr(item, "type", None)


def _open_bracket(stack: list) -> int:
    """Index in ``stack`` of the innermost bracket token left open, or -1."""
    depth = 0
    for i in range(len(stack) - 1, -1, -1):
        kind = _kind(stack[i])
        if kind in ("RPAR", "RSQB", "RBRACE", "MORETHAN"):
            depth += 1
        elif kind in OPENERS:
            if depth == 0:
                return i
            depth -= 1
    return -1


def _generic_operands(stack: list, opener: int) -> bool:
    """The open ``(`` at ``opener`` is a generic op's operand list (``"name"(``)."""
    return opener > 0 and _kind(stack[opener]) == "LPAR" and _kind(stack[opener - 1]) == "STRING"


def _block_arguments(stack: list, opener: int) -> bool:
    """The open ``(`` at ``opener`` holds a block's arguments (``^bb0(``)."""
    return opener > 0 and _kind(stack[opener]) == "LPAR" and _kind(stack[opener - 1]) == "CARET_ID"


def _in_generic_op(stack: list) -> bool:
    """The innermost operation being parsed is in generic form: a ``"name"(`` after the last
    pretty op's name or keyword on the stack."""
    for i in range(len(stack) - 1, 0, -1):
        kind = _kind(stack[i])
        if kind in OP_HEADS:
            return False
        if kind == "LPAR" and _kind(stack[i - 1]) == "STRING":
            return True
    return False


def _after_dict_entry(stack: list, opener: int) -> bool:
    """The open ``{`` at ``opener`` is an attribute dictionary whose last entry is complete."""
    if opener < 0 or _kind(stack[opener]) != "LBRACE":
        return False
    rest = [_kind(item) for item in stack[opener + 1:]]
    if OP_HEADS.intersection(rest) or "RESULT_DEF" in rest or "LPAR" in rest:
        return False  # a region's operation
    return len(rest) >= 3 and rest[-2] == "EQUAL" and rest[-3] in ("BARE_ID", "STRING", "OP_NAME")


def _after_dict_comma(stack: list, opener: int) -> bool:
    """The open ``{`` at ``opener`` is an attribute dictionary and a ``,`` was just read."""
    if opener < 0 or _kind(stack[opener]) != "LBRACE" or _kind(stack[-1]) != "COMMA":
        return False
    rest = [_kind(item) for item in stack[opener + 1:]]
    return not (OP_HEADS.intersection(rest) or "RESULT_DEF" in rest or "EQUAL" in rest) and rest[0] is None


def _closer_message(stack: list, opener: int, expected: set[str], kind: str) -> str | None:
    """After a complete element of a bracketed list, a token that neither continues the list nor
    closes it: ``parseCommaSeparatedList``'s message (with the list's context) or
    ``parseCommaSeparatedListUntil``'s for an array attribute."""
    if opener < 0 or "COMMA" not in expected or kind in expected or _kind(stack[-1]) in OPENERS \
            or _kind(stack[-1]) == "COMMA":
        return None
    bracket = _kind(stack[opener])
    if bracket == "LPAR" and "RPAR" in expected:
        return "expected ')' to end operand list" if _generic_operands(stack, opener) else "expected ')'"
    if bracket == "LSQB" and "RSQB" in expected:
        return "expected ',' or ']'"
    return None


def _next_token_start(text: str, pos: int) -> int:
    """Offset of the first character after ``pos`` that is neither blank nor in a comment."""
    while pos < len(text):
        if text[pos].isspace():
            pos += 1
        elif text.startswith("//", pos):
            end = text.find("\n", pos)
            pos = len(text) if end == -1 else end
        else:
            break
    return pos


def after_word(text: str, pos: int) -> int:
    """Offset of the token after the identifier at or after ``pos``."""
    pos = _next_token_start(text, pos)
    while pos < len(text) and (text[pos].isalnum() or text[pos] in "_$."):
        pos += 1
    return _next_token_start(text, pos)


def mixed_function_arguments(text: str, pos: int) -> tuple[str, int]:
    """A function's argument list (its ``(`` the first token after ``pos``) that names some
    arguments and not others: ``parseFunctionArgumentList``'s error at the first argument
    unlike the one before it."""
    start = _next_token_start(text, pos) + 1
    depth, quoted, named, i = 0, False, None, start
    while i < len(text):
        char = text[i]
        if quoted:
            i += 2 if char == "\\" else 1
            quoted = quoted and char != '"'
            continue
        if depth == 0 and (i == start or char == ","):
            at = _next_token_start(text, i if i == start else i + 1)
            now = text.startswith("%", at)
            if named is not None and now != named:
                return ("expected type instead of SSA identifier" if now else "expected SSA identifier"), at
            named = now
        if char == '"':
            quoted = True
        elif char in "(<[{":
            depth += 1
        elif char in ")>]}":
            if depth == 0:
                break
            depth -= 1
        i += 1
    return "expected SSA identifier", start


def _result_list_error(text: str, token: Any) -> tuple[str, int] | None:
    """``%name`` where an op starts but not followed by ``=`` (else the lexer would have read a
    result list): ``parseOperation``'s errors for a bad result count or a missing ``=``."""
    after = _next_token_start(text, token.start_pos + len(token))
    if text.startswith(":", after):
        count = _next_token_start(text, after + 1)
        if not text[count:count + 1].isdigit():
            return "expected integer number of results", wrong_token_position(text, count)
        return None
    if text.startswith(",", after):
        return None
    return "expected '=' after SSA name", wrong_token_position(text, after)


def dotted_identifier_error(text: str, pos: int) -> tuple[str, int] | None:
    """A character our lexer cannot take at ``pos``: a ``.`` inside an identifier where a type
    follows ``:`` or ``->`` (our lexer read the identifier's head as a type name; MLIR's lexer
    reads ``func.return`` as one bare identifier, which is no type)."""
    if not text.startswith(".", pos):
        return None
    start = pos
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] in "_$."):
        start -= 1
    before = text[:start].rstrip()
    if start == pos or not (text[start].isalpha() or text[start] == "_") or not before.endswith((":", "->")):
        return None
    return "expected non-function type", wrong_token_position(text, start)


def mlir_syntax_error(text: str, token: Any, expected: set[str], stack: list) -> tuple[str, int] | None:
    """MLIR's message and offset for a token the parser cannot take (``token.type == "$END"`` at
    the end of input), given the terminals it would accept and its value stack; None when no
    rule applies."""
    kind = token.type
    pos = len(text) if kind == "$END" else token.start_pos
    wrong = wrong_token_position(text, pos)
    opener = _open_bracket(stack)
    if len(stack) >= 2 and _kind(stack[-2]) == "STABLEHLO_OPEN" and "." not in stack[-2] \
            and _kind(stack[-1]) == "BARE_ID" and kind not in expected:
        return "expected valid keyword or string", pos  # #stablehlo<kind ?>: an enum's value
    if stack and _kind(stack[-1]) == "STABLEHLO_OPEN" and str(stack[-1]) == "#stablehlo.conv<" \
            and kind not in ("LSQB", "BARE_ID"):
        return "expected '['", wrong  # parseConvolutionDimensions: the input's dimensions ('raw' aside)
    if expected == {"COLON"}:
        if _block_arguments(stack, opener):
            return "expected ':' and type for SSA operand", wrong
        if _in_generic_op(stack) and _kind(stack[-1]) not in ("DENSE", "DENSE_HEX"):
            return "expected ':' followed by operation type", wrong
        return "expected ':'", wrong
    if kind not in ("COMMA", "RBRACE") and _after_dict_entry(stack, opener):
        return "expected '}' in attribute dictionary", wrong
    if "RESULT_DEF" in expected and "OP_NAME" in expected:
        if kind == "USE":
            return _result_list_error(text, token)
        if kind not in OP_STARTS and kind not in ("BARE_ID", "CARET_ID", "RBRACE"):
            return "expected operation name in quotes", wrong
    if kind == "INT" and str(token)[:1].isdigit() and _kind(stack[-1] if stack else None) in ("DIMS", "TENSOR_OPEN"):
        end = token.start_pos + len(token)  # a dimension: MLIR reads it, then wants its 'x'
        return "expected 'x' in dimension list", wrong_token_position(text, _next_token_start(text, end))
    if TYPE_STARTS <= expected and kind not in expected:
        if expected & VALUE_STARTS:
            return "expected attribute value", wrong
        return "expected non-function type", wrong
    if "USE" in expected and (_generic_operands(stack, opener) or _block_arguments(stack, opener)):
        return "expected SSA operand", wrong
    if _after_dict_comma(stack, opener) and kind not in ("BARE_ID", "STRING", "OP_NAME"):
        return "expected attribute name", wrong
    closer = _closer_message(stack, opener, expected, kind)
    if closer:
        return closer, wrong
    if expected == {"ARROW"} and _kind(stack[-1] if stack else None) == "RPAR":
        return "expected '->' in function type", wrong
    if len(expected) == 1:
        (only,) = expected
        if only in PUNCTUATION:
            return f"expected '{PUNCTUATION[only]}'", wrong
    return None


_PRECISION_OPS = frozenset({"stablehlo.dot", "stablehlo.dot_general"})
"""Ops whose custom directive reads ``precision = [...]`` with PrecisionAttr's parser."""
_PAIRWISE_OPS = frozenset({"stablehlo.optimization_barrier"})
"""Ops whose types upstream reads with parsePairwiseOpType."""


def custom_directive_error(text: str, token: Any, stack: list) -> tuple[str, int, tuple[tuple[str, int], ...]] | None:
    """A syntax error inside one of StableHLO's custom directives, with the errors the directive
    adds after MLIR's own: (message, offset, follow-ups as (message, offset)); None elsewhere.

    - an element of ``precision = [...]`` that is no keyword: the enum parser's ``expected valid
      keyword`` and ``failed to parse StableHLO_PrecisionAttr ...``, both at the token;
    - no type after a PairwiseOpType op's ``:``: ``expected non-function type``, then the
      directive's ``expected type list`` at the token."""
    heads = [item for item in stack if _kind(item) == "OP_NAME"]
    if not heads or token.type == "$END":
        return None
    name, pos = str(heads[-1]), token.start_pos
    opener = _open_bracket(stack)
    if name in _PRECISION_OPS and opener >= 2 and _kind(stack[opener]) == "LSQB" \
            and _kind(stack[opener - 1]) == "EQUAL" and str(stack[opener - 2]) == "precision" \
            and token.type not in ("BARE_ID", "RSQB"):
        return (f"custom op '{name}' expected valid keyword", pos,
                ((f"custom op '{name}' failed to parse StableHLO_PrecisionAttr parameter 'value' which is to be a "
                  "`::mlir::stablehlo::Precision`", pos),))
    if name in _PAIRWISE_OPS and stack and _kind(stack[-1]) == "COLON" and token.type not in TYPE_STARTS:
        return ("expected non-function type", wrong_token_position(text, pos),
                ((f"custom op '{name}' expected type list", pos),))
    return None
