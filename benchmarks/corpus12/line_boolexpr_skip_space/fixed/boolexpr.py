"""Parse and evaluate boolean expressions such as ``!(a & b) | c``."""

from itertools import product

OPERATORS = "()!&|^"


def tokenize(text):
    """Split text into operator characters and names."""
    tokens = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch.isspace():
            i += 1
            continue
        if ch in OPERATORS:
            tokens.append(ch)
            i += 1
        elif ch.isalpha() or ch == "_":
            j = i
            while j < len(text) and (text[j].isalnum() or text[j] == "_"):
                j += 1
            tokens.append(text[i:j])
            i = j
        else:
            raise SyntaxError(f"unexpected character {ch!r} at {i}")
    return tokens


class Parser:  # recursive descent, one method per precedence level
    def __init__(self, text):
        self.tokens = tokenize(text)
        self.pos = 0

    def peek(self):
        return self.tokens[self.pos] if self.pos < len(self.tokens) else None

    def take(self, expected=None):
        token = self.peek()
        if token is None or (expected is not None and token != expected):
            raise SyntaxError(f"expected {expected or 'a token'}, got {token!r}")
        self.pos += 1
        return token

    LEVELS = [("|", "or"), ("^", "xor"), ("&", "and")]  # lowest precedence first

    def expr(self, level=0):
        if level == len(self.LEVELS):
            return self.factor()
        operator, name = self.LEVELS[level]
        left = self.expr(level + 1)
        while self.peek() == operator:
            self.take()
            left = (name, left, self.expr(level + 1))
        return left

    def factor(self):
        token = self.take()
        if token == "!":
            return ("not", self.factor())
        if token == "(":
            inner = self.expr()
            self.take(")")
            return inner
        if token in OPERATORS:
            raise SyntaxError(f"unexpected {token!r}")
        if token in ("true", "false"):
            return ("const", token == "true")
        return ("var", token)


def parse(text):
    """Parse text into a tree of tuples such as ("and", ("var", "a"), ("const", True))."""
    parser = Parser(text)
    tree = parser.expr()
    if parser.peek() is not None:
        raise SyntaxError(f"unexpected {parser.peek()!r}")
    return tree


def evaluate(tree, env):
    """Value of a parsed tree given a mapping of variable names to booleans."""
    kind = tree[0]
    if kind == "const":
        return tree[1]
    if kind == "var":
        return bool(env[tree[1]])
    if kind == "not":
        return not evaluate(tree[1], env)
    left, right = evaluate(tree[1], env), evaluate(tree[2], env)
    if kind == "and":
        return left and right
    return (left or right) if kind == "or" else left != right


def variables(tree):
    """Sorted names of the variables used in a tree."""
    if tree[0] == "var":
        return [tree[1]]
    children = [child for child in tree[1:] if isinstance(child, tuple)]
    return sorted(set().union(*(variables(child) for child in children)))


def truth_table(text):
    """Rows (assignment tuple, value) over all assignments of the expression's variables."""
    tree = parse(text)
    names = variables(tree)
    return [(values, evaluate(tree, dict(zip(names, values))))
            for values in product((False, True), repeat=len(names))]
