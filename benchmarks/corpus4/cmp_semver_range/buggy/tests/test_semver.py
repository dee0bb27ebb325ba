import pytest

from semver import Version, max_satisfying, satisfies


def test_parse_and_print():
    v = Version.parse("v1.10.3-rc.2+build.7")
    assert (v.major, v.minor, v.patch, v.prerelease) == (1, 10, 3, ("rc", 2))
    assert str(v) == "1.10.3-rc.2"


@pytest.mark.parametrize("text", ["1.2", "1.2.x", "", "01.a.3"])
def test_parse_rejects_garbage(text):
    with pytest.raises(ValueError):
        Version.parse(text)


def test_ordering():
    ordered = ["1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-beta", "1.0.0-beta.2", "1.0.0-rc.1",
               "1.0.0", "1.0.1", "1.2.0", "2.0.0"]
    shuffled = ordered[3:] + ordered[:3]
    assert [str(v) for v in sorted(map(Version.parse, shuffled))] == ordered


def test_bump():
    assert str(Version.parse("1.4.2").bump("minor")) == "1.5.0"
    assert str(Version.parse("1.4.2-rc.1").bump("patch")) == "1.4.2"
    with pytest.raises(ValueError):
        Version.parse("1.4.2").bump("build")


def test_caret_ranges():
    assert satisfies("1.9.9", "^1.2.0")
    assert not satisfies("2.0.0", "^1.2.0")
    assert satisfies("0.2.5", "^0.2.1")
    assert not satisfies("0.3.0", "^0.2.1")


def test_tilde_and_compound_ranges():
    assert satisfies("1.2.9", "~1.2.3")
    assert not satisfies("1.3.0", "~1.2.3")
    assert satisfies("3.1.0", ">=3.0.0 ^3.0.0")
    assert not satisfies("4.0.0-beta", ">=3.0.0")


def test_max_satisfying():
    versions = ["1.0.0", "1.4.0", "1.4.1", "2.0.0-rc.1", "2.0.0", "2.3.1"]
    assert max_satisfying(versions, "^1.0.0") == "1.4.1"
    assert max_satisfying(versions, "~2.0.0") == "2.0.0"
    assert max_satisfying(versions, "^3.0.0") is None
