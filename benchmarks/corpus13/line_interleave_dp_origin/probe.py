import random


def probe(import_module):
    mod = import_module("interleave")
    rng = random.Random(5151)
    out = []
    for _ in range(50):
        a = "".join(rng.choice("ab") for _ in range(rng.randint(0, 4)))
        b = "".join(rng.choice("abc") for _ in range(rng.randint(0, 4)))
        labels = ["A"] * len(a) + ["B"] * len(b)
        rng.shuffle(labels)
        c = mod.weave(a, b, "".join(labels))
        if rng.random() < 0.4:
            c = "".join(rng.sample(c, len(c)))
        for call in (lambda: mod.is_interleaving(a, b, c),
                     lambda: mod.interleave_sources(a, b, c),
                     lambda: mod.count_interleavings(a, b, c)):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
