import pytest

from word_break import can_segment, count_segmentations, fewest_words, segmentations

WORDS = ["cat", "cats", "and", "sand", "dog", "pine", "apple", "pen", "applepen", "pineapple"]


@pytest.mark.parametrize(
    "text, expected",
    [
        ("", True),
        ("catsanddog", True),
        ("pineapplepenapple", True),
        ("catsandog", False),
        ("dogs", False),
    ],
)
def test_can_segment(text, expected):
    assert can_segment(text, WORDS) is expected


def test_can_segment_a_long_text_that_does_not_split():
    assert not can_segment("a" * 60 + "b", ["a", "aa", "aaa", "aaaa"])


def test_segmentations():
    assert sorted(segmentations("catsanddog", WORDS)) == [
        ("cat", "sand", "dog"),
        ("cats", "and", "dog"),
    ]
    assert segmentations("dogs", WORDS) == []


def test_count_segmentations():
    assert count_segmentations("pineapplepenapple", WORDS) == 3
    assert count_segmentations("aaaaaaaaaa", ["a", "aa"]) == 89
    assert count_segmentations("dogcat", []) == 0


def test_count_segmentations_of_a_long_text():
    assert count_segmentations("a" * 80, ["a", "aa"]) == 37889062373143906


def test_fewest_words():
    assert fewest_words("applepenapple", WORDS) == ("applepen", "apple")
    assert fewest_words("catdo", WORDS) is None
