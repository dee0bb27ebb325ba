import pytest

from ranges import best_match, satisfies
from semver import Version

RELEASES = ["1.0.0", "1.4.2", "1.9.0", "2.0.0-rc.1", "2.0.0", "2.1.0"]


@pytest.mark.parametrize(
    "requirement, best",
    [(">=1.0.0,<2.0.0", "1.9.0"), ("<1.5.0", "1.4.2"), ("!=2.1.0", "2.0.0"), (">3.0.0", None)],
)
def test_best_match(requirement: str, best: str | None) -> None:
    assert best_match(RELEASES, requirement) == best


def test_pre_releases_only_when_allowed() -> None:
    assert not satisfies(Version.parse("2.0.0-rc.1"), ">=1.0.0")
    assert satisfies(Version.parse("2.0.0-rc.1"), ">=1.0.0", allow_pre=True)
    assert best_match(["2.0.0-rc.1", "1.0.0"], "<2.0.0", allow_pre=True) == "2.0.0-rc.1"


def test_bad_clause() -> None:
    with pytest.raises(ValueError):
        satisfies(Version.parse("1.0.0"), "~1.0")
