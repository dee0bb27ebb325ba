import pytest
from array_rotation import reverse_range, rotate_left, rotate_right, rotation_offset


def test_reverse_range():
    items = [1, 2, 3, 4, 5, 6]
    reverse_range(items, 1, 4)
    assert items == [1, 5, 4, 3, 2, 6]


def test_reverse_empty_range_is_a_no_op():
    items = [1, 2, 3]
    reverse_range(items, 2, 1)
    assert items == [1, 2, 3]


def test_rotate_left_by_one():
    assert rotate_left([1, 2, 3, 4], 1) == [2, 3, 4, 1]


def test_rotate_left_by_several():
    assert rotate_left(list("abcdefg"), 3) == list("defgabc")


def test_rotate_is_in_place():
    items = [1, 2, 3, 4, 5]
    result = rotate_left(items, 2)
    assert result is items
    assert items == [3, 4, 5, 1, 2]


@pytest.mark.parametrize("k", [0, 5, 10])
def test_full_turns_change_nothing(k):
    assert rotate_left([1, 2, 3, 4, 5], k) == [1, 2, 3, 4, 5]


def test_rotate_right():
    assert rotate_right([1, 2, 3, 4], 1) == [4, 1, 2, 3]
    assert rotate_right([1, 2, 3, 4, 5, 6], 4) == [3, 4, 5, 6, 1, 2]


def test_empty_and_single():
    assert rotate_left([], 3) == []
    assert rotate_right([7], 2) == [7]


def test_rotation_offset():
    assert rotation_offset([1, 2, 3, 4, 5], [4, 5, 1, 2, 3]) == 3
    assert rotation_offset([1, 2, 3], [1, 3, 2]) == -1
    assert rotation_offset([1, 2], [1, 2, 3]) == -1
