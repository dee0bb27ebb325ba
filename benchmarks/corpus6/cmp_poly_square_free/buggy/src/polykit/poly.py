"""The Polynomial type: coefficients from the constant term up."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction


def _trim(coeffs: list[Fraction]) -> list[Fraction]:
    while coeffs and coeffs[-1] == 0:
        coeffs.pop()
    return coeffs


class Polynomial:
    __slots__ = ("coeffs",)

    def __init__(self, coeffs: Iterable[int | Fraction] = ()) -> None:
        self.coeffs = _trim([Fraction(c) for c in coeffs])

    @classmethod
    def monomial(cls, degree: int, coeff: int | Fraction = 1) -> Polynomial:
        return cls([0] * degree + [coeff])

    @property
    def degree(self) -> int:
        """Degree of the polynomial; -1 for the zero polynomial."""
        return len(self.coeffs) - 1

    @property
    def lead(self) -> Fraction:
        return self.coeffs[-1] if self.coeffs else Fraction(0)

    def is_zero(self) -> bool:
        return not self.coeffs

    def __call__(self, x: int | Fraction) -> Fraction:
        result = Fraction(0)
        for c in reversed(self.coeffs):
            result = result * x + c
        return result

    def __add__(self, other: Polynomial | int | Fraction) -> Polynomial:
        if not isinstance(other, Polynomial):
            other = Polynomial([other])
        n = max(len(self.coeffs), len(other.coeffs))
        a = self.coeffs + [Fraction(0)] * (n - len(self.coeffs))
        b = other.coeffs + [Fraction(0)] * (n - len(other.coeffs))
        return Polynomial(x + y for x, y in zip(a, b, strict=True))

    __radd__ = __add__

    def __neg__(self) -> Polynomial:
        return Polynomial(-c for c in self.coeffs)

    def __sub__(self, other: Polynomial | int | Fraction) -> Polynomial:
        return self + (-other)

    def __rsub__(self, other: int | Fraction) -> Polynomial:
        return (-self) + other

    def __mul__(self, other: Polynomial | int | Fraction) -> Polynomial:
        if not isinstance(other, Polynomial):
            return Polynomial(c * other for c in self.coeffs)
        if self.is_zero() or other.is_zero():
            return Polynomial()
        out = [Fraction(0)] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Polynomial(out)

    __rmul__ = __mul__

    def __pow__(self, n: int) -> Polynomial:
        result = Polynomial([1])
        for _ in range(n):
            result = result * self
        return result

    def derivative(self) -> Polynomial:
        return Polynomial(i * c for i, c in enumerate(self.coeffs) if i)

    def monic(self) -> Polynomial:
        if self.is_zero():
            return self
        return self * (1 / self.lead)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, int | Fraction):
            other = Polynomial([other])
        if not isinstance(other, Polynomial):
            return NotImplemented
        return self.coeffs == other.coeffs

    def __hash__(self) -> int:
        return hash(tuple(self.coeffs))

    def __repr__(self) -> str:
        if self.is_zero():
            return "0"
        terms = []
        for i in range(self.degree, -1, -1):
            c = self.coeffs[i]
            if c == 0:
                continue
            power = "" if i == 0 else "x" if i == 1 else f"x^{i}"
            if abs(c) == 1 and power:
                text = power
            else:
                text = f"{abs(c)}{power}"
            terms.append(("-" if c < 0 else "+", text))
        first_sign, first = terms[0]
        head = ("-" if first_sign == "-" else "") + first
        return head + "".join(f" {s} {t}" for s, t in terms[1:])
