"""Recursive-descent parser: alternation > concatenation > repetition > atom."""

from __future__ import annotations

from dataclasses import dataclass

SPECIAL = set("|()*+?.\\")


class RegexSyntaxError(ValueError):
    pass


@dataclass(frozen=True)
class Node:
    kind: str  # "char", "any", "empty", "cat", "alt", "star", "plus", "opt"
    value: str = ""
    children: tuple[Node, ...] = ()


class _Parser:
    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        self.pos = 0

    def peek(self) -> str | None:
        return self.pattern[self.pos] if self.pos < len(self.pattern) else None

    def take(self) -> str:
        ch = self.pattern[self.pos]
        self.pos += 1
        return ch

    def alternation(self) -> Node:
        branches = [self.concatenation()]
        while self.peek() == "|":
            self.take()
            branches.append(self.concatenation())
        return branches[0] if len(branches) == 1 else Node("alt", children=tuple(branches))

    def concatenation(self) -> Node:
        items = []
        while self.peek() not in (None, "|", ")"):
            items.append(self.repetition())
        if not items:
            return Node("empty")
        return items[0] if len(items) == 1 else Node("cat", children=tuple(items))

    def repetition(self) -> Node:
        node = self.atom()
        while self.peek() in ("*", "+", "?"):
            op = self.take()
            node = Node({"*": "star", "+": "plus", "?": "opt"}[op], children=(node,))
        return node

    def atom(self) -> Node:
        ch = self.take()
        if ch == "(":
            inner = self.alternation()
            if self.peek() != ")":
                raise RegexSyntaxError(f"missing ) at {self.pos}")
            self.take()
            return inner
        if ch == ".":
            return Node("any")
        if ch == "\\":
            if self.peek() is None:
                raise RegexSyntaxError("pattern ends with a backslash")
            return Node("char", self.take())
        if ch in SPECIAL:
            raise RegexSyntaxError(f"unexpected {ch!r} at {self.pos - 1}")
        return Node("char", ch)


def parse(pattern: str) -> Node:
    parser = _Parser(pattern)
    tree = parser.alternation()
    if parser.peek() is not None:
        raise RegexSyntaxError(f"unexpected {parser.peek()!r} at {parser.pos}")
    return tree
