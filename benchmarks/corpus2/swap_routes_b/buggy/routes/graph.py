"""A directed weighted graph stored as adjacency dictionaries."""

from __future__ import annotations

from collections.abc import Iterable, Iterator


class Graph:
    """Nodes are hashable names; edges carry a non-negative weight."""

    def __init__(self, edges: Iterable[tuple[str, str, float]] = ()) -> None:
        self._adj: dict[str, dict[str, float]] = {}
        for source, target, weight in edges:
            self.add_edge(source, target, weight)

    def add_node(self, node: str) -> None:
        self._adj.setdefault(node, {})

    def add_edge(self, source: str, target: str, weight: float = 1.0) -> None:
        if weight < 0:
            raise ValueError("negative weights are not supported")
        self.add_node(source)
        self.add_node(target)
        self._adj[source][target] = weight

    def nodes(self) -> list[str]:
        return sorted(self._adj)

    def neighbours(self, node: str) -> Iterator[tuple[str, float]]:
        yield from sorted(self._adj[node].items())

    def __contains__(self, node: object) -> bool:
        return node in self._adj
