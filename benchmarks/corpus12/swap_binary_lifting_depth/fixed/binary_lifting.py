"""Ancestor queries on a rooted tree with binary lifting."""

from collections import deque


class AncestorTable:
    """Answers k-th ancestor, lowest common ancestor and distance queries in O(log n)."""

    def __init__(self, n, edges, root=0):
        if len(edges) != n - 1:
            raise ValueError("a tree on n nodes has n - 1 edges")
        adj = [[] for _ in range(n)]
        for u, v in edges:
            adj[u].append(v)
            adj[v].append(u)
        self.root = root
        self.depth = [-1] * n
        parent = [root] * n
        self.depth[root] = 0
        queue = deque([root])
        while queue:
            u = queue.popleft()
            for v in adj[u]:
                if self.depth[v] == -1:
                    self.depth[v] = self.depth[u] + 1
                    parent[v] = u
                    queue.append(v)
        if -1 in self.depth:
            raise ValueError("edges do not connect every node")
        self.log = max(1, n.bit_length())
        self.up = [parent]
        for j in range(1, self.log):
            prev = self.up[j - 1]
            self.up.append([prev[prev[v]] for v in range(n)])

    def _lift(self, v, k):
        for j in range(self.log):
            if k >> j & 1:
                v = self.up[j][v]
        return v

    def kth_ancestor(self, v, k):
        """The ancestor k levels above v, or None if v is not that deep."""
        if k < 0:
            raise ValueError("k must be non-negative")
        if k > self.depth[v]:
            return None
        return self._lift(v, k)

    def lca(self, u, v):
        """Lowest common ancestor of u and v."""
        if self.depth[u] < self.depth[v]:
            u, v = v, u
        u = self._lift(u, self.depth[u] - self.depth[v])
        if u == v:
            return u
        for j in reversed(range(self.log)):
            if self.up[j][u] != self.up[j][v]:
                u, v = self.up[j][u], self.up[j][v]
        return self.up[0][u]

    def distance(self, u, v):
        """Number of edges on the path between u and v."""
        return self.depth[u] + self.depth[v] - 2 * self.depth[self.lca(u, v)]

    def is_ancestor(self, a, v):
        """True if a lies on the path from v up to the root (v counts as its own)."""
        diff = self.depth[v] - self.depth[a]
        return diff >= 0 and self._lift(v, diff) == a

    def path(self, u, v):
        """Nodes on the path from u to v, both included."""
        top = self.lca(u, v)
        up_part, down_part = [], []
        while u != top:
            up_part.append(u)
            u = self.up[0][u]
        while v != top:
            down_part.append(v)
            v = self.up[0][v]
        return up_part + [top] + down_part[::-1]
