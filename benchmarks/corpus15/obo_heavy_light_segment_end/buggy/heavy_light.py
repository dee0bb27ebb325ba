"""Heavy-light decomposition of a rooted tree: path sums, subtree sums and LCA."""


class HeavyLight:
    """Splits a tree into heavy chains laid out contiguously, so a path is O(log n) ranges."""

    def __init__(self, n, edges, values=None, root=0):
        if n < 1 or len(edges) != n - 1:
            raise ValueError("a tree on n >= 1 vertices has exactly n - 1 edges")
        self.n = n
        self.adj = [[] for _ in range(n)]
        for u, v in edges:
            self.adj[u].append(v)
            self.adj[v].append(u)
        self.values = list(values) if values is not None else [0] * n
        if len(self.values) != n:
            raise ValueError("need one value per vertex")
        self.parent = [-1] * n
        self.depth = [0] * n
        self.size = [1] * n
        self.heavy = [-1] * n
        self.head = [0] * n
        self.pos = [0] * n
        order = self._dfs_order(root)
        if len(order) != n:
            raise ValueError("the edges do not connect all vertices")
        self._compute_sizes(order)
        self._decompose(root)
        self._rebuild_prefix()

    def _dfs_order(self, root):
        seen = [False] * self.n
        seen[root] = True
        order, stack = [], [root]
        while stack:
            v = stack.pop()
            order.append(v)
            for c in self.adj[v]:
                if not seen[c]:
                    seen[c] = True
                    self.parent[c] = v
                    self.depth[c] = self.depth[v] + 1
                    stack.append(c)
        return order

    def _compute_sizes(self, order):
        for v in reversed(order):
            p = self.parent[v]
            if p >= 0:
                self.size[p] += self.size[v]
                if self.heavy[p] < 0 or self.size[v] > self.size[self.heavy[p]]:
                    self.heavy[p] = v

    def _decompose(self, root):
        stack, cur = [root], 0
        while stack:
            top = v = stack.pop()
            while v >= 0:
                self.head[v] = top
                self.pos[v] = cur
                cur += 1
                for c in self.adj[v]:
                    if c != self.parent[v] and c != self.heavy[v]:
                        stack.append(c)
                v = self.heavy[v]

    def _rebuild_prefix(self):
        laid_out = [0] * self.n
        for v in range(self.n):
            laid_out[self.pos[v]] = self.values[v]
        self.prefix = [0]
        for x in laid_out:
            self.prefix.append(self.prefix[-1] + x)

    def _segment_sum(self, lo, hi):
        """Sum of the laid-out values at positions lo..hi inclusive."""
        return self.prefix[hi] - self.prefix[lo]

    def set_value(self, v, value):
        self.values[v] = value
        self._rebuild_prefix()

    def chains(self):
        """Every heavy chain as a list of vertices from its head downwards."""
        by_head = {}
        for v in sorted(range(self.n), key=lambda x: self.pos[x]):
            by_head.setdefault(self.head[v], []).append(v)
        return sorted(by_head.values())

    def lca(self, u, v):
        while self.head[u] != self.head[v]:
            if self.depth[self.head[u]] < self.depth[self.head[v]]:
                u, v = v, u
            u = self.parent[self.head[u]]
        return u if self.depth[u] < self.depth[v] else v

    def distance(self, u, v):
        return self.depth[u] + self.depth[v] - 2 * self.depth[self.lca(u, v)]

    def path_sum(self, u, v):
        """Sum of the values on the path between u and v, both ends included."""
        total = 0
        while self.head[u] != self.head[v]:
            if self.depth[self.head[u]] < self.depth[self.head[v]]:
                u, v = v, u
            total += self._segment_sum(self.pos[self.head[u]], self.pos[u])
            u = self.parent[self.head[u]]
        if self.depth[u] > self.depth[v]:
            u, v = v, u
        return total + self._segment_sum(self.pos[u], self.pos[v])

    def subtree_sum(self, v):
        return self._segment_sum(self.pos[v], self.pos[v] + self.size[v] - 1)
