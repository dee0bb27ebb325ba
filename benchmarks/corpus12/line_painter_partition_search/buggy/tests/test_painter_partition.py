import pytest

from painter_partition import (max_min_distance, min_largest_sum, painting_time, pieces_needed,
                               split_boards)


@pytest.mark.parametrize(
    "values, limit, expected",
    [([10, 20, 30, 40], 60, 2), ([10, 20, 30, 40], 100, 1), ([5, 5, 5], 5, 3), ([], 3, 1)],
)
def test_pieces_needed(values, limit, expected):
    assert pieces_needed(values, limit) == expected


def test_pieces_needed_rejects_oversized_item():
    with pytest.raises(ValueError):
        pieces_needed([3, 9], 8)


def test_min_largest_sum():
    assert min_largest_sum([10, 20, 30, 40], 2) == 60
    assert min_largest_sum([7, 2, 5, 10, 8], 2) == 18


def test_split_boards():
    assert split_boards([7, 2, 5, 10, 8], 2) == [[7, 2, 5], [10, 8]]


def test_invalid_parts_and_empty_input():
    with pytest.raises(ValueError):
        min_largest_sum([1, 2], 0)
    assert min_largest_sum([], 3) == 0


@pytest.mark.parametrize(
    "positions, count, expected",
    [([1, 2, 4, 8, 9], 3, 3), ([1, 2, 3, 4, 7], 3, 3), ([5, 4, 3, 2, 1, 1000000000], 2, 999999999),
     ([0, 3, 4, 7, 10, 9], 4, 3)],
)
def test_max_min_distance(positions, count, expected):
    assert max_min_distance(positions, count) == expected


def test_max_min_distance_validation():
    with pytest.raises(ValueError):
        max_min_distance([1, 2], 3)
