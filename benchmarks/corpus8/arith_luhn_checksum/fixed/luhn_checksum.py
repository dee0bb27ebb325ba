"""The Luhn (mod 10) checksum used by payment card numbers and IMEIs."""


def _digits(number):
    """The digits of number (an int or a str); spaces and dashes are ignored."""
    text = str(number).replace(" ", "").replace("-", "")
    if not (text.isascii() and text.isdigit()):
        raise ValueError(f"not a number: {number!r}")
    return [int(ch) for ch in text]


def luhn_sum(number):
    """Sum of the digits where every second digit from the right is doubled.

    A doubled digit contributes the sum of its own digits (7 -> 14 -> 1 + 4).
    """
    total = 0
    for position, digit in enumerate(reversed(_digits(number))):
        if position % 2 == 1:
            doubled = 2 * digit
            total += doubled // 10 + doubled % 10
        else:
            total += digit
    return total


def is_valid(number):
    """True if number passes the Luhn check."""
    return luhn_sum(number) % 10 == 0


def check_digit(partial):
    """The digit that, appended to partial, makes a valid number."""
    return (10 - luhn_sum(f"{partial}0") % 10) % 10


def with_check_digit(partial):
    """partial with its check digit appended, as a string."""
    return f"{partial}{check_digit(partial)}"
