import pytest
from changelog import Commit, bump, contributors, parse, render

MESSAGES = [
    "fix(parser): handle empty input",
    "feat(cli): add --json flag",
    "docs: typo",
    "feat: colour output",
    "fix(api): retry on 503",
    "feat(api)!: drop v1 endpoints",
    "not conventional at all",
]


def test_parse_header():
    assert parse("feat(cli): add --json flag") == Commit("feat", "cli", "add --json flag", False)


def test_parse_breaking_footer():
    commit = parse("refactor: new config\n\nBREAKING CHANGE: settings.toml replaces .rc\n")
    assert commit.breaking
    assert commit.note == "settings.toml replaces .rc"


def test_non_conventional_is_none():
    assert parse("Merge branch 'main'") is None


@pytest.mark.parametrize(
    ("types", "expected"),
    [(["fix"], "1.4.3"), (["feat", "fix"], "1.5.0"), (["docs"], "1.4.2"), (["feat!"], "2.0.0")],
)
def test_bump(types, expected):
    commits = [parse(f"{t}: x") for t in types]
    assert bump("v1.4.2", commits) == expected


def test_bump_before_1_0_keeps_major():
    assert bump("0.3.1", [parse("feat!: x")]) == "0.4.0"


def test_render():
    assert render("1.4.2", MESSAGES, "2024-05-01").splitlines() == [
        "## 2.0.0 (2024-05-01)",
        "",
        "### BREAKING CHANGES",
        "",
        "- drop v1 endpoints",
        "",
        "### Features",
        "",
        "- colour output",
        "- **api:** drop v1 endpoints",
        "- **cli:** add --json flag",
        "",
        "### Bug Fixes",
        "",
        "- **api:** retry on 503",
        "- **parser:** handle empty input",
    ]


def test_render_without_changes():
    assert render("1.0.0", ["chore: bump deps"], "2024-01-01") == "## 1.0.0 (2024-01-01)\n"


def test_contributors():
    log = [("ann", MESSAGES[0]), ("bob", MESSAGES[2]), ("bob", MESSAGES[1]), ("ann", MESSAGES[4])]
    assert contributors(log) == ["ann", "bob"]
