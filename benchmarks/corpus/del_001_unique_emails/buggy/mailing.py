"""Mailing-list hygiene: normalize and de-duplicate subscriber addresses."""


def normalize_email(address: str) -> str:
    """Trim and lower-case; drop '+tag' from the local part."""
    local, _, domain = address.strip().lower().partition("@")
    local = local.split("+", 1)[0]
    return f"{local}@{domain}" if domain else local


def dedupe_emails(addresses: list[str]) -> list[str]:
    """First occurrence of each address (by normalized form), original spelling kept."""
    seen: set[str] = set()
    unique = []
    for address in addresses:
        key = normalize_email(address)
        if key in seen:
            continue
        unique.append(address.strip())
    return unique


def domains(addresses: list[str]) -> dict[str, int]:
    """Subscriber count per domain."""
    counts: dict[str, int] = {}
    for address in dedupe_emails(addresses):
        domain = normalize_email(address).partition("@")[2]
        counts[domain] = counts.get(domain, 0) + 1
    return counts
