import pytest

from common_ancestor import build, contains, distance, lowest_common_ancestor, path_to

#            1
#        2       3
#      4   5       7
#         10 11  14  15
TREE = [1, 2, 3, 4, 5, None, 7, None, None, 10, 11, None, None, 14, 15]


@pytest.fixture
def root():
    return build(TREE)


def test_build_level_order(root):
    assert root.value == 1
    assert (root.left.value, root.right.value) == (2, 3)
    assert root.right.left is None
    assert root.left.right.right.value == 11


def test_contains(root):
    assert contains(root, 14)
    assert not contains(root, 6)
    assert not contains(None, 1)


@pytest.mark.parametrize(
    "a, b, expected",
    [
        (4, 5, 2),
        (10, 4, 2),
        (10, 11, 5),
        (4, 15, 1),
        (14, 15, 7),
        (3, 15, 3),
        (14, 3, 3),
        (2, 11, 2),
        (7, 7, 7),
    ],
)
def test_lowest_common_ancestor(root, a, b, expected):
    assert lowest_common_ancestor(root, a, b) == expected


def test_missing_value_has_no_ancestor(root):
    assert lowest_common_ancestor(root, 4, 99) is None
    assert lowest_common_ancestor(None, 1, 1) is None


def test_path_to(root):
    assert path_to(root, 11) == [1, 2, 5, 11]
    assert path_to(root, 1) == [1]
    assert path_to(root, 8) is None


@pytest.mark.parametrize("a, b, expected", [(4, 5, 2), (10, 15, 6), (1, 11, 3), (14, 15, 2), (5, 5, 0)])
def test_distance(root, a, b, expected):
    assert distance(root, a, b) == expected


def test_distance_to_missing_value_raises(root):
    with pytest.raises(KeyError):
        distance(root, 4, 6)


def test_right_leaning_chain():
    chain = build([1, None, 2, None, None, None, 3])
    assert lowest_common_ancestor(chain, 2, 3) == 2
    assert distance(chain, 1, 3) == 2
