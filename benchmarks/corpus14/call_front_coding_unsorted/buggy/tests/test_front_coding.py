import pytest

from front_coding import (common_prefix_length, contains, decode, deserialize, encode,
                          saved_characters, serialize)


@pytest.mark.parametrize(
    "a, b, expected",
    [("car", "cart", 3), ("cart", "care", 3), ("dog", "cat", 0), ("", "abc", 0), ("same", "same", 4)],
)
def test_common_prefix_length(a, b, expected):
    assert common_prefix_length(a, b) == expected


def test_encode_sorted_input():
    assert encode(["car", "care", "cart", "cat"]) == [(0, "car"), (3, "e"), (3, "t"), (2, "t")]


def test_encode_sorts_unsorted_input():
    assert encode(["cat", "car", "cart", "care"]) == [(0, "car"), (3, "e"), (3, "t"), (2, "t")]


def test_decode_rejects_impossible_prefix():
    with pytest.raises(ValueError):
        decode([(0, "ab"), (3, "c")])


def test_round_trip_returns_sorted_words():
    words = ["banana", "apple", "band", "bandana", "apply", "ape", "band"]
    assert decode(encode(words)) == sorted(words)


def test_block_heads_are_stored_in_full():
    entries = encode(["aa", "ab", "ac", "ad", "ae"], block_size=2)
    assert entries == [(0, "aa"), (1, "b"), (0, "ac"), (1, "d"), (0, "ae")]


def test_serialize_round_trip_with_separators_in_words():
    entries = encode(["a,b", "a:c", "a:cd"])
    text = serialize(entries)
    assert text == "0,3:a,b1,2::c3,1:d"
    assert deserialize(text) == entries


def test_deserialize_rejects_truncated_text():
    with pytest.raises(ValueError):
        deserialize("0,5:abc")


def test_contains_with_blocks():
    words = ["zebra", "apple", "mango", "apricot", "banana", "cherry", "melon", "kiwi"]
    entries = encode(words, block_size=3)
    assert all(contains(entries, w, 3) for w in words)
    assert not contains(entries, "aardvark", 3)
    assert not contains(entries, "lemon", 3)


def test_saved_characters():
    assert saved_characters(["test", "tester", "testing", "tea"]) == 2 + 4 + 4
