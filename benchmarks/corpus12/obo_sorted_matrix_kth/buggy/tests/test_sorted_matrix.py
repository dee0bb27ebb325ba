import pytest

from sorted_matrix import SortedMatrix

GRID = [[1, 4, 7, 11, 15],
        [2, 5, 8, 12, 19],
        [3, 6, 9, 16, 22],
        [10, 13, 14, 17, 24],
        [18, 21, 23, 26, 30]]


def test_rejects_unsorted_and_ragged():
    with pytest.raises(ValueError):
        SortedMatrix([[1, 3], [2, 1]])
    with pytest.raises(ValueError):
        SortedMatrix([[1, 2], [3]])
    with pytest.raises(ValueError):
        SortedMatrix([])


@pytest.mark.parametrize("target, where", [(5, (1, 1)), (15, (0, 4)), (18, (4, 0)), (30, (4, 4))])
def test_find_present(target, where):
    assert SortedMatrix(GRID).find(target) == where


def test_find_absent():
    m = SortedMatrix(GRID)
    assert m.find(20) is None
    assert 0 not in m
    assert 26 in m


def test_count_at_most():
    m = SortedMatrix(GRID)
    assert m.count_at_most(0) == 0
    assert m.count_at_most(9) == 9
    assert m.count_at_most(100) == 25


def test_kth_smallest_first_is_corner():
    assert SortedMatrix(GRID).kth_smallest(1) == 1


def test_kth_smallest():
    m = SortedMatrix([[1, 5, 9], [10, 11, 13], [12, 13, 15]])
    assert m.kth_smallest(8) == 13
    assert m.kth_smallest(5) == 11


def test_kth_out_of_range():
    with pytest.raises(IndexError):
        SortedMatrix(GRID).kth_smallest(26)


def test_median_with_negatives():
    assert SortedMatrix([[-5, -4], [-3, -1]]).median() == -4


def test_flatten_and_smallest_k():
    m = SortedMatrix(GRID)
    assert m.flatten() == sorted(v for row in GRID for v in row)
    assert m.smallest_k(4) == [1, 2, 3, 4]
