"""Disjoint-set union with path compression and union by size, and graph components."""


class DisjointSet:
    def __init__(self, n):
        self.parent = list(range(n))
        self.size = [1] * n
        self.components = n

    def find(self, x):
        """The root of x's set; every node on the way is pointed straight at it."""
        root = x
        while self.parent[root] != root:
            root = self.parent[root]
        while self.parent[x] != root:
            self.parent[x], x = root, self.parent[x]
        return root

    def union(self, a, b):
        """Join the sets of a and b; False if they already were one set."""
        root_a, root_b = self.find(a), self.find(b)
        if root_a == root_b:
            return False
        if self.size[root_a] < self.size[root_b]:
            root_a, root_b = root_b, root_a
        self.parent[root_b] = root_a
        self.size[root_a] += self.size[root_b]
        self.components -= 1
        return True

    def connected(self, a, b):
        return self.find(a) == self.find(b)

    def set_size(self, x):
        return self.size[self.find(x)]


def count_components(n, edges):
    """Connected components of the graph on nodes 0..n-1."""
    sets = DisjointSet(n)
    for a, b in edges:
        sets.union(a, b)
    return sets.components


def redundant_edges(n, edges):
    """The edges that join nodes already connected by earlier edges (each closes a cycle)."""
    sets = DisjointSet(n)
    return [(a, b) for a, b in edges if not sets.union(a, b)]


def groups(n, edges):
    """The components as sorted lists of nodes, ordered by their smallest node."""
    sets = DisjointSet(n)
    for a, b in edges:
        sets.union(a, b)
    members = {}
    for node in range(n):
        members.setdefault(sets.find(node), []).append(node)
    return sorted(members.values())
