"""Weighted graphs as adjacency dicts: node -> list of (neighbour, weight)."""


def build_graph(edges, directed=False):
    """The adjacency dict of (u, v, weight) edges; weights must not be negative."""
    graph = {}
    for u, v, weight in edges:
        if weight < 0:
            raise ValueError(f"negative weight on {u!r} -> {v!r}")
        graph.setdefault(u, []).append((v, weight))
        graph.setdefault(v, [])
        if not directed:
            graph[v].append((u, weight))
    return graph


def add_node(graph, node):
    """Add a node without edges (no change if it is there)."""
    graph.setdefault(node, [])
    return graph
