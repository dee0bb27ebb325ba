"""Prufer sequences: a bijection between labelled trees on n vertices and sequences of length n - 2."""

import heapq


class NotATreeError(ValueError):
    """Raised when an edge list does not describe a tree on 0..n-1."""


def _adjacency(n, edges):
    """Adjacency lists for a tree on vertices 0..n-1, validating the input."""
    if n < 1:
        raise NotATreeError("a tree needs at least one vertex")
    if len(edges) != n - 1:
        raise NotATreeError(f"a tree on {n} vertices has {n - 1} edges, got {len(edges)}")
    adj = [[] for _ in range(n)]
    for u, v in edges:
        if not (0 <= u < n and 0 <= v < n) or u == v:
            raise NotATreeError(f"bad edge ({u}, {v})")
        adj[u].append(v)
        adj[v].append(u)
    seen = {0}
    stack = [0]
    while stack:
        for w in adj[stack.pop()]:
            if w not in seen:
                seen.add(w)
                stack.append(w)
    if len(seen) != n:
        raise NotATreeError("edges do not connect every vertex")
    return adj


def to_prufer(n, edges):
    """Encode a labelled tree: repeatedly remove the smallest leaf, record its neighbour."""
    adj = _adjacency(n, edges)
    degree = [len(nbrs) for nbrs in adj]
    leaves = [v for v in range(n) if degree[v] == 1]
    heapq.heapify(leaves)
    removed = [False] * n
    sequence = []
    for _ in range(n - 2):
        leaf = heapq.heappop(leaves)
        removed[leaf] = True
        parent = next(u for u in adj[leaf] if not removed[u])
        sequence.append(parent)
        degree[parent] -= 1
        if degree[parent] == 1:
            heapq.heappush(leaves, parent)
    return sequence


def from_prufer(sequence):
    """Decode a Prufer sequence into a sorted list of edges (u < v)."""
    n = len(sequence) + 2
    for x in sequence:
        if not 0 <= x < n:
            raise ValueError(f"label {x} out of range for {n} vertices")
    degree = [1] * n
    for x in sequence:
        degree[x] += 1
    leaves = [v for v in range(n) if degree[v] == 1]
    heapq.heapify(leaves)
    edges = []
    for x in sequence:
        leaf = heapq.heappop(leaves)
        edges.append((min(leaf, x), max(leaf, x)))
        degree[x] -= 1
        if degree[x] == 1:
            heapq.heappush(leaves, x)
    u, v = heapq.heappop(leaves), heapq.heappop(leaves)
    edges.append((u, v))
    return sorted(edges)


def degrees_from_prufer(sequence):
    """Vertex degrees of the encoded tree: one plus the number of occurrences."""
    degree = [1] * (len(sequence) + 2)
    for x in sequence:
        degree[x] += 1
    return degree


def count_labelled_trees(n):
    """Cayley's formula n ** (n - 2) (1 tree for n = 1 and n = 2)."""
    if n < 1:
        raise ValueError("n must be positive")
    return n ** (n - 2) if n >= 2 else 1


def tree_rank(n, edges):
    """Index of the tree among all labelled trees on n vertices (base-n Prufer number)."""
    rank = 0
    for x in to_prufer(n, edges):
        rank = rank * n + x
    return rank
