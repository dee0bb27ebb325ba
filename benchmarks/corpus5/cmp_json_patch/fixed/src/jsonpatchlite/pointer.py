"""JSON Pointer (RFC 6901)."""

from __future__ import annotations

from typing import Any, List, Tuple


class PointerError(LookupError):
    """A pointer that is malformed or does not resolve."""


def escape(token: str) -> str:
    return token.replace("~", "~0").replace("/", "~1")


def unescape(token: str) -> str:
    return token.replace("~1", "/").replace("~0", "~")


def array_index(token: str, array: list, *, for_add: bool = False) -> int:
    """The list position a reference token names; ``-`` is the end (for ``add`` only)."""
    if token == "-":
        if for_add:
            return len(array)
        raise PointerError("'-' points past the end of the array")
    if not token.isdigit() or (token.startswith("0") and token != "0"):
        raise PointerError(f"invalid array index {token!r}")
    index = int(token)
    limit = len(array) if for_add else len(array) - 1
    if index > limit:
        raise PointerError(f"index {index} is out of range for an array of {len(array)}")
    return index


class JsonPointer:
    """A parsed pointer such as ``/a/b~1c/0``."""

    __slots__ = ("tokens",)

    def __init__(self, tokens: List[str]) -> None:
        self.tokens: Tuple[str, ...] = tuple(tokens)

    @classmethod
    def parse(cls, text: str) -> "JsonPointer":
        if text == "":
            return cls([])
        if not text.startswith("/"):
            raise PointerError(f"pointer {text!r} must start with '/'")
        return cls([unescape(token) for token in text[1:].split("/")])

    def __str__(self) -> str:
        return "".join("/" + escape(token) for token in self.tokens)

    def __repr__(self) -> str:
        return f"JsonPointer({str(self)!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, JsonPointer) and self.tokens == other.tokens

    def __hash__(self) -> int:
        return hash(self.tokens)

    def __truediv__(self, token: object) -> "JsonPointer":
        return JsonPointer([*self.tokens, str(token)])

    @property
    def parent(self) -> "JsonPointer":
        if not self.tokens:
            raise PointerError("the root has no parent")
        return JsonPointer(list(self.tokens[:-1]))

    @property
    def last(self) -> str:
        if not self.tokens:
            raise PointerError("the root has no last token")
        return self.tokens[-1]

    def is_prefix_of(self, other: "JsonPointer") -> bool:
        return other.tokens[: len(self.tokens)] == self.tokens

    @staticmethod
    def step(container: Any, token: str) -> Any:
        if isinstance(container, dict):
            if token not in container:
                raise PointerError(f"member {token!r} not found")
            return container[token]
        if isinstance(container, list):
            return container[array_index(token, container)]
        raise PointerError(f"cannot look up {token!r} in a {type(container).__name__}")

    def resolve(self, document: Any) -> Any:
        node = document
        for token in self.tokens:
            node = self.step(node, token)
        return node

    def exists(self, document: Any) -> bool:
        try:
            self.resolve(document)
        except PointerError:
            return False
        return True
