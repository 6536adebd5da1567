"""Grammar callbacks of the top level, operations in generic form, ``func.func`` and
``builtin.module``, regions, blocks and locations (spec.md#programs)."""
from __future__ import annotations

from typing import Any

from ..ir import attributes as A
from ..ir.types import FunctionType, Type
from .driver import Token
from .raw import CallbackBase, RawBlock, RawOp, located_at, raw_region, symbol_path
from .syntax.forms import LocatedError

MAX_RESULTS = 1 << 16
"""The most results one op may bind (``%0:N``): more is surely a mistake, and costly."""

def _result_names(token: Token) -> list[str]:
    text = token.rstrip("= \t\r\n")
    if "," not in text and ":" not in text:  # the usual ``%12 =``
        return [text]
    names: list[str] = []
    for part in text.split(","):
        name, _, count = part.strip().partition(":")
        if count and int(count) > MAX_RESULTS:
            raise located_at(token, f"too many results: {count} (at most {MAX_RESULTS})")
        if count:
            names.extend(f"{name}#{i}" for i in range(int(count)))
        else:
            names.append(name)
    return names


class OpCallbacks(CallbackBase):
    """Callbacks of the top level, op, region, block and location rules."""

    # -- top level ---------------------------------------------------------------
    def module_text(self, *items: Any) -> list:
        return [i for i in items if isinstance(i, RawOp)]

    def attribute_text(self, value: Any) -> Any:
        return value

    def type_text(self, value: Any) -> Any:
        return value

    def attr_alias(self, name: Token, value: Any) -> None:
        self.attr_aliases[str(name)] = value

    def type_alias(self, name: Token, value: Type) -> None:
        self.type_aliases[str(name)] = value

    # -- operations ------------------------------------------------------------------
    def operation(self, result: Token | None, op: RawOp, location: str | None) -> RawOp:
        if result is not None:
            op.results = _result_names(result)
            op.result_token = result
            op.line, op.col = result.line, result.column
        op.location = location
        return op

    def generic_op(self, name: Token, uses, successors, props, regions, attrs, fn_type) -> RawOp:
        op = RawOp("generic", A.decode_string(name), name)
        op.operands = uses or []
        op.successors = tuple(successors or ())
        op.properties = props or {}
        op.regions = [(r, None) for r in regions or ()]
        op.attributes = attrs or {}
        op.fn_type = fn_type
        op.type_at = self._fn_type_start(self._arrow)
        return op

    def _fn_type_start(self, arrow: Token) -> tuple[int, int]:
        """(line, column) of the ``(`` opening the function type whose ``->`` is ``arrow``."""
        text, at, depth = self.text, arrow.start_pos - 1, 0
        while at > 0:
            depth += {")": 1, "(": -1}.get(text[at], 0)
            if not depth and text[at] == "(":
                break
            at -= 1
        return self._line_col(at)

    def uses(self, *uses: Token) -> list:
        return list(uses)

    def successors(self, *labels: Token) -> tuple:
        return tuple(map(str, labels))

    def props(self, value: dict) -> dict:
        return value

    def generic_regions(self, *regions: list) -> list:
        return list(regions)

    def func_op(self, kw, visibility, name, args, arrow, results, attrs_kw, attrs, region) -> RawOp:
        op = RawOp("func", "func.func", kw)
        args = [a for a in args or () if a is not None]
        if len({a[0] is None for a in args}) > 1:  # named and unnamed arguments mixed
            from . import parse_checks
            from .parse_errors import mixed_function_arguments

            message, pos = mixed_function_arguments(self.text, name.end_pos)
            raise LocatedError(f"custom op 'func.func' {message}", *parse_checks.line_col(self.text, pos))
        results = results or []
        ftype = FunctionType(tuple(a[1] for a in args), tuple(r[0] for r in results))
        op.attributes = {"sym_name": A.SymbolRefAttr(symbol_path(name)).name,
                         "function_type": A.TypeAttr(ftype)}
        if visibility is not None:
            op.attributes["sym_visibility"] = visibility
        if any(a[2] for a in args):
            op.attributes["arg_attrs"] = tuple(a[2] or {} for a in args)
        if any(r[1] for r in results):
            op.attributes["res_attrs"] = tuple(r[1] or {} for r in results)
        op.attributes.update(attrs or {})
        if region is not None:
            op.args = [(a[0], a[1], a[3]) for a in args]
            if any(a[0] is None for a in args):  # FuncOp's verifier, as the body has no arguments
                raise located_at(kw, f"'func.func' op entry block must have {len(args)} arguments to match function "
                              "signature")
            op.regions = [(region, "func")]
        return op

    def visibility(self, token: Token) -> str:
        return str(token)

    def func_args(self, *args) -> list:
        return list(args)

    def named_arg(self, use: Token, type_: Type, attrs, location) -> tuple:
        return (use, type_, attrs, location)

    def anon_arg(self, type_: Type, attrs) -> tuple:
        return (None, type_, attrs, None)

    def func_one_result(self, type_: Type) -> list:
        return [(type_, None)]

    def func_results(self, *results) -> list:
        return [r for r in results if r is not None]

    def func_result(self, type_: Type, attrs) -> tuple:
        return (type_, attrs)

    def module_op(self, kw, name, attrs_kw, attrs, region) -> RawOp:
        op = RawOp("module", "builtin.module", kw)
        op.attributes = {}
        if name is not None:
            op.attributes["sym_name"] = symbol_path(name)[-1]
        op.attributes.update(attrs or {})
        op.regions = [(region, "isolated")]
        return op

    def region(self, *items) -> list:
        return raw_region(items)

    def block(self, label: Token, args, *ops) -> RawBlock:
        return RawBlock(str(label), args or [], list(ops))

    def block_args(self, *args) -> list:
        return [a for a in args if a is not None]

    def block_arg(self, use: Token, type_: Type, location) -> tuple:
        return (use, type_, location)

    def location(self, opener: Token, span) -> str:
        return self._close(span, opener, ")")

    def location_text(self, token: Token) -> str:
        return str(token)
