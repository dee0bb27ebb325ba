import pytest

from binomial import binomial, central_binomial, lattice_paths, probability_of_heads


@pytest.mark.parametrize(
    "n, k, expected",
    [
        (0, 0, 1),
        (5, 0, 1),
        (5, 5, 1),
        (3, 4, 0),
        (3, -1, 0),
        (4, 1, 4),
        (5, 2, 10),
        (10, 7, 120),
        (52, 5, 2598960),
    ],
)
def test_binomial(n, k, expected):
    assert binomial(n, k) == expected


def test_lattice_paths():
    assert lattice_paths(0, 3) == 1
    assert lattice_paths(2, 2) == 6


def test_central_binomial():
    assert [central_binomial(n) for n in range(5)] == [1, 2, 6, 20, 70]


def test_probability_of_heads():
    assert probability_of_heads(3, 3) == 0.125
    assert probability_of_heads(4, 2) == 0.375
