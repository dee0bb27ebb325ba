"""Tree isomorphism with the Aho-Hopcroft-Ullman canonical encoding."""

from collections import defaultdict


def adjacency(n, edges):
    """Adjacency lists of an undirected tree on vertices 0..n-1."""
    if len(edges) != n - 1:
        raise ValueError(f"a tree on {n} vertices needs {n - 1} edges")
    adj = [[] for _ in range(n)]
    for u, v in edges:
        adj[u].append(v)
        adj[v].append(u)
    return adj


def find_centers(adj):
    """The one or two centre vertices, found by peeling leaves layer by layer."""
    n = len(adj)
    if n <= 2:
        return list(range(n))
    degree = [len(nbrs) for nbrs in adj]
    leaves = [v for v in range(n) if degree[v] == 1]
    remaining = n
    while remaining > 2:
        remaining -= len(leaves)
        next_leaves = []
        for leaf in leaves:
            for u in adj[leaf]:
                degree[u] -= 1
                if degree[u] == 1:
                    next_leaves.append(u)
        leaves = next_leaves
    return sorted(leaves)


def _encode(adj, node, parent):
    """AHU code of the subtree at node: '(' + sorted child codes + ')'."""
    codes = []
    for child in adj[node]:
        if child != parent:
            codes.append(_encode(adj, node, child))
    return "(" + "".join(sorted(codes)) + ")"


def rooted_code(n, edges, root=0):
    """Canonical string of the tree rooted at root."""
    return _encode(adjacency(n, edges), root, -1)


def tree_code(n, edges):
    """Canonical string of the unrooted tree: the smallest code over its centres."""
    if n == 0:
        return ""
    adj = adjacency(n, edges)
    return min(_encode(adj, c, -1) for c in find_centers(adj))


def rooted_isomorphic(tree_a, root_a, tree_b, root_b):
    """tree_x is an (n, edges) pair; compare the trees as rooted at the given roots."""
    return rooted_code(*tree_a, root_a) == rooted_code(*tree_b, root_b)


def isomorphic(tree_a, tree_b):
    """True if the two unrooted trees are isomorphic."""
    if tree_a[0] != tree_b[0]:
        return False
    return tree_code(*tree_a) == tree_code(*tree_b)


def group_isomorphic(trees):
    """Partition a list of (n, edges) trees into classes of indices of isomorphic trees."""
    classes = defaultdict(list)
    for index, tree in enumerate(trees):
        classes[tree_code(*tree)].append(index)
    return sorted(classes.values())
