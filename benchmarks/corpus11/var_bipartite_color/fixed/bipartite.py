"""Two-colouring of undirected graphs.

Graphs are given as a number of vertices ``n`` (labelled ``0 .. n-1``) and a
list of undirected edges ``(u, v)``.
"""

from collections import deque


def adjacency(n, edges):
    """Adjacency lists of an undirected graph."""
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    return adj


def two_coloring(n, edges):
    """A list of colours 0/1 with adjacent vertices coloured differently, or None."""
    adj = adjacency(n, edges)
    color = [-1] * n
    for start in range(n):
        if color[start] != -1:
            continue
        color[start] = 0
        queue = deque([start])
        while queue:
            node = queue.popleft()
            for nb in adj[node]:
                if color[nb] == -1:
                    color[nb] = 1 - color[node]
                    queue.append(nb)
                elif color[nb] == color[node]:
                    return None
    return color


def is_bipartite(n, edges):
    return two_coloring(n, edges) is not None


def partition(n, edges):
    """The two sides (sorted vertex lists) of a bipartite graph; ValueError otherwise."""
    color = two_coloring(n, edges)
    if color is None:
        raise ValueError("graph is not bipartite")
    left = [v for v in range(n) if color[v] == 0]
    right = [v for v in range(n) if color[v] == 1]
    return left, right


def component_count(n, edges):
    """Number of connected components."""
    adj = adjacency(n, edges)
    seen = [False] * n
    count = 0
    for start in range(n):
        if seen[start]:
            continue
        count += 1
        seen[start] = True
        stack = [start]
        while stack:
            node = stack.pop()
            for nb in adj[node]:
                if not seen[nb]:
                    seen[nb] = True
                    stack.append(nb)
    return count


def conflict_edges(n, edges):
    """Edges whose endpoints share a colour under the greedy BFS colouring."""
    adj = adjacency(n, edges)
    color = [-1] * n
    for start in range(n):
        if color[start] == -1:
            color[start] = 0
            queue = deque([start])
            while queue:
                node = queue.popleft()
                for nb in adj[node]:
                    if color[nb] == -1:
                        color[nb] = 1 - color[node]
                        queue.append(nb)
    return [(u, v) for u, v in edges if color[u] == color[v]]
