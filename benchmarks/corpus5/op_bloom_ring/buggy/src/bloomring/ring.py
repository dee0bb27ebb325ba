"""Consistent hashing with virtual nodes."""

from __future__ import annotations

import bisect
from collections import Counter
from typing import Dict, Iterable, List

from .hashing import Key, stable_hash


class HashRing:
    """Maps keys to nodes so that adding a node moves only about 1/n of the keys."""

    def __init__(self, nodes: Iterable[str] = (), replicas: int = 64) -> None:
        if replicas < 1:
            raise ValueError("replicas must be at least 1")
        self.replicas = replicas
        self._points: List[int] = []
        self._owners: Dict[int, str] = {}
        self._nodes: set = set()
        for node in nodes:
            self.add_node(node)

    def _node_points(self, node: str) -> List[int]:
        return [stable_hash(f"{node}#{i}") for i in range(self.replicas)]

    def add_node(self, node: str) -> None:
        if node in self._nodes:
            raise ValueError(f"node {node!r} is already on the ring")
        self._nodes.add(node)
        for point in self._node_points(node):
            self._owners[point] = node
            bisect.insort(self._points, point)

    def remove_node(self, node: str) -> None:
        if node not in self._nodes:
            raise KeyError(node)
        self._nodes.discard(node)
        for point in self._node_points(node):
            del self._owners[point]
            self._points.remove(point)

    @property
    def nodes(self) -> List[str]:
        return sorted(self._nodes)

    def node_for(self, key: Key) -> str:
        if not self._points:
            raise LookupError("the ring has no nodes")
        index = bisect.bisect_right(self._points, stable_hash(key)) % len(self._points)
        return self._owners[self._points[index]]

    def nodes_for(self, key: Key, count: int) -> List[str]:
        """``count`` distinct nodes clockwise from the key (for replication)."""
        if count > len(self._nodes):
            raise ValueError(f"only {len(self._nodes)} nodes for {count} replicas")
        start = bisect.bisect_right(self._points, stable_hash(key))
        chosen: List[str] = []
        for offset in range(len(self._points)):
            owner = self._owners[self._points[(start + offset) % len(self._points)]]
            if owner not in chosen:
                chosen.append(owner)
                if len(chosen) == count:
                    break
        return chosen

    def distribution(self, keys: Iterable[Key]) -> Dict[str, int]:
        counts = Counter(self.node_for(key) for key in keys)
        return {node: counts.get(node, 0) for node in self.nodes}
