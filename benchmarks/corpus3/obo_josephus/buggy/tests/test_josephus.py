import pytest

from josephus import elimination_order, survivor, survivor_every_second


@pytest.mark.parametrize(
    "n, k, order",
    [
        (0, 3, []),
        (1, 5, [1]),
        (5, 1, [1, 2, 3, 4, 5]),
        (7, 3, [3, 6, 2, 7, 5, 1, 4]),
        (5, 2, [2, 4, 1, 5, 3]),
    ],
)
def test_elimination_order(n, k, order):
    assert elimination_order(n, k) == order


def test_elimination_order_rejects_k_zero():
    with pytest.raises(ValueError):
        elimination_order(4, 0)


@pytest.mark.parametrize("n, k, last", [(1, 3, 1), (7, 3, 4), (41, 3, 31), (10, 2, 5)])
def test_survivor(n, k, last):
    assert survivor(n, k) == last


def test_simulation_and_recurrence_agree():
    for n in range(1, 30):
        assert elimination_order(n, 4)[-1] == survivor(n, 4)


def test_survivor_every_second():
    assert [survivor_every_second(n) for n in range(1, 9)] == [1, 1, 3, 1, 3, 5, 7, 1]
    assert survivor_every_second(500) == survivor(500, 2)
