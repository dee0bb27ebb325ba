"""Triangles (3-cliques) of a small undirected graph, via its adjacency matrix."""


def adjacency_matrix(n, edges):
    """Symmetric 0/1 matrix of an undirected simple graph on nodes 0..n-1."""
    matrix = [[0] * n for _ in range(n)]
    for u, v in edges:
        if not (0 <= u < n and 0 <= v < n):
            raise ValueError(f"edge ({u}, {v}) has a node outside 0..{n - 1}")
        if u == v:
            raise ValueError(f"self-loop at node {u}")
        matrix[u][v] = matrix[v][u] = 1
    return matrix


def triangles(n, edges):
    """Every triangle as a tuple (i, j, k) with i < j < k, in lexicographic order."""
    matrix = adjacency_matrix(n, edges)
    found = []
    for i in range(n):
        for j in range(i + 1, n):
            if not matrix[i][j]:
                continue
            for k in range(i + 1, n):
                if matrix[j][k] and matrix[i][k]:
                    found.append((i, j, k))
    return found


def count_triangles(n, edges):
    """Number of triangles in the graph."""
    return len(triangles(n, edges))


def clustering_coefficient(n, edges, node):
    """Fraction of pairs of neighbours of node that are themselves adjacent."""
    matrix = adjacency_matrix(n, edges)
    degree = sum(matrix[node])
    if degree < 2:
        return 0.0
    closed = sum(1 for tri in triangles(n, edges) if node in tri)
    return closed / (degree * (degree - 1) / 2)
