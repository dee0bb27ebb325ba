"""Root-to-leaf path sums in a binary tree."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass
class Node:
    value: int
    left: Node | None = None
    right: Node | None = None


def from_array(values, index=0):
    """Build a tree from heap layout: values[i] has children at 2i+1 and 2i+2; None: no node."""
    if index >= len(values) or values[index] is None:
        return None
    return Node(
        values[index],
        from_array(values, 2 * index + 1),
        from_array(values, 2 * index + 2),
    )


def has_path_sum(node, target):
    """True if the values on some root-to-leaf path add up to target."""
    if node is None:
        return False
    remaining = target - node.value
    if node.left is None and node.right is None:
        return remaining == 0
    return has_path_sum(node.left, remaining) or has_path_sum(node.right, remaining)


def paths_with_sum(node, target, prefix=()):
    """Every root-to-leaf path (a list of values, left to right) whose values add up to target."""
    if node is None:
        return []
    path = prefix + (node.value,)
    if node.left is None and node.right is None:
        return [list(path)] if sum(path) == target else []
    return paths_with_sum(node.left, target, path) + paths_with_sum(node.right, target, path)


def leaf_sums(node, above=0):
    """The sum along each root-to-leaf path, leaves taken left to right."""
    if node is None:
        return []
    total = above + node.value
    if node.left is None and node.right is None:
        return [total]
    return leaf_sums(node.left, total) + leaf_sums(node.right, total)
