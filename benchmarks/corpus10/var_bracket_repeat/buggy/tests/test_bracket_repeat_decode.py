import pytest
from bracket_repeat_decode import DecodeError, decode, encode_runs


def test_plain_text_is_unchanged():
    assert decode("") == ""
    assert decode("hello") == "hello"


def test_single_group():
    assert decode("3[ab]") == "ababab"


def test_multi_digit_count_and_zero():
    assert decode("12[z]") == "z" * 12
    assert decode("0[abc]") == ""


def test_nested_groups():
    assert decode("2[3[x]y]") == "xxxyxxxy"


def test_adjacent_groups():
    assert decode("3[a]2[bc]") == "aaabcbc"


def test_text_around_groups():
    assert decode("ab2[c]d") == "abccd"
    assert decode("2[a2[b]c]") == "abbcabbc"


@pytest.mark.parametrize("bad", ["3[ab", "ab]", "4x", "2[a]]", "7"])
def test_malformed(bad):
    with pytest.raises(DecodeError):
        decode(bad)


def test_encode_runs():
    assert encode_runs("aaabccdddd") == "3[a]b2[c]4[d]"
    assert encode_runs("") == ""


def test_encode_rejects_digits():
    with pytest.raises(ValueError):
        encode_runs("a1")


def test_round_trip():
    for text in ["mississippi", "aabbaab", "zzzzzzzzzzzzq"]:
        assert decode(encode_runs(text)) == text
