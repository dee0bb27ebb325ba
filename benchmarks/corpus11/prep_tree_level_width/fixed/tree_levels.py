"""Level-by-level views of a binary tree."""

from collections import deque


class TreeNode:
    def __init__(self, val, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right


def build_tree(values):
    """Tree from a level-order list where None marks a missing child."""
    if not values or values[0] is None:
        return None
    root = TreeNode(values[0])
    queue = deque([root])
    i = 1
    while queue and i < len(values):
        node = queue.popleft()
        for side in ("left", "right"):
            if i < len(values) and values[i] is not None:
                child = TreeNode(values[i])
                setattr(node, side, child)
                queue.append(child)
            i += 1
    return root


def levels(root):
    """Values of the tree, one list per level, left to right."""
    result = []
    queue = deque([root] if root else [])
    while queue:
        level = []
        for _ in range(len(queue)):
            node = queue.popleft()
            level.append(node.val)
            queue.extend(child for child in (node.left, node.right) if child)
        result.append(level)
    return result


def right_view(root):
    """The last value of every level."""
    return [level[-1] for level in levels(root)]


def zigzag(root):
    """Levels with every second one reversed, starting left to right."""
    return [level if depth % 2 == 0 else level[::-1] for depth, level in enumerate(levels(root))]


def level_sums(root):
    return [sum(level) for level in levels(root)]


def max_width(root):
    """Largest distance between the outermost nodes of a level, counting the gaps."""
    if root is None:
        return 0
    best = 0
    level = [(root, 0)]
    while level:
        first, last = level[0][1], level[-1][1]
        width = last - first + 1
        if width > best:
            best = width
        nxt = []
        for node, pos in level:
            if node.left:
                nxt.append((node.left, 2 * (pos - first)))
            if node.right:
                nxt.append((node.right, 2 * (pos - first) + 1))
        level = nxt
    return best
