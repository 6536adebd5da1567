"""The parser's fast path: Lark's LALR tables and grammar callbacks run by one tight loop.

:class:`FastDriver` runs the plain-data tables of :mod:`parse_tables` (loaded from their disk
cache, so neither Lark nor its grammar loader is imported): it lexes as Lark's root scanner
does, one regular expression per first character (or none for a one-character token), keeps
identifiers that spell a keyword as the keyword, makes a :class:`Token` only for the terminals
some rule keeps, and calls one generated function per rule that passes the transformer method
the arguments Lark would (single-child rules that only pass their child on cost no call).
A token type the state does not accept (a syntax error, or a rare token that Lark's contextual
lexer reads another way) raises :class:`Fallback`: the caller re-parses with Lark, which gives
its own result or error. tests/unit/test_lexing.py checks both give the same modules and
errors on every corpus file.
"""
from __future__ import annotations

import marshal
import re
import sys
from typing import Any

import _sre

FORMAT = 5
"""Version of the tables' layout (parse_tables.py)."""
ENGINE = (sys.version, _sre.MAGIC, _sre.CODESIZE)
"""What the cached tables' code depends on beyond the grammar (marshalled code objects and
regular expressions compiled for this Python's regex engine): part of the cache key."""


class Fallback(Exception):
    """The fast driver leaves this text to Lark (see the module docstring)."""


class Token(str):
    """A token as the grammar callbacks see it (the subset of Lark's Token they use)."""

    __slots__ = ("type", "start_pos", "line", "column")

    @property
    def end_pos(self) -> int:
        return self.start_pos + len(self)


def _no_match(text: str, pos: int) -> None:
    return None


def compile_regex(pattern: str, flags: int, compiled: dict[str, bytes]) -> Any:
    """``re.compile(pattern, flags)``, rebuilt from the engine code the tables keep for it
    (:func:`parse_tables.regex_code`: parsing and compiling a pattern costs ~0.2 ms, rebuilding it
    ~10 µs); ``re.compile`` itself when there is none or the engine refuses it (CPython's
    ``_sre.compile`` validates the code it is given)."""
    found = compiled.get(pattern)
    if found is not None:
        try:
            return _sre.compile(pattern, *marshal.loads(found))
        except Exception:  # noqa: BLE001 - any refusal: compile from the source
            pass
    return re.compile(pattern, flags)


class FastDriver:
    """Parses with the tables of :func:`parse_tables.tables`, calling ``transformer``'s methods.
    ``lark_callback(signature)`` gives Lark's own callback of a rule whose shape the tables
    do not describe (none in our grammar; it would build Lark)."""

    def __init__(self, data: dict, transformer: Any, lark_callback: Any):
        self.states, self.rules = data["states"], data["rules"]
        self.start_states, self.end_states = data["start_states"], data["end_states"]
        self.flags, self.regex_code = data["flags"], data["regex_code"]
        self.skip = compile_regex(data["skip"], self.flags, self.regex_code).match
        self.skip_first, self.singles = data["skip_first"], data["singles"]
        self.patterns, self.dispatch, self.any = data["patterns"], data["dispatch"], data["any"]
        self.newline_types, self.keywords, self.kept = data["newline_types"], data["keywords"], data["kept"]
        self.transformer, self.lark_callback = transformer, lark_callback
        self.kinds = {name: (name in self.kept) | (name in self.newline_types) << 1
                      for name in self.kept | self.newline_types}
        """Per terminal: 1 when some rule keeps its tokens, 2 when it may span lines."""
        self.made: dict[int, Any] = {}
        self.callbacks: list[Any] = [self._stand_in(number) for number in range(len(self.rules))] + [None]
        """Per rule number, its callback (at first a stand-in that makes it); -1 (the last) is
        None, the number of every rule that only passes its one child on."""
        self.rows: list[dict | None] = [None] * len(self.states)
        self.lexers: dict[str, Any] = dict(self.singles)
        """Per first character: the one-character terminal's name, or the match function."""
        self.compiled: dict[int, Any] = {}

    def _lexer(self, char: str) -> Any:
        """The match function of the terminals that can start with ``char`` (compiled on first use)."""
        index = self.dispatch.get(char, -1 if char < "\x80" else None)
        if index == -1:
            found = _no_match
        else:
            found = self.compiled.get(index)
            if found is None:
                found = self.compiled[index] = compile_regex(self.any if index is None else self.patterns[index],
                                                             self.flags, self.regex_code).match
        self.lexers[char] = found
        return found

    def _stand_in(self, number: int) -> Any:
        """Rule ``number``'s first callback: it makes the real one (:meth:`callback`), puts it
        in its place and calls it."""
        def make_and_call(children: Any) -> Any:
            return self.callback(number)(children)

        return make_and_call

    def callback(self, number: int) -> Any:
        """The function reducing rule ``number``, generated on first use: it takes the list of
        the rule's children, or the child itself when the rule has one."""
        found = self.made.get(number)
        if found is None:
            name, include, append_none, expand1, kind, wanted, code = marshal.loads(self.rules[number])
            method = getattr(self.transformer, name, None)
            single = len(wanted[1]) == 1
            mode = callback_mode(name, kind)
            if mode is not None and (mode == "list" or method is not None):
                scope = {"target": method}
                exec(code or callback_source(include, append_none, expand1, mode, single), scope)  # noqa: S102
                found = scope["callback"]
            else:
                lark = self.lark_callback(wanted)
                found = (lambda child: lark([child])) if single else lark
            self.made[number] = self.callbacks[number] = found
        return found

    def _row(self, state: int) -> dict:
        """Row ``state`` of the table, decoded on first use: symbol -> the next state (shift or
        goto) or a reduction (rule number, size, the rule's name)."""
        row = self.rows[state] = marshal.loads(self.states[state])
        return row

    def parse(self, text: str, start: str) -> Any:
        rows, row_of, lexers, lexer_for = self.rows, self._row, self.lexers, self._lexer
        callbacks = self.callbacks
        keywords, kinds = self.keywords, self.kinds
        skip, skip_first = self.skip, self.skip_first
        new, end = str.__new__, len(text)
        end_state = self.end_states[start]
        state = self.start_states[start]
        state_stack = [state]
        value_stack: list = []
        pos, line, line_start = 0, 1, 0
        while True:
            if pos < end and text[pos] in skip_first:
                if text[pos] == " " and text[pos + 1:pos + 2] not in skip_first:
                    pos += 1  # the usual one space
                else:
                    after = skip(text, pos).end()
                    newlines = text.count("\n", pos, after)
                    if newlines:
                        line += newlines
                        line_start = text.rindex("\n", pos, after) + 1
                    pos = after
            if pos >= end:  # the end: $END reduces until the start rule is complete
                type_, token, at_end = "$END", None, True
            else:
                at_end, begin = False, pos
                try:
                    lexer = lexers[text[pos]]
                except KeyError:
                    lexer = lexer_for(text[pos])
                if lexer.__class__ is str:  # a one-character terminal
                    type_ = lexer
                    pos += 1
                else:
                    m = lexer(text, pos)
                    if m is None:
                        raise Fallback()
                    type_, pos = m.lastgroup, m.end()
                    if type_ in keywords:
                        type_ = keywords[type_].get(text[begin:pos], type_)
                kind = kinds.get(type_, 0)
                if kind & 1:
                    token = new(Token, text[begin:pos])
                    token.type, token.start_pos, token.line, token.column = type_, begin, line, begin - line_start + 1
                else:
                    token = None
                if kind & 2:
                    newlines = text.count("\n", begin, pos)
                    if newlines:
                        line += newlines
                        line_start = text.rindex("\n", begin, pos) + 1
            while True:
                try:
                    entry = (rows[state] or row_of(state))[type_]
                except KeyError:
                    raise Fallback() from None
                if entry.__class__ is int:
                    if at_end:
                        raise Fallback()
                    state = entry
                    state_stack.append(state)
                    value_stack.append(token)
                    break
                number, count, origin = entry
                callback = callbacks[number]
                if count == 1:
                    if callback is not None:  # (None: the rule's value is its one child's)
                        value_stack[-1] = callback(value_stack[-1])
                    state = (rows[state_stack[-2]] or row_of(state_stack[-2]))[origin]
                    state_stack[-1] = state
                else:
                    if count:
                        children = value_stack[-count:]
                        del state_stack[-count:]
                        del value_stack[-count:]
                    else:
                        children = []
                    value_stack.append(callback(children))
                    state = (rows[state_stack[-1]] or row_of(state_stack[-1]))[origin]
                    state_stack.append(state)
                if at_end and state == end_state:
                    return value_stack[-1]


def callback_mode(name: str, kind: str) -> str | None:
    """How the fast driver reduces a rule: "call" its transformer method, make a "list" (an
    expanded ``_rule``: its parent splices the list in), or None (Lark's own callback)."""
    if kind == "method":
        return "call"
    return "list" if kind == "tree" and name.startswith("_") else None


def callback_source(include: list | None, append_none: int, expand1: bool, mode: str, single: bool) -> str:
    """The source of one rule's callback: it takes ``c``, the children on the parser's stack
    (or ``v``, the one child when ``single``), and passes the kept ones to ``target`` as
    arguments ("call") or returns them as a list ("list")."""
    body: list[str] = ["c = [v]"] if single else []
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
                body.append(f"l = c[{index}]")
                continue
            if position == 0:
                body.append("l = []")
            if nones:
                body.append(f"l += [None] * {nones}")
            body.append(f"l += c[{index}]" if expand else f"l.append(c[{index}])")
        if append_none:
            body.append(f"l += [None] * {append_none}")
    if items is not None:
        if expand1 and len(items) == 1:
            body.append(f"return {items[0]}")
        elif mode == "call":
            body.append(f"return target({', '.join(items)})")
        else:
            body.append(f"return [{', '.join(items)}]")
    else:
        listed = "c" if include is None else "l"
        if expand1:
            body.append(f"if len({listed}) == 1: return {listed}[0]")
        body.append(f"return target(*{listed})" if mode == "call" else f"return {listed}")
    if single and not any("c[" in line.replace("c[0]", "") or line.endswith("(*c)") or line == "return c"
                          or "len(c)" in line for line in body[1:]):
        body = [line.replace("c[0]", "v") for line in body[1:]]  # no list needed
    return f"def callback({'v' if single else 'c'}):\n    " + "\n    ".join(body)
