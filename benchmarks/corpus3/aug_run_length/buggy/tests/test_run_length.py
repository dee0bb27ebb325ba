import pytest

from run_length import compression_ratio, decode, encode, runs


def test_runs():
    assert runs("") == []
    assert runs("aabccc") == [("a", 2), ("b", 1), ("c", 3)]


@pytest.mark.parametrize(
    "text, encoded",
    [("", ""), ("a", "1a"), ("aaabcc", "3a1b2c"), ("wwwwwwwwwwwwb", "12w1b"), ("  x", "2 1x")],
)
def test_encode(text, encoded):
    assert encode(text) == encoded


def test_encode_rejects_digits():
    with pytest.raises(ValueError):
        encode("a1")


@pytest.mark.parametrize(
    "encoded, text",
    [("", ""), ("3a1b2c", "aaabcc"), ("12w1b", "wwwwwwwwwwwwb"), ("10x", "xxxxxxxxxx")],
)
def test_decode(encoded, text):
    assert decode(encoded) == text


@pytest.mark.parametrize("bad", ["a", "3a2", "2ab"])
def test_decode_rejects_bad_input(bad):
    with pytest.raises(ValueError):
        decode(bad)


def test_round_trip_of_long_runs():
    text = "a" * 250 + "b" * 31 + "c"
    assert decode(encode(text)) == text
    assert compression_ratio(text) == len("250a31b1c") / len(text)
