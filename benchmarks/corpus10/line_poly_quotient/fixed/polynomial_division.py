"""Polynomials over the rationals: arithmetic, Horner evaluation and long division."""

from fractions import Fraction


class Polynomial:
    """Coefficients are stored lowest degree first: [1, 0, 3] is 1 + 3x^2."""

    def __init__(self, coeffs):
        coeffs = [Fraction(c) for c in coeffs] or [Fraction(0)]
        while len(coeffs) > 1 and coeffs[-1] == 0:
            coeffs.pop()
        self.coeffs = coeffs

    @property
    def degree(self) -> int:
        """Degree of the polynomial; the zero polynomial has degree -1."""
        return -1 if self.is_zero() else len(self.coeffs) - 1

    def is_zero(self) -> bool:
        return self.coeffs == [0]

    def __eq__(self, other) -> bool:
        return isinstance(other, Polynomial) and self.coeffs == other.coeffs

    def __repr__(self) -> str:
        return f"Polynomial({[str(c) for c in self.coeffs]})"

    def __add__(self, other: "Polynomial") -> "Polynomial":
        size = max(len(self.coeffs), len(other.coeffs))
        a = self.coeffs + [Fraction(0)] * (size - len(self.coeffs))
        b = other.coeffs + [Fraction(0)] * (size - len(other.coeffs))
        return Polynomial([x + y for x, y in zip(a, b)])

    def __mul__(self, other: "Polynomial") -> "Polynomial":
        out = [Fraction(0)] * (len(self.coeffs) + len(other.coeffs) - 1)
        for i, a in enumerate(self.coeffs):
            for j, b in enumerate(other.coeffs):
                out[i + j] += a * b
        return Polynomial(out)

    def __call__(self, x):
        """Evaluate at x with Horner's rule."""
        result = Fraction(0)
        for c in reversed(self.coeffs):
            result = result * x + c
        return result

    def divmod(self, divisor: "Polynomial") -> tuple["Polynomial", "Polynomial"]:
        """(quotient, remainder) with self == quotient * divisor + remainder."""
        if divisor.is_zero():
            raise ZeroDivisionError("polynomial division by zero")
        rem = list(self.coeffs)
        dlen = len(divisor.coeffs)
        quot = [Fraction(0)] * max(len(rem) - dlen + 1, 1)
        for shift in range(len(rem) - dlen, -1, -1):
            factor = rem[shift + dlen - 1] / divisor.coeffs[-1]
            quot[shift] = factor
            for i, c in enumerate(divisor.coeffs):
                rem[shift + i] -= factor * c
        return Polynomial(quot), Polynomial(rem[: dlen - 1])

    def __floordiv__(self, divisor: "Polynomial") -> "Polynomial":
        return self.divmod(divisor)[0]

    def __mod__(self, divisor: "Polynomial") -> "Polynomial":
        return self.divmod(divisor)[1]
