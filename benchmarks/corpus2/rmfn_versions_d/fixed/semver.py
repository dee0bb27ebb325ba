"""Semantic versions: parsing, ordering (with pre-releases) and bumping."""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import total_ordering

_PATTERN = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$")


class InvalidVersion(ValueError):
    """The text is not MAJOR.MINOR.PATCH[-PRERELEASE]."""


def _prerelease_key(pre: str) -> tuple:
    """Identifiers compare numerically when numeric, numbers before words."""
    return tuple((0, int(part), "") if part.isdigit() else (1, 0, part) for part in pre.split("."))


@total_ordering
@dataclass(frozen=True)
class Version:
    major: int
    minor: int
    patch: int
    pre: str = ""

    @classmethod
    def parse(cls, text: str) -> Version:
        match = _PATTERN.match(text.strip())
        if not match:
            raise InvalidVersion(f"not a semantic version: {text!r}")
        major, minor, patch, pre = match.groups()
        return cls(int(major), int(minor), int(patch), pre or "")

    def __str__(self) -> str:
        core = f"{self.major}.{self.minor}.{self.patch}"
        return f"{core}-{self.pre}" if self.pre else core

    def _key(self) -> tuple:
        # a release sorts after all of its pre-releases
        return (self.major, self.minor, self.patch, not self.pre, _prerelease_key(self.pre))

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Version):
            return NotImplemented
        return self._key() < other._key()

    def bump(self, part: str) -> Version:
        """The next version: 'major', 'minor' or 'patch'; pre-release tags are dropped."""
        if part == "major":
            return Version(self.major + 1, 0, 0)
        if part == "minor":
            return Version(self.major, self.minor + 1, 0)
        if part == "patch":
            if self.pre:
                return Version(self.major, self.minor, self.patch)
            return Version(self.major, self.minor, self.patch + 1)
        raise ValueError(f"unknown part {part!r}")
