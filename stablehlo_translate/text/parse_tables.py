"""The fast driver's tables, taken once from a built Lark parser (then cached on disk).

:func:`tables` takes what parsing needs: the parse table (a shift or goto as the next state, a
reduction as its rule's number, or -1 for a rule that only passes its one child on, with its
size and name), how each rule's callback shapes its arguments (Lark's child filter,
single-child expansion and inlining) with that callback compiled (code objects marshal too),
which terminals some rule keeps (the others are never materialised as tokens), and the root
scanner's terminals split by the first character they can start with (:func:`first_chars`),
with white space and comments skipped by their own expression, each expression with the code
the regex engine runs (:func:`regex_code`). Everything is plain data (marshal), so a new
process loads it instead of building Lark; each state's row and each rule stay marshalled
bytes until the driver first meets them (a file meets a few of the ~700 states). Imported
only when the tables are built.
"""
from __future__ import annotations

import marshal
import re
import re._constants as C
import re._parser as P
import sys
from typing import Any

from .driver import FORMAT, callback_mode, callback_source

_ASCII = frozenset(map(chr, range(128)))
_CATEGORIES = {C.CATEGORY_DIGIT: r"\d", C.CATEGORY_NOT_DIGIT: r"\D", C.CATEGORY_SPACE: r"\s",
               C.CATEGORY_NOT_SPACE: r"\S", C.CATEGORY_WORD: r"\w", C.CATEGORY_NOT_WORD: r"\W"}


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
    rules: list[bytes] = []
    passes: set[int] = set()
    kept: set[str] = set()
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
        mode, code = callback_mode(name, kind), None
        if mode is not None:
            source = callback_source(include, append_none, expand1, mode, len(rule.expansion) == 1)
            code = compile(source, f"<rule {name}>", "exec")
        if expand1 and len(rule.expansion) == 1 and not append_none and include in (None, [(0, False, 0)]):
            passes.add(len(rules))
        rules.append(marshal.dumps((name, include, append_none, expand1, kind, signature(rule), code)))
        positions = range(len(rule.expansion)) if include is None else [item[0] for item in include]
        kept.update(str(rule.expansion[i].name) for i in positions if rule.expansion[i].is_term)

    reductions: dict[Any, tuple] = {}

    def entry(action: Any, arg: Any) -> Any:
        if action is Shift:
            return arg
        if arg not in reductions:  # (one object per rule and interned names: marshal writes repeats as references)
            number = numbers[arg]
            reductions[arg] = (-1 if number in passes else number, len(arg.expansion), sys.intern(str(arg.origin.name)))
        return reductions[arg]

    states = [b""] * (max(table.states) + 1)
    for state, row in table.states.items():
        states[state] = marshal.dumps({sys.intern(str(symbol)): entry(*action) for symbol, action in row.items()})
    terminals = root.scanner.terminals
    ignored = root.ignore_types
    skip = "|".join(f"(?:{t.pattern.to_regexp()})" for t in terminals if t.name in ignored)
    tokens = [(str(t.name), t.pattern.to_regexp()) for t in terminals if t.name not in ignored]
    keywords = {}
    for name, callback in root.callback.items():
        words = callback.scanner.terminals
        if any(t.pattern.type != "str" or t.pattern.flags for t in words):
            raise ValueError(f"unexpected lexer callback on {name}")
        keywords[str(name)] = {str(t.pattern.value): str(t.name) for t in words}
    flags = int(root.g_regex_flags)
    singles, patterns, dispatch = _split_by_first_char(tokens, flags)
    skip_first = "".join(sorted(set().union(*(first_chars(t.pattern.to_regexp(), flags)
                                              for t in terminals if t.name in ignored))))
    skip, any_token = _atomic_run(skip), "|".join(f"(?P<{name}>{regexp})" for name, regexp in tokens)
    regexes = {pattern: regex_code(pattern, flags) for pattern in [skip, any_token, *patterns]}
    return {"format": FORMAT, "states": states, "rules": rules,
            "start_states": {str(k): v for k, v in table.start_states.items()},
            "end_states": {str(k): v for k, v in table.end_states.items()},
            "skip": skip, "skip_first": skip_first,
            "singles": singles, "patterns": patterns, "dispatch": dispatch, "any": any_token,
            "regex_code": {pattern: code for pattern, code in regexes.items() if code is not None},
            "flags": flags, "newline_types": frozenset(map(str, root.newline_types)),
            "keywords": keywords, "kept": frozenset(kept)}


def regex_code(pattern: str, flags: int) -> bytes | None:
    """The arguments (marshalled) with which ``_sre.compile(pattern, ...)`` makes what
    ``re.compile(pattern, flags)`` makes, taken from CPython's own regex compiler (private
    modules: the cache key holds the Python version and the engine's magic number); None when
    that compiler is not there or its result differs from ``re.compile``'s."""
    try:
        import _sre
        from re import _compiler

        parsed = P.parse(pattern, flags)
        code = [int(op) for op in _compiler._code(parsed, flags)]  # (opcodes are an int subclass)
        groupindex = dict(parsed.state.groupdict)
        indexgroup: list[str | None] = [None] * parsed.state.groups
        for name, index in groupindex.items():
            indexgroup[index] = name
        args = (int(flags | parsed.state.flags), code, parsed.state.groups - 1, groupindex, tuple(indexgroup))
        rebuilt, expected = _sre.compile(pattern, *args), re.compile(pattern, flags)
    except Exception:  # noqa: BLE001 - another Python: the driver compiles the pattern itself
        return None
    if rebuilt != expected or rebuilt.groupindex != expected.groupindex:  # (patterns compare their code too)
        return None
    return marshal.dumps(args)


def _split_by_first_char(tokens: list[tuple[str, str]], flags: int) -> tuple[dict, list, dict]:
    """Per ASCII character, the terminals (in the scanner's order) that can start with it:
    the name of the only one when it is that single character, else the index of their
    alternation in ``patterns``. The scanner takes the first terminal that matches, so
    leaving out those that cannot match at this character gives the same token."""
    firsts = [first_chars(regexp, flags) for _, regexp in tokens]
    singles: dict[str, str] = {}
    patterns: list[str] = []
    dispatch: dict[str, int] = {}
    for char in sorted(_ASCII):
        chosen = [(name, regexp) for (name, regexp), first in zip(tokens, firsts) if char in first]
        if not chosen:
            continue
        if len(chosen) == 1 and chosen[0][1] == re.escape(char) and not flags:
            singles[char] = chosen[0][0]
            continue
        pattern = "|".join(f"(?P<{name}>{regexp})" for name, regexp in chosen)
        if pattern not in patterns:
            patterns.append(pattern)
        dispatch[char] = patterns.index(pattern)
    return singles, patterns, dispatch


def first_chars(regexp: str, flags: int = 0) -> frozenset[str]:
    """The ASCII characters a match of ``regexp`` can start with (all of them when unsure)."""
    if flags & re.IGNORECASE:
        return _ASCII
    chars, nullable = _first(P.parse(regexp, flags).data)
    return _ASCII if nullable else frozenset(chars)


def _first(items: Any) -> tuple[set[str], bool]:
    """(first characters, can match empty) of a parsed sequence (re._parser's opcodes)."""
    chars: set[str] = set()
    for op, av in items:
        if op is C.LITERAL:
            return chars | {chr(av)} & _ASCII, False
        if op is C.IN:
            return chars | {c for c in _ASCII if _in_set(av, c)}, False
        if op is C.SUBPATTERN and not av[1] & re.IGNORECASE:
            found, nullable = _first(av[3])
        elif op is C.BRANCH:
            found, nullable = set(), False
            for branch in av[1]:
                more, empty = _first(branch)
                found |= more
                nullable |= empty
        elif op in (C.MAX_REPEAT, C.MIN_REPEAT, C.POSSESSIVE_REPEAT):
            found, nullable = _first(av[2])
            nullable = nullable or av[0] == 0
        elif op in (C.AT, C.ASSERT, C.ASSERT_NOT):
            continue  # zero width: only narrows what follows
        else:
            return set(_ASCII), False
        chars |= found
        if not nullable:
            return chars, False
    return chars, True


def _in_set(items: Any, char: str) -> bool:
    code, hit, negate = ord(char), False, False
    for op, av in items:
        if op is C.NEGATE:
            negate = True
        elif op is C.LITERAL:
            hit |= av == code
        elif op is C.RANGE:
            hit |= av[0] <= code <= av[1]
        elif op is C.CATEGORY and av in _CATEGORIES:
            hit |= re.match(_CATEGORIES[av], char) is not None
        else:
            return True
    return hit != negate


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
