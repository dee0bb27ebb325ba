import pytest

from egg_drop import first_drop, floors_covered, min_drops, min_drops_table


@pytest.mark.parametrize(
    "eggs, floors, drops",
    [(1, 10, 10), (2, 10, 4), (2, 36, 8), (2, 100, 14), (3, 14, 4), (3, 25, 5), (4, 0, 0)],
)
def test_min_drops(eggs, floors, drops):
    assert min_drops(eggs, floors) == drops


@pytest.mark.parametrize("eggs, floors, drops", [(1, 7, 7), (2, 6, 3), (2, 36, 8), (3, 14, 4)])
def test_table_agrees(eggs, floors, drops):
    assert min_drops_table(eggs, floors) == drops


def test_table_of_no_floors():
    assert min_drops_table(2, 0) == 0


def test_floors_covered():
    assert [floors_covered(d, 2) for d in range(6)] == [0, 1, 3, 6, 10, 15]
    assert floors_covered(4, 1) == 4


def test_first_drop():
    assert first_drop(2, 100) == 14
    assert first_drop(1, 5) == 1


def test_needs_an_egg():
    with pytest.raises(ValueError):
        min_drops(0, 10)
