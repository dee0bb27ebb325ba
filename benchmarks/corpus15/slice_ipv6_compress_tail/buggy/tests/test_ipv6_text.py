import pytest

from ipv6_text import (AddressError, compress, explode, is_valid, longest_zero_run, normalize,
                       parse, reverse_pointer)


def test_parse_full_and_shortened_forms():
    assert parse("2001:db8:0:0:1:0:0:1") == [0x2001, 0xDB8, 0, 0, 1, 0, 0, 1]
    assert parse("2001:DB8::1") == [0x2001, 0xDB8, 0, 0, 0, 0, 0, 1]
    assert parse("::") == [0] * 8
    assert parse("1:2:3:4:5:6:7::") == [1, 2, 3, 4, 5, 6, 7, 0]


def test_parse_embedded_ipv4():
    assert parse("::ffff:192.0.2.1") == [0, 0, 0, 0, 0, 0xFFFF, 0xC000, 0x201]


def test_invalid_addresses():
    for bad in ("1::2::3", "12345::", ":1", "1:2", "::1.2.3", "g::1", "1:2:3:4:5:6:7:8:9",
                "1:2:3:4::5:6:7:8", "::300.1.1.1"):
        assert not is_valid(bad), bad
        with pytest.raises(AddressError):
            parse(bad)
    assert is_valid("fe80::1") and is_valid("::1")


def test_longest_zero_run():
    assert longest_zero_run([1, 0, 0, 2, 0, 0, 0, 3]) == (4, 3)
    assert longest_zero_run([1, 0, 0, 2, 0, 0, 3, 4]) == (1, 2)
    assert longest_zero_run([1, 0, 2, 3, 4, 5, 6, 7]) == (-1, 0)
    assert longest_zero_run([0] * 8) == (0, 8)


def test_compress_without_a_run():
    assert compress([0x2001, 0xDB8, 0, 1, 1, 1, 1, 1]) == "2001:db8:0:1:1:1:1:1"
    assert compress(list(range(1, 9))) == "1:2:3:4:5:6:7:8"


def test_compress_the_longest_run():
    assert compress([0x2001, 0xDB8, 0, 0, 1, 0, 0, 1]) == "2001:db8::1:0:0:1"
    assert compress([0x2001, 0, 0, 0, 0, 0, 0, 1]) == "2001::1"


def test_compress_runs_at_either_end():
    assert compress([0] * 8) == "::"
    assert compress([0] * 7 + [1]) == "::1"
    assert compress([0xFE80] + [0] * 7) == "fe80::"


def test_normalize():
    assert normalize("2001:0DB8:0000:0000:0000:ff00:0042:8329") == "2001:db8::ff00:42:8329"
    assert normalize("::ffff:192.0.2.1") == "::ffff:c000:201"


def test_explode_and_reverse_pointer():
    assert explode("2001:db8::1") == "2001:0db8:0000:0000:0000:0000:0000:0001"
    assert reverse_pointer("2001:db8::1") == ("1.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0"
                                             ".8.b.d.0.1.0.0.2.ip6.arpa")
