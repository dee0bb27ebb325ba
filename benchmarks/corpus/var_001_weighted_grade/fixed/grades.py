"""Course grade calculation from weighted assessment scores."""

LETTERS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def weighted_average(scores: list[tuple[float, float]]) -> float:
    """Average of (score, weight) pairs, weighted; 0.0 when there are none."""
    total = 0.0
    weight_sum = 0.0
    for score, weight in scores:
        if weight < 0:
            raise ValueError("weights must not be negative")
        total += score * weight
        weight_sum += weight
    return total / weight_sum if weight_sum else 0.0


def letter(average: float) -> str:
    """Letter grade for a percentage."""
    for cutoff, grade in LETTERS:
        if average >= cutoff:
            return grade
    return "F"


def report(scores: list[tuple[float, float]]) -> str:
    """'84.5 (B)' style summary."""
    avg = weighted_average(scores)
    return f"{avg:.1f} ({letter(avg)})"
