import pytest

from exponential_search import contains, count_occurrences, exponential_search, gallop_range

SQUARES = [n * n for n in range(100)]


@pytest.mark.parametrize(
    "items, target, index",
    [
        ([], 4, -1),
        ([4], 4, 0),
        ([1, 3], 3, 1),
        (SQUARES, 0, 0),
        (SQUARES, 1, 1),
        (SQUARES, 5, -1),
        (SQUARES, 9, 3),
        (SQUARES, 2500, 50),
        (SQUARES, 9801, 99),
        (SQUARES, 10_000, -1),
    ],
)
def test_exponential_search(items, target, index):
    assert exponential_search(items, target) == index


def test_finds_the_first_of_equal_items():
    assert exponential_search([1, 2, 2, 2, 2, 2, 3], 2) == 1
    assert exponential_search([0, 1, 1, 5, 5, 5, 5, 5, 9], 5) == 3


def test_gallop_range():
    assert gallop_range(SQUARES, 2500) == (32, 64)
    assert gallop_range(SQUARES, 10**6) == (64, 99)


def test_count_occurrences():
    assert count_occurrences([1, 2, 2, 2, 3], 2) == 3
    assert count_occurrences([1, 3], 2) == 0


def test_contains():
    assert contains(SQUARES, 81)
    assert not contains(SQUARES, 82)
