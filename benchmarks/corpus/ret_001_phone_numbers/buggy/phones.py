"""Normalize phone numbers typed by customers to E.164 form."""

import re

DEFAULT_COUNTRY = "1"


def digits_only(text: str) -> str:
    """Drop everything that is not a digit."""
    return re.sub(r"\D", "", text)


def normalize(text: str, country: str = DEFAULT_COUNTRY) -> str | None:
    """'+<country><number>' or None when the input cannot be a phone number."""
    raw = text.strip()
    digits = digits_only(raw)
    if len(digits) < 7:
        return None
    if raw.startswith("+"):
        number = "+" + digits
    elif digits.startswith("00"):
        number = "+" + digits[2:]
    else:
        number = "+" + country + digits.lstrip("0")


def same_number(a: str, b: str) -> bool:
    """True if both inputs normalize to the same valid number."""
    first = normalize(a)
    return first is not None and first == normalize(b)
