"""Global minimum cut of an undirected weighted graph (Stoer-Wagner algorithm)."""

from collections import defaultdict


def build_graph(n, edges):
    """Adjacency maps {v: {u: weight}}; parallel edges add up and self-loops are dropped."""
    if n < 0:
        raise ValueError("the number of vertices must be non-negative")
    graph = {v: defaultdict(int) for v in range(n)}
    for u, v, w in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge ({u}, {v}) has an endpoint out of range")
        if w < 0:
            raise ValueError("edge weights must be non-negative")
        if u != v:
            graph[u][v] += w
            graph[v][u] += w
    return graph


def components(n, edges):
    """Connected components as sorted lists, ordered by their smallest vertex."""
    graph = build_graph(n, edges)
    seen, result = set(), []
    for start in range(n):
        if start in seen:
            continue
        seen.add(start)
        stack, part = [start], []
        while stack:
            v = stack.pop()
            part.append(v)
            for u in graph[v]:
                if u not in seen:
                    seen.add(u)
                    stack.append(u)
        result.append(sorted(part))
    return result


def cut_value(n, edges, side):
    """Total weight of the edges with exactly one endpoint in side."""
    inside = set(side)
    return sum(w for u, v, w in edges if (u in inside) != (v in inside))


def _cut_phase(graph, active):
    """Maximum-adjacency ordering; returns the last two vertices and the cut of the phase."""
    remaining = set(active)
    attached = {v: 0 for v in active}
    prev = last = None
    while remaining:
        v = max(remaining, key=lambda x: (attached[x], -x))
        prev, last = last, v
        for u, w in graph[v].items():
            if u in remaining:
                attached[u] += w
    return prev, last, attached[last]


def _contract(graph, groups, s, t):
    """Merge vertex t into vertex s, summing the weights of parallel edges."""
    for u, w in list(graph[t].items()):
        del graph[u][t]
        if u != s:
            graph[s][u] += w
            graph[u][s] += w
    del graph[t]
    groups[s].extend(groups.pop(t))


def stoer_wagner(n, edges):
    """Return (weight, side): a minimum cut and the sorted vertices on one side of it."""
    if n < 2:
        raise ValueError("a cut needs at least two vertices")
    graph = build_graph(n, edges)
    groups = {v: [v] for v in range(n)}
    best_weight, best_side = None, None
    while len(graph) > 1:
        s, t, weight = _cut_phase(graph, sorted(graph))
        if best_weight is None or weight < best_weight:
            best_weight, best_side = weight, sorted(groups[t])
        _contract(graph, groups, s, t)
    return best_weight, best_side


def edge_connectivity(n, edges):
    """Number of unit-weight edges that must be removed to disconnect the graph."""
    unit = [(u, v, 1) for u, v, *_ in edges]
    return stoer_wagner(n, unit)[0]


def is_k_edge_connected(n, edges, k):
    """True if the graph stays connected after removing any k - 1 edges."""
    if n < 2:
        return True
    return edge_connectivity(n, edges) >= k
