import pytest

from paint import litres_needed, room_tins, tins_needed, wall_area


def test_wall_area_without_openings():
    assert wall_area(4.0, 2.5) == 10.0


def test_wall_area_takes_off_door_and_window():
    assert wall_area(4.0, 2.5, doors=1, windows=1) == 6.9


def test_wall_area_rejects_zero_width():
    with pytest.raises(ValueError):
        wall_area(0, 2.5)


def test_litres_for_two_coats():
    assert litres_needed(15.0) == 3.0


def test_partial_tin_rounds_up():
    assert tins_needed(15.0) == 2


def test_exact_tins():
    assert tins_needed(25.0, tin_litres=5.0) == 1


def test_room_tins():
    walls = [(4.0, 2.5, 1, 0), (4.0, 2.5, 0, 1), (3.0, 2.5, 0, 0), (3.0, 2.5, 0, 0)]
    assert room_tins(walls) == 3
