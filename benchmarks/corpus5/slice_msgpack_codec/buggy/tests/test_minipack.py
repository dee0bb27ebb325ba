import pytest

from minipack import PackError, UnpackError, packb, unpackb


@pytest.mark.spec
@pytest.mark.parametrize(
    "value, encoded",
    [
        (None, "c0"), (5, "05"), (-1, "ff"), (-33, "d0df"), (200, "ccc8"), (70000, "ce00011170"),
        ("hi", "a26869"), ([1, 2], "920102"), ({"a": 1}, "81a16101"), (b"\x00\x01", "c4020001"),
        (1.5, "cb3ff8000000000000"),
    ],
)
def test_spec_layouts(value, encoded):
    assert packb(value).hex() == encoded
    assert unpackb(bytes.fromhex(encoded)) == value


def test_strings_inside_containers():
    value = {"name": "Ada", "tags": ["x", "yz"], "nested": {"k": "value"}}
    assert unpackb(packb(value)) == value


def test_long_strings_use_str8_and_str16():
    short, medium = "s" * 40, "m" * 300
    assert packb(short)[:2] == bytes([0xD9, 40])
    assert packb(medium)[:3] == bytes([0xDA, 0x01, 0x2C])
    assert unpackb(packb([1, short, medium])) == [1, short, medium]


def test_unicode_round_trip():
    assert unpackb(packb(["é", "日本語", "🙂"])) == ["é", "日本語", "🙂"]


def test_big_containers():
    data = list(range(20)) + [{str(i): i for i in range(20)}]
    packed = packb(data)
    assert packed[0] == 0xDC
    assert unpackb(packed) == data


@pytest.mark.parametrize("value", [2**64, -(2**63) - 1, object(), {1, 2}])
def test_pack_errors(value):
    with pytest.raises(PackError):
        packb(value)


@pytest.mark.parametrize(
    "data, message",
    [("a368", "truncated string"), ("cd01", "truncated data"), ("0101", "extra data"), ("c1", "unknown type byte 0xc1"),
     ("a2c328", "invalid UTF-8")],
)
def test_unpack_errors(data, message):
    with pytest.raises(UnpackError, match=message):
        unpackb(bytes.fromhex(data))


def test_tuples_come_back_as_lists():
    assert unpackb(packb((1, (2, 3)))) == [1, [2, 3]]
