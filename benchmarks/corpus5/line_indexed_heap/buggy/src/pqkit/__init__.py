"""pqkit: priority queue with decrease-key."""

from .algorithms import dijkstra, k_smallest, path_to, prim_mst
from .heap import IndexedHeap

__all__ = ["IndexedHeap", "dijkstra", "k_smallest", "path_to", "prim_mst"]
