"""Diameter of a tree (edges on its longest path), found in one recursive pass."""

from collections import defaultdict


def adjacency(edges):
    """Undirected adjacency lists from (u, v) edge pairs."""
    neighbours = defaultdict(list)
    for u, v in edges:
        neighbours[u].append(v)
        neighbours[v].append(u)
    return neighbours


def _walk(neighbours, node, parent):
    """(height of the subtree under node, longest path inside that subtree), in edges."""
    first = second = 0  # the two longest branches going down from node
    best = 0
    for child in neighbours[node]:
        if child == parent:
            continue
        sub_height, sub_diameter = _walk(neighbours, child, node)
        best = max(best, sub_diameter)
        branch = sub_height + 1
        if branch > first:
            first, second = branch, first
        elif branch > second:
            second = branch
    return first, max(best, first + second)


def diameter(edges, root=None):
    """Number of edges on the longest path of the tree; 0 for a tree without edges."""
    if not edges:
        return 0
    start = edges[0][0] if root is None else root
    return _walk(adjacency(edges), start, None)[1]


def height(edges, root):
    """Number of edges on the longest downward path from root."""
    if not edges:
        return 0
    return _walk(adjacency(edges), root, None)[0]


def radius(edges):
    """Smallest height over all choices of root, which for a tree is ceil(diameter / 2)."""
    return (diameter(edges) + 1) // 2
