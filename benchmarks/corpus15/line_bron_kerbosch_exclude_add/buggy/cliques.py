"""Maximal cliques of an undirected graph (Bron-Kerbosch with Tomita pivoting)."""


def build_adjacency(n, edges):
    """Neighbour sets of vertices 0..n-1; self-loops are ignored."""
    adj = [set() for _ in range(n)]
    for u, v in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge ({u}, {v}) has an endpoint out of range")
        if u != v:
            adj[u].add(v)
            adj[v].add(u)
    return adj


def is_clique(adj, vertices):
    vertices = list(vertices)
    return all(v in adj[u] for i, u in enumerate(vertices) for v in vertices[i + 1:])


def _choose_pivot(adj, candidates, excluded):
    """The vertex of candidates | excluded with the most neighbours among the candidates."""
    return max(candidates | excluded, key=lambda u: (len(candidates & adj[u]), -u))


def _expand(adj, clique, candidates, excluded, report):
    if not candidates:
        if not excluded:
            report(sorted(clique))
        return
    pivot = _choose_pivot(adj, candidates, excluded)
    for v in sorted(candidates - adj[pivot]):
        _expand(adj, clique | {v}, candidates & adj[v], excluded & adj[v], report)
        candidates.remove(v)


def maximal_cliques(n, edges):
    """Every maximal clique as a sorted tuple, listed in lexicographic order."""
    adj = build_adjacency(n, edges)
    if n == 0:
        return []
    found = []
    _expand(adj, set(), set(range(n)), set(), lambda c: found.append(tuple(c)))
    return sorted(found)


def maximum_clique(n, edges):
    """A largest clique (the lexicographically smallest among the largest)."""
    cliques = maximal_cliques(n, edges)
    if not cliques:
        return ()
    return min(cliques, key=lambda c: (-len(c), c))


def clique_number(n, edges):
    return len(maximum_clique(n, edges))


def cliques_containing(n, edges, v):
    """The maximal cliques that include vertex v."""
    return [c for c in maximal_cliques(n, edges) if v in c]


def complement_edges(n, edges):
    adj = build_adjacency(n, edges)
    return [(u, v) for u in range(n) for v in range(u + 1, n) if v not in adj[u]]


def maximum_independent_set(n, edges):
    """A largest set of pairwise non-adjacent vertices (a maximum clique of the complement)."""
    return maximum_clique(n, complement_edges(n, edges))


def clique_size_histogram(n, edges):
    """{size: number of maximal cliques of that size}."""
    counts = {}
    for clique in maximal_cliques(n, edges):
        counts[len(clique)] = counts.get(len(clique), 0) + 1
    return counts
