"""Union-find (disjoint sets) over the vertices of an undirected graph."""


def find(parent, x):
    """The root of x's set, halving the path on the way up."""
    while parent[x] != x:
        parent[x] = parent[parent[x]]
        x = parent[x]
    return x


def union(parent, size, a, b):
    """Merge the sets of a and b (smaller under larger); False if already one set."""
    ra, rb = find(parent, a), find(parent, b)
    if ra == rb:
        return False
    if size[ra] < size[rb]:
        ra, rb = rb, ra
    parent[rb] = ra
    size[ra] += size[rb]
    return True


def _forest(vertices):
    return {v: v for v in vertices}, {v: 1 for v in vertices}


def redundant_edges(edges):
    """The edges, in input order, whose ends were already joined by earlier edges."""
    parent, size = _forest({x for edge in edges for x in edge})
    return [(u, v) for u, v in edges if not union(parent, size, u, v)]


def components(vertices, edges):
    """The connected groups of vertices, each sorted, in order of their smallest vertex."""
    parent, size = _forest(vertices)
    for u, v in edges:
        union(parent, size, u, v)
    groups = {}
    for v in vertices:
        groups.setdefault(find(parent, v), []).append(v)
    return sorted(sorted(group) for group in groups.values())


def component_sizes(vertices, edges):
    """The sizes of the connected components, largest first, read from the size table."""
    parent, size = _forest(vertices)
    for u, v in edges:
        union(parent, size, u, v)
    return sorted((size[v] for v in vertices if find(parent, v) == v), reverse=True)


def is_tree(n, edges):
    """True if the edges join vertices 0..n-1 into a single tree."""
    if len(edges) != n - 1:
        return False
    parent, size = _forest(range(n))
    return all(union(parent, size, u, v) for u, v in edges)
