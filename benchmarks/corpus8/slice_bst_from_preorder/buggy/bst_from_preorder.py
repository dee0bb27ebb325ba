"""Rebuild a binary search tree from its preorder listing (distinct keys)."""


class Node:
    """A tree node; left holds the smaller keys, right the larger ones."""

    def __init__(self, key, left=None, right=None):
        self.key = key
        self.left = left
        self.right = right


def build(keys):
    """The BST whose preorder listing is keys (so the root comes first)."""
    if not keys:
        return None
    root = keys[0]
    split = 1
    while split < len(keys) and keys[split] < root:
        split += 1
    # keys[1:split] are the smaller keys (left subtree), keys[split:] the larger ones
    return Node(root, build(keys[1:split]), build(keys[split + 1:]))


def preorder(node):
    return [] if node is None else [node.key, *preorder(node.left), *preorder(node.right)]


def inorder(node):
    return [] if node is None else [*inorder(node.left), node.key, *inorder(node.right)]


def postorder(node):
    return [] if node is None else [*postorder(node.left), *postorder(node.right), node.key]


def height(node):
    """Nodes on the longest root-to-leaf path (0 for an empty tree)."""
    return 0 if node is None else 1 + max(height(node.left), height(node.right))


def is_bst_preorder(keys):
    """Whether keys can be the preorder listing of a BST with distinct keys."""
    keys = list(keys)
    if len(set(keys)) != len(keys):
        return False
    tree = build(keys)
    return preorder(tree) == keys and inorder(tree) == sorted(keys)


def postorder_from_preorder(keys):
    """The postorder listing of the BST with the given preorder listing."""
    return postorder(build(list(keys)))
