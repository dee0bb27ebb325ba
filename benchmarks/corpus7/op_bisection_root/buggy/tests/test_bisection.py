import math

import pytest

from bisection import bisect_root, find_bracket, nth_root, solve


def test_square_root_of_two():
    assert bisect_root(lambda x: x * x - 2, 0, 2) == pytest.approx(math.sqrt(2), abs=1e-8)


def test_cosine_root():
    assert bisect_root(math.cos, 1, 2) == pytest.approx(math.pi / 2, abs=1e-8)


def test_exact_root_found_on_the_way():
    assert bisect_root(lambda x: x - 4, 0, 8) == 4


def test_root_at_an_end():
    assert bisect_root(lambda x: x - 3, 3, 8) == 3
    assert bisect_root(lambda x: x - 8, 3, 8) == 8


def test_reversed_bracket():
    assert bisect_root(lambda x: x - 4, 8, 0) == 4


def test_no_sign_change():
    with pytest.raises(ValueError):
        bisect_root(lambda x: x * x + 1, -3, 3)


def test_find_bracket():
    assert find_bracket(lambda x: x - 5, 0) == (-8.0, 8.0)


def test_nth_root():
    assert nth_root(27, 3) == pytest.approx(3, abs=1e-8)
    assert nth_root(-32, 5) == pytest.approx(-2, abs=1e-8)


def test_nth_root_of_even_negative():
    with pytest.raises(ValueError):
        nth_root(-4, 2)


def test_solve():
    assert solve(lambda x: x ** 3 + x, 10, 0, 4) == 2
