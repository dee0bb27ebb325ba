import pytest
from lzlite import CorruptStream, Token, compress, decode_tokens, decompress, encode_tokens, ratio

SAMPLES = [
    b"",
    b"a",
    b"abcabcabcabc",
    b"the quick brown fox jumps over the lazy dog; the quick brown fox",
    bytes(range(256)),
    b"\x00" * 100,
]


@pytest.mark.parametrize("data", SAMPLES)
def test_round_trip(data):
    assert decompress(compress(data)) == data


@pytest.mark.parametrize("data", SAMPLES)
def test_token_round_trip(data):
    assert decode_tokens(encode_tokens(data)) == data


def test_literals_only_for_fresh_text():
    assert encode_tokens(b"abc") == [Token(0, 0, 97), Token(0, 0, 98), Token(0, 0, 99)]


def test_repeat_becomes_back_reference():
    assert encode_tokens(b"abcabcx") == [
        Token(0, 0, 97),
        Token(0, 0, 98),
        Token(0, 0, 99),
        Token(3, 3, 120),
    ]


def test_run_uses_overlapping_copy():
    assert encode_tokens(b"aaaaaaaa") == [Token(0, 0, 97), Token(1, 6, 97)]


def test_trailing_match_has_no_literal():
    tokens = encode_tokens(b"xyxy")
    assert tokens[-1] == Token(2, 1, 121) or tokens[-1].literal is None
    assert decode_tokens(tokens) == b"xyxy"


def test_long_runs_compress_well():
    assert ratio(b"ab" * 500) < 0.25


def test_random_text_does_not_compress():
    assert ratio(bytes(range(200))) > 1


def test_decode_rejects_offsets_before_start():
    with pytest.raises(ValueError, match="before the start"):
        decode_tokens([Token(2, 1, None)])


def test_bad_header():
    with pytest.raises(CorruptStream, match="header"):
        decompress(b"XX\x00\x00\x00\x01")


def test_truncated_stream():
    blob = compress(b"hello world, hello world")
    with pytest.raises(CorruptStream):
        decompress(blob[:-3])
