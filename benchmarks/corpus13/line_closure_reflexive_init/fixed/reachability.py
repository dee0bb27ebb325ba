"""Reachability in a directed graph: Warshall's transitive closure and what it answers.

The closure is reflexive: every vertex reaches itself by the empty path, and u
reaches v when some directed path leads from u to v.
"""


def adjacency(n, edges):
    """Adjacency lists of a directed graph on vertices 0..n-1."""
    adj = [[] for _ in range(n)]
    for u, v in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge ({u}, {v}) has a vertex outside 0..{n - 1}")
        adj[u].append(v)
    return adj


def closure(n, edges):
    """Boolean matrix reach[u][v]: True when v can be reached from u."""
    adj = adjacency(n, edges)
    reach = [[False] * n for _ in range(n)]
    for u in range(n):
        reach[u][u] = True
        for v in adj[u]:
            reach[u][v] = True
    for k in range(n):
        row_k = reach[k]
        for i in range(n):
            if reach[i][k]:
                row_i = reach[i]
                for j in range(n):
                    if row_k[j]:
                        row_i[j] = True
    return reach


def reachable_from(reach, u):
    """Sorted vertices that u reaches (including u itself)."""
    return [v for v, ok in enumerate(reach[u]) if ok]


def reaching(reach, v):
    """Sorted vertices that reach v (including v itself)."""
    return [u for u in range(len(reach)) if reach[u][v]]


def mutual_groups(reach):
    """Strongly connected groups: vertices that reach each other, in order of first member."""
    n = len(reach)
    placed = [False] * n
    groups = []
    for u in range(n):
        if placed[u]:
            continue
        group = [v for v in range(n) if reach[u][v] and reach[v][u]]
        for v in group:
            placed[v] = True
        groups.append(group)
    return groups


def has_cycle(n, edges):
    """True if some directed cycle exists (a self-loop counts)."""
    reach = closure(n, edges)
    return any(reach[v][u] for u, v in edges)


def reachable_pairs(reach):
    """Number of ordered pairs (u, v), u != v, with v reachable from u."""
    n = len(reach)
    return sum(reach[u][v] for u in range(n) for v in range(n) if u != v)


def reduction(n, edges):
    """Transitive reduction of a DAG: the edges not implied by a longer path."""
    reach = closure(n, edges)
    kept = []
    for u, v in sorted(set(edges)):
        implied = any(reach[u][w] and reach[w][v] for w in range(n) if w not in (u, v))
        if not implied:
            kept.append((u, v))
    return kept
