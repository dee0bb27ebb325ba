import pytest
from bracket import (
    Match,
    bracket_size,
    by_seed,
    champion,
    first_round,
    play,
    round_names,
    seed_order,
)

PLAYERS = ["Ada", "Bea", "Cy", "Dee", "Eve", "Fay"]


@pytest.mark.parametrize(("n", "size"), [(1, 1), (2, 2), (3, 4), (6, 8), (8, 8), (9, 16)])
def test_bracket_size(n, size):
    assert bracket_size(n) == size


def test_bracket_size_needs_entrants():
    with pytest.raises(ValueError):
        bracket_size(0)


def test_seed_order():
    assert seed_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert seed_order(2) == [1, 2]


def test_top_seeds_get_byes():
    matches = first_round(PLAYERS)
    assert matches[0] == Match("Ada", None, "Ada")
    assert matches[2] == Match("Bea", None, "Bea")
    assert matches[1] == Match("Dee", "Eve")


def test_favourite_wins():
    assert champion(PLAYERS, by_seed(PLAYERS)) == "Ada"


def test_upset_in_final():
    rounds = play(PLAYERS, lambda a, b: max(a, b))
    assert [len(r) for r in rounds] == [4, 2, 1]
    assert rounds[-1][0].winner == "Fay"


def test_single_player_is_champion():
    assert champion(["Solo"], by_seed(["Solo"])) == "Solo"


def test_round_names():
    assert round_names(4) == ["Round 1", "Quarter-finals", "Semi-finals", "Final"]


def test_match_bye_flag():
    assert Match("A", None).is_bye
    assert not Match("A", "B").is_bye
