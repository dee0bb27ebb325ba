"""Digit arithmetic shared by the check-digit schemes."""

from __future__ import annotations


def digits_of(number: int) -> list[int]:
    """The decimal digits of a non-negative integer, most significant first."""
    if number < 0:
        raise ValueError("negative numbers have no check digit")
    found: list[int] = []
    while True:
        found.append(number % 10)
        number //= 10
        if number == 0:
            return found[::-1]


def digit_sum(number: int) -> int:
    """Sum of the decimal digits of a non-negative integer."""
    total = 0
    while number > 0:
        total += number % 10
        number //= 10
    return total


def digital_root(number: int) -> int:
    """Repeated digit sum down to one digit (0 stays 0)."""
    while number >= 10:
        number = digit_sum(number)
    return number


def clean(text: str) -> str:
    """Drop the spaces and dashes people type inside long numbers."""
    return text.replace(" ", "").replace("-", "")
