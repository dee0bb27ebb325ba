"""Semantic version parsing and ordering for the plugin updater."""

from functools import total_ordering


@total_ordering
class Version:
    """A MAJOR.MINOR.PATCH version; missing parts count as zero."""

    def __init__(self, text: str) -> None:
        pieces = text.strip().lstrip("v").split(".")
        if not 1 <= len(pieces) <= 3 or not all(p.isdigit() for p in pieces):
            raise ValueError(f"not a version: {text!r}")
        self.text = text.strip()
        self.parts = tuple(int(p) for p in pieces) + (0,) * (3 - len(pieces))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Version) and self.parts == other.parts

    def __lt__(self, other: "Version") -> bool:
        return self.parts < other.parts

    def __repr__(self) -> str:
        return f"Version({self.text!r})"


def latest(candidates: list[str]) -> str:
    """The highest version string among candidates."""
    return max(candidates, key=Version)
