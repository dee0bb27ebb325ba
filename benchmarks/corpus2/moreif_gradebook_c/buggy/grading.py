"""Grading policy: weighted categories, dropped lowest scores and letter grades."""

from __future__ import annotations

LETTERS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def letter(percent: float) -> str:
    """Letter for a percentage; below 60 is F."""
    for threshold, grade in LETTERS:
        if percent >= threshold:
            return grade
    return "F"


def category_average(scores: list[float], drop_lowest: int = 0) -> float | None:
    """Mean of scores after dropping the lowest ones; None if nothing is left."""
    kept = sorted(scores)[drop_lowest:]
    if not kept:
        return None
    return sum(kept) / len(kept)


def weighted_percent(averages: dict[str, float | None], weights: dict[str, float]) -> float:
    """Combine category averages by weight; categories without scores are left out and the
    remaining weights are rescaled."""
    used = {name: w for name, w in weights.items()}
    if not used:
        return 0.0
    total_weight = sum(used.values())
    return sum(averages[name] * w for name, w in used.items()) / total_weight
