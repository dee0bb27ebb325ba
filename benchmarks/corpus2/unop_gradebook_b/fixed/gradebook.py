"""A course gradebook: students, scores per category, final grades and a class ranking."""

from __future__ import annotations

from dataclasses import dataclass, field

from grading import category_average, letter, weighted_percent


@dataclass
class Student:
    name: str
    scores: dict[str, list[float]] = field(default_factory=dict)
    withdrawn: bool = False


class Gradebook:
    def __init__(self, weights: dict[str, float], drop_lowest: dict[str, int] | None = None) -> None:
        if abs(sum(weights.values()) - 1.0) > 1e-9:
            raise ValueError("weights must add up to 1")
        self.weights = weights
        self.drop_lowest = drop_lowest or {}
        self.students: dict[str, Student] = {}

    def enroll(self, name: str) -> Student:
        key = name.strip().lower()
        if key in self.students:
            raise ValueError(f"{name} is already enrolled")
        self.students[key] = Student(name.strip())
        return self.students[key]

    def record(self, name: str, category: str, score: float) -> None:
        if category not in self.weights:
            raise KeyError(f"unknown category {category}")
        if not 0 <= score <= 100:
            raise ValueError("scores are percentages")
        student = self.students[name.strip().lower()]
        student.scores.setdefault(category, []).append(score)

    def percent(self, name: str) -> float:
        student = self.students[name.strip().lower()]
        averages = {cat: category_average(student.scores.get(cat, []), self.drop_lowest.get(cat, 0))
                    for cat in self.weights}
        return round(weighted_percent(averages, self.weights), 1)

    def final_grade(self, name: str) -> str:
        student = self.students[name.strip().lower()]
        if student.withdrawn:
            return "W"
        return letter(self.percent(name))

    def ranking(self) -> list[tuple[str, float]]:
        """Active students by percentage, best first, ties by name."""
        active = [s for s in self.students.values() if not s.withdrawn and s.scores]
        rows = [(s.name, self.percent(s.name)) for s in active]
        return sorted(rows, key=lambda row: (-row[1], row[0]))
