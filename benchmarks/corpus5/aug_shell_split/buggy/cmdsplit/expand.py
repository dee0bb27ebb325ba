"""Parameter expansion: $NAME, ${NAME}, ${NAME:-default}, ${NAME:?message}."""

from __future__ import annotations

import re
from typing import Mapping

_VAR = re.compile(
    r"\$(?:(?P<plain>[A-Za-z_][A-Za-z0-9_]*)|\{(?P<braced>[A-Za-z_][A-Za-z0-9_]*)"
    r"(?:(?P<op>:?[-?+])(?P<arg>[^}]*))?\})"
)


class UnsetVariableError(KeyError):
    def __init__(self, name: str, message: str) -> None:
        super().__init__(name)
        self.name = name
        self.message = message

    def __str__(self) -> str:
        return f"{self.name}: {self.message}"


def expand(text: str, env: Mapping[str, str], *, strict: bool = False) -> str:
    """Expand variables in text; unset ones are empty unless ``strict``.

    ``$$`` is a literal dollar sign.
    """
    pieces = text.split("$$")

    def replace(match: "re.Match[str]") -> str:
        name = match.group("plain") or match.group("braced")
        op, arg = match.group("op"), match.group("arg") or ""
        value = env.get(name)
        missing = value is None or (op is not None and op.startswith(":") and value == "")
        if op in ("-", ":-"):
            return arg if missing else value
        if op in ("+", ":+"):
            return "" if missing else arg
        if op in ("?", ":?") and missing:
            raise UnsetVariableError(name, arg or "parameter null or not set")
        if value is None and strict:
            raise UnsetVariableError(name, "unbound variable")
        return value or ""

    return "$".join(_VAR.sub(replace, piece) for piece in pieces)
