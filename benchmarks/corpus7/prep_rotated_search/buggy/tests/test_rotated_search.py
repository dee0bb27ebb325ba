import pytest

from rotated_search import maximum, minimum, rotate, rotation_point, search

ROTATED = [15, 18, 22, 30, 2, 5, 8, 11]


def test_rotate():
    assert rotate([1, 2, 3, 4, 5], 2) == [4, 5, 1, 2, 3]
    assert rotate([1, 2, 3], 3) == [1, 2, 3]
    assert rotate([], 4) == []


def test_rotation_point():
    assert rotation_point(ROTATED) == 4
    assert rotation_point([1, 2, 3]) == 0
    assert rotation_point([3, 1, 2]) == 1


@pytest.mark.parametrize("target, index", [(15, 0), (22, 2), (30, 3), (2, 4), (8, 6), (11, 7)])
def test_search(target, index):
    assert search(ROTATED, target) == index


@pytest.mark.parametrize("target", [1, 12, 31, 16])
def test_search_missing(target):
    assert search(ROTATED, target) == -1


def test_search_unrotated():
    assert search([1, 3, 5, 7], 5) == 2


def test_search_every_rotation():
    base = list(range(0, 40, 4))
    for k in range(len(base)):
        items = rotate(base, k)
        assert [search(items, v) for v in base] == [items.index(v) for v in base]


def test_minimum_and_maximum():
    assert minimum(ROTATED) == 2
    assert maximum(ROTATED) == 30
    assert maximum([1, 2, 3]) == 3


def test_empty():
    assert search([], 1) == -1
    with pytest.raises(ValueError):
        minimum([])
