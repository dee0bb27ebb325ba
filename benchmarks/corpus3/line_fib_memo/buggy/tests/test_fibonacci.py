import pytest

from fibonacci import fib, fib_sequence, is_fibonacci, zeckendorf


@pytest.mark.parametrize("n, value", [(0, 0), (1, 1), (2, 1), (3, 2), (10, 55), (20, 6765)])
def test_fib(n, value):
    assert fib(n) == value


def test_fib_rejects_negative_n():
    with pytest.raises(ValueError):
        fib(-1)


def test_fib_of_a_large_n():
    assert fib(90) == 2880067194370816120


def test_fib_sequence():
    assert fib_sequence(0) == []
    assert fib_sequence(8) == [0, 1, 1, 2, 3, 5, 8, 13]


@pytest.mark.parametrize("n, parts", [(0, []), (1, [1]), (4, [3, 1]), (64, [55, 8, 1])])
def test_zeckendorf(n, parts):
    assert zeckendorf(n) == parts


def test_zeckendorf_of_a_large_number():
    parts = zeckendorf(10**15)
    assert sum(parts) == 10**15
    assert parts[0] == 806515533049393  # fib(73)


def test_is_fibonacci():
    assert [v for v in range(30) if is_fibonacci(v)] == [0, 1, 2, 3, 5, 8, 13, 21]
