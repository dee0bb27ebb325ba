"""Budget arithmetic shared by the travel planner's views."""

from decimal import Decimal


def remaining(budget: Decimal, expenses: list[Decimal]) -> Decimal:
    """Budget left after paying every expense (negative when overspent)."""
    left = budget
    for amount in expenses:
        if amount < 0:
            raise ValueError("expenses must not be negative")
        left -= amount
    return left


def share(total: Decimal, people: int) -> Decimal:
    """Each person's share, rounded to cents."""
    if people <= 0:
        raise ValueError("people must be positive")
    return (total / people).quantize(Decimal("0.01"))
