"""Adjacency-map graph."""

from __future__ import annotations

from typing import Dict, Hashable, Iterable, Iterator, Tuple

Node = Hashable


class Graph:
    """A directed (default) or undirected graph with weighted edges."""

    def __init__(self, directed: bool = True) -> None:
        self.directed = directed
        self._adj: Dict[Node, Dict[Node, float]] = {}

    @classmethod
    def from_edges(cls, edges: Iterable[Tuple], directed: bool = True) -> "Graph":
        graph = cls(directed)
        for edge in edges:
            graph.add_edge(*edge)
        return graph

    def add_node(self, node: Node) -> None:
        self._adj.setdefault(node, {})

    def add_edge(self, u: Node, v: Node, weight: float = 1.0) -> None:
        if weight < 0:
            raise ValueError(f"negative weight {weight} on edge {u!r} -> {v!r}")
        self.add_node(u)
        self.add_node(v)
        self._adj[u][v] = weight
        if not self.directed:
            self._adj[v][u] = weight

    def remove_edge(self, u: Node, v: Node) -> None:
        del self._adj[u][v]
        if not self.directed:
            del self._adj[v][u]

    def neighbors(self, node: Node) -> Iterator[Node]:
        return iter(self._adj[node])

    def weight(self, u: Node, v: Node) -> float:
        return self._adj[u][v]

    def nodes(self) -> list:
        return list(self._adj)

    def edges(self) -> Iterator[Tuple[Node, Node, float]]:
        seen = set()
        for u, targets in self._adj.items():
            for v, w in targets.items():
                if not self.directed and (v, u) in seen:
                    continue
                seen.add((u, v))
                yield u, v, w

    def reversed(self) -> "Graph":
        flipped = Graph(self.directed)
        for node in self._adj:
            flipped.add_node(node)
        for u, v, w in self.edges():
            flipped.add_edge(v, u, w)
        return flipped

    def __contains__(self, node: object) -> bool:
        return node in self._adj

    def __len__(self) -> int:
        return len(self._adj)

    def __repr__(self) -> str:
        kind = "directed" if self.directed else "undirected"
        return f"<Graph {kind} nodes={len(self)} edges={sum(1 for _ in self.edges())}>"
