"""Scoring for the pub-quiz app: streaks multiply points, mistakes cost points."""

BASE_POINTS = 10
MAX_MULTIPLIER = 4
PENALTY = 5


def score_round(answers: list[bool]) -> int:
    """Points for a round of answers (True = correct); never below zero."""
    total = 0
    streak = 0
    for correct in answers:
        if correct:
            streak += 1
            total += BASE_POINTS * min(streak, MAX_MULTIPLIER)
        else:
            streak = 0
            total -= PENALTY
    return max(total, 0)


def leaderboard(rounds: dict[str, list[bool]]) -> list[tuple[str, int]]:
    """(team, score) sorted by score, then team name."""
    scores = [(team, score_round(answers)) for team, answers in rounds.items()]
    return sorted(scores, key=lambda item: (-item[1], item[0]))
