"""Exact rational numbers kept in lowest terms."""

import math


class Rational:
    """num/den with gcd(num, den) == 1 and den > 0."""

    __slots__ = ("num", "den")

    def __init__(self, num, den=1):
        if den == 0:
            raise ZeroDivisionError("zero denominator")
        if den < 0:
            num, den = -num, -den
        g = math.gcd(num, den)
        self.num, self.den = num // g, den // g

    @classmethod
    def parse(cls, text):
        """Read '3/4', '-7', '2.375' or '-0.5'."""
        text = text.strip()
        if "/" in text:
            num, den = text.split("/")
            return cls(int(num), int(den))
        if "." in text:
            whole, frac = text.split(".")
            sign = -1 if whole.startswith("-") else 1
            scale = 10 ** len(frac)
            return cls(int(whole or "0") * scale + sign * int(frac or "0"), scale)
        return cls(int(text))

    def _coerce(self, other):
        return other if isinstance(other, Rational) else Rational(other)

    def __add__(self, other):
        other = self._coerce(other)
        return Rational(self.num * other.den + other.num * self.den, self.den * other.den)

    def __sub__(self, other):
        return self + -self._coerce(other)

    def __neg__(self):
        return Rational(-self.num, self.den)

    def __mul__(self, other):
        other = self._coerce(other)
        return Rational(self.num * other.num, self.den * other.den)

    def __truediv__(self, other):
        other = self._coerce(other)
        return Rational(self.num * other.den, self.den * other.num)

    def __eq__(self, other):
        other = self._coerce(other)
        return self.num == other.num and self.den == other.den

    def __hash__(self):
        return hash((self.num, self.den))

    def __lt__(self, other):
        other = self._coerce(other)
        return self.num * other.den < other.num * self.den

    def __repr__(self):
        return f"Rational({self.num}, {self.den})"

    def __str__(self):
        return str(self.num) if self.den == 1 else f"{self.num}/{self.den}"

    def round_half_even(self):
        """Nearest integer; exact halves go to the even neighbour."""
        floor, rem = divmod(self.num, self.den)
        twice = 2 * rem
        if twice < self.den:
            return floor
        if twice > self.den:
            return floor + 1
        return floor + floor % 2

    def to_decimal(self, places=2):
        """Decimal string rounded half-to-even to the given number of places."""
        scaled = (self * 10 ** places).round_half_even()
        sign = "-" if scaled < 0 else ""
        digits = str(abs(scaled)).rjust(places + 1, "0")
        if places == 0:
            return sign + digits
        return f"{sign}{digits[:-places]}.{digits[-places:]}"

    def continued_fraction(self):
        """Terms [a0; a1, a2, ...] of the finite continued fraction."""
        terms = []
        num, den = self.num, self.den
        while den:
            q, r = divmod(num, den)
            terms.append(q)
            num, den = den, r
        return terms

    @classmethod
    def from_continued_fraction(cls, terms):
        value = cls(terms[-1])
        for term in reversed(terms[:-1]):
            value = cls(term) + Rational(1) / value
        return value
