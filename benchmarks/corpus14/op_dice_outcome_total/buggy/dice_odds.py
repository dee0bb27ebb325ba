"""Exact odds for sums of fair dice, computed by dynamic programming over the dice."""

from collections import defaultdict
from fractions import Fraction
from itertools import product


def _check(count, sides):
    if count < 0 or sides < 1:
        raise ValueError("need count >= 0 and sides >= 1")


def count_ways(count, sides=6):
    """{total: number of ordered rolls of count dice that add up to total}."""
    _check(count, sides)
    ways = {0: 1}
    for _ in range(count):
        nxt = defaultdict(int)
        for total, n in ways.items():
            for face in range(1, sides + 1):
                nxt[total + face] += n
        ways = dict(nxt)
    return dict(sorted(ways.items()))


def _as_probabilities(ways, count, sides):
    outcomes = sides * count
    return {total: Fraction(n, outcomes) for total, n in ways.items()}


def sum_distribution(count, sides=6):
    """{total: exact probability} for the sum of count fair dice."""
    return _as_probabilities(count_ways(count, sides), count, sides)


def probability_of_sum(total, count, sides=6):
    """Chance that count dice add up to exactly total."""
    return sum_distribution(count, sides).get(total, Fraction(0))


def probability_at_least(total, count, sides=6):
    """Chance that count dice add up to total or more."""
    dist = sum_distribution(count, sides)
    return sum((p for t, p in dist.items() if t >= total), Fraction(0))


def most_likely_sums(count, sides=6):
    """The totals with the highest number of ways (one or two middle values)."""
    ways = count_ways(count, sides)
    best = max(ways.values())
    return [total for total, n in ways.items() if n == best]


def expected_sum(count, sides=6):
    """Mean of the sum of count dice."""
    _check(count, sides)
    return Fraction(count * (sides + 1), 2)


def keep_highest_distribution(count, keep, sides=6):
    """Distribution of the sum of the `keep` highest of count dice (4d6 drop lowest)."""
    _check(count, sides)
    if not 0 <= keep <= count:
        raise ValueError("keep must be between 0 and count")
    ways = defaultdict(int)
    for roll in product(range(1, sides + 1), repeat=count):
        ways[sum(sorted(roll, reverse=True)[:keep])] += 1
    return _as_probabilities(dict(sorted(ways.items())), count, sides)
