from fractions import Fraction

import pytest

from dice_odds import (count_ways, expected_sum, keep_highest_distribution, most_likely_sums,
                       probability_at_least, probability_of_sum, sum_distribution)


def test_count_ways_two_dice():
    ways = count_ways(2)
    assert ways[7] == 6
    assert ways[2] == ways[12] == 1
    assert sum(ways.values()) == 36


def test_count_ways_zero_dice():
    assert count_ways(0) == {0: 1}


def test_single_die_is_uniform():
    assert sum_distribution(1, 4) == {t: Fraction(1, 4) for t in range(1, 5)}


@pytest.mark.parametrize("count, sides", [(2, 6), (3, 6), (4, 4)])
def test_distribution_sums_to_one(count, sides):
    assert sum(sum_distribution(count, sides).values()) == 1


@pytest.mark.parametrize(
    "total, count, expected",
    [(7, 2, Fraction(1, 6)), (10, 3, Fraction(1, 8)), (3, 3, Fraction(1, 216)), (1, 2, 0)],
)
def test_probability_of_sum(total, count, expected):
    assert probability_of_sum(total, count) == expected


def test_probability_at_least():
    assert probability_at_least(11, 2) == Fraction(1, 12)
    assert probability_at_least(1, 1) == 1


def test_most_likely_and_expected():
    assert most_likely_sums(2) == [7]
    assert most_likely_sums(3) == [10, 11]
    assert expected_sum(3) == Fraction(21, 2)


def test_keep_highest_three_of_four():
    dist = keep_highest_distribution(4, 3)
    assert dist[18] == Fraction(21, 1296)
    assert dist[3] == Fraction(1, 1296)


def test_invalid_arguments():
    with pytest.raises(ValueError):
        count_ways(-1)
    with pytest.raises(ValueError):
        keep_highest_distribution(2, 3)
