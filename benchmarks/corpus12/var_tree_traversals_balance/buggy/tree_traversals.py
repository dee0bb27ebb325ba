"""Binary trees: building from level order, traversals and shape checks."""

from collections import deque


class TreeNode:
    def __init__(self, value, left=None, right=None):
        self.value = value
        self.left = left
        self.right = right


def from_level_order(values):
    """Build a tree from a level-order list where None marks a missing child."""
    if not values or values[0] is None:
        return None
    root = TreeNode(values[0])
    queue = deque([root])
    i = 1
    while queue and i < len(values):
        node = queue.popleft()
        if values[i] is not None:
            node.left = TreeNode(values[i])
            queue.append(node.left)
        i += 1
        if i < len(values) and values[i] is not None:
            node.right = TreeNode(values[i])
            queue.append(node.right)
        i += 1
    return root


def preorder(root):
    out, stack = [], [root] if root else []
    while stack:
        node = stack.pop()
        out.append(node.value)
        if node.right:
            stack.append(node.right)
        if node.left:
            stack.append(node.left)
    return out


def inorder(root):
    out, stack, node = [], [], root
    while stack or node:
        while node:
            stack.append(node)
            node = node.left
        node = stack.pop()
        out.append(node.value)
        node = node.right
    return out


def postorder(root):
    if root is None:
        return []
    return postorder(root.left) + postorder(root.right) + [root.value]


def level_order(root, zigzag=False):
    """Values level by level; with zigzag every second level is reversed."""
    levels, queue = [], deque([root] if root else [])
    while queue:
        level = []
        for _ in range(len(queue)):
            node = queue.popleft()
            level.append(node.value)
            if node.left:
                queue.append(node.left)
            if node.right:
                queue.append(node.right)
        if zigzag and len(levels) % 2 == 1:
            level.reverse()
        levels.append(level)
    return levels


def height(root):
    if root is None:
        return 0
    return 1 + max(height(root.left), height(root.right))


def _balanced_height(node):
    """Height of node's subtree, or -1 if some subtree in it is unbalanced."""
    if node is None:
        return 0
    left = _balanced_height(node.left)
    if left < 0:
        return -1
    right = _balanced_height(node.right)
    if left < 0:
        return -1
    if abs(left - right) > 1:
        return -1
    return 1 + max(left, right)


def is_balanced(root):
    """True if the heights of the two subtrees of every node differ by at most one."""
    return _balanced_height(root) >= 0


def mirror(root):
    """A new tree that is the mirror image of root."""
    if root is None:
        return None
    return TreeNode(root.value, mirror(root.right), mirror(root.left))
