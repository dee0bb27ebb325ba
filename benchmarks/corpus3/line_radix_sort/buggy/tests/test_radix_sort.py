import random

import pytest

from radix_sort import digit_at, digit_count, radix_sort


@pytest.mark.parametrize("values", [[], [0], [0, 0, 0]])
def test_radix_sort_trivial_lists(values):
    assert radix_sort(values) == values


def test_radix_sort():
    assert radix_sort([170, 45, 75, 90, 802, 24, 2, 66]) == [2, 24, 45, 66, 75, 90, 170, 802]
    assert radix_sort([10, 1, 100, 0]) == [0, 1, 10, 100]
    assert radix_sort([6, 3, 5, 1], base=2) == [1, 3, 5, 6]


def test_radix_sort_rejects_negative_numbers():
    with pytest.raises(ValueError):
        radix_sort([3, -1])


def test_radix_sort_many_numbers():
    rng = random.Random(9)
    values = [rng.randint(0, 99_999) for _ in range(2000)]
    assert radix_sort(values) == sorted(values)


@pytest.mark.parametrize("value, exp, digit", [(802, 1, 2), (802, 10, 0), (802, 100, 8)])
def test_digit_at(value, exp, digit):
    assert digit_at(value, exp) == digit


def test_digit_count():
    assert [digit_count(v) for v in (0, 9, 10, 12345)] == [1, 1, 2, 5]
    assert digit_count(8, base=2) == 4
