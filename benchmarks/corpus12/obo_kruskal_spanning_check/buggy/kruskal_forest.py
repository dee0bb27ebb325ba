"""Minimum spanning trees and forests with Kruskal's algorithm."""


class DisjointSet:
    """Union-find over the integers 0..n-1 with union by rank and path halving."""

    def __init__(self, n):
        if n < 0:
            raise ValueError("size must be non-negative")
        self.parent = list(range(n))
        self.rank = [0] * n
        self.count = n

    def find(self, x):
        while self.parent[x] != x:
            self.parent[x] = self.parent[self.parent[x]]
            x = self.parent[x]
        return x

    def union(self, a, b):
        """Merge the sets of a and b; return False if they were already joined."""
        ra, rb = self.find(a), self.find(b)
        if ra == rb:
            return False
        if self.rank[ra] < self.rank[rb]:
            ra, rb = rb, ra
        self.parent[rb] = ra
        if self.rank[ra] == self.rank[rb]:
            self.rank[ra] += 1
        self.count -= 1
        return True


def _check_edges(n, edges):
    for u, v, _ in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge ({u}, {v}) has a vertex outside 0..{n - 1}")


def spanning_forest(n, edges):
    """Edges of a minimum spanning forest, as (u, v, weight) in the order chosen."""
    _check_edges(n, edges)
    dsu = DisjointSet(n)
    chosen = []
    for u, v, w in sorted(edges, key=lambda e: (e[2], e[0], e[1])):
        if dsu.union(u, v):
            chosen.append((u, v, w))
    return chosen


def is_spanning_tree(n, tree_edges):
    """True if tree_edges connect all n vertices without a cycle."""
    if len(tree_edges) != n:
        return False
    dsu = DisjointSet(n)
    for u, v, _ in tree_edges:
        if not dsu.union(u, v):
            return False
    return dsu.count == 1


def minimum_spanning_tree(n, edges):
    """Edges of a minimum spanning tree; ValueError if the graph is disconnected."""
    forest = spanning_forest(n, edges)
    if n > 0 and not is_spanning_tree(n, forest):
        raise ValueError("graph is not connected")
    return forest


def total_weight(edges):
    return sum(w for _, _, w in edges)


def component_count(n, edges):
    """Number of connected components of the graph."""
    _check_edges(n, edges)
    dsu = DisjointSet(n)
    for u, v, _ in edges:
        dsu.union(u, v)
    return dsu.count


def max_spacing_clusters(n, edges, k):
    """Group the vertices into k clusters maximising the smallest inter-cluster edge.

    Returns that spacing (None if no edge crosses clusters).
    """
    if not 1 <= k <= n:
        raise ValueError("k must be between 1 and n")
    dsu = DisjointSet(n)
    ordered = sorted(edges, key=lambda e: e[2])
    for u, v, w in ordered:
        if dsu.count == k and dsu.find(u) != dsu.find(v):
            return w
        dsu.union(u, v)
    return None
