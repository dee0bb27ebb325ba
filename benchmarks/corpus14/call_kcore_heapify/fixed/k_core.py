"""k-core decomposition of undirected graphs by repeatedly peeling minimum-degree vertices."""

import heapq
from collections import defaultdict


def graph_from_edges(edges, vertices=()):
    """Undirected adjacency sets; parallel edges and self-loops are ignored."""
    adj = defaultdict(set)
    for v in vertices:
        adj[v]
    for u, v in edges:
        if u == v:
            adj[u]
            continue
        adj[u].add(v)
        adj[v].add(u)
    return dict(adj)


def _peel(adj):
    """Remove vertices in order of current degree; yield (vertex, degree at removal)."""
    degree = {v: len(nbrs) for v, nbrs in adj.items()}
    heap = [(d, v) for v, d in degree.items()]
    heapq.heapify(heap)
    removed = set()
    while heap:
        d, v = heapq.heappop(heap)
        if v in removed or d != degree[v]:
            continue  # stale entry left behind by a decrease
        removed.add(v)
        yield v, d
        for u in adj[v]:
            if u not in removed:
                degree[u] -= 1
                heapq.heappush(heap, (degree[u], u))


def core_numbers(adj):
    """Map each vertex to its core number (largest k with the vertex in the k-core)."""
    core = {}
    k = 0
    for v, d in _peel(adj):
        k = max(k, d)
        core[v] = k
    return core


def degeneracy(adj):
    """The largest core number (0 for an empty graph)."""
    return max(core_numbers(adj).values(), default=0)


def degeneracy_ordering(adj):
    """Vertices in peeling order; each has at most degeneracy later neighbours."""
    return [v for v, _ in _peel(adj)]


def k_core(adj, k):
    """The maximal subgraph whose vertices all have degree >= k, as adjacency sets."""
    if k < 0:
        raise ValueError("k must be non-negative")
    core = core_numbers(adj)
    keep = {v for v, c in core.items() if c >= k}
    return {v: adj[v] & keep for v in sorted(keep)}


def core_shells(adj):
    """Group vertices by core number: {k: sorted vertices whose core number is k}."""
    shells = defaultdict(list)
    for v, c in core_numbers(adj).items():
        shells[c].append(v)
    return {c: sorted(vs) for c, vs in sorted(shells.items())}
