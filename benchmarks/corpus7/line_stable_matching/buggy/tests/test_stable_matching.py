import pytest

from stable_matching import blocking_pairs, is_stable, stable_matching

MEN = {
    "abe": ["cat", "amy", "bea"],
    "bob": ["cat", "bea", "amy"],
    "col": ["amy", "cat", "bea"],
}
WOMEN = {
    "amy": ["bob", "abe", "col"],
    "bea": ["abe", "bob", "col"],
    "cat": ["col", "abe", "bob"],
}


def test_everyone_gets_a_first_choice():
    men = {"x": ["p", "q"], "y": ["q", "p"]}
    women = {"p": ["y", "x"], "q": ["x", "y"]}
    assert stable_matching(men, women) == {"x": "p", "y": "q"}


def test_contested_choices():
    assert stable_matching(MEN, WOMEN) == {"abe": "cat", "bob": "bea", "col": "amy"}


def test_result_is_stable():
    men = {m: ["d", "e", "f", "g"][k:] + ["d", "e", "f", "g"][:k] for k, m in enumerate("ABCD")}
    women = {w: ["A", "B", "C", "D"] for w in "defg"}
    matching = stable_matching(men, women)
    assert is_stable(matching, men, women)
    assert sorted(matching.values()) == ["d", "e", "f", "g"]


def test_single_pair():
    assert stable_matching({"m": ["w"]}, {"w": ["m"]}) == {"m": "w"}


def test_blocking_pairs():
    matching = {"abe": "amy", "bob": "cat", "col": "bea"}
    assert blocking_pairs(matching, MEN, WOMEN) == [("abe", "cat"), ("col", "cat")]


def test_stable_by_hand():
    assert is_stable({"abe": "cat", "bob": "bea", "col": "amy"}, MEN, WOMEN)


def test_unequal_sides():
    with pytest.raises(ValueError):
        stable_matching({"a": ["x"]}, {"x": ["a"], "y": ["a"]})


def test_incomplete_ranking():
    with pytest.raises(ValueError):
        stable_matching({"a": ["x"], "b": ["x", "y"]}, {"x": ["a", "b"], "y": ["a", "b"]})
