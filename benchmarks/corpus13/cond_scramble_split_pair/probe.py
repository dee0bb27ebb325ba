import random


def probe(import_module):
    mod = import_module("scramble")
    rng = random.Random(1313)
    out = []
    for _ in range(60):
        size = rng.randint(0, 8)
        word = "".join(rng.sample("abcdefghij", size))
        cut = rng.randint(0, min(2, size))
        rest = list(word[cut:])
        rng.shuffle(rest)
        # the head of word, scrambled, moved behind a shuffled remainder
        other = "".join(rest) + mod.scramble(word[:cut], rng)
        if rng.random() < 0.1:
            other += "a"
        try:
            out.append(mod.is_scramble(word, other))
            out.append(mod.scramble_partners(word, [other, word[::-1]]))
        except Exception as e:
            out.append(repr(type(e).__name__))
        if size <= 5:
            try:
                out.append(mod.count_scrambles(word))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
