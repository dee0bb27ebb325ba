"""Schoolbook arithmetic on non-negative integers written as decimal strings."""


def normalize(s):
    """Validate a digit string and strip its leading zeros ('' and '000' become '0')."""
    if not s.isdigit() and s != "":
        raise ValueError(f"not a decimal digit string: {s!r}")
    stripped = s.lstrip("0")
    return stripped or "0"


def compare(a, b):
    """-1, 0 or 1 as the number a is less than, equal to or greater than b."""
    a, b = normalize(a), normalize(b)
    if len(a) != len(b):
        return -1 if len(a) < len(b) else 1
    return (a > b) - (a < b)


def add(a, b):
    width = max(len(a), len(b))
    a, b = a.rjust(width, "0"), b.rjust(width, "0")
    digits, carry = [], 0
    for i in range(width - 1, -1, -1):
        carry, d = divmod(int(a[i]) + int(b[i]) + carry, 10)
        digits.append(str(d))
    if carry:
        digits.append(str(carry))
    return normalize("".join(reversed(digits)))


def subtract(a, b):
    """a - b for digit strings with a >= b."""
    if compare(a, b) < 0:
        raise ValueError("negative result")
    b = b.rjust(len(a), "0")
    digits, borrow = [], 0
    for i in range(len(a) - 1, -1, -1):
        d = int(a[i]) - int(b[i]) - borrow
        borrow = 1 if d < 0 else 0
        digits.append(str(d + 10 * borrow))
    return normalize("".join(reversed(digits)))


def multiply_small(a, k):
    """a * k for a digit string a and a small int k >= 0."""
    digits, carry = [], 0
    for ch in reversed(a):
        carry, d = divmod(int(ch) * k + carry, 10)
        digits.append(str(d))
    return normalize(str(carry) + "".join(reversed(digits)))


def divmod_small(a, k):
    """(quotient string, int remainder) of a divided by the int k > 0."""
    if k <= 0:
        raise ZeroDivisionError("divisor must be positive")
    digits, rem = [], 0
    for ch in normalize(a):
        rem = rem * 10 + int(ch)
        digits.append(str(rem // k))
        rem %= k
    return normalize("".join(digits)), rem


def divmod_big(a, b):
    """(quotient, remainder) digit strings of a divided by b, one digit at a time."""
    a, b = normalize(a), normalize(b)
    if b == "0":
        raise ZeroDivisionError("division by zero")
    digits, rem = [], "0"
    for ch in a:
        rem = normalize(rem + ch)
        count = 0
        while compare(rem, b) >= 0:
            rem = subtract(rem, b)
            count += 1
        digits.append(str(count))
    return normalize("".join(digits)), rem


def rounded_quotient(a, b):
    """a / b rounded to the nearest integer, halves rounding up."""
    q, r = divmod_big(a, b)
    if compare(multiply_small(r, 2), b) >= 0:
        q = add(q, "1")
    return q


def decimal_quotient(a, b, places):
    """a / b as a decimal string with the given number of places, rounded half up."""
    q = rounded_quotient(a + "0" * places, b).rjust(places + 1, "0")
    return q if places == 0 else q[:-places] + "." + q[-places:]
