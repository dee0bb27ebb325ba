"""A recursive-descent evaluator over the tokens.

    expr   := term (('+' | '-') term)*
    term   := power (('*' | '/') power)*
    power  := unary ('^' power)?
    unary  := '-' unary | atom
    atom   := num | name | '(' expr ')'
"""

from __future__ import annotations

from calc.tokens import Token, tokenize


class EvalError(ValueError):
    """Raised on a syntax error or an unknown variable."""


class _Parser:
    def __init__(self, tokens: list[Token], variables: dict[str, float]) -> None:
        self.tokens = tokens
        self.index = 0
        self.variables = variables

    def peek(self) -> Token:
        return self.tokens[self.index]

    def take(self, kind: str) -> Token:
        token = self.peek()
        if token.kind != kind:
            raise EvalError(f"expected {kind!r} at {token.pos}, got {token.text!r}")
        self.index += 1
        return token

    def expr(self) -> float:
        value = self.term()
        while self.peek().kind in ("+", "-"):
            op = self.take(self.peek().kind).kind
            rhs = self.term()
            value = value + rhs if op == "+" else value - rhs
        return value

    def term(self) -> float:
        value = self.power()
        while self.peek().kind in ("*", "/"):
            op = self.take(self.peek().kind).kind
            rhs = self.power()
            if op == "*":
                value = value * rhs
            else:
                if rhs == 0:
                    raise EvalError("division by zero")
                value = value / rhs
        return value

    def power(self) -> float:
        base = self.unary()
        if self.peek().kind == "^":
            self.take("^")
            return base ** self.power()
        return base

    def unary(self) -> float:
        if self.peek().kind == "-":
            self.take("-")
            return -self.unary()
        return self.atom()

    def atom(self) -> float:
        token = self.peek()
        if token.kind == "num":
            self.take("num")
            return float(token.text)
        if token.kind == "name":
            self.take("name")
            if token.text not in self.variables:
                raise EvalError(f"unknown variable {token.text!r}")
            return self.variables[token.text]
        self.take("(")
        value = self.expr()
        self.take(")")
        return value


def evaluate(source: str, variables: dict[str, float] | None = None) -> float:
    """Evaluate an expression such as '2 * (x + 1) ^ 2' with the given variables."""
    parser = _Parser(tokenize(source), dict(variables or {}))
    value = parser.expr()
    parser.take("end")
    return value
