import random


def probe(import_module):
    mod = import_module("jaro_winkler")
    rng = random.Random(4242)
    out = []
    for _ in range(70):
        a = "".join(rng.choice("abcde") for _ in range(rng.randint(0, 7)))
        b = list(a) if rng.random() < 0.6 else [rng.choice("abcde") for _ in range(rng.randint(0, 7))]
        for _ in range(rng.randint(0, 2)):
            if len(b) > 1:
                i = rng.randrange(len(b) - 1)
                b[i], b[i + 1] = b[i + 1], b[i]
        b = "".join(b)
        try:
            out.append((round(mod.jaro(a, b), 9), round(mod.jaro_winkler(a, b), 9)))
        except Exception as e:
            out.append(type(e).__name__)
    words = ["".join(rng.choice("abcd") for _ in range(4)) for _ in range(6)]
    out.append(mod.rank("abcd", words))
    out.append(mod.best_match("abdc", words, threshold=0.5))
    return out
