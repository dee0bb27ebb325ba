import pytest

from matrix_chain import left_to_right_cost, min_cost, parenthesize


def test_single_matrix_costs_nothing():
    assert min_cost([4, 7]) == 0
    assert parenthesize([4, 7]) == "A"


def test_two_matrices():
    assert min_cost([2, 3, 4]) == 24


@pytest.mark.parametrize(
    "dims, cost",
    [
        ([10, 30, 5, 60], 4500),
        ([40, 20, 30, 10, 30], 26000),
        ([1, 2, 3, 4, 3], 30),
        ([30, 35, 15, 5, 10, 20, 25], 15125),
    ],
)
def test_min_cost(dims, cost):
    assert min_cost(dims) == cost


def test_parenthesize():
    assert parenthesize([10, 30, 5, 60]) == "((AB)C)"
    assert parenthesize([30, 35, 15, 5, 10, 20, 25]) == "((A(BC))((DE)F))"


def test_left_to_right_cost():
    assert left_to_right_cost([10, 30, 5, 60]) == 4500
    assert left_to_right_cost([40, 20, 30, 10, 30]) == 48000


def test_never_worse_than_left_to_right():
    dims = [7, 3, 9, 2, 8, 5, 4]
    assert min_cost(dims) <= left_to_right_cost(dims)


def test_rejects_bad_chains():
    with pytest.raises(ValueError):
        min_cost([5])
    with pytest.raises(ValueError):
        min_cost([3, 0, 2])
