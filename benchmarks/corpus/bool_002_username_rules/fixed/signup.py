"""Validation of sign-up form fields."""

import re

USERNAME_CHARS = re.compile(r"^[a-z0-9_]+$")
RESERVED = {"admin", "root", "support"}


def username_errors(name: str) -> list[str]:
    """Problems with a requested username (empty list when it is fine)."""
    errors = []
    if len(name) < 3 or len(name) > 20:
        errors.append("must be 3 to 20 characters")
    if not USERNAME_CHARS.match(name):
        errors.append("only lower-case letters, digits and _ allowed")
    if name in RESERVED:
        errors.append("name is reserved")
    return errors


def email_ok(address: str) -> bool:
    """A loose check: one @ with text on both sides and a dot in the domain."""
    local, at, domain = address.partition("@")
    return bool(local) and bool(at) and "." in domain.strip(".")
