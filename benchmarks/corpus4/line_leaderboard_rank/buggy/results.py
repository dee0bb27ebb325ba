"""Match results of a league and each team's record."""

import re
from dataclasses import dataclass

_RESULT = re.compile(r"^\s*(.+?)\s+(\d+)\s*[-:]\s*(\d+)\s+(.+?)\s*$")
POINTS = {"win": 3, "draw": 1, "loss": 0}


@dataclass(frozen=True)
class Match:
    home: str
    home_goals: int
    away_goals: int
    away: str


@dataclass
class Record:
    team: str
    played: int = 0
    won: int = 0
    drawn: int = 0
    lost: int = 0
    goals_for: int = 0
    goals_against: int = 0

    @property
    def points(self):
        return self.won * POINTS["win"] + self.drawn * POINTS["draw"]

    @property
    def diff(self):
        return self.goals_for - self.goals_against

    def add(self, scored, conceded):
        self.played += 1
        self.goals_for += scored
        self.goals_against += conceded
        if scored > conceded:
            self.won += 1
        elif scored == conceded:
            self.drawn += 1
        else:
            self.lost += 1


def parse_results(text):
    """Lines like 'Rovers 2-1 United'; blank lines and # comments are skipped."""
    matches = []
    for number, line in enumerate(text.splitlines(), 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        found = _RESULT.match(line)
        if not found:
            raise ValueError(f"line {number}: cannot read result {line.strip()!r}")
        home, hg, ag, away = found.groups()
        if home == away:
            raise ValueError(f"line {number}: a team cannot play itself")
        matches.append(Match(home, int(hg), int(ag), away))
    return matches


def records(matches):
    table = {}
    for m in matches:
        table.setdefault(m.home, Record(m.home)).add(m.home_goals, m.away_goals)
        table.setdefault(m.away, Record(m.away)).add(m.away_goals, m.home_goals)
    return table
