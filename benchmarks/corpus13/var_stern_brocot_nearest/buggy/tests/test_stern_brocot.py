import math

import pytest

from stern_brocot import best_approximation, children, depth, fraction_at, mediant, path_of


def test_mediant():
    assert mediant((1, 2), (2, 3)) == (3, 5)


@pytest.mark.parametrize("p, q, path", [(1, 1, ""), (3, 5, "LRL"), (4, 1, "RRR"), (2, 7, "LLLR"),
                                        (6, 10, "LRL")])
def test_path_of(p, q, path):
    assert path_of(p, q) == path


def test_path_of_rejects_non_positive():
    with pytest.raises(ValueError):
        path_of(0, 3)


def test_fraction_at_inverts_path_of():
    for p in range(1, 12):
        for q in range(1, 12):
            if math.gcd(p, q) == 1:
                assert fraction_at(path_of(p, q)) == (p, q)
    with pytest.raises(ValueError):
        fraction_at("LXR")


def test_depth_and_children():
    assert depth(5, 3) == 3
    assert children(1, 1) == ((1, 2), (2, 1))
    assert children(3, 5) == ((4, 7), (5, 8))


@pytest.mark.parametrize("x, max_den, expected", [("0.3", 10, (3, 10)), ("3.1", 10, (31, 10)),
                                                  ("0.34", 10, (1, 3)), (2, 1, (2, 1))])
def test_best_approximation_exact_or_from_below(x, max_den, expected):
    assert best_approximation(x, max_den) == expected


def test_best_approximation_of_pi():
    assert best_approximation(math.pi, 7) == (22, 7)
    assert best_approximation(math.pi, 200) == (355, 113)


def test_best_approximation_rounds_up():
    assert best_approximation("0.66", 5) == (2, 3)
    assert best_approximation("1.99", 10) == (2, 1)


def test_best_approximation_bad_arguments():
    with pytest.raises(ValueError):
        best_approximation(1.5, 0)
    with pytest.raises(ValueError):
        best_approximation(-2, 5)
