"""Darts 501: scoring single throws and finding checkouts (finish on a double)."""

from __future__ import annotations

from functools import cache

SEGMENTS = range(1, 20)
BULL, OUTER_BULL = 50, 25


def _throws() -> list[tuple[str, int]]:
    throws = []
    for n in SEGMENTS:
        throws += [(f"T{n}", 3 * n), (f"D{n}", 2 * n), (f"S{n}", n)]
    throws += [("BULL", BULL), ("25", OUTER_BULL)]
    return sorted(throws, key=lambda t: (-t[1], t[0]))


THROWS = _throws()
DOUBLES = [t for t in THROWS if t[0].startswith("D") or t[0] == "BULL"]


def score(throw: str) -> int:
    for name, value in THROWS:
        if name == throw.upper():
            return value
    raise ValueError(f"unknown throw {throw!r}")


@cache
def checkout(remaining: int, darts: int = 3) -> tuple[str, ...] | None:
    """The shortest finish for remaining with at most darts darts, ending on a double."""
    if remaining <= 1 or darts == 0:
        return None
    for name, value in DOUBLES:
        if value == remaining:
            return (name,)
    best = None
    for name, value in THROWS:
        if value >= remaining - 1:
            continue
        rest = checkout(remaining - value, darts - 1)
        if rest is not None and (best is None or len(rest) + 1 < len(best)):
            best = (name, *rest)
    return best


def apply_turn(remaining: int, throws: list[str]) -> int:
    """The score left after a turn; a bust (below 2, or 0 not on a double) leaves it unchanged."""
    left = remaining
    for throw in throws:
        left -= score(throw)
        if left == 0:
            return 0 if throw.upper().startswith("D") or throw.upper() == "BULL" else remaining
        if left < 2:
            return remaining
    return left


def is_bogey(remaining: int) -> bool:
    """Scores of 170 or less that cannot be checked out with three darts."""
    return remaining <= 170 and checkout(remaining) is None


def three_dart_average(turns: list[list[str]]) -> float:
    """Average score per three darts over the darts thrown."""
    darts = sum(len(turn) for turn in turns)
    if darts == 0:
        return 0.0
    total = sum(score(throw) for turn in turns for throw in turn)
    return round(3 * total / darts, 2)


def play_leg(turns: list[list[str]], start: int = 501) -> list[int]:
    """The score left after each turn of a leg, stopping at a finish."""
    left, history = start, []
    for turn in turns:
        left = apply_turn(left, turn)
        history.append(left)
        if left == 0:
            break
    return history
