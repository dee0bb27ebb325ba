"""Restore IPv4 addresses from a digit string by placing three dots (backtracking)."""

DIGITS = "0123456789"


def is_valid_octet(part):
    """A decimal number 0-255 with no leading zero (except '0' itself)."""
    if not part or len(part) > 3 or any(ch not in DIGITS for ch in part):
        return False
    if part[0] == "0" and len(part) > 1:
        return False
    return int(part) <= 255


def is_valid_ipv4(address):
    """True for dotted quads such as '192.168.0.1'."""
    parts = address.split(".")
    return len(parts) == 4 and all(is_valid_octet(p) for p in parts)


def restore_addresses(digits, parts=4):
    """Every way to split digits into `parts` valid octets, joined by dots, in order."""
    results = []

    def backtrack(start, chosen):
        remaining = len(digits) - start
        needed = parts - len(chosen)
        if needed == 0:
            if remaining == 0:
                results.append(".".join(chosen))
            return
        if remaining < needed or remaining > 3 * needed:
            return
        for end in range(start + 1, min(start + 3, len(digits)) + 1):
            part = digits[start:end]
            if is_valid_octet(part):
                chosen.append(part)
                backtrack(start + end, chosen)
                chosen.pop()

    backtrack(0, [])
    return results


def count_addresses(digits):
    return len(restore_addresses(digits))


def ip_to_int(address):
    """'10.0.0.1' -> 167772161."""
    if not is_valid_ipv4(address):
        raise ValueError(f"not an IPv4 address: {address!r}")
    value = 0
    for part in address.split("."):
        value = value * 256 + int(part)
    return value


def int_to_ip(value):
    """167772161 -> '10.0.0.1'."""
    if not 0 <= value < 2 ** 32:
        raise ValueError("value out of range")
    octets = []
    for _ in range(4):
        octets.append(str(value % 256))
        value //= 256
    return ".".join(reversed(octets))


def restore_sorted_numerically(digits):
    """Restored addresses ordered by their numeric value."""
    return sorted(restore_addresses(digits), key=ip_to_int)
