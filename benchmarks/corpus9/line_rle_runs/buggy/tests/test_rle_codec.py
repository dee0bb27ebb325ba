import pytest
from rle_codec import decode, encode, longest_run, runs


def test_runs_of_empty_text():
    assert runs("") == []


def test_single_run():
    assert runs("zzzz") == [("z", 4)]
    assert encode("zzzz") == "4z"


def test_runs():
    assert runs("aaabccdddd") == [("a", 3), ("b", 1), ("c", 2), ("d", 4)]


def test_encode():
    assert encode("aaabcc") == "3a1b2c"
    assert encode("abc") == "1a1b1c"


def test_encode_rejects_digits():
    with pytest.raises(ValueError):
        encode("a1")


def test_decode():
    assert decode("3a1b2c") == "aaabcc"
    assert decode("12x") == "x" * 12
    assert decode("") == ""


@pytest.mark.parametrize("bad", ["a", "3", "2a3", "x2y"])
def test_decode_rejects_malformed(bad):
    with pytest.raises(ValueError):
        decode(bad)


@pytest.mark.parametrize("text", ["hello  world", "mississippi", "   ", "q"])
def test_round_trip(text):
    assert decode(encode(text)) == text


def test_longest_run():
    assert longest_run("abbcccdd") == ("c", 3)
    assert longest_run("aabb") == ("a", 2)
    assert longest_run("") is None
