"""Tree flattening: an Euler tour turns every subtree into a contiguous range.

After one depth-first walk, order[tin[u]:tout[u]] lists exactly the subtree of u
(tout is the exclusive end position), so subtree and ancestor questions become
range questions on a flat list.
"""


class FlatTree:
    def __init__(self, n, edges, root=0):
        if len(edges) != n - 1:
            raise ValueError("a tree on n vertices has n - 1 edges")
        adj = [[] for _ in range(n)]
        for u, v in edges:
            adj[u].append(v)
            adj[v].append(u)
        self.root = root
        self.parent = [-1] * n
        self.depth = [0] * n
        self.tin = [0] * n
        self.tout = [0] * n
        self.order = []
        stack = [(root, -1, False)]
        while stack:
            u, par, finished = stack.pop()
            if finished:
                self.tout[u] = len(self.order)
                continue
            self.tin[u] = len(self.order)
            self.order.append(u)
            self.parent[u] = par
            self.depth[u] = self.depth[par] + 1 if par >= 0 else 0
            stack.append((u, par, True))
            for v in sorted(adj[u], reverse=True):
                if v != par:
                    stack.append((v, u, False))
        if len(self.order) != n:
            raise ValueError("the edges do not connect all vertices")

    def subtree_size(self, u):
        return self.tout[u] - self.tin[u]

    def subtree(self, u):
        """Vertices of the subtree rooted at u, in DFS preorder."""
        return self.order[self.tin[u]:self.tin[u] + self.tout[u]]

    def is_ancestor(self, u, v):
        """True if u lies on the path from the root to v (u is its own ancestor)."""
        return self.tin[u] <= self.tin[v] < self.tout[u]

    def leaves_under(self, u):
        """Leaves of the subtree of u."""
        return [v for v in self.subtree(u) if self.subtree_size(v) == 1]

    def subtree_sums(self, values):
        """Sum of values over each vertex's subtree, via prefix sums on the tour."""
        prefix = [0]
        for v in self.order:
            prefix.append(prefix[-1] + values[v])
        return [prefix[self.tout[u]] - prefix[self.tin[u]] for u in range(len(self.order))]

    def lca(self, u, v):
        """Lowest common ancestor: climb from u until the vertex is an ancestor of v."""
        while not self.is_ancestor(u, v):
            u = self.parent[u]
        return u

    def distance(self, u, v):
        return self.depth[u] + self.depth[v] - 2 * self.depth[self.lca(u, v)]

    def path(self, u, v):
        """Vertices on the tree path from u to v."""
        top = self.lca(u, v)
        up, down = [], []
        while u != top:
            up.append(u)
            u = self.parent[u]
        while v != top:
            down.append(v)
            v = self.parent[v]
        return up + [top] + down[::-1]
