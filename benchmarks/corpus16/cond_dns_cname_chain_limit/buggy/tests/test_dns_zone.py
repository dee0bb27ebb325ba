import pytest

from dns_zone import ResolutionError, Zone

ZONE = """
; example zone
@        300 IN A     192.0.2.1
www      600    CNAME web
web          IN A     192.0.2.10
web          IN A     192.0.2.11
mail     60     A     192.0.2.25
@               MX    10 mail.example.org.
*.dev           CNAME web
legacy          CNAME www
"""


def zone(**kwargs):
    return Zone("example.org.", **kwargs).load(ZONE)


def test_qualify_relative_and_absolute_names():
    z = Zone("Example.ORG")
    assert z.qualify("WWW") == "www.example.org"
    assert z.qualify("@") == "example.org"
    assert z.qualify("other.net.") == "other.net"


def test_load_reads_ttl_and_class():
    z = zone()
    assert z.resolve("mail").ttl == 60
    assert z.resolve("@", "MX").values == ["10 mail.example.org."]
    assert "web.example.org" in z.names()


def test_follow_cname_chain():
    answer = zone().resolve("legacy.example.org.")
    assert answer.name == "web.example.org"
    assert answer.values == ["192.0.2.10", "192.0.2.11"]
    assert answer.hops == 2
    assert answer.ttl == 600


def test_cname_query_is_not_followed():
    answer = zone().resolve("www", "CNAME")
    assert answer.values == ["web.example.org"]
    assert answer.hops == 0


def test_wildcard_cname():
    assert zone().resolve("api.dev").values == ["192.0.2.10", "192.0.2.11"]


def test_cname_cannot_share_a_name():
    with pytest.raises(ValueError):
        zone().add("web", "CNAME", "mail")


def test_unknown_name_is_nxdomain():
    with pytest.raises(ResolutionError):
        zone().resolve("nope")


def test_cname_loop_is_reported():
    z = zone()
    z.add("ping", "CNAME", "pong")
    z.add("pong", "CNAME", "ping")
    with pytest.raises(ResolutionError):
        z.resolve("ping")


def test_wildcard_pointing_into_itself():
    z = zone()
    z.add("*.loop", "CNAME", "x.loop")
    with pytest.raises(ResolutionError):
        z.resolve("a.loop", "TXT")


def test_chain_longer_than_limit():
    z = zone(max_chain=3)
    for i in range(5):
        z.add(f"hop{i}", "CNAME", f"hop{i + 1}")
    z.add("hop5", "A", "192.0.2.99")
    assert z.resolve("hop3").values == ["192.0.2.99"]
    with pytest.raises(ResolutionError):
        z.resolve("hop0")
