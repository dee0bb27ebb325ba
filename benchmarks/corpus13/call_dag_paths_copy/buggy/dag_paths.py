"""Paths in a directed acyclic graph: enumerate, count and find the longest one.

Graphs are dicts mapping a vertex to the list of its successors; vertices that
only appear as targets are allowed.
"""


class CycleError(ValueError):
    """The graph has a directed cycle."""


def successors(graph, u):
    return graph.get(u, [])


def topological_order(graph):
    """Vertices in an order where every edge points forward (DFS post-order reversed)."""
    state, order = {}, []

    def visit(u):
        state[u] = "open"
        for v in successors(graph, u):
            if state.get(v) == "open":
                raise CycleError(f"cycle through {u!r} -> {v!r}")
            if v not in state:
                visit(v)
        state[u] = "done"
        order.append(u)

    for u in list(graph):
        if u not in state:
            visit(u)
    return order[::-1]


def all_paths(graph, source, target):
    """Every path from source to target, each as a list of vertices, in DFS order."""
    topological_order(graph)
    found = []
    _extend(graph, target, [source], found)
    return found


def _extend(graph, target, path, found):
    """Backtracking helper: grow path from its last vertex until it hits target."""
    u = path[-1]
    if u == target:
        found.append(path)
        return
    for v in successors(graph, u):
        path.append(v)
        _extend(graph, target, path, found)
        path.pop()


def count_paths(graph, source, target, _memo=None):
    """Number of source-target paths, by memoised recursion (no enumeration)."""
    memo = {} if _memo is None else _memo
    if source == target:
        return 1
    if source not in memo:
        memo[source] = sum(count_paths(graph, v, target, memo)
                           for v in successors(graph, source))
    return memo[source]


def longest_path(graph, source, target):
    """A source-target path with the most edges, or None if target is unreachable."""
    best = {source: [source]}
    for u in topological_order(graph):
        if u not in best:
            continue
        for v in successors(graph, u):
            if v not in best or len(best[u]) + 1 > len(best[v]):
                best[v] = best[u] + [v]
    return best.get(target)


def paths_through(graph, source, target, via):
    """How many source-target paths pass through vertex via."""
    return count_paths(graph, source, via) * count_paths(graph, via, target)


def critical_vertices(graph, source, target):
    """Vertices (other than the ends) that lie on every source-target path."""
    total = count_paths(graph, source, target)
    if total == 0:
        return []
    inner = {v for u in graph for v in [u, *successors(graph, u)]} - {source, target}
    return sorted(v for v in inner if paths_through(graph, source, target, v) == total)
