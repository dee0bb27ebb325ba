import random


def probe(import_module):
    mod = import_module("keypad_words")
    rng = random.Random(9999)
    words = ["good", "home", "gone", "ad", "be", "cf", "tea", "vie", "pqrs", "Act", "x-ray", "me"]
    out = []
    for _ in range(60):
        digits = "".join(rng.choice("234567891") for _ in range(rng.randint(0, 4)))
        try:
            combos = mod.letter_combinations(digits)
            out.append(combos)
            out.append(mod.count_combinations(digits))
            out.append(mod.matching_words(digits, words))
            out.append(mod.completions(digits[:2], words))
        except Exception as e:
            out.append(repr(type(e).__name__))
        try:
            out.append(mod.word_to_digits(rng.choice(words)))
        except Exception as e:
            out.append(repr(type(e).__name__))
    out.append(mod.build_index(words))
    return out
