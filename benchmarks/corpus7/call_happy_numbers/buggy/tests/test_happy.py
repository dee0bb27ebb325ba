import pytest

from happy import digit_square_sum, happy_numbers, happy_primes, is_happy, steps_to_one


@pytest.mark.parametrize("n, total", [(0, 0), (7, 49), (19, 82), (100, 1), (999, 243)])
def test_digit_square_sum(n, total):
    assert digit_square_sum(n) == total


def test_digit_square_sum_in_binary():
    assert digit_square_sum(0b1011, 2) == 3


@pytest.mark.parametrize("n", [1, 7, 10, 19, 23, 28, 100])
def test_happy(n):
    assert is_happy(n) is True


def test_unhappy():
    assert [is_happy(n) for n in (2, 4, 20, 89)] == [False, False, False, False]


def test_happy_numbers():
    assert happy_numbers(50) == [1, 7, 10, 13, 19, 23, 28, 31, 32, 44, 49]


def test_steps_to_one():
    assert steps_to_one(1) == 0
    assert steps_to_one(19) == 4
    assert steps_to_one(7) == 5


def test_happy_primes():
    assert happy_primes(100) == [7, 13, 19, 23, 31, 79, 97]


def test_zero_is_rejected():
    with pytest.raises(ValueError):
        is_happy(0)
