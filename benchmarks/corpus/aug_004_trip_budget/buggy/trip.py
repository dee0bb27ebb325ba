"""Trip summaries for the travel planner."""

from decimal import Decimal

from budget import remaining, share


def summary(budget: Decimal, expenses: list[Decimal], people: int) -> dict[str, str]:
    """Spent, left and per-person cost of a trip."""
    spent = sum(expenses, Decimal("0"))
    left = remaining(budget, expenses)
    return {
        "spent": str(spent),
        "left": str(left),
        "per_person": str(share(spent, people)),
        "status": "over budget" if left < 0 else "ok",
    }
