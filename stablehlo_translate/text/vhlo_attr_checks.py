"""Parse-time checks of VHLO attributes written as text, with upstream's messages
(the ``verify`` methods of VhloAttrs.td): a parameter that must come from the VHLO
dialect (``isFromVhlo``) but names a builtin or another dialect's attribute or type."""
from __future__ import annotations

_OPEN, _CLOSE = "<([{", ">)]}"


def _split(body: str, separator: str) -> list[str]:
    """``body`` cut at ``separator`` outside brackets and string literals."""
    parts, depth, start, i, quoted = [], 0, 0, 0, False
    while i < len(body):
        c = body[i]
        if quoted:
            if c == "\\":
                i += 1
            elif c == '"':
                quoted = False
        elif c == '"':
            quoted = True
        elif c in _OPEN:
            depth += 1
        elif c in _CLOSE and not (c == ">" and body[i - 1:i] == "-"):  # '->' of function types
            depth -= 1
        elif depth == 0 and body.startswith(separator, i):
            parts.append(body[start:i].strip())
            start = i + len(separator)
            i = start
            continue
        i += 1
    parts.append(body[start:].strip())
    return parts


def _foreign(text: str, sigil: str) -> bool:
    """True when ``text`` surely is not from VHLO: a literal, or ``#dialect.``/``#dialect<``
    (``!`` for types) of another dialect; an alias (``#name``) is given the benefit of the doubt."""
    if not text.startswith(sigil):
        return True
    head = text[1:]
    for stop in ".<":
        dialect, found, _ = head.partition(stop)
        if found and dialect.isidentifier():
            return dialect != "vhlo"
    return False


def _struct_field(body: str, name: str) -> str | None:
    for part in _split(body, ","):
        key, found, value = part.partition("=")
        if found and key.strip() == name:
            return value.strip()
    return None


def problem(text: str) -> str | None:
    """Upstream's message for a VHLO attribute ``#vhlo.NAME<...>`` that its verifier
    rejects; None when the checked parameters are from VHLO."""
    name, found, rest = text[len("#vhlo."):].partition("<")
    if not text.startswith("#vhlo.") or not found or not rest.endswith(">"):
        return None
    body = rest[:-1].strip()
    if name == "dict_v1" and body.startswith("{") and body.endswith("}"):
        for entry in _split(body[1:-1], ","):
            if entry and _foreign(_split(entry, "=")[0], "#"):
                return "expected VHLO key attribute"
    elif name == "float_v1":
        parts = _split(body, ":")
        if len(parts) == 2 and _foreign(parts[1], "!"):
            return "expected VHLO type"
    elif name == "type_v1":
        if _foreign(body, "!"):
            return "expected VHLO type"
    elif name == "result_accuracy_v1":
        mode = _struct_field(body, "mode")
        if mode is not None and _foreign(mode, "#"):
            return "expected VHLO result accuracy mode"
    return None
