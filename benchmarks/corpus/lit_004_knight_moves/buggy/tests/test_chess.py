import pytest

from chess import Knight, Square


def test_square_name():
    assert Square("h8").name == "h8"


def test_bad_square():
    with pytest.raises(ValueError):
        Square("i9")


def test_corner():
    assert Knight("a1").moves() == ["b3", "c2"]


def test_center_has_eight_moves():
    assert len(Knight("d4").moves()) == 8
