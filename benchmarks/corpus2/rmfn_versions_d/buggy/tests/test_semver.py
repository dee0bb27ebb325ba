import pytest

from semver import InvalidVersion, Version


@pytest.mark.parametrize("text, parts", [("1.2.3", (1, 2, 3, "")), ("v0.10.0-rc.1", (0, 10, 0, "rc.1"))])
def test_parse(text: str, parts: tuple) -> None:
    v = Version.parse(text)
    assert (v.major, v.minor, v.patch, v.pre) == parts


@pytest.mark.parametrize("bad", ["1.2", "1.2.3.4", "a.b.c", ""])
def test_parse_rejects(bad: str) -> None:
    with pytest.raises(InvalidVersion):
        Version.parse(bad)


def test_ordering() -> None:
    texts = ["1.0.0", "1.0.0-alpha", "1.0.0-alpha.10", "1.0.0-alpha.2", "0.9.9", "1.0.0-beta", "1.10.0", "1.2.0"]
    ordered = sorted(Version.parse(t) for t in texts)
    assert [str(v) for v in ordered] == [
        "0.9.9", "1.0.0-alpha", "1.0.0-alpha.2", "1.0.0-alpha.10", "1.0.0-beta", "1.0.0", "1.2.0", "1.10.0",
    ]


@pytest.mark.parametrize(
    "start, part, expected",
    [("1.2.3", "major", "2.0.0"), ("1.2.3", "minor", "1.3.0"), ("1.2.3", "patch", "1.2.4"),
     ("1.2.3-rc.1", "patch", "1.2.3")],
)
def test_bump(start: str, part: str, expected: str) -> None:
    assert str(Version.parse(start).bump(part)) == expected
