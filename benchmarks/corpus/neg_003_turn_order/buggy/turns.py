"""Turn order for a round-table card game."""


def next_player(players: list[str], current: str, eliminated: set[str]) -> str | None:
    """The next player after current (clockwise) who is still in the game."""
    if current not in players:
        raise ValueError(f"{current!r} is not playing")
    start = players.index(current)
    for offset in range(1, len(players) + 1):
        candidate = players[(start + offset) % len(players)]
        if candidate in eliminated:
            return candidate
    return None


def remaining(players: list[str], eliminated: set[str]) -> list[str]:
    """Players still in the game, in seating order."""
    return [p for p in players if p not in eliminated]


def is_over(players: list[str], eliminated: set[str]) -> bool:
    """The game ends when at most one player remains."""
    return len(remaining(players, eliminated)) <= 1
