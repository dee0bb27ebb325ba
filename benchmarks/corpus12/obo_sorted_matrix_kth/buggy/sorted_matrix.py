"""Search a matrix whose rows and columns are both sorted in ascending order."""

import heapq


class SortedMatrix:
    def __init__(self, rows):
        if not rows or not rows[0]:
            raise ValueError("matrix must have at least one row and one column")
        width = len(rows[0])
        if any(len(row) != width for row in rows):
            raise ValueError("rows must all have the same length")
        for r, row in enumerate(rows):
            for c, value in enumerate(row):
                if c and row[c - 1] > value or r and rows[r - 1][c] > value:
                    raise ValueError(f"matrix is not sorted at ({r}, {c})")
        self.rows = [list(row) for row in rows]
        self.height = len(rows)
        self.width = width

    def find(self, target):
        """(row, col) of target by a staircase walk from the top-right corner, or None."""
        row, col = 0, self.width - 1
        while row < self.height and col >= 0:
            value = self.rows[row][col]
            if value == target:
                return row, col
            if value > target:
                col -= 1
            else:
                row += 1
        return None

    def __contains__(self, target):
        return self.find(target) is not None

    def count_at_most(self, bound):
        """How many entries are <= bound, walking up from the bottom-left corner."""
        count = 0
        row, col = self.height - 1, 0
        while row >= 0 and col < self.width:
            if self.rows[row][col] <= bound:
                count += row + 1
                col += 1
            else:
                row -= 1
        return count

    def kth_smallest(self, k):
        """The k-th smallest entry (1-based), by binary search over the value range."""
        if not 1 <= k <= self.height * self.width:
            raise IndexError("k out of range")
        lo, hi = self.rows[0][0], self.rows[-1][-1]
        while lo < hi:
            mid = (lo + hi) // 2
            if self.count_at_most(mid) < k:
                lo = mid
            else:
                hi = mid
        return lo

    def median(self):
        """The lower median of all entries."""
        return self.kth_smallest((self.height * self.width + 1) // 2)

    def flatten(self):
        """All entries in ascending order, merging the sorted rows with a heap."""
        return list(heapq.merge(*self.rows))

    def smallest_k(self, k):
        """The k smallest entries in ascending order."""
        return heapq.nsmallest(k, self.flatten())
