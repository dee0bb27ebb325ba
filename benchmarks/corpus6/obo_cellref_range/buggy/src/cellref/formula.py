"""Formula evaluation: numbers, references, ranges in functions, + - * / and parentheses."""

from __future__ import annotations

import re
from collections.abc import Callable

from .refs import expand

TOKEN = re.compile(r"\s*(?:(\d+(?:\.\d+)?)|([A-Z]+[0-9]+(?::[A-Z]+[0-9]+)?)|([A-Z]+)\(|(.))")
FUNCTIONS: dict[str, Callable[[list[float]], float]] = {
    "SUM": sum,
    "AVG": lambda xs: sum(xs) / len(xs) if xs else 0.0,
    "MIN": lambda xs: min(xs, default=0.0),
    "MAX": lambda xs: max(xs, default=0.0),
    "COUNT": lambda xs: float(len(xs)),
}


def tokenize(text: str) -> list[tuple[str, str]]:
    tokens = []
    for number, ref, func, other in TOKEN.findall(text.upper()):
        if number:
            tokens.append(("num", number))
        elif ref:
            tokens.append(("ref", ref))
        elif func:
            tokens.append(("func", func))
        elif other.strip():
            tokens.append(("op", other))
    return tokens


class Evaluator:
    """Recursive descent over the tokens; lookup(name) gives a cell's value."""

    def __init__(self, text: str, lookup: Callable[[str], float | None]) -> None:
        self.tokens = tokenize(text)
        self.pos = 0
        self.lookup = lookup

    def peek(self) -> tuple[str, str] | None:
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self) -> tuple[str, str]:
        token = self.peek()
        if token is None:
            raise SyntaxError("unexpected end of formula")
        self.pos += 1
        return token

    def run(self) -> float:
        value = self.expr()
        if self.peek() is not None:
            raise SyntaxError(f"unexpected {self.peek()[1]!r}")
        return value

    def expr(self) -> float:
        value = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            value = value + self.term() if op == "+" else value - self.term()
        return value

    def term(self) -> float:
        value = self.factor()
        while self.peek() in (("op", "*"), ("op", "/")):
            op = self.take()[1]
            value = value * self.factor() if op == "*" else value / self.factor()
        return value

    def factor(self) -> float:
        kind, text = self.take()
        if kind == "num":
            return float(text)
        if kind == "ref":
            if ":" in text:
                raise SyntaxError("a range can only be used inside a function")
            return self.lookup(text) or 0.0
        if kind == "func":
            if text not in FUNCTIONS:
                raise SyntaxError(f"unknown function {text}")
            kind, arg = self.take()
            if kind != "ref" or self.take() != ("op", ")"):
                raise SyntaxError(f"{text} takes one range")
            values = [v for v in (self.lookup(name) for name in expand(arg)) if v is not None]
            return FUNCTIONS[text](values)
        if (kind, text) == ("op", "("):
            value = self.expr()
            if self.take() != ("op", ")"):
                raise SyntaxError("missing )")
            return value
        if (kind, text) == ("op", "-"):
            return -self.factor()
        raise SyntaxError(f"unexpected {text!r}")
