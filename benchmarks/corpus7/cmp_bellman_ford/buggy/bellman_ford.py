"""Bellman-Ford: shortest paths from one source over directed edges that may be negative."""

import math


class NegativeCycleError(ValueError):
    """A cycle of negative total weight is reachable from the source."""


def _bellman_ford(n, edges, source):
    if not 0 <= source < n:
        raise ValueError(f"source {source} is not a vertex of a {n}-vertex graph")
    dist = [math.inf] * n
    pred = [None] * n
    dist[source] = 0
    for _ in range(n - 1):
        changed = False
        for u, v, w in edges:
            if dist[u] + w < dist[v]:
                dist[v] = dist[u] + w
                pred[v] = u
                changed = True
        if not changed:
            break
    for u, v, w in edges:
        if dist[u] + w <= dist[v]:
            raise NegativeCycleError(f"edge {u} -> {v} can still be relaxed")
    return dist, pred


def shortest_distances(n, edges, source):
    """Distances from source to the vertices 0..n-1 (math.inf where unreachable)."""
    return _bellman_ford(n, edges, source)[0]


def shortest_path(n, edges, source, target):
    """The vertices of a shortest path from source to target, or None if there is none."""
    dist, pred = _bellman_ford(n, edges, source)
    if dist[target] == math.inf:
        return None
    path = [target]
    while path[-1] != source:
        path.append(pred[path[-1]])
    path.reverse()
    return path


def has_negative_cycle(n, edges):
    """Whether any negative cycle exists, reachable or not (through a virtual source)."""
    extra = [(n, v, 0) for v in range(n)]
    try:
        _bellman_ford(n + 1, list(edges) + extra, n)
    except NegativeCycleError:
        return True
    return False
