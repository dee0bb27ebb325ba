"""A Fenwick (binary indexed) tree: prefix sums with point updates in O(log n)."""


class FenwickTree:
    """Sums over the first k values of a list of n numbers, indexed from 0."""

    def __init__(self, n_or_values):
        if isinstance(n_or_values, int):
            values = [0] * n_or_values
        else:
            values = list(n_or_values)
        self.n = len(values)
        self._values = [0] * self.n
        self._tree = [0] * (self.n + 1)
        for index, value in enumerate(values):
            self.set(index, value)

    def __len__(self):
        return self.n

    def _check(self, index):
        if not 0 <= index < self.n:
            raise IndexError(f"index {index} out of range for {self.n} values")

    def add(self, index, delta):
        """Add delta to the value at index."""
        self._check(index)
        self._values[index] += delta
        i = index + 1
        while i <= self.n:
            self._tree[i] += delta
            i += i & -i

    def set(self, index, value):
        self.add(index, value - self.value(index))

    def value(self, index):
        self._check(index)
        return self._values[index]

    def prefix_sum(self, count):
        """The sum of the first count values."""
        if not 0 <= count <= self.n:
            raise IndexError(f"count {count} out of range")
        total = 0
        i = count
        while i > 0:
            total += self._tree[i]
            i = i & -i
        return total

    def range_sum(self, start, stop):
        """The sum of the values at start..stop-1."""
        return self.prefix_sum(stop) - self.prefix_sum(start)

    def find_prefix(self, target):
        """The fewest leading values whose sum reaches target (values must be non-negative)."""
        pos, remaining = 0, target
        step = 1 << self.n.bit_length()
        while step:
            nxt = pos + step
            if nxt <= self.n and self._tree[nxt] < remaining:
                pos = nxt
                remaining -= self._tree[nxt]
            step >>= 1
        if pos >= self.n:
            raise ValueError("the values never reach the target")
        return pos + 1
