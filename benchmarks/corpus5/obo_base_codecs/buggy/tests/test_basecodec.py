import base64

import pytest

from basecodec import (
    ChecksumError,
    b32decode,
    b32encode,
    b58check_decode,
    b58check_encode,
    b58decode,
    b58encode,
    crockford_decode,
    crockford_encode,
)

SAMPLES = [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", b"\0\0\x01\xff", bytes(range(17))]


@pytest.mark.parametrize("data", SAMPLES)
def test_base32_matches_the_standard_library(data):
    assert b32encode(data) == base64.b32encode(data).decode()
    assert b32decode(b32encode(data)) == data


def test_base32_without_padding_and_lower_case():
    assert b32encode(b"fooba") == "MZXW6YTB"
    assert b32encode(b"foob", padding=False) == "MZXW6YQ"
    assert b32decode("mzxw6yq=") == b"foob"


def test_base32_rejects_bad_input():
    with pytest.raises(ValueError, match="malformed"):
        b32decode("A=======")
    with pytest.raises(ValueError, match="invalid character '1'"):
        b32decode("MZXW6Y1B")


@pytest.mark.parametrize(
    "data, text",
    [(b"hello world", "StV1DL6CwTryKyV"), (b"\0\0abc", "11ZiCa"), (b"", ""), (b"\0", "1")],
)
def test_base58(data, text):
    assert b58encode(data) == text
    assert b58decode(text) == data


def test_base58check():
    payload = b"\0" + bytes(range(20))
    text = b58check_encode(payload)
    assert text.startswith("1")
    assert b58check_decode(text) == payload
    broken = text[:-1] + ("2" if text[-1] != "2" else "3")
    with pytest.raises(ChecksumError, match="mismatch"):
        b58check_decode(broken)
    with pytest.raises(ValueError, match="invalid character '0'"):
        b58decode("10")


@pytest.mark.parametrize("number, text", [(0, "0"), (31, "Z"), (32, "10"), (1234567, "15NM7")])
def test_crockford(number, text):
    assert crockford_encode(number) == text
    assert crockford_decode(text.lower()) == number


def test_crockford_check_symbol_and_aliases():
    text = crockford_encode(1234567, checksum=True)
    assert crockford_decode(text, checksum=True) == 1234567
    assert crockford_decode("1O", checksum=False) == 32 == crockford_decode("IO")
    assert crockford_encode(2**40, group=4) == "1000-0000-0"
    with pytest.raises(ValueError, match="check symbol mismatch"):
        crockford_decode("15NM7" + "0", checksum=True)


def test_crockford_errors():
    with pytest.raises(ValueError, match="non-negative"):
        crockford_encode(-1)
    with pytest.raises(ValueError, match="nothing to decode"):
        crockford_decode("-")
    with pytest.raises(ValueError, match=r"check symbol '\*' inside"):
        crockford_decode("1*2")
