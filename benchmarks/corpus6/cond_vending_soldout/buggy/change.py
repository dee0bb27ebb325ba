"""Making change from a limited coin float."""

from __future__ import annotations

from collections import Counter

COINS = (200, 100, 50, 20, 10, 5)


class NoChange(Exception):
    pass


def make_change(amount: int, float_: Counter) -> Counter:
    """Coins for amount from float_ (largest first); the float is only changed on success."""
    given: Counter = Counter()
    remaining = amount
    for coin in COINS:
        take = min(remaining // coin, float_[coin])
        if take:
            given[coin] = take
            remaining -= take * coin
    if remaining:
        raise NoChange(f"cannot give {amount} in change")
    float_.subtract(given)
    return given
