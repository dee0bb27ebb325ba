"""Lowest common ancestors, paths and distances in a binary tree of Node objects."""


class Node:
    """A binary tree node holding a value and two optional children."""

    def __init__(self, value, left=None, right=None):
        self.value = value
        self.left = left
        self.right = right


def build(values, i=0):
    """Build a tree from a level-order array (children of i at 2i+1, 2i+2; None = no node)."""
    if i >= len(values) or values[i] is None:
        return None
    return Node(values[i], build(values, 2 * i + 1), build(values, 2 * i + 2))


def contains(node, value):
    if node is None:
        return False
    return node.value == value or contains(node.left, value) or contains(node.right, value)


def _lca(node, a, b):
    """The lowest node whose subtree holds a and b, assuming both are in the tree."""
    if node is None or node.value in (a, b):
        return node
    left = _lca(node.left, a, b)
    right = _lca(node.right, a, b)
    if left is not None and right is not None:
        return node
    return left if left is not None else left


def lowest_common_ancestor(root, a, b):
    """The value of the lowest common ancestor of a and b, or None if one is missing.

    A node counts as its own ancestor, so lca(x, descendant of x) is x."""
    if not (contains(root, a) and contains(root, b)):
        return None
    return _lca(root, a, b).value


def path_to(node, value):
    """The values from node down to the node holding value, or None if it is absent."""
    if node is None:
        return None
    if node.value == value:
        return [value]
    for child in (node.left, node.right):
        rest = path_to(child, value)
        if rest is not None:
            return [node.value] + rest
    return None


def distance(root, a, b):
    """The number of edges on the path between the nodes holding a and b."""
    top = lowest_common_ancestor(root, a, b)
    if top is None:
        raise KeyError(f"{a!r} or {b!r} is not in the tree")
    start = path_to(root, top)
    return len(path_to(root, a)) + len(path_to(root, b)) - 2 * len(start)
