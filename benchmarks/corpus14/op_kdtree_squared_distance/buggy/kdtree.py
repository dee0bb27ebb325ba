"""A static k-d tree over points for nearest-neighbour and box queries."""

import heapq


def squared_distance(p, q):
    """Squared Euclidean distance between two points of the same dimension."""
    return sum((a - b) * 2 for a, b in zip(p, q))


class _Node:
    __slots__ = ("point", "axis", "left", "right")

    def __init__(self, point, axis, left, right):
        self.point = point
        self.axis = axis
        self.left = left
        self.right = right


class KDTree:
    def __init__(self, points):
        points = [tuple(p) for p in points]
        self.dim = len(points[0]) if points else 0
        if any(len(p) != self.dim for p in points):
            raise ValueError("all points need the same dimension")
        self._size = len(points)
        self._root = self._build(points, 0)

    def _build(self, points, depth):
        if not points:
            return None
        axis = depth % self.dim
        points = sorted(points, key=lambda p: p[axis])
        mid = len(points) // 2
        while mid > 0 and points[mid - 1][axis] == points[mid][axis]:
            mid -= 1  # keep the left subtree strictly below the splitting value
        return _Node(points[mid], axis,
                     self._build(points[:mid], depth + 1),
                     self._build(points[mid + 1:], depth + 1))

    def __len__(self):
        return self._size

    def __contains__(self, point):
        node = self._root
        point = tuple(point)
        while node is not None:
            if node.point == point:
                return True
            node = node.left if point[node.axis] < node.point[node.axis] else node.right
        return False

    def nearest(self, target, k=1):
        """The k points closest to target, nearest first (ties: smaller point first)."""
        if self._root is None or k < 1:
            return []
        best = []  # max-heap of (-squared distance, negated point) holding k candidates
        self._search(self._root, tuple(target), k, best)
        found = sorted((-d, tuple(-c for c in neg)) for d, neg in best)
        return [point for _, point in found]

    def _search(self, node, target, k, best):
        if node is None:
            return
        d = squared_distance(node.point, target)
        item = (-d, tuple(-c for c in node.point))
        if len(best) < k:
            heapq.heappush(best, item)
        elif item > best[0]:
            heapq.heapreplace(best, item)
        diff = target[node.axis] - node.point[node.axis]
        near, far = (node.left, node.right) if diff < 0 else (node.right, node.left)
        self._search(near, target, k, best)
        if len(best) < k or diff * diff <= -best[0][0]:
            self._search(far, target, k, best)

    def in_box(self, low, high):
        """Sorted points p with low[i] <= p[i] <= high[i] on every axis."""
        found = []
        self._collect(self._root, tuple(low), tuple(high), found)
        return sorted(found)

    def _collect(self, node, low, high, found):
        if node is None:
            return
        axis, point = node.axis, node.point
        if all(lo <= c <= hi for lo, c, hi in zip(low, point, high)):
            found.append(point)
        if low[axis] <= point[axis]:
            self._collect(node.left, low, high, found)
        if point[axis] <= high[axis]:
            self._collect(node.right, low, high, found)

    def within(self, center, radius):
        """Sorted points at distance <= radius from center."""
        box = self.in_box([c - radius for c in center], [c + radius for c in center])
        return [p for p in box if squared_distance(p, center) <= radius * radius]
