import pytest

from catalan import bst_shapes, catalan, catalan_sequence, is_catalan, polygon_triangulations


@pytest.mark.parametrize("n, value", [(0, 1), (1, 1), (2, 2), (3, 5), (4, 14), (10, 16796)])
def test_catalan(n, value):
    assert catalan(n) == value


def test_catalan_rejects_negative_n():
    with pytest.raises(ValueError):
        catalan(-1)


def test_catalan_sequence():
    assert catalan_sequence(0) == []
    assert catalan_sequence(7) == [1, 1, 2, 5, 14, 42, 132]


def test_polygon_triangulations():
    assert polygon_triangulations(3) == 1
    assert polygon_triangulations(6) == 14
    with pytest.raises(ValueError):
        polygon_triangulations(2)


def test_bst_shapes_of_a_large_tree():
    assert bst_shapes(30) == 3814986502092304


def test_is_catalan():
    assert is_catalan(1)
    assert [v for v in range(1, 50) if is_catalan(v)] == [1, 2, 5, 14, 42]
