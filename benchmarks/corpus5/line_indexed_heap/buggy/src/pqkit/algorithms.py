"""Algorithms built on IndexedHeap."""

from __future__ import annotations

import math
from typing import Dict, Hashable, Iterable, List, Mapping, Optional, Tuple

from .heap import IndexedHeap

Adjacency = Mapping[Hashable, Mapping[Hashable, float]]


def dijkstra(graph: Adjacency, source: Hashable) -> Tuple[Dict[Hashable, float], Dict[Hashable, Optional[Hashable]]]:
    """Distances and predecessors from source (non-negative weights)."""
    dist: Dict[Hashable, float] = {source: 0}
    prev: Dict[Hashable, Optional[Hashable]] = {source: None}
    queue = IndexedHeap([(source, 0)])
    done = set()
    while queue:
        node, d = queue.pop()
        done.add(node)
        for nxt, weight in graph.get(node, {}).items():
            if weight < 0:
                raise ValueError(f"negative edge {node!r} -> {nxt!r}")
            if nxt in done:
                continue
            if queue.push_or_decrease(nxt, d + weight):
                dist[nxt] = d + weight
                prev[nxt] = node
    return dist, prev


def path_to(prev: Mapping[Hashable, Optional[Hashable]], target: Hashable) -> List[Hashable]:
    if target not in prev:
        return []
    path = [target]
    while prev[path[-1]] is not None:
        path.append(prev[path[-1]])
    return path[::-1]


def prim_mst(graph: Adjacency) -> Tuple[float, List[Tuple[Hashable, Hashable, float]]]:
    """Total weight and edges of a minimum spanning forest of an undirected graph."""
    in_tree = set()
    edges: List[Tuple[Hashable, Hashable, float]] = []
    total = 0.0
    for start in graph:
        if start in in_tree:
            continue
        queue = IndexedHeap([(start, 0.0)])
        via: Dict[Hashable, Hashable] = {}
        while queue:
            node, weight = queue.pop()
            in_tree.add(node)
            if node in via:
                edges.append((via[node], node, weight))
                total += weight
            for nxt, w in graph.get(node, {}).items():
                if nxt not in in_tree and queue.push_or_decrease(nxt, w):
                    via[nxt] = node
    return total, edges


def k_smallest(streams: Iterable[Iterable[float]], k: int) -> List[float]:
    """The k smallest values across sorted streams (a k-way merge that stops early)."""
    iterators = [iter(s) for s in streams]
    queue = IndexedHeap()
    for index, it in enumerate(iterators):
        first = next(it, math.inf)
        if first != math.inf:
            queue.push(index, first)
    result: List[float] = []
    while queue and len(result) < k:
        index, value = queue.pop()
        result.append(value)
        following = next(iterators[index], math.inf)
        if following != math.inf:
            queue.push(index, following)
    return result
