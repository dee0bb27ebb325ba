import pytest

from tree_isomorphism import (adjacency, find_centers, group_isomorphic, isomorphic,
                              rooted_code, rooted_isomorphic, tree_code)

PATH5 = (5, [(0, 1), (1, 2), (2, 3), (3, 4)])
PATH5_RELABELLED = (5, [(3, 1), (1, 4), (4, 0), (0, 2)])
STAR5 = (5, [(0, 1), (0, 2), (0, 3), (0, 4)])
SPIDER = (6, [(0, 1), (1, 2), (0, 3), (3, 4), (0, 5)])
SPIDER_RELABELLED = (6, [(5, 4), (4, 3), (5, 2), (2, 1), (5, 0)])


def test_adjacency_checks_edge_count():
    with pytest.raises(ValueError):
        adjacency(3, [(0, 1)])


@pytest.mark.parametrize(
    "tree, centers",
    [(PATH5, [2]), ((4, [(0, 1), (1, 2), (2, 3)]), [1, 2]), (STAR5, [0]), ((1, []), [0]),
     ((2, [(0, 1)]), [0, 1])],
)
def test_find_centers(tree, centers):
    assert find_centers(adjacency(*tree)) == centers


def test_tiny_codes():
    assert rooted_code(1, []) == "()"
    assert rooted_code(2, [(0, 1)], root=0) == "(())"
    assert tree_code(0, []) == ""


def test_rooted_codes():
    assert rooted_code(*STAR5) == "(()()()())"
    assert rooted_code(*PATH5, root=2) == "((())(()))"


def test_rooted_isomorphism_depends_on_root():
    assert rooted_isomorphic(PATH5, 0, PATH5_RELABELLED, 3)
    assert not rooted_isomorphic(PATH5, 0, PATH5_RELABELLED, 4)


def test_unrooted_isomorphic():
    assert isomorphic(PATH5, PATH5_RELABELLED)
    assert isomorphic(SPIDER, SPIDER_RELABELLED)
    assert not isomorphic(PATH5, STAR5)


def test_different_sizes_never_isomorphic():
    assert not isomorphic(PATH5, SPIDER)


def test_group_isomorphic():
    trees = [PATH5, STAR5, PATH5_RELABELLED, SPIDER, (5, [(4, 0), (4, 1), (4, 2), (4, 3)])]
    assert group_isomorphic(trees) == [[0, 2], [1, 4], [3]]
