import pytest
from quadtree import Point, QuadTree, Rect

GRID = [Point(x, y) for x in range(0, 100, 10) for y in range(0, 100, 10)]


@pytest.fixture
def tree():
    return QuadTree.of(Rect(0, 0, 100, 100), GRID, capacity=4)


def test_holds_every_point(tree):
    assert len(tree) == 100
    assert sorted(tree) == sorted(GRID)


def test_splits_when_full(tree):
    assert tree.children is not None
    assert 2 <= tree.depth <= 5


def test_rejects_points_outside():
    tree = QuadTree(Rect(0, 0, 10, 10))
    assert not tree.insert(Point(10, 5))
    assert not tree.insert(Point(-1, 5))
    assert len(tree) == 0


def test_query_rectangle(tree):
    found = tree.query(Rect(15, 15, 20, 20))
    assert sorted(found) == [Point(20, 20), Point(20, 30), Point(30, 20), Point(30, 30)]


def test_query_outside_is_empty(tree):
    assert tree.query(Rect(200, 200, 5, 5)) == []


@pytest.mark.parametrize(
    ("target", "expected"),
    [(Point(12, 13), Point(10, 10)), (Point(99, 99), Point(90, 90)), (Point(0, 0), Point(0, 0))],
)
def test_nearest(tree, target, expected):
    assert tree.nearest(target) == expected


def test_nearest_in_empty_tree():
    assert QuadTree(Rect(0, 0, 1, 1)).nearest(Point(0.5, 0.5)) is None


def test_within_radius(tree):
    expected = [Point(x, y) for x in (40, 50, 60) for y in (40, 50, 60)]
    assert tree.within(Point(50, 50), 15) == expected


def test_duplicates_stop_at_max_depth():
    tree = QuadTree(Rect(0, 0, 8, 8), capacity=1, max_depth=3)
    for _ in range(5):
        assert tree.insert(Point(1, 1))
    assert len(tree) == 5
    assert tree.depth == 3


def test_rect_validation():
    with pytest.raises(ValueError):
        Rect(0, 0, 0, 5)


def test_rect_distance():
    r = Rect(0, 0, 10, 10)
    assert r.distance_to(Point(5, 5)) == 0
    assert r.distance_to(Point(13, 14)) == 5
