"""Tree centroids and the centroid decomposition of a tree."""


def build_adjacency(n, edges):
    """Adjacency lists of a tree on vertices 0..n-1; raises ValueError if it is not a tree."""
    if n < 1 or len(edges) != n - 1:
        raise ValueError("a tree on n >= 1 vertices has exactly n - 1 edges")
    adj = [[] for _ in range(n)]
    for u, v in edges:
        if not (0 <= u < n and 0 <= v < n) or u == v:
            raise ValueError(f"bad edge ({u}, {v})")
        adj[u].append(v)
        adj[v].append(u)
    parent, _ = _component_sizes(adj, 0, [False] * n)
    if len(parent) != n:
        raise ValueError("the edges do not connect all vertices")
    return adj


def _component_sizes(adj, root, removed):
    """Parents and subtree sizes inside the component of root that avoids removed vertices."""
    parent = {root: -1}
    order, stack = [], [root]
    while stack:
        v = stack.pop()
        order.append(v)
        for c in adj[v]:
            if c not in parent and not removed[c]:
                parent[c] = v
                stack.append(c)
    size = dict.fromkeys(order, 1)
    for v in reversed(order):
        if parent[v] >= 0:
            size[parent[v]] += size[v]
    return parent, size


def _find_centroid(adj, root, removed):
    """Walk from root towards the heavy side until no remaining subtree exceeds half."""
    parent, size = _component_sizes(adj, root, removed)
    total = size[root]
    v = root
    while True:
        for c in adj[v]:
            if c != parent[v] and not removed[c] and size[c] > total // 2:
                v = c
                break
        else:
            return v


def find_centroids(n, edges):
    """The one or two vertices whose removal leaves no component larger than n // 2."""
    adj = build_adjacency(n, edges)
    parent, size = _component_sizes(adj, 0, [False] * n)
    result = []
    for v in range(n):
        biggest = n - size[v]
        for c in adj[v]:
            if c != parent[v]:
                biggest = max(biggest, size[c])
        if biggest <= n // 2:
            result.append(v)
    return result


def decompose(n, edges):
    """Return (up, level): each vertex's parent in the centroid tree (-1 at the top) and depth."""
    adj = build_adjacency(n, edges)
    removed = [False] * n
    up = [-1] * n
    level = [0] * n

    def build(root, parent_centroid, depth):
        c = _find_centroid(adj, root, removed)
        removed[c] = True
        up[c] = parent_centroid
        level[c] = depth
        for nb in adj[c]:
            if not removed[nb]:
                build(nb, parent_centroid, depth + 1)

    build(0, -1, 0)
    return up, level


def centroid_height(n, edges):
    """Number of levels of the centroid tree (at most floor(log2 n) + 1)."""
    return max(decompose(n, edges)[1]) + 1


def _ancestors(up, v):
    chain = [v]
    while up[chain[-1]] != -1:
        chain.append(up[chain[-1]])
    return chain


def centroid_ancestors(n, edges, v):
    """v followed by its ancestors in the centroid tree, ending at the top centroid."""
    return _ancestors(decompose(n, edges)[0], v)


def separating_centroid(n, edges, u, v):
    """The first removed centroid (lowest level) lying on the tree path between u and v."""
    up, _ = decompose(n, edges)
    above_u = set(_ancestors(up, u))
    for x in _ancestors(up, v):
        if x in above_u:
            return x
    return None
