import random

STEMS = ["f", "n", "sp", "agr", "proc", "hop", "tan", "fil", "cat", "troubl", "motor",
         "sky", "hap", "conflat", "siz", "roll", "bl", "b", "tr", "oat"]
SUFFIXES = ["eed", "ed", "ing", "s", "es", "ies", "y", "e", "ll", "sses", "", "ated", "ized"]


def probe(import_module):
    mod = import_module("porter_stem")
    rng = random.Random(77)
    out = []
    for _ in range(80):
        word = rng.choice(STEMS) + rng.choice(SUFFIXES)
        try:
            out.append((word, mod.stem(word), mod.step1b(word), mod.measure(word)))
        except Exception as e:
            out.append(type(e).__name__)
    return out
