"""Rebuild a binary tree from its preorder and inorder traversals (distinct values)."""


class TreeNode:
    def __init__(self, value, left=None, right=None):
        self.value = value
        self.left = left
        self.right = right


def rebuild(preorder, inorder):
    """The tree whose preorder and inorder walks are the given lists."""
    if len(set(preorder)) != len(preorder) or sorted(preorder) != sorted(inorder):
        raise ValueError("the traversals must hold the same distinct values")
    return _rebuild(list(preorder), list(inorder))


def _rebuild(preorder, inorder):
    if not preorder:
        return None
    root = preorder[0]
    k = inorder.index(root)  # the left subtree holds the k values before the root in inorder
    left = _rebuild(preorder[1:k + 1], inorder[:k])
    right = _rebuild(preorder[k + 1:], inorder[k + 1:])
    return TreeNode(root, left, right)


def preorder_of(node):
    if node is None:
        return []
    return [node.value] + preorder_of(node.left) + preorder_of(node.right)


def inorder_of(node):
    if node is None:
        return []
    return inorder_of(node.left) + [node.value] + inorder_of(node.right)


def postorder_of(node):
    if node is None:
        return []
    return postorder_of(node.left) + postorder_of(node.right) + [node.value]


def height(node):
    """Nodes on the longest root-to-leaf path (0 for the empty tree)."""
    if node is None:
        return 0
    return 1 + max(height(node.left), height(node.right))


def postorder_from(preorder, inorder):
    """The postorder walk of the tree the two traversals describe."""
    return postorder_of(rebuild(preorder, inorder))
