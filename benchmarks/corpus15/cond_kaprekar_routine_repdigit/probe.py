import random


def probe(import_module):
    mod = import_module("kaprekar")
    rng = random.Random(1515)
    out = []
    for _ in range(60):
        width = rng.choice([3, 4, 4])
        if rng.random() < 0.15:
            n = int(str(rng.randint(0, 9)) * width)
        else:
            n = rng.randint(0, 10 ** width - 1)
        for fn in (mod.kaprekar_chain, mod.iterations, mod.kaprekar_step):
            try:
                out.append(fn(n, width))
            except Exception as e:
                out.append(type(e).__name__)
        try:
            out.append(mod.is_kaprekar_number(rng.randint(0, 10000)))
        except Exception as e:
            out.append(type(e).__name__)
    return out
