import random


def probe(import_module):
    mod = import_module("combinadic")
    rng = random.Random(8086)
    out = []
    for _ in range(50):
        n = rng.randint(1, 9)
        k = rng.randint(0, n)
        combo = sorted(rng.sample(range(n), k))
        calls = (lambda: mod.rank(combo, n), lambda: mod.unrank(rng.randint(-1, 40), n, k),
                 lambda: mod.next_combination(combo, n), lambda: mod.colex_rank(combo),
                 lambda: mod.colex_unrank(rng.randint(0, 50), k),
                 lambda: len(mod.combinations_lex(n, k)))
        for call in calls:
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
