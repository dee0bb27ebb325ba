import pytest

from search import lower_bound, upper_bound

ITEMS = [1, 3, 3, 3, 7, 9]


@pytest.mark.parametrize("target, low, up", [(0, 0, 0), (3, 1, 4), (4, 4, 4), (9, 5, 6), (10, 6, 6)])
def test_bounds(target: int, low: int, up: int) -> None:
    assert lower_bound(ITEMS, target) == low
    assert upper_bound(ITEMS, target) == up


def test_key_function() -> None:
    words = ["a", "bb", "cc", "dddd"]
    assert lower_bound(words, 2, key=len) == 1
    assert upper_bound(words, 2, key=len) == 3


def test_empty() -> None:
    assert lower_bound([], 5) == upper_bound([], 5) == 0
