"""Semantic versions (MAJOR.MINOR.PATCH[-PRERELEASE]) and npm-style range checks."""

import re
from functools import total_ordering

_VERSION = re.compile(r"^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$")


@total_ordering
class Version:
    def __init__(self, major, minor, patch, prerelease=()):
        self.major, self.minor, self.patch = major, minor, patch
        self.prerelease = tuple(prerelease)

    @classmethod
    def parse(cls, text):
        match = _VERSION.match(text.strip())
        if not match:
            raise ValueError(f"not a semantic version: {text!r}")
        major, minor, patch, pre = match.groups()
        parts = tuple(int(p) if p.isdigit() else p for p in pre.split(".")) if pre else ()
        return cls(int(major), int(minor), int(patch), parts)

    def _key(self):
        # A release sorts after all of its pre-releases; numeric identifiers sort
        # before alphanumeric ones.
        pre = tuple((0, p, "") if isinstance(p, int) else (1, 0, p) for p in self.prerelease)
        return (self.major, self.minor, self.patch, not self.prerelease, pre)

    def __eq__(self, other):
        return isinstance(other, Version) and self._key() == other._key()

    def __lt__(self, other):
        return self._key() < other._key()

    def __hash__(self):
        return hash(self._key())

    def __str__(self):
        core = f"{self.major}.{self.minor}.{self.patch}"
        if self.prerelease:
            core += "-" + ".".join(str(p) for p in self.prerelease)
        return core

    def __repr__(self):
        return f"Version({str(self)!r})"

    def bump(self, part):
        if part == "major":
            return Version(self.major + 1, 0, 0)
        if part == "minor":
            return Version(self.major, self.minor + 1, 0)
        if part == "patch":
            if self.prerelease:
                return Version(self.major, self.minor, self.patch)
            return Version(self.major, self.minor, self.patch + 1)
        raise ValueError(f"unknown part {part!r}")


def _caret_upper(v):
    if v.major:
        return Version(v.major + 1, 0, 0)
    if v.minor:
        return Version(0, v.minor + 1, 0)
    return Version(0, 0, v.patch + 1)


def _bounds(spec):
    """(lower, upper): lower inclusive, upper exclusive (None when open)."""
    spec = spec.strip()
    if spec.startswith("^"):
        low = Version.parse(spec[1:])
        return low, _caret_upper(low)
    if spec.startswith("~"):
        low = Version.parse(spec[1:])
        return low, Version(low.major, low.minor + 1, 0)
    if spec.startswith(">="):
        return Version.parse(spec[2:]), None
    low = Version.parse(spec)
    return low, low.bump("patch") if not low.prerelease else Version(low.major, low.minor,
                                                                      low.patch)


def satisfies(version, spec):
    """True if version lies in every space-separated range of spec."""
    if isinstance(version, str):
        version = Version.parse(version)
    for part in spec.split():
        low, high = _bounds(part)
        if version < low:
            return False
        if high is not None and version >= high:
            return False
        if version.prerelease and (version.major, version.minor, version.patch) != (
            low.major, low.minor, low.patch
        ):
            return False
    return True


def max_satisfying(versions, spec):
    """The highest of versions (strings) that satisfies spec, or None."""
    matching = [Version.parse(v) for v in versions if satisfies(v, spec)]
    return str(max(matching)) if matching else None
