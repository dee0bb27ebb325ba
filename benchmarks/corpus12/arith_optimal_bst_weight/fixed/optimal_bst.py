"""Optimal binary search tree: minimise the expected number of comparisons."""


class Node:
    def __init__(self, key, left=None, right=None):
        self.key = key
        self.left = left
        self.right = right

    def __repr__(self):
        return f"Node({self.key!r})"


def _check(keys, freqs):
    if len(keys) != len(freqs):
        raise ValueError("keys and freqs must have the same length")
    if any(a >= b for a, b in zip(keys, keys[1:])):
        raise ValueError("keys must be strictly increasing")
    if any(f < 0 for f in freqs):
        raise ValueError("frequencies must be non-negative")


def cost_tables(keys, freqs):
    """cost[i][j] and root[i][j] for the keys i..j-1 (half-open ranges)."""
    _check(keys, freqs)
    n = len(keys)
    prefix = [0]
    for f in freqs:
        prefix.append(prefix[-1] + f)
    cost = [[0] * (n + 1) for _ in range(n + 1)]
    root = [[None] * (n + 1) for _ in range(n + 1)]
    for length in range(1, n + 1):
        for i in range(n - length + 1):
            j = i + length
            weight = prefix[j] - prefix[i]
            best, best_root = None, None
            for r in range(i, j):
                candidate = cost[i][r] + cost[r + 1][j]
                if best is None or candidate < best:
                    best, best_root = candidate, r
            cost[i][j] = best + weight
            root[i][j] = best_root
    return cost, root


def optimal_cost(keys, freqs):
    """Minimal total of freq * depth (root at depth 1) over all BSTs of the keys."""
    cost, _ = cost_tables(keys, freqs)
    return cost[0][len(keys)]


def build_tree(keys, freqs):
    """The optimal tree itself, rebuilt recursively from the root table."""
    _, root = cost_tables(keys, freqs)

    def build(i, j):
        if i >= j:
            return None
        r = root[i][j]
        return Node(keys[r], build(i, r), build(r + 1, j))

    return build(0, len(keys))


def search_cost(node, freq_of, depth=1):
    """freq * depth summed over a given tree; freq_of maps key -> frequency."""
    if node is None:
        return 0
    return (freq_of[node.key] * depth + search_cost(node.left, freq_of, depth + 1)
            + search_cost(node.right, freq_of, depth + 1))


def inorder(node):
    if node is None:
        return []
    return inorder(node.left) + [node.key] + inorder(node.right)


def height(node):
    if node is None:
        return 0
    return 1 + max(height(node.left), height(node.right))
