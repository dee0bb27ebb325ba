"""Euler paths and circuits of undirected multigraphs by Hierholzer's algorithm.

Edges are (u, v) pairs; the same pair may appear more than once. Nodes must be sortable:
among several unused edges the walk always takes the one to the smallest neighbour.
"""

from collections import defaultdict


def _adjacency(edges):
    adj = defaultdict(list)
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    for targets in adj.values():
        targets.sort(reverse=True)
    return adj


def odd_nodes(edges):
    """The nodes of odd degree, sorted."""
    return sorted(node for node, targets in _adjacency(edges).items() if len(targets) % 2)


def euler_path(edges):
    """The nodes of a walk using every edge exactly once, or None if there is none."""
    if not edges:
        return []
    adj = _adjacency(edges)
    odd = odd_nodes(edges)
    if len(odd) not in (0, 2):
        return None
    start = odd[0] if odd else min(adj)
    stack, path = [start], []
    while stack:
        v = stack[-1]
        if adj[v]:
            u = adj[v].pop()
            adj[u].remove(v)
            stack.append(u)
        else:
            path.append(stack.pop())
    if len(path) != len(edges) + 1:
        return None
    return path[::-1]


def euler_circuit(edges):
    """A closed walk using every edge exactly once, or None."""
    if odd_nodes(edges):
        return None
    return euler_path(edges)


def can_draw_without_lifting(edges):
    """Whether the figure can be traced in one stroke."""
    return euler_path(edges) is not None
