import pytest

from min_coins import change, greedy_change, greedy_is_optimal, min_coins


@pytest.mark.parametrize(
    "coins, amount, count",
    [([1, 2, 5], 11, 3), ([2], 3, -1), ([1], 0, 0), ([1, 3, 4], 6, 2), ([5, 10, 25], 30, 2)],
)
def test_min_coins(coins, amount, count):
    assert min_coins(coins, amount) == count


def test_impossible_amounts():
    assert min_coins([4, 6], 7) == -1
    assert change([4, 6], 7) is None


def test_change():
    assert change([1, 3, 4], 6) == [3, 3]
    assert change([1, 5, 10, 25], 63) == [25, 25, 10, 1, 1, 1]


def test_change_of_nothing():
    assert change([2, 3], 0) == []


def test_greedy_change():
    assert greedy_change([1, 3, 4], 6) == [4, 1, 1]
    assert greedy_change([5, 2], 3) is None


def test_greedy_is_optimal():
    assert greedy_is_optimal([1, 5, 10, 25], 100) is True
    assert greedy_is_optimal([1, 3, 4], 20) is False


def test_bad_input():
    with pytest.raises(ValueError):
        min_coins([1, 2], -3)
    with pytest.raises(ValueError):
        min_coins([0, 1], 4)
