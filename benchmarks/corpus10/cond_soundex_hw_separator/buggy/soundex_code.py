"""American Soundex: index names by how they sound."""

from __future__ import annotations

from collections.abc import Iterable

CODES = {
    ch: digit
    for letters, digit in (("bfpv", "1"), ("cgjkqsxz", "2"), ("dt", "3"),
                           ("l", "4"), ("mn", "5"), ("r", "6"))
    for ch in letters
}


def soundex(name: str) -> str:
    """The four-character Soundex code of name.

    The first letter is kept; the others become digits, vowels drop out but separate
    equal codes, while h and w drop out without separating them. Equal adjacent codes
    (the first letter's included) are written once; the result is padded with zeros.
    """
    letters = [ch for ch in name.lower() if "a" <= ch <= "z"]
    if not letters:
        raise ValueError(f"no letters in {name!r}")
    first = letters[0]
    digits = []
    last = CODES.get(first, "")
    for ch in letters[1:]:
        code = CODES.get(ch, "")
        if code and code != last:
            digits.append(code)
        last = code
    return (first.upper() + "".join(digits) + "000")[:4]


def sounds_alike(a: str, b: str) -> bool:
    return soundex(a) == soundex(b)


def group_by_sound(names: Iterable[str]) -> dict[str, list[str]]:
    """Names grouped under their codes, codes and names in first-seen order."""
    groups: dict[str, list[str]] = {}
    for name in names:
        groups.setdefault(soundex(name), []).append(name)
    return groups
