"""Merkle hash tree over a list of byte strings, with inclusion proofs."""

import hashlib


def leaf_hash(data):
    return hashlib.sha256(b"\x00" + data).digest()


def node_hash(left, right):
    return hashlib.sha256(b"\x01" + left + right).digest()


class MerkleTree:
    """Levels of hashes from the leaves (level 0) up to the single root hash."""

    def __init__(self, leaves):
        if not leaves:
            raise ValueError("a Merkle tree needs at least one leaf")
        self.levels = [[leaf_hash(data) for data in leaves]]
        while len(self.levels[-1]) > 1:
            self.levels.append(self._parent_level(self.levels[-1]))

    @staticmethod
    def _parent_level(level):
        """Hash neighbours pairwise; an odd last node is paired with itself."""
        parents = []
        for i in range(0, len(level), 2):
            right = level[i + 1] if i + 1 < len(level) else level[i]
            parents.append(node_hash(level[i], right))
        return parents

    def __len__(self):
        return len(self.levels[0])

    @property
    def root(self):
        return self.levels[-1][0]

    @property
    def height(self):
        return len(self.levels) - 1

    def proof(self, index):
        """Sibling hashes from leaf index up to the root, each with a flag 'sibling is left'."""
        if not 0 <= index < len(self):
            raise IndexError("leaf index out of range")
        path = []
        for level in self.levels[:-1]:
            sibling = index ^ 1
            if sibling >= len(level):
                sibling = index
            path.append((level[sibling], sibling < index))
            index //= 2
        return path

    def update(self, index, data):
        """Replace one leaf and rehash only the nodes above it."""
        if not 0 <= index < len(self):
            raise IndexError("leaf index out of range")
        self.levels[0][index] = leaf_hash(data)
        for depth in range(1, len(self.levels)):
            below = self.levels[depth - 1]
            left = index - index % 2
            right = below[left + 1] if left + 1 < len(below) else below[left]
            index //= 2
            self.levels[depth][index] = node_hash(below[left], right)

    def changed_leaves(self, other):
        """Indices of the leaves that differ from another tree of the same size."""
        if len(other) != len(self):
            raise ValueError("trees must have the same number of leaves")
        found = []
        self._diff(other, self.height, 0, found)
        return found

    def _diff(self, other, depth, index, found):
        if self.levels[depth][index] == other.levels[depth][index]:
            return
        if depth == 0:
            found.append(index)
            return
        for child in (2 * index, 2 * index + 1):
            if child < len(self.levels[depth - 1]):
                self._diff(other, depth - 1, child, found)


def verify(data, proof, root):
    """True if data, combined with the proof's sibling hashes, rebuilds root."""
    digest = leaf_hash(data)
    for sibling, sibling_is_left in proof:
        if sibling_is_left:
            digest = node_hash(sibling, digest)
        else:
            digest = node_hash(digest, sibling)
    return digest == root
