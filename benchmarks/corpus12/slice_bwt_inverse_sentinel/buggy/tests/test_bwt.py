import pytest

from bwt import (bwt, compress, decompress, expand_runs, inverse_bwt, mtf_decode, mtf_encode,
                 zero_runs)


def test_bwt_banana():
    assert bwt("banana", "$") == "annb$aa"


def test_bwt_rejects_sentinel_in_text():
    with pytest.raises(ValueError):
        bwt("a$b", "$")


@pytest.mark.parametrize("text", ["banana", "abracadabra", "mississippi", "a", ""])
def test_inverse_bwt_round_trip(text):
    assert inverse_bwt(bwt(text, "$"), "$") == text


def test_inverse_bwt_needs_one_sentinel():
    with pytest.raises(ValueError):
        inverse_bwt("abc", "$")


def test_mtf_encode():
    assert mtf_encode("bananaaa", "abn") == [1, 1, 2, 1, 1, 1, 0, 0]


def test_mtf_round_trip():
    codes = mtf_encode("mississippi", "imps")
    assert mtf_decode(codes, "imps") == "mississippi"


def test_zero_runs():
    items = zero_runs([0, 0, 3, 0, 1, 0, 0, 0])
    assert items == [(0, 2), 3, (0, 1), 1, (0, 3)]
    assert expand_runs(items) == [0, 0, 3, 0, 1, 0, 0, 0]


def test_compress_groups_repeats():
    alphabet, items = compress("aaaaabbbbb")
    assert alphabet == "\x03ab"
    assert sum(1 for item in items if isinstance(item, tuple)) >= 2


def test_compress_round_trip():
    text = "she sells sea shells by the sea shore"
    assert decompress(*compress(text)) == text
