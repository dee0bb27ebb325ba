"""Phone keypad letter combinations (T9) by backtracking, plus dictionary lookups."""

KEYPAD = {
    "2": "abc", "3": "def", "4": "ghi", "5": "jkl",
    "6": "mno", "7": "pqrs", "8": "tuv", "9": "wxyz",
}
LETTER_TO_DIGIT = {letter: digit for digit, letters in KEYPAD.items() for letter in letters}


def word_to_digits(word):
    """'Hello' -> '43556'; ValueError for characters that are not on the keypad."""
    digits = []
    for ch in word.lower():
        if ch not in LETTER_TO_DIGIT:
            raise ValueError(f"{ch!r} is not on the keypad")
        digits.append(LETTER_TO_DIGIT[ch])
    return "".join(digits)


def _check_digits(digits):
    for d in digits:
        if d not in KEYPAD:
            raise ValueError(f"digit {d!r} has no letters")


def count_combinations(digits):
    """How many letter strings the digits can spell."""
    _check_digits(digits)
    if not digits:
        return 0
    total = 1
    for d in digits:
        total *= len(KEYPAD[d])
    return total


def letter_combinations(digits):
    """All letter strings for the digits, in keypad order."""
    _check_digits(digits)
    if not digits:
        return []
    results = []
    path = []

    def backtrack(index):
        if index == len(digits):
            results.append("".join(path))
            return
        for letter in KEYPAD[digits[index]]:
            path.append(letter)
            backtrack(index + 1)
            path.pop(0)

    backtrack(0)
    return results


def build_index(dictionary):
    """Map digit strings to the sorted words that type them."""
    index = {}
    for word in dictionary:
        try:
            key = word_to_digits(word)
        except ValueError:
            continue
        index.setdefault(key, []).append(word.lower())
    return {key: sorted(set(words)) for key, words in index.items()}


def matching_words(digits, dictionary):
    """Dictionary words spelled exactly by the digits (sorted)."""
    words = {w.lower() for w in dictionary}
    return sorted(c for c in letter_combinations(digits) if c in words)


def completions(digits, dictionary):
    """Dictionary words whose first len(digits) letters can be typed with the digits."""
    prefixes = set(letter_combinations(digits))
    return sorted({w.lower() for w in dictionary if w[:len(digits)].lower() in prefixes})
