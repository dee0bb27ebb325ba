import itertools

import pytest

from prufer import (NotATreeError, count_labelled_trees, degrees_from_prufer, from_prufer,
                    to_prufer, tree_rank)

STAR = [(0, 1), (0, 2), (0, 3), (0, 4)]
SAMPLE = [(0, 3), (1, 3), (2, 3), (3, 4), (4, 5)]


def test_from_prufer_sample():
    assert from_prufer([3, 3, 3, 4]) == sorted(SAMPLE)


def test_from_prufer_empty_sequence_is_single_edge():
    assert from_prufer([]) == [(0, 1)]


def test_from_prufer_rejects_bad_label():
    with pytest.raises(ValueError):
        from_prufer([0, 4])


def test_to_prufer_sample_and_star():
    assert to_prufer(6, SAMPLE) == [3, 3, 3, 4]
    assert to_prufer(5, STAR) == [0, 0, 0]


def test_to_prufer_small_trees():
    assert to_prufer(1, []) == []
    assert to_prufer(2, [(1, 0)]) == []


@pytest.mark.parametrize(
    "n, edges",
    [(3, [(0, 1)]), (3, [(0, 1), (1, 0)]), (4, [(0, 1), (2, 3), (3, 2)]), (2, [(0, 2)])],
)
def test_invalid_trees_rejected(n, edges):
    with pytest.raises(NotATreeError):
        to_prufer(n, edges)


def test_round_trip_all_sequences():
    n = 5
    for seq in itertools.product(range(n), repeat=n - 2):
        assert to_prufer(n, from_prufer(list(seq))) == list(seq)


def test_degrees_from_prufer():
    assert degrees_from_prufer([3, 3, 3, 4]) == [1, 1, 1, 4, 2, 1]


@pytest.mark.parametrize("n, expected", [(1, 1), (2, 1), (3, 3), (4, 16), (6, 1296)])
def test_cayley_count(n, expected):
    assert count_labelled_trees(n) == expected


def test_tree_rank_distinct():
    n = 4
    ranks = {tree_rank(n, from_prufer(list(seq))) for seq in itertools.product(range(n), repeat=2)}
    assert ranks == set(range(count_labelled_trees(n)))
