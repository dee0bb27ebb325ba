import pytest

from leb128 import (decode_all, decode_signed, decode_unsigned, encode_all, encode_signed,
                    encode_unsigned, zigzag_decode, zigzag_encode)


def test_encode_unsigned():
    assert encode_unsigned(0) == b"\x00"
    assert encode_unsigned(127) == b"\x7f"
    assert encode_unsigned(128) == b"\x80\x01"
    assert encode_unsigned(624485) == b"\xe5\x8e\x26"


def test_decode_unsigned_with_offset():
    data = b"\x05\xe5\x8e\x26\x7f"
    assert decode_unsigned(data) == (5, 1)
    assert decode_unsigned(data, 1) == (624485, 4)
    assert decode_unsigned(data, 4) == (127, 5)


def test_unsigned_errors():
    with pytest.raises(ValueError):
        encode_unsigned(-1)
    with pytest.raises(ValueError):
        decode_unsigned(b"\x80\x80")


def test_encode_signed_small_positive_values():
    assert encode_signed(0) == b"\x00"
    assert encode_signed(2) == b"\x02"
    assert encode_signed(63) == b"\x3f"


def test_encode_signed_positive_values_that_need_a_sign_byte():
    assert encode_signed(64) == b"\xc0\x00"
    assert encode_signed(127) == b"\xff\x00"
    assert encode_signed(128) == b"\x80\x01"


def test_encode_signed_negative_values():
    assert encode_signed(-1) == b"\x7f"
    assert encode_signed(-64) == b"\x40"
    assert encode_signed(-128) == b"\x80\x7f"
    assert encode_signed(-123456) == b"\xc0\xbb\x78"


def test_decode_signed():
    assert decode_signed(b"\x02") == (2, 1)
    assert decode_signed(b"\x7f") == (-1, 1)
    assert decode_signed(b"\x00\xc0\xbb\x78", 1) == (-123456, 4)


def test_zigzag_mapping():
    assert [zigzag_encode(n) for n in (0, -1, 1, -2, 2, -64)] == [0, 1, 2, 3, 4, 127]
    assert [zigzag_decode(z) for z in range(6)] == [0, -1, 1, -2, 2, -3]
    with pytest.raises(ValueError):
        zigzag_decode(-3)


def test_streams_round_trip():
    values = [0, -1, 1, -2, 300, -70000, 2**40]
    assert encode_all([0, -1, 1, -2, 300]) == b"\x00\x01\x02\x03\xd8\x04"
    assert decode_all(encode_all(values)) == values
    assert decode_all(encode_all([5, 2**20], signed=False), signed=False) == [5, 2**20]
