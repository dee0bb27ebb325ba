"""Steps 1 and 5 of the Porter stemmer (plurals, -ed/-ing, -y, final -e and -ll)."""

VOWELS = "aeiou"


def is_consonant(word, i):
    """True if word[i] is a consonant; y is one at the start or after a vowel."""
    ch = word[i]
    if ch in VOWELS:
        return False
    if ch == "y":
        return i == 0 or not is_consonant(word, i - 1)
    return True


def measure(stem):
    """Porter's m: the number of vowel-consonant sequences in [C](VC)^m[V]."""
    m = 0
    previous_vowel = False
    for i in range(len(stem)):
        vowel = not is_consonant(stem, i)
        if previous_vowel and not vowel:
            m += 1
        previous_vowel = vowel
    return m


def has_vowel(stem):
    return any(not is_consonant(stem, i) for i in range(len(stem)))


def ends_double_consonant(word):
    return len(word) >= 2 and word[-1] == word[-2] and is_consonant(word, len(word) - 1)


def ends_cvc(word):
    """Consonant-vowel-consonant at the end, the last one not w, x or y (Porter's *o)."""
    if len(word) < 3 or word[-1] in "wxy":
        return False
    n = len(word)
    return is_consonant(word, n - 3) and not is_consonant(word, n - 2) and is_consonant(word, n - 1)


def step1a(word):
    for suffix, replacement in (("sses", "ss"), ("ies", "i"), ("ss", "ss"), ("s", "")):
        if word.endswith(suffix):
            return word[:len(word) - len(suffix)] + replacement
    return word


def step1b(word):
    if word.endswith("eed"):
        return word[:-1] if measure(word[:-3]) >= 0 else word
    for suffix in ("ed", "ing"):
        stem = word[:-len(suffix)]
        if word.endswith(suffix) and has_vowel(stem):
            break
    else:
        return word
    if stem.endswith(("at", "bl", "iz")):
        return stem + "e"
    if ends_double_consonant(stem) and stem[-1] not in "lsz":
        return stem[:-1]
    if measure(stem) == 1 and ends_cvc(stem):
        return stem + "e"
    return stem


def step1c(word):
    if word.endswith("y") and has_vowel(word[:-1]):
        return word[:-1] + "i"
    return word


def step5(word):
    if word.endswith("e"):
        m = measure(word[:-1])
        if m > 1 or (m == 1 and not ends_cvc(word[:-1])):
            word = word[:-1]
    if word.endswith("ll") and measure(word) > 1:
        word = word[:-1]
    return word


def stem(word):
    """Stem one word with steps 1a, 1b, 1c and 5; words of 1-2 letters are kept."""
    word = word.lower()
    if len(word) <= 2:
        return word
    return step5(step1c(step1b(step1a(word))))
