"""Traversal and shortest paths."""

from __future__ import annotations

import heapq
import itertools
from collections import deque
from typing import Dict, List, Optional, Tuple

from .graph import Graph, Node


class NoPathError(LookupError):
    def __init__(self, source: Node, target: Node) -> None:
        super().__init__(f"no path from {source!r} to {target!r}")
        self.source = source
        self.target = target


def bfs_order(graph: Graph, start: Node) -> List[Node]:
    seen = {start}
    order = []
    queue = deque([start])
    while queue:
        node = queue.popleft()
        order.append(node)
        for nxt in graph.neighbors(node):
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return order


def shortest_path(graph: Graph, source: Node, target: Node) -> Tuple[float, List[Node]]:
    """Dijkstra: the total weight and the nodes of a lightest path."""
    if source not in graph or target not in graph:
        raise KeyError(source if source not in graph else target)
    dist: Dict[Node, float] = {source: 0.0}
    previous: Dict[Node, Optional[Node]] = {source: None}
    counter = itertools.count()  # tie-breaker: nodes need not be comparable
    heap = [(0.0, next(counter), source)]
    done = set()
    while heap:
        d, _, node = heapq.heappop(heap)
        if node in done:
            continue
        done.add(node)
        if node == target:
            break
        for nxt in graph.neighbors(node):
            candidate = d + graph.weight(node, nxt)
            if nxt not in dist or candidate < dist[nxt]:
                dist[nxt] = candidate
                previous[nxt] = node
                heapq.heappush(heap, (candidate, next(counter), nxt))
    if target not in done:
        raise NoPathError(source, target)
    path = [target]
    while previous[path[-1]] is not None:
        path.append(previous[path[-1]])
    return dist[target], path[::-1]
