"""Messages of letters sent as digits with A=1, B=2, ..., Z=26 and no separators.

"226" may have been "BBF", "BZ" or "VF": count and list the possible readings.
"""

from functools import lru_cache


def encode(text: str) -> str:
    """The digit string of an upper-case message."""
    if not (text.isalpha() and text.isascii() and text.isupper()) and text:
        raise ValueError("only the letters A-Z can be encoded")
    return "".join(str(ord(ch) - ord("A") + 1) for ch in text)


def _codes_at(digits: str, i: int) -> list[tuple[str, int]]:
    """The (letter, next index) pairs for the codes that can start at index i."""
    if digits[i] == "0":
        return []
    codes = [(chr(ord("A") + int(digits[i]) - 1), i + 1)]
    if i + 2 < len(digits) and int(digits[i:i + 2]) <= 26:
        codes.append((chr(ord("A") + int(digits[i:i + 2]) - 1), i + 2))
    return codes


def _check(digits: str) -> None:
    if not all("0" <= ch <= "9" for ch in digits):
        raise ValueError(f"not a digit string: {digits!r}")


def count_decodings(digits: str) -> int:
    """How many letter messages encode to digits (1 for the empty string)."""
    _check(digits)

    @lru_cache(maxsize=None)
    def ways(i: int) -> int:
        if i == len(digits):
            return 1
        return sum(ways(nxt) for _, nxt in _codes_at(digits, i))

    return ways(0)


def all_decodings(digits: str) -> list[str]:
    """Every letter message that encodes to digits, in alphabetical order."""
    _check(digits)

    def expand(i: int) -> list[str]:
        if i == len(digits):
            return [""]
        return [letter + rest for letter, nxt in _codes_at(digits, i) for rest in expand(nxt)]

    return sorted(expand(0))
