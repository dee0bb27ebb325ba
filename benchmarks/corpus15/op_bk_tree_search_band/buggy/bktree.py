"""BK-tree: a metric tree for approximate word lookup under edit distance."""


def levenshtein(a, b):
    """Minimum number of single-character insertions, deletions and substitutions."""
    if len(a) < len(b):
        a, b = b, a
    previous = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        current = [i]
        for j, cb in enumerate(b, 1):
            current.append(min(previous[j] + 1, current[j - 1] + 1,
                               previous[j - 1] + (ca != cb)))
        previous = current
    return previous[-1]


class _Node:
    __slots__ = ("word", "children")

    def __init__(self, word):
        self.word = word
        self.children = {}


class BKTree:
    """Words arranged so that lookups within a distance can skip whole subtrees."""

    def __init__(self, words=(), distance=levenshtein):
        self.distance = distance
        self.root = None
        self._size = 0
        for word in words:
            self.add(word)

    def __len__(self):
        return self._size

    def __contains__(self, word):
        return bool(self.search(word, 0))

    def __iter__(self):
        stack = [self.root] if self.root is not None else []
        while stack:
            node = stack.pop()
            yield node.word
            stack.extend(node.children[d] for d in sorted(node.children, reverse=True))

    def add(self, word):
        """Insert word; return False if it was already present."""
        if self.root is None:
            self.root = _Node(word)
            self._size = 1
            return True
        node = self.root
        while True:
            d = self.distance(word, node.word)
            if d == 0:
                return False
            child = node.children.get(d)
            if child is None:
                node.children[d] = _Node(word)
                self._size += 1
                return True
            node = child

    def _collect(self, node, word, tolerance, found):
        d = self.distance(word, node.word)
        if d <= tolerance:
            found.append((d, node.word))
        low, high = d - tolerance, d - tolerance
        for edge, child in node.children.items():
            if low <= edge <= high:
                self._collect(child, word, tolerance, found)

    def search(self, word, tolerance):
        """All (distance, word) pairs within tolerance of word, nearest first."""
        if tolerance < 0:
            raise ValueError("tolerance must be non-negative")
        found = []
        if self.root is not None:
            self._collect(self.root, word, tolerance, found)
        return sorted(found)

    def closest(self, word):
        """(distance, word) of a nearest stored word, ties broken alphabetically; None if empty."""
        if self.root is None:
            return None
        best = None
        stack = [self.root]
        while stack:
            node = stack.pop()
            d = self.distance(word, node.word)
            if best is None or (d, node.word) < best:
                best = (d, node.word)
            for edge, child in node.children.items():
                if abs(edge - d) <= best[0]:
                    stack.append(child)
        return best

    def suggest(self, word, limit=3, tolerance=2):
        """Up to limit spelling suggestions for word (empty if word is known)."""
        if word in self:
            return []
        return [w for _, w in self.search(word, tolerance)[:limit]]
