import pytest

from cidrkit import AddressError, Network, collapse, exclude, format_ipv4, parse_ipv4, summarize_range
from cidrkit.address import is_private


def test_parse_and_format():
    assert parse_ipv4("192.168.1.10") == 0xC0A8010A
    assert format_ipv4(0xC0A8010A) == "192.168.1.10"
    assert is_private("172.20.0.1") and not is_private("172.32.0.1")


@pytest.mark.parametrize(
    "text, message",
    [("1.2.3", "expected 4 octets"), ("1.2.3.256", "out of range"), ("01.2.3.4", "invalid octet '01'")],
)
def test_bad_addresses(text, message):
    with pytest.raises(AddressError, match=message):
        parse_ipv4(text)


def test_network_properties():
    net = Network.parse("10.1.2.0/23", strict=False)
    assert str(net) == "10.1.2.0/23"
    assert format_ipv4(net.netmask) == "255.255.254.0"
    assert format_ipv4(net.broadcast) == "10.1.3.255"
    assert net.num_addresses == 512
    assert "10.1.3.7" in net and "10.1.4.0" not in net
    assert Network.parse("10.1.3.0/24") in net


def test_host_bits_must_be_clear():
    with pytest.raises(AddressError, match="has host bits set"):
        Network.parse("10.1.3.0/23")


def test_hosts_and_subnets():
    assert list(Network.parse("192.0.2.0/30").hosts()) == ["192.0.2.1", "192.0.2.2"]
    assert list(Network.parse("192.0.2.8/31").hosts()) == ["192.0.2.8", "192.0.2.9"]
    assert [str(n) for n in Network.parse("10.0.0.0/24").subnets(26)] == [
        "10.0.0.0/26", "10.0.0.64/26", "10.0.0.128/26", "10.0.0.192/26",
    ]
    assert str(Network.parse("10.0.0.64/26").supernet(24)) == "10.0.0.0/24"


def test_unaligned_single_addresses():
    assert [str(n) for n in summarize_range("10.0.0.1", "10.0.0.1")] == ["10.0.0.1/32"]
    assert [str(n) for n in summarize_range("10.0.0.5", "10.0.0.6")] == ["10.0.0.5/32", "10.0.0.6/32"]


@pytest.mark.summarize
def test_summarize_range():
    assert [str(n) for n in summarize_range("192.168.0.1", "192.168.0.130")] == [
        "192.168.0.1/32", "192.168.0.2/31", "192.168.0.4/30", "192.168.0.8/29", "192.168.0.16/28",
        "192.168.0.32/27", "192.168.0.64/26", "192.168.0.128/31", "192.168.0.130/32",
    ]
    assert [str(n) for n in summarize_range(0, 2**32 - 1)] == ["0.0.0.0/0"]


@pytest.mark.summarize
def test_collapse_merges_adjacent_and_overlapping():
    nets = ["10.0.0.0/25", "10.0.0.128/25", "10.0.1.0/24", "10.0.0.64/26", "10.0.3.0/24"]
    assert [str(n) for n in collapse(nets)] == ["10.0.0.0/23", "10.0.3.0/24"]


@pytest.mark.summarize
def test_exclude():
    parts = exclude(Network.parse("10.0.0.0/24"), Network.parse("10.0.0.64/26"))
    assert [str(n) for n in parts] == ["10.0.0.0/26", "10.0.0.128/25"]


def test_exclude_outside():
    with pytest.raises(AddressError, match="is not inside"):
        exclude(Network.parse("10.0.0.0/24"), Network.parse("10.0.1.0/26"))
