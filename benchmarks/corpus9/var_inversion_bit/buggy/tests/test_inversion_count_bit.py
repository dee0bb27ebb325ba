import itertools

import pytest
from inversion_count_bit import FenwickTree, count_inversions, sortedness


def brute(values):
    return sum(1 for a, b in itertools.combinations(values, 2) if a > b)


def test_fresh_tree_sums_to_zero():
    tree = FenwickTree(6)
    assert [tree.prefix_sum(i) for i in range(7)] == [0] * 7
    assert tree.range_sum(2, 5) == 0


def test_tree_rejects_bad_positions():
    tree = FenwickTree(3)
    with pytest.raises(IndexError):
        tree.add(3)
    with pytest.raises(IndexError):
        tree.add(-1)


def test_empty_list():
    assert count_inversions([]) == 0
    assert sortedness([]) == 1.0


def test_prefix_and_range_sums():
    values = [3, 1, 4, 1, 5, 9, 2, 6]
    tree = FenwickTree(len(values))
    for i, v in enumerate(values):
        tree.add(i, v)
    assert [tree.prefix_sum(i) for i in range(len(values) + 1)] == [0, 3, 4, 8, 9, 14, 23, 25, 31]
    assert tree.range_sum(2, 6) == 19


def test_known_counts():
    examples = {
        (7,): 0,
        (1, 2, 3, 5, 8): 0,
        (5, 4, 3, 2, 1): 10,
        (2, 4, 1, 3, 5): 3,
        (3, 1, 2): 2,
        (1, 3, 2, 3, 1): 4,
        (2, 2, 2, 2): 0,
    }
    assert {values: count_inversions(list(values)) for values in examples} == examples


def test_matches_brute_force():
    values = [(i * 17 + 5) % 23 for i in range(40)]
    assert count_inversions(values) == brute(values)


def test_sortedness():
    assert sortedness([1, 2, 3]) == 1.0
    assert sortedness([3, 2, 1]) == 0.0
    assert sortedness([2, 1, 3, 4]) == pytest.approx(5 / 6)
