"""Prim's minimum spanning tree with a heap, for weighted graphs and for points in the plane."""

import heapq
import math


def prim(n, edges, start=0):
    """The edges (u, v, weight), u < v, of a minimum spanning tree of vertices 0..n-1.

    Edges are listed in the order Prim's algorithm adds them; ValueError if the graph is
    not connected.
    """
    adj = [[] for _ in range(n)]
    for u, v, w in edges:
        adj[u].append((w, u, v))
        adj[v].append((w, v, u))
    in_tree = [False] * n
    in_tree[start] = True
    heap = list(adj[start])
    heapq.heapify(heap)
    tree = []
    while heap and len(tree) < n - 1:
        w, u, v = heapq.heappop(heap)
        if in_tree[v]:
            continue
        in_tree[v] = True
        tree.append((min(u, v), max(u, v), w))
        for edge in adj[v]:
            if not in_tree[edge[2]]:
                heapq.heappush(heap, edge)
    if len(tree) < n - 1:
        raise ValueError("the graph is not connected")
    return tree


def total_weight(tree):
    return sum(w for _, _, w in tree)


def _distance(p, q):
    return (p[0] - q[0]) ** 2 + (p[1] - q[1]) ** 2


def point_tree(points):
    """A minimum spanning tree of the complete graph on points with Euclidean weights."""
    edges = [
        (i, j, _distance(points[i], points[j]))
        for i in range(len(points))
        for j in range(i + 1, len(points))
    ]
    return prim(len(points), edges) if points else []


def cable_length(points):
    """The least total cable joining every point, rounded to 6 decimals."""
    return round(total_weight(point_tree(points)), 6)
