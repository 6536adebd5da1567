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
