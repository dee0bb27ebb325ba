import pytest

from ip_restore import (count_addresses, int_to_ip, ip_to_int, is_valid_ipv4, is_valid_octet,
                        restore_addresses, restore_sorted_numerically)


@pytest.mark.parametrize(
    "part, expected",
    [("0", True), ("255", True), ("256", False), ("01", False), ("", False), ("1a", False), ("1234", False)],
)
def test_is_valid_octet(part, expected):
    assert is_valid_octet(part) is expected


def test_is_valid_ipv4():
    assert is_valid_ipv4("192.168.0.1")
    assert not is_valid_ipv4("192.168.0")
    assert not is_valid_ipv4("1.2.3.04")


def test_restore_classic_example():
    assert restore_addresses("25525511135") == ["255.255.11.135", "255.255.111.35"]


def test_restore_all_zeros():
    assert restore_addresses("0000") == ["0.0.0.0"]


def test_restore_many():
    assert restore_addresses("101023") == [
        "1.0.10.23", "1.0.102.3", "10.1.0.23", "10.10.2.3", "101.0.2.3",
    ]


@pytest.mark.parametrize("digits", ["", "123", "1234567890123", "256256256256"])
def test_restore_impossible(digits):
    assert restore_addresses(digits) == []


def test_count_addresses():
    assert count_addresses("1111") == 1
    assert count_addresses("11111") == 4


def test_ip_int_conversions():
    assert ip_to_int("10.0.0.1") == 167772161
    assert int_to_ip(167772161) == "10.0.0.1"
    assert int_to_ip(ip_to_int("255.255.255.255")) == "255.255.255.255"
    with pytest.raises(ValueError):
        ip_to_int("1.2.3")
    with pytest.raises(ValueError):
        int_to_ip(2 ** 32)


def test_restore_sorted_numerically():
    assert restore_sorted_numerically("19216801") == [
        "19.216.80.1", "192.16.80.1", "192.168.0.1",
    ]
