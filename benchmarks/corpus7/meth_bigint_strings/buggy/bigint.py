"""Arithmetic on non-negative integers written as decimal strings, digit by digit."""


def normalize(a):
    """a without leading zeros ('0' for zero); ValueError unless a is all digits."""
    if not a or not a.isdigit():
        raise ValueError(f"not a decimal number: {a!r}")
    return a.rstrip("0") or "0"


def compare(a, b):
    """-1, 0 or 1 as a is less than, equal to or greater than b."""
    a, b = normalize(a), normalize(b)
    if len(a) != len(b):
        return -1 if len(a) < len(b) else 1
    return (a > b) - (a < b)


def add(a, b):
    a, b = normalize(a), normalize(b)
    i, j, carry = len(a) - 1, len(b) - 1, 0
    digits = []
    while i >= 0 or j >= 0 or carry:
        total = carry + (int(a[i]) if i >= 0 else 0) + (int(b[j]) if j >= 0 else 0)
        digits.append(str(total % 10))
        carry = total // 10
        i, j = i - 1, j - 1
    return "".join(reversed(digits))


def subtract(a, b):
    """a - b for a >= b (ValueError otherwise)."""
    if compare(a, b) < 0:
        raise ValueError("the result would be negative")
    a, b = normalize(a), normalize(b)
    b = b.rjust(len(a), "0")
    digits = []
    borrow = 0
    for x, y in zip(reversed(a), reversed(b)):
        d = int(x) - int(y) - borrow
        borrow = 1 if d < 0 else 0
        digits.append(str(d + 10 * borrow))
    return normalize("".join(reversed(digits)))


def multiply(a, b):
    a, b = normalize(a), normalize(b)
    cells = [0] * (len(a) + len(b))
    for i, x in enumerate(reversed(a)):
        for j, y in enumerate(reversed(b)):
            cells[i + j] += int(x) * int(y)
    for k in range(len(cells) - 1):
        cells[k + 1] += cells[k] // 10
        cells[k] %= 10
    return normalize("".join(str(c) for c in reversed(cells)))


def factorial(n):
    """n! as a decimal string."""
    result = "1"
    for k in range(2, n + 1):
        result = multiply(result, str(k))
    return result
