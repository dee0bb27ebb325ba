import pytest
from rod_cutting import best_cuts, best_revenue, revenue_table

# price of a piece of length 1, 2, ..., 10
PRICES = [1, 5, 8, 9, 10, 17, 17, 20, 24, 30]


def test_revenue_table():
    assert revenue_table(PRICES, 10) == [0, 1, 5, 8, 10, 13, 17, 18, 22, 25, 30]


def test_best_revenue():
    assert best_revenue(PRICES, 4) == 10
    assert best_revenue(PRICES, 1) == 1
    assert best_revenue([2], 1) == 2


def test_rod_longer_than_the_price_list():
    assert best_revenue([3, 5], 6) == 18
    assert best_revenue([1, 2, 3], 4) == 4


def test_cut_cost():
    assert [best_revenue(PRICES, n, cut_cost=1) for n in (4, 7, 10)] == [9, 17, 30]
    assert best_revenue(PRICES, 5, cut_cost=3) == 10
    assert best_revenue([2, 5, 9, 10], 8, cut_cost=2) == 19


def test_best_cuts():
    assert best_cuts(PRICES, 4) == [2, 2]
    assert best_cuts(PRICES, 7) == [1, 6]
    assert best_cuts(PRICES, 10) == [10]
    assert best_cuts(PRICES, 8, cut_cost=3) == [8]


@pytest.mark.parametrize("cut_cost", [0, 1, 4])
def test_cuts_earn_the_best_revenue(cut_cost):
    for length in range(1, 13):
        pieces = best_cuts(PRICES, length, cut_cost)
        assert sum(pieces) <= length
        cuts = len(pieces) - (sum(pieces) == length)
        earned = sum(PRICES[p - 1] for p in pieces) - cut_cost * cuts
        assert earned == best_revenue(PRICES, length, cut_cost)


def test_zero_length_and_no_prices():
    assert best_revenue(PRICES, 0) == 0
    assert best_cuts(PRICES, 0) == []
    assert best_revenue([], 5) == 0
    assert revenue_table([], 2) == [0, 0, 0]


def test_negative_length_is_rejected():
    with pytest.raises(ValueError):
        best_revenue(PRICES, -1)
