"""High-score table for the arcade cabinet."""


def _rank_key(entry: tuple[int, str]) -> tuple[int, str]:
    score, name = entry
    return -score, name


class Leaderboard:
    """Best score per player."""

    def __init__(self) -> None:
        self._best: dict[str, int] = {}

    def submit(self, name: str, score: int) -> bool:
        """Record a score; True if it is the player's new best."""
        if score < 0:
            raise ValueError("score must not be negative")
        if score > self._best.get(name, -1):
            self._best[name] = score
            return True
        return False

    def top(self, n: int = 3) -> list[tuple[int, str]]:
        """The n best (score, name) entries, highest first, ties by name."""
        entries = [(score, name) for name, score in self._best.items()]
        ordered = entries
        return ordered[:n]

    def rank_of(self, name: str) -> int:
        """1-based position of the player in the full table."""
        names = [entry[1] for entry in self.top(len(self._best))]
        return names.index(name) + 1
