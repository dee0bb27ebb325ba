"""Counting shortest paths in an unweighted graph with a layered breadth-first search.

The number of shortest paths to v is the sum of the counts of its predecessors
one layer closer to the source.
"""

from collections import deque
from fractions import Fraction


def build_graph(n, edges, directed=False):
    """Adjacency lists on vertices 0..n-1."""
    adj = [[] for _ in range(n)]
    for u, v in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge ({u}, {v}) is outside 0..{n - 1}")
        adj[u].append(v)
        if not directed:
            adj[v].append(u)
    return adj


def bfs_layers(adj, source):
    """(dist, ways): BFS distance (-1 if unreachable) and number of shortest paths."""
    dist = [-1] * len(adj)
    ways = [0] * len(adj)
    dist[source], ways[source] = 0, 1
    queue = deque([source])
    while queue:
        u = queue.popleft()
        for v in adj[u]:
            if dist[v] < 0:
                dist[v] = dist[u] + 1
                queue.append(v)
            if dist[v] == dist[u] + 1:
                ways[v] += ways[v] + ways[u]
    return dist, ways


def distance(adj, source, target):
    """Length of a shortest path, or -1 if target cannot be reached."""
    return bfs_layers(adj, source)[0][target]


def count_shortest(adj, source, target):
    """How many distinct shortest paths lead from source to target."""
    return bfs_layers(adj, source)[1][target]


def one_shortest_path(adj, source, target):
    """A shortest path that always steps to the smallest usable vertex, or None."""
    if not _is_symmetric(adj):
        raise ValueError("one_shortest_path needs an undirected graph")
    back = bfs_layers(adj, target)[0]
    if back[source] < 0:
        return None
    path = [source]
    while path[-1] != target:
        u = path[-1]
        path.append(min(v for v in adj[u] if back[v] == back[u] - 1))
    return path


def _is_symmetric(adj):
    edges = {(u, v) for u, targets in enumerate(adj) for v in targets}
    return all((v, u) in edges for u, v in edges)


def through_fraction(adj, source, target, via):
    """Fraction of the source-target shortest paths that pass through via."""
    dist_s, ways_s = bfs_layers(adj, source)
    dist_v, ways_v = bfs_layers(adj, via)
    if dist_s[target] < 0:
        return Fraction(0)
    if dist_s[via] < 0 or dist_s[via] + dist_v[target] != dist_s[target]:
        return Fraction(0)
    return Fraction(ways_s[via] * ways_v[target], ways_s[target])


def grid_graph(rows, cols):
    """Undirected 4-neighbour grid; vertex r * cols + c."""
    edges = []
    for r in range(rows):
        for c in range(cols):
            if c + 1 < cols:
                edges.append((r * cols + c, r * cols + c + 1))
            if r + 1 < rows:
                edges.append((r * cols + c, (r + 1) * cols + c))
    return build_graph(rows * cols, edges)
