import pytest

from edit_script import apply_script, edit_distance, edit_script, similarity


@pytest.mark.parametrize(
    "source, target, distance",
    [("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("flaw", "lawn", 2), ("same", "same", 0)],
)
def test_edit_distance(source, target, distance):
    assert edit_distance(source, target) == distance


def test_script_of_kitten():
    assert edit_script("kitten", "sitting") == [
        ("replace", "k", "s"),
        ("keep", "i"),
        ("keep", "t"),
        ("keep", "t"),
        ("replace", "e", "i"),
        ("keep", "n"),
        ("insert", "g"),
    ]


def test_script_with_a_deletion():
    assert edit_script("abcd", "acd") == [("keep", "a"), ("delete", "b"), ("keep", "c"), ("keep", "d")]


def test_script_from_nothing():
    assert edit_script("", "ab") == [("insert", "a"), ("insert", "b")]


def test_applied_script_gives_the_target():
    for source, target in [("sunday", "saturday"), ("intention", "execution"), ("ab", "ba")]:
        assert apply_script(source, edit_script(source, target)) == target


def test_script_length_is_the_distance():
    ops = edit_script("intention", "execution")
    assert sum(op[0] != "keep" for op in ops) == edit_distance("intention", "execution")


def test_apply_rejects_a_script_that_does_not_fit():
    with pytest.raises(ValueError):
        apply_script("abc", [("keep", "x")])


def test_similarity():
    assert similarity("", "") == 1.0
    assert similarity("abcd", "abce") == 0.75
