"""Making change with the fewest coins (dynamic programming), and the greedy method."""

import math


def _table(coins, amount):
    if amount < 0:
        raise ValueError("amount must not be negative")
    if any(coin <= 0 for coin in coins):
        raise ValueError("coin values must be positive")
    best = [1] + [math.inf] * amount
    last = [None] * (amount + 1)
    for value in range(1, amount + 1):
        for coin in coins:
            if coin <= value and best[value - coin] + 1 < best[value]:
                best[value] = best[value - coin] + 1
                last[value] = coin
    return best, last


def min_coins(coins, amount):
    """The fewest coins that add up to amount, or -1 if no combination does."""
    best = _table(coins, amount)[0][amount]
    return -1 if best == math.inf else best


def change(coins, amount):
    """The coins of a fewest-coin change, largest first, or None if there is none."""
    best, last = _table(coins, amount)
    if best[amount] == math.inf:
        return None
    used = []
    while amount:
        used.append(last[amount])
        amount -= last[amount]
    return sorted(used, reverse=True)


def greedy_change(coins, amount):
    """Largest coin first while it fits; None if that leaves a remainder."""
    used = []
    for coin in sorted(coins, reverse=True):
        count, amount = divmod(amount, coin)
        used += [coin] * count
    return used if amount == 0 else None


def greedy_is_optimal(coins, limit):
    """Whether the greedy method gives a fewest-coin change for every amount up to limit."""
    best = _table(coins, limit)[0]
    for amount in range(limit + 1):
        greedy = greedy_change(coins, amount)
        if greedy is None or len(greedy) != best[amount]:
            return False
    return True
