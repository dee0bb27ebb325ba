import pytest

from flip_window import (
    best_flip_window,
    flips_to_apply,
    longest_run,
    longest_with_flips,
    min_flips_for_run,
    runs,
)

BITS = [1, 1, 0, 1, 1, 1, 0, 0, 1, 1, 1, 1, 0, 1]


def test_runs():
    assert runs(BITS) == [(0, 2), (3, 3), (8, 4), (13, 1)]
    assert runs([]) == []


def test_longest_run():
    assert longest_run(BITS) == 4
    assert longest_run([0, 0]) == 0


@pytest.mark.parametrize("k, expected", [(0, 4), (1, 6), (2, 9), (3, 12), (9, 14)])
def test_longest_with_flips(k, expected):
    assert longest_with_flips(BITS, k) == expected


def test_best_flip_window_position():
    assert best_flip_window(BITS, 1) == (0, 6)
    assert best_flip_window([0, 0, 0], 0) == (0, 0)


def test_best_flip_window_all_ones():
    assert best_flip_window([1, 1, 1, 1], 0) == (0, 4)


def test_best_flip_window_rejects_negative_k():
    with pytest.raises(ValueError):
        best_flip_window(BITS, -1)


def test_flips_to_apply():
    assert flips_to_apply(BITS, 2) == [6, 7]


@pytest.mark.parametrize("length, expected", [(0, 0), (4, 0), (6, 1), (9, 2), (15, None)])
def test_min_flips_for_run(length, expected):
    assert min_flips_for_run(BITS, length) == expected
