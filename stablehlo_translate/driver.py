"""The parser's fast path: Lark's LALR tables and grammar callbacks run by one tight loop.

:func:`tables` takes from a built Lark parser what parsing needs: the parse table (a shift
or goto as the next state, a reduction as its rule's number, size and name), how each rule's
callback shapes its arguments (Lark's child filter, single-child expansion and ``v_args``
inlining), and one regular expression of the root scanner's terminals with white space and
comments skipped in the same match. Those tables are plain data, cached on disk by grammar,
so a new process loads them instead of building Lark (which is then built only for errors).

:class:`FastDriver` lexes with that expression, keeps identifiers that spell a keyword as the
keyword (as Lark's root scanner does) and calls one generated function per rule that passes
the transformer method the arguments Lark would. A token type the state does not accept (a
syntax error, or a rare token that Lark's contextual lexer reads another way) raises
:class:`Fallback`: the caller re-parses with Lark, which gives its own result or error.
tests/unit/test_lexing.py checks both give the same modules and errors on every corpus file.
"""
from __future__ import annotations

import re
from typing import Any

from lark import Token
from lark.tree import Tree

FORMAT = 2
"""Version of the cached tables' layout."""


class Fallback(Exception):
    """The fast driver leaves this text to Lark (see the module docstring)."""


def tables(lark: Any) -> dict:
    """The plain-data tables of a Lark LALR parser with the contextual lexer (see above)."""
    from functools import partial

    from lark.parse_tree_builder import ChildFilter, ExpandSingleChild
    from lark.parsers.lalr_analysis import Shift

    frontend = lark.parser
    root = frontend.lexer.root_lexer
    parser = frontend.parser.parser
    table = parser.parse_table
    order = rule_order(lark)
    numbers = {rule: index for index, rule in enumerate(order)}
    rules: list[tuple] = []
    for rule in order:
        node, include, append_none = parser.callbacks[rule], None, 0
        if isinstance(node, ChildFilter):
            include = [(item[0], item[1], item[2] if len(item) > 2 else 0) for item in node.to_include]
            append_none = getattr(node, "append_none", 0)
            node = node.node_builder
        expand1 = isinstance(node, ExpandSingleChild)
        if expand1:
            node = node.node_builder
        name = str(rule.alias or rule.options.template_source or rule.origin.name)
        kind = "tree" if isinstance(node, partial) and node.args == (name,) else (
            "method" if not isinstance(node, partial) and hasattr(node, "__wrapped__") else "lark")
        rules.append((name, include, append_none, expand1, kind, signature(rule)))

    states = {state: {str(symbol): arg if action is Shift else (numbers[arg], len(arg.expansion), str(arg.origin.name))
                      for symbol, (action, arg) in row.items()}
              for state, row in table.states.items()}
    terminals = root.scanner.terminals
    ignored = root.ignore_types
    skip = "|".join(f"(?:{t.pattern.to_regexp()})" for t in terminals if t.name in ignored)
    tokens = "|".join(f"(?P<{t.name}>{t.pattern.to_regexp()})" for t in terminals if t.name not in ignored)
    keywords = {}
    for name, callback in root.callback.items():
        words = callback.scanner.terminals
        if any(t.pattern.type != "str" or t.pattern.flags for t in words):
            raise ValueError(f"unexpected lexer callback on {name}")
        keywords[str(name)] = {str(t.pattern.value): str(t.name) for t in words}
    return {"format": FORMAT, "states": states, "rules": rules,
            "start_states": {str(k): v for k, v in table.start_states.items()},
            "end_states": {str(k): v for k, v in table.end_states.items()},
            "skip": _atomic_run(skip), "token": f"{_atomic_run(skip)}(?:{tokens})",
            "flags": int(root.g_regex_flags), "newline_types": frozenset(map(str, root.newline_types)),
            "keywords": keywords}


def _atomic_run(alternatives: str) -> str:
    """A run of ignored text (white space, comments) that is never backtracked into: with
    ``(?:\\s+)*`` a token that fails to match after many spaces would retry every way of
    splitting them (exponential). The lookahead captures the longest run as group 1 and
    ``\\1`` consumes it (Python's lookaheads are atomic)."""
    return f"(?=((?:{alternatives})*))\\1"


def rule_order(lark: Any) -> list:
    """The rules that the parse table reduces, numbered in table order (the tables' numbers)."""
    from lark.parsers.lalr_analysis import Shift

    seen: dict[Any, None] = {}
    for row in lark.parser.parser.parser.parse_table.states.values():
        for action, arg in row.values():
            if action is not Shift:
                seen.setdefault(arg)
    return list(seen)


def signature(rule: Any) -> tuple:
    """What tells a rule apart, the same in every process (tables outlive Lark's objects)."""
    alias = None if rule.alias is None else str(rule.alias)
    return str(rule.origin.name), tuple(str(symbol.name) for symbol in rule.expansion), alias, int(rule.order)


def lark_callback(lark: Any, wanted: tuple) -> Any:
    """Lark's own callback of the rule with signature ``wanted``."""
    for rule, callback in lark.parser.parser.parser.callbacks.items():
        if signature(rule) == wanted:
            return callback
    raise KeyError(wanted)


class FastDriver:
    """Parses with the :func:`tables` of a grammar, calling ``transformer``'s methods.
    ``lark_callback(signature)`` gives Lark's own callback of a rule whose shape the tables
    do not describe (none in our grammar; it would build Lark)."""

    def __init__(self, data: dict, transformer: Any, lark_callback: Any):
        self.states, self.rules = data["states"], data["rules"]
        self.start_states, self.end_states = data["start_states"], data["end_states"]
        self.skip = re.compile(data["skip"], data["flags"])
        self.match = re.compile(data["token"], data["flags"]).match
        self.newline_types, self.keywords = data["newline_types"], data["keywords"]
        self.transformer, self.lark_callback = transformer, lark_callback
        self.callbacks: dict[int, Any] = {}
        self.rows: dict[int, dict] = {}

    def callback(self, number: int) -> Any:
        """The function reducing rule ``number``, generated on first use."""
        found = self.callbacks.get(number)
        if found is None:
            from lark.visitors import _vargs_inline

            name, include, append_none, expand1, kind, wanted = self.rules[number]
            method = getattr(self.transformer, name, None)
            if kind == "method" and getattr(method, "visit_wrapper", None) is _vargs_inline:
                found = _generate(include, append_none, expand1, method.base_func, True, name)
            elif kind == "tree" and method is None:
                found = _generate(include, append_none, expand1, Tree, False, name)
            else:
                found = self.lark_callback(wanted)
            self.callbacks[number] = found
        return found

    def _row(self, state: int) -> dict:
        """Row ``state`` of the table with each reduction's callback in place of its number."""
        row = self.rows.get(state)
        if row is None:
            row = self.rows[state] = {symbol: entry if entry.__class__ is int else
                                      (self.callback(entry[0]), entry[1], entry[2])
                                      for symbol, entry in self.states[state].items()}
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
            if m is None:  # the end: $END reduces until the start rule is complete
                if self.skip.match(text, pos).end() != len(text):
                    raise Fallback()
                type_, token = "$END", None
            else:
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
                    if token is None:
                        raise Fallback()
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
                state = (rows.get(state_stack[-1]) or row_of(state_stack[-1]))[origin]
                state_stack.append(state)
                if token is None and state == end_state:
                    return value_stack[-1]


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
