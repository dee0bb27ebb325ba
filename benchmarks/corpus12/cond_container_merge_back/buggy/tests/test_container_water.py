import pytest

from container_water import closest_pair_sum, max_area, merge_into, remove_duplicates, sorted_squares


def test_max_area():
    assert max_area([1, 8, 6, 2, 5, 4, 8, 3, 7]) == (49, 1, 8)
    assert max_area([1, 1]) == (1, 0, 1)
    assert max_area([5]) == (0, 0, 0)


@pytest.mark.parametrize(
    "nums, expected",
    [([-4, -1, 0, 3, 10], [0, 1, 9, 16, 100]), ([-7, -3, 2, 3, 11], [4, 9, 9, 49, 121]), ([], [])],
)
def test_sorted_squares(nums, expected):
    assert sorted_squares(nums) == expected


def test_merge_into_interleaved():
    assert merge_into([1, 2, 3, 0, 0, 0], 3, [2, 5, 6]) == [1, 2, 2, 3, 5, 6]


def test_merge_into_second_all_smaller():
    assert merge_into([4, 5, 6, 0, 0, 0], 3, [1, 2, 3]) == [1, 2, 3, 4, 5, 6]
    assert merge_into([10, 20, 0, 0], 2, [5, 15]) == [5, 10, 15, 20]


def test_merge_into_empty_parts():
    assert merge_into([0], 0, [1]) == [1]
    assert merge_into([1, 2], 2, []) == [1, 2]
    with pytest.raises(ValueError):
        merge_into([1, 2, 0], 2, [3, 4])


def test_remove_duplicates():
    nums = [0, 0, 1, 1, 1, 2, 2, 3, 3, 4]
    size = remove_duplicates(nums)
    assert nums[:size] == [0, 1, 2, 3, 4]
    assert remove_duplicates([]) == 0


@pytest.mark.parametrize(
    "nums, target, expected",
    [([10, 22, 28, 29, 30, 40], 54, (22, 30)), ([1, 3, 4, 7, 10], 15, (4, 10)), ([1, 2], 100, (1, 2))],
)
def test_closest_pair_sum(nums, target, expected):
    assert closest_pair_sum(nums, target) == expected


def test_closest_pair_sum_needs_two():
    with pytest.raises(ValueError):
        closest_pair_sum([3], 3)
