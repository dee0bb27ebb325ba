"""Customer wallet accounts."""

from decimal import Decimal


class InsufficientFunds(Exception):
    """Raised when a withdrawal exceeds the balance."""


class Account:
    """A wallet holding a non-negative balance."""

    def __init__(self, owner: str, balance: Decimal = Decimal("0")) -> None:
        self.owner = owner
        self.balance = balance
        self.history: list[Decimal] = []

    def deposit(self, amount: Decimal) -> None:
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(amount)

    def withdraw(self, amount: Decimal) -> None:
        """Take money out; InsufficientFunds if the balance is too low."""
        if amount <= 0:
            raise ValueError("withdrawal must be positive")
        if amount > self.balance:
            raise InsufficientFunds(f"{self.owner} has only {self.balance}")
        self.balance -= amount
        self.history.append(-amount)
