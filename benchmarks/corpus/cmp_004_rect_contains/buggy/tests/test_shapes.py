from shapes import Rect


def test_area():
    assert Rect(0, 0, 3, 4).area() == 12


def test_center_is_inside():
    assert Rect(0, 0, 10, 10).contains(5, 5)


def test_corner_is_inside():
    r = Rect(1, 1, 4, 2)
    assert r.contains(r.right, r.bottom)


def test_overlap():
    assert Rect(0, 0, 2, 2).overlaps(Rect(1, 1, 2, 2))
    assert not Rect(0, 0, 1, 1).overlaps(Rect(1, 0, 1, 1))
