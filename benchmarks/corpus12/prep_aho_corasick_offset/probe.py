import random


def probe(import_module):
    mod = import_module("aho_corasick")
    rng = random.Random(3130)
    out = []
    for _ in range(25):
        words = ["".join(rng.choice("abc") for _ in range(rng.randint(1, 3)))
                 for _ in range(rng.randint(1, 4))]
        text = "".join(rng.choice("abcd") for _ in range(rng.randint(0, 14)))
        start = rng.randint(0, 5)
        try:
            ac = mod.AhoCorasick(words)
        except Exception as e:
            out.append(repr(type(e).__name__))
            continue
        for call in (lambda: ac.search(text), lambda: ac.search(text, start),
                     lambda: ac.count(text), lambda: ac.non_overlapping(text),
                     lambda: ac.censor(text, "#")):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
