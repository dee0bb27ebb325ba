"""A min-max heap: a double-ended priority queue in one array.

Levels alternate: elements on even levels (the root's) are no larger than anything
below them, elements on odd levels are no smaller. The minimum is the root and the
maximum is one of its children, so both ends can be read and removed in O(log n).
"""

import operator


class MinMaxHeap:
    """Levels 0, 2, 4, ... are min levels (index i is on level (i + 1).bit_length() - 1)."""

    def __init__(self, items=()):
        self.items = list(items)
        for i in reversed(range(len(self.items) // 2)):
            self._trickle_down(i)

    def __len__(self):
        return len(self.items)

    def _trickle_down(self, i):
        """Move items[i] down until both alternating level orders hold again."""
        a = self.items
        better = operator.lt if (i + 1).bit_length() % 2 else operator.gt
        below = [j for j in (2 * i + 1, 2 * i + 2, 4 * i + 3, 4 * i + 4, 4 * i + 5, 4 * i + 6)
                 if j < len(a)]
        if not below:
            return
        m = below[0]
        for j in below[1:]:
            if better(a[j], a[m]):
                m = j
        if not better(a[m], a[i]):
            return
        a[i], a[m] = a[m], a[i]
        if m > 2 * i + 2:
            parent = (m - 1) // 2
            if better(a[m], a[parent]):
                a[parent], a[m] = a[m], a[parent]
            self._trickle_down(m)

    def _bubble_up(self, i):
        """Move a new items[i] up: first to the right kind of level, then by grandparents."""
        a = self.items
        if i == 0:
            return
        parent = (i - 1) // 2
        better = operator.lt if (i + 1).bit_length() % 2 else operator.gt
        if better(a[parent], a[i]):
            a[i], a[parent] = a[parent], a[i]
            i, better = parent, (operator.gt if better is operator.lt else operator.lt)
        while i > 2 and better(a[i], a[(i - 3) // 4]):
            grand = (i - 3) // 4
            a[i], a[grand] = a[grand], a[i]
            i = grand

    def push(self, value):
        self.items.append(value)
        self._bubble_up(len(self.items) - 1)

    def _max_index(self):
        if not self.items:
            raise IndexError("empty heap")
        return max(range(min(3, len(self.items))), key=self.items.__getitem__)

    def _pop_at(self, i):
        last = self.items.pop()
        if i == len(self.items):
            return last
        value, self.items[i] = self.items[i], last
        self._trickle_down(i)
        return value

    def pop_min(self):
        if not self.items:
            raise IndexError("empty heap")
        return self._pop_at(0)

    def pop_max(self):
        return self._pop_at(self._max_index())

    def bounds(self):
        """(smallest, largest) without removing them."""
        return self.items[0], self.items[self._max_index()]
