import pytest

from bitkit import BitLayout, BitSet, gray_decode, gray_encode, next_power_of_two, popcount, reverse_bits, rotate_left

STATUS = BitLayout(("ready", 1), ("error", 1), ("mode", 3), ("channel", 4), total_width=16)


def test_bitset_basics():
    bits = BitSet(10, [1, 3, 3, 9])
    assert list(bits) == [1, 3, 9] and len(bits) == 3
    assert 3 in bits and 4 not in bits and 10 not in bits and "3" not in bits
    bits.discard(3)
    assert repr(bits) == "BitSet(10, [1, 9])"
    with pytest.raises(IndexError, match="bit 10 outside 0..9"):
        bits.add(10)


def test_bitset_algebra():
    a, b = BitSet(8, [0, 1, 2]), BitSet(8, [2, 3])
    assert list(a | b) == [0, 1, 2, 3]
    assert list(a & b) == [2]
    assert list(a - b) == [0, 1]
    assert list(a ^ b) == [0, 1, 3]
    assert list(~b) == [0, 1, 4, 5, 6, 7]
    assert (a & b).issubset(b)
    with pytest.raises(ValueError, match="sizes differ"):
        a | BitSet(9)


def test_bitset_bytes_round_trip():
    bits = BitSet(12, [0, 8, 11])
    assert bits.to_bytes() == bytes([1, 9])
    assert BitSet.from_bytes(bits.to_bytes(), 12) == bits
    with pytest.raises(ValueError, match="beyond the size"):
        BitSet.from_bytes(b"\xff\xff", 12)


def test_layout_pack_and_unpack():
    word = STATUS.pack({"ready": 1, "mode": 5, "channel": 9})
    assert word == 0b1001_101_0_1
    assert STATUS.unpack(word) == {"ready": 1, "error": 0, "mode": 5, "channel": 9}
    assert STATUS.describe(word) == ["channel=9", "mode=5", "error=0", "ready=1"]


def test_set_leaves_other_fields_alone():
    word = STATUS.pack({"ready": 1, "error": 1, "mode": 7, "channel": 15})
    word = STATUS.set(word, "mode", 2)
    assert STATUS.unpack(word) == {"ready": 1, "error": 1, "mode": 2, "channel": 15}


@pytest.mark.parametrize("name, value", [("mode", 8), ("ready", 2), ("mode", -1), ("channel", -3)])
def test_values_must_fit_their_field(name, value):
    with pytest.raises(OverflowError, match="does not fit"):
        STATUS.set(0, name, value)


def test_layout_errors():
    with pytest.raises(ValueError, match="need 9 bits but the layout has 8"):
        BitLayout(("a", 4), ("b", 5), total_width=8)
    with pytest.raises(KeyError, match="no field 'speed'"):
        STATUS.get(0, "speed")
    with pytest.raises(OverflowError, match="wider than 16 bits"):
        STATUS.unpack(1 << 16)


def test_twiddles():
    assert popcount(0b1011_0001) == 4
    assert [next_power_of_two(n) for n in (0, 1, 5, 8, 9)] == [1, 1, 8, 8, 16]
    assert reverse_bits(0b0001_1010, 8) == 0b0101_1000
    assert rotate_left(0b1000_0001, 1, 8) == 0b0000_0011
    assert [gray_encode(n) for n in range(5)] == [0, 1, 3, 2, 6]
    assert all(gray_decode(gray_encode(n)) == n for n in range(256))
