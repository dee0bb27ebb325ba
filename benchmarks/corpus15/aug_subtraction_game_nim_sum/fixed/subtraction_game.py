"""Sprague-Grundy values of subtraction games played on several heaps.

In the subtraction game with move set S a player removes s tokens (s in S) from one
heap; the player who cannot move loses. Several heaps are a sum of games, won by the
player to move exactly when the XOR of the heaps' Grundy values is not zero.
"""


def mex(values):
    """The smallest non-negative integer not in values."""
    m = 0
    while m in values:
        m += 1
    return m


class SubtractionGame:
    """A subtraction game with a finite set of positive moves."""

    def __init__(self, moves):
        moves = sorted(set(moves))
        if not moves or moves[0] <= 0:
            raise ValueError("moves must be positive integers")
        self.moves = tuple(moves)
        self._grundy = {}

    def grundy(self, n):
        """The Grundy value of a single heap of n tokens (memoized recursion)."""
        if n < 0:
            raise ValueError("heap sizes are non-negative")
        if n in self._grundy:
            return self._grundy[n]
        options = {self.grundy(n - m) for m in self.moves if m <= n}
        value = mex(options)
        self._grundy[n] = value
        return value

    def sequence(self, count):
        """The Grundy values of heaps 0 .. count - 1."""
        return [self.grundy(n) for n in range(count)]

    def losing_heaps(self, limit):
        """The single-heap positions up to limit that lose for the player to move."""
        return [n for n in range(limit + 1) if self.grundy(n) == 0]

    def nim_sum(self, heaps):
        """The XOR of the Grundy values of all heaps."""
        total = 0
        for heap in heaps:
            total ^= self.grundy(heap)
        return total

    def first_player_wins(self, heaps):
        """True if the player to move wins the sum of games with best play."""
        return self.nim_sum(heaps) != 0

    def winning_moves(self, heaps):
        """Every (heap index, tokens taken) that leaves the opponent a losing position."""
        total = self.nim_sum(heaps)
        if total == 0:
            return []
        found = []
        for index, heap in enumerate(heaps):
            want = total ^ self.grundy(heap)
            for m in self.moves:
                if m <= heap and self.grundy(heap - m) == want:
                    found.append((index, m))
        return found

    def play(self, heaps, move):
        """The heaps after taking move[1] tokens from heap move[0]."""
        index, take = move
        if take not in self.moves or take > heaps[index]:
            raise ValueError(f"illegal move {move}")
        return heaps[:index] + [heaps[index] - take] + heaps[index + 1:]
