import base64

import pytest
from base64_codec import decode, decode_urlsafe, encode, encode_urlsafe, encoded_length

RFC_VECTORS = [
    (b"", ""),
    (b"f", "Zg=="),
    (b"fo", "Zm8="),
    (b"foo", "Zm9v"),
    (b"foob", "Zm9vYg=="),
    (b"fooba", "Zm9vYmE="),
    (b"foobar", "Zm9vYmFy"),
]


@pytest.mark.parametrize("data, text", RFC_VECTORS)
def test_encode_rfc_vectors(data, text):
    assert encode(data) == text


@pytest.mark.parametrize("data, text", RFC_VECTORS)
def test_decode_rfc_vectors(data, text):
    assert decode(text) == data


def test_decode_ignores_line_breaks():
    assert decode("Zm9v\nYmFy\n") == b"foobar"


@pytest.mark.parametrize("bad", ["Zm9", "Zm==Zm9v", "Z===", "Zm9v!A==", "Zm8=Zm8="])
def test_decode_rejects_bad_input(bad):
    with pytest.raises(ValueError):
        decode(bad)


def test_one_and_two_byte_inputs():
    assert encode(b"\x00") == "AA=="
    assert encode(b"\xff\xff") == "//8="


def test_binary_round_trip_matches_stdlib():
    data = bytes((i * 37 + 11) % 256 for i in range(100))
    assert encode(data) == base64.b64encode(data).decode("ascii")
    assert decode(encode(data)) == data


def test_urlsafe_alphabet():
    data = b"\xfb\xff\xbf"
    assert encode_urlsafe(data) == "-_-_"
    assert decode_urlsafe("-_-_") == data


def test_encoded_length():
    assert [encoded_length(n) for n in range(7)] == [0, 4, 4, 4, 8, 8, 8]
