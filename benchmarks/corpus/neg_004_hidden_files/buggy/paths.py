"""File name helpers for the directory browser."""


def is_hidden(name: str) -> bool:
    """Dot files are hidden, except the '.' and '..' entries themselves."""
    return name.startswith(".") and name not in (".", "..")


def extension(name: str) -> str:
    """Lower-case extension without the dot ('' if none)."""
    base = name.lstrip(".")
    return base.rsplit(".", 1)[1].lower() if "." in base else ""


def visible(names: list[str]) -> list[str]:
    """Names that are not hidden, in the given order."""
    return [name for name in names if is_hidden(name)]
