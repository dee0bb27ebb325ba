"""Floyd-Warshall: all-pairs shortest distances and paths over a directed weighted graph."""

import math


class NegativeCycleError(ValueError):
    """The graph has a cycle of negative total weight."""


class AllPairs:
    """Shortest distances between every pair of the vertices 0..n-1."""

    def __init__(self, n, edges):
        self.n = n
        dist = [[0 if i == j else math.inf for j in range(n)] for i in range(n)]
        nxt = [[i if i == j else None for j in range(n)] for i in range(n)]
        for u, v, weight in edges:
            if weight < dist[u][v]:
                dist[u][v] = weight
                nxt[u][v] = v
        for k in range(n):
            for i in range(n):
                for j in range(n):
                    if dist[i][k] + dist[k][j] < dist[i][j]:
                        dist[i][j] = dist[i][k] + dist[k][j]
                        nxt[i][j] = nxt[i][k]
        if any(dist[i][i] < 0 for i in range(n)):
            raise NegativeCycleError("negative cycle")
        self.dist = dist
        self.next_hop = nxt

    def distance(self, u, v):
        return self.dist[u][v]

    def path(self, u, v):
        """The vertices of a shortest path from u to v, or [] if v is unreachable."""
        if self.next_hop[u][v] is None:
            return []
        nodes = [u]
        while u != v:
            u = self.next_hop[u][v]
            nodes.append(u)
        return nodes

    def eccentricity(self, u):
        """The largest distance from u to any vertex."""
        return max(self.dist[u])

    def center(self):
        """The vertex with the smallest eccentricity (the lowest number on ties)."""
        return min(range(self.n), key=self.eccentricity)
