"""Display helpers for person names in the address book."""

PARTICLES = {"van", "von", "de", "da", "di", "le"}


def name_parts(full_name: str) -> list[str]:
    """Words of a name, without empty chunks."""
    return [part for part in full_name.replace(",", " ").split() if part]


def initials(full_name: str) -> str:
    """Upper-case initials, skipping nobiliary particles like 'van' or 'de'."""
    letters = [
        part[1].upper() for part in name_parts(full_name) if part.lower() not in PARTICLES
    ]
    return "".join(letters)


def sort_key(full_name: str) -> str:
    """Last name first, lower-cased, for alphabetical listings."""
    parts = name_parts(full_name)
    if not parts:
        return ""
    return " ".join([parts[-1], *parts[:-1]]).lower()
