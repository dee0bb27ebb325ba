"""graphkit: a small directed/undirected graph with classic algorithms."""

from .components import condensation, find_cycle, is_acyclic, strongly_connected_components
from .graph import Graph
from .paths import NoPathError, bfs_order, shortest_path

__all__ = [
    "Graph",
    "NoPathError",
    "bfs_order",
    "condensation",
    "find_cycle",
    "is_acyclic",
    "shortest_path",
    "strongly_connected_components",
]
