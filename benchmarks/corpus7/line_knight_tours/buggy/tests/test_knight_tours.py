import pytest

from knight_tours import count_tours, find_tour, is_tour, knight_moves


def test_knight_moves_from_a_corner():
    assert knight_moves(8, 8, (0, 0)) == [(1, 2), (2, 1)]


def test_knight_moves_in_the_middle():
    assert len(knight_moves(8, 8, (4, 4))) == 8


def test_one_square_board():
    assert count_tours(1, 1) == 1


@pytest.mark.parametrize(
    "rows, cols, start, count",
    [(3, 4, (0, 0), 2), (3, 4, (1, 0), 4), (4, 5, (0, 0), 32), (4, 5, (0, 1), 7), (3, 7, (1, 1), 28)],
)
def test_count_tours(rows, cols, start, count):
    assert count_tours(rows, cols, start) == count


def test_boards_without_tours():
    assert count_tours(3, 3) == 0
    assert count_tours(4, 4, (1, 1)) == 0


def test_find_tour():
    tour = find_tour(3, 4)
    assert tour == [(0, 0), (1, 2), (2, 0), (0, 1), (1, 3), (2, 1),
                    (0, 2), (2, 3), (1, 1), (0, 3), (2, 2), (1, 0)]
    assert is_tour(tour, 3, 4)


def test_find_tour_none():
    assert find_tour(3, 3) is None


def test_is_tour_rejects_bad_paths():
    assert not is_tour([(0, 0), (1, 1)], 1, 2)
    assert not is_tour([(0, 0), (0, 0)], 1, 2)


def test_start_off_the_board():
    with pytest.raises(ValueError):
        count_tours(3, 4, (3, 0))
