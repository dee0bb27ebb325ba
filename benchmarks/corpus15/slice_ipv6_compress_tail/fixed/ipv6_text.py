"""Parse IPv6 addresses and write them in the canonical text form of RFC 5952."""

HEX_DIGITS = set("0123456789abcdefABCDEF")


class AddressError(ValueError):
    """Raised for text that is not an IPv6 address."""


def _hex_groups(part):
    """'2001:db8' -> [0x2001, 0xdb8]; the empty string gives no groups."""
    if not part:
        return []
    groups = []
    for chunk in part.split(":"):
        if not 1 <= len(chunk) <= 4 or not set(chunk) <= HEX_DIGITS:
            raise AddressError(f"bad group {chunk!r}")
        groups.append(int(chunk, 16))
    return groups


def _ipv4_tail(text):
    """Replace a dotted IPv4 tail ('::ffff:192.0.2.1') by its two hex groups."""
    cut = text.rfind(":") + 1
    octets = text[cut:].split(".")
    if len(octets) != 4 or not all(o.isdigit() and int(o) < 256 for o in octets):
        raise AddressError(f"bad IPv4 part {text[cut:]!r}")
    a, b, c, d = (int(o) for o in octets)
    return text[:cut] + f"{a << 8 | b:x}:{c << 8 | d:x}"


def parse(text):
    """The eight 16-bit groups of an address in any valid text form."""
    if "." in text:
        text = _ipv4_tail(text)
    if text.count("::") > 1:
        raise AddressError("'::' may appear only once")
    if "::" not in text:
        groups = _hex_groups(text)
        if len(groups) != 8:
            raise AddressError("an address without '::' needs eight groups")
        return groups
    left, right = text.split("::")
    head, tail = _hex_groups(left), _hex_groups(right)
    missing = 8 - len(head) - len(tail)
    if missing < 1:
        raise AddressError("'::' must stand for at least one group")
    return head + [0] * missing + tail


def longest_zero_run(groups):
    """(start, length) of the first longest run of two or more zero groups, or (-1, 0)."""
    best_start, best_length = -1, 0
    start = None
    for i, group in enumerate(groups + [1]):
        if group == 0 and start is None:
            start = i
        elif group != 0 and start is not None:
            if i - start > best_length:
                best_start, best_length = start, i - start
            start = None
    return (best_start, best_length) if best_length >= 2 else (-1, 0)


def compress(groups):
    """Canonical text of eight groups: lower-case, no leading zeros, longest run as '::'."""
    parts = [format(group, "x") for group in groups]
    start, length = longest_zero_run(groups)
    if length == 0:
        return ":".join(parts)
    return ":".join(parts[:start]) + "::" + ":".join(parts[start + length:])


def normalize(text):
    return compress(parse(text))


def explode(text):
    """The full form: eight groups of four hex digits."""
    return ":".join(f"{group:04x}" for group in parse(text))


def is_valid(text):
    try:
        parse(text)
    except (AddressError, ValueError):
        return False
    return True


def reverse_pointer(text):
    """The ip6.arpa name of the address, one label per nibble, lowest first."""
    nibbles = explode(text).replace(":", "")
    return ".".join(nibbles[::-1]) + ".ip6.arpa"
