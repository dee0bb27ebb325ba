"""Weighted course grades with per-category drop-lowest rules."""

from __future__ import annotations

from dataclasses import dataclass, field

LETTERS = [(90, "A"), (80, "B"), (70, "C"), (60, "D"), (0, "F")]


@dataclass
class Category:
    name: str
    weight: float
    drop_lowest: int = 0
    scores: dict[str, list[float]] = field(default_factory=dict)

    def record(self, student: str, score: float) -> None:
        if not 0 <= score <= 100:
            raise ValueError(f"score {score} is not a percentage")
        self.scores.setdefault(student, []).append(score)

    def average(self, student: str) -> float | None:
        scores = self.scores.get(student, [])
        if not scores:
            return None
        drop = min(self.drop_lowest, len(scores) - 1)
        kept = sorted(scores)[drop:]
        return sum(kept) / len(kept)


class Gradebook:
    def __init__(self) -> None:
        self.categories: dict[str, Category] = {}

    def add_category(self, name: str, weight: float, drop_lowest: int = 0) -> Category:
        category = Category(name, weight, drop_lowest)
        self.categories[name] = category
        return category

    def record(self, category: str, student: str, score: float) -> None:
        self.categories[category].record(student, score)

    def students(self) -> list[str]:
        names = {s for category in self.categories.values() for s in category.scores}
        return sorted(names)

    def final(self, student: str) -> float:
        """Weighted average over the categories the student has scores in."""
        total = weight = 0.0
        for category in self.categories.values():
            avg = category.average(student)
            if avg is not None:
                total += avg * category.weight
                weight += category.weight
        if weight == 0:
            raise KeyError(student)
        return round(total / weight, 2)

    def letter(self, student: str) -> str:
        score = self.final(student)
        return next(letter for cutoff, letter in LETTERS if score >= cutoff)

    def ranking(self) -> list[tuple[str, float]]:
        return sorted(((s, self.final(s)) for s in self.students()), key=lambda p: (-p[1], p[0]))

    def curve(self, category: str, points: float) -> None:
        """Add points to every score in a category, capped at 100."""
        cat = self.categories[category]
        for student, scores in cat.scores.items():
            cat.scores[student] = [min(score + points, 100) for score in scores]

    def missing(self, student: str) -> list[str]:
        """Categories in which the student has no score yet."""
        return [name for name, cat in self.categories.items() if not cat.scores.get(student)]

    def report(self) -> str:
        lines = [f"{'student':<10}{'final':>7} grade"]
        for student, score in self.ranking():
            lines.append(f"{student:<10}{score:>7.2f} {self.letter(student)}")
        return "\n".join(lines)
