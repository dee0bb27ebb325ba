from grid import Point, manhattan, nearest, neighbours


def test_neighbours_in_corner():
    assert neighbours(Point(0, 0), 3, 3) == [Point(1, 0), Point(0, 1)]


def test_distance_forward():
    assert manhattan(Point(5, 5), Point(2, 1)) == 7


def test_distance_is_symmetric():
    assert manhattan(Point(2, 1), Point(5, 5)) == 7


def test_nearest():
    assert nearest(Point(0, 0), [Point(3, 3), Point(-1, 0)]) == Point(-1, 0)
