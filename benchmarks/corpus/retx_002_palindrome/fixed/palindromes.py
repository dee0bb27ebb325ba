"""Word-play helpers for the puzzle page."""


def normalize(text: str) -> str:
    """Letters and digits only, lower-cased."""
    return "".join(ch.lower() for ch in text if ch.isalnum())


def is_palindrome(text: str) -> bool:
    """True if the text reads the same backwards, ignoring case and punctuation."""
    cleaned = normalize(text)
    return cleaned == cleaned[::-1]


def is_anagram(a: str, b: str) -> bool:
    """Same letters in a different order."""
    return sorted(normalize(a)) == sorted(normalize(b)) and normalize(a) != normalize(b)


def palindromes(words: list[str]) -> list[str]:
    """The words that are palindromes, in order."""
    return [w for w in words if normalize(w) and is_palindrome(w)]
