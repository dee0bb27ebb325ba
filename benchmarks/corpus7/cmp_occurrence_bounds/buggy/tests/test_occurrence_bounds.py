import pytest

from occurrence_bounds import (
    count_in_range,
    first_occurrence,
    last_occurrence,
    lower_bound,
    upper_bound,
)

DATA = [1, 2, 2, 2, 5, 7, 7, 9]


@pytest.mark.parametrize(
    "target, index", [(2, 1), (7, 5), (1, 0), (9, 7), (4, -1), (0, -1), (10, -1)]
)
def test_first_occurrence(target, index):
    assert first_occurrence(DATA, target) == index


@pytest.mark.parametrize("target, index", [(2, 3), (7, 6), (1, 0), (9, 7), (6, -1)])
def test_last_occurrence(target, index):
    assert last_occurrence(DATA, target) == index


def test_occurrences_in_an_empty_list():
    assert first_occurrence([], 3) == -1
    assert last_occurrence([], 3) == -1


def test_all_equal_items():
    items = [4] * 9
    assert first_occurrence(items, 4) == 0
    assert last_occurrence(items, 4) == 8


def test_upper_bound():
    assert [upper_bound(DATA, t) for t in (0, 1, 2, 6, 7, 9, 12)] == [0, 1, 4, 5, 7, 8, 8]


def test_lower_bound():
    assert [lower_bound(DATA, t) for t in (0, 1, 2, 6, 7, 9)] == [0, 0, 1, 5, 5, 7]


def test_count_in_range():
    assert count_in_range(DATA, 2, 7) == 6


def test_count_in_range_rejects_an_empty_range():
    with pytest.raises(ValueError):
        count_in_range(DATA, 5, 3)
