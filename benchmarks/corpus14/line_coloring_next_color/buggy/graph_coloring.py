"""Vertex colouring of undirected graphs: greedy, DSatur and exact backtracking."""


def build_graph(vertices, edges):
    """Adjacency sets for an undirected simple graph (self-loops are rejected)."""
    adj = {v: set() for v in vertices}
    for u, v in edges:
        if u == v:
            raise ValueError(f"self-loop on {u!r} cannot be coloured")
        adj.setdefault(u, set()).add(v)
        adj.setdefault(v, set()).add(u)
    return adj


def _smallest_free_color(used):
    """The lowest colour number not in used."""
    color = 0
    while True:
        if color not in used:
            return color


def _neighbor_colors(adj, colors, v):
    return {colors[u] for u in adj[v] if u in colors}


def greedy_coloring(adj, order=None):
    """Colour vertices in the given order (default: Welsh-Powell, by falling degree)."""
    if order is None:
        order = sorted(adj, key=lambda v: (-len(adj[v]), str(v)))
    colors = {}
    for v in order:
        colors[v] = _smallest_free_color(_neighbor_colors(adj, colors, v))
    return colors


def dsatur_coloring(adj):
    """Brelaz's DSatur: always colour the vertex seeing the most distinct colours."""
    colors = {}
    while len(colors) < len(adj):
        best, best_key = None, None
        for v in adj:
            if v in colors:
                continue
            key = (len(_neighbor_colors(adj, colors, v)), len(adj[v]))
            if best_key is None or key > best_key:
                best, best_key = v, key
        colors[best] = _smallest_free_color(_neighbor_colors(adj, colors, best))
    return colors


def is_proper_coloring(adj, colors):
    """True if every vertex is coloured and no edge joins two equal colours."""
    if set(colors) != set(adj):
        return False
    return all(colors[u] != colors[v] for u in adj for v in adj[u])


def color_count(colors):
    return len(set(colors.values()))


def _extend(adj, order, index, k, colors):
    """Backtracking step: try every colour < k for order[index]."""
    if index == len(order):
        return True
    v = order[index]
    taken = _neighbor_colors(adj, colors, v)
    for c in range(k):
        if c in taken:
            continue
        colors[v] = c
        if _extend(adj, order, index + 1, k, colors):
            return True
        del colors[v]
    return False


def k_coloring(adj, k):
    """A proper colouring with at most k colours, or None if none exists."""
    order = sorted(adj, key=lambda v: (-len(adj[v]), str(v)))
    colors = {}
    if _extend(adj, order, 0, k, colors):
        return colors
    return None


def chromatic_number(adj):
    """Smallest k for which k_coloring succeeds."""
    if not adj:
        return 0
    k = 1
    while k_coloring(adj, k) is None:
        k += 1
    return k
