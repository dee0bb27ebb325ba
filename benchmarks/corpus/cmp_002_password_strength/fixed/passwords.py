"""Rate how strong a user's chosen password is."""

MIN_LENGTH = 8


def score(password: str) -> int:
    """One point each for length, a digit, an upper-case letter and a symbol."""
    points = 0
    if len(password) >= MIN_LENGTH:
        points += 1
    if any(ch.isdigit() for ch in password):
        points += 1
    if any(ch.isupper() for ch in password):
        points += 1
    if any(not ch.isalnum() for ch in password):
        points += 1
    return points


def strength(password: str) -> str:
    """'weak', 'medium' or 'strong'."""
    points = score(password)
    if points <= 1:
        return "weak"
    if points < 4:
        return "medium"
    return "strong"
