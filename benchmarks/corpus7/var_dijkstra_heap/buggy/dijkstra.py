"""Dijkstra's shortest paths with a binary heap and lazy deletion of stale entries."""

import heapq
import math


def _search(graph, source):
    if source not in graph:
        raise KeyError(source)
    dist = {node: math.inf for node in graph}
    prev = {}
    dist[source] = 0
    heap = [(0, source)]
    while heap:
        d, u = heapq.heappop(heap)
        if d > dist[u]:
            continue
        for v, weight in graph[u]:
            nd = d + weight
            if nd < dist[v]:
                dist[v] = nd
                prev[v] = u
                heapq.heappush(heap, (nd, u))
    return dist, prev


def distances(graph, source):
    """The shortest distance from source to every node (math.inf where unreachable)."""
    return _search(graph, source)[0]


def shortest_path(graph, source, target):
    """(cost, nodes) of a shortest path from source to target; (math.inf, []) if none."""
    dist, prev = _search(graph, source)
    if dist[target] == math.inf:
        return math.inf, []
    path = [target]
    while path[-1] != source:
        path.append(prev[path[-1]])
    return dist[target], path[::-1]


def within(graph, source, limit):
    """The nodes at distance at most limit from source, nearest first (ties by name)."""
    dist = _search(graph, source)[0]
    close = [(d, node) for node, d in dist.items() if d <= limit]
    return [node for d, node in sorted(close)]
