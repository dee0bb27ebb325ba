"""Bipartite graphs: two-colouring the vertices 0..n-1 of an undirected graph by BFS."""

from collections import deque


def adjacency(n, edges):
    adj = [[] for _ in range(n)]
    for u, v in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge ({u}, {v}) leaves the vertices 0..{n - 1}")
        adj[u].append(v)
        adj[v].append(u)
    return adj


def _color_component(adj, color, source):
    """Colour source's component starting with 0; False on an edge inside one colour."""
    color[source] = 0
    queue = deque([source])
    while queue:
        u = queue.popleft()
        for v in adj[u]:
            if color[v] is None:
                color[v] = 1 - color[u]
                queue.append(v)
            elif color[v] == color[u]:
                return False
    return True


def two_coloring(n, edges):
    """A list of 0/1 colours, one per vertex, with every edge joining two colours; or None."""
    adj = adjacency(n, edges)
    color = [None] * n
    for s in range(n):
        if color[s] is None and not _color_component(adj, color, s):
            return None
    return color


def is_bipartite(n, edges):
    return two_coloring(n, edges) is not None


def sides(n, edges):
    """(vertices coloured 0, vertices coloured 1), or None if the graph is not bipartite."""
    color = two_coloring(n, edges)
    if color is None:
        return None
    return [v for v in range(n) if color[v] == 0], [v for v in range(n) if color[v] == 1]


def can_split_teams(people, rivalries):
    """Whether people can form two teams with every rival pair on different teams."""
    index = {name: k for k, name in enumerate(people)}
    return is_bipartite(len(people), [(index[a], index[b]) for a, b in rivalries])
