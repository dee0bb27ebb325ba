"""Evaluate spreadsheet-like formulas by recursive descent.

    expr   := term (('+' | '-') term)*
    term   := factor (('*' | '/' | '%') factor)*
    factor := ('-' | '+') factor | power
    power  := atom ('^' factor)?
    atom   := number | name | name '(' args ')' | '(' expr ')'
"""

import math

from lexer import FormulaError, tokenize

FUNCTIONS = {"min": min, "max": max, "abs": abs, "round": round, "sqrt": math.sqrt}


class Parser:
    def __init__(self, text, variables):
        self.tokens = tokenize(text)
        self.i = 0
        self.variables = variables

    @property
    def token(self):
        return self.tokens[self.i]

    def take(self, value=None):
        token = self.token
        if value is not None and token.value != value:
            shown = "end of input" if token.kind == "end" else repr(token.value)
            raise FormulaError(f"expected {value!r}, found {shown}", token.pos)
        self.i += 1
        return token

    def expr(self):
        value = self.term()
        while self.token.value in ("+", "-") and self.token.kind == "op":
            op = self.take().value
            value = value + self.term() if op == "+" else value - self.term()
        return value

    def term(self):
        value = self.factor()
        while self.token.kind == "op" and self.token.value in ("*", "/", "%"):
            token = self.take()
            right = self.factor()
            if token.value != "*" and right == 0:
                raise FormulaError("division by zero", token.pos)
            value = value * right if token.value == "*" else (
                value / right if token.value == "/" else value % right)
        return value

    def factor(self):
        if self.token.kind == "op" and self.token.value in ("-", "+"):
            sign = -1 if self.take().value == "-" else 1
            return sign * self.factor()
        return self.power()

    def power(self):
        base = self.atom()
        if self.token.kind == "op" and self.token.value == "^":
            self.take()
            return base ** self.factor()
        return base

    def atom(self):
        token = self.take()
        if token.kind == "num":
            return token.value
        if token.kind == "name":
            if self.token.value == "(" and self.token.kind == "op":
                return self.call(token)
            if token.value not in self.variables:
                raise FormulaError(f"unknown variable {token.value!r}", token.pos)
            return self.variables[token.value]
        if token.value == "(":
            value = self.expr()
            self.take(")")
            return value
        shown = "end of input" if token.kind == "end" else repr(token.value)
        raise FormulaError(f"unexpected {shown}", token.pos)

    def call(self, name):
        if name.value not in FUNCTIONS:
            raise FormulaError(f"unknown function {name.value!r}", name.pos)
        self.take("(")
        args = [self.expr()]
        while self.token.value == ",":
            self.take()
            args.append(self.expr())
        self.take(")")
        return FUNCTIONS[name.value](*args)


def evaluate(text, **variables):
    parser = Parser(text, variables)
    value = parser.expr()
    if parser.token.kind != "end":
        raise FormulaError(f"unexpected {parser.token.value!r}", parser.token.pos)
    return value
