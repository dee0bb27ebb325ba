"""A bank account in integer cents, with card holds and an overdraft limit."""


class InsufficientFunds(Exception):
    pass


class Account:
    def __init__(self, number, owner, overdraft=0):
        self.number = number
        self.owner = owner
        self.overdraft = overdraft
        self.balance = 0
        self._holds = {}
        self.entries = []  # (kind, amount, balance after)

    @property
    def held(self):
        return sum(self._holds.values())

    @property
    def available(self):
        return self.balance - self.held + self.overdraft

    def _record(self, kind, amount):
        self.entries.append((kind, amount, self.balance))

    def deposit(self, amount, kind="deposit"):
        if amount <= 0:
            raise ValueError("amount must be positive")
        self.balance += amount
        self._record(kind, amount)

    def withdraw(self, amount, kind="withdrawal"):
        if amount <= 0:
            raise ValueError("amount must be positive")
        if amount > self.available:
            raise InsufficientFunds(f"{self.number}: {amount} requested, {self.available} free")
        self.balance -= amount
        self._record(kind, -amount)

    def hold(self, ref, amount):
        """Reserve money for a pending card payment."""
        if amount > self.available:
            raise InsufficientFunds(f"{self.number}: cannot hold {amount}")
        self._holds[ref] = self._holds.get(ref, 0) + amount

    def release(self, ref, amount=None):
        """Give back part or all of a hold; returns what is still held under ref."""
        held = self._holds.get(ref, 0)
        if amount is None or amount >= held:
            self._holds.pop(ref, None)
            return 0
        held += amount
        self._holds[ref] = held
        return held

    def capture(self, ref):
        """Turn a hold into a real withdrawal."""
        amount = self._holds.pop(ref)
        self.balance -= amount
        self._record("card", -amount)
        return amount
