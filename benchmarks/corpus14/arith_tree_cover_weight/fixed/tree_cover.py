"""Minimum-weight vertex cover and maximum-weight independent set on trees (tree DP)."""

import sys


def _adjacency(n, edges):
    if n and len(edges) != n - 1:
        raise ValueError("a tree on n vertices has exactly n - 1 edges")
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    return adj


def _weights(n, weights):
    if weights is None:
        return [1] * n
    if len(weights) != n or any(w < 0 for w in weights):
        raise ValueError("need one non-negative weight per vertex")
    return list(weights)


def _solve(adj, weights, node, parent, table):
    """Fill table[node] = (best cover weight with node taken, best with node left out)."""
    children = [child for child in adj[node] if child != parent]
    for child in children:
        _solve(adj, weights, child, node, table)
    take = weights[node] + sum(min(table[child]) for child in children)
    skip = sum(table[child][0] for child in children)  # every child edge needs the child
    table[node] = (take, skip)


def _tables(n, edges, weights):
    adj = _adjacency(n, edges)
    weights = _weights(n, weights)
    table = [None] * n
    if n:
        sys.setrecursionlimit(max(sys.getrecursionlimit(), 2 * n + 100))
        _solve(adj, weights, 0, -1, table)
    return adj, weights, table


def min_vertex_cover_weight(n, edges, weights=None):
    """Smallest total weight of a vertex set touching every edge."""
    _, _, table = _tables(n, edges, weights)
    return min(table[0]) if n else 0


def min_vertex_cover(n, edges, weights=None):
    """A minimum-weight vertex cover as a sorted list of vertices."""
    adj, _, table = _tables(n, edges, weights)
    cover = []
    stack = [(0, -1, True)] if n else []  # the root is free to choose
    while stack:
        node, parent, parent_taken = stack.pop()
        take, skip = table[node]
        taken = take <= skip if parent_taken else True
        if taken:
            cover.append(node)
        stack.extend((c, node, taken) for c in adj[node] if c != parent)
    return sorted(cover)


def max_independent_set_weight(n, edges, weights=None):
    """Largest weight of a vertex set with no edge inside: the complement of a cover."""
    return sum(_weights(n, weights)) - min_vertex_cover_weight(n, edges, weights)


def is_vertex_cover(edges, cover):
    chosen = set(cover)
    return all(u in chosen or v in chosen for u, v in edges)
