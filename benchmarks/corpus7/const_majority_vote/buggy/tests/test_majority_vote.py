import pytest

from majority_vote import election_winner, frequent_items, majority, majority_candidate


@pytest.mark.parametrize(
    "items, winner",
    [
        ([3, 3, 4, 2, 3], 3),
        ([2, 2, 1, 1, 1, 2, 2], 2),
        ([1, 2, 3], None),
        ([1, 1, 2, 2], None),
        ([], None),
        ([9], 9),
        (["a", "b", "a"], "a"),
    ],
)
def test_majority(items, winner):
    assert majority(items) == winner


def test_candidate_of_a_clear_majority():
    assert majority_candidate([5, 1, 5, 2, 5, 5]) == 5


def test_candidate_when_the_majority_comes_first():
    assert majority_candidate([7, 7, 7, 1, 2]) == 7


def test_frequent_items():
    assert frequent_items([1, 2, 3, 1, 2, 1, 1, 2], 3) == [1, 2]
    assert frequent_items([4, 4, 5, 6, 7, 8], 3) == []


def test_frequent_items_with_halves():
    assert frequent_items([3, 3, 3, 1, 2], 2) == [3]


def test_frequent_items_needs_k_of_two():
    with pytest.raises(ValueError):
        frequent_items([1], 1)


def test_election_winner():
    assert election_winner(["Ada", "bob", " ada", "ADA "]) == "ada"
    assert election_winner(["x", "y"]) == "no majority"
