"""Bridges and articulation points of an undirected graph by Tarjan's low-link DFS."""

from collections import defaultdict


def build(edges, nodes=()):
    """Adjacency sets of a simple undirected graph (self-loops are dropped)."""
    graph = defaultdict(set)
    for node in nodes:
        graph[node]
    for u, v in edges:
        if u != v:
            graph[u].add(v)
            graph[v].add(u)
    return graph


def _lowlink(graph):
    disc, low, parent = {}, {}, {}
    bridges, cuts = [], set()
    timer = 0

    def dfs(u):
        nonlocal timer
        disc[u] = low[u] = timer
        timer += 1
        children = 0
        for v in sorted(graph[u]):
            if v not in disc:
                parent[v] = u
                children += 1
                dfs(v)
                low[u] = min(low[u], low[v])
                if low[v] > disc[u]:
                    bridges.append((min(u, v), max(u, v)))
                if parent[u] is not None and low[v] >= disc[u]:
                    cuts.add(u)
            else:
                low[u] = min(low[u], disc[v])
        if parent[u] is None and children > 1:
            cuts.add(u)

    for node in sorted(graph):
        if node not in disc:
            parent[node] = None
            dfs(node)
    return sorted(bridges), sorted(cuts)


def bridges(edges, nodes=()):
    """The edges whose removal disconnects their ends, as sorted (u, v) pairs."""
    return _lowlink(build(edges, nodes))[0]


def articulation_points(edges, nodes=()):
    """The nodes whose removal disconnects the graph, sorted."""
    return _lowlink(build(edges, nodes))[1]


def is_two_edge_connected(edges, nodes=()):
    """Connected and without bridges."""
    graph = build(edges, nodes)
    if not graph:
        return True
    seen, stack = set(), [next(iter(graph))]
    while stack:
        node = stack.pop()
        if node not in seen:
            seen.add(node)
            stack.extend(graph[node] - seen)
    return len(seen) == len(graph) and not _lowlink(graph)[0]
