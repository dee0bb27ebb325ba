"""Symbolic differentiation of expression trees over +, -, * and /."""

from fractions import Fraction


class Expr:
    """A node: op is "num" (value is a number), "var" (value is a name) or a binary operator."""

    def __init__(self, op, left=None, right=None, value=None):
        self.op = op
        self.left = left
        self.right = right
        self.value = value

    def __add__(self, other):
        return Expr("+", self, other)

    def __sub__(self, other):
        return Expr("-", self, other)

    def __mul__(self, other):
        return Expr("*", self, other)

    def __truediv__(self, other):
        return Expr("/", self, other)

    def __str__(self):
        if self.op in ("num", "var"):
            return str(self.value)
        return f"({self.left} {self.op} {self.right})"


def num(value):
    return Expr("num", value=value)


def var(name):
    return Expr("var", value=name)


def evaluate(node, env):
    """Value of the expression with variables looked up in env (exact for ints and Fractions)."""
    if node.op == "num":
        return node.value
    if node.op == "var":
        return env[node.value]
    a, b = evaluate(node.left, env), evaluate(node.right, env)
    if node.op == "+":
        return a + b
    if node.op == "-":
        return a - b
    if node.op == "*":
        return a * b
    return Fraction(a) / b


def derivative(node, name):
    """d(node)/d(name) by the sum, difference, product and quotient rules."""
    if node.op == "num":
        return num(0)
    if node.op == "var":
        return num(1 if node.value == name else 0)
    du, dv = derivative(node.left, name), derivative(node.right, name)
    if node.op == "+":
        return du + dv
    if node.op == "-":
        return du - dv
    if node.op == "*":
        return du * node.right + node.right * dv
    return (du * node.right - node.left * dv) / (node.right * node.right)


def simplify(node):
    """Fold constants and drop the neutral terms 0 + e, e - 0, 1 * e and 0 * e."""
    if node.op in ("num", "var"):
        return node
    left, right = simplify(node.left), simplify(node.right)
    if left.op == "num" and right.op == "num":
        return num(evaluate(Expr(node.op, left, right), {}))
    if node.op == "+" and (left.op, left.value) == ("num", 0):
        return right
    if node.op in "+-" and (right.op, right.value) == ("num", 0):
        return left
    if node.op == "*":
        for a, b in ((left, right), (right, left)):
            if a.op == "num" and a.value in (0, 1):
                return b if a.value == 1 else num(0)
    return Expr(node.op, left, right)
