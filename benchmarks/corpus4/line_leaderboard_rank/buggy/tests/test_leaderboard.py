import pytest

from leaderboard import leaders, league_table, standings
from results import parse_results

SEASON = """
# matchday 1
Rovers 2-1 United
City 0-0 Athletic
# matchday 2
United 3-0 City
Athletic 1-2 Rovers
# matchday 3
Rovers 1 - 1 City
Athletic 3:0 United
"""


def test_parse_results():
    matches = parse_results(SEASON)
    assert len(matches) == 6
    assert matches[4].home == "Rovers" and matches[4].away_goals == 1


@pytest.mark.parametrize("line", ["Rovers two-one United", "Rovers 1-1 Rovers"])
def test_bad_lines(line):
    with pytest.raises(ValueError):
        parse_results(line)


def test_standings_order():
    table = standings(parse_results(SEASON))
    assert [(rank, r.team, r.points) for rank, r in table] == [
        (1, "Rovers", 7), (2, "Athletic", 4), (3, "United", 3), (4, "City", 2),
    ]


def test_exact_ties_share_a_rank():
    matches = parse_results("A 1-0 B\nC 1-0 D\nB 2-2 D")
    assert [(rank, r.team) for rank, r in standings(matches)] == [
        (1, "A"), (1, "C"), (3, "B"), (3, "D"),
    ]
    assert leaders(matches) == ["A", "C"]


def test_goals_scored_break_ties():
    matches = parse_results("A 2-1 B\nC 1-0 D")
    assert [rank for rank, _ in standings(matches)] == [1, 2, 3, 4]


def test_printed_table():
    text = league_table("Rovers 2-1 United\nCity 1-1 Athletic")
    assert text.splitlines() == [
        " # Team          P  W  D  L   GD Pts",
        " 1 Rovers        1  1  0  0   +1   3",
        " 2 Athletic      1  0  1  0   +0   1",
        " 2 City          1  0  1  0   +0   1",
        " 4 United        1  0  0  1   -1   0",
    ]
