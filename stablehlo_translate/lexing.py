"""Lark's contextual lexer without building a scanner per parser state.

Lark's ContextualLexer compiles, for each parser state it meets, one regular
expression of the terminals that state accepts (about 40 of them for a typical
file: most of the time a short program takes to parse). :class:`RootFirstLexer`
matches with the single scanner of all terminals (the root lexer) instead and
keeps the token when the current state accepts its type; only otherwise does it
rewind and ask the state's own scanner, exactly as Lark would.

Why that gives Lark's tokens: every scanner tries the terminals in one global
order (priority, then width, then name) and takes the first that matches. A
state's scanner tries a subsequence of the root's terminals, plus the keywords
that the root folds into ``BARE_ID`` (``module``, ``to``, ...) when the state
does not accept ``BARE_ID``. So when the root's first match has a type the state
accepts, no terminal the state tries earlier matches, except possibly such a
keyword; and a keyword matches only where the root matched an identifier of
lower priority (then the root's token is ``BARE_ID``, or the keyword itself when
the identifier is exactly the keyword, which both scanners agree on). The lit
suite and tests/unit/test_lexing.py check the two lexers token for token.
"""
from __future__ import annotations

from typing import Any, Iterator

from lark import Token
from lark.exceptions import UnexpectedCharacters, UnexpectedToken
from lark.lexer import ContextualLexer
from lark.parsers.lalr_analysis import Shift as _SHIFT

CHECK = False
"""When True, every token is also lexed by the state's own scanner and compared (tests)."""


class RootFirstLexer(ContextualLexer):
    """Lark's ContextualLexer (set as the class of the parser's lexer) lexing with its root scanner."""

    def lex(self, lexer_state: Any, parser_state: Any) -> Iterator[Token]:
        root, lexers, line = self.root_lexer, self.lexers, lexer_state.line_ctr
        while True:
            lexer = lexers[parser_state.position]
            try:
                names = lexer.accepted_names
            except AttributeError:
                names = lexer.accepted_names = frozenset(t.name for t in lexer.terminals)
            saved = (line.char_pos, line.line, line.column, line.line_start_pos, lexer_state.last_token)
            try:
                token = root.next_token(lexer_state, parser_state)
            except EOFError:
                return
            except UnexpectedCharacters:
                token = None
            if token is not None and token.type in names:
                if CHECK:
                    _check_same(token, lexer, lexer_state, parser_state, saved)
                yield token
                continue
            line.char_pos, line.line, line.column, line.line_start_pos, lexer_state.last_token = saved
            try:
                yield lexer.next_token(lexer_state, parser_state)
            except EOFError:
                return
            except UnexpectedCharacters as error:  # as ContextualLexer.lex: a nicer error if some terminal matches
                try:
                    last = lexer_state.last_token
                    token = root.next_token(lexer_state, parser_state)
                    raise UnexpectedToken(token, error.allowed, state=parser_state, token_history=[last],
                                          terminals_by_name=root.terminals_by_name)
                except UnexpectedCharacters:
                    raise error from None


def _check_same(token: Token, lexer: Any, lexer_state: Any, parser_state: Any, saved: tuple) -> None:
    """CHECK mode: the state's own scanner must give the same token from the same position."""
    line = lexer_state.line_ctr
    after = (line.char_pos, line.line, line.column, line.line_start_pos, lexer_state.last_token)
    line.char_pos, line.line, line.column, line.line_start_pos, lexer_state.last_token = saved
    own = lexer.next_token(lexer_state, parser_state)
    if (own.type, str(own), own.start_pos) != (token.type, str(token), token.start_pos):
        raise AssertionError(f"root-first lexer gave {token.type} {str(token)!r}, the state's scanner "
                             f"{own.type} {str(own)!r} at offset {token.start_pos}")
    line.char_pos, line.line, line.column, line.line_start_pos, lexer_state.last_token = after


class Fallback(Exception):
    """The fast driver met something it leaves to Lark: a syntax error, or a token whose
    type the root scanner gives but the parser state does not accept."""


class FastDriver:
    """Lark's LALR tables and grammar callbacks run by one tight loop that lexes with a single
    regular expression (the root scanner's terminals, white space and comments skipped in the
    same match). It gives the tokens and callbacks in the order Lark's parser does; anything
    else (:class:`Fallback`) is re-parsed by Lark itself, which then reports the error."""

    def __init__(self, lark: Any, transformer: Any):
        frontend = lark.parser
        root = frontend.lexer.root_lexer
        tables = frontend.parser.parser
        table = tables.parse_table
        self.states, self.callbacks = table.states, direct_callbacks(tables.callbacks, transformer)
        self.start_states, self.end_states = table.start_states, table.end_states
        self.rows: dict[int, dict] = {}
        terminals = root.scanner.terminals
        ignored = root.ignore_types
        skip = "|".join(f"(?:{t.pattern.to_regexp()})" for t in terminals if t.name in ignored)
        tokens = "|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in terminals if t.name not in ignored)
        import re

        self.skip = re.compile(f"(?:{skip})*")
        self.match = re.compile(f"(?:{skip})*(?:{tokens})", root.g_regex_flags).match
        self.newline_types = root.newline_types
        self.keywords: dict[str, dict[str, str]] = {}
        """Root callbacks: an identifier that spells a keyword is that keyword."""
        for name, callback in root.callback.items():
            words = callback.scanner.terminals
            if any(t.pattern.type != "str" or t.pattern.flags for t in words):
                raise ValueError(f"unexpected lexer callback on {name}")
            self.keywords[name] = {t.pattern.value: t.name for t in words}

    def _row(self, state: int) -> dict:
        """The parse table row of ``state``: a shift or goto as the next state (an int), a
        reduction as (callback, how many values it takes, the rule's name)."""
        row = self.rows.get(state)
        if row is None:
            row = self.rows[state] = {
                symbol: arg if action is _SHIFT else (self.callbacks[arg], len(arg.expansion), arg.origin.name)
                for symbol, (action, arg) in self.states[state].items()}
        return row

    def parse(self, text: str, start: str) -> Any:
        rows, row_of, keywords, newline_types = self.rows, self._row, self.keywords, self.newline_types
        match, new = self.match, str.__new__
        end_state = self.end_states[start]
        state = self.start_states[start]
        state_stack = [state]
        value_stack: list = []
        pos, line, line_start = 0, 1, 0
        while True:
            m = match(text, pos)
            if m is None:
                if self.skip.match(text, pos).end() != len(text):
                    raise Fallback()
                break
            type_ = m.lastgroup
            begin, pos = m.span(type_)
            if m.start() != begin:
                skipped = text.count("\n", m.start(), begin)
                if skipped:
                    line += skipped
                    line_start = text.rindex("\n", 0, begin) + 1
            value = text[begin:pos]
            if type_ in keywords:
                type_ = keywords[type_].get(value, type_)
            token = new(Token, value)
            token.type, token.value, token.start_pos, token.end_pos = type_, value, begin, pos
            token.line, token.column = line, begin - line_start + 1
            if type_ in newline_types and "\n" in value:
                line += value.count("\n")
                line_start = text.rindex("\n", 0, pos) + 1
            token.end_line, token.end_column = line, pos - line_start + 1
            while True:
                row = rows.get(state) or row_of(state)
                entry = row.get(type_)
                if entry is None:
                    raise Fallback()
                if entry.__class__ is int:
                    state = entry
                    state_stack.append(state)
                    value_stack.append(token)
                    break
                callback, count, origin = entry
                if count:
                    children = value_stack[-count:]
                    del state_stack[-count:]
                    del value_stack[-count:]
                else:
                    children = []
                value_stack.append(callback(children))
                state = rows.get(state_stack[-1]) or row_of(state_stack[-1])
                state = state[origin]
                state_stack.append(state)
        while True:  # $END: reduce until the start rule is complete
            entry = (rows.get(state) or row_of(state)).get("$END")
            if entry is None or entry.__class__ is int:
                raise Fallback()
            callback, count, origin = entry
            if count:
                children = value_stack[-count:]
                del state_stack[-count:]
                del value_stack[-count:]
            else:
                children = []
            value_stack.append(callback(children))
            state = (rows.get(state_stack[-1]) or row_of(state_stack[-1]))[origin]
            state_stack.append(state)
            if state == end_state:
                return value_stack[-1]


def direct_callbacks(callbacks: dict, transformer: Any) -> dict:
    """Lark's grammar callbacks (child filter -> optional single-child expansion -> v_args
    inline wrapper -> transformer method, or a Tree for rules without a method) as one
    generated function per rule that builds the same arguments and calls the method directly.
    A callback of any other shape is kept as Lark built it."""
    from functools import partial

    from lark.parse_tree_builder import ChildFilter, ExpandSingleChild
    from lark.tree import Tree
    from lark.visitors import _vargs_inline

    direct = {}
    for rule, callback in callbacks.items():
        node, include, append_none = callback, None, 0
        if isinstance(node, ChildFilter):
            include = [(item[0], item[1], item[2] if len(item) > 2 else 0) for item in node.to_include]
            append_none = getattr(node, "append_none", 0)
            node = node.node_builder
        expand1 = isinstance(node, ExpandSingleChild)
        if expand1:
            node = node.node_builder
        name = rule.alias or rule.options.template_source or rule.origin.name
        method = getattr(transformer, name, None)
        if method is not None and getattr(method, "visit_wrapper", None) is _vargs_inline \
                and not isinstance(node, partial):
            target, inline = method.base_func, True
        elif method is None and isinstance(node, partial) and len(node.args) == 1 and node.args[0] == name:
            target, inline = Tree, False
        else:
            direct[rule] = callback
            continue
        direct[rule] = _generate(include, append_none, expand1, target, inline, name)
    return direct


def _generate(include: list | None, append_none: int, expand1: bool, target: Any, inline: bool,
              name: str) -> Any:
    """The source of one rule's callback, compiled (``c``: the children on the parser's stack)."""
    body: list[str] = []
    if include is None:
        items = None
    elif not any(expand for _, expand, _ in include):
        items = []
        for index, _, nones in include:
            items += ["None"] * nones + [f"c[{index}]"]
        items += ["None"] * append_none
    else:
        items = None
        for position, (index, expand, nones) in enumerate(include):
            if position == 0 and expand and not nones:
                body.append(f"l = c[{index}].children")
                continue
            if position == 0:
                body.append("l = []")
            if nones:
                body.append(f"l += [None] * {nones}")
            body.append(f"l += c[{index}].children" if expand else f"l.append(c[{index}])")
        if append_none:
            body.append(f"l += [None] * {append_none}")
    if items is not None:
        if expand1 and len(items) == 1:
            body.append(f"return {items[0]}")
        elif inline:
            body.append(f"return target({', '.join(items)})")
        else:
            body.append(f"return target(name, [{', '.join(items)}])")
    else:
        listed = "c" if include is None else "l"
        if expand1:
            body.append(f"if len({listed}) == 1: return {listed}[0]")
        body.append(f"return target(*{listed})" if inline else f"return target(name, {listed})")
    scope = {"target": target, "name": name}
    exec("def callback(c):\n    " + "\n    ".join(body), scope)  # noqa: S102 - generated from Lark's tables
    return scope["callback"]
