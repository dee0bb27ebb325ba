import pytest

from base58_codec import (b58decode, b58decode_check, b58encode, b58encode_check, decode_int,
                          encode_int, is_valid_check)


@pytest.mark.parametrize("num, text", [(0, "1"), (57, "z"), (58, "21"), (3364, "211")])
def test_encode_int(num, text):
    assert encode_int(num) == text
    assert decode_int(text) == num


def test_encode_int_negative():
    with pytest.raises(ValueError):
        encode_int(-1)


@pytest.mark.parametrize(
    "data, text",
    [(b"", ""), (b"hello world", "StV1DL6CwTryKyV"), (b"\0\0\x01", "112"), (b"\0", "1")],
)
def test_b58_roundtrip(data, text):
    assert b58encode(data) == text
    assert b58decode(text) == data


def test_decode_rejects_ambiguous_characters():
    for bad in ("0abc", "O", "Il", "ab+c"):
        with pytest.raises(ValueError):
            b58decode(bad)


def test_check_roundtrip_with_version():
    text = b58encode_check(b"\x12\x34payload", version=b"\x00")
    assert text.startswith("1")
    assert b58decode_check(text, version_size=1) == (b"\x00", b"\x12\x34payload")


def test_known_address_checksum():
    payload = bytes.fromhex("010966776006953d5567439e5e39f86a0d273bee")
    assert b58encode_check(payload, version=b"\x00") == "16UwLL9Risc3QfPqBUvKofHmBQ7wMtjvM"


def test_decode_check_rejects_corrupted_text():
    text = b58encode_check(b"important", version=b"\x05")
    corrupted = text[:-1] + ("2" if text[-1] != "2" else "3")
    with pytest.raises(ValueError):
        b58decode_check(corrupted)


def test_is_valid_check():
    good = b58encode_check(b"abc")
    assert is_valid_check(good)
    assert not is_valid_check("1")
    assert not is_valid_check(good[:-1] + ("x" if good[-1] != "x" else "y"))
