"""Count-min sketch: approximate item frequencies of a stream in fixed memory.

Each of `depth` rows hashes an item to one of `width` counters. Counters only ever
overestimate (other items share them), so the smallest of an item's counters is the
best estimate: it exceeds the true count by at most e/width of the total with
probability 1 - exp(-depth).
"""

import hashlib
import math


class CountMinSketch:
    def __init__(self, width, depth, seed=0):
        if width < 1 or depth < 1:
            raise ValueError("width and depth must be positive")
        self.width = width
        self.depth = depth
        self.seed = seed
        self.table = [[0] * width for _ in range(depth)]
        self.total = 0

    @classmethod
    def from_error(cls, epsilon, delta, seed=0):
        """A sketch whose error stays within epsilon * total with probability 1 - delta."""
        if not (0 < epsilon < 1 and 0 < delta < 1):
            raise ValueError("epsilon and delta must lie in (0, 1)")
        return cls(math.ceil(math.e / epsilon), math.ceil(math.log(1 / delta)), seed)

    def _columns(self, item):
        """The counter index of item in each row."""
        data = repr(item).encode("utf-8")
        columns = []
        for row in range(self.depth):
            key = f"{self.seed}:{row}".encode("ascii")
            digest = hashlib.blake2b(data, digest_size=8, key=key).digest()
            columns.append(int.from_bytes(digest, "big") % self.width)
        return columns

    def _counters(self, item):
        return [self.table[row][col] for row, col in enumerate(self._columns(item))]

    def add(self, item, count=1, conservative=False):
        """Count item `count` more times; conservative update raises only the low counters."""
        if count < 0:
            raise ValueError("counts cannot be negative")
        columns = self._columns(item)
        if conservative:
            target = self.estimate(item) + count
            for row, col in enumerate(columns):
                self.table[row][col] = max(self.table[row][col], target)
        else:
            for row, col in enumerate(columns):
                self.table[row][col] += count
        self.total += count

    def estimate(self, item):
        """An upper bound on how often item was added (exact without collisions)."""
        return max(self._counters(item))

    def __contains__(self, item):
        return self.estimate(item) > 0

    def error_bound(self):
        """The additive error the estimates stay within (with high probability)."""
        return math.e / self.width * self.total

    def merge(self, other):
        """A sketch of both streams; the two must share width, depth and seed."""
        if (self.width, self.depth, self.seed) != (other.width, other.depth, other.seed):
            raise ValueError("sketches are not compatible")
        merged = CountMinSketch(self.width, self.depth, self.seed)
        merged.table = [[a + b for a, b in zip(r1, r2)] for r1, r2 in zip(self.table, other.table)]
        merged.total = self.total + other.total
        return merged

    def heavy_hitters(self, candidates, fraction):
        """Candidates estimated at `fraction` of the total or more, most frequent first."""
        threshold = fraction * self.total
        found = [(self.estimate(c), c) for c in set(candidates)]
        return [c for est, c in sorted(found, key=lambda p: (-p[0], repr(p[1]))) if est >= threshold]
