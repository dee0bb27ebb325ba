import pytest

from stock_trades import (
    best_single_trade,
    max_profit_k,
    max_profit_unlimited,
    max_profit_with_cooldown,
    max_profit_with_fee,
)

PRICES = [7, 1, 5, 3, 6, 4]


def test_best_single_trade():
    assert best_single_trade(PRICES) == (1, 4, 5)


def test_no_gain_no_trade():
    assert best_single_trade([9, 7, 4, 1]) is None
    assert best_single_trade([]) is None


@pytest.mark.parametrize(
    "prices, profit", [(PRICES, 7), ([1, 2, 3, 4, 5], 4), ([5, 4, 3], 0), ([3, 8, 2, 9, 1, 4], 15)]
)
def test_max_profit_unlimited(prices, profit):
    assert max_profit_unlimited(prices) == profit


@pytest.mark.parametrize("k, profit", [(0, 0), (1, 4), (2, 6), (3, 8)])
def test_max_profit_k(k, profit):
    assert max_profit_k([3, 3, 5, 0, 0, 3, 1, 4], k) == profit


def test_many_trades_allowed():
    assert max_profit_k(PRICES, 10) == 7


def test_negative_k():
    with pytest.raises(ValueError):
        max_profit_k(PRICES, -1)


def test_max_profit_with_fee():
    assert max_profit_with_fee([1, 3, 2, 8, 4, 9], 2) == 8


def test_max_profit_with_cooldown():
    assert max_profit_with_cooldown([1, 2, 3, 0, 2]) == 3
