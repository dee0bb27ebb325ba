import pytest

from huffcode import (
    build_tree,
    canonical_codes,
    code_lengths,
    decode,
    encode,
    pack_bits,
    tree_codes,
    unpack_bits,
)

FREQ = {"a": 45, "b": 13, "c": 12, "d": 16, "e": 9, "f": 5}


def test_textbook_code_lengths():
    assert code_lengths(build_tree(FREQ)) == {"a": 1, "b": 3, "c": 3, "d": 3, "e": 4, "f": 4}


def test_tree_codes_are_prefix_free():
    codes = tree_codes(build_tree(FREQ))
    assert codes["a"] == "0"
    words = sorted(codes.values())
    assert all(not b.startswith(a) for a, b in zip(words, words[1:]))
    assert sum(FREQ[s] * len(c) for s, c in codes.items()) == 224


def test_single_symbol_gets_one_bit():
    assert tree_codes(build_tree("aaaa")) == {"a": "0"}


def test_tree_depth():
    assert build_tree(FREQ).depth() == 4
    assert build_tree({"x": 1, "y": 1}).depth() == 1


def test_canonical_codes():
    assert canonical_codes({"a": 2, "b": 1, "c": 3, "d": 3}) == {"b": "0", "a": "10", "c": "110", "d": "111"}
    with pytest.raises(ValueError, match="Kraft"):
        canonical_codes({"a": 1, "b": 1, "c": 1})


@pytest.mark.parametrize("text", ["abracadabra", "mississippi river", "zzzz", "the quick brown fox"])
def test_round_trip(text):
    bits, table = encode(text)
    assert "".join(decode(bits, table)) == text
    assert len(bits) <= 8 * len(text)


def test_decode_errors():
    table = {"a": "0", "b": "10"}
    with pytest.raises(ValueError, match="trailing bits"):
        decode("01", table)
    with pytest.raises(ValueError, match="not a bit"):
        decode("0x", table)


def test_pack_and_unpack():
    for bits in ["", "1", "10110011", "101100111"]:
        assert unpack_bits(pack_bits(bits)) == bits
    assert pack_bits("101") == bytes([5, 0b10100000])
    with pytest.raises(ValueError, match="corrupt padding"):
        unpack_bits(bytes([9, 1]))


def test_empty_input_is_rejected():
    with pytest.raises(ValueError, match="of nothing"):
        build_tree("")
