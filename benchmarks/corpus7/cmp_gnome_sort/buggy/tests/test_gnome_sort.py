import pytest

from gnome_sort import count_swaps, gnome_sort, median


@pytest.mark.parametrize(
    "items, expected",
    [
        ([], []),
        ([1], [1]),
        ([2, 1], [1, 2]),
        ([5, 3, 8, 1, 9, 2], [1, 2, 3, 5, 8, 9]),
        ([-4, 10, 0, -7], [-7, -4, 0, 10]),
    ],
)
def test_sorts_distinct_values(items, expected):
    assert gnome_sort(items) == expected


def test_does_not_touch_the_input():
    items = [3, 1, 2]
    gnome_sort(items)
    assert items == [3, 1, 2]


def test_sorts_strings():
    assert gnome_sort(["pear", "apple", "fig"]) == ["apple", "fig", "pear"]


def test_sorts_values_with_duplicates():
    assert gnome_sort([4, 1, 4, 2, 1]) == [1, 1, 2, 4, 4]


def test_sort_by_key_is_stable():
    words = ["bb", "a", "cc", "d", "eee"]
    assert gnome_sort(words, key=len) == ["a", "d", "bb", "cc", "eee"]


def test_count_swaps():
    assert count_swaps([1, 2, 3]) == 0
    assert count_swaps([3, 2, 1]) == 3
    assert count_swaps([2, 4, 1, 3]) == 3


def test_median():
    assert median([7, 1, 5]) == 5
    assert median([4, 1, 3, 2]) == 2.5


def test_median_of_nothing():
    with pytest.raises(ValueError):
        median([])
