import pytest
from repeat_decoder import decode, encode


def test_plain_text_is_unchanged():
    assert decode("hello") == "hello"
    assert decode("") == ""


def test_single_group():
    assert decode("3[ab]") == "ababab"


def test_groups_after_text():
    assert decode("x2[y]z") == "xyyz"


def test_two_groups_in_a_row():
    assert decode("3[a]2[bc]") == "aaabcbc"


def test_nested_groups():
    assert decode("2[a2[b]]") == "abbabb"
    assert decode("q2[x3[yz]w]") == "qxyzyzyzwxyzyzyzw"


def test_multi_digit_count():
    assert decode("12[k]") == "k" * 12


def test_zero_count():
    assert decode("a0[bc]d") == "ad"


@pytest.mark.parametrize("bad", ["3[ab", "ab]", "3ab", "2[a]]", "7"])
def test_malformed(bad):
    with pytest.raises(ValueError):
        decode(bad)


def test_encode_runs():
    assert encode("aaaabccddd") == "4[a]bcc3[d]"
    assert encode("") == ""


@pytest.mark.parametrize("text", ["abc", "zzzzzzzz", "aabbbbbbbbbbbbc", "xyyyxxxxy"])
def test_round_trip(text):
    assert decode(encode(text)) == text
