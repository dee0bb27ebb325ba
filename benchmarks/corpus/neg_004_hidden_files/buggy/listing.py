"""Directory listings as shown by the browser's sidebar."""

from paths import extension, visible


def listing(names: list[str], show_hidden: bool = False) -> list[str]:
    """Sorted names, case-insensitively, hidden files only when asked for."""
    shown = names if show_hidden else visible(names)
    return sorted(shown, key=str.lower)


def by_extension(names: list[str]) -> dict[str, list[str]]:
    """Visible names grouped by extension."""
    groups: dict[str, list[str]] = {}
    for name in listing(names):
        groups.setdefault(extension(name), []).append(name)
    return groups
