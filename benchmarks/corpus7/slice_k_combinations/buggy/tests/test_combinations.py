import pytest

from combinations import choose, combination_at, combinations, combinations_with_sum, team_pairings


def test_choose():
    assert [choose(5, k) for k in range(-1, 7)] == [0, 1, 5, 10, 10, 5, 1, 0]


def test_pairs():
    assert combinations("abc", 2) == [["a", "b"], ["a", "c"], ["b", "c"]]


def test_triples_of_four():
    assert combinations([1, 2, 3, 4], 3) == [[1, 2, 3], [1, 2, 4], [1, 3, 4], [2, 3, 4]]


def test_singles_and_empty():
    assert combinations("xy", 1) == [["x"], ["y"]]
    assert combinations("xy", 0) == [[]]
    assert combinations("", 0) == [[]]


def test_too_many_wanted():
    assert combinations([1, 2], 3) == []


def test_counts_match_choose():
    for n in range(7):
        for k in range(n + 1):
            assert len(combinations(range(n), k)) == choose(n, k)


def test_negative_k():
    with pytest.raises(ValueError):
        combinations([1], -1)


def test_combinations_with_sum():
    assert combinations_with_sum([1, 2, 3, 4, 5], 3, 9) == [[1, 3, 5], [2, 3, 4]]


def test_team_pairings():
    assert team_pairings(["ann", "bob", "cy"]) == ["ann-bob", "ann-cy", "bob-cy"]


def test_combination_at():
    assert [combination_at("abcd", 2, i) for i in range(6)] == [
        ["a", "b"], ["a", "c"], ["a", "d"], ["b", "c"], ["b", "d"], ["c", "d"]
    ]
    with pytest.raises(IndexError):
        combination_at("abcd", 2, 6)
