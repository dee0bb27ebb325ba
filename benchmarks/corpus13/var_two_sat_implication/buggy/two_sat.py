"""2-SAT through the implication graph and Tarjan's strongly connected components.

Literals follow the DIMACS convention: variable k (1-based) is the literal k,
its negation is -k.  A clause (a or b) adds the implications not a -> b and
not b -> a; the formula is unsatisfiable exactly when some variable shares a
strongly connected component with its negation.
"""


class TwoSat:
    def __init__(self, num_vars):
        if num_vars < 1:
            raise ValueError("need at least one variable")
        self.num_vars = num_vars
        self.clauses = []
        self._graph = [[] for _ in range(2 * num_vars)]

    def _node(self, lit):
        if lit == 0 or abs(lit) > self.num_vars:
            raise ValueError(f"literal {lit} is out of range")
        index = 2 * (abs(lit) - 1)
        return index if lit > 0 else index + 1

    def _add_clause(self, a, b):
        """Record (a or b) and its two implications."""
        self.clauses.append((a, b))
        self._graph[self._node(-a)].append(self._node(b))
        self._graph[self._node(-b)].append(self._node(b))

    def either(self, a, b):
        """At least one of a, b holds."""
        self._add_clause(a, b)

    def require(self, a):
        """a must hold."""
        self._add_clause(a, a)

    def implies(self, a, b):
        """If a holds then b holds."""
        self._add_clause(-a, b)

    def exactly_one(self, a, b):
        """Exactly one of a, b holds."""
        self._add_clause(a, b)
        self._add_clause(-a, -b)

    def _components(self):
        """Tarjan's algorithm; component ids come out in reverse topological order."""
        n = len(self._graph)
        index, low, comp = [None] * n, [0] * n, [None] * n
        stack, on_stack, counter = [], [False] * n, [0, 0]

        def connect(u):
            index[u] = low[u] = counter[0]
            counter[0] += 1
            stack.append(u)
            on_stack[u] = True
            for v in self._graph[u]:
                if index[v] is None:
                    connect(v)
                    low[u] = min(low[u], low[v])
                elif on_stack[v]:
                    low[u] = min(low[u], index[v])
            if low[u] == index[u]:
                while True:
                    v = stack.pop()
                    on_stack[v] = False
                    comp[v] = counter[1]
                    if v == u:
                        break
                counter[1] += 1

        for u in range(n):
            if index[u] is None:
                connect(u)
        return comp

    def solve(self):
        """A satisfying assignment {var: bool}, or None if there is none."""
        comp = self._components()
        assignment = {}
        for var in range(1, self.num_vars + 1):
            pos, neg = comp[self._node(var)], comp[self._node(-var)]
            if pos == neg:
                return None
            assignment[var] = pos < neg
        return assignment

    def satisfied_by(self, assignment):
        """True if assignment makes every clause true."""
        def value(lit):
            return assignment[abs(lit)] == (lit > 0)
        return all(value(a) or value(b) for a, b in self.clauses)
