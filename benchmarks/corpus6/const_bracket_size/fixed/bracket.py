"""Single-elimination tournament brackets with seeding and byes."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass


def bracket_size(entrants: int) -> int:
    """The smallest power of two that holds every entrant."""
    if entrants < 1:
        raise ValueError("a tournament needs at least one entrant")
    size = 1
    while size < entrants:
        size *= 2
    return size


def seed_order(size: int) -> list[int]:
    """Seeds in bracket order, so that seeds 1 and 2 can only meet in the final."""
    if size == 1:
        return [1]
    previous = seed_order(size // 2)
    order = []
    for seed in previous:
        order += [seed, size + 1 - seed]
    return order


@dataclass
class Match:
    home: str | None
    away: str | None
    winner: str | None = None

    @property
    def is_bye(self) -> bool:
        return self.home is None or self.away is None


def first_round(players: list[str]) -> list[Match]:
    """Pair players (best seed first) into the first round; missing seeds are byes."""
    size = bracket_size(len(players))
    if size == 1:
        return [Match(players[0], None, players[0])]
    slots = [players[s - 1] if s <= len(players) else None for s in seed_order(size)]
    matches = []
    for i in range(0, size, 2):
        match = Match(slots[i], slots[i + 1])
        if match.is_bye:
            match.winner = match.home or match.away
        matches.append(match)
    return matches


def play(players: list[str], pick: Callable[[str, str], str]) -> list[list[Match]]:
    """Every round of the tournament, deciding each real match with pick."""
    rounds = [first_round(players)]
    while len(rounds[-1]) > 1 or rounds[-1][0].winner is None:
        current = rounds[-1]
        for match in current:
            if match.winner is None:
                match.winner = pick(match.home, match.away)
        if len(current) == 1:
            break
        rounds.append([Match(a.winner, b.winner) for a, b in zip(current[::2], current[1::2],
                                                                   strict=True)])
    return rounds


def champion(players: list[str], pick: Callable[[str, str], str]) -> str:
    return play(players, pick)[-1][0].winner


def round_names(rounds: int) -> list[str]:
    named = {1: "Final", 2: "Semi-finals", 3: "Quarter-finals"}
    return [named.get(rounds - i, f"Round {i + 1}") for i in range(rounds)]


def by_seed(players: list[str]) -> Callable[[str, str], str]:
    """A pick function under which the better seed always wins."""
    rank = {name: i for i, name in enumerate(players)}
    return lambda a, b: a if rank[a] < rank[b] else b
