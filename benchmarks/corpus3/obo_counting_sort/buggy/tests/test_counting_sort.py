import pytest

from counting_sort import counting_sort, counting_sort_by, histogram


@pytest.mark.parametrize(
    "values, expected",
    [
        ([], []),
        ([3], [3]),
        ([3, 1, 2], [1, 2, 3]),
        ([5, -2, 0, 5, -2], [-2, -2, 0, 5, 5]),
        ([7, 7, 7], [7, 7, 7]),
        ([10, 0], [0, 10]),
    ],
)
def test_counting_sort(values, expected):
    assert counting_sort(values) == expected


@pytest.mark.parametrize(
    "words, expected",
    [
        (["ccc", "a", "bb", "d"], ["a", "d", "bb", "ccc"]),
        (["xy", "z", ""], ["", "z", "xy"]),
        ([], []),
    ],
)
def test_counting_sort_by_length_is_stable(words, expected):
    assert counting_sort_by(words, len, 3) == expected


def test_histogram():
    assert histogram([2, 1, 2, 5]) == [(1, 1), (2, 2), (5, 1)]
    assert histogram([]) == []
