from game import hits, step
from physics import Box

PLAYER = Box(0, 0, 10, 10)


def test_hit():
    assert hits(PLAYER, [Box(5, 5, 10, 10), Box(50, 50, 1, 1)]) == [0]


def test_free_move():
    assert step(PLAYER, (3, 0), []) == Box(3, 0, 10, 10)


def test_enemy_on_same_row_far_away():
    assert hits(PLAYER, [Box(100, 2, 5, 5)]) == []
