import pytest

from utf8_codec import (Utf8Error, decode, encode, encode_codepoint, from_utf16_units,
                        sequence_length, to_utf16_units)


@pytest.mark.parametrize(
    "cp, expected",
    [(0x41, b"A"), (0xE9, b"\xc3\xa9"), (0x20AC, b"\xe2\x82\xac"), (0x1F600, b"\xf0\x9f\x98\x80")],
)
def test_encode_codepoint(cp, expected):
    assert encode_codepoint(cp) == expected


def test_encode_matches_builtin():
    text = "naïve café – 日本 🎉"
    assert encode(text) == text.encode("utf-8")


@pytest.mark.parametrize("cp", [-1, 0xD800, 0xDFFF, 0x110000])
def test_encode_rejects_invalid_codepoints(cp):
    with pytest.raises(Utf8Error):
        encode_codepoint(cp)


def test_decode_ascii():
    assert decode(b"plain ascii 123") == "plain ascii 123"


def test_decode_multibyte():
    assert decode("Zoë € 𝄞".encode("utf-8")) == "Zoë € 𝄞"


@pytest.mark.parametrize("data", [b"\xc3", b"\xe2\x82", b"\x80", b"\xc3\x28", b"\xff", b"\xc0\xaf"])
def test_decode_rejects_malformed(data):
    with pytest.raises(Utf8Error):
        decode(data)


def test_sequence_length():
    assert [sequence_length(b) for b in (0x24, 0xC3, 0xE2, 0xF0)] == [1, 2, 3, 4]


def test_utf16_surrogate_pairs():
    assert to_utf16_units(0x1F600) == [0xD83D, 0xDE00]
    assert to_utf16_units(0x20AC) == [0x20AC]
    assert from_utf16_units([0x48, 0xD83D, 0xDE00]) == "H😀"
    with pytest.raises(Utf8Error):
        from_utf16_units([0xDE00])


def test_round_trip_all_planes():
    text = "".join(chr(cp) for cp in (0x7F, 0x80, 0x7FF, 0x800, 0xFFFF, 0x10000, 0x10FFFF))
    assert decode(encode(text)) == text
