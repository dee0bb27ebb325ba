"""A money value type: exact decimal amounts in one currency, with fair splitting."""

from decimal import ROUND_HALF_EVEN, Decimal

MINOR_UNITS = {"EUR": 2, "USD": 2, "JPY": 0, "KWD": 3}


class CurrencyMismatch(ValueError):
    pass


class Money:
    __slots__ = ("amount", "currency")

    def __init__(self, amount, currency="EUR"):
        if currency not in MINOR_UNITS:
            raise ValueError(f"unknown currency {currency!r}")
        exp = Decimal(1).scaleb(-MINOR_UNITS[currency])
        self.amount = Decimal(str(amount)).quantize(exp, rounding=ROUND_HALF_EVEN)
        self.currency = currency

    @classmethod
    def from_minor(cls, units, currency="EUR"):
        return cls(Decimal(units).scaleb(-MINOR_UNITS[currency]), currency)

    @property
    def minor(self):
        """The amount in minor units (cents) as an int."""
        return int(self.amount.scaleb(MINOR_UNITS[self.currency]))

    def _check(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise CurrencyMismatch(f"{self.currency} vs {other.currency}")
        return other

    def __add__(self, other):
        if self._check(other) is NotImplemented:
            return NotImplemented
        return Money(self.amount + other.amount, self.currency)

    def __sub__(self, other):
        if self._check(other) is NotImplemented:
            return NotImplemented
        return Money(self.amount + other.amount, self.currency)

    def __mul__(self, factor):
        return Money(self.amount * Decimal(str(factor)), self.currency)

    __rmul__ = __mul__

    def __neg__(self):
        return Money(-self.amount, self.currency)

    def __eq__(self, other):
        return isinstance(other, Money) and (self.amount, self.currency) == (
            other.amount, other.currency)

    def __lt__(self, other):
        self._check(other)
        return self.amount < other.amount

    def __hash__(self):
        return hash((self.amount, self.currency))

    def __repr__(self):
        return f"Money('{self.amount}', '{self.currency}')"

    def __str__(self):
        sign = "-" if self.amount < 0 else ""
        return f"{sign}{abs(self.amount):,} {self.currency}"

    def allocate(self, ratios):
        """Split into parts proportional to ratios; leftover minor units go to the parts
        with the largest remainders, so the parts always add up to the whole."""
        if not ratios or any(r < 0 for r in ratios) or not sum(ratios):
            raise ValueError("ratios must be non-negative and not all zero")
        total = sum(ratios)
        units = self.minor
        shares = [units * r // total for r in ratios]
        remainders = [units * r % total for r in ratios]
        leftover = units - sum(shares)
        order = sorted(range(len(ratios)), key=lambda i: (-remainders[i], i))
        for i in order[:leftover]:
            shares[i] += 1
        return [Money.from_minor(s, self.currency) for s in shares]

    def split(self, parts):
        if parts < 1:
            raise ValueError("parts must be at least 1")
        return self.allocate([1] * parts)


def total(values, currency="EUR"):
    result = Money(0, currency)
    for value in values:
        result = result + value
    return result
