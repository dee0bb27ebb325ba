"""The bank's ledger: opens accounts, moves money between them and prints statements."""

from account import Account, InsufficientFunds


class UnknownAccount(KeyError):
    pass


class Ledger:
    def __init__(self):
        self._accounts = {}
        self._next = 1000

    def open(self, owner, deposit=0, overdraft=0):
        self._next += 1
        number = f"AC{self._next}"
        account = Account(number, owner, overdraft)
        if deposit:
            account.deposit(deposit)
        self._accounts[number] = account
        return account

    def get(self, number):
        try:
            return self._accounts[number]
        except KeyError:
            raise UnknownAccount(number) from None

    def transfer(self, source, target, amount):
        src, dst = self.get(source), self.get(target)
        if src is dst:
            raise ValueError("cannot transfer to the same account")
        src.withdraw(amount, kind=f"to {dst.number}")
        dst.deposit(amount, kind=f"from {src.number}")

    def card_payment(self, number, ref, amount):
        """Authorize now; the merchant settles later with settle()."""
        self.get(number).hold(ref, amount)

    def adjust_payment(self, number, ref, new_amount, old_amount):
        """A merchant lowers an authorization (e.g. a fuel pump pre-authorization)."""
        if new_amount > old_amount:
            raise ValueError("an authorization can only be lowered")
        return self.get(number).release(ref, old_amount - new_amount)

    def settle(self, number, ref):
        return self.get(number).capture(ref)

    def total_deposits(self):
        return sum(a.balance for a in self._accounts.values())

    def statement(self, number):
        account = self.get(number)
        lines = [f"{account.number} {account.owner}"]
        for kind, amount, balance in account.entries:
            lines.append(f"{kind:<12}{amount / 100:>10.2f}{balance / 100:>10.2f}")
        lines.append(f"available {account.available / 100:.2f}")
        return "\n".join(lines)


__all__ = ["InsufficientFunds", "Ledger", "UnknownAccount"]
