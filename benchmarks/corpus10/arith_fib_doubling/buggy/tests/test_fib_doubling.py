import pytest
from fib_doubling import fib_mod, fib_pair, fibonacci, is_fibonacci, lucas, pisano_period


def iterative(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a


def test_first_terms():
    assert [fibonacci(n) for n in range(12)] == [0, 1, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89]


def test_base_pairs():
    assert fib_pair(0) == (0, 1)
    assert fib_pair(1) == (1, 1)


def test_matches_iteration():
    for n in range(0, 300, 13):
        assert fibonacci(n) == iterative(n)


def test_negative_indices():
    assert [fibonacci(-n) for n in range(1, 7)] == [1, -1, 2, -3, 5, -8]


def test_modular():
    assert fib_mod(10, 7) == 55 % 7
    assert fib_mod(10 ** 18, 1_000_000_007) == 209783453
    assert fib_mod(5, 1) == 0
    with pytest.raises(ValueError):
        fib_mod(3, 0)


def test_lucas_numbers():
    assert [lucas(n) for n in range(8)] == [2, 1, 3, 4, 7, 11, 18, 29]


def test_pisano_periods():
    assert [pisano_period(m) for m in (2, 3, 5, 10)] == [3, 8, 20, 60]


def test_is_fibonacci():
    assert [x for x in range(60) if is_fibonacci(x)] == [0, 1, 2, 3, 5, 8, 13, 21, 34, 55]
    assert not is_fibonacci(-1)


def test_cassini_identity():
    for n in range(1, 40):
        assert fibonacci(n - 1) * fibonacci(n + 1) - fibonacci(n) ** 2 == (-1) ** n
