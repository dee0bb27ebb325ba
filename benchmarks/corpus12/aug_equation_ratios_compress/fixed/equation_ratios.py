"""Evaluate ratio queries such as a / c from known ratios, with a weighted union-find."""


class RatioTable:
    """Stores facts `a / b = value` and answers ratio queries between variables.

    Each variable keeps a parent and a weight meaning `variable = weight * parent`.
    """

    def __init__(self):
        self.parent = {}
        self.weight = {}

    def __contains__(self, name):
        return name in self.parent

    def _add(self, name):
        if name not in self.parent:
            self.parent[name] = name
            self.weight[name] = 1.0

    def find(self, name):
        """Root of name's group, compressing the path and updating weights."""
        path = []
        while self.parent[name] != name:
            path.append(name)
            name = self.parent[name]
        root = name
        for node in reversed(path):
            parent = self.parent[node]
            if parent != root:
                self.weight[node] *= self.weight[parent]
            self.parent[node] = root
        return root

    def add(self, a, b, value):
        """Record a / b = value; return False if it contradicts earlier facts."""
        if value == 0:
            raise ValueError("ratio must be non-zero")
        self._add(a)
        self._add(b)
        ra, rb = self.find(a), self.find(b)
        wa, wb = self.weight[a], self.weight[b]
        if ra == rb:
            return abs(wa / wb - value) <= 1e-9 * abs(value)
        self.parent[ra] = rb
        self.weight[ra] = value * wb / wa
        return True

    def query(self, a, b):
        """The value of a / b, or None if it cannot be derived."""
        if a not in self or b not in self:
            return None
        if self.find(a) != self.find(b):
            return None
        return self.weight[a] / self.weight[b]

    def groups(self):
        """Sorted groups of variables whose ratios are all known."""
        by_root = {}
        for name in self.parent:
            by_root.setdefault(self.find(name), []).append(name)
        return sorted(sorted(group) for group in by_root.values())


def evaluate(equations, values, queries):
    """Answer each (a, b) query with a / b, or -1.0 when it cannot be derived."""
    table = RatioTable()
    for (a, b), value in zip(equations, values):
        table.add(a, b, value)
    answers = []
    for a, b in queries:
        result = table.query(a, b)
        answers.append(-1.0 if result is None else result)
    return answers


def consistent(equations, values):
    """True if no equation contradicts the ones before it."""
    table = RatioTable()
    return all(table.add(a, b, value) for (a, b), value in zip(equations, values))
