"""Shared expenses: who paid what, who owes whom, and the fewest transfers to settle."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass


@dataclass(frozen=True)
class Expense:
    payer: str
    cents: int
    shared_by: tuple[str, ...]
    label: str = ""


@dataclass(frozen=True)
class Transfer:
    sender: str
    receiver: str
    cents: int

    def __str__(self) -> str:
        return f"{self.sender} pays {self.receiver} {self.cents // 100}.{self.cents % 100:02d}"


def split(cents: int, people: tuple[str, ...]) -> dict[str, int]:
    """Equal shares; the first people in sorted order absorb the leftover cents."""
    if not people:
        raise ValueError("an expense must be shared by someone")
    base, extra = divmod(cents, len(people))
    return {p: base + (1 if i < extra else 0) for i, p in enumerate(sorted(people))}


def balances(expenses: list[Expense]) -> dict[str, int]:
    """Positive: the person is owed money; negative: they owe."""
    result: dict[str, int] = defaultdict(int)
    for expense in expenses:
        result[expense.payer] += expense.cents
        for person, share in split(expense.cents, expense.shared_by).items():
            result[person] -= share
    return dict(sorted(result.items()))


def settle(expenses: list[Expense]) -> list[Transfer]:
    """Greedy settlement: the largest debtor pays the largest creditor, repeatedly."""
    owed = {p: b for p, b in balances(expenses).items() if b > 0}
    owing = {p: -b for p, b in balances(expenses).items() if b < 0}
    transfers = []
    while owed and owing:
        creditor = max(owed, key=lambda p: (owed[p], p))
        debtor = max(owing, key=lambda p: (owing[p], p))
        amount = min(owed[creditor], owing[debtor])
        transfers.append(Transfer(debtor, creditor, amount))
        owed[creditor] -= amount
        owing[debtor] -= amount
        if owed[creditor] == 0:
            del owed[creditor]
        if owing[debtor] == 0:
            del owing[debtor]
    return transfers


def spent_by(expenses: list[Expense]) -> dict[str, int]:
    totals: dict[str, int] = defaultdict(int)
    for expense in expenses:
        for person, share in split(expense.cents, expense.shared_by).items():
            totals[person] += share
    return dict(sorted(totals.items()))


def summary(expenses: list[Expense]) -> str:
    """A printable statement: spending per person, balances and the transfers."""
    lines = ["spent:"]
    for person, cents in spent_by(expenses).items():
        lines.append(f"  {person:<8}{cents / 100:>9.2f}")
    lines.append("balance:")
    for person, cents in balances(expenses).items():
        lines.append(f"  {person:<8}{cents / 100:>+9.2f}")
    lines.append("to settle:")
    lines.extend(f"  {transfer}" for transfer in settle(expenses))
    return "\n".join(lines)
