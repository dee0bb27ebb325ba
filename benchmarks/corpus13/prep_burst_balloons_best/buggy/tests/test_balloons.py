import pytest

from balloons import brute_force_max, burst_order, coins_for_order, max_coins


def test_small_counts():
    assert max_coins([]) == 0
    assert max_coins([7]) == 7
    assert max_coins([2, 3]) == 9


@pytest.mark.parametrize(
    "nums, expected",
    [([3, 1, 5, 8], 167), ([1, 5], 10), ([9, 76, 64, 21], 116718), ([2, 4, 3], 33)],
)
def test_max_coins_known_answers(nums, expected):
    assert max_coins(nums) == expected


def test_coins_for_order():
    assert coins_for_order([3, 1, 5, 8], [1, 2, 0, 3]) == 167
    assert coins_for_order([2, 3], [0, 1]) == 9
    with pytest.raises(ValueError):
        coins_for_order([2, 3], [0, 0])


def test_brute_force():
    assert brute_force_max([3, 1, 5, 8]) == 167
    with pytest.raises(ValueError):
        brute_force_max(list(range(9)))


def test_burst_order_reaches_max():
    for nums in ([3, 1, 5, 8], [4, 2, 6], [1, 1, 1, 1, 1], [8, 2, 9, 3, 5, 7]):
        order = burst_order(nums)
        assert sorted(order) == list(range(len(nums)))
        assert coins_for_order(nums, order) == max_coins(nums)


def test_dp_agrees_with_brute_force():
    for nums in ([5, 0, 3], [2, 2, 2, 2], [6, 1, 7, 2, 3]):
        assert max_coins(nums) == brute_force_max(nums)


def test_zero_balloons_earn_nothing():
    assert max_coins([0, 0, 0]) == 0
    assert coins_for_order([0, 4], [1, 0]) == 0
    assert coins_for_order([3, 4], [1, 0]) == 15
