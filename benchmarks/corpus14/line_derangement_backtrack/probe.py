import random


def probe(import_module):
    mod = import_module("derangements")
    rng = random.Random(3141)
    out = []
    for _ in range(18):
        n = rng.randint(0, 6)
        k = rng.randint(-1, 7)
        for call in (
            lambda: mod.count_derangements(n),
            lambda: mod.rencontres(n, k),
            lambda: str(mod.derangement_probability(n)),
            lambda: mod.list_derangements(range(n)),
            lambda: mod.is_derangement(rng.sample(range(n), n)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    for _ in range(5):
        names = ["p%d" % i for i in range(rng.randint(1, 5))]
        try:
            out.append(sorted(mod.secret_santa(names, random.Random(rng.randint(0, 99))).items()))
        except Exception as e:
            out.append(repr(type(e).__name__))
    return out
