"""Sum of distances from every vertex of a tree, by re-rooting in O(n)."""

from collections import deque


def _adjacency(n, edges):
    if n < 1:
        raise ValueError("a tree needs at least one vertex")
    if len(edges) != n - 1:
        raise ValueError(f"a tree on {n} vertices has {n - 1} edges")
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    return adj


def _bfs_order(adj, root):
    """Vertices in breadth-first order from root, their parents and depths."""
    parent = [-1] * len(adj)
    depth = [0] * len(adj)
    order = []
    seen = [False] * len(adj)
    seen[root] = True
    queue = deque([root])
    while queue:
        node = queue.popleft()
        order.append(node)
        for nb in adj[node]:
            if not seen[nb]:
                seen[nb] = True
                parent[nb] = node
                depth[nb] = depth[node] + 1
                queue.append(nb)
    if len(order) != len(adj):
        raise ValueError("edges do not form a connected tree")
    return order, parent, depth


def subtree_sizes(n, edges, root=0):
    """Number of vertices in each vertex's subtree when the tree hangs from root."""
    order, parent, _ = _bfs_order(_adjacency(n, edges), root)
    size = [1] * n
    for node in reversed(order):
        if parent[node] != -1:
            size[parent[node]] += size[node]
    return size


def _reroot(adj, order, parent, size, root_sum):
    """Moving the root from a vertex to its child brings size[child] vertices one step
    closer and the other n - size[child] one step further away."""
    n = len(adj)
    sums = [0] * n
    sums[order[0]] = root_sum
    for node in order[1:]:
        p = parent[node]
        sums[node] = sums[p] - size[node] + (n - size[node])
    return sums


def distance_sums(n, edges):
    """sums[v] = sum over all vertices u of the number of edges between v and u."""
    adj = _adjacency(n, edges)
    order, parent, depth = _bfs_order(adj, 0)
    size = subtree_sizes(n, edges, 0)
    return _reroot(adj, order, parent, size, sum(depth))


def tree_medians(n, edges):
    """Vertices with the smallest distance sum (one vertex, or two adjacent ones)."""
    sums = distance_sums(n, edges)
    best = min(sums)
    return [v for v in range(n) if sums[v] == best]


def wiener_index(n, edges):
    """Sum of distances over all unordered pairs of vertices."""
    return sum(distance_sums(n, edges)) // 2


def average_distance(n, edges):
    """Mean distance between two distinct vertices (0.0 for a single vertex)."""
    if n == 1:
        return 0.0
    return wiener_index(n, edges) / (n * (n - 1) / 2)
