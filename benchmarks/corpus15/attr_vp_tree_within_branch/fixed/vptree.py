"""Vantage-point tree for nearest-neighbour and radius queries in a metric space."""

import heapq
import math


def euclidean(a, b):
    return math.dist(a, b)


class _Node:
    __slots__ = ("point", "radius", "inside", "outside")

    def __init__(self, point):
        self.point = point
        self.radius = 0.0
        self.inside = None
        self.outside = None


class VPTree:
    """Each node splits the remaining points by their distance to its vantage point."""

    def __init__(self, points, distance=euclidean):
        self.distance = distance
        self._size = len(points)
        self.root = self._build(list(points))

    def __len__(self):
        return self._size

    def _build(self, points):
        if not points:
            return None
        node = _Node(points[0])
        rest = points[1:]
        if not rest:
            return node
        dists = [self.distance(node.point, p) for p in rest]
        node.radius = sorted(dists)[len(dists) // 2]
        node.inside = self._build([p for p, d in zip(rest, dists) if d < node.radius])
        node.outside = self._build([p for p, d in zip(rest, dists) if d >= node.radius])
        return node

    def depth(self):
        def walk(node):
            return 0 if node is None else 1 + max(walk(node.inside), walk(node.outside))
        return walk(self.root)

    def nearest(self, query, k=1):
        """The k closest points as (distance, point) pairs, closest first."""
        if k < 1:
            raise ValueError("k must be positive")
        heap = []  # max-heap of (-distance, tiebreak, point)
        self._knn(self.root, query, k, heap)
        return [(-d, p) for d, _, p in sorted(heap, reverse=True)]

    def _knn(self, node, query, k, heap):
        if node is None:
            return
        d = self.distance(query, node.point)
        entry = (-d, -len(heap), node.point)
        if len(heap) < k:
            heapq.heappush(heap, entry)
        elif d < -heap[0][0]:
            heapq.heapreplace(heap, entry)
        first, second = node.inside, node.outside
        if d >= node.radius:
            first, second = second, first
        self._knn(first, query, k, heap)
        tau = -heap[0][0] if len(heap) == k else math.inf
        if abs(d - node.radius) <= tau:
            self._knn(second, query, k, heap)

    def within(self, query, r):
        """Every point at distance <= r from query, as sorted (distance, point) pairs."""
        found = []
        self._within(self.root, query, r, found)
        return sorted(found)

    def _within(self, node, query, r, found):
        if node is None:
            return
        d = self.distance(query, node.point)
        if d <= r:
            found.append((d, node.point))
        if d - r < node.radius:
            self._within(node.inside, query, r, found)
        if d + r >= node.radius:
            self._within(node.outside, query, r, found)

    def __iter__(self):
        stack = [self.root]
        while stack:
            node = stack.pop()
            if node is not None:
                yield node.point
                stack.extend((node.outside, node.inside))
