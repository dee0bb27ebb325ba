"""Five-card poker hands: parsing, classification and comparison."""

from __future__ import annotations

from collections import Counter
from enum import IntEnum
from functools import total_ordering

RANKS = "23456789TJQKA"
SUITS = "cdhs"


class Category(IntEnum):
    HIGH_CARD = 0
    PAIR = 1
    TWO_PAIR = 2
    TRIPS = 3
    STRAIGHT = 4
    FLUSH = 5
    FULL_HOUSE = 6
    QUADS = 7
    STRAIGHT_FLUSH = 8


def parse_card(text: str) -> tuple[int, str]:
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError(f"bad card {text!r}")
    return RANKS.index(text[0]) + 2, text[1]


@total_ordering
class Hand:
    def __init__(self, text: str) -> None:
        cards = [parse_card(c) for c in text.split()]
        if len(cards) != 5 or len(set(cards)) != 5:
            raise ValueError("a hand is five different cards")
        self.text = text
        self.cards = cards

    def key(self) -> tuple[Category, tuple[int, ...]]:
        ranks = sorted((r for r, _ in self.cards), reverse=True)
        counts = Counter(ranks)
        groups = sorted(counts.items(), key=lambda item: (item[1], item[0]), reverse=True)
        grouped = tuple(rank for rank, _ in groups)
        shape = sorted(counts.values(), reverse=True)
        flush = len({s for _, s in self.cards}) == 1
        if ranks == [14, 5, 4, 3, 2]:
            ranks, grouped = [5, 4, 3, 2, 1], (5, 4, 3, 2, 1)
        straight = len(counts) == 5 and ranks[0] - ranks[4] == 4
        if straight and flush:
            category = Category.STRAIGHT_FLUSH
        elif shape == [4, 1]:
            category = Category.QUADS
        elif shape == [3, 2]:
            category = Category.FULL_HOUSE
        elif flush:
            category = Category.FLUSH
        elif straight:
            category = Category.STRAIGHT
        elif shape == [3, 1, 1]:
            category = Category.TRIPS
        elif shape == [2, 2, 1]:
            category = Category.TWO_PAIR
        elif shape == [2, 1, 1, 1]:
            category = Category.PAIR
        else:
            category = Category.HIGH_CARD
        return category, tuple(ranks)

    @property
    def category(self) -> Category:
        return self.key()[0]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Hand) and self.key() == other.key()

    def __lt__(self, other: Hand) -> bool:
        return self.key() < other.key()

    def __repr__(self) -> str:
        return f"Hand({self.text!r})"


def winners(hands: list[str]) -> list[str]:
    """The best hand(s); ties return every tied hand in input order."""
    parsed = [Hand(h) for h in hands]
    best = max(parsed)
    return [h.text for h in parsed if h == best]


def describe(text: str) -> str:
    return Hand(text).category.name.replace("_", " ").lower()
