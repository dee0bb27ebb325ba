import pytest

from triangle_paths import (best_path, count_paths, max_path_sum, min_path_sum,
                            parse_triangle, validate)

TEXT = """
   2
  3 4
 6 5 7
4 1 8 3
"""


def test_parse_triangle():
    assert parse_triangle(TEXT) == [[2], [3, 4], [6, 5, 7], [4, 1, 8, 3]]


def test_validate_rejects_bad_rows():
    with pytest.raises(ValueError):
        validate([[1], [2, 3, 4]])
    with pytest.raises(ValueError):
        parse_triangle("1\n2")


def test_min_path_sum():
    assert min_path_sum(parse_triangle(TEXT)) == 11
    assert min_path_sum([[-10]]) == -10
    assert min_path_sum([]) == 0


def test_min_and_max_on_same_triangle():
    tri = parse_triangle(TEXT)
    assert min_path_sum(tri) == 11
    assert max_path_sum(tri) == 21
    assert min_path_sum(tri) == 11


def test_sums_do_not_change_the_triangle():
    tri = [[1], [2, 3], [4, 5, 6]]
    max_path_sum(tri)
    assert tri == [[1], [2, 3], [4, 5, 6]]


def test_tuple_rows_are_accepted():
    tri = ((5,), (9, 6), (4, 6, 8), (0, 7, 1, 5))
    assert max_path_sum(tri) == 27
    assert min_path_sum(tri) == 18


def test_best_path():
    tri = parse_triangle(TEXT)
    assert best_path(tri) == [2, 3, 5, 1]
    assert best_path(tri, max) == [2, 4, 7, 8]
    assert best_path([]) == []


def test_count_paths():
    assert count_paths(parse_triangle(TEXT)) == 8
    assert count_paths([]) == 0
